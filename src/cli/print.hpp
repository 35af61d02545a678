// The spectator's print of a whole game, shared by `play` and `replay` so that a saved game
// replays to exactly the same text.
#pragma once

#include <ostream>

#include "bezique/game.hpp"

namespace bezique::cli {

// Every event, hidden ones included (a spectator print), grouped by deal, with the running
// scores after every score; then the final result.
void print_game(const Game& game, std::ostream& out);

}  // namespace bezique::cli
