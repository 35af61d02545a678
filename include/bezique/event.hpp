// What happened, action by action, so a host can animate without diffing states.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bezique/card.hpp"
#include "bezique/meld.hpp"

namespace bezique {

enum class EventType : std::uint8_t {
  DealStarted = 0,    // player = dealer, value = deal number (0-based)
  TurnUp = 1,         // card = the turned-up card
  CardDrawn = 2,      // player drew card (hidden from the others unless public)
  CardPlayed = 3,     // player played card
  TrickWon = 4,       // player won the trick; value = trick number in the deal
  MeldDeclared = 5,   // player declared kind with cards; value = points
  SevenExchanged = 6, // player exchanged card (a seven) for the turn-up
  CarteBlanche = 7,   // player showed cards (the hand, or one drawn card)
  TrumpFixed = 8,     // suit = trumps
  PointsScored = 9,   // side scored value points for reason
  StageTwo = 10,      // the stock is exhausted; the play-off begins
  Nominated = 11,     // player (the trick winner) named seat `value` to declare
  Claimed = 12,       // player claimed the game; value = counted points
  DealOver = 13,      // value = deal number
  GameResult = 14,    // side receives value match points (rubicon results)
  GameOver = 15,      // side won (-1: drawn)
  Passed = 16,        // player declined (declaration, carte blanche or a repeat)
  HandDealt = 17,     // player was dealt cards[0..count) (hidden from the others)
};

enum class ScoreReason : std::uint8_t {
  None = 0, Meld = 1, Seven = 2, TurnUpSeven = 3, CarteBlanche = 4, LastTrick = 5,
  Brisques = 6, CardPoints = 7, Rubicon = 8,
};

struct Event {
  EventType type = EventType::DealStarted;
  std::int8_t player = -1;
  std::int8_t side = -1;
  std::int8_t suit = -1;
  MeldKind kind = MeldKind::Marriage;
  ScoreReason reason = ScoreReason::None;
  std::uint8_t count = 0;  // cards used
  bool hidden = false;     // HandDealt, CardDrawn: only `player` may see `cards`
  bool redacted = false;   // in a view: the cards were removed (count kept)
  std::int32_t value = 0;
  std::array<CardId, 16> cards{};  // a carte blanche shows up to a whole hand

  bool operator==(const Event& o) const;
};

std::string_view event_type_name(EventType t);
std::string_view score_reason_name(ScoreReason r);

}  // namespace bezique
