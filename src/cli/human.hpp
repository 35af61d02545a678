// The human seat: reads a move at the terminal, by its number or in notation, with help on
// request; a line that is not a legal move is refused with the reason and asked again.
#pragma once

#include <istream>
#include <optional>
#include <ostream>

#include "bezique/game.hpp"
#include "screen.hpp"

namespace bezique::cli {

// What the human answered: a move among the legal ones, stop (q, or the end of the input), or
// take back their last move (undo). A hint is answered at the prompt and asked again.
struct HumanAnswer {
  enum Kind { Move, Stop, Undo } kind = Stop;
  Action action;
};
HumanAnswer ask_human(const Game& game, const ActionList& legal, const Seating& seating, std::istream& in,
                      std::ostream& out);

// Between the games of a match: true to play the next (an empty line), false to stop (q, or
// the end of the input).
bool ask_next_game(std::istream& in, std::ostream& out);

}  // namespace bezique::cli
