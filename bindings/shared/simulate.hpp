// Many random deals played inside C++: the loop behind simulate() in the Python and the
// JavaScript packages. It plays each deal with the benchmarks' own loop
// (bench/random_deals.hpp), so a binding's figure and the C++ figure measure the same work,
// and reads the statistics off the final state of each deal.
#pragma once

#include <array>
#include <cstdint>

#include "bezique/meld.hpp"
#include "bezique/variant.hpp"

namespace bezique::bindings {

struct SimulationStats {
  std::int64_t deals = 0;
  std::int64_t actions = 0;
  std::int64_t tricks = 0;
  std::int64_t games_over = 0;  // deals that ended the game (a target reached, a one-deal match)
  std::array<std::int64_t, bezique::kMeldKinds> melds{};       // declarations of each kind
  std::array<std::int64_t, bezique::kMeldKinds> meld_deals{};  // deals with at least one of that kind
  std::array<std::int64_t, bezique::kMaxPlayers> points_by_side{};  // points scored in the deals
  std::array<std::int64_t, bezique::kMaxPlayers + 1> deal_wins{};   // per side; last: ties
};

// Plays deals first .. first + deals - 1 of `variant` (validated by the caller) exactly as
// bench::play_random_deals does: deal i from seeded_deck(variant, seed, i), its actions drawn
// uniformly from the legal ones by its own Rng(bench::random_play_seed(seed, i)). Depends only
// on the arguments, and the counts of a run are the sums of the counts of any split of its deals.
// Stops early when bezique::ai::interrupted() (checked before each deal).
SimulationStats simulate_deals(const bezique::Variant& variant, std::int64_t deals, std::uint64_t seed, int first);

}  // namespace bezique::bindings
