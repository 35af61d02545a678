// The package as a user gets it: `npm pack` in the build tree's package folder, `npm install` of
// the tarball into an empty project, and the Node example run there (CTest js.package).
//   node pack_and_install.mjs <package folder> <example> <npm>
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [packageDir, example, npm = "npm"] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), "bezique-pack-"));
try {
  const tarball = execFileSync(npm, ["pack", "--silent", "--pack-destination", work], { cwd: packageDir, encoding: "utf8" }).trim();
  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  execFileSync(npm, ["install", "--no-audit", "--no-fund", "--offline", join(work, tarball)], { cwd: project, stdio: "inherit" });
  copyFileSync(example, join(project, "play_game.mjs"));
  const out = execFileSync(process.execPath, ["play_game.mjs", "two-handed", "9"], { cwd: project, encoding: "utf8" });
  assert.match(out, /game over after \d+ actions.*\n.*replayed/);
  console.log(`${tarball}: installed into an empty project, the example plays a whole game`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
