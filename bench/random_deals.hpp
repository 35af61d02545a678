// The random-deal loop that both the benchmarks and `bezique bench` time, kept in one place so
// their figures measure the same work: a fresh seeded deal, then uniformly random legal actions
// (applied unchecked) until the deal ends.
#pragma once

#include <cstdint>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"

namespace bezique::bench {

struct RandomDealCounts {
  std::uint64_t deals = 0;
  std::uint64_t decisions = 0;
};

// Plays `state` from its current decision to the end of the current deal (or of the game) with
// uniformly random legal actions; returns the number of decisions taken. `legal` is scratch
// space, passed in so that a loop does not reallocate it.
inline std::uint64_t play_out_deal(State& state, Rng& rng, ActionList& legal) {
  const int deal = state.deal_number();
  std::uint64_t decisions = 0;
  while (!state.is_terminal() && !state.is_chance() && state.deal_number() == deal) {
    state.legal_actions(legal);
    state.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    ++decisions;
  }
  return decisions;
}

// Deal `index` of the run: a copy of the match's initial state, dealt from
// seeded_deck(variant, seed, index), played out at random.
inline std::uint64_t play_random_deal(const State& initial, std::uint64_t seed, int index, Rng& rng,
                                      ActionList& legal) {
  State state = initial;
  state.deal(seeded_deck(state.variant(), seed, index));
  return play_out_deal(state, rng, legal);
}

// The seed of the stream that picks the actions of deal `index` of a run seeded with `seed`.
// Each deal has its own stream (as its own deck), so any range of deals can be played apart
// (split across threads or machines) and gives what it gives within the whole run.
inline std::uint64_t random_play_seed(std::uint64_t seed, int index) {
  // Offset from the deck's seed: the shuffle and the actions must not share one stream.
  return deal_seed(seed, index) + 0x9E3779B97F4A7C15ull;
}

// Deals first .. first + deals - 1 of a run of random deals of `variant` from `seed`: deal i
// dealt from seeded_deck(variant, seed, i), its actions from Rng(random_play_seed(seed, i)).
inline RandomDealCounts play_random_deals(const Variant& variant, std::uint64_t seed, std::uint64_t deals,
                                          int first = 0) {
  const State initial(variant);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  RandomDealCounts counts;
  for (std::uint64_t i = 0; i < deals; ++i) {
    const int index = first + static_cast<int>(i);
    Rng rng(random_play_seed(seed, index));
    counts.decisions += play_random_deal(initial, seed, index, rng, legal);
    ++counts.deals;
  }
  return counts;
}

}  // namespace bezique::bench
