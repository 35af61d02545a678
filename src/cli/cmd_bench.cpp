// `bezique bench`: random deals per second, the loop of bench/random_deals.hpp.
#include <chrono>
#include <iomanip>

#include "command.hpp"
#include "random_deals.hpp"

namespace bezique::cli {

int run_bench(const BenchOptions& o, std::ostream& out, std::ostream& err) {
  auto variant = o.variant.resolve();
  if (!variant) return usage_error("bench", variant.status().message(), err);
  const auto start = std::chrono::steady_clock::now();
  const bench::RandomDealCounts counts = bench::play_random_deals(*variant, o.seed, o.deals);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  const double seconds = elapsed.count() > 0 ? elapsed.count() : 1e-9;
  out << std::fixed << std::setprecision(0);
  out << variant_text(*variant) << ": " << counts.deals << " deals, " << counts.decisions << " decisions in "
      << std::setprecision(3) << seconds << " s\n"
      << std::setprecision(0) << counts.deals / seconds << " deals/s, " << counts.decisions / seconds
      << " decisions/s\n";
  return kExitOk;
}

}  // namespace bezique::cli
