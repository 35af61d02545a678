// The random-deal loop behind simulate() and the benchmarks, and the statistics of a run.
#include "bezique/simulation.hpp"

#include <string>

#include "bezique/game.hpp"

namespace bezique {

std::uint64_t random_play_seed(std::uint64_t seed, int index) { return deal_seed(seed, index) + 0x9E3779B97F4A7C15ull; }

std::uint64_t play_out_deal(State& state, Rng& rng, ActionList& legal) {
  const int deal = state.deal_number();
  std::uint64_t decisions = 0;
  bool unnumbered = false;
  while (!state.is_terminal() && !state.is_chance() && state.deal_number() == deal) {
    unnumbered |= state.apply_random_unnumbered(rng, legal);
    ++decisions;
  }
  // A deal played to its end has shown every card, and so numbered every copy canonically.
  if (unnumbered && !state.present().without(state.public_cards()).empty()) state.restore_numbering();
  return decisions;
}

std::uint64_t play_random_deal(const State& initial, std::uint64_t seed, int index, Rng& rng, ActionList& legal) {
  State state = initial;
  state.deal(seeded_deck(state.variant(), seed, index));
  return play_out_deal(state, rng, legal);
}

std::uint64_t play_listed_deal(const State& initial, std::uint64_t seed, int index, Rng& rng, ActionList& legal) {
  State state = initial;
  state.deal(seeded_deck(state.variant(), seed, index));
  std::uint64_t decisions = 0;
  while (!state.is_terminal() && !state.is_chance()) {
    state.legal_actions(legal);
    state.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    ++decisions;
  }
  return decisions;
}

namespace {

// Adds what a finished deal holds: a deal keeps its tricks, melds and scores until the next deal
// is dealt.
void count_deal(const State& state, std::uint64_t decisions, SimulationStats& st) {
  const Variant& v = state.variant();
  st.actions += static_cast<std::int64_t>(decisions);
  ++st.deals;
  if (state.is_terminal()) ++st.games_over;
  st.tricks += state.trick_number();
  std::array<bool, kMeldKinds> seen{};
  for (const MeldRecord& m : state.melds()) {
    ++st.melds[static_cast<int>(m.kind)];
    seen[static_cast<int>(m.kind)] = true;
  }
  for (int k = 0; k < kMeldKinds; ++k) st.meld_deals[k] += seen[k] ? 1 : 0;
  int best = 0, count = 0;
  for (int s = 0; s < v.sides(); ++s) {
    st.points_by_side[static_cast<std::size_t>(s)] += state.score(s);
    if (state.score(s) > state.score(best)) {
      best = s;
      count = 1;
    } else if (state.score(s) == state.score(best)) {
      ++count;
    }
  }
  if (count > 1) ++st.deal_ties;
  else ++st.deal_wins[static_cast<std::size_t>(best)];
}

}  // namespace

Result<SimulationStats> simulate(const Variant& variant, std::int64_t deals, std::uint64_t seed, std::int64_t first,
                                 const std::function<bool()>& stop) {
  Status valid = variant.validate();
  if (!valid) return valid;
  if (deals < 0 || deals > kMaxSimulatedDeals)
    return Status{Code::InvalidArgument,
                  "deals must lie in 0.." + std::to_string(kMaxSimulatedDeals) + ", not " + std::to_string(deals)};
  if (first < 0 || first > kMaxSimulatedDeals - deals)
    return Status{Code::InvalidArgument, "the first deal must lie in 0.." + std::to_string(kMaxSimulatedDeals - deals) +
                                             " (deal numbers are below 2^31), not " + std::to_string(first)};
  SimulationStats st;
  const State initial(variant);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  const Deck fresh = fresh_deck(variant);
  Deck deck;
  for (std::int64_t d = 0; d < deals && !(stop && stop()); ++d) {
    const int index = static_cast<int>(first + d);
    Rng rng(random_play_seed(seed, index));
    State state = initial;
    seeded_deck(fresh, seed, index, deck);
    state.deal(deck);
    count_deal(state, play_out_deal(state, rng, legal), st);
  }
  return st;
}

}  // namespace bezique
