// _core.State: the compact value-type state for search, with chance handled by the caller.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/game.hpp"
#include "bezique/notation.hpp"
#include "bezique/view.hpp"
#include "convert.hpp"
#include "errors.hpp"
#include "observation.hpp"
#include "py_state.hpp"
#include "view_from.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

void check_seat(const State& s, int player) {
  if (player < 0 || player >= s.variant().players)
    invalid_argument("no seat " + std::to_string(player) + " (players are 0.." + std::to_string(s.variant().players - 1) + ")");
}

std::vector<CardId> ids(const CardSet& set) {
  std::vector<CardId> out;
  set.for_each([&](CardId c) { out.push_back(c); });
  return out;
}

py::object maybe_events(const State& s, const std::vector<Event>& events, bool want) {
  return want ? py::object(event_list(events, s.variant().jokers > 0)) : py::object(py::none());
}

}  // namespace

py::bytes observation_bytes(const State& s, int viewer) {
  check_seat(s, viewer);
  std::vector<float> buf(static_cast<std::size_t>(observation_size(s.variant())));
  encode_observation(s, viewer, buf.data());
  return py::bytes(reinterpret_cast<const char*>(buf.data()), buf.size() * sizeof(float));
}

py::tuple scores_of(const State& s, int (State::*get)(int) const) {
  py::tuple t(static_cast<std::size_t>(s.variant().sides()));
  for (int side = 0; side < s.variant().sides(); ++side) t[static_cast<std::size_t>(side)] = py::int_((s.*get)(side));
  return t;
}

void bind_state(py::module_& m) {
  py::class_<PyState>(m, "State", "An engine state (see bezique.State for the public class).")
      .def(py::init([](const Variant& v) {
        throw_if(v.validate());
        auto keep = std::make_shared<const Variant>(v);
        return PyState{keep, State(*keep)};
      }))
      .def("copy", [](const PyState& s) { return PyState(s); })
      .def("__eq__", [](const PyState& a, const PyState& b) { return a.state == b.state; })
      .def("variant", [](const PyState& s) { return Variant(s.state.variant()); })
      .def("jokers", [](const PyState& s) { return s.state.variant().jokers > 0; })
      .def("parse_card", [](const PyState& s, const std::string& text) { return static_cast<int>(game_card(s.state, text)); })
      .def("card_text", [](const PyState& s, int id, bool with_copy) { return game_card_text(s.state, id, with_copy); })
      .def("phase", [](const PyState& s) { return static_cast<int>(s.state.phase()); })
      .def("current_player", [](const PyState& s) { return s.state.current_player(); })
      .def("is_chance", [](const PyState& s) { return s.state.is_chance(); })
      .def("is_terminal", [](const PyState& s) { return s.state.is_terminal(); })
      .def("trump", [](const PyState& s) { return s.state.trump(); })
      .def("turn_up", [](const PyState& s) { return s.state.turn_up(); })
      .def("stock_size", [](const PyState& s) { return s.state.stock_size(); })
      .def("dealer", [](const PyState& s) { return s.state.dealer(); })
      .def("deal_number", [](const PyState& s) { return s.state.deal_number(); })
      .def("stage", [](const PyState& s) { return s.state.stage(); })
      .def("trick_number", [](const PyState& s) { return s.state.trick_number(); })
      .def("winner", [](const PyState& s) { return s.state.winner(); })
      .def("scores", [](const PyState& s) { return scores_of(s.state, &State::score); })
      .def("pending", [](const PyState& s) { return scores_of(s.state, &State::pending); })
      .def("results", [](const PyState& s) { return scores_of(s.state, &State::result); })
      .def("hand", [](const PyState& s, int p) { check_seat(s.state, p); return card_tuple(ids(s.state.canonical().hand(p))); })
      .def("table", [](const PyState& s, int p) { check_seat(s.state, p); return card_tuple(ids(s.state.table(p))); })
      .def("played", [](const PyState& s) { return card_tuple(ids(s.state.played())); })
      .def("stock", [](const PyState& s) { const State c = s.state.canonical();
        return card_tuple(std::vector<CardId>(c.stock().begin(), c.stock().end())); })
      .def("trick", [](const PyState& s) {
        py::list out;
        for (int i = 0; i < s.state.trick_size(); ++i)
          out.append(py::make_tuple(s.state.trick_player(i), static_cast<int>(s.state.trick_card(i))));
        return py::tuple(out);
      })
      .def("legal_actions", [](const PyState& s) { return action_list(s.state, s.state.legal_actions()); })
      .def("legal_count", [](const PyState& s) {
        if (s.state.is_chance() || s.state.is_terminal()) return 0;
        return static_cast<int>(s.state.legal_actions().size());
      })
      .def("check", [](const PyState& s, const py::handle& a) { throw_if(s.state.check(action_from(a))); })
      .def("apply", [](PyState& s, const py::handle& a, bool want) {
             std::vector<Event> ev;
             throw_if(s.state.apply(action_from(a), &ev));
             return maybe_events(s.state, ev, want);
           }, py::arg("action"), py::arg("events") = false)
      .def("apply_index", [](PyState& s, int i, bool want) {
             if (s.state.is_terminal()) throw EngineError(Code::GameOver, "the game is over");
             if (s.state.is_chance()) throw EngineError(Code::WrongPhase, "the next deal must be dealt first");
             ActionList legal = s.state.legal_actions();
             if (i < 0 || static_cast<std::size_t>(i) >= legal.size())
               invalid_argument("action index " + std::to_string(i) + " is not below the " + std::to_string(legal.size()) + " legal actions");
             std::vector<Event> ev;
             s.state.apply_unchecked(legal[static_cast<std::size_t>(i)], &ev);
             return maybe_events(s.state, ev, want);
           }, py::arg("index"), py::arg("events") = false)
      .def("parse_action", [](const PyState& s, const std::string& text) {
        return action_tuple(s.state, take(parse_action(s.state, text)));
      })
      .def("action_text", [](const PyState& s, const py::handle& a) { return action_text(s.state, action_from(a)); })
      .def("deal", [](PyState& s, const std::vector<int>& deck, bool want) {
             std::vector<CardId> cards;
             for (int c : deck) {
               if (c < 0 || c >= kMaxCards) invalid_argument("card id " + std::to_string(c) + " is out of range 0..255");
               cards.push_back(static_cast<CardId>(c));
             }
             std::vector<Event> ev;
             throw_if(s.state.deal(cards, &ev));
             return maybe_events(s.state, ev, want);
           }, py::arg("deck"), py::arg("events") = false)
      .def("seeded_deck", [](const PyState& s, std::uint64_t seed, int deal_number) {
        if (deal_number < 0) invalid_argument("deal numbers start at 0");
        return card_tuple(seeded_deck(s.state.variant(), seed, deal_number));
      })
      .def("parse_deck", [](const PyState& s, const std::string& text) { return card_tuple(take(parse_deck(s.state.variant(), text))); })
      .def("evaluate_meld", [](const PyState& s, int player, const std::vector<int>& cards, int kind) {
        check_seat(s.state, player);
        if (cards.size() > static_cast<std::size_t>(kMaxMeldCards)) invalid_argument("a meld has at most 12 cards");
        std::vector<CardId> ids;
        for (int c : cards) {
          if (c < 0 || c >= kMaxCards) invalid_argument("card id " + std::to_string(c) + " is out of range 0..255");
          ids.push_back(static_cast<CardId>(c));
        }
        if (kind >= kMeldKinds) invalid_argument("unknown meld kind " + std::to_string(kind));
        auto r = kind < 0 ? s.state.evaluate_meld(player, ids.data(), static_cast<int>(ids.size()))
                          : s.state.evaluate_meld(player, static_cast<MeldKind>(kind), ids.data(), static_cast<int>(ids.size()));
        MeldScore score = take(std::move(r));
        return py::make_tuple(static_cast<int>(score.kind), score.points, score.fixes_trump);
      })
      .def("melds", [](const PyState& s) {
        py::list out;
        for (const MeldRecord& r : s.state.melds()) {
          std::vector<CardId> cards(r.cards.begin(), r.cards.begin() + r.count);
          out.append(py::make_tuple(static_cast<int>(r.kind), int(r.player), card_tuple(cards), r.broken));
        }
        return py::tuple(out);
      })
      // With `history` (the match's events, as deal() and apply() return them), the view
      // carries it redacted for the viewer, as Game.view() does.
      .def("view", [](const PyState& s, int viewer, const py::object& history) {
             if (viewer != kSpectator) check_seat(s.state, viewer);
             if (history.is_none()) return view_dict(s.state, make_view(s.state, viewer));
             const std::vector<Event> events = events_from(history, s.state.variant());
             return view_dict(s.state, make_view(s.state, viewer, &events));
           }, py::arg("viewer"), py::arg("history") = py::none())
      .def("observation", [](const PyState& s, int viewer) { return observation_bytes(s.state, viewer); })
      .def("full_text", [](const PyState& s) { return full_text(s.state); })
      .def("to_text", [](const PyState& s) { return state_to_text(s.state); })
      .def_static("from_text", [](const Variant& v, const std::string& text) {
        throw_if(v.validate());
        auto keep = std::make_shared<const Variant>(v);
        return PyState{keep, take(state_from_text(*keep, text))};
      })
      .def("check_invariants", [](const PyState& s) { throw_if(s.state.check_invariants()); });

  m.def("observation_size", [](const Variant& v) { return observation_size(v); });
  // The text of each event as `viewer` (a seat, or -1 for a spectator) sees it: a host that keeps
  // a seat's history as it happens appends these.
  m.def("event_texts", [](const Variant& v, const py::handle& events, int viewer) {
    if (viewer != kSpectator && (viewer < 0 || viewer >= v.players))
      invalid_argument("no seat " + std::to_string(viewer) + " (players are 0.." + std::to_string(v.players - 1) + ")");
    py::list out;
    for (const Event& e : events_from(events, v)) out.append(event_text(redact(e, viewer), v.jokers > 0));
    return out;
  });
}

}  // namespace bezique_py
