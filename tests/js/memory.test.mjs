// Many games created and disposed leave the WebAssembly heap as it was; dropped ones are
// freed by the FinalizationRegistry.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Game, Player, memoryUsage } from "bezique";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

function useOneGame(seed, dispose = true) {
  const game = new Game(seed % 2 ? "two-handed" : "four-handed", { seed });
  const player = new Player(seed % 3 ? "random" : "heuristic", { seed });
  for (let i = 0; i < 40 && !game.isOver; ++i) game.apply(player.choose(game));
  game.view(0);
  game.events({ viewer: 1 });
  const copy = Game.fromRecord(game.record());
  const sample = copy.determinize(0, { seed });
  if (dispose) for (const h of [game, player, copy, sample]) h.dispose();
}

test("2000 games created and disposed do not grow the heap", () => {
  for (let i = 0; i < 50; ++i) useOneGame(i); // buffers that are kept reach their size
  const before = memoryUsage();
  for (let i = 0; i < 2000; ++i) useOneGame(i);
  const after = memoryUsage();
  assert.equal(after.usedBytes, before.usedBytes);
  assert.equal(after.heapBytes, before.heapBytes);
});

test("2000 games played in one Game with restart() and play() do not grow the heap", () => {
  const game = new Game("rubicon", { seed: 0 });
  const play = (seed) => {
    game.restart(seed);
    for (let t = game.turn(), deal = t.dealNumber; !t.isOver && t.dealNumber === deal;) game.play(seed % t.legalCount, t.currentPlayer);
  };
  for (let i = 0; i < 50; ++i) play(i);
  // Measured at the same new game: the old game's lists are freed when the next one starts.
  game.restart(12345);
  const before = memoryUsage();
  for (let i = 0; i < 2000; ++i) play(i);
  game.restart(12345);
  const after = memoryUsage();
  assert.equal(after.usedBytes, before.usedBytes);
  assert.equal(after.heapBytes, before.heapBytes);
  game.dispose();
});

test("a game that is not disposed holds memory (so the test above can fail)", () => {
  const before = memoryUsage().usedBytes;
  const game = new Game("two-handed", { seed: 1 });
  assert.ok(memoryUsage().usedBytes > before);
  game.dispose();
  assert.equal(memoryUsage().usedBytes, before);
});

test("games dropped without dispose() are freed after garbage collection", async () => {
  const before = memoryUsage().usedBytes;
  for (let i = 0; i < 200; ++i) useOneGame(i, false);
  assert.ok(memoryUsage().usedBytes > before);
  for (let round = 0; round < 20 && memoryUsage().usedBytes > before; ++round) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.equal(memoryUsage().usedBytes, before);
});
