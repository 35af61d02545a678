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

// The jokers as copies.cpp numbers the cards of the packs between decisions: the hand to act
// holds the lowest hidden joker numbers (its joker drawn last the lowest of them); the other
// hands hold the rest of the hands' in any order; the stock's keep theirs from the deal.
void State::number_acting_jokers() {
  const int q = current_;
  const std::uint32_t hidden = ((std::uint32_t{1} << variant_->jokers) - 1) & ~joker_bits(public_);
  const std::uint32_t held = joker_bits(hands_[q]) & hidden;
  if (!held) return;
  const std::uint32_t want = detail::lowest_bits(hidden, detail::bit_count(held));  // the lowest hidden numbers
  std::uint32_t take = want & ~held, give = held & ~want;
  for (; take; take &= take - 1, give &= give - 1)
    trade_copies(joker_card(detail::countr_zero32(take)), joker_card(detail::countr_zero32(give)));
  const CardId drawn = last_drawn_[q];
  if (is_joker(drawn) && ((want >> joker_index(drawn)) & 1)) last_drawn_[q] = joker_card(detail::countr_zero32(want));
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
    if (out.empty() || out.back() < a) out.push_back(a);  // a joker's play usually sorts last
    else out.insert(std::upper_bound(out.begin(), out.end(), a), a);
  }
}

}  // namespace bezique
