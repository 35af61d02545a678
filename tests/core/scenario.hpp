// Exact situations for the rules tests: a Game dealt from a deck written card by card, actions
// played by their text, and queries on the events they cause.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/game.hpp"

namespace bezique::test {

// One deal, written from the players' side of the table. Each card is a type ("QS", "TH") or a
// joker ("JK"); copies are numbered in deck order, so the first QS written is QS.0.
struct DealSpec {
  // Per seat. A hand with fewer than hand_size cards is completed with filler cards: the
  // lowest ranks first (9, 8, 7, then J Q K T A), clubs before diamonds, hearts, spades.
  std::vector<std::string> hands;
  // The turn-up (trump = turn_up only); empty = the first filler card.
  std::string turn_up;
  // The stock from its top (the next card drawn) down; every card not written anywhere
  // follows, in filler order.
  std::string stock;
};

// The deck order that State::deal and Game::create take for `spec` when `dealer` deals:
// the hands one card at a time from the eldest (dealer + 1), then the turn-up, then the stock
// from the top down.
Result<Deck> build_deck(const Variant& variant, int dealer, const DealSpec& spec);

// `variant` (variant text) with a deck of exactly `cards` (card types, repeats for copies):
// every other card is listed in `removed`. Small decks give short, fully known deals.
Result<Variant> small_deck(std::string_view variant, std::string_view cards);

// Sorted card types of a set, space-separated: "AS TS KH" (with `jokers`, a joker is "JK", last).
std::string cards_text(const CardSet& cards, bool jokers = false);
std::string hand_text(const State& state, int player);

// The physical card of `text` ("QS" = copy 0, "QS.1" = copy 1, "JK" = joker 0, "JK.2").
CardId card(std::string_view text);

// Sum of PointsScored values for `side` (and `reason`, unless None = any reason).
int points(const std::vector<Event>& events, int side, ScoreReason reason = ScoreReason::None);
int count_events(const std::vector<Event>& events, EventType type);
// The first event of `type`, if any (a copy: `events` is often a temporary).
std::optional<Event> find_event(const std::vector<Event>& events, EventType type);

class Scenario {
 public:
  // `variant` is variant text ("rubicon(hand_size=9)"); deals are dealt from the specs in turn,
  // later deals from `seed`.
  Scenario(std::string_view variant, std::vector<DealSpec> deals, std::uint64_t seed = 1);
  Scenario(const Variant& variant, std::vector<DealSpec> deals, std::uint64_t seed = 1);

  // Empty when the scenario was built; otherwise what went wrong.
  const std::string& error() const { return error_; }
  bool ok() const { return error_.empty(); }

  Game& game() { return game_.value(); }
  const State& state() const { return game_->state(); }
  const Variant& variant() const { return game_->variant(); }
  int current() const { return game_->current_player(); }
  int score(int side) const { return state().score(side); }

  // Applies the action written as `text` (notation.hpp). With `player` >= 0, it must be that
  // player's turn.
  ::testing::AssertionResult act(std::string_view text) { return act(-1, text); }
  ::testing::AssertionResult act(int player, std::string_view text);
  // Several actions in order; stops at the first that fails.
  ::testing::AssertionResult acts(std::initializer_list<std::string_view> texts);

  // The text is refused with `code` and a message containing `message_part`, and neither the
  // state nor the event list changes.
  ::testing::AssertionResult refused(std::string_view text, Code code, std::string_view message_part = "");

  // The legal actions as text, and whether one of them is `text`.
  std::vector<std::string> legal() const { return game_->legal_action_texts(); }
  bool offers(std::string_view text) const;
  std::string legal_list() const;

  // Plays on until the deal in progress is over (or the game): passes whenever a pass is
  // offered, otherwise takes the first legal action.
  ::testing::AssertionResult play_out_deal();

  // Events since the last mark() (construction marks the start of the game).
  void mark() { mark_ = game_->events().size(); }
  std::vector<Event> since_mark() const;

 private:
  void build(const Variant& variant, std::vector<DealSpec> deals, std::uint64_t seed);

  Result<Game> game_{Status{Code::Internal, "not built"}};
  std::string error_;
  std::size_t mark_ = 0;
};

}  // namespace bezique::test
