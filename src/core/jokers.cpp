// The jokers of docs/rules.md section 7 where they need code of their own: their copy numbers,
// their play actions and the tricks they are in. Only variants with jokers come here, so the
// paths of the other variants stay as they were.
#include <algorithm>
#include <array>

#include "bezique/rules.hpp"
#include "bezique/state.hpp"
#include "card_masks.hpp"

namespace bezique {

int State::joker_trick_winner_index() const { return trick_winner(trick_cards_.data(), trick_size_, trump_, true); }

// The hidden jokers, wherever they are, take the joker numbers not public in the canonical order
// of their places: the hand to act, the other hands in seat order, the stock from the top.
void State::number_hidden_jokers() {
  const int n = variant_->jokers;
  std::array<CardId, kMaxJokers> free{};
  int free_count = 0;
  for (int k = 0; k < n; ++k)
    if (!public_.contains(static_cast<CardId>(kFirstJoker + k))) free[free_count++] = static_cast<CardId>(kFirstJoker + k);
  if (free_count == 0) return;
  const CardSet hidden_jokers = detail::joker_mask(n).without(public_);
  int next = 0;
  for (int i = 0, p = current_; i < variant_->players; ++i, p = next_seat(p)) {
    const CardSet mine = hands_[p] & hidden_jokers;
    if (mine.empty()) continue;
    const bool drawn = mine.contains(last_drawn_[p]);
    hands_[p] = hands_[p].without(mine);
    if (drawn) last_drawn_[p] = free[next];
    for (int j = mine.size(); j > 0; --j) hands_[p].insert(free[next++]);
  }
  for (std::size_t i = stock_.size(); i-- > 0;)
    if (is_joker(stock_[i]) && !public_.contains(stock_[i])) stock_[i] = free[next++];
}

// Jokers lie outside the packs' copy numbers: one play per group of interchangeable jokers, put in
// the order of Action::operator< with the plays of @p cards already listed in @p out.
void State::add_joker_actions(const CardSet& cards, ActionList& out) const {
  const CardSet jokers = cards & detail::joker_mask(variant_->jokers);
  if (jokers.empty()) return;
  std::array<CardId, kMaxJokers> reps;
  int n = 0;
  jokers.for_each([&](CardId c) {
    for (int i = 0; i < n; ++i)
      if (interchangeable(reps[i], c)) return;
    reps[n++] = c;
    Action& a = out.emplace_back();
    a.type = ActionType::Play;
    a.count = 1;
    a.cards[0] = c;
  });
  std::sort(out.begin(), out.end());
}

}  // namespace bezique
