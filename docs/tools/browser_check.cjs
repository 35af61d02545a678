// Opens the documentation site in a real browser (Debian's Chromium, driven by playwright-core;
// nothing is downloaded) the way a reader does: the landing page, the Python `Game` reference,
// the C `bzq_game_apply_text` reference, and a search typed into the search box. Saves a
// screenshot of each, and fails on a missing element, a failed request or a page error.
//
//   node docs/tools/browser_check.cjs SITE_DIR SCREENSHOT_DIR
//
// The site is served from 127.0.0.1 on a free port by this script, for this script only.
// playwright-core must be on NODE_PATH; CHROMIUM names the browser (default /usr/bin/chromium).
"use strict";

const fs = require("fs");
const http = require("http");
const os = require("os");
const path = require("path");
const { chromium } = require("playwright-core");

const TYPES = {
  ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml",
  ".png": "image/png", ".woff2": "font/woff2", ".json": "application/json", ".txt": "text/plain",
};

function serve(root) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) file = root;  // no way out of the site
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (error, data) => {
      if (error) {
        response.writeHead(404);
        response.end();
        return;
      }
      response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
      response.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`ok: ${message}`);
}

async function main() {
  const [siteArg, shotsArg] = process.argv.slice(2);
  if (!siteArg || !shotsArg) {
    console.error("usage: node browser_check.cjs SITE_DIR SCREENSHOT_DIR");
    process.exit(2);
  }
  const site = path.resolve(siteArg);
  const shots = path.resolve(shotsArg);
  fs.mkdirSync(shots, { recursive: true });
  const server = await serve(site);
  const base = `http://127.0.0.1:${server.address().port}`;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bezique-docs-chromium-"));
  // A fresh profile (--user-data-dir), which playwright takes as the persistent context's folder.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const problems = [];
  try {
    const page = browser.pages()[0] || await browser.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    page.on("response", (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });

    // The landing page and its four ways in.
    await page.goto(`${base}/index.html`);
    check((await page.title()).includes("bezique"), "the landing page opens");
    for (const way of ["C and C++", "Python", "C# and Unity", "JavaScript"]) {
      const card = page.locator(".sd-card-title", { hasText: way });
      check(await card.first().isVisible(), `the landing page shows the way in '${way}'`);
    }
    await page.screenshot({ path: path.join(shots, "landing.png") });

    // A rule of the rules reference, and the test that pins it, one click away.
    await page.goto(`${base}/rules.html#rules-2-8`);
    check(await page.locator("h3", { hasText: "2.8 Stage 2: the play-off" }).isVisible(),
          "the rules reference shows rule 2.8");
    const pinned = page.locator('#rules-2-8 a[href*="rules-tests.html#test-section2stagetwo-"]').first();
    check(await pinned.isVisible(), "rule 2.8 links the tests that pin it");
    await page.screenshot({ path: path.join(shots, "rules.png") });
    await pinned.click();
    await page.waitForURL(/rules-tests\.html#test-section2stagetwo-/);
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    const code = page.locator(".literal-block-wrapper", { has: page.locator(`[id="${anchor}"]`) });
    check(await code.isVisible() && /TEST\(Section2StageTwo, /.test(await code.innerText()),
          "the link opens the test's code");
    await page.screenshot({ path: path.join(shots, "rules-test.png") });

    // The Python reference of Game, with its typed signature.
    await page.goto(`${base}/reference/python.html#bezique.Game`);
    const game = page.locator('[id="bezique.Game"]');
    check(await game.isVisible(), "the Python reference shows bezique.Game");
    check(/action: Action \| str/.test(await page.locator('[id="bezique.Game.apply"]').innerText()),
          "Game.apply's signature carries its types (action: Action | str)");
    await page.screenshot({ path: path.join(shots, "python-game.png") });

    // The C reference of bzq_game_apply_text, with its parameters.
    await page.goto(`${base}/reference/c.html#c.bzq_game_apply_text`);
    const applyText = page.locator('[id="c.bzq_game_apply_text"]');
    check(await applyText.isVisible(), "the C reference shows bzq_game_apply_text");
    check((await applyText.innerText()).includes("const char *text"), "its signature names its parameters");
    await page.screenshot({ path: path.join(shots, "c-apply-text.png") });

    // The search box: type a function's name, land on results that link to its reference.
    await page.goto(`${base}/index.html`);
    await page.locator("input[name=q]").first().fill("bzq_game_apply_text");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search\.html/);
    const hit = page.locator('ul.search a[href*="c.bzq_game_apply_text"]');
    await hit.first().waitFor({ timeout: 30000 });
    check(await hit.first().isVisible(), "the search finds bzq_game_apply_text in the C reference");
    await page.screenshot({ path: path.join(shots, "search.png"), fullPage: false });
    await hit.first().click();
    await page.waitForURL(/reference\/c\.html/);
    check(await applyText.isVisible(), "the search result opens the function's reference");
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  if (problems.length) throw new Error(problems.join("\n"));
  console.log(`browser check passed; screenshots in ${shots}`);
}

main().catch((error) => {
  console.error(`browser check failed: ${error.message}`);
  process.exit(1);
});
