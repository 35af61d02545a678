// Many random deals played inside C++: the loop behind bezique.simulate(). It is plain C++
// (no Python), so the benchmark can time it directly against the binding.
#pragma once

#include <array>
#include <cstdint>

#include "bezique/event.hpp"
#include "bezique/variant.hpp"

namespace bezique_py {

struct SimulationStats {
  std::int64_t deals = 0;
  std::int64_t actions = 0;
  std::int64_t tricks = 0;
  std::int64_t games_over = 0;  // deals that ended the game (every deal of a rubicon game)
  std::array<std::int64_t, bezique::kMeldKinds> melds{};       // declarations of each kind
  std::array<std::int64_t, bezique::kMeldKinds> meld_deals{};  // deals with at least one of that kind
  std::array<std::int64_t, 9> points_by_reason{};              // indexed by ScoreReason
  std::array<std::int64_t, bezique::kMaxPlayers> points_by_side{};
  std::array<std::int64_t, bezique::kMaxPlayers + 1> deal_wins{};  // per side; last: ties
};

// Plays `deals` independent deals of `variant` (validated by the caller): deal i is dealt from
// seeded_deck(variant, seed, i) and played to its end by uniformly random legal actions drawn
// from Rng(deal_seed(seed ^ kActionStream, i)). The result depends only on the arguments.
SimulationStats simulate_deals(const bezique::Variant& variant, std::int64_t deals, std::uint64_t seed);

}  // namespace bezique_py
