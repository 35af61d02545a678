// _core tournament functions: duplicate tournaments between the automatic players, whole (run_tournament)
// or game by game (play_duplicate_game + tournament_report) for runners that spread the games over
// processes or machines. The GIL is released while games are played, and Ctrl-C stops them.
// The engine checks the numbers (kMaxTournamentDeals, kMaxTournamentThreads); bezique/tournaments.py checks
// the types.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/ai/tournament.hpp"
#include "errors.hpp"
#include "interrupt.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

ai::TournamentConfig config_of(const std::vector<std::string>& players, int deals, std::uint64_t seed, int threads) {
  ai::TournamentConfig c;
  c.players = players;
  c.deals = deals;
  c.seed = seed;
  c.threads = threads;
  return c;
}

py::dict report_dict(const ai::TournamentReport& r) {
  py::list players;
  for (const ai::PlayerResult& p : r.players) {
    py::dict d;
    d["spec"] = p.spec;
    d["games"] = p.games;
    d["wins"] = p.wins;
    d["win_rate"] = p.win_rate;
    d["ci_low"] = p.ci_low;
    d["ci_high"] = p.ci_high;
    d["wilson_low"] = p.wilson_low;
    d["wilson_high"] = p.wilson_high;
    d["points_per_deal"] = p.points_per_deal;
    players.append(d);
  }
  py::dict out;
  out["players"] = players;
  out["games"] = r.games;
  out["deals_played"] = r.deals_played;
  out["text"] = ai::tournament_report_text(r);
  return out;
}

}  // namespace

void bind_tournament(py::module_& m) {
  // Raises what run_tournament would refuse, before anything is played.
  m.def("check_tournament", [](const Variant& v, const std::vector<std::string>& players, int deals, int threads) {
    throw_if(v.validate());
    throw_if(ai::check_tournament(v, config_of(players, deals, 0, threads)));
  });
  m.def("run_tournament", [](const Variant& v, const std::vector<std::string>& players, int deals, std::uint64_t seed,
                        int threads) {
    throw_if(v.validate());
    const ai::TournamentConfig c = config_of(players, deals, seed, threads);
    return report_dict(take(interruptible([&] { return ai::run_tournament(v, c); })));
  });
  // (winner side or -1, points per side, deals played) of one game of a duplicate tournament.
  m.def("play_duplicate_game", [](const Variant& v, const std::vector<std::string>& players, std::uint64_t seed, int deal,
                                  int rotation) {
    throw_if(v.validate());
    const ai::TournamentConfig c = config_of(players, 1, seed, 1);
    const ai::GameOutcome o = take(interruptible([&] { return ai::play_duplicate_game(v, c, deal, rotation); }));
    return py::make_tuple(o.winner, py::tuple(py::cast(o.points)), o.deals);
  });
  // The report of games given as (winner, points, deals played), deal by deal, rotations in order.
  m.def("tournament_report", [](const Variant& v, const std::vector<std::string>& players, int deals,
                           const std::vector<std::tuple<int, std::vector<int>, int>>& games) {
    throw_if(v.validate());
    const ai::TournamentConfig c = config_of(players, deals, 0, 1);
    std::vector<ai::GameOutcome> outcomes;
    outcomes.reserve(games.size());
    for (const auto& [winner, points, deals_played] : games) outcomes.push_back(ai::GameOutcome{winner, points, deals_played});
    return report_dict(take(ai::tournament_report(v, c, outcomes)));
  });
}

}  // namespace bezique_py
