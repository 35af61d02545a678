// The master player's first-stage search: every move of the root evaluated on the same samples,
// each sample played out with the same random stream after each move (common random numbers),
// the moves compared by their paired differences. Internal to the search.
#pragma once

#include <vector>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/ismcts.hpp"
#include "exact_playoff.hpp"

namespace bezique::ai {

// The option chosen among @p options (the root seat's legal moves, at least two) with
// config.iterations play-outs in all (at least one sample), the time budget and the interrupt
// obeyed between samples. The prior (an index into options, or -1) is kept unless the best mean
// beats it by more than config.prior_margin standard errors of their paired difference. Fills @p stats.
int paired_root_choice(const Determinizer& det, const Variant& v, const std::vector<const Action*>& options,
                       const IsmctsConfig& config, Rng& rng, rollout::ExactPlayoff* exact, int prior,
                       SearchStats& stats);

}  // namespace bezique::ai
