#include "positions.hpp"

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique::bench {

State mid_deal_state(const Variant& variant, std::uint64_t seed, int decisions) {
  State state(variant);
  state.deal(seeded_deck(variant, seed, 0));
  Rng rng(seed);
  ActionList legal;
  for (int i = 0; i < decisions && !state.is_chance() && !state.is_terminal(); ++i) {
    State next = state;
    next.legal_actions(legal);
    next.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    if (next.is_chance() || next.is_terminal()) break;
    state = next;
  }
  return state;
}

std::optional<State> rich_declaration_state(const Variant& variant, std::uint64_t seed, int deals) {
  std::optional<State> best;
  std::size_t best_count = 1;  // more than a lone pass
  const State initial(variant);
  Rng rng(seed);
  ActionList legal;
  for (int d = 0; d < deals; ++d) {
    State state = initial;
    state.deal(seeded_deck(variant, seed, d));
    const int deal = state.deal_number();
    while (!state.is_terminal() && !state.is_chance() && state.deal_number() == deal) {
      state.legal_actions(legal);
      if (state.phase() == Phase::Declare && legal.size() > best_count) {
        best_count = legal.size();
        best = state;
      }
      state.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
  }
  return best;
}

std::optional<State> meld_heavy_declaration_state(const Variant& variant, std::uint64_t seed, int deals) {
  std::optional<State> best;
  std::size_t best_count = 1;
  const State initial(variant);
  Rng rng(seed);
  ActionList legal;
  for (int d = 0; d < deals; ++d) {
    State state = initial;
    state.deal(seeded_deck(variant, seed, d));
    const int deal = state.deal_number();
    while (!state.is_terminal() && !state.is_chance() && state.deal_number() == deal) {
      state.legal_actions(legal);
      if (state.phase() == Phase::Declare && legal.size() > best_count) {
        best_count = legal.size();
        best = state;
      }
      Action next = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      int points = 0;
      for (const Action& a : legal) {
        if (a.type == ActionType::Declare) {
          const auto meld = state.evaluate_meld(state.current_player(), a.kind, a.cards.data(), a.count);
          if (meld && meld->points > points) points = meld->points, next = a;
        } else if (state.phase() == Phase::Play && a.type == ActionType::Play &&
                   (next.type != ActionType::Play || rank_of(a.cards[0]) > rank_of(next.cards[0]))) {
          next = a;  // ranks run A 10 K Q J 9 8 7
        }
      }
      state.apply_unchecked(next);
    }
  }
  return best;
}

}  // namespace bezique::bench
