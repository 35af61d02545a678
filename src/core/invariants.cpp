// State equality and the invariants every reachable state keeps. Loading a saved state
// (state_text.cpp) relies on these checks to refuse inconsistent input, so each failure names
// the problem.
#include <algorithm>
#include <array>
#include <string>

#include "bezique/state.hpp"
#include "meld_pattern.hpp"
#include "start_scores.hpp"

namespace bezique {

bool State::operator==(const State& o) const { return canonical().fields_equal(o.canonical()); }

bool State::fields_equal(const State& o) const {
  // Comparing variants field by field is costly; the same object needs no comparison.
  return (variant_ == o.variant_ || *variant_ == *o.variant_) && phase_ == o.phase_ && current_ == o.current_ &&
         dealer_ == o.dealer_ &&
         leader_ == o.leader_ && declarer_ == o.declarer_ && trick_winner_ == o.trick_winner_ &&
         last_trick_winner_ == o.last_trick_winner_ && trump_ == o.trump_ && prev_trump_ == o.prev_trump_ &&
         first_bezique_scored_ == o.first_bezique_scored_ &&
         winner_side_ == o.winner_side_ && stage_ == o.stage_ && decls_left_ == o.decls_left_ &&
         cb_asked_ == o.cb_asked_ && cb_declared_ == o.cb_declared_ && cb_open_ == o.cb_open_ &&
         repeat_pending_ == o.repeat_pending_ && played_first_ == o.played_first_ && running_ == o.running_ &&
         duel_stage_ == o.duel_stage_ && duel_ == o.duel_ && has_turn_up_ == o.has_turn_up_ &&
         deal_no_ == o.deal_no_ && trick_no_ == o.trick_no_ && trick_size_ == o.trick_size_ &&
         std::equal(trick_cards_.begin(), trick_cards_.begin() + trick_size_, o.trick_cards_.begin()) &&
         std::equal(trick_players_.begin(), trick_players_.begin() + trick_size_, o.trick_players_.begin()) &&
         last_drawn_ == o.last_drawn_ && score_ == o.score_ && pending_ == o.pending_ && result_ == o.result_ &&
         present_ == o.present_ && public_ == o.public_ && hands_ == o.hands_ && shown_ == o.shown_ && played_ == o.played_ &&
         hist_ == o.hist_ && stock_ == o.stock_ && melds_ == o.melds_;
}

namespace {

Status bad(const std::string& m) { return Status{Code::CorruptRecord, m}; }

std::string seat(int p) { return "player " + std::to_string(p); }

// Whether the cards of a record form its kind. Bezique pairs depend on trumps; a recorded
// bezique of a trump-dependent pair only exists once trumps are fixed, so trumps tell the pair;
// likewise a four or five of trumps.
bool forms_kind(const Variant& v, int trump, const MeldRecord& m) {
  const bool needs_trumps = m.kind == MeldKind::FourTrumps || m.kind == MeldKind::FiveTrumps;
  return (!needs_trumps || trump >= 0) && detail::match_pattern(v, trump, m.kind, m.cards.data(), m.count).why.empty();
}

}  // namespace

Status State::check_invariants() const {
  Status s = check_structure();
  if (!s) return s;
  return check_copy_numbers();
}

// Everything but the copy numbers (copies.cpp), which only a sound state can be given: the
// checks below, in this order, each naming what it finds broken.
Status State::check_structure() const {
  Status s = check_ranges();
  if (!s) return s;
  if (phase_ == Phase::Deal && deal_no_ == 0) return check_before_first_deal();
  for (auto check : {&State::check_card_places, &State::check_hand_sizes, &State::check_stage_and_phase,
                     &State::check_meld_records, &State::check_trumps_fixed}) {
    s = (this->*check)();
    if (!s) return s;
  }
  return Status::ok();
}

// Plain ranges: every field that indexes something.
Status State::check_ranges() const {
  const Variant& v = *variant_;
  const int players = v.players;
  const int sides = v.sides();
  if (static_cast<int>(phase_) > static_cast<int>(Phase::GameOver)) return bad("unknown phase");
  if (current_ < 0 || current_ >= players) return bad("current player " + std::to_string(current_) + " is not a seat");
  if (dealer_ < 0 || dealer_ >= players) return bad("dealer " + std::to_string(dealer_) + " is not a seat");
  if (leader_ < 0 || leader_ >= players) return bad("leader " + std::to_string(leader_) + " is not a seat");
  for (int p : {int(declarer_), int(trick_winner_), int(last_trick_winner_)})
    if (p < -1 || p >= players) return bad("a trick winner or declarer is not a seat");
  if (trump_ < -1 || trump_ >= kSuits || prev_trump_ < -1 || prev_trump_ >= kSuits) return bad("trumps: not a suit");
  if (winner_side_ < -1 || winner_side_ >= sides) return bad("winner: not a side");
  if (phase_ != Phase::GameOver && winner_side_ != -1) return bad("a winner is named but the game is not over");
  if (stage_ != 1 && stage_ != 2) return bad("stage must be 1 or 2");
  if (decls_left_ > v.declarations_per_trick) return bad("more declarations left than the variant allows per trick");
  const unsigned seat_bits = (1u << players) - 1;
  for (unsigned mask : {unsigned(cb_asked_), unsigned(cb_declared_), unsigned(cb_open_), unsigned(repeat_pending_),
                        unsigned(played_first_)})
    if (mask & ~seat_bits) return bad("a player flag names a seat beyond the players");
  if (running_ & ~((1u << sides) - 1)) return bad("running count: names a side beyond the sides");
  if (cb_open_ & ~cb_declared_) return bad("carte blanche: a repeat right is open for a player who did not show one");
  // Every player who showed carte blanche is asked after each draw, whether or not the right
  // is still open (the question must not tell the others that a court card was drawn).
  if (repeat_pending_ & ~cb_declared_) return bad("carte blanche: a repeat question is due to a player who did not show one");
  if (duel_stage_ > 1) return bad("duel stage must be 0 or 1");
  for (int p : duel_)
    if (p < -1 || p >= players) return bad("duel: not a seat");
  if (trick_size_ > players) return bad("the trick holds more cards than there are players");
  for (int i = 0; i < trick_size_; ++i)
    if (trick_players_[i] < 0 || trick_players_[i] >= players) return bad("the trick names a card of no seat");
  for (int p = players; p < kMaxPlayers; ++p)
    if (!hands_[p].empty()) return bad("a hand for a seat beyond the players");
  // Only the brisque majority takes points away (docs/rules.md 7.5), and without a floor of 0 a
  // score may then go below zero.
  const bool may_go_negative = v.brisque_scheme == BrisqueScheme::Majority && v.score_floor == ScoreFloor::None;
  for (int s = 0; s < kMaxPlayers; ++s) {
    const bool unused = s >= sides;
    if ((score_[s] < 0 && !may_go_negative) || pending_[s] < 0 || result_[s] < 0 ||
        (unused && (score_[s] | pending_[s] | result_[s])))
      return bad("scores: side " + std::to_string(s) + " has a negative score or is not a side");
  }
  if (trick_no_ > v.deck_size() / players) return bad("trick number beyond the tricks of a deal");
  return Status::ok();
}

// A game before its first deal holds no card and no score.
Status State::check_before_first_deal() const {
  const Variant& v = *variant_;
  const int players = v.players;
  const int sides = v.sides();
  bool empty = stock_.empty() && played_.empty() && shown_.empty() && public_.empty() && melds_.empty() &&
               trick_size_ == 0;
  for (int p = 0; p < players; ++p) empty = empty && hands_[p].empty();
  for (MeldHistory h : hist_) empty = empty && h == 0;
  for (int s = 0; s < sides; ++s) empty = empty && pending_[s] == 0 && result_[s] == 0;
  // A game may start at the cent points match's bonus for one player (7.5).
  empty = empty && allowed_start_scores(v, score_, sides);
  if (!empty) return bad("a game before its first deal holds cards or scores");
  return Status::ok();
}

// Card conservation: every card of the game is in exactly one place; between deals none is in
// play.
Status State::check_card_places() const {
  const Variant& v = *variant_;
  const int players = v.players;
  CardSet seen = played_;
  int total = played_.size();
  for (int p = 0; p < players; ++p) {
    if (!(hands_[p] & seen).empty()) return bad("a card of " + seat(p) + "'s hand is also elsewhere");
    seen |= hands_[p];
    total += hands_[p].size();
  }
  for (int i = 0; i < trick_size_; ++i) {
    if (seen.contains(trick_cards_[i])) return bad(card_text(trick_cards_[i], true) + " in the trick is also elsewhere");
    seen.insert(trick_cards_[i]);
    ++total;
  }
  for (CardId c : stock_) {
    if (seen.contains(c)) return bad(card_text(c, true) + " is in the stock and elsewhere");
    seen.insert(c);
    ++total;
  }
  if (seen != present_ || total != v.deck_size()) {
    std::string missing, extra;
    present_.without(seen).for_each([&](CardId c) { missing += " " + card_text(c, true); });
    seen.without(present_).for_each([&](CardId c) { extra += " " + card_text(c, true); });
    return bad("card conservation: " + std::to_string(total) + " cards in play, the game has " +
               std::to_string(v.deck_size()) + (missing.empty() ? "" : "; missing" + missing) +
               (extra.empty() ? "" : "; not of this game" + extra));
  }
  CardSet held;
  for (int p = 0; p < players; ++p) held |= hands_[p];
  if (!shown_.without(held).empty()) return bad("a declared card on the table is not in any hand");
  if (stage_ == 2 && !shown_.empty()) return bad("declared cards lie on the table in the play-off");

  // Between deals and at the end every hand is played out, unless a side won mid-deal.
  const bool in_deal = phase_ != Phase::Deal && phase_ != Phase::GameOver;
  if (phase_ == Phase::Deal) {
    if (!held.empty() || !stock_.empty() || trick_size_ != 0) return bad("between deals no card may be in a hand, the stock or a trick");
  }
  if (in_deal && has_turn_up_ != (v.trump == TrumpMode::TurnUp)) return bad("turn-up flag does not match the variant's trump mode");
  return Status::ok();
}

// Hand sizes: in stage 1 everyone holds hand_size cards between tricks; in the play-off
// the players of one trick hold equal numbers once it is complete.
Status State::check_hand_sizes() const {
  const Variant& v = *variant_;
  const int players = v.players;
  const bool in_deal = phase_ != Phase::Deal && phase_ != Phase::GameOver;
  if (in_deal && stage_ == 1) {
    for (int p = 0; p < players; ++p) {
      int expected = v.hand_size;
      for (int i = 0; i < trick_size_; ++i)
        if (trick_players_[i] == p) expected -= 1;
      if (phase_ == Phase::Declare || phase_ == Phase::Nominate || phase_ == Phase::LastDraw) expected -= 1;
      if (hands_[p].size() != expected)
        return bad(seat(p) + " holds " + std::to_string(hands_[p].size()) + " cards, not " + std::to_string(expected));
    }
  }
  if (in_deal && stage_ == 2) {
    const bool duels = v.stage2_mode == Stage2Mode::Duels;
    int k = -1;
    for (int p = 0; p < players; ++p) {
      const bool in_trick = !duels || p == duel_[0] || p == duel_[1];
      int size = hands_[p].size();
      for (int i = 0; i < trick_size_; ++i) size += trick_players_[i] == p;
      if (!in_trick) {
        const int expected = duel_stage_ == 0 ? v.hand_size : 0;
        if (size != expected) return bad(seat(p) + " outside the duel holds " + std::to_string(size) + " cards, not " +
                                         std::to_string(expected));
        continue;
      }
      if (k < 0) k = size;
      if (size != k || size < 1 || size > v.hand_size)
        return bad("play-off: " + seat(p) + " holds " + std::to_string(hands_[p].size()) + " cards, out of step");
    }
  }
  return Status::ok();
}

// Stage, stock and phase: the decision due fits where the deal stands.
Status State::check_stage_and_phase() const {
  const Variant& v = *variant_;
  const int players = v.players;
  const bool in_deal = phase_ != Phase::Deal && phase_ != Phase::GameOver;
  if (in_deal) {
    const int stock = stock_size();
    if (stage_ == 1 && (stock < players || stock % players != 0))
      return bad("stage 1 with " + std::to_string(stock) + " cards in the stock");
    if (stage_ == 2 && stock != 0) return bad("the play-off with cards left in the stock");
    if (stage_ == 1 && v.trump == TrumpMode::TurnUp && trump_ != static_cast<int>(suit_of(stock_[0])))
      return bad("trumps are not the suit of the turn-up");
    if (stage_ == 2 && v.trump == TrumpMode::TurnUp && trump_ < 0) return bad("no trumps in the play-off");
    const bool duels = stage_ == 2 && v.stage2_mode == Stage2Mode::Duels;
    if (duels && (duel_[0] < 0 || duel_[1] != (duel_[0] + 1) % players)) return bad("duel: the pair is not two opponents");
    const int participants = duels ? 2 : players;
    switch (phase_) {
      case Phase::CarteBlanche:
        if (v.carte_blanche_value == 0) return bad("carte blanche phase in a variant without carte blanche");
        if (stage_ != 1 || trick_no_ != 0 || trick_size_ != 0) return bad("carte blanche after play has begun");
        if ((cb_asked_ >> current_) & 1) return bad("carte blanche: the current player was already asked");
        break;
      case Phase::Play: {
        if (trick_size_ >= participants) return bad("a full trick is still on the table");
        if (trick_size_ > 0 && trick_players_[0] != leader_) return bad("the trick was not led by the leader");
        if (duels && leader_ != duel_[0] && leader_ != duel_[1]) return bad("duel: the leader is not in the duel");
        int expected = leader_;
        for (int i = 1; i <= trick_size_; ++i) {
          expected = duels ? (expected == duel_[0] ? duel_[1] : duel_[0]) : (expected + 1) % players;
          if (i < trick_size_ && trick_players_[i] != expected) return bad("the trick's cards are out of turn order");
        }
        if (current_ != expected) return bad("current player " + std::to_string(current_) + " is not next to play (" +
                                             seat(expected) + ")");
        break;
      }
      case Phase::Nominate:
      case Phase::Declare:
      case Phase::Repeat:
      case Phase::LastDraw: {
        if (stage_ != 1 || trick_size_ != 0 || trick_winner_ < 0 || trick_no_ == 0)
          return bad("a declaration, draw or repeat phase outside stage 1 after a trick");
        if (phase_ == Phase::Nominate && (!v.partner_may_declare || current_ != trick_winner_))
          return bad("nomination: not the trick winner's choice");
        if (phase_ == Phase::Declare &&
            (current_ != declarer_ || (declarer_ != trick_winner_ &&
                                       !(v.partner_may_declare && declarer_ == v.partner_of(trick_winner_)))))
          return bad("declaration: the current player is not the trick winner or the nominee");
        if (phase_ == Phase::Repeat &&
            (!v.carte_blanche_repeats || !((cb_declared_ >> current_) & 1) || !hands_[current_].contains(last_drawn_[current_])))
          return bad("carte blanche repeat: the player did not show carte blanche or does not hold the card drawn");
        if (phase_ == Phase::LastDraw && (v.last_draw != LastDraw::WinnerChooses || !has_turn_up_ ||
                                          stock_size() != players || current_ != trick_winner_))
          return bad("last draw: not the trick winner's choice of the last two cards");
        break;
      }
      default:
        break;
    }
    if (v.stage2_mode == Stage2Mode::All && played_.size() != trick_no_ * players)
      return bad(std::to_string(played_.size()) + " cards played in " + std::to_string(trick_no_) + " tricks");
  }
  return Status::ok();
}

// Meld records and card histories: each record is a real meld of cards its player could
// reach, and each card remembers exactly the kinds of the records that hold it.
Status State::check_meld_records() const {
  const Variant& v = *variant_;
  const int players = v.players;
  std::array<MeldHistory, kMaxCards> kinds{};
  CardSet declared;
  for (std::size_t r = 0; r < melds_.size(); ++r) {
    const MeldRecord& m = melds_[r];
    const std::string which = "meld " + std::to_string(r + 1);
    if (static_cast<int>(m.kind) >= kMeldKinds) return bad(which + ": unknown kind");
    if (m.player < 0 || m.player >= players) return bad(which + ": not a seat");
    if (m.count != cards_in_meld(m.kind))
      return bad(which + ": " + std::string(meld_name(m.kind)) + " of " + std::to_string(m.count) + " cards");
    bool any_played = false;
    for (int i = 0; i < m.count; ++i) {
      const CardId c = m.cards[i];
      if (!present_.contains(c)) return bad(which + ": " + card_text(c, true) + " is not a card of this game");
      for (int j = 0; j < i; ++j)
        if (m.cards[j] == c) return bad(which + ": " + card_text(c, true) + " named twice");
      bool in_trick = false;
      for (int t = 0; t < trick_size_; ++t) in_trick = in_trick || trick_cards_[t] == c;
      const bool reachable = hands_[m.player].contains(c) ||
                             (v.use_partner_cards && hands_[v.partner_of(m.player)].contains(c));
      if (!reachable && !played_.contains(c) && !in_trick)
        return bad(which + ": " + card_text(c, true) + " is not held by " + seat(m.player));
      any_played = any_played || played_.contains(c);
      kinds[c] |= meld_bit(m.kind);
      if (!played_.contains(c) && !in_trick) declared.insert(c);
    }
    if (!forms_kind(v, trump_, m))
      return bad(which + ": the cards do not form a " + std::string(meld_name(m.kind)));
    if (m.broken != any_played) return bad(which + ": broken flag does not match the cards played");
  }
  for (int c = 0; c < kMaxCards; ++c) {
    const MeldHistory h = hist_[c];
    if (h == 0) continue;
    const CardId id = static_cast<CardId>(c);
    if (!present_.contains(id)) return bad("history: " + card_text(id, true) + " is not a card of this game");
    if (h & ~(kSevenScoredBit | class_mask(0) | class_mask(1) | class_mask(2)))
      return bad("history: unknown flags on " + card_text(id, true));
    if ((h & ~kSevenScoredBit) != kinds[c])
      return bad("history: " + card_text(id, true) + " does not match the declarations that hold it");
    if ((h & kSevenScoredBit) && (rank_of(id) != Rank::Seven || static_cast<int>(suit_of(id)) != trump_))
      return bad("history: " + card_text(id, true) + " scored as a seven of trumps but is not one");
  }
  for (int c = 0; c < kMaxCards; ++c)
    if (kinds[c] && !hist_[c]) return bad("a declared card does not remember its meld");
  if (stage_ == 1 && phase_ != Phase::Deal && shown_ != declared)
    return bad("the declared cards on the table do not match the declarations");
  return Status::ok();
}

// Trumps fixed by declaration: the first marriage or sequence outside a barred suit.
Status State::check_trumps_fixed() const {
  const Variant& v = *variant_;
  if (v.trump == TrumpMode::FirstMarriage && phase_ != Phase::Deal) {
    bool fixer = false;
    for (const MeldRecord& m : melds_) {
      if (meld_class(m.kind) != 0) continue;
      const int suit = static_cast<int>(suit_of(m.cards[0]));
      if (trump_ < 0 && !(v.no_repeat_trump && suit == prev_trump_))
        return bad("a " + std::string(meld_name(m.kind)) + " was declared but trumps are not fixed");
      fixer = fixer || suit == trump_;
    }
    if (trump_ >= 0 && !fixer) return bad("trumps are fixed but no marriage or sequence fixed them");
    if (trump_ >= 0 && v.no_repeat_trump && trump_ == prev_trump_) return bad("trumps repeat the previous deal's suit");
  }
  return Status::ok();
}

}  // namespace bezique
