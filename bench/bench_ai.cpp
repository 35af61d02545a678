// Speed of the automatic players: ISMCTS iterations per second on one core, the determinizer,
// and a heuristic decision. The positions are the seat-0 decisions (with a choice) of two-handed
// games between heuristic players, from the first deal's lead to the play-off.
#include <benchmark/benchmark.h>

#include <vector>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/tournament.hpp"

namespace {

using namespace bezique;

struct Positions {
  Variant variant;
  std::vector<View> views;
};

const Positions& positions(const char* preset_name) {
  static std::vector<std::pair<std::string, Positions>> cache;
  for (auto& [name, p] : cache)
    if (name == preset_name) return p;
  Positions p;
  p.variant = *preset(preset_name);
  ai::HeuristicPlayer player;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto game = Game::create(p.variant, seed);
    Rng rng(seed);
    while (!game->is_over()) {
      const int seat = game->current_player();
      View view = ai::seat_view(*game, seat);
      const Action a = player.choose(view, game->variant(), rng);
      if (seat == 0 && view.legal_actions.size() > 1) p.views.push_back(std::move(view));
      (void)game->apply(a);
    }
  }
  cache.emplace_back(preset_name, std::move(p));
  return cache.back().second;
}

// Iterations per second over a whole game's decisions (each search builds its determinizer).
void BM_IsmctsIterations(benchmark::State& st, const char* preset_name) {
  const Positions& pos = positions(preset_name);
  ai::IsmctsConfig config;
  config.iterations = 1000;
  ai::IsmctsPlayer player(config);
  Rng rng(7);
  std::size_t i = 0;
  std::int64_t iterations = 0;
  for (auto _ : st) {
    const View& view = pos.views[i++ % pos.views.size()];
    benchmark::DoNotOptimize(player.choose(view, pos.variant, rng));
    iterations += player.last_stats().iterations;
  }
  st.SetItemsProcessed(iterations);
  st.counters["iterations/s"] = benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(BM_IsmctsIterations, two_handed, "two-handed")->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK_CAPTURE(BM_IsmctsIterations, rubicon, "rubicon")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_IsmctsIterations, four_handed, "four-handed")->Unit(benchmark::kMillisecond);

// The same searches, one from every position, once: a fixed amount of work whose instructions
// (valgrind --tool=callgrind) do not move with the machine's load, as its time does.
void BM_IsmctsEveryPosition(benchmark::State& st, const char* preset_name) {
  const Positions& pos = positions(preset_name);
  ai::IsmctsConfig config;
  config.iterations = 1000;
  std::int64_t iterations = 0;
  for (auto _ : st) {
    ai::IsmctsPlayer player(config);
    Rng rng(7);
    for (const View& view : pos.views) {
      benchmark::DoNotOptimize(player.choose(view, pos.variant, rng));
      iterations += player.last_stats().iterations;
    }
  }
  st.counters["searches"] = static_cast<double>(pos.views.size());
  st.counters["iterations"] = static_cast<double>(iterations);
}
BENCHMARK_CAPTURE(BM_IsmctsEveryPosition, two_handed, "two-handed")->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_IsmctsEveryPosition, rubicon, "rubicon")->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_IsmctsEveryPosition, four_handed, "four-handed")->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_DeterminizerCreate(benchmark::State& st) {
  const Positions& pos = positions("two-handed");
  std::size_t i = 0;
  for (auto _ : st) benchmark::DoNotOptimize(Determinizer::create(pos.views[i++ % pos.views.size()], pos.variant));
}
BENCHMARK(BM_DeterminizerCreate);

void BM_DeterminizerSample(benchmark::State& st) {
  const Positions& pos = positions("two-handed");
  const auto det = Determinizer::create(pos.views[pos.views.size() / 3], pos.variant);
  State s(pos.variant);
  Rng rng(3);
  for (auto _ : st) {
    det->sample_into(s, rng);
    benchmark::DoNotOptimize(s);
  }
}
BENCHMARK(BM_DeterminizerSample);

void BM_HeuristicDecision(benchmark::State& st) {
  const Positions& pos = positions("two-handed");
  ai::HeuristicPlayer player;
  Rng rng(5);
  std::size_t i = 0;
  for (auto _ : st) benchmark::DoNotOptimize(player.choose(pos.views[i++ % pos.views.size()], pos.variant, rng));
}
BENCHMARK(BM_HeuristicDecision);

}  // namespace

BENCHMARK_MAIN();
