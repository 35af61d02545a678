// Every error path: the right Error subclass, the engine's message, and nothing changed.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  BeziqueError, Card, DisposedError, Game, GameOverError, IllegalActionError, InvalidArgumentError,
  InvalidVariantError, OutOfTurnError, ParseError, Player, RecordError, UnknownNameError, Variant,
  WrongPhaseError,
} from "bezique";

/** Asserts that `fn` throws `Class` with a message matching `message`, and leaves `game` as it was. */
function rejects(game, fn, Class, message) {
  const before = game ? [game.fullText(), game.record(), game.events().length] : null;
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Class, `${e?.name}: ${e?.message} is not a ${Class.name}`);
    assert.ok(e instanceof BeziqueError && e instanceof Error);
    assert.equal(e.name, e.constructor.name);
    assert.match(e.message, message);
    assert.equal(typeof e.code, "number");
    assert.ok(e.status.length > 0);
    return true;
  });
  if (game) assert.deepEqual([game.fullText(), game.record(), game.events().length], before);
}

function gameInPlay() {
  const game = new Game("two-handed", { seed: 21 });
  for (let i = 0; i < 5; ++i) game.apply(0);
  return game;
}

test("actions the rules forbid change nothing and say why", () => {
  const game = gameInPlay();
  const seat = game.currentPlayer;
  const other = 1 - seat;
  const hand = new Set(game.view(seat).hand.map((c) => c.text));
  const notInHand = ["AS", "TS", "KS", "QS", "JS", "9S", "8S", "7S", "AH", "TH"].find((t) => !hand.has(t));
  rejects(game, () => game.apply(game.legalActions()[0], other), OutOfTurnError, /P?\d|turn/i);
  rejects(game, () => game.apply("ZZ"), ParseError, /'ZZ' is not a card/);
  rejects(game, () => game.apply(""), ParseError, /./);
  rejects(game, () => game.apply(notInHand), IllegalActionError, /./);
  rejects(game, () => game.apply(9999), InvalidArgumentError, /./);
  rejects(game, () => game.apply({ type: "teleport" }), InvalidArgumentError, /unknown action type 'teleport'/);
  rejects(game, () => game.apply({ type: "declare", meld: "royal-flush", cards: [] }), UnknownNameError, /royal-flush/);
  rejects(game, () => game.apply(null), InvalidArgumentError, /an action is/);
  rejects(game, () => game.apply(0, 7), InvalidArgumentError, /player 7 is out of range/);
  rejects(game, () => game.parseAction("marriage KH+QS"), BeziqueError, /./);
  rejects(game, () => game.view(5), InvalidArgumentError, /./);
  rejects(game, () => game.events({ viewer: 9 }), InvalidArgumentError, /./);
  rejects(game, () => game.determinize(4), InvalidArgumentError, /./);
  rejects(game, () => game.determinize(0, { seed: -1 }), InvalidArgumentError, /seed/);
  rejects(game, () => game.evaluateMeld(seat, ["AS", "AS"], "four"), IllegalActionError, /./);
  rejects(game, () => game.evaluateMeld(seat, ["QS"], "nonsense"), UnknownNameError, /nonsense/);
  game.dispose();
});

test("a declaration while a card is due is the wrong phase", () => {
  const game = new Game("two-handed", { seed: 21 });
  assert.equal(game.phase, "play");
  rejects(game, () => game.apply({ type: "pass" }), WrongPhaseError, /./);
  game.dispose();
});

test("a finished game refuses actions and players", () => {
  const game = new Game("two-handed", { seed: 2 });
  while (!game.isOver) game.apply(0);
  const player = new Player("random", { seed: 5 });
  rejects(game, () => game.apply(0), GameOverError, /./);
  rejects(game, () => game.apply("pass"), GameOverError, /./);
  rejects(game, () => player.choose(game), GameOverError, /./);
  // The failed choice left the player's generator where it was.
  const fresh = new Player("random", { seed: 5 });
  const next = new Game("two-handed", { seed: 3 });
  assert.equal(player.choose(next).text, fresh.choose(next).text);
  for (const h of [game, player, fresh, next]) h.dispose();
});

test("records and states that do not load name the problem", () => {
  const game = gameInPlay();
  const record = game.record();
  rejects(null, () => Game.fromRecord(""), RecordError, /./);
  rejects(null, () => Game.fromRecord(record.replace("actions\n", "actions\nZZ\n")), RecordError, /line \d+/);
  rejects(null, () => Game.fromRecord(record.replace("seed 21", "seed banana")), RecordError, /./);
  rejects(null, () => Game.fromRecord(record.replace("two-handed", "no-such-preset")), BeziqueError, /no-such-preset/);
  rejects(null, () => Game.fromState("two-handed", "not a state"), RecordError, /./);
  rejects(null, () => Game.fromRecord(42), InvalidArgumentError, /expected a string/);
  game.dispose();
});

test("bad variants, seeds, decks, cards and player specs", () => {
  rejects(null, () => new Variant("no-such-preset"), UnknownNameError, /unknown preset 'no-such-preset' \(presets: two-handed/);
  rejects(null, () => new Variant("two-handed", { no_such_option: 1 }), UnknownNameError, /no_such_option/);
  rejects(null, () => new Variant("two-handed", { target: -5 }), InvalidVariantError, /target/);
  rejects(null, () => new Variant("rubicon(target=)"), BeziqueError, /./);
  rejects(null, () => new Variant("two-handed").get("no_such_option"), UnknownNameError, /no_such_option/);
  rejects(null, () => new Variant("two-handed").sideOf(2), InvalidArgumentError, /seat 2/);
  for (const seed of [-1, 2 ** 64, 1.5, "7", 2n ** 64n, -1n]) {
    rejects(null, () => new Game("two-handed", { seed }), InvalidArgumentError, /seed/);
  }
  rejects(null, () => new Game("two-handed", { decks: [["AS", "AS"]] }), InvalidArgumentError, /./);
  rejects(null, () => new Game("two-handed", { decks: [["XX"]] }), ParseError, /XX/);
  rejects(null, () => Card.parse("ZZ"), ParseError, /ZZ/);
  rejects(null, () => Card.fromId(256), InvalidArgumentError, /0\.\.255/);
  rejects(null, () => new Player("grandmaster"), UnknownNameError, /grandmaster/);
  rejects(null, () => new Player("ismcts:0"), InvalidArgumentError, /./);
  rejects(null, () => new Player("ismcts:hard", { iterations: 10 }), InvalidArgumentError, /apply to "ismcts"/);
  rejects(null, () => new Player("ismcts:50ms", { timeMs: 10 }), InvalidArgumentError, /a time cap follows/);
  rejects(null, () => new Player("ismcts", { iterations: 10, timeMs: 60001 }), InvalidArgumentError, /1 to 60000 ms/);
  rejects(null, () => new Player("random", { timeMs: 10 }), InvalidArgumentError, /ismcts/);
  rejects(null, () => new Player("heuristic", { iterations: 10 }), InvalidArgumentError, /ismcts/);
  rejects(null, () => new Player("ismcts", { iterations: -3 }), InvalidArgumentError, /iterations/);
});

test("a disposed game or player throws DisposedError; dispose() twice is harmless", () => {
  const game = new Game();
  const player = new Player("random");
  game.dispose();
  game.dispose();
  player[Symbol.dispose]();
  assert.ok(game.disposed && player.disposed);
  for (const fn of [() => game.legalActions(), () => game.apply(0), () => game.view(0), () => game.record(),
                    () => player.name, () => game.clone()]) {
    assert.throws(fn, DisposedError);
  }
  const live = new Game();
  assert.throws(() => player.choose(live), DisposedError);
  assert.throws(() => new Player("random").choose(game), DisposedError);
  live.dispose();
});

test("the status names are the engine's", () => {
  const e = new InvalidArgumentError("x", 1);
  assert.equal(e.status, "invalid argument");
  assert.equal(new OutOfTurnError("x", 7).status, "out of turn");
});
