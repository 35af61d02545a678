// Random deals per second through the C ABI against the C++ API, in the same run. The ratios
// to the State loop are printed at the end for each preset, from the best repetition of each
// loop; the targets (issue 28) are C ABI / State >= 0.9 and Game / State >= 0.8. One deal = a fresh seeded deal played to its end with uniformly random legal
// actions (bezique/simulation.hpp), so the three loops do the same work:
// (run: bezique_bench_capi --benchmark_repetitions=3 --benchmark_min_time=0.5; or
//  bezique_bench_capi --deals N --loop capi/two-handed: N deals of one loop, for callgrind)
//   cxx_state  the State API's loop: State copy, deal, legal_actions, apply_unchecked
//              (simulate() plays faster still, without most lists and numbering)
//   cxx_game   bezique::Game: a new game (of a CheckedVariant, as the C ABI's variant handle holds
//              one), legal_actions (listed once per position), apply (an
//              action of that list, so not checked again; with history)
//   capi       bzq_game_new, then bzq_game_play per decision (with history)
//   capi_restart  the same in one game, started again for each deal (bzq_game_restart)
//   capi_info  the same with three calls per decision: bzq_game_legal_count, bzq_game_apply_id,
//              bzq_game_info
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

#include "bezique/bezique.h"
#include "bezique/game.hpp"
#include "bezique/simulation.hpp"

namespace {

using namespace bezique;

// The three loops. Each plays one deal per call of deal() and returns its decisions.
class StateLoop {
 public:
  explicit StateLoop(const std::string& name) : v_(*preset(name)), initial_(v_) { legal_.reserve(kMaxLegalActions); }
  // The work of the other two loops through the State API: list the legal actions, apply one
  // at random (play_listed_deal(); play_random_deal(), simulate()'s loop, draws most plays
  // without a list and leaves the hidden copies unnumbered: faster, but not the calls a host
  // makes).
  std::uint64_t deal() { return play_listed_deal(initial_, 1, index_++, rng_, legal_); }
  bool failed = false;

 private:
  const Variant v_;
  const State initial_;
  Rng rng_{1};
  ActionList legal_;
  int index_ = 0;
};

class GameLoop {
 public:
  explicit GameLoop(const std::string& name) : v_(*CheckedVariant::make(*preset(name))) {}
  std::uint64_t deal() {
    std::uint64_t decisions = 0;
    // From the variant checked once, as the C ABI's games are made from its variant handle.
    auto game = Game::create(v_, seed_++);
    // is_over() and deal_number() do not deal the next deal, which this loop does not play.
    const int deal = game->deal_number();
    while (!game->is_over() && game->deal_number() == deal) {
      const ActionList& legal = game->legal_actions();
      if (!game->apply(legal[rng_.below(static_cast<std::uint32_t>(legal.size()))])) failed = true;
      ++decisions;
    }
    return decisions;
  }
  bool failed = false;

 private:
  const CheckedVariant v_;
  Rng rng_{1};
  std::uint64_t seed_ = 0;
};

// What both C ABI loops hold: the variant handle, the random stream and the next seed.
class CapiLoopBase {
 public:
  explicit CapiLoopBase(const std::string& name) {
    if (bzq_variant_new(name.c_str(), &v_) != BZQ_OK) failed = true;
  }
  ~CapiLoopBase() { bzq_variant_free(v_); }
  CapiLoopBase(const CapiLoopBase&) = delete;
  CapiLoopBase& operator=(const CapiLoopBase&) = delete;
  bool failed = false;

 protected:
  bzq_game* new_game() {
    bzq_game* g = nullptr;
    if (bzq_game_new(v_, seed_++, &g) != BZQ_OK) failed = true;
    return g;
  }
  bzq_variant* v_ = nullptr;
  Rng rng_{1};
  std::uint64_t seed_ = 0;
};

// One call per decision: bzq_game_play() applies and says who acts next, with how many actions.
class CapiLoop : public CapiLoopBase {
 public:
  explicit CapiLoop(const std::string& name) : CapiLoopBase(name) { bzq_turn_init(&turn_); }
  std::uint64_t deal() {
    bzq_game* g = new_game();
    const std::uint64_t decisions = play_deal(g);
    bzq_game_free(g);
    return decisions;
  }

 protected:
  // The first deal of @p g, played to its end.
  std::uint64_t play_deal(bzq_game* g) {
    std::uint64_t decisions = 0;
    bzq_game_turn(g, &turn_);
    const int32_t deal = turn_.deal_number;
    while (!turn_.is_over && turn_.deal_number == deal) {
      if (bzq_game_play(g, turn_.current_player, rng_.below(turn_.legal_count), &turn_) != BZQ_OK) failed = true;
      ++decisions;
    }
    return decisions;
  }

 private:
  bzq_turn turn_;
};

// The same in one game, started again for each deal (bzq_game_restart): how a host that plays
// many games in a row may play them.
class CapiRestartLoop : public CapiLoop {
 public:
  explicit CapiRestartLoop(const std::string& name) : CapiLoop(name), game_(new_game()) {}
  ~CapiRestartLoop() { bzq_game_free(game_); }
  CapiRestartLoop(const CapiRestartLoop&) = delete;
  CapiRestartLoop& operator=(const CapiRestartLoop&) = delete;
  std::uint64_t deal() {
    if (bzq_game_restart(game_, seed_++) != BZQ_OK) failed = true;
    return play_deal(game_);
  }

 private:
  bzq_game* game_;
};

// Three calls per decision, as hosts played before bzq_game_play(): bzq_game_legal_count,
// bzq_game_apply_id, bzq_game_info.
class CapiInfoLoop : public CapiLoopBase {
 public:
  explicit CapiInfoLoop(const std::string& name) : CapiLoopBase(name) { bzq_info_init(&info_); }
  std::uint64_t deal() {
    std::uint64_t decisions = 0;
    bzq_game* g = new_game();
    bzq_game_info(g, &info_);
    const int32_t deal = info_.deal_number;
    while (!info_.is_over && info_.deal_number == deal) {
      std::uint32_t n = 0;
      bzq_game_legal_count(g, &n);
      if (bzq_game_apply_id(g, info_.current_player, rng_.below(n)) != BZQ_OK) failed = true;
      bzq_game_info(g, &info_);
      ++decisions;
    }
    bzq_game_free(g);
    return decisions;
  }

 private:
  bzq_info info_;
};

template <class Loop>
void run(benchmark::State& st, const std::string& name) {
  Loop loop(name);
  std::uint64_t decisions = 0;
  for (auto _ : st) decisions += loop.deal();
  if (loop.failed) st.SkipWithError("a call failed");
  st.counters["deals/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/s"] = benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
}

// --deals N --loop LOOP/PRESET: plays N deals of one loop and nothing else, for counting
// instructions per deal (valgrind --tool=callgrind at two sizes; the difference is the marginal
// cost, independent of the machine's load).
template <class Loop>
int play(const std::string& name, long deals) {
  Loop loop(name);
  std::uint64_t decisions = 0;
  for (long i = 0; i < deals; ++i) decisions += loop.deal();
  std::printf("%ld deals, %llu decisions\n", deals, static_cast<unsigned long long>(decisions));
  return loop.failed ? 1 : 0;
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
      const double i = rates_["capi_info/" + n], r = rates_["capi_restart/" + n];
      if (c > 0 && s > 0 && g > 0)
        std::printf("%-10s C ABI %.0f deals/s; C ABI / C++ State = %.2f, C++ Game / C++ State = %.2f, C ABI / C++ Game = %.2f",
                    name, c, c / s, g / s, c / g);
      if (r > 0 && s > 0) std::printf(", C ABI restarting / C++ State = %.2f", r / s);
      if (i > 0 && s > 0) std::printf(", C ABI with 3 calls / C++ State = %.2f", i / s);
      std::printf("\n");
    }
  }

 private:
  std::map<std::string, double> rates_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc == 5 && std::string(argv[1]) == "--deals" && std::string(argv[3]) == "--loop") {
    const long deals = std::atol(argv[2]);
    const std::string loop(argv[4]);
    const auto slash = loop.find('/');
    const std::string kind = loop.substr(0, slash), name = slash == std::string::npos ? "" : loop.substr(slash + 1);
    if (!preset(name)) return std::fprintf(stderr, "no preset '%s'\n", name.c_str()), 2;
    if (kind == "cxx_state") return play<StateLoop>(name, deals);
    if (kind == "cxx_game") return play<GameLoop>(name, deals);
    if (kind == "capi") return play<CapiLoop>(name, deals);
    if (kind == "capi_restart") return play<CapiRestartLoop>(name, deals);
    if (kind == "capi_info") return play<CapiInfoLoop>(name, deals);
    return std::fprintf(stderr, "no loop '%s' (cxx_state, cxx_game, capi, capi_restart or capi_info)\n", kind.c_str()),
           2;
  }
  for (const char* name : {"two-handed", "rubicon", "chinese"}) {
    // Interleaved per preset, so that the three loops run under the same machine conditions.
    benchmark::RegisterBenchmark((std::string("cxx_state/") + name).c_str(), run<StateLoop>, std::string(name));
    benchmark::RegisterBenchmark((std::string("cxx_game/") + name).c_str(), run<GameLoop>, std::string(name));
    benchmark::RegisterBenchmark((std::string("capi/") + name).c_str(), run<CapiLoop>, std::string(name));
    benchmark::RegisterBenchmark((std::string("capi_restart/") + name).c_str(), run<CapiRestartLoop>, std::string(name));
    benchmark::RegisterBenchmark((std::string("capi_info/") + name).c_str(), run<CapiInfoLoop>, std::string(name));
  }
  benchmark::Initialize(&argc, argv);
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
