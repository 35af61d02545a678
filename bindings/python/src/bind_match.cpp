// _core match functions: duplicate matches between the automatic players, whole (run_match)
// or game by game (play_duplicate_game + match_report) for runners that spread the games over
// processes or machines. The GIL is released while games are played, and Ctrl-C stops them.
// The engine checks the numbers (kMaxMatchDeals, kMaxMatchThreads); bezique/matches.py checks
// the types.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "bezique/ai/match.hpp"
#include "errors.hpp"
#include "interrupt.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

ai::MatchConfig config_of(const std::vector<std::string>& players, int deals, std::uint64_t seed, int threads) {
  ai::MatchConfig c;
  c.players = players;
  c.deals = deals;
  c.seed = seed;
  c.threads = threads;
  return c;
}

py::dict report_dict(const ai::MatchReport& r) {
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
  out["text"] = ai::match_report_text(r);
  return out;
}

}  // namespace

void bind_match(py::module_& m) {
  // Raises what run_match would refuse, before anything is played.
  m.def("check_match", [](const Variant& v, const std::vector<std::string>& players, int deals, int threads) {
    throw_if(v.validate());
    throw_if(ai::check_match(v, config_of(players, deals, 0, threads)));
  });
  m.def("run_match", [](const Variant& v, const std::vector<std::string>& players, int deals, std::uint64_t seed,
                        int threads) {
    throw_if(v.validate());
    const ai::MatchConfig c = config_of(players, deals, seed, threads);
    return report_dict(take(interruptible([&] { return ai::run_match(v, c); })));
  });
  // (winner side or -1, points per side, deals played) of one game of a duplicate match.
  m.def("play_duplicate_game", [](const Variant& v, const std::vector<std::string>& players, std::uint64_t seed, int deal,
                                  int rotation) {
    throw_if(v.validate());
    const ai::MatchConfig c = config_of(players, 1, seed, 1);
    const ai::GameOutcome o = take(interruptible([&] { return ai::play_duplicate_game(v, c, deal, rotation); }));
    return py::make_tuple(o.winner, py::tuple(py::cast(o.points)), o.deals);
  });
  // The report of games given as (winner, points, deals played), deal by deal, rotations in order.
  m.def("match_report", [](const Variant& v, const std::vector<std::string>& players, int deals,
                           const std::vector<std::tuple<int, std::vector<int>, int>>& games) {
    throw_if(v.validate());
    const ai::MatchConfig c = config_of(players, deals, 0, 1);
    std::vector<ai::GameOutcome> outcomes;
    outcomes.reserve(games.size());
    for (const auto& [winner, points, deals_played] : games) outcomes.push_back(ai::GameOutcome{winner, points, deals_played});
    return report_dict(take(ai::match_report(v, c, outcomes)));
  });
}

}  // namespace bezique_py
