/// @file
/// The text form of actions (docs/rules.md section 1 card notation), which parses back.
///
///     QS            play the queen of spades (QS.1 names copy 1 where copies differ)
///     marriage KH+QH, bezique QS+JD, four KS+KH+KD+KC, sequence AH+TH+KH+QH+JH
///     exchange 7H   exchange the seven of trumps for the turn-up
///     seven 7H      declare a further seven of trumps
///     carte-blanche, pass, take-top, take-turn-up, nominate-self, nominate-partner, claim
///
/// See docs/records.md.
#pragma once

#include <string>
#include <string_view>

#include "bezique/action.hpp"
#include "bezique/state.hpp"

namespace bezique {

/// The canonical text of an action of the current player. A card carries its copy number only
/// where that player holds copies of it with different meld histories.
std::string action_text(const State& state, const Action& action);

/// Parses text for the current player into one of the legal actions, or says why not: a
/// ParseError for text that is not notation, IllegalAction for a well-formed action the rules
/// forbid now (with the reason).
Result<Action> parse_action(const State& state, std::string_view text);

}  // namespace bezique
