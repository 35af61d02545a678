// Sharing out afresh the cards a seat cannot see (State::replace_hidden): what an
// information-set search does once an iteration. The new cards are numbered canonically
// (copies.cpp) as they are placed: the places are visited once in their canonical order and each
// hidden card takes the lowest copy number of its kind that is neither public nor taken yet.
// Only a card's kind decides where it may go, so this is renumber_all()'s result without its
// pass over every card type of every place, which cost a search a quarter of its time.
#include <array>

#include "bezique/state.hpp"

namespace bezique {

void State::replace_hidden(int viewer, const CardId* cards) {
  const Variant& v = *variant_;
  const int players = v.players;
  const bool jokers = v.jokers > 0;
  // Per copy number, the card types whose copy is free (present, not public); with jokers, a
  // type's copy 7 is a joker's id, so the jokers are a kind of their own.
  std::array<std::uint32_t, kMaxPacks> free{};
  for (int k = 0; k < kMaxPacks; ++k) free[k] = present_.copy_types(k) & ~public_.copy_types(k);
  std::uint32_t free_jokers = 0;
  if (jokers) {
    free_jokers = joker_bits(present_) & ~joker_bits(public_);
    free[kMaxPacks - 1] = 0;
  }
  auto take = [&](CardId c) {
    if (jokers && is_joker(c)) {
      const int j = detail::countr_zero32(free_jokers);
      free_jokers &= free_jokers - 1;
      return static_cast<CardId>(kFirstJoker + j);
    }
    const CardType t = type_of(c);
    const std::uint32_t bit = std::uint32_t{1} << t;
    int k = 0;
    while (!(free[k] & bit)) ++k;
    free[k] &= ~bit;
    return physical_card(t, k);
  };

  // Where each other seat's new cards start in `cards` (seat order), and the stock's.
  std::array<int, kMaxPlayers> first{};
  std::array<int, kMaxPlayers> count{};
  int k = 0;
  for (int p = 0; p < players; ++p) {
    if (p == viewer) continue;
    first[p] = k;
    count[p] = hands_[p].size() - (hands_[p] & public_).size();
    k += count[p];
  }
  const int stock_first = k;

  // The hands from the player to act on: the viewer keeps the kinds of its hidden cards.
  for (int i = 0, p = current_; i < players; ++i, p = next_seat(p)) {
    const CardSet hidden = hands_[p].without(public_);
    if (hidden.empty()) continue;
    CardSet hand = hands_[p] & public_;
    const CardId last = last_drawn_[p];
    const bool last_hidden = hidden.contains(last);
    CardId last_now = last;
    bool follows = last_hidden;  // whether last_drawn_ names a hidden card of the new hand
    if (p == viewer) {
      hidden.for_each([&](CardId c) {
        const CardId n = take(c);
        hand.insert(n);
        if (c == last) last_now = n;
      });
    } else {
      for (int j = 0; j < count[p]; ++j) {
        const CardId c = cards[first[p] + j];
        const CardId n = take(c);
        hand.insert(n);
        // A seat whose last draw was hidden drew the first of its new cards. One whose last draw
        // is not hidden in its hand (an earlier deal's, or shown since) keeps the card's id,
        // which follows its copy if one of the new cards is that copy, as renumber_all() made
        // it: the samples a seed gives stay the same.
        if (last_hidden ? j == 0 : c == last) last_now = n, follows = true;
      }
    }
    hands_[p] = hand;
    if (follows) last_drawn_[p] = last_now;
  }
  // Then the stock's hidden places: given out from the bottom up, numbered from the top down.
  std::array<std::uint8_t, kMaxCards> places;
  int n = 0;
  for (std::size_t i = 0; i < stock_.size(); ++i)
    if (!public_.contains(stock_[i])) places[n++] = static_cast<std::uint8_t>(i);
  for (int j = n; j-- > 0;) stock_[places[j]] = take(cards[stock_first + j]);
  // The card a seat drew last, if hidden, is canonically the lowest hidden copy of its kind there.
  settle_last_drawn();
}

}  // namespace bezique
