#include "simulate.hpp"

#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"

using namespace bezique;

namespace bezique_py {

namespace {
// Separates the stream of action choices from the stream of deck shuffles of the same seed.
constexpr std::uint64_t kActionStream = 0x5eed0fac7104ULL;
}  // namespace

SimulationStats simulate_deals(const Variant& variant, std::int64_t deals, std::uint64_t seed) {
  SimulationStats st;
  ActionList legal;
  std::vector<Event> events;
  std::vector<CardId> deck;
  for (std::int64_t d = 0; d < deals; ++d) {
    const int deal_no = static_cast<int>(d);  // the caller keeps deals below 2^31
    State state(variant);
    deck = seeded_deck(variant, seed, deal_no);
    events.clear();
    state.deal(deck, &events);
    Rng rng(deal_seed(seed ^ kActionStream, deal_no));
    // A deal ends when the next one is due (chance) or the game is over.
    while (!state.is_chance() && !state.is_terminal()) {
      state.legal_actions(legal);
      const Action& a = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      state.apply_unchecked(a, &events);
      ++st.actions;
    }
    ++st.deals;
    if (state.is_terminal()) ++st.games_over;
    std::array<bool, kMeldKinds> seen{};
    std::array<std::int64_t, kMaxPlayers> deal_points{};
    for (const Event& e : events) {
      switch (e.type) {
        case EventType::TrickWon: ++st.tricks; break;
        case EventType::MeldDeclared:
          if (e.reason == ScoreReason::Meld) {
            ++st.melds[static_cast<int>(e.kind)];
            seen[static_cast<int>(e.kind)] = true;
          }
          break;
        case EventType::PointsScored:
          st.points_by_reason[static_cast<int>(e.reason)] += e.value;
          if (e.side >= 0) {
            st.points_by_side[static_cast<std::size_t>(e.side)] += e.value;
            deal_points[static_cast<std::size_t>(e.side)] += e.value;
          }
          break;
        default: break;
      }
    }
    for (int k = 0; k < kMeldKinds; ++k) st.meld_deals[k] += seen[k] ? 1 : 0;
    // The deal's winner: the side that scored most points in it.
    int best = 0, count = 0;
    for (int s = 0; s < variant.sides(); ++s) {
      if (deal_points[s] > deal_points[best]) { best = s; count = 1; }
      else if (deal_points[s] == deal_points[best]) ++count;
    }
    if (count > 1 || variant.sides() == 0) ++st.deal_wins[kMaxPlayers];
    else ++st.deal_wins[static_cast<std::size_t>(best)];
  }
  return st;
}

}  // namespace bezique_py
