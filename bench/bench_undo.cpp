// Game::undo(): taking back one decision of a 200-decision game (and making it again, so that
// every iteration undoes the same decision; the pair bounds the undo's own time from above).
#include <benchmark/benchmark.h>

#include <cstdint>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace {

using namespace bezique;

void BM_GameUndo(benchmark::State& st, std::size_t back) {
  auto game = Game::create(*preset("two-handed"), 7);
  Rng rng(7);
  while (game->decision_count() < 200 && !game->is_over())
    game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size())));
  std::vector<Action> redo(game->actions().end() - static_cast<std::ptrdiff_t>(back), game->actions().end());
  for (auto _ : st) {
    game->undo(back);
    for (const Action& a : redo) game->apply(a);
    benchmark::DoNotOptimize(game->state());
  }
  st.counters["decisions"] = static_cast<double>(game->decision_count());
}
BENCHMARK_CAPTURE(BM_GameUndo, one, std::size_t{1})->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_GameUndo, sixteen, std::size_t{16})->Unit(benchmark::kMicrosecond);

}  // namespace
