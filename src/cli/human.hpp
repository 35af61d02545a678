// The human seat: reads a move at the terminal, by its number or in notation, with help on
// request; a line that is not a legal move is refused with the reason and asked again.
#pragma once

#include <istream>
#include <optional>
#include <ostream>

#include "bezique/game.hpp"
#include "screen.hpp"

namespace bezique::cli {

// The move chosen among `legal`, or none when the human stops (q, or the end of the input).
std::optional<Action> ask_human(const Game& game, const ActionList& legal, const Seating& seating, std::istream& in,
                                std::ostream& out);

}  // namespace bezique::cli
