// The scores a game may start with (docs/rules.md 7.5): none, or the cent points match's start
// bonus for the one player who lost the last match.
#pragma once

#include <cstddef>

#include "bezique/variant.hpp"

namespace bezique {

// Whether the first `sides` of `scores` are all 0 but at most one, which is loser_start_bonus.
template <class Scores>
bool allowed_start_scores(const Variant& v, const Scores& scores, int sides) {
  int given = 0;
  for (int s = 0; s < sides; ++s) {
    const int score = scores[static_cast<std::size_t>(s)];
    if (score == 0) continue;
    if (score != v.loser_start_bonus || ++given > 1) return false;
  }
  return true;
}

}  // namespace bezique
