// Random deals per second through the C ABI against the C++ API, in the same run. The ratios
// to the State loop are printed at the end for each preset, from the best repetition of each
// loop; the targets (issue 28) are C ABI / State >= 0.9 and Game / State >= 0.8. One deal = a fresh seeded deal played to its end with uniformly random legal
// actions (bezique/simulation.hpp), so the three loops do the same work:
// (run: bezique_bench_capi --benchmark_repetitions=3 --benchmark_min_time=0.5)
//   cxx_state  the core's fastest path: State copy, deal, legal_actions, apply_unchecked
//   cxx_game   bezique::Game: a new game, legal_actions (listed once per position), apply (an
//              action of that list, so not checked again; with history)
//   capi       bzq_game_new, bzq_game_legal_count, bzq_game_apply_id (with history)
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "bezique/bezique.h"
#include "bezique/game.hpp"
#include "bezique/simulation.hpp"

namespace {

using namespace bezique;

void counters(benchmark::State& st, std::uint64_t decisions) {
  st.counters["deals/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}

void cxx_state(benchmark::State& st, const std::string& name) {
  const Variant v = *preset(name);
  const State initial(v);
  Rng rng(1);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  std::uint64_t decisions = 0;
  int index = 0;
  for (auto _ : st) decisions += play_random_deal(initial, 1, index++, rng, legal);
  counters(st, decisions);
}

void cxx_game(benchmark::State& st, const std::string& name) {
  const Variant v = *preset(name);
  Rng rng(1);
  std::uint64_t decisions = 0, seed = 0;
  for (auto _ : st) {
    auto game = Game::create(v, seed++);
    const int deal = game->state().deal_number();
    while (!game->is_over() && game->state().deal_number() == deal) {
      const ActionList& legal = game->legal_actions();
      if (!game->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))])) st.SkipWithError("apply failed");
      ++decisions;
    }
  }
  counters(st, decisions);
}

void capi(benchmark::State& st, const std::string& name) {
  bzq_variant* v = nullptr;
  if (bzq_variant_new(name.c_str(), &v) != BZQ_OK) {
    st.SkipWithError(bzq_last_error());
    return;
  }
  Rng rng(1);
  std::uint64_t decisions = 0, seed = 0;
  bzq_info info;
  bzq_info_init(&info);
  for (auto _ : st) {
    bzq_game* g = nullptr;
    bzq_game_new(v, seed++, &g);
    bzq_game_info(g, &info);
    const int32_t deal = info.deal_number;
    while (!info.is_over && info.deal_number == deal) {
      std::uint32_t n = 0;
      bzq_game_legal_count(g, &n);
      if (bzq_game_apply_id(g, info.current_player, rng.below(n)) != BZQ_OK) st.SkipWithError("apply failed");
      bzq_game_info(g, &info);
      ++decisions;
    }
    bzq_game_free(g);
  }
  counters(st, decisions);
  bzq_variant_free(v);
}

// Collects deals/s per benchmark so the ratios can be printed after the run.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    // The best repetition of each loop: the machine's load only ever slows a loop down.
    for (const Run& r : runs) {
      auto it = r.counters.find("deals/s");
      if (it == r.counters.end() || r.run_type != Run::RT_Iteration) continue;
      double& best = rates_[r.run_name.function_name];
      best = std::max(best, static_cast<double>(it->second.value));
    }
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    for (const char* name : {"two-handed", "rubicon", "chinese"}) {
      const std::string n(name);
      const double c = rates_["capi/" + n], s = rates_["cxx_state/" + n], g = rates_["cxx_game/" + n];
      if (c > 0 && s > 0 && g > 0)
        std::printf("%-10s C ABI %.0f deals/s; C ABI / C++ State = %.2f, C++ Game / C++ State = %.2f, C ABI / C++ Game = %.2f\n",
                    name, c, c / s, g / s, c / g);
    }
  }

 private:
  std::map<std::string, double> rates_;
};

}  // namespace

int main(int argc, char** argv) {
  for (const char* name : {"two-handed", "rubicon", "chinese"}) {
    // Interleaved per preset, so that the three loops run under the same machine conditions.
    benchmark::RegisterBenchmark((std::string("cxx_state/") + name).c_str(), cxx_state, std::string(name));
    benchmark::RegisterBenchmark((std::string("cxx_game/") + name).c_str(), cxx_game, std::string(name));
    benchmark::RegisterBenchmark((std::string("capi/") + name).c_str(), capi, std::string(name));
  }
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
