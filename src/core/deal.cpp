// The deal (docs/rules.md section 2.1, 2.2) and carte blanche (2.3).
#include <algorithm>
#include <string>

#include "bezique/state.hpp"
#include "card_masks.hpp"
#include "start_scores.hpp"

namespace bezique {

std::vector<CardId> fresh_deck(const Variant& v) {
  std::array<int, kCardTypes> removed{};
  for (CardType t : v.removed) ++removed[t];
  std::vector<CardId> deck;
  deck.reserve(static_cast<std::size_t>(v.deck_size()));
  // The removed copies are the highest-numbered ones. Copy-major order is ascending id order.
  for (int copy = 0; copy < v.packs; ++copy)
    for (int t = 0; t < kCardTypes; ++t)
      if (copy < v.packs - removed[t]) deck.push_back(physical_card(static_cast<CardType>(t), copy));
  for (int k = 0; k < v.jokers && k < kMaxJokers; ++k) deck.push_back(static_cast<CardId>(kFirstJoker + k));
  return deck;
}

State::State(const Variant& variant) : variant_(&variant) {
  for (int copy = 0; copy < variant.packs && copy < kMaxPacks; ++copy)
    for (int t = 0; t < kCardTypes; ++t) present_.insert(physical_card(static_cast<CardType>(t), copy));
  std::array<int, kCardTypes> removed{};
  for (CardType t : variant.removed)
    if (t < kCardTypes && ++removed[t] <= variant.packs) present_.erase(physical_card(t, variant.packs - removed[t]));
  if (variant.packs <= kMaxPacksWithJokers) present_ |= detail::joker_mask(std::min(variant.jokers, kMaxJokers));
  dealer_ = static_cast<std::int8_t>(variant.first_dealer);
}

namespace {
void push_deal_event(std::vector<Event>* ev, const Event& e) {
  if (ev) ev->push_back(e);
}
}  // namespace

Status State::set_deal_start(int deal_number, const std::vector<int>& scores, const std::vector<int>& results,
                             int previous_trump, bool first_bezique_scored) {
  const Variant& v = *variant_;
  if (phase_ != Phase::Deal) return {Code::WrongPhase, "a deal is in progress: its start is already set"};
  if (deal_number < 0 || deal_number > 0xFFFF)
    return {Code::InvalidArgument, "deal number " + std::to_string(deal_number) + " is out of range (0 to 65535)"};
  if (previous_trump < -1 || previous_trump >= kSuits)
    return {Code::InvalidArgument, "previous trump suit " + std::to_string(previous_trump) + " is not a suit or -1"};
  const std::size_t sides = static_cast<std::size_t>(v.sides());
  if (scores.size() != sides || results.size() != sides)
    return {Code::InvalidArgument, "scores and results need one number per side (" + std::to_string(sides) + ")"};
  bool any = previous_trump >= 0;
  const bool may_go_negative = v.brisque_scheme == BrisqueScheme::Majority && v.score_floor == ScoreFloor::None;
  for (std::size_t s = 0; s < sides; ++s) {
    if ((scores[s] < 0 && !may_go_negative) || results[s] < 0)
      return {Code::InvalidArgument, "side " + std::to_string(s) + ": a negative score"};
    any = any || results[s] != 0;
  }
  if (deal_number == 0 && (any || !allowed_start_scores(v, scores, v.sides())))
    return {Code::InvalidArgument, "the first deal (0) starts with no points (but loser_start_bonus, " +
                                       std::to_string(v.loser_start_bonus) + ", for one player) and no previous trump suit"};
  if (first_bezique_scored && (deal_number == 0 || v.first_bezique_value == 0))
    return {Code::InvalidArgument, v.first_bezique_value == 0
                                       ? "the first bezique scores like any other in this variant: nothing to set"
                                       : "the first deal (0) starts before any bezique"};
  first_bezique_scored_ = first_bezique_scored;
  deal_no_ = static_cast<std::uint16_t>(deal_number);
  for (std::size_t s = 0; s < sides; ++s) {
    score_[s] = scores[s];
    result_[s] = results[s];
  }
  // deal() takes the trump suit between deals as the previous deal's.
  trump_ = static_cast<std::int8_t>(previous_trump);
  return Status::ok();
}

Status State::deal(const std::vector<CardId>& deck, std::vector<Event>* ev) {
  const Variant& v = *variant_;
  if (phase_ != Phase::Deal) return {Code::WrongPhase, "the deal is already dealt; no chance event is due"};
  if (deck.size() != static_cast<std::size_t>(v.deck_size()))
    return {Code::InvalidArgument, "a deck must hold " + std::to_string(v.deck_size()) + " cards, not " +
                                       std::to_string(deck.size())};
  // As many cards as the game has: they are its cards, each once, exactly when together they
  // make the game's set. Only a refused deck is searched for its culprit.
  CardSet seen;
  for (CardId c : deck) seen.insert(c);
  if (!(seen == present_)) {
    seen = CardSet{};
    for (CardId c : deck) {
      if (!present_.contains(c)) return {Code::InvalidArgument, card_text(c, true) + " is not a card of this game"};
      if (seen.contains(c)) return {Code::InvalidArgument, card_text(c, true) + " appears twice in the deck"};
      seen.insert(c);
    }
  }

  // Per-deal state starts afresh; scores carry over in a cumulative game.
  const int players = v.players;
  dealer_ = static_cast<std::int8_t>((v.first_dealer + deal_no_) % players);
  hands_ = {};
  shown_ = CardSet{};
  played_ = CardSet{};
  hist_ = {};
  melds_.clear();
  stock_.clear();
  pending_ = {};
  if (v.scoring == GameScoring::Rubicon) score_ = {};
  trick_size_ = 0;
  trick_no_ = 0;
  stage_ = 1;
  declarer_ = trick_winner_ = last_trick_winner_ = -1;
  cb_asked_ = cb_declared_ = cb_open_ = repeat_pending_ = played_first_ = 0;
  duel_stage_ = 0;
  duel_ = {{-1, -1}};
  running_ = 0;
  for (int s = 0; s < v.sides(); ++s)
    if (v.running_count_from > 0 && score_[s] >= v.running_count_from) running_ |= static_cast<std::uint8_t>(1 << s);
  if (deal_no_ > 0) prev_trump_ = trump_;
  if (v.trump == TrumpMode::FirstMarriage) trump_ = -1;

  Event started;
  started.type = EventType::DealStarted;
  started.player = dealer_;
  started.value = deal_no_;
  push_deal_event(ev, started);

  const int eldest = (dealer_ + 1) % players;
  const int dealt = players * v.hand_size;
  for (int i = 0, p = eldest; i < dealt; ++i, p = next_seat(p)) hands_[p].insert(deck[i]);
  // The stock, bottom first: the turn-up (if any) lies under it and is drawn last.
  has_turn_up_ = v.trump == TrumpMode::TurnUp;
  int first_stock = dealt;
  if (has_turn_up_) stock_.push_back(deck[first_stock++]);
  // Sized first, then filled: a card is a byte, which may be any byte (the stock's size too) as
  // far as the compiler knows, so pushing each would store the size and load it back.
  const std::size_t below = stock_.size(), drawn = deck.size() - static_cast<std::size_t>(first_stock);
  stock_.resize(below + drawn);
  for (std::size_t i = 0; i < drawn; ++i) stock_[below + i] = deck[deck.size() - 1 - i];
  // The turn-up is the one card everybody sees. Every copy is numbered canonically from here
  // on, so the deck's own copy numbers tell nothing (copies.cpp).
  public_ = CardSet{};
  if (has_turn_up_) public_.insert(stock_[0]);
  current_ = static_cast<std::int8_t>(eldest);
  number_new_deal();
  last_drawn_ = {};  // no card drawn yet this deal (after the renumbering: it names no card)

  for (int p = 0; p < players && ev; ++p) {
    Event e;
    e.type = EventType::HandDealt;
    e.player = static_cast<std::int8_t>(p);
    e.hidden = true;
    hand_seen_by(p).for_each([&](CardId c) { e.cards[e.count++] = c; });
    push_deal_event(ev, e);
  }
  if (has_turn_up_) {
    const CardId up = stock_[0];
    Event e;
    e.type = EventType::TurnUp;
    e.player = dealer_;
    e.count = 1;
    e.cards[0] = up;
    push_deal_event(ev, e);
    trump_ = static_cast<std::int8_t>(suit_of(up));
    Event fixed;
    fixed.type = EventType::TrumpFixed;
    fixed.suit = trump_;
    push_deal_event(ev, fixed);
    if (rank_of(up) == Rank::Seven) {
      hist_[up] |= kSevenScoredBit;
      if (v.turn_up_seven_bonus > 0) add_points(v.side_of(dealer_), v.turn_up_seven_bonus, ScoreReason::TurnUpSeven, ev);
    }
  }
  if (phase_ == Phase::GameOver) return Status::ok();  // a turn-up seven can reach target
  if (v.carte_blanche_value > 0) {
    phase_ = Phase::CarteBlanche;
    current_ = static_cast<std::int8_t>(eldest);
  } else {
    start_trick(eldest);
  }
  return Status::ok();
}

void State::start_trick(int leader) {
  phase_ = Phase::Play;
  leader_ = static_cast<std::int8_t>(leader);
  current_ = static_cast<std::int8_t>(leader);
  trick_size_ = 0;
}

bool State::carte_blanche_eligible(int player) const {
  // A joker is no court card (docs/rules.md section 7).
  return (hands_[player].without(detail::joker_mask(variant_->jokers)) & detail::court_mask()).empty();
}

void State::show_carte_blanche(std::vector<Event>* ev) {
  const Variant& v = *variant_;
  const int p = current_;
  Event e;
  e.type = EventType::CarteBlanche;
  e.player = static_cast<std::int8_t>(p);
  if (phase_ == Phase::CarteBlanche) {
    hands_[p].for_each([&](CardId c) { e.cards[e.count++] = c; });
    public_ |= hands_[p];
    cb_declared_ |= static_cast<std::uint8_t>(1 << p);
    if (v.carte_blanche_repeats) cb_open_ |= static_cast<std::uint8_t>(1 << p);
  } else {
    e.count = 1;
    e.cards[0] = last_drawn_[p];
    public_.insert(last_drawn_[p]);
  }
  push_deal_event(ev, e);
  const int partner = v.partner_of(p);
  if (phase_ == Phase::CarteBlanche && v.carte_blanche_both_partners > 0 && partner >= 0 && carte_blanche_shown(partner)) {
    // Both partners showed one: each receives the partnership value (the first is topped up).
    add_points(v.side_of(p), v.carte_blanche_both_partners, ScoreReason::CarteBlanche, ev);
    if (v.carte_blanche_both_partners > v.carte_blanche_value)
      add_points(v.side_of(p), v.carte_blanche_both_partners - v.carte_blanche_value, ScoreReason::CarteBlanche, ev);
  } else {
    add_points(v.side_of(p), v.carte_blanche_value, ScoreReason::CarteBlanche, ev);
  }
}

// After a carte-blanche decision: ask the next player, or start play.
void State::advance_carte_blanche() {
  const Variant& v = *variant_;
  cb_asked_ |= static_cast<std::uint8_t>(1 << current_);
  const int eldest = (dealer_ + 1) % v.players;
  for (int i = 0; i < v.players; ++i) {
    const int p = (eldest + i) % v.players;
    if (!((cb_asked_ >> p) & 1)) {
      current_ = static_cast<std::int8_t>(p);
      return;
    }
  }
  start_trick(eldest);
}

}  // namespace bezique
