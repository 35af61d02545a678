// _core.Player and determinization: the automatic players of bezique::ai, each with its own
// seeded generator, deciding from a seat's view; the GIL is released while they think, and
// Ctrl-C stops them.
#include <memory>
#include <mutex>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/ai/player.hpp"
#include "bezique/game.hpp"
#include "bezique/notation.hpp"
#include "convert.hpp"
#include "errors.hpp"
#include "interrupt.hpp"
#include "py_state.hpp"
#include "view_from.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

struct PyPlayer {
  PyPlayer(std::unique_ptr<ai::Player> made, std::uint64_t seed)
      : player(std::move(made)), rng(seed), name(player->name()) {}
  std::unique_ptr<ai::Player> player;
  Rng rng;
  std::string name;
  // Python threads may share a player: with the GIL released, decisions take turns here.
  std::mutex busy;
};

// Decides from `view` (whose legal actions are the position's) on a copy of the generator,
// kept only on success; returns the index of the choice in view.legal_actions.
std::size_t decide(PyPlayer& p, const View& view, const Variant& variant) {
  // A decision stopped by Ctrl-C raises and leaves the generator as it was.
  const Action chosen = interruptible([&] {
    std::lock_guard<std::mutex> lock(p.busy);
    Rng rng = p.rng;
    const Action a = p.player->choose(view, variant, rng);
    if (!ai::interrupted()) p.rng = rng;
    return a;
  });
  for (std::size_t i = 0; i < view.legal_actions.size(); ++i)
    if (view.legal_actions[i] == chosen) return i;
  throw EngineError(Code::Internal, p.name + " chose an action that is not legal");
}

// A Determinizer and what keeps the Variant its samples refer to alive.
struct PyDeterminizer {
  std::shared_ptr<const void> keep_alive;
  Determinizer sampler;
};

// A view the engine made for a seat to act, checked against the variant the host names: the
// history of its deal must replay to it under those rules.
void check_decision_view(const View& view, const Variant& variant) {
  throw_if(variant.validate());
  if (view.players != variant.players)
    invalid_argument("view: players is " + std::to_string(view.players) + ", the variant has " +
                     std::to_string(variant.players));
  if (view.viewer < 0 || view.viewer >= variant.players)
    invalid_argument("view: viewer is " + std::to_string(view.viewer) + ", not a seat (a spectator's view has no decision)");
  if (view.legal_actions.empty() || view.current_player != view.viewer)
    throw EngineError(Code::WrongPhase, "seat " + std::to_string(view.viewer) + " has no decision to make in this view");
  auto checked = Determinizer::create(view, variant);
  if (!checked) throw EngineError(checked.status().code(), checked.status().message());
}

}  // namespace

void bind_players(py::module_& m) {
  // The engine's View as it made it, held by bezique.View: players and determinizers take it
  // back without a round trip through plain values.
  py::class_<View>(m, "View", "An engine view (see bezique.View for the public class).");

  py::class_<PyDeterminizer>(m, "Determinizer", "A seat's determinizer (see bezique.Determinizer).")
      // From a state and the match's events (current and previous deal at least), for a seat.
      .def(py::init([](const PyState& s, const py::handle& history, int seat) {
        const Variant& v = s.state.variant();
        if (seat < 0 || seat >= v.players)
          invalid_argument("no seat " + std::to_string(seat) + " (players are 0.." + std::to_string(v.players - 1) + ")");
        const std::vector<Event> events = events_from(history, v);
        return PyDeterminizer{s.keep_alive, take(Determinizer::create(ai::seat_view(s.state, events, seat), v))};
      }))
      // From a seat's view (bezique.players._raw_view) and the game's variant.
      .def_static("from_view", [](const py::dict& raw, const Variant& variant) {
        throw_if(variant.validate());
        auto keep = std::make_shared<const Variant>(variant);
        return PyDeterminizer{keep, take(Determinizer::create(view_from(raw, *keep), *keep))};
      })
      // From the engine's own view of a seat (bezique.View made by a game or state).
      .def_static("from_core", [](const View& view, const Variant& variant) {
        throw_if(variant.validate());
        auto keep = std::make_shared<const Variant>(variant);
        return PyDeterminizer{keep, take(Determinizer::create(view, *keep))};
      })
      .def("viewer", [](const PyDeterminizer& d) { return d.sampler.viewer(); })
      .def("hidden_count", [](const PyDeterminizer& d) { return d.sampler.hidden_count(); })
      .def("sample", [](const PyDeterminizer& d, std::uint64_t seed) {
        Rng rng(seed);
        return PyState{d.keep_alive, d.sampler.sample(rng)};
      });

  m.def("player_infos", [] {
    py::list out;
    for (const ai::PlayerInfo& info : ai::player_infos()) out.append(py::make_tuple(info.spec, info.summary));
    return out;
  });

  py::class_<PyPlayer>(m, "Player", "An engine player (see bezique.Player for the public class).")
      .def(py::init([](const std::string& spec, std::uint64_t seed) {
        return std::make_unique<PyPlayer>(take(ai::make_player(spec)), seed);
      }))
      .def("name", [](const PyPlayer& p) { return p.name; })
      // (action tuple, index in the game's legal actions) for the seat to act.
      .def("choose", [](PyPlayer& p, const Game& g) {
        if (g.is_over()) throw EngineError(Code::GameOver, "the game is over: no decision to make");
        const int seat = g.current_player();
        // Snapshots taken under the GIL: another Python thread may change the game meanwhile.
        const View view = ai::seat_view(g, seat);
        const Variant variant = g.variant();
        const State state = g.state();
        const std::size_t i = decide(p, view, variant);
        return py::make_tuple(action_tuple(state, view.legal_actions[i]), i);
      })
      // The index of the choice in the view's legal actions. The view is checked first: it must
      // be one the engine could have made (its history of the current deal replays to it).
      .def("choose_view", [](PyPlayer& p, const py::dict& raw, const Variant& variant) {
        throw_if(variant.validate());
        const View view = view_from(raw, variant);
        check_decision_view(view, variant);
        return decide(p, view, variant);
      })
      // The same from the engine's own view (bezique.View as a game or state made it).
      .def("choose_core", [](PyPlayer& p, const View& view, const Variant& variant) {
        check_decision_view(view, variant);
        return decide(p, view, variant);
      });

  m.def("determinize", [](const std::shared_ptr<Game>& g, int seat, std::uint64_t seed) {
    if (seat < 0 || seat >= g->variant().players)
      invalid_argument("no seat " + std::to_string(seat) + " (players are 0.." + std::to_string(g->variant().players - 1) + ")");
    if (g->is_over()) throw EngineError(Code::WrongPhase, "the game is over: nothing is hidden to sample");
    Rng rng(seed);
    // The sample refers to the game's Variant, which the game object keeps alive.
    State sample = take(determinize(ai::seat_view(*g, seat), g->variant(), rng));
    return PyState{g, std::move(sample)};
  });
}

}  // namespace bezique_py
