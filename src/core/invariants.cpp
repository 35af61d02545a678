// State equality and the invariants every reachable state keeps.
#include <string>

#include "bezique/state.hpp"

namespace bezique {

bool State::operator==(const State& o) const {
  return *variant_ == *o.variant_ && phase_ == o.phase_ && current_ == o.current_ && dealer_ == o.dealer_ &&
         leader_ == o.leader_ && declarer_ == o.declarer_ && trick_winner_ == o.trick_winner_ &&
         last_trick_winner_ == o.last_trick_winner_ && trump_ == o.trump_ && prev_trump_ == o.prev_trump_ &&
         winner_side_ == o.winner_side_ && stage_ == o.stage_ && decls_left_ == o.decls_left_ &&
         cb_asked_ == o.cb_asked_ && cb_declared_ == o.cb_declared_ && cb_open_ == o.cb_open_ &&
         repeat_pending_ == o.repeat_pending_ && played_first_ == o.played_first_ && running_ == o.running_ &&
         duel_stage_ == o.duel_stage_ && duel_ == o.duel_ && has_turn_up_ == o.has_turn_up_ &&
         deal_no_ == o.deal_no_ && trick_no_ == o.trick_no_ && trick_size_ == o.trick_size_ &&
         std::equal(trick_cards_.begin(), trick_cards_.begin() + trick_size_, o.trick_cards_.begin()) &&
         std::equal(trick_players_.begin(), trick_players_.begin() + trick_size_, o.trick_players_.begin()) &&
         last_drawn_ == o.last_drawn_ && score_ == o.score_ && pending_ == o.pending_ && result_ == o.result_ &&
         present_ == o.present_ && hands_ == o.hands_ && shown_ == o.shown_ && played_ == o.played_ &&
         hist_ == o.hist_ && stock_ == o.stock_ && melds_ == o.melds_;
}

Status State::check_invariants() const {
  const Variant& v = *variant_;
  auto bad = [](const std::string& m) { return Status{Code::CorruptRecord, m}; };
  if (phase_ == Phase::Deal && deal_no_ == 0) return Status::ok();
  // Card conservation: every card of the game is in exactly one place.
  CardSet seen = played_;
  int total = played_.size();
  for (int p = 0; p < v.players; ++p) {
    if (!(hands_[p] & seen).empty()) return bad("a card of player " + std::to_string(p) + "'s hand is also elsewhere");
    seen |= hands_[p];
    total += hands_[p].size();
  }
  for (int i = 0; i < trick_size_; ++i) {
    if (seen.contains(trick_cards_[i])) return bad("a card in the trick is also elsewhere");
    seen.insert(trick_cards_[i]);
    ++total;
  }
  for (CardId c : stock_) {
    if (seen.contains(c)) return bad(card_text(c, true) + " is in the stock and elsewhere");
    seen.insert(c);
    ++total;
  }
  const bool between_deals = phase_ == Phase::Deal || (phase_ == Phase::GameOver && total != v.deck_size());
  if (!between_deals && (seen != present_ || total != v.deck_size()))
    return bad("card conservation: " + std::to_string(total) + " cards in play, the game has " +
               std::to_string(v.deck_size()));
  if (!(shown_.without(seen)).empty()) return bad("a declared card is not held");
  if (stage_ == 2 && !shown_.empty()) return bad("declared cards lie on the table in the play-off");
  // Hand sizes: in stage 1 everyone holds hand_size cards between tricks.
  if (!between_deals && stage_ == 1 && phase_ != Phase::GameOver) {
    for (int p = 0; p < v.players; ++p) {
      int expected = v.hand_size;
      for (int i = 0; i < trick_size_; ++i)
        if (trick_players_[i] == p) expected -= 1;
      if (phase_ == Phase::Declare || phase_ == Phase::Nominate || phase_ == Phase::LastDraw) expected -= 1;
      if (hands_[p].size() != expected)
        return bad("player " + std::to_string(p) + " holds " + std::to_string(hands_[p].size()) + " cards, not " +
                   std::to_string(expected));
    }
  }
  for (const MeldRecord& m : melds_)
    for (int i = 0; i < m.count; ++i)
      if (!(hist_[m.cards[i]] & meld_bit(m.kind))) return bad("a declared card does not remember its meld");
  return Status::ok();
}

}  // namespace bezique
