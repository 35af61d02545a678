// The jokers of docs/rules.md section 7 where they need code of their own: their copy numbers,
// their play actions and the tricks they are in. Only variants with jokers come here, so the
// paths of the other variants stay as they were.
#include <algorithm>
#include <array>

#include "bezique/rules.hpp"
#include "bezique/state.hpp"
#include "card_masks.hpp"

namespace bezique {

namespace {

CardId joker_card(int k) { return static_cast<CardId>(kFirstJoker + k); }

}  // namespace

int State::joker_trick_winner_index() const { return trick_winner(trick_cards_.data(), trick_size_, trump_, true); }

// After an action, the hands' hidden jokers take again the numbers they hold between them, the
// lowest first to the hand to act, then to the next seats: canonical numbering (copies.cpp), as
// renumber_hidden_in_hands() keeps it for the cards of the packs. The stock's hidden jokers keep
// theirs: they are numbered canonically when the deal is dealt, and a draw takes the top card,
// whose number follows the hands' at once.
void State::number_hidden_jokers() {
  const std::uint32_t hidden = ((std::uint32_t{1} << variant_->jokers) - 1) & ~joker_bits(public_);
  if (!hidden) return;
  std::array<std::uint32_t, kMaxPlayers> mine{};
  std::uint32_t held = 0;
  for (int p = 0; p < variant_->players; ++p) {
    mine[p] = joker_bits(hands_[p]) & hidden;
    held |= mine[p];
  }
  for (int i = 0, p = current_; i < variant_->players; ++i, p = next_seat(p)) {
    if (!mine[p]) continue;
    const bool drawn = is_joker(last_drawn_[p]) && ((mine[p] >> joker_index(last_drawn_[p])) & 1);
    for (std::uint32_t bits = mine[p]; bits; bits &= bits - 1) hands_[p].erase(joker_card(detail::countr_zero32(bits)));
    if (drawn) last_drawn_[p] = joker_card(detail::countr_zero32(held));
    for (std::uint32_t bits = mine[p]; bits; bits &= bits - 1) {
      hands_[p].insert(joker_card(detail::countr_zero32(held)));
      held &= held - 1;
    }
  }
}

// Jokers lie outside the packs' copy numbers: one play per group of interchangeable jokers, put in
// the order of Action::operator< with the plays of @p cards already listed in @p out.
void State::add_joker_actions(const CardSet& cards, ActionList& out) const {
  std::uint32_t jokers = joker_bits(cards);
  if (!jokers) return;
  std::array<CardId, kMaxJokers> reps;
  int n = 0;
  for (; jokers; jokers &= jokers - 1) {
    const CardId c = joker_card(detail::countr_zero32(jokers));
    bool seen = false;
    for (int i = 0; i < n && !seen; ++i) seen = interchangeable(reps[i], c);
    if (seen) continue;
    reps[n++] = c;
    const Action a = Action::play(c);
    out.insert(std::upper_bound(out.begin(), out.end(), a), a);
  }
}

}  // namespace bezique
