// What one seat may see (a player's view), what a spectator sees, and text forms of both.
// A player's view holds nothing that player cannot see: not the stock order, not another
// hand, not the seed.
#pragma once

#include <string>
#include <vector>

#include "bezique/event.hpp"
#include "bezique/state.hpp"

namespace bezique {

constexpr int kSpectator = -1;

struct TrickCard {
  int player = 0;
  CardId card = 0;
  bool operator==(const TrickCard& o) const { return player == o.player && card == o.card; }
};

struct View {
  int viewer = kSpectator;  // a seat, or kSpectator
  int players = 2;
  Phase phase = Phase::Deal;
  int current_player = kChance;
  int dealer = 0;
  int deal_number = 0;
  int stage = 1;
  int trump = -1;            // suit, or -1 while not fixed
  int turn_up = -1;          // the face-up card under the stock, or -1
  int stock_size = 0;
  int trick_number = 0;
  std::vector<CardId> hand;                 // the viewer's cards, declared ones included
  std::vector<int> hand_sizes;              // every player's card count
  std::vector<std::vector<CardId>> table;   // every player's declared cards on the table
  std::vector<TrickCard> trick;             // the trick in progress
  std::vector<CardId> played;               // every card gone to a trick
  std::vector<MeldRecord> melds;            // every declaration of this deal
  std::vector<int> scores;                  // per side
  std::vector<int> won;                     // card points won in tricks, not yet scored, per side
  std::vector<int> results;                 // rubicon match points per side
  int winner = -1;                          // side, once the game is over (-1: none or drawn)
  std::vector<Action> legal_actions;        // when the viewer is to act
  std::vector<Event> history;               // public events, the viewer's own draws included

  bool operator==(const View& o) const;
  bool operator!=(const View& o) const { return !(*this == o); }
};

// A player's view (viewer = seat) or a spectator's (viewer = kSpectator). `history`, when
// given, is the game's full event list; hidden draws of other seats are redacted.
View make_view(const State& state, int viewer, const std::vector<Event>* history = nullptr);

// Whether `viewer` may see the cards of an event.
bool event_visible_to(const Event& e, int viewer);
// The event as `viewer` sees it (hidden cards removed).
Event redact(const Event& e, int viewer);

// Readable text of a view: hand, table, trick, scores, legal moves.
std::string view_text(const State& state, const View& view);
// One line per event, e.g. "P1 plays QS", "P0 declares bezique QS+JD for 40".
std::string event_text(const Event& e);
// Every field of the state, hidden ones included, for servers and debugging.
std::string full_text(const State& state);

}  // namespace bezique
