// Tricks: who wins one (docs/rules.md section 2.4) and the play-off duties (section 2.8).
#include <string>

#include "bezique/rules.hpp"
#include "bezique/state.hpp"
#include "card_masks.hpp"

namespace bezique {

// Stage 1 leaves the play free (playable()); the play-off has its duties once a card is led.
CardSet State::playable_in_playoff(int player) const {
  if (trick_size_ == 0) return variant_->jokers > 0 ? playoff_leads(*variant_, hands_[player]) : hands_[player];
  const int best = trick_winner_index();
  return playoff_playable(*variant_, trump_, hands_[player], player, led_suit(trick_cards_[0], variant_->jokers > 0),
                          trick_cards_[best], trick_players_[best]);
}

// Jokers last (joker_stage2 = last_resort, 7.4): a joker leads only from a hand of jokers.
CardSet playoff_leads(const Variant& v, const CardSet& hand) {
  if (v.joker_stage2 == JokerStage2::Free) return hand;
  const CardSet natural = hand.without(detail::joker_mask(v.jokers));
  return natural.empty() ? hand : natural;
}

namespace {

// The duties of 2.8 (and 7.4 after a led joker) over the natural cards of a hand; *any_card is
// set when they leave the player free to play any card. Without jokers (kJokers false) none of
// section 7's code is left.
template <bool kJokers>
CardSet playoff_duties(const Variant& v, int trump, const CardSet& hand, int player, int led, CardId winning,
                       int winner, bool* any_card) {
  if constexpr (kJokers) *any_card = false;
  const bool partner_winning = v.partnerships && v.side_of(winner) == v.side_of(player);
  const bool must_head = v.stage2_must_head && (v.stage2_head_partner || !partner_winning);
  // The cards that would take the trick from `winning` (as beats() decides): a higher card of
  // its suit, or any trump while it is not one. The winning card is of the suit led or a trump
  // (or a led joker, which only a trump takes), so this is one mask over card types; ranks are
  // numbered from the strongest down.
  const bool joker_winning = kJokers && is_joker(winning);
  const int winning_suit = joker_winning ? -1 : static_cast<int>(suit_of(winning));
  std::uint32_t beating_types =
      joker_winning ? 0 : ((std::uint32_t{1} << static_cast<int>(rank_of(winning))) - 1) << (winning_suit * kRanks);
  if (trump >= 0 && winning_suit != trump) beating_types |= std::uint32_t{0xFF} << (trump * kRanks);
  const CardSet beating = CardSet::every_copy_of(beating_types);
  auto beaters = [&](const CardSet& cards) { return cards & beating; };
  const CardSet trumps = trump >= 0 ? hand & detail::suit_mask(trump) : CardSet{};
  if constexpr (kJokers) {
    if (led < 0) {
      // A led joker sets no suit: win with a trump if able, else any card.
      const CardSet winners = must_head ? beaters(trumps) : CardSet{};
      *any_card = winners.empty();
      return winners.empty() ? hand : winners;
    }
  }
  const CardSet follow = hand & detail::suit_mask(led);
  if (!follow.empty()) {
    if (!must_head) return follow;
    const CardSet higher = beaters(follow);
    return higher.empty() ? follow : higher;
  }
  if (trumps.empty()) {
    if constexpr (kJokers) *any_card = true;
    return hand;
  }
  if (v.stage2_void == Stage2Void::MustTrump) {
    if (!must_head) return trumps;
    const CardSet higher = beaters(trumps);
    return higher.empty() ? trumps : higher;
  }
  const CardSet winners = beaters(trumps);
  if constexpr (kJokers) *any_card = winners.empty();
  return winners.empty() ? hand : winners;
}

}  // namespace

// Follow suit, win if able, trump when void (must_trump) or only when a trump would win
// (trump_if_winning). A joker has no suit: it is playable when the hand holds nothing else, and
// under joker_stage2 = free whenever the duties leave any card free (joker_playoff_playable()).
CardSet playoff_playable(const Variant& v, int trump, const CardSet& hand, int player, int led, CardId winning,
                         int winner) {
  if (v.jokers > 0) return joker_playoff_playable(v, trump, hand, player, led, winning, winner);
  return playoff_duties<false>(v, trump, hand, player, led, winning, winner, nullptr);
}

CardSet joker_playoff_playable(const Variant& v, int trump, const CardSet& hand, int player, int led, CardId winning,
                               int winner) {
  const CardSet jokers = hand & detail::joker_mask(v.jokers);
  const CardSet natural = hand.without(jokers);
  if (natural.empty()) return jokers;
  bool any_card = false;
  const CardSet allowed = playoff_duties<true>(v, trump, natural, player, led, winning, winner, &any_card);
  return any_card && v.joker_stage2 == JokerStage2::Free ? allowed | jokers : allowed;
}

// A type the hand cannot have held is one whose presence beside the card played would have
// forbidden it: the duties are asked, not restated.
std::uint32_t playoff_excluded_types(const Variant& v, int trump, CardId played, int player, int led, CardId winning,
                                     int winner) {
  std::uint32_t out = 0;
  for (int t = 0; t < kCardTypes; ++t) {
    if (t == type_of(played) && !(v.jokers > 0 && is_joker(played))) continue;
    CardSet hand;
    hand.insert(played);
    hand.insert(physical_card(static_cast<CardType>(t), 0));
    if (!playoff_playable(v, trump, hand, player, led, winning, winner).contains(played)) out |= std::uint32_t{1} << t;
  }
  return out;
}

void State::finish_trick(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int winner = trick_players_[trick_winner_index()];
  int points = 0;
  for (int i = 0; i < trick_size_; ++i) {
    const CardId c = trick_cards_[i];
    played_.insert(c);
    points += card_won_value(v, c);
    if (hist_[c] & ~kSevenScoredBit)
      for (MeldRecord& m : melds_)
        if (!m.broken && m.contains(c)) m.broken = true;
  }
  if (ev) {  // built only for a caller that keeps events
    Event e;
    e.type = EventType::TrickWon;
    e.player = static_cast<std::int8_t>(winner);
    e.side = static_cast<std::int8_t>(v.side_of(winner));
    e.value = trick_no_;
    e.count = trick_size_;
    for (int i = 0; i < trick_size_; ++i) e.cards[i] = trick_cards_[i];
    ev->push_back(e);
  }
  ++trick_no_;
  last_trick_winner_ = static_cast<std::int8_t>(winner);
  const int cards_in_trick = trick_size_;
  trick_size_ = 0;
  if (v.other_seven == OtherSeven::OnPlay && v.seven_credit == SevenCredit::TrickWinner) {
    // seven_credit = trick_winner (7.2): each seven of trumps in the trick scores for its winner.
    for (int i = 0; i < cards_in_trick; ++i) {
      const CardId c = trick_cards_[i];
      if (!seven_scores_on_play(c)) continue;
      hist_[c] |= kSevenScoredBit;
      add_points(v.side_of(winner), v.seven_value, ScoreReason::Seven, ev);
      if (phase_ == Phase::GameOver) return;
    }
  }
  add_trick_points(v.side_of(winner), points, ev);
  if (phase_ == Phase::GameOver) return;

  if (stage_ == 1) {
    trick_winner_ = static_cast<std::int8_t>(winner);
    if (v.last_trick_at == LastTrickAt::EndOfStage1 && stock_.size() == static_cast<std::size_t>(v.players)) {
      add_points(v.side_of(winner), v.last_trick_value, ScoreReason::LastTrick, ev);
      if (phase_ == Phase::GameOver) return;
    }
    if (v.partner_may_declare) {
      phase_ = Phase::Nominate;
      current_ = static_cast<std::int8_t>(winner);
    } else {
      phase_ = Phase::Declare;
      declarer_ = static_cast<std::int8_t>(winner);
      current_ = static_cast<std::int8_t>(winner);
      decls_left_ = static_cast<std::uint8_t>(v.declarations_per_trick);
    }
    return;
  }
  bool all_empty = true;
  for (int p = 0; p < v.players; ++p) all_empty = all_empty && hands_[p].empty();
  if (all_empty) {
    end_of_deal(ev);
    return;
  }
  if (v.stage2_mode == Stage2Mode::Duels && hands_[duel_[0]].empty() && hands_[duel_[1]].empty()) {
    // The first duel is over; the other two play theirs, the winner's partner leading.
    duel_ = {{static_cast<std::int8_t>((duel_[0] + 2) % 4), static_cast<std::int8_t>((duel_[1] + 2) % 4)}};
    duel_stage_ = 1;
    start_trick(duel_[0]);
    return;
  }
  start_trick(winner);
}

}  // namespace bezique
