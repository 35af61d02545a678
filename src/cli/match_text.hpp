// The cent points match (docs/rules.md 7.5) as `bezique play --match` shows it: each game's
// heading, what the game gave, the count and who won the match. Every number comes from the
// CentPoints the session keeps; nothing is counted here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bezique/cent_points.hpp"

namespace bezique::cli {

// The heading of the match's next game: match and game numbers, the seed it is dealt from, and
// the points a seat starts with (the last match's loser, loser_start_bonus). `names` per seat.
std::string match_game_heading(const CentPoints& match, int match_number, std::uint64_t seed,
                               const std::vector<std::string>& names);

// After a game: `before` and `after` are the match before and after recording it; `winner` is
// the winning seat (-1 for a drawn game, which was not recorded), `loser_score` the loser's
// final score. The count, and the match's winner once it is won.
std::string match_game_result(const CentPoints& before, const CentPoints& after, int winner, int loser_score,
                              int match_number, const std::vector<std::string>& names);

}  // namespace bezique::cli
