// _core.Game: a match with its seed, history, events and record.
#include <algorithm>
#include <memory>
#include <optional>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/ai/hint.hpp"
#include "bezique/game.hpp"
#include "convert.hpp"
#include "errors.hpp"
#include "py_state.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

py::bytes observation_bytes(const State& s, int viewer);
py::tuple scores_of(const State& s, int (State::*get)(int) const);

namespace {

using GamePtr = std::shared_ptr<Game>;

void check_viewer(const Game& g, int viewer) {
  if (viewer != kSpectator && (viewer < 0 || viewer >= g.variant().players))
    invalid_argument("no seat " + std::to_string(viewer) + " (players are 0.." + std::to_string(g.variant().players - 1) + ")");
}

// The action lines of the record: the canonical text of each action as it was played.
std::vector<std::string> recorded_texts(const Game& g) {
  const std::string rec = g.record();
  std::vector<std::string> out;
  std::size_t pos = rec.find("\nactions\n");
  if (pos == std::string::npos) return out;
  pos += 9;
  while (pos < rec.size()) {
    const std::size_t nl = rec.find('\n', pos);
    std::string line = rec.substr(pos, nl - pos);
    if (line == "end") break;
    out.push_back(std::move(line));
    pos = nl + 1;
  }
  return out;
}

}  // namespace

void bind_game(py::module_& m) {
  py::class_<Game, GamePtr>(m, "Game", "An engine game (see bezique.Game for the public class).")
      .def(py::init([](const Variant& v, std::uint64_t seed, const std::vector<std::vector<int>>& decks,
                       const std::optional<std::vector<int>>& start_scores) {
        std::vector<Deck> ds;
        for (const auto& d : decks) {
          Deck deck;
          for (int c : d) {
            if (c < 0 || c >= kMaxCards) invalid_argument("card id " + std::to_string(c) + " is out of range 0..255");
            deck.push_back(static_cast<CardId>(c));
          }
          ds.push_back(std::move(deck));
        }
        if (start_scores) return std::make_shared<Game>(take(Game::create(v, seed, std::move(ds), *start_scores)));
        return std::make_shared<Game>(take(Game::create(v, seed, std::move(ds))));
      }), py::arg("variant"), py::arg("seed"), py::arg("decks"), py::arg("start_scores") = py::none())
      .def_static("from_record", [](const std::string& text) { return std::make_shared<Game>(take(Game::from_record(text))); })
      .def("copy", [](const Game& g) { return std::make_shared<Game>(g); })
      .def("record", &Game::record)
      .def("seed", &Game::seed)
      .def("start_scores", [](const Game& g) { return py::tuple(py::cast(g.start_scores())); })
      .def("decks", [](const Game& g) {
        py::list out;
        for (const Deck& d : g.decks()) out.append(card_tuple(d));
        return out;
      })
      .def("variant", [](const Game& g) { return Variant(g.variant()); })
      .def("jokers", [](const Game& g) { return g.variant().jokers > 0; })
      .def("parse_card", [](const Game& g, const std::string& text) { return static_cast<int>(game_card(g.state(), text)); })
      .def("card_text", [](const Game& g, int id, bool with_copy) { return game_card_text(g.state(), id, with_copy); })
      // The snapshot points at this game's Variant, which lives as long as the game object:
      // no binding ever replaces the Game a Python object holds.
      .def("state", [](const GamePtr& g) { return PyState{g, g->state()}; })
      .def("phase", [](const Game& g) { return static_cast<int>(g.state().phase()); })
      .def("current_player", &Game::current_player)
      .def("is_over", &Game::is_over)
      .def("winner", [](const Game& g) { return g.state().winner(); })
      .def("scores", [](const Game& g) { return scores_of(g.state(), &State::score); })
      .def("results", [](const Game& g) { return scores_of(g.state(), &State::result); })
      .def("legal_actions", [](const Game& g) { return action_list(g.state(), g.legal_actions()); })
      .def("legal_count", [](const Game& g) { return g.is_over() ? 0 : static_cast<int>(g.legal_actions().size()); })
      .def("check", [](const Game& g, const py::handle& a) { throw_if(g.state().check(action_from(a))); })
      .def("apply", [](Game& g, const py::handle& a) { throw_if(g.apply(action_from(a))); })
      .def("apply_text", [](Game& g, const std::string& text) { throw_if(g.apply_text(text)); })
      .def("apply_index", [](Game& g, int i) {
        if (g.is_over()) throw EngineError(Code::GameOver, "the game is over");
        ActionList legal = g.legal_actions();
        if (i < 0 || static_cast<std::size_t>(i) >= legal.size())
          invalid_argument("action index " + std::to_string(i) + " is not below the " + std::to_string(legal.size()) + " legal actions");
        throw_if(g.apply(legal[static_cast<std::size_t>(i)]));
      })
      .def("hint", [](const Game& g, int seat, const std::string& player, std::uint64_t seed) {
        const bezique::ai::Hint h = take(bezique::ai::hint(g, seat, player, seed));
        return py::make_tuple(action_tuple(g.state(), h.action), static_cast<int>(h.reason), h.value, h.outcome, h.work,
                              h.text);
      })
      .def("undo", [](Game& g, int count) {
        if (count < 0) invalid_argument("cannot undo " + std::to_string(count) + " decisions: the count is negative");
        throw_if(g.undo(static_cast<std::size_t>(count)));
      })
      .def("parse_action", [](const Game& g, const std::string& text) { return action_tuple(g.state(), take(g.parse_action(text))); })
      .def("actions", [](const Game& g) {
        const std::vector<std::string> texts = recorded_texts(g);
        py::list out;
        for (std::size_t i = 0; i < g.actions().size(); ++i) {
          const Action& a = g.actions()[i];
          py::tuple cards(a.count);
          for (int j = 0; j < a.count; ++j) cards[static_cast<std::size_t>(j)] = py::int_(a.cards[static_cast<std::size_t>(j)]);
          out.append(py::make_tuple(static_cast<int>(a.type), static_cast<int>(a.kind), cards, i < texts.size() ? texts[i] : std::string()));
        }
        return out;
      })
      .def("events", [](const Game& g) { return event_list(g.events(), g.variant().jokers > 0); })
      .def("last_events", [](const Game& g) { return event_list(g.last_events(), g.variant().jokers > 0); })
      .def("event_count", [](const Game& g) { return g.events().size(); })
      .def("events_since", [](const Game& g, std::size_t start) {
        const auto& ev = g.events();
        return event_list(std::vector<Event>(ev.begin() + static_cast<std::ptrdiff_t>(std::min(start, ev.size())), ev.end()),
                          g.variant().jokers > 0);
      })
      .def("view", [](const Game& g, int viewer) {
        check_viewer(g, viewer);
        return view_dict(g.state(), viewer == kSpectator ? g.spectator_view() : g.view(viewer));
      })
      .def("observation", [](const Game& g, int viewer) { return observation_bytes(g.state(), viewer); })
      .def("full_text", [](const Game& g) { return full_text(g.state()); });
}

}  // namespace bezique_py
