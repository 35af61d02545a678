// `bezique match`: a duplicate tournament between automatic players (bezique::ai).
#include <string>

#include "bezique/ai/match.hpp"
#include "command.hpp"

namespace bezique::cli {

namespace {

std::vector<std::string> split_commas(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    out.push_back(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) return out;
    start = comma + 1;
  }
}

}  // namespace

int run_match(const Command& self, const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  auto args = parse_args(argv, {"--preset", "--variant", "--players", "--deals", "--seed", "--threads"}, {"--quiet"});
  if (!args) return usage_error(self, args.status().message(), err);
  if (args->has("--help")) {
    print_command_help(self, out);
    out << "\nplayers:\n";
    for (const ai::PlayerInfo& p : ai::player_infos()) out << "  " << p.spec << "  " << p.summary << "\n";
    return kExitOk;
  }
  if (!args->positional.empty()) return usage_error(self, "unexpected argument '" + args->positional[0] + "'", err);
  auto variant = variant_from_args(*args);
  if (!variant) return usage_error(self, variant.status().message(), err);
  ai::MatchConfig config;
  const std::string* players = args->value("--players");
  if (!players) return usage_error(self, "--players is required, e.g. --players ismcts,heuristic", err);
  config.players = split_commas(*players);
  const std::string* deals = args->value("--deals");
  if (!deals) return usage_error(self, "--deals is required", err);
  auto n = parse_number("--deals", *deals, 1000000);
  if (!n) return usage_error(self, n.status().message(), err);
  if (*n < 1) return usage_error(self, "--deals: at least 1", err);
  config.deals = static_cast<int>(*n);
  if (const std::string* text = args->value("--seed")) {
    auto s = parse_number("--seed", *text);
    if (!s) return usage_error(self, s.status().message(), err);
    config.seed = *s;
  }
  if (const std::string* text = args->value("--threads")) {
    auto t = parse_number("--threads", *text, 256);
    if (!t) return usage_error(self, t.status().message(), err);
    if (*t < 1) return usage_error(self, "--threads: at least 1", err);
    config.threads = static_cast<int>(*t);
  }
  // Bad player names and counts are usage errors, found before any game is played.
  if (static_cast<int>(config.players.size()) != variant->sides())
    return usage_error(self, "--players names " + std::to_string(config.players.size()) + " players; this variant has " +
                                 std::to_string(variant->sides()) + " sides (one player per side)",
                       err);
  for (const std::string& spec : config.players) {
    auto p = ai::make_player(spec);
    if (!p) return usage_error(self, p.status().message(), err);
  }
  const bool quiet = args->has("--quiet");
  int last_tenth = 0;
  auto report = ai::run_match(*variant, config, [&](int done, int total) {
    const int tenth = done * 10 / total;
    if (!quiet && tenth > last_tenth) {
      last_tenth = tenth;
      err << "bezique match: " << done << "/" << total << " games\n";
    }
  });
  if (!report) {
    err << "bezique match: " << report.status().message() << "\n";
    return kExitFailure;
  }
  out << variant_text(*variant) << ", " << config.deals << " deals x " << config.players.size()
      << " seatings (duplicate), seed " << config.seed << "\n"
      << ai::match_report_text(*report);
  return kExitOk;
}

}  // namespace bezique::cli
