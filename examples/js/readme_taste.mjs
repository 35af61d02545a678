import { Game, Player } from "bezique";
const game = new Game("two-handed", { seed: 1n });   // the seed fixes every deal
const ai = new Player("heuristic", { seed: 1 });     // or "random", "ismcts:hard"
while (!game.isOver) game.apply(ai.choose(game));     // each choice from the seat's own view
console.log(game.outcome);                            // { winner: 1, scores: [ 960, 1050 ], ... }
