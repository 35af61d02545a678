/// @file
/// Action: the decisions of a game, as a small value type.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "bezique/card.hpp"
#include "bezique/meld.hpp"

namespace bezique {

/// The kinds of decision. The order of this enum is the order of the legal action list; the
/// values are those of the C ABI (BZQ_ACTION_*).
enum class ActionType : std::uint8_t {
  Play = 0,             ///< play cards[0] to the trick
  Declare = 1,          ///< declare meld `kind` with cards[0..count)
  ExchangeSeven = 2,    ///< exchange seven of trumps cards[0] for the turn-up
  DeclareSeven = 3,     ///< declare seven of trumps cards[0] for its value
  CarteBlanche = 4,     ///< show a hand without court cards (or a drawn non-court card)
  Pass = 5,             ///< no declaration / decline carte blanche / decline a repeat
  TakeTop = 6,          ///< last draw: take the face-down card
  TakeTurnUp = 7,       ///< last draw: take the turn-up
  NominateSelf = 8,     ///< partnership: the trick winner declares
  NominatePartner = 9,  ///< partnership: the winner's partner declares
  Claim = 10,           ///< fixed point: stop and claim the game
};
constexpr int kActionTypes = 11;   ///< Number of action types.
constexpr int kMaxMeldCards = 12;  ///< The most cards in one meld (sextuple bezique).

/// One decision of the player to act. Get actions from State::legal_actions() or
/// parse_action(), or build them with the factories below; State::check() says whether one is
/// legal now.
// 16 bytes, 8-aligned: a copy is two whole-word moves. At 15 unaligned bytes the compiler copied
// it in overlapping pieces that stalled store forwarding in the legal-action loop.
struct alignas(8) Action {
  ActionType type = ActionType::Pass;  ///< What kind of decision.
  MeldKind kind = MeldKind::Marriage;  ///< The meld declared (Declare only).
  std::uint8_t count = 0;              ///< Cards used: the first `count` of `cards`.
  std::array<CardId, kMaxMeldCards> cards{};  ///< The physical cards the action uses.

  /// Play card @p c to the trick.

  static Action play(CardId c) { Action a; a.type = ActionType::Play; a.count = 1; a.cards[0] = c; return a; }
  /// An action of type @p t that uses no card (Pass, CarteBlanche, TakeTop, Claim, ...).
  static Action simple(ActionType t) { Action a; a.type = t; return a; }
  /// An action of type @p t that uses the one card @p c (e.g. ExchangeSeven).
  static Action with_card(ActionType t, CardId c) { Action a; a.type = t; a.count = 1; a.cards[0] = c; return a; }

  /// Same type and cards, and for Declare the same kind (unused card slots are ignored).
  bool operator==(const Action& o) const;
  /// Not operator==.
  bool operator!=(const Action& o) const { return !(*this == o); }
  /// The stable order of legal actions: by type, then meld kind, then cards by (type, copy).
  bool operator<(const Action& o) const;
};

/// The name of an action type ("play", "carte-blanche"), as in the C ABI.
std::string_view action_type_name(ActionType t);

}  // namespace bezique
