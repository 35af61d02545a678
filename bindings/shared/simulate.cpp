#include "simulate.hpp"

#include "bezique/ai/interrupt.hpp"
#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"
#include "random_deals.hpp"

using namespace bezique;

namespace bezique::bindings {

SimulationStats simulate_deals(const Variant& variant, std::int64_t deals, std::uint64_t seed, int first) {
  SimulationStats st;
  const State initial(variant);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  for (std::int64_t d = 0; d < deals && !ai::interrupted(); ++d) {
    // bench::play_random_deals, keeping the final state to read the statistics from.
    const int index = first + static_cast<int>(d);
    Rng rng(bench::random_play_seed(seed, index));
    State state = initial;
    state.deal(seeded_deck(variant, seed, index));
    st.actions += static_cast<std::int64_t>(bench::play_out_deal(state, rng, legal));
    ++st.deals;
    if (state.is_terminal()) ++st.games_over;
    // A finished deal keeps its tricks, melds and scores until the next deal is dealt.
    st.tricks += state.trick_number();
    std::array<bool, kMeldKinds> seen{};
    for (const MeldRecord& m : state.melds()) {
      ++st.melds[static_cast<int>(m.kind)];
      seen[static_cast<int>(m.kind)] = true;
    }
    for (int k = 0; k < kMeldKinds; ++k) st.meld_deals[k] += seen[k] ? 1 : 0;
    int best = 0, count = 0;
    for (int s = 0; s < variant.sides(); ++s) {
      st.points_by_side[static_cast<std::size_t>(s)] += state.score(s);
      if (state.score(s) > state.score(best)) {
        best = s;
        count = 1;
      } else if (state.score(s) == state.score(best)) {
        ++count;
      }
    }
    ++st.deal_wins[count > 1 ? kMaxPlayers : best];
  }
  return st;
}

}  // namespace bezique::bindings
