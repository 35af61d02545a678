// A fixed-size numeric observation of one seat for learning agents, built only from that
// seat's View, so it holds nothing the seat cannot see. The layout is documented in
// docs/python.md ("Observation") and must change only with a version note there.
#pragma once

#include <vector>

#include "bezique/state.hpp"

namespace bezique_py {

// The number of floats of an observation for this variant.
int observation_size(const bezique::Variant& variant);
// Writes observation_size(variant) floats for `viewer` (a seat) into `out`.
void encode_observation(const bezique::State& state, int viewer, float* out);

}  // namespace bezique_py
