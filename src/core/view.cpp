#include "bezique/view.hpp"

#include <sstream>

#include "bezique/notation.hpp"

namespace bezique {

namespace {

std::vector<CardId> ids_of(const CardSet& set) {
  std::vector<CardId> out;
  set.for_each([&](CardId c) { out.push_back(c); });
  return out;
}

std::string cards_line(const std::vector<CardId>& cards, bool jokers) {
  std::string s;
  for (CardId c : cards) s += (s.empty() ? "" : " ") + card_text(c, false, jokers);
  return s.empty() ? "-" : s;
}

constexpr const char* kViewPhaseNames[] = {"deal", "carte-blanche", "play", "nominate", "declare", "repeat",
                                       "last-draw", "game-over"};

}  // namespace

bool View::operator==(const View& o) const {
  return viewer == o.viewer && players == o.players && phase == o.phase && current_player == o.current_player &&
         dealer == o.dealer && deal_number == o.deal_number && stage == o.stage && trump == o.trump &&
         previous_trump == o.previous_trump && first_bezique_scored == o.first_bezique_scored &&
         turn_up == o.turn_up && stock_size == o.stock_size && trick_number == o.trick_number && hand == o.hand &&
         hand_sizes == o.hand_sizes && table == o.table && trick == o.trick && played == o.played &&
         melds == o.melds && scores == o.scores && won == o.won && results == o.results && winner == o.winner &&
         legal_actions == o.legal_actions && history == o.history;
}

bool event_visible_to(const Event& e, int viewer) { return !e.hidden || e.player == viewer; }

Event redact(const Event& e, int viewer) {
  if (event_visible_to(e, viewer)) return e;
  Event r = e;
  r.redacted = true;
  r.cards = {};  // the count stays: everyone sees how many cards were drawn or dealt
  return r;
}

View make_view(const State& s, int viewer, const std::vector<Event>* history) {
  const Variant& v = s.variant();
  View out;
  out.viewer = viewer;
  out.players = v.players;
  out.phase = s.phase();
  out.current_player = s.current_player();
  out.dealer = s.dealer();
  out.deal_number = s.deal_number();
  out.stage = s.stage();
  out.trump = s.trump();
  out.previous_trump = s.previous_trump();
  out.first_bezique_scored = s.first_bezique_scored();
  out.turn_up = s.turn_up();
  out.stock_size = s.stock_size();
  out.trick_number = s.trick_number();
  if (viewer >= 0) out.hand = ids_of(s.hand_seen_by(viewer));
  for (int p = 0; p < v.players; ++p) {
    out.hand_sizes.push_back(s.hand_size(p));
    out.table.push_back(ids_of(s.table(p)));
  }
  for (int i = 0; i < s.trick_size(); ++i) out.trick.push_back({s.trick_player(i), s.trick_card(i)});
  out.played = ids_of(s.played());
  out.melds.assign(s.melds().begin(), s.melds().end());
  for (int side = 0; side < v.sides(); ++side) {
    out.scores.push_back(s.score(side));
    out.won.push_back(s.pending(side));
    out.results.push_back(s.result(side));
  }
  out.winner = s.winner();
  if (viewer >= 0 && s.current_player() == viewer) out.legal_actions = s.legal_actions();
  if (history)
    for (const Event& e : *history) out.history.push_back(redact(e, viewer));
  return out;
}

std::string event_text(const Event& e, bool jokers) {
  std::ostringstream o;
  auto cards = [&]() {
    std::string s;
    for (int i = 0; i < e.count; ++i) s += (i ? "+" : "") + card_text(e.cards[i], false, jokers);
    return s;
  };
  const std::string who = "P" + std::to_string(e.player);
  switch (e.type) {
    case EventType::DealStarted: o << "deal " << e.value + 1 << ", dealer P" << int(e.player); break;
    case EventType::HandDealt: o << who << " is dealt " << (e.redacted ? std::to_string(e.count) + " cards" : cards()); break;
    case EventType::TurnUp: o << "turn-up " << cards(); break;
    case EventType::CardDrawn: o << who << " draws " << (e.redacted ? std::string("a card") : cards()); break;
    case EventType::CardPlayed: o << who << " plays " << cards(); break;
    case EventType::TrickWon: o << who << " wins trick " << e.value + 1 << " (" << cards() << ")"; break;
    case EventType::MeldDeclared:
      if (e.reason == ScoreReason::Seven) o << who << " declares the seven of trumps " << cards() << " for " << e.value;
      else o << who << " declares " << meld_name(e.kind) << " " << cards() << " for " << e.value;
      break;
    case EventType::SevenExchanged:
      o << who << " exchanges " << type_text(type_of(e.cards[0])) << " for the turn-up " << type_text(type_of(e.cards[1]));
      break;
    case EventType::CarteBlanche: o << who << " shows carte blanche: " << cards(); break;
    case EventType::TrumpFixed: o << "trumps are " << suit_name(static_cast<Suit>(e.suit)); break;
    case EventType::PointsScored:
      o << "side " << int(e.side) << " scores " << e.value << " (" << score_reason_name(e.reason) << ")"; break;
    case EventType::StageTwo: o << "the stock is exhausted: play-off, P" << int(e.player) << " leads"; break;
    case EventType::Nominated: o << who << " nominates P" << e.value << " to declare"; break;
    case EventType::Claimed: o << who << " claims the game with " << e.value; break;
    case EventType::DealOver: o << "deal " << e.value + 1 << " over"; break;
    case EventType::GameResult:
      o << "side " << int(e.side) << " wins the deal: " << e.value << (e.reason == ScoreReason::Rubicon ? " (rubicon)" : "");
      break;
    case EventType::GameOver:
      if (e.side < 0) o << "game over: drawn";
      else o << "game over: side " << int(e.side) << " wins";
      break;
    case EventType::Passed: o << who << " passes"; break;
  }
  return o.str();
}

std::string view_text(const State& s, const View& view) {
  std::ostringstream o;
  const bool jokers = s.variant().jokers > 0;
  o << "deal " << view.deal_number + 1 << ", dealer P" << view.dealer << ", stage " << view.stage << ", phase "
    << kViewPhaseNames[static_cast<int>(view.phase)] << "\n";
  o << "trumps: " << (view.trump >= 0 ? std::string(suit_name(static_cast<Suit>(view.trump))) : std::string("not fixed"));
  if (view.turn_up >= 0) o << ", turn-up " << type_text(type_of(static_cast<CardId>(view.turn_up)));
  o << ", stock " << view.stock_size;
  if (s.variant().first_bezique_value > 0)
    o << ", first bezique " << (view.first_bezique_scored ? "declared" : "still to come (" +
                                std::to_string(s.variant().first_bezique_value) + ")");
  o << "\n";
  o << "scores:";
  for (std::size_t i = 0; i < view.scores.size(); ++i) o << " side" << i << "=" << view.scores[i];
  bool any_result = false;
  for (int r : view.results) any_result = any_result || r != 0;
  if (any_result) {
    o << "  match:";
    for (std::size_t i = 0; i < view.results.size(); ++i) o << " side" << i << "=" << view.results[i];
  }
  o << "\n";
  for (int p = 0; p < view.players; ++p) {
    o << "P" << p << (p == view.viewer ? " (you)" : "") << ": " << view.hand_sizes[p] << " cards, table "
      << cards_line(view.table[p], jokers) << "\n";
  }
  if (view.viewer >= 0) o << "your hand: " << cards_line(view.hand, jokers) << "\n";
  if (!view.trick.empty()) {
    o << "trick:";
    for (const TrickCard& t : view.trick) o << " P" << t.player << ":" << card_text(t.card, false, jokers);
    o << "\n";
  }
  if (view.phase == Phase::GameOver) {
    o << (view.winner < 0 ? std::string("game drawn") : "side " + std::to_string(view.winner) + " wins") << "\n";
  } else if (view.current_player >= 0) {
    o << "to act: P" << view.current_player << "\n";
  }
  if (!view.legal_actions.empty()) {
    o << "legal:";
    for (const Action& a : view.legal_actions) o << " [" << action_text(s, a) << "]";
    o << "\n";
  }
  return o.str();
}

std::string full_text(const State& held) {
  const State s = held.canonical();  // every copy numbered as the state text numbers it
  std::ostringstream o;
  o << view_text(s, make_view(s, kSpectator));
  for (int p = 0; p < s.variant().players; ++p) {
    std::vector<CardId> hand;
    s.hand(p).for_each([&](CardId c) { hand.push_back(c); });
    o << "P" << p << " hand: " << cards_line(hand, s.variant().jokers > 0) << "\n";
  }
  std::vector<CardId> stock(s.stock().begin(), s.stock().end());
  o << "stock (bottom first): " << cards_line(stock, s.variant().jokers > 0) << "\n";
  return o.str();
}

}  // namespace bezique
