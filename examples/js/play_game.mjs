// A whole game in Node.js: you choose for seat 0 at random, the heuristic player takes seat 1.
// Run from a project that has the package installed (npm install path/to/bezique-VERSION.tgz,
// the tarball that `cmake --build --preset wasm --target bezique_js_pack` makes):
//   node play_game.mjs [preset] [seed]
// docs/javascript.md shows this file; CTest (js.example) runs it.
import { Game, Player, IllegalActionError } from "bezique";

const [preset = "two-handed", seed = "7"] = process.argv.slice(2);
const game = new Game(preset, { seed: BigInt(seed) });
const engine = new Player("heuristic", { seed: 1 });
try {
  // Seat 0 looks at its own view: its hand, the table, the legal actions.
  const view = game.view(0);
  console.log(`trumps turn-up ${view.turnUp}, my hand ${view.hand.join(" ")}`);

  // An illegal action throws, with the engine's reason, and changes nothing.
  try {
    game.apply("pass");
  } catch (error) {
    if (!(error instanceof IllegalActionError)) throw error;
    console.log(`refused: ${error.message}`);
  }

  let pick = 0;
  while (!game.isOver) {
    if (game.currentPlayer === 0) {
      const legal = game.legalActions();
      game.apply(legal[pick++ % legal.length]); // an Action, its text ("QS") or its index
    } else {
      game.apply(engine.choose(game)); // decided from seat 1's view only
    }
    for (const event of game.lastEvents({ viewer: 0 })) {
      if (event.type === "meld-declared" || event.type === "deal-over") console.log(event.text);
    }
  }
  const { winner, scores } = game.outcome;
  console.log(`game over after ${game.actions().length} actions: scores ${scores.join(" - ")}, ` +
              (winner === null ? "drawn" : `side ${winner} wins`));

  // The record replays the same game anywhere: in C, C++, Python, C# or here.
  const again = Game.fromRecord(game.record());
  console.log(`replayed: ${again.scores().join(" - ")}`);
  again.dispose();
} finally {
  game.dispose(); // or `using game = ...` in TypeScript
  engine.dispose();
}
