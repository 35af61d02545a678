// Plays one seeded game through the C++ API and prints the winner.
#include <bezique/game.hpp>

#include <cstdio>

int main() {
  auto variant = bezique::parse_variant("two-handed(target=500)");
  if (!variant) return 1;
  auto game = bezique::Game::create(*variant, 5);
  if (!game) return 1;
  while (!game->is_over()) {
    if (!game->apply(game->legal_actions().back()).is_ok()) return 1;
  }
  std::printf("c++ consumer: side %d wins\n", game->state().winner());
  return 0;
}
