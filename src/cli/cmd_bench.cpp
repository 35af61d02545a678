// `bezique bench`: random deals per second, the library's simulation loop (simulation.hpp).
#include <chrono>
#include <iomanip>

#include "bezique/simulation.hpp"
#include "command.hpp"

namespace bezique::cli {

int run_bench(const BenchOptions& o, std::ostream& out, std::ostream& err) {
  auto variant = o.variant.resolve();
  if (!variant) return usage_error("bench", variant.status().message(), err);
  const auto start = std::chrono::steady_clock::now();
  auto run = simulate(*variant, static_cast<std::int64_t>(o.deals), o.seed);
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
