/// @file
/// View: what one seat may see (a player's view), what a spectator sees, and text forms of
/// both. A player's view holds nothing that player cannot see: not the stock order, not another
/// hand, not the seed.
#pragma once

#include <string>
#include <vector>

#include "bezique/event.hpp"
#include "bezique/state.hpp"

namespace bezique {

constexpr int kSpectator = -1;  ///< The viewer of a spectator's view: no hand, no hidden card.

/// A card of the trick in progress and who played it.
struct TrickCard {
  int player = 0;   ///< The seat that played it.
  CardId card = 0;  ///< The card.
  /// Same player and card.
  bool operator==(const TrickCard& o) const { return player == o.player && card == o.card; }
};

/// What one seat (or a spectator) may see at one moment: the input of an automatic player and
/// what a host shows a human. A snapshot: it does not refer to the State it came from.
struct View {
  int viewer = kSpectator;  ///< A seat, or kSpectator.
  int players = 2;          ///< Players at the table.
  Phase phase = Phase::Deal;     ///< Which decision is due.
  int current_player = kChance;  ///< The seat to act, or kChance.
  int dealer = 0;           ///< The seat that dealt this deal.
  int deal_number = 0;      ///< The deal's number in the game, from 0.
  int stage = 1;            ///< 1 while the stock lasts, 2 in the play-off.
  int trump = -1;            ///< The trump suit, or -1 while not fixed.
  /// The previous deal's trump suit, or -1 (a marriage in it cannot fix trumps under
  /// no_repeat_trump).
  int previous_trump = -1;
  /// Whether the game's first bezique has been declared, where it scores `first_bezique_value`
  /// (docs/rules.md 7.3; always false in other variants).
  bool first_bezique_scored = false;
  int turn_up = -1;          ///< The face-up card under the stock, or -1.
  int stock_size = 0;        ///< Cards left in the stock, the turn-up included.
  int trick_number = 0;      ///< Tricks completed this deal.
  /// The viewer's cards, declared ones included (empty for a spectator), numbered as the
  /// viewer sees them (State::hand_seen_by()): its hidden copies of a type take the lowest copy
  /// numbers not public, so the numbers tell nothing about the other hands.
  std::vector<CardId> hand;
  std::vector<int> hand_sizes;              ///< Every player's card count.
  std::vector<std::vector<CardId>> table;   ///< Every player's declared cards on the table.
  std::vector<TrickCard> trick;             ///< The trick in progress, in play order.
  std::vector<CardId> played;               ///< Every card gone to a trick this deal.
  std::vector<MeldRecord> melds;            ///< Every declaration of this deal.
  std::vector<int> scores;                  ///< Points per side (State::score()).
  /// Card points won in tricks, not yet scored, per side.
  std::vector<int> won;
  std::vector<int> results;                 ///< Rubicon match points per side.
  /// The winning side once the game is over (-1: none or drawn).
  int winner = -1;
  /// The viewer's legal actions when the viewer is to act, else empty.
  std::vector<Action> legal_actions;
  /// Public events, the viewer's own draws included; others' hidden cards redacted.
  std::vector<Event> history;

  /// Every field equal.
  bool operator==(const View& o) const;
  /// Not operator==.
  bool operator!=(const View& o) const { return !(*this == o); }
};

/// A player's view (viewer = seat) or a spectator's (viewer = kSpectator). @p history, when
/// given, is the game's full event list; hidden draws of other seats are redacted.
View make_view(const State& state, int viewer, const std::vector<Event>* history = nullptr);

/// Whether @p viewer may see the cards of an event.
bool event_visible_to(const Event& e, int viewer);
/// The event as @p viewer sees it (hidden cards removed, `redacted` set).
Event redact(const Event& e, int viewer);

/// Readable text of a view: hand, table, trick, scores, legal moves. @p state gives the
/// action texts; nothing hidden from the viewer is printed.
std::string view_text(const State& state, const View& view);
/// One line per event, e.g. "P1 plays QS", "P0 declares bezique QS+JD for 40".
std::string event_text(const Event& e, bool jokers = false);
/// Every field of the state, hidden ones included, for servers and debugging.
std::string full_text(const State& state);

}  // namespace bezique
