// The C++ API of an unpacked SDK (bezique::bezique and bezique::ai): the heuristic player and
// ISMCTS play one seeded two-handed game to its end.
#include <bezique/ai/tournament.hpp>
#include <bezique/ai/player.hpp>
#include <bezique/variant.hpp>

#include <cstdio>

int main() {
  auto variant = bezique::preset("two-handed");
  auto heuristic = bezique::ai::make_player("heuristic");
  auto ismcts = bezique::ai::make_player("ismcts:50");
  if (!variant || !heuristic || !ismcts) return 1;
  auto outcome = bezique::ai::play_game(*variant, 3, {heuristic->get(), ismcts->get()}, 4);
  if (!outcome) {
    std::printf("play_game: %s\n", outcome.status().message().c_str());
    return 1;
  }
  std::printf("c++ players: %d deals, side %d wins, %d v %d\n", outcome->deals, outcome->winner, outcome->points[0],
              outcome->points[1]);
  return 0;
}
