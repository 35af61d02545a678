// `bezique bench`: random deals per second, the library's simulation loop (simulation.hpp) or,
// with --listed, the loop a host plays.
#include <chrono>
#include <iomanip>

#include "bezique/simulation.hpp"
#include "command.hpp"

namespace bezique::cli {

namespace {

// simulate()'s deals played as a host's loop plays them (play_listed_deal()): only the counts
// that the benchmark prints.
SimulationStats play_listed(const Variant& variant, std::uint64_t deals, std::uint64_t seed) {
  SimulationStats counts;
  const State initial(variant);
  ActionList legal;
  legal.reserve(kMaxLegalActions);
  for (std::uint64_t d = 0; d < deals; ++d) {
    const int index = static_cast<int>(d);
    Rng rng(random_play_seed(seed, index));
    counts.actions += static_cast<std::int64_t>(play_listed_deal(initial, seed, index, rng, legal));
    ++counts.deals;
  }
  return counts;
}

}  // namespace

int run_bench(const BenchOptions& o, std::ostream& out, std::ostream& err) {
  auto variant = o.variant.resolve();
  if (!variant) return usage_error("bench", variant.status().message(), err);
  const auto start = std::chrono::steady_clock::now();
  auto run = o.listed ? Result<SimulationStats>(play_listed(*variant, o.deals, o.seed))
                      : simulate(*variant, static_cast<std::int64_t>(o.deals), o.seed);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  if (!run) return usage_error("bench", run.status().message(), err);
  const SimulationStats& counts = *run;
  const double seconds = elapsed.count() > 0 ? elapsed.count() : 1e-9;
  out << std::fixed << std::setprecision(0);
  out << variant_text(*variant) << ": " << counts.deals << " deals, " << counts.actions << " decisions in "
      << std::setprecision(3) << seconds << " s\n"
      << std::setprecision(0) << counts.deals / seconds << " deals/s, " << counts.actions / seconds
      << " decisions/s\n";
  return kExitOk;
}

}  // namespace bezique::cli
