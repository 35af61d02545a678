// The snippets of docs/javascript.md, run by CTest (js.example.guide_snippets) so they stay true.
import assert from "node:assert/strict";
import { Game, OPTIONS, PRESETS, Player, Variant, players, simulate } from "bezique";

const variant = new Variant("two-handed", { target: 1500 }); // a preset plus options, validated
const game = new Game(variant, { seed: 7n });             // or new Game("two-handed")
const legal = game.legalActions();    // [Action { type: "play", cards: [Card], text: "QS", id: 0 }, ...]
game.apply(legal[0].text);            // an Action, its text, or its index in legalActions()
const seen = game.lastEvents({ viewer: 1 }); // what the last action caused, as seat 1 may see it
const view = game.view(1);            // seat 1's view; game.view() is a spectator's
const record = game.record();         // variant, seed and actions: Game.fromRecord(record) replays it
const ai = new Player("ismcts", { iterations: 2000, seed: 3 }); // or { timeMs: 200 }
game.apply(ai.choose(game));
const stats = simulate("two-handed", { deals: 1000, seed: 1 }); // random deals inside WebAssembly

assert.equal(variant.text, "two-handed(target=1500)");
assert.ok(PRESETS.includes("two-handed") && OPTIONS.some((o) => o.name === "target"));
assert.ok(seen.length > 0 && seen.every((e) => !e.redacted || e.player !== 1));
assert.equal(view.hand.length, view.handSizes[1]);
assert.equal(Game.fromRecord(record).actions().length, 1);
assert.ok(players().some((p) => p.spec === "heuristic"));
assert.equal(stats.deals, 1000);
game.dispose();
ai.dispose();
console.log("guide snippets: done");
