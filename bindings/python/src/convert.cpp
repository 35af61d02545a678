#include "convert.hpp"

#include <optional>

#include <pybind11/stl.h>

#include "bezique/card.hpp"
#include "bezique/message_text.hpp"
#include "bezique/notation.hpp"
#include "errors.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

py::tuple card_tuple(const std::vector<CardId>& cards) {
  py::tuple t(cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) t[i] = py::int_(cards[i]);
  return t;
}

CardId game_card(const State& state, const std::string& text) {
  const bool jokers = state.variant().jokers > 0;
  int joker = -1;
  if (jokers && parse_joker(text, &joker)) {
    const auto id = static_cast<CardId>(kFirstJoker + (joker < 0 ? 0 : joker));
    if (!state.present().contains(id)) invalid_argument(quote(text) + " is not a joker of this game");
    return id;
  }
  const auto parsed = text.size() <= 8 ? parse_card(text) : std::nullopt;
  if (!parsed)
    throw EngineError(Code::ParseError, quote(text) + " is not a card (rank A T K Q J 9 8 7, suit S H D C: QS or QS.1" +
                                            (jokers ? "; a joker: JK or JK.1)" : ")"));
  const CardId id = physical_card(parsed->type, parsed->copy < 0 ? 0 : parsed->copy);
  if (!state.present().contains(id) || (jokers && is_joker(id))) invalid_argument(quote(text) + " is not a card of this game");
  return id;
}

std::string game_card_text(const State& state, int id, bool with_copy) {
  if (id < 0 || id >= kMaxCards || !state.present().contains(static_cast<CardId>(id)))
    invalid_argument("card id " + std::to_string(id) + " is not a card of this game");
  return card_text(static_cast<CardId>(id), with_copy, state.variant().jokers > 0);
}

py::tuple action_tuple(const State& state, const Action& a) {
  py::tuple cards(a.count);
  for (int i = 0; i < a.count; ++i) cards[static_cast<std::size_t>(i)] = py::int_(a.cards[static_cast<std::size_t>(i)]);
  return py::make_tuple(static_cast<int>(a.type), static_cast<int>(a.kind), std::move(cards), action_text(state, a));
}

py::list action_list(const State& state, const ActionList& actions) {
  py::list out(actions.size());
  for (std::size_t i = 0; i < actions.size(); ++i) out[i] = action_tuple(state, actions[i]);
  return out;
}

Action action_from(const py::handle& raw) {
  py::sequence seq = py::reinterpret_borrow<py::sequence>(raw);
  if (seq.size() < 3) invalid_argument("an action is (type, kind, cards)");
  const int type = seq[0].cast<int>();
  const int kind = seq[1].cast<int>();
  if (type < 0 || type >= kActionTypes) invalid_argument("unknown action type " + std::to_string(type));
  if (kind < 0 || kind >= kMeldKinds) invalid_argument("unknown meld kind " + std::to_string(kind));
  py::sequence cards = py::reinterpret_borrow<py::sequence>(seq[2]);
  if (cards.size() > static_cast<std::size_t>(kMaxMeldCards))
    invalid_argument("an action names at most " + std::to_string(kMaxMeldCards) + " cards");
  Action a;
  a.type = static_cast<ActionType>(type);
  a.kind = static_cast<MeldKind>(kind);
  a.count = static_cast<std::uint8_t>(cards.size());
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const int c = cards[i].cast<int>();
    if (c < 0 || c >= kMaxCards) invalid_argument("card id " + std::to_string(c) + " is out of range 0..255");
    a.cards[i] = static_cast<CardId>(c);
  }
  return a;
}

py::tuple event_tuple(const Event& e, bool jokers) {
  py::tuple cards(e.redacted ? 0 : e.count);
  if (!e.redacted)
    for (int i = 0; i < e.count; ++i) cards[static_cast<std::size_t>(i)] = py::int_(e.cards[static_cast<std::size_t>(i)]);
  return py::make_tuple(static_cast<int>(e.type), int(e.player), int(e.side), int(e.suit), static_cast<int>(e.kind),
                        static_cast<int>(e.reason), int(e.value), std::move(cards), int(e.count), e.hidden, e.redacted,
                        event_text(e, jokers));
}

py::list event_list(const std::vector<Event>& events, bool jokers) {
  py::list out(events.size());
  for (std::size_t i = 0; i < events.size(); ++i) out[i] = event_tuple(events[i], jokers);
  return out;
}

py::dict view_dict(const State& state, const View& v) {
  py::dict d;
  d["viewer"] = v.viewer;
  // Whether ids 252..255 are jokers (docs/rules.md section 7): the package reads cards by it.
  d["jokers"] = state.variant().jokers > 0;
  d["players"] = v.players;
  d["phase"] = static_cast<int>(v.phase);
  d["current_player"] = v.current_player;
  d["dealer"] = v.dealer;
  d["deal_number"] = v.deal_number;
  d["stage"] = v.stage;
  d["trump"] = v.trump;
  d["previous_trump"] = v.previous_trump;
  d["first_bezique_scored"] = v.first_bezique_scored;
  d["turn_up"] = v.turn_up;
  d["stock_size"] = v.stock_size;
  d["trick_number"] = v.trick_number;
  d["hand"] = card_tuple(v.hand);
  d["hand_sizes"] = py::tuple(py::cast(v.hand_sizes));
  py::list table;
  for (const auto& cards : v.table) table.append(card_tuple(cards));
  d["table"] = py::tuple(table);
  py::list trick;
  for (const TrickCard& t : v.trick) trick.append(py::make_tuple(t.player, static_cast<int>(t.card)));
  d["trick"] = py::tuple(trick);
  d["played"] = card_tuple(v.played);
  py::list melds;
  for (const MeldRecord& m : v.melds) {
    std::vector<CardId> cards(m.cards.begin(), m.cards.begin() + m.count);
    melds.append(py::make_tuple(static_cast<int>(m.kind), int(m.player), card_tuple(cards), m.broken));
  }
  d["melds"] = py::tuple(melds);
  d["scores"] = py::tuple(py::cast(v.scores));
  d["won"] = py::tuple(py::cast(v.won));
  d["results"] = py::tuple(py::cast(v.results));
  d["winner"] = v.winner;
  d["legal_actions"] = action_list(state, v.legal_actions);
  d["history"] = event_list(v.history, state.variant().jokers > 0);
  d["text"] = view_text(state, v);
  // The engine's own view, which a player or determinizer takes back as it is.
  d["core"] = py::cast(v);
  return d;
}

}  // namespace bezique_py
