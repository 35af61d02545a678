// Whole games of every preset through the package, with every seat's view checked along the
// way (every step of the first 120, then every 40th: a view carries the whole history, so
// checking all of a long game is quadratic): a view holds what its seat may know and nothing
// that depends on another seat's hidden cards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Game, GameOverError, InvalidArgumentError, OutOfTurnError, PRESETS, Player, Turn, Variant, simulate } from "bezique";
import { lcg } from "./helpers.mjs";

/** The parts of a view that describe the position now (a determinized game has no history). */
function position(view) {
  const { hand, handSizes, table, trick, played, melds, scores, won, trump, turnUp, stockSize, legalActions } = view;
  return JSON.stringify({ hand, handSizes, table, trick, played, melds, scores, won, trump, turnUp, stockSize,
                          legal: legalActions.map(String) });
}

// A seat's view depends only on what that seat may know: the same view comes from any game
// that differs only in the cards the seat could not see (a determinization for that seat, in
// which the other hands and the stock are dealt again), and the hidden events of other seats
// reach it without their cards.
function checkViews(game, players, round) {
  const spectator = game.view(null);
  assert.equal(spectator.hand.length, 0);
  for (const e of spectator.history) if (e.hidden) assert.ok(e.redacted && e.cards.length === 0, e.text);
  for (let seat = 0; seat < players; ++seat) {
    const view = game.view(seat);
    for (const e of view.history) {
      if (e.hidden && e.player !== seat) assert.ok(e.redacted && e.cards.length === 0, `seat ${seat} sees ${e.text}`);
    }
    if (!game.isOver) {
      const sample = game.determinize(seat, { seed: round * 8 + seat });
      try {
        assert.equal(position(sample.view(seat)), position(view), `seat ${seat}'s view depends on cards it cannot see`);
      } finally {
        sample.dispose();
      }
    }
    assert.equal(view.hand.length, view.handSizes[seat]);
    if (game.currentPlayer === seat) {
      assert.deepEqual(view.legalActions.map(String), game.legalActions().map(String));
    } else {
      assert.equal(view.legalActions.length, 0);
    }
  }
}

for (const preset of PRESETS) {
  test(`${preset}: a whole random game, every seat's view checked`, () => {
    const game = new Game(preset, { seed: 3 });
    const pick = lcg(preset.length);
    try {
      const players = game.variant.players;
      let steps = 0;
      while (!game.isOver) {
        if (steps < 120 || steps % 40 === 0) checkViews(game, players, steps);
        const legal = game.legalActions();
        assert.ok(legal.length > 0);
        game.apply(legal[pick(legal.length)]);
        ++steps;
      }
      checkViews(game, players, steps);
      assert.equal(game.legalActions().length, 0);
      assert.equal(game.currentPlayer, null);
      assert.equal(game.phase, "game-over");
      const outcome = game.outcome;
      assert.equal(outcome.scores.length, game.variant.sides);
      assert.equal(game.events().at(-1).type, "game-over");
    } finally {
      game.dispose();
    }
  });

  test(`${preset}: the heuristic player plays a whole game`, () => {
    const game = new Game(preset, { seed: 5 });
    const player = new Player("heuristic", { seed: 1 });
    try {
      while (!game.isOver) {
        const action = player.choose(game);
        assert.equal(game.legalActions()[action.id].text, action.text);
        game.apply(action);
      }
      assert.ok(game.outcome);
    } finally {
      game.dispose();
      player.dispose();
    }
  });
}

test("the same seed and actions give the same game; the record replays it", () => {
  const play = () => {
    const game = new Game("rubicon", { seed: 42n });
    const pick = lcg(9);
    while (!game.isOver) game.apply(pick(game.legalCount));
    return game;
  };
  const a = play();
  const b = play();
  assert.equal(a.record(), b.record());
  const loaded = Game.fromRecord(a.record());
  assert.deepEqual(loaded.events().map(String), a.events().map(String));
  assert.deepEqual(loaded.outcome, a.outcome);
  const steps = [...a.replay()];
  assert.deepEqual(steps.map((s) => s.action.text), a.actions().map(String));
  const firstDeal = new Game("rubicon", { seed: 42n });
  const replayed = [...firstDeal.events(), ...steps.flatMap((s) => s.events)];
  assert.deepEqual(replayed.map(String), a.events().map(String));
  assert.deepEqual(steps.at(-1).scores, a.scores());
  firstDeal.dispose();
  for (const g of [a, b, loaded]) g.dispose();
});

test("a state saved mid-game loads into the same position", () => {
  const game = new Game("two-handed", { seed: 8 });
  for (let i = 0; i < 30; ++i) game.apply(0);
  const state = game.saveState();
  const loaded = Game.fromState("two-handed", state, { seed: 8 });
  assert.equal(loaded.saveState(), state);
  assert.equal(loaded.view(0).text, game.view(0).text);
  assert.deepEqual(loaded.legalActions().map(String), game.legalActions().map(String));
  game.dispose();
  loaded.dispose();
});

test("undo() takes back decisions to the same state, views and record", () => {
  const game = new Game("two-handed", { seed: 5 });
  const saved = [];
  const snapshot = () => [game.saveState(), game.record(), game.view(0).text, game.view(1).text].join("\n--\n");
  saved.push(snapshot());
  for (let i = 0; i < 30; ++i) {
    game.apply(0);
    saved.push(snapshot());
  }
  assert.equal(game.decisionCount, 30);
  game.undo(3);
  assert.equal(snapshot(), saved[27]);
  assert.throws(() => game.undo(28), (e) => e instanceof InvalidArgumentError && /cannot undo 28 decisions: 27 have been made/.test(e.message));
  assert.throws(() => game.undo(-1), InvalidArgumentError);
  assert.equal(snapshot(), saved[27]);
  game.undo(27);
  assert.equal(snapshot(), saved[0]);
  assert.equal(game.decisionCount, 0);
  game.dispose();
});

// play() applies as apply() does and returns the turn the game is then at: what currentPlayer,
// legalCount and dealNumber say; after a decision that ends a deal, the next deal waits until the
// game is read again. turn() and play() return the game's one Turn, filled in place.
test("play() applies by id and gives the turn it leads to; turn() reads it", () => {
  for (const preset of ["two-handed", "rubicon", "chinese", "four-handed"]) {
    const played = new Game(preset, { seed: 9 });
    const applied = new Game(preset, { seed: 9 });
    const turn = played.turn();
    assert.ok(turn instanceof Turn);
    let pending = 0;
    for (let step = 0; step < 600 && !turn.isOver; ++step) {
      if (turn.dealPending) {
        ++pending;
        assert.equal(turn.currentPlayer, -1);
        assert.equal(turn.legalCount, 0);
        assert.equal(played.turn(), turn);
        assert.equal(turn.dealPending, false);
      }
      assert.equal(turn.currentPlayer, applied.currentPlayer, `${preset} step ${step}`);
      assert.equal(turn.legalCount, applied.legalCount, `${preset} step ${step}`);
      assert.equal(turn.dealNumber, applied.dealNumber, `${preset} step ${step}`);
      assert.equal(turn.decisionCount, step);
      const id = (step * 11) % turn.legalCount;
      // Every other decision without the seat: the one the turn names.
      assert.equal(step % 2 ? played.play(id, turn.currentPlayer) : played.play(id), turn);
      applied.apply(id);
      assert.equal(turn.isOver, applied.isOver);
    }
    assert.ok(pending > 0, `${preset}: a deal ended`);
    assert.equal(played.saveState(), applied.saveState());
    assert.equal(played.record(), applied.record());
    played.dispose();
    applied.dispose();
  }
});

test("play() refuses an id beyond the list, another seat and a game over, and changes nothing", () => {
  const game = new Game("two-handed", { seed: 4 });
  const { currentPlayer, legalCount } = game.turn();
  const before = game.saveState();
  assert.throws(() => game.play(legalCount), (e) => e instanceof InvalidArgumentError && /out of range/.test(e.message));
  assert.throws(() => game.play(0, 1 - currentPlayer), OutOfTurnError);
  assert.throws(() => game.play(-1), InvalidArgumentError);
  assert.throws(() => game.play("QS"), InvalidArgumentError);
  assert.equal(game.saveState(), before);
  // After apply() the seat to act is read again, not taken from the last turn.
  game.apply(0);
  assert.equal(game.play(0).decisionCount, 2);
  game.undo(2);
  assert.equal(game.saveState(), before);
  while (!game.isOver) game.apply(0);
  assert.throws(() => game.play(0, 0), GameOverError);
  game.dispose();
  assert.throws(() => game.turn(), /disposed/);
});

test("restart() makes in the same Game the new game of that seed", () => {
  for (const preset of ["two-handed", "rubicon", "haitian"]) {
    const game = new Game(preset, { seed: 1 });
    for (const seed of [7, 8n, 7]) {
      for (let i = 0; i < 25 && !game.isOver; ++i) game.apply(i % game.legalCount);
      game.restart(seed);
      const fresh = new Game(preset, { seed });
      assert.equal(game.record(), fresh.record());
      assert.equal(game.fullText(), fresh.fullText());
      assert.equal(game.seed, BigInt(seed));
      assert.equal(game.turn().decisionCount, 0);
      for (let t = game.turn(), step = 0; !t.isOver && step < 150; ++step) {
        if (t.dealPending) game.turn();
        const id = (step * 3) % t.legalCount;
        game.play(id);
        fresh.apply(id);
      }
      assert.equal(game.record(), fresh.record());
      fresh.dispose();
    }
    game.dispose();
  }
  const game = new Game("two-handed", { seed: 1 });
  assert.throws(() => game.restart(-1), InvalidArgumentError);
  game.dispose();
  assert.throws(() => game.restart(1), /disposed/);
});

test("hint() recommends a legal action with its reason and text, and changes nothing", () => {
  const game = new Game("two-handed", { seed: 3 });
  const before = game.saveState();
  const h = game.hint({ player: "ismcts:60", seed: 7 });
  assert.equal(h.reason, "search");
  assert.equal(h.work, 60);
  assert.ok(h.value >= 0 && h.value <= 1000);
  assert.ok(game.legalActions().map(String).includes(String(h.action)));
  assert.ok(h.text.startsWith(`${String(h.action)}: search estimate`), h.text);
  assert.equal(game.saveState(), before);
  assert.deepEqual(game.hint({ player: "ismcts:60", seed: 7 }), h);
  assert.throws(() => game.hint({ player: "alphazero" }), /alphazero/);
  game.apply(h.action);
  game.dispose();
});

test("games from explicit decks deal those decks", () => {
  const variant = new Variant("two-handed");
  const probe = new Game(variant, { seed: 1 });
  const deck = probe.record().split("\n").find((l) => l.startsWith("deck "));
  probe.dispose();
  assert.equal(deck, undefined); // a seeded game records no deck
  const order = [];
  for (const suit of "SHDC") for (const rank of "ATKQJ987") order.push(`${rank}${suit}`, `${rank}${suit}`);
  const game = new Game(variant, { seed: 1, decks: [order] });
  const dealt = game.events().find((e) => e.type === "hand-dealt" && e.player === 1);
  // The non-dealer (seat 1) is dealt first, from the top of the deck.
  assert.ok(dealt.cards.every((c) => order.slice(0, 16).includes(c.text)));
  assert.ok(game.record().includes("deck "));
  game.dispose();
});

test("clone() is independent; determinize() keeps what the seat has seen", () => {
  const game = new Game("two-handed", { seed: 11 });
  for (let i = 0; i < 9; ++i) game.apply(0);
  const copy = game.clone();
  copy.apply(0);
  assert.notEqual(copy.actions().length, game.actions().length);
  const seat = game.currentPlayer;
  const sample = game.determinize(seat, { seed: 4 });
  assert.deepEqual(sample.view(seat).hand.map(String), game.view(seat).hand.map(String));
  assert.deepEqual(sample.legalActions().map(String), game.legalActions().map(String));
  for (const g of [game, copy, sample]) g.dispose();
});

test("simulate() depends only on its arguments and counts what it played", () => {
  const a = simulate("two-handed", { deals: 200, seed: 3 });
  const b = simulate("two-handed", { deals: 200, seed: 3 });
  const c = simulate("two-handed", { deals: 200, seed: 4 });
  const strip = ({ seconds, dealsPerSecond, variant, ...rest }) => rest;
  assert.deepEqual(strip(a), strip(b));
  assert.notDeepEqual(strip(a), strip(c));
  assert.equal(a.deals, 200);
  assert.ok(a.actions > 200 * 30);
  assert.equal(a.dealWins.reduce((x, y) => x + y, 0) + a.dealTies, 200);
  assert.equal(simulate("four-handed", { deals: 20 }).pointsBySide.length, 2);
});

test("a variant's seats and sides are the engine's (bzq_variant_shape)", () => {
  const four = new Variant("four-handed");
  assert.equal(four.players, 4);
  assert.equal(four.sides, 2);
  assert.ok(four.partnerships);
  assert.deepEqual([0, 1, 2, 3].map((s) => four.sideOf(s)), [0, 1, 0, 1]);
  assert.deepEqual([0, 1, 2, 3].map((s) => four.partnerOf(s)), [2, 3, 0, 1]);
  const three = new Variant("three-handed");
  assert.deepEqual([0, 1, 2].map((s) => three.sideOf(s)), [0, 1, 2]);
  assert.equal(three.partnerOf(1), null);
  assert.equal(new Variant("chinese").deckSize, 192);
});

test("simulate() of a Variant and of its text count the same deals", () => {
  const whole = simulate("rubicon", { deals: 30, seed: 9 });
  const again = simulate(new Variant("rubicon"), { deals: 30, seed: 9 });
  assert.equal(whole.actions, again.actions);
  assert.equal(whole.pointsBySide.length, 2);
  assert.ok(Object.values(whole.meldDeals).every((n, i) => n <= Object.values(whole.melds)[i]));
});

test("an ISMCTS player takes an iteration budget and a time cap at once", () => {
  const game = new Game("two-handed", { seed: 13 });
  const players = [
    new Player("ismcts", { iterations: 300, timeMs: 60000, seed: 7 }),
    new Player("ismcts", { iterations: 300, seed: 7 }),
    new Player("ismcts:easy", { timeMs: 50 }),
    new Player("ismcts", { timeMs: 20 }),
  ];
  try {
    assert.deepEqual(players.map((p) => p.spec), ["ismcts:300:60000ms", "ismcts:300", "ismcts:easy:50ms", "ismcts:20ms"]);
    assert.deepEqual(players.map((p) => p.name), ["ismcts:300:60000ms", "ismcts:300", "ismcts:200:50ms", "ismcts:20ms"]);
    // A time cap that is not reached leaves the choice what the iterations alone make it.
    assert.equal(players[0].choose(game).text, players[1].choose(game).text);
    const legal = game.legalActions().map(String);
    for (const p of players.slice(2)) assert.ok(legal.includes(p.choose(game).text));
  } finally {
    game.dispose();
    for (const p of players) p.dispose();
  }
});
