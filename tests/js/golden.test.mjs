// The golden records of tests/data/golden, written by the C++ suite (tests/core/test_golden.cpp),
// give the same events and final scores through the JavaScript package: loaded as records, and
// played again action by action from the variant and the seed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { EVENT_TYPES, Game, PRESETS, Player, Variant } from "bezique";
import { DATA_DIR, eventLine, goldenFiles, readGolden } from "./helpers.mjs";

function checkFinal(game, golden, name) {
  assert.equal(game.actions().length, golden.final.actions[0], `${name}: actions`);
  assert.equal(game.dealNumber, golden.final["deal-number"][0], `${name}: deal number`);
  assert.deepEqual(game.scores(), golden.final.scores, `${name}: scores`);
  assert.deepEqual(game.results(), golden.final.results, `${name}: results`);
  assert.ok(game.isOver);
  const winner = golden.final.winner[0];
  assert.equal(game.outcome.winner, winner >= 0 ? winner : null);
}

function compareLines(got, want, name) {
  for (let i = 0; i < Math.min(got.length, want.length); ++i) {
    assert.equal(got[i], want[i], `${name}: event ${i} differs`);
  }
  assert.equal(got.length, want.length, `${name}: event count`);
}

test("every preset has a golden record", () => {
  assert.deepEqual(goldenFiles().map((f) => f.slice(0, -4)).sort(), [...PRESETS].sort());
});

for (const file of goldenFiles()) {
  test(`${file}: loading the record gives the golden events and scores`, () => {
    const golden = readGolden(file);
    const game = Game.fromRecord(golden.record);
    try {
      compareLines(game.events().map(eventLine), golden.events, file);
      checkFinal(game, golden, file);
      assert.equal(game.record(), golden.record);
    } finally {
      game.dispose();
    }
  });

  test(`${file}: the seed and the actions one by one give the golden events`, () => {
    const golden = readGolden(file);
    const [header, rest] = golden.record.split("actions\n");
    const lines = header.split("\n");
    const variant = new Variant(lines[1].slice("variant ".length));
    const seed = BigInt(lines[2].slice("seed ".length));
    const actions = rest.split("\nend")[0].split("\n");
    const game = new Game(variant, { seed });
    try {
      const got = game.events().map(eventLine);
      for (const [i, text] of actions.entries()) {
        const legal = game.legalActions();
        const action = legal.find((a) => a.text === text);
        assert.ok(action, `${file}: '${text}' is not offered`);
        // By object, by text and by id in turn, so that the three paths agree.
        game.apply([action, text, action.id][i % 3]);
        got.push(...game.lastEvents().map(eventLine));
      }
      compareLines(got, golden.events, file);
      checkFinal(game, golden, file);
    } finally {
      game.dispose();
    }
  });
}

test("the golden event types are the engine's event types", () => {
  const seen = new Set();
  for (const file of goldenFiles()) for (const line of readGolden(file).events) seen.add(line.split(" | ")[1].split(" ")[0]);
  for (const type of seen) assert.ok(EVENT_TYPES.includes(type), type);
});

test("the players' golden game: ismcts:200 against heuristic gives the same record as C++", () => {
  const text = readFileSync(`${DATA_DIR}/golden/players_two-handed.txt`, "utf8");
  const record = text.split("\n").filter((l) => !l.startsWith("#")).join("\n");
  const game = new Game("two-handed", { seed: 7 });
  const seats = [new Player("ismcts", { iterations: 200, seed: 11 }), new Player("heuristic", { seed: 12 })];
  try {
    while (!game.isOver) game.apply(seats[game.currentPlayer].choose(game));
    assert.equal(game.record(), record);
  } finally {
    game.dispose();
    for (const p of seats) p.dispose();
  }
});
