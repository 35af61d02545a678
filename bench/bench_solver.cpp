// The play-off solver from the first trick of the play-off, over positions reached by random
// play from fixed seeds: the median and the slowest solve, and (for the six- and eight-pack
// games and the games of three and four players, solved within a node budget) the share of
// positions solved exactly.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "bezique/ai/solver.hpp"
#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace {

using namespace bezique;

// The first play-off position of the first deal of each seed, reached by random play.
std::vector<State> first_playoff_tricks(const Variant& variant, int count) {
  std::vector<State> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count && seed < 10000; ++seed) {
    State s(variant);
    if (!s.deal(seeded_deck(variant, seed, 0))) break;
    Rng rng(seed);
    while (!s.is_terminal() && !s.is_chance() && s.stage() == 1) {
      const ActionList legal = s.legal_actions();
      std::size_t i = rng.below(static_cast<std::uint32_t>(legal.size()));
      if (legal[i].type == ActionType::Claim) i = (i + 1) % legal.size();
      s.apply_unchecked(legal[i]);
    }
    if (s.stage() == 2 && s.current_player() >= 0) out.push_back(s);
  }
  return out;
}

void BM_SolvePlayOff(benchmark::State& st, const char* preset_name, std::uint64_t node_limit) {
  const Variant variant = *preset(preset_name);
  const std::vector<State> positions = first_playoff_tricks(variant, static_cast<int>(st.range(0)));
  ai::Solver solver(ai::SolverConfig{20, node_limit});
  std::vector<double> ms;
  double exact = 0, nodes = 0;
  for (auto _ : st) {
    ms.clear();
    exact = nodes = 0;
    for (const State& s : positions) {
      const auto t0 = std::chrono::steady_clock::now();
      auto r = solver.solve(s);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      if (r && r->exact) ++exact;
      if (r) nodes += static_cast<double>(r->nodes);
      benchmark::DoNotOptimize(r);
    }
  }
  std::sort(ms.begin(), ms.end());
  st.counters["positions"] = static_cast<double>(positions.size());
  st.counters["median_ms"] = ms.empty() ? 0 : ms[ms.size() / 2];
  st.counters["max_ms"] = ms.empty() ? 0 : ms.back();
  st.counters["exact_share"] = positions.empty() ? 0 : exact / static_cast<double>(positions.size());
  st.counters["mean_nodes"] = positions.empty() ? 0 : nodes / static_cast<double>(positions.size());
}
BENCHMARK_CAPTURE(BM_SolvePlayOff, two_handed, "two-handed", 0)->Arg(64)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolvePlayOff, rubicon, "rubicon", 0)->Arg(32)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolvePlayOff, chinese, "chinese", 2000000)->Arg(16)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolvePlayOff, eight_deck, "eight-deck", 2000000)->Arg(16)->Iterations(1)->Unit(benchmark::kMillisecond);
// Three and four players: the true position is a determinization as a player's search would
// sample it (every card where it lies), solved for the side to act against the others.
BENCHMARK_CAPTURE(BM_SolvePlayOff, three_handed, "three-handed", 2000000)->Arg(16)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolvePlayOff, four_handed, "four-handed", 2000000)->Arg(16)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
