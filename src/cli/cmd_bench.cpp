// `bezique bench`: random deals per second, the loop of bench/random_deals.hpp.
#include <chrono>
#include <iomanip>

#include "command.hpp"
#include "random_deals.hpp"

namespace bezique::cli {

int run_bench(const Command& self, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  auto args = parse_args(argv, {"--preset", "--variant", "--deals", "--seed"}, {});
  if (!args) return usage_error(self, args.status().message(), err);
  if (args->has("--help")) {
    print_command_help(self, out);
    return kExitOk;
  }
  if (!args->positional.empty()) return usage_error(self, "unexpected argument '" + args->positional[0] + "'", err);
  auto variant = variant_from_args(*args);
  if (!variant) return usage_error(self, variant.status().message(), err);
  const std::string* deals_text = args->value("--deals");
  if (!deals_text) return usage_error(self, "--deals N is required", err);
  auto deals = parse_number("--deals", *deals_text, 100000000);
  if (!deals) return usage_error(self, deals.status().message(), err);
  if (*deals == 0) return usage_error(self, "--deals needs at least 1", err);
  std::uint64_t seed = 1;
  if (const std::string* text = args->value("--seed")) {
    auto n = parse_number("--seed", *text);
    if (!n) return usage_error(self, n.status().message(), err);
    seed = *n;
  }

  const auto start = std::chrono::steady_clock::now();
  const bench::RandomDealCounts counts = bench::play_random_deals(*variant, seed, *deals);
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
