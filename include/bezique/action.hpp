// The decisions of a match (issue: state and actions). An action is a small value type.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bezique/card.hpp"
#include "bezique/meld.hpp"

namespace bezique {

// The order of this enum is the order of the legal action list.
enum class ActionType : std::uint8_t {
  Play = 0,             // play cards[0] to the trick
  Declare = 1,          // declare meld `kind` with cards[0..count)
  ExchangeSeven = 2,    // exchange seven of trumps cards[0] for the turn-up
  DeclareSeven = 3,     // declare seven of trumps cards[0] for its value
  CarteBlanche = 4,     // show a hand without court cards (or a drawn non-court card)
  Pass = 5,             // no declaration / decline carte blanche / decline a repeat
  TakeTop = 6,          // last draw: take the face-down card
  TakeTurnUp = 7,       // last draw: take the turn-up
  NominateSelf = 8,     // partnership: the trick winner declares
  NominatePartner = 9,  // partnership: the winner's partner declares
  Claim = 10,           // fixed point: stop and claim the game
};
constexpr int kActionTypes = 11;
constexpr int kMaxMeldCards = 12;  // sextuple bezique

struct Action {
  ActionType type = ActionType::Pass;
  MeldKind kind = MeldKind::Marriage;  // Declare only
  std::uint8_t count = 0;              // cards used
  std::array<CardId, kMaxMeldCards> cards{};

  static Action play(CardId c) { Action a; a.type = ActionType::Play; a.count = 1; a.cards[0] = c; return a; }
  static Action simple(ActionType t) { Action a; a.type = t; return a; }
  static Action with_card(ActionType t, CardId c) { Action a; a.type = t; a.count = 1; a.cards[0] = c; return a; }

  bool operator==(const Action& o) const;
  bool operator!=(const Action& o) const { return !(*this == o); }
  // The stable order of legal actions: by type, then meld kind, then cards by (type, copy).
  bool operator<(const Action& o) const;
};

std::string_view action_type_name(ActionType t);

}  // namespace bezique
