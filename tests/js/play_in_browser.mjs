// Plays a whole game on the example page (examples/web) in Debian's Chromium, driven by
// Playwright: clicks only what the page offers as legal, fails on any console error or page
// error, and saves screenshots (the start, a declaration offered and made, the end) in
// screenshots/ of this folder (named <preset>-*.png for a preset other than two-handed).
// With jokers (haitian) the page must show them as jokers, and no card of any preset as one
// without a suit.
//   node play_in_browser.mjs <build folder> [chromium] [preset] [opponent]
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { openExamplePage } from "./browser_page.mjs";

const buildDir = resolve(process.argv[2] ?? "../..");
const executablePath = process.argv[3] ?? "/usr/bin/chromium";
const preset = process.argv[4] ?? "two-handed";
const opponent = process.argv[5] ?? "ismcts:easy";
const prefix = preset === "two-handed" ? "" : `${preset}-`;
const shots = resolve("screenshots");
mkdirSync(shots, { recursive: true });
const { page, problems, close } = await openExamplePage(buildDir, executablePath, `delay=0&opponent=${opponent}&seed=3&preset=${preset}`);
try {
  assert.equal(await page.inputValue("#preset"), preset, "the page plays the preset asked for");
  await page.screenshot({ path: `${shots}/${prefix}start.png` });

  let clicks = 0;
  let declared = false;
  let jokersSeen = 0;
  let pick = 7;
  while (true) {
    await page.waitForFunction(() => !document.getElementById("result").hidden || document.body.dataset.turn === "me",
                               null, { timeout: 60000 });
    if (await page.isVisible("#result")) break;
    // Every card shown has a suit, or is a joker drawn as one (never "suit-null").
    assert.equal(await page.locator(".card:not(.back):not(.joker):not([class*='suit-'])").count(), 0, "a card without a suit");
    assert.equal(await page.locator(".card[class*='suit-null'], .card[class*='suit-undefined']").count(), 0,
                 "a joker shown as a card of no suit");
    const jokers = page.locator("#hand .card.joker, #my-table .card.joker, #trick .card.joker");
    const shown = await jokers.count();
    if (shown > 0) {
      if (jokersSeen === 0) {
        assert.equal(await jokers.first().getAttribute("data-card"), "JK");
        assert.equal(await jokers.first().getAttribute("aria-label"), "joker");
        await page.screenshot({ path: `${shots}/${prefix}joker.png` });
      }
      jokersSeen += shown;
    }
    // Declare whenever the page offers a declaration (the first one shot), else click one of
    // the offered cards or buttons.
    const declarations = page.locator("#actions .action-declare");
    let target;
    if ((await declarations.count()) > 0) {
      if (!declared) await page.screenshot({ path: `${shots}/${prefix}declaration-offered.png` });
      target = declarations.first();
    } else {
      const choices = page.locator("#hand .card.legal, #my-table .card.legal, #actions button");
      const count = await choices.count();
      assert.ok(count > 0, "it is my turn but nothing is offered");
      pick = (pick * 31 + 17) % 1009;
      target = choices.nth(pick % 3 === 0 ? pick % count : 0); // mostly the highest card of a suit
    }
    const wasDeclaration = (await target.getAttribute("class")).includes("action-declare");
    await target.click();
    ++clicks;
    if (wasDeclaration && !declared) {
      declared = true;
      if (!(await page.isVisible("#result"))) {
        await page.waitForSelector("#me .table-cards .card");
        await page.screenshot({ path: `${shots}/${prefix}declaration.png` });
      }
    }
    assert.ok(clicks < 2000, "the game does not end");
  }
  await page.screenshot({ path: `${shots}/${prefix}end.png` });
  const result = await page.textContent("#result h2");
  assert.match(result, /^(You win!|You and your partner win!|Opponents win\.|.+ wins\.|A drawn game\.)$/);
  if (preset === "four-hand-rubicon") {
    assert.match(await page.textContent("#result"), /Match: You and partner: \d+ · Opponents: \d+/);
  }
  assert.ok(declared, "no declaration was offered in the whole game");
  if (preset.startsWith("haitian")) assert.ok(jokersSeen > 0, "no joker was ever shown");
  console.log(`played a whole ${preset} game in ${clicks} clicks: ${result}; screenshots in ${shots}`);
} finally {
  await close();
}
assert.deepEqual(problems, [], problems.join("\n"));
