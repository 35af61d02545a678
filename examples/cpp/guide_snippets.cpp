// The C++ code the guides show (docs/players.md), as one program that the tests build and run
// (examples.cpp.guide_snippets), so every snippet on the site compiles and works as printed.
// Each snippet lies between a pair of "[name]" comment lines, which the pages include by name.
#include <cstdint>
#include <iostream>

#include "bezique/ai/tournament.hpp"
#include "bezique/ai/player.hpp"
#include "bezique/game.hpp"

// An ISMCTS player decides for the seat to act, from that seat's view only.
int main() {
  auto game = bezique::Game::create(bezique::preset("two-handed").value(), 7).value();
  const bezique::Variant& variant = game.variant();
  const int seat = game.current_player();
  const bezique::View view = bezique::ai::seat_view(game, seat);
  const std::uint64_t seed = 11;
  // [choose]
  auto player = bezique::ai::make_player("ismcts:hard").value();   // or "heuristic", "random"
  bezique::Rng rng(seed);
  bezique::Action a = player->choose(view, variant, rng);           // one of view.legal_actions
  // [choose]
  const bezique::Status status = game.apply(a);
  if (!status) {
    std::cerr << "guide snippets: " << status.message() << "\n";
    return 1;
  }
  std::cout << "guide snippets: done\n";
  return 0;
}
