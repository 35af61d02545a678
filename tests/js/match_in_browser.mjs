// The example page's cent points match, hint and take back (examples/web), in Debian's Chromium
// driven by Playwright, on Haitian rules with "Cent points match" ticked (?match=1):
//  - Hint: the engine's hint for your seat is shown with its reason, and the move it names is
//    marked among the moves the page offers;
//  - Take back: after a move (and the engine's answers), your hand, the table, the scores and
//    the game's log are exactly what they were before it;
//  - the match: games follow one another until a count reaches match_games; after each game the
//    count the page shows is recounted here from the game's result as the page prints it
//    (docs/rules.md 7.5: +1 for a win, +2 against a loser below en_bas_table, the loser back to
//    0) and must agree; the match's winner is announced exactly when the count reaches it.
// Fails on any console error or page error. Screenshots in screenshots/ (match-*.png).
//   node match_in_browser.mjs <build folder> [chromium]
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { openExamplePage } from "./browser_page.mjs";
import { Variant } from "bezique";

const buildDir = resolve(process.argv[2] ?? "../..");
const executablePath = process.argv[3] ?? "/usr/bin/chromium";
const preset = "haitian";
const variant = new Variant(preset);
const enBasTable = variant.get("en_bas_table");
const matchGames = variant.get("match_games");
const shots = resolve("screenshots");
mkdirSync(shots, { recursive: true });
const { page, problems, close } = await openExamplePage(buildDir, executablePath, `delay=0&opponent=heuristic&seed=5&preset=${preset}&match=1`);
try {
  assert.equal(await page.isChecked("#match"), true, "?match=1 ticks the match");
  assert.equal(await page.isVisible("#match-panel"), true, "the match's count is shown");
  assert.match(await page.textContent("#match-count"), new RegExp(`^You 0 · Opponent 0 \\(${matchGames} wins the match\\)$`));

  const myTurn = () => page.waitForFunction(
    () => !document.getElementById("result").hidden || document.body.dataset.turn === "me", null, { timeout: 60000 });
  const offered = "#hand .card.legal, #my-table .card.legal, #actions button";
  // What a person sees of the position: hand, table, trick, scores, the log.
  const snapshot = () => page.evaluate(() => ({
    hand: [...document.querySelectorAll("#hand .card, #my-table .card")].map((c) => c.dataset.card).join(" "),
    trick: document.getElementById("trick").textContent,
    stock: document.getElementById("stock-size").textContent,
    scores: document.getElementById("scores").textContent,
    log: document.getElementById("log").textContent,
    offered: [...document.querySelectorAll("#hand .card.legal, #my-table .card.legal, #actions button")]
      .map((c) => c.dataset.card ?? c.textContent).join("|"),
  }));

  // Hint, at the first decision.
  await myTurn();
  assert.equal(await page.isDisabled("#undo-button"), true, "nothing to take back before any move");
  await page.click("#hint-button");
  await page.waitForFunction(() => document.getElementById("hint").textContent.startsWith("Hint: "), null, { timeout: 60000 });
  const hintText = await page.textContent("#hint");
  assert.match(hintText, /^Hint: .+ — .{10,}$/, "the hint names a move and gives its reason");
  assert.ok(["only-move", "solved", "declaration", "search", "rule"].includes(await page.getAttribute("#hint", "data-reason")));
  const marked = page.locator(`#hand .card.legal.hinted, #my-table .card.legal.hinted, #actions button.hinted`);
  assert.equal(await marked.count(), 1, "the hinted move is marked among the moves offered");
  const hintedCard = await marked.getAttribute("data-card");
  if (hintedCard) assert.ok(hintText.startsWith(`Hint: Play ${hintedCard} — `), `the marked card is the hint's: ${hintText}`);
  await page.screenshot({ path: `${shots}/match-hint.png` });

  // Take back: play the hinted move, let the engine answer, take it back.
  const before = await snapshot();
  await marked.click();
  await myTurn();
  assert.notDeepEqual(await snapshot(), before, "the move changed the position");
  assert.equal(await page.isDisabled("#undo-button"), false, "a move to take back");
  await page.click("#undo-button");
  await myTurn();
  assert.deepEqual(await snapshot(), before, "Take back returns to the position before the move");
  assert.equal(await page.isVisible("#hint"), false, "the old hint is gone after a take back");
  assert.equal(await page.isDisabled("#undo-button"), true, "back at the first decision: nothing more to take back");

  // The match, to its end.
  const counts = [0, 0];
  let games = 0;
  let clicks = 0;
  let pick = 7;
  while (true) {
    await myTurn();
    if (await page.isVisible("#result")) {
      ++games;
      const heading = await page.textContent("#result h2");
      const final = (await page.textContent("#result .final-scores")).match(/^You: (-?\d+) · Opponent: (-?\d+)$/);
      assert.ok(final, "the result gives both final scores");
      const scores = [Number(final[1]), Number(final[2])];
      const winner = heading === "You win!" ? 0 : heading === "Opponent wins." ? 1 : null;
      assert.notEqual(winner, null, `a two-player game to a target has a winner: ${heading}`);
      counts[winner] += scores[1 - winner] < enBasTable ? 2 : 1;
      counts[1 - winner] = 0;
      const who = (seat) => (seat === 0 ? "you" : "Opponent");
      const gainSaid = `This game counts ${scores[1 - winner] < enBasTable ? 2 : 1} for ${who(winner)} ` +
        `(${who(1 - winner)} ended at ${scores[1 - winner]}; en bas table ${enBasTable}).`;
      assert.equal(await page.textContent("#result .match-gain"), gainSaid);
      assert.equal(await page.textContent("#result .match-line"), `Match: You ${counts[0]} · Opponent ${counts[1]}`,
                   `game ${games}: the count after ${heading} ${scores}`);
      assert.match(await page.textContent("#match-count"), new RegExp(`^You ${counts[0]} · Opponent ${counts[1]} `));
      const over = counts[winner] >= matchGames;
      assert.equal(await page.isVisible("#result .match-won"), over, `game ${games}: the match is ${over ? "" : "not "}won`);
      const next = page.locator("#result button");
      if (over) {
        assert.equal(await page.textContent("#result .match-won"), winner === 0 ? "You win the match!" : "Opponent wins the match.");
        assert.equal(await next.textContent(), "New match");
        await page.screenshot({ path: `${shots}/match-won.png` });
        await next.click();
        await page.waitForSelector("#hand .card");
        assert.match(await page.textContent("#match-count"), /^You 0 · Opponent 0 /, "a new match starts at 0");
        assert.match(await page.textContent("#match-note"), /^Game 1 of this match\./);
        break;
      }
      assert.equal(await next.textContent(), "Next game");
      if (games === 1) await page.screenshot({ path: `${shots}/match-game-over.png` });
      await next.click();
      await page.waitForSelector("#hand .card");
      assert.match(await page.textContent("#match-note"), new RegExp(`^Game ${games + 1} of this match\\.`));
      continue;
    }
    const choices = page.locator(offered);
    const count = await choices.count();
    assert.ok(count > 0, "it is my turn but nothing is offered");
    const declarations = page.locator("#actions .action-declare");
    pick = (pick * 31 + 17) % 1009;
    await ((await declarations.count()) > 0 ? declarations.first() : choices.nth(pick % 3 === 0 ? pick % count : 0)).click();
    assert.ok(++clicks < 4000, "the match does not end");
  }
  console.log(`a whole ${preset} match in ${games} games (${clicks} clicks), counts checked; hint: ${hintText}`);
} finally {
  await close();
}
assert.deepEqual(problems, [], problems.join("\n"));
