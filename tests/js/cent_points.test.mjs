// The cent points match (docs/rules.md 7.5) through the package: counts, the match won, the
// start bonus and a game started at it, the text form, and refused calls that change nothing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { CentPoints, Game, GameOverError, InvalidArgumentError, InvalidVariantError, RecordError, Variant,
         WrongPhaseError } from "bezique";

test("S7_5 a win adds 1, 2 en bas table, the loser goes back to 0, and 3 wins", () => {
  const match = new CentPoints("two-handed(match_games=3, loser_start_bonus=100)");
  match.recordGame(1, 900);
  assert.deepEqual([...match.counts], [0, 1]);
  match.recordGame(1, 700);
  assert.deepEqual([...match.counts], [0, 3]);
  assert.equal(match.winner, 1);
  assert.equal(match.bonusSeat, 0);
  assert.deepEqual([...match.startScores], [100, 0]);
  const before = match.text;
  assert.throws(() => match.recordGame(0, 900), (e) => e instanceof GameOverError && e.message.includes("new_match"));
  assert.throws(() => match.recordGame(2, 900), /seat 0 or 1/);
  assert.throws(() => match.recordGame(0.5, 900), InvalidArgumentError);
  assert.equal(match.text, before);
  const back = CentPoints.fromText(match.variant, before);
  assert.ok(back.equals(match));
  back.dispose();
  assert.throws(() => CentPoints.fromText("two-handed", "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-"),
                RecordError);
  match.newMatch();
  assert.deepEqual([...match.counts], [0, 0]);
  assert.throws(() => match.newMatch(), WrongPhaseError);
  assert.throws(() => new CentPoints("rubicon"), InvalidVariantError);
  match.dispose();
});

test("S7_5 a game starts at the match's start scores", () => {
  const variant = new Variant("two-handed(loser_start_bonus=100)");
  const plain = new Game(variant, { seed: 4 });
  const ahead = new Game(variant, { seed: 4, startScores: [0, 100] });
  assert.deepEqual(ahead.scores(), [plain.scores()[0], plain.scores()[1] + 100]);
  assert.ok(ahead.record().includes("\nstart-scores 0 100\n"));
  assert.throws(() => new Game(variant, { seed: 4, startScores: [50, 0] }), /start scores/);
  assert.throws(() => new Game(variant, { seed: 4, startScores: "0 100" }), InvalidArgumentError);
  plain.dispose();
  ahead.dispose();
});
