// Seats beyond the built-in players of player.hpp: the automatic players of bezique::ai
// ("heuristic", "ismcts", ...) and a human at the terminal. `bezique play` uses this loop when
// any seat is one of them.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/game.hpp"

namespace bezique::cli {

constexpr int kNoHuman = -1;

// Whether `kind` names a bezique::ai player (and not a built-in one).
bool is_ai_kind(std::string_view kind);
// Checks every seat's kind before the game starts; the message names a bad one.
Status check_seat_kinds(const std::vector<std::string>& kinds);

// Plays `game` to its end. Seat `human` (or none) is asked on `in`: it is shown what it has
// seen happen, its hand, the table and the legal moves, and answers in action notation (or
// the number of a legal move); bad input is refused with the reason and asked again.
Status play_with_seats(Game& game, const std::vector<std::string>& kinds, int human, std::uint64_t seed,
                       std::istream& in, std::ostream& out);

}  // namespace bezique::cli
