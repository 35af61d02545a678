// The JavaScript quickstarts of docs/getting-started-javascript.md, run as the page shows them
// (CTest js.quickstart.node, js.quickstart.browser): the package's tarball, as
// `npm pack` makes it from the build's package folder (the target bezique_js_pack), and the
// page's files in an empty folder, then the page's commands, from the very file the page
// includes, with sh. The Node one must print the page's output line; the browser one serves the
// folder, and the page it names, opened in Chromium, must show that line.
//   node quickstart.mjs <work> <package folder> <npm> <expected> <commands> [--chromium PATH] <files...>
import assert from "node:assert/strict";
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const [work, packageDir, npm, expectedFile, commands, ...rest] = process.argv.slice(2);
const chromiumAt = rest.indexOf("--chromium");
const chromium = chromiumAt >= 0 ? rest.splice(chromiumAt, 2)[1] : null;
const expected = readFileSync(expectedFile, "utf8").trim();

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
execFileSync(npm, ["pack", "--silent", "--pack-destination", resolve(work)], { cwd: packageDir, stdio: ["ignore", "ignore", "inherit"] });
for (const file of rest) copyFileSync(file, join(work, basename(file)));
console.log(`== in an empty folder with the package's tarball and ${rest.map((f) => basename(f)).join(", ")}:`);
console.log(readFileSync(commands, "utf8").trimEnd().replace(/^/gm, "  $ "));

if (chromium === null) {
  const run = spawnSync("sh", ["-e", "-x", commands], { cwd: work, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  process.stdout.write(run.stdout);
  assert.equal(run.status, 0, "the commands failed");
  assert.equal(run.stdout.trim().split("\n").at(-1), expected, "the last line printed is the output the page shows");
  console.log("quickstart: printed what its page shows");
} else {
  const url = readFileSync(commands, "utf8").match(/https?:\/\/\S+/)?.[0];
  assert.ok(url, "the commands name the address to open");
  assert.ok(!(await answers(url)), `${url} already answers before the commands run: stop what serves it`);
  const server = spawn("sh", ["-e", "-x", commands], { cwd: work, detached: true, stdio: ["ignore", "inherit", "inherit"] });
  const { chromium: browserType } = await import("playwright-core");
  let browser;
  try {
    for (let i = 0; !(await answers(url)); ++i) {
      assert.ok(i < 600 && server.exitCode === null, "the commands did not serve the page");
      await new Promise((done) => setTimeout(done, 200));
    }
    browser = await browserType.launch({
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync"],
    });
    const page = await browser.newPage();
    const problems = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    // Any error but the browser's own request for a favicon, which the page does not have.
    page.on("console", (message) => message.type() === "error" && !message.location().url.endsWith("/favicon.ico") &&
                                    problems.push(`console: ${message.text()}`));
    await page.goto(url);
    await page.waitForFunction(() => document.getElementById("result").textContent !== "playing...", null, { timeout: 60000 });
    const shown = (await page.textContent("#result")).trim();
    console.log(`${url} shows: ${shown}`);
    assert.deepEqual(problems, []);
    assert.equal(shown, expected, "the page shows the output the docs show");
    console.log("quickstart: the page shows what the docs show");
  } finally {
    await browser?.close();
    process.kill(-server.pid, "SIGTERM");
  }
}

async function answers(address) {
  try {
    return (await fetch(address)).ok;
  } catch {
    return false;
  }
}
