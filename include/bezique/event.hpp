/// @file
/// Event: what happened, action by action, so a host can animate without diffing states.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bezique/card.hpp"
#include "bezique/meld.hpp"

namespace bezique {

/// What an event reports; the fields of Event each type uses are noted. The values are those
/// of the C ABI (BZQ_EVENT_*).
enum class EventType : std::uint8_t {
  DealStarted = 0,    ///< player = dealer, value = deal number (0-based)
  TurnUp = 1,         ///< card = the turned-up card
  CardDrawn = 2,      ///< player drew card (hidden from the others unless public)
  CardPlayed = 3,     ///< player played card
  TrickWon = 4,       ///< player won the trick; value = trick number in the deal
  MeldDeclared = 5,   ///< player declared kind with cards; value = points
  SevenExchanged = 6, ///< player exchanged card (a seven) for the turn-up
  CarteBlanche = 7,   ///< player showed cards (the hand, or one drawn card)
  TrumpFixed = 8,     ///< suit = trumps
  PointsScored = 9,   ///< side scored value points for reason
  StageTwo = 10,      ///< the stock is exhausted; the play-off begins
  Nominated = 11,     ///< player (the trick winner) named seat `value` to declare
  Claimed = 12,       ///< player claimed the game; value = counted points
  DealOver = 13,      ///< value = deal number
  GameResult = 14,    ///< side receives value match points (rubicon results)
  GameOver = 15,      ///< side won (-1: drawn)
  Passed = 16,        ///< player declined (declaration, carte blanche or a repeat)
  HandDealt = 17,     ///< player was dealt cards[0..count) (hidden from the others)
};

/// Why a side scored (EventType::PointsScored); the values are those of the C ABI
/// (BZQ_REASON_*).
enum class ScoreReason : std::uint8_t {
  None = 0,          ///< not a scoring event
  Meld = 1,          ///< a declaration
  Seven = 2,         ///< a seven of trumps exchanged or declared
  TurnUpSeven = 3,   ///< the dealer turned up a seven
  CarteBlanche = 4,  ///< carte blanche shown
  LastTrick = 5,     ///< the last trick (or the last of stage 1)
  Brisques = 6,      ///< aces and tens won in tricks
  CardPoints = 7,    ///< card points won in tricks
  Rubicon = 8,       ///< a rubicon game's settlement
};

/// One thing that happened. Which fields are set depends on the type (see EventType); the
/// others keep their defaults. In a player's view, cards that player may not see are removed.
struct Event {
  EventType type = EventType::DealStarted;  ///< What happened.
  std::int8_t player = -1;  ///< The seat concerned, or -1.
  std::int8_t side = -1;    ///< The side concerned (scores, results), or -1.
  std::int8_t suit = -1;    ///< A suit (TrumpFixed), or -1.
  MeldKind kind = MeldKind::Marriage;      ///< The meld (MeldDeclared).
  ScoreReason reason = ScoreReason::None;  ///< Why points were scored (PointsScored).
  std::uint8_t count = 0;  ///< Cards used: the first `count` of `cards`.
  bool hidden = false;     ///< HandDealt, CardDrawn: only `player` may see `cards`.
  bool redacted = false;   ///< In a view: the cards were removed (count kept).
  std::int32_t value = 0;  ///< A number whose meaning depends on the type (points, deal, seat).
  std::array<CardId, 16> cards{};  ///< The cards; a carte blanche shows up to a whole hand.

  /// Every field equal (card slots past `count` ignored).
  bool operator==(const Event& o) const;
};

/// The name of an event type ("trick-won"), as in the C ABI.
std::string_view event_type_name(EventType t);
/// The name of a score reason ("last-trick"), as in the C ABI.
std::string_view score_reason_name(ScoreReason r);

}  // namespace bezique
