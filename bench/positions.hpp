// Reproducible positions for the micro-benchmarks: a mid-deal state and a declaration phase,
// reached by random play from fixed seeds.
#pragma once

#include <cstdint>
#include <optional>

#include "bezique/state.hpp"

namespace bezique::bench {

// A state after `decisions` random decisions of the first deal (fewer if the deal ends).
State mid_deal_state(const Variant& variant, std::uint64_t seed, int decisions);
// The declaration-phase state with the most legal actions met in the first `deals` random
// deals; nullopt if none offers a meld.
std::optional<State> rich_declaration_state(const Variant& variant, std::uint64_t seed, int deals);
// The same, met by a player who declares its best meld whenever it can and plays its lowest
// card, keeping aces, tens, kings and queens: declarations pile up (dozens of melds a deal in
// eight-deck), as in the search's rollouts.
std::optional<State> meld_heavy_declaration_state(const Variant& variant, std::uint64_t seed, int deals);

}  // namespace bezique::bench
