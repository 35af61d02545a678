// Engine values as plain Python values (ints, tuples, dicts). The bezique package turns them
// into its value types; keeping this layer plain keeps the module small and its stub exact.
#pragma once

#include <string>

#include <pybind11/pybind11.h>

#include "bezique/action.hpp"
#include "bezique/event.hpp"
#include "bezique/state.hpp"
#include "bezique/view.hpp"

namespace bezique_py {

// (type, kind, (card ids), text): text is the canonical notation in `state`.
pybind11::tuple action_tuple(const bezique::State& state, const bezique::Action& action);
pybind11::list action_list(const bezique::State& state, const bezique::ActionList& actions);
// Reads (type, kind, (card ids)) back; a third-party tuple with out-of-range parts is an
// InvalidArgument error, never undefined behaviour.
bezique::Action action_from(const pybind11::handle& raw);
// (type, player, side, suit, kind, reason, value, (card ids), count, hidden, redacted, text);
// `jokers`: the event is of a game with jokers, whose text names them JK.
pybind11::tuple event_tuple(const bezique::Event& event, bool jokers);
pybind11::list event_list(const std::vector<bezique::Event>& events, bool jokers);
// Every field of a View by name; legal actions as action tuples, history as event tuples.
// The view as plain values, and under "core" the engine's View itself (_core.View): what a
// player decides from without reading the plain values back.
pybind11::dict view_dict(const bezique::State& state, const bezique::View& view);
pybind11::tuple card_tuple(const std::vector<bezique::CardId>& cards);
// The card of this game that `text` names ("QS", "QS.1", and in a game with jokers "JK",
// "JK.1"), as bzq_game_card_parse reads it: ParseError for text that is no card, InvalidArgument
// for a card this game does not hold.
bezique::CardId game_card(const bezique::State& state, const std::string& text);
// The card's text as the game writes it ("JK" for a joker of a game with jokers);
// InvalidArgument for an id that is not a card of this game.
std::string game_card_text(const bezique::State& state, int id, bool with_copy);

}  // namespace bezique_py
