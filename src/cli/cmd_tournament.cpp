// `bezique tournament` (formerly `match`): a duplicate tournament between automatic players (bezique::ai).
#include <string>

#include "bezique/ai/tournament.hpp"
#include "command.hpp"

namespace bezique::cli {

int run_tournament(const TournamentOptions& o, std::ostream& out, std::ostream& err) {
  auto variant = o.variant.resolve();
  if (!variant) return usage_error("tournament", variant.status().message(), err);
  ai::TournamentConfig config;
  config.players = split_commas(o.players);
  config.deals = o.deals;
  config.seed = o.seed;
  config.threads = o.threads;
  // Bad player names and counts are usage errors, found before any game is played.
  if (static_cast<int>(config.players.size()) != variant->sides())
    return usage_error("tournament",
                       "--players names " + std::to_string(config.players.size()) + " players; this variant has " +
                           std::to_string(variant->sides()) + " sides (one player per side)",
                       err);
  for (const std::string& spec : config.players) {
    auto p = ai::make_player(spec);
    if (!p) return usage_error("tournament", p.status().message(), err);
  }
  int last_tenth = 0;
  auto report = ai::run_tournament(*variant, config, [&](int done, int total) {
    const int tenth = done * 10 / total;
    if (!o.quiet && tenth > last_tenth) {
      last_tenth = tenth;
      err << "bezique tournament: " << done << "/" << total << " games\n";
    }
  });
  if (!report) {
    err << "bezique tournament: " << report.status().message() << "\n";
    return kExitFailure;
  }
  out << variant_text(*variant) << ", " << config.deals << " deals x " << config.players.size()
      << " seatings (duplicate), seed " << config.seed << "\n"
      << ai::tournament_report_text(*report);
  return kExitOk;
}

}  // namespace bezique::cli
