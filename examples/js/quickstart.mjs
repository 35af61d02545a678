// Quickstart: the engine's heuristic player plays both seats of a two-handed game.
import { Game, Player } from "bezique";

const game = new Game("two-handed", { seed: 1n }); // the seed fixes every deal
const ai = new Player("heuristic", { seed: 1 });   // or "random", "ismcts:hard"
while (!game.isOver) game.apply(ai.choose(game));   // from the view of the seat to act
const { winner, scores } = game.outcome;
console.log(`side ${winner} wins, ${scores[0]} to ${scores[1]}`);
game.dispose();
ai.dispose();
