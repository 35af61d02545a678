// Quickstart: the engine's heuristic player plays both seats of a two-handed game.
#include <bezique/ai/tournament.hpp>
#include <bezique/ai/player.hpp>
#include <bezique/game.hpp>
#include <iostream>

int main() {
  auto game = bezique::Game::create(bezique::preset("two-handed").value(), 1).value();  // seed 1
  auto ai = bezique::ai::make_player("heuristic").value();  // or "random", "ismcts:hard"
  bezique::Rng rng(1);                                      // the player's choices, seeded
  while (!game.is_over()) {
    const bezique::View view = bezique::ai::seat_view(game, game.current_player());  // its view
    if (bezique::Status s = game.apply(ai->choose(view, game.variant(), rng)); !s) {
      std::cerr << s.message() << "\n";  // every failure says what is wrong
      return 1;
    }
  }
  const bezique::State& end = game.state();
  std::cout << "side " << end.winner() << " wins, " << end.score(0) << " to " << end.score(1)
            << "\n";
}
