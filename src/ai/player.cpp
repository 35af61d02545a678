// The player factory and the public-fact helpers every player shares.
#include "bezique/ai/player.hpp"

#include <climits>
#include <string>

#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/master_player.hpp"
#include "bezique/ai/random_player.hpp"
#include "bezique/message_text.hpp"
#include "bezique/rules.hpp"

namespace bezique::ai {

namespace {

// The levels of kIsmctsLevels joined: "easy (200), medium (2000), ..." with budgets, or
// "easy|medium|..." without.
std::string levels_text(const char* separator, bool budgets) {
  std::string out;
  for (const IsmctsLevel& l : kIsmctsLevels) {
    out += (out.empty() ? "" : separator) + std::string(l.name);
    if (budgets) out += " (" + std::to_string(l.iterations) + ")";
  }
  return out;
}

}  // namespace

const std::vector<PlayerInfo>& player_infos() {
  static const std::vector<PlayerInfo> infos = {
      {"random", "a uniformly random legal action (never a losing claim)"},
      {"heuristic", "best meld, keeps meld and brisque cards, wins brisques, counts cards in stage 2"},
      {"ismcts", "information-set Monte Carlo tree search, " + std::to_string(IsmctsConfig{}.iterations) +
                     " iterations per decision"},
      {"ismcts:LEVEL", "ismcts at a difficulty: " + levels_text(", ", true)},
      {"ismcts:N", "ismcts with N iterations per decision, N = 1.." + std::to_string(kMaxIsmctsIterations) +
                       " (reproducible for a seed)"},
      {"ismcts:Nms", "ismcts with N milliseconds per decision, N = 1.." + std::to_string(kMaxIsmctsMilliseconds) +
                         " (depends on the machine)"},
      {"ismcts:BUDGET:Mms", "ismcts:LEVEL or ismcts:N stopped after M milliseconds if not done, M = 1.." +
                                std::to_string(kMaxIsmctsMilliseconds) + " (reproducible unless the cap is reached)"},
      {"master", "a search of paired samples at an ismcts budget while cards are hidden, the exact solver in a two-player play-off"},
      {"master:BUDGET", "master with an ismcts budget: master:LEVEL, master:N, master:Nms, master:BUDGET:Mms"},
  };
  return infos;
}

namespace {

// A decimal number without sign, saturated at LLONG_MAX; -1 for anything else.
long long whole_number(std::string_view s) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string_view::npos) return -1;
  long long n = 0;
  for (char c : s) n = n > (LLONG_MAX - 9) / 10 ? LLONG_MAX : n * 10 + (c - '0');
  return n;
}

Status out_of_range(std::string_view spec, long long n, long long max, const char* unit) {
  const std::string kind(spec.substr(0, spec.find(':')));
  return Status{Code::InvalidArgument, quote(spec) + ": " + (n > max ? "more than " + std::to_string(max) : std::string("no")) +
                                           " " + unit + " per decision (" + kind + " takes 1 to " + std::to_string(max) + " " +
                                           unit + ")"};
}

// "Nms" as milliseconds; -1 when the text is not of that form.
long long milliseconds(std::string_view s) {
  const bool ms = s.size() > 2 && s.substr(s.size() - 2) == "ms";
  return ms ? whole_number(s.substr(0, s.size() - 2)) : -1;
}

// What follows "ismcts:": a level, N iterations or Nms, optionally followed by ":Mms" as a time
// cap on the first two.
Result<IsmctsConfig> ismcts_budget(std::string_view spec, std::string_view arg) {
  const std::size_t colon = arg.find(':');
  const std::string_view budget = arg.substr(0, colon);
  IsmctsConfig config;
  if (const long long ms = milliseconds(budget); ms >= 0) {
    if (colon != std::string_view::npos)
      return Status{Code::InvalidArgument, quote(spec) + ": a time cap follows a level or a number of iterations, not a time"};
    if (ms < 1 || ms > kMaxIsmctsMilliseconds) return out_of_range(spec, ms, kMaxIsmctsMilliseconds, "ms");
    config.iterations = kMaxIsmctsIterations;
    config.time_ms = static_cast<double>(ms);
    return config;
  }
  if (const long long n = whole_number(budget); n >= 0) {
    if (n < 1 || n > kMaxIsmctsIterations) return out_of_range(spec, n, kMaxIsmctsIterations, "iterations");
    config.iterations = static_cast<int>(n);
  } else {
    auto level = ismcts_level(budget);
    if (!level) return level.status();
    config = *level;
  }
  if (colon == std::string_view::npos) return config;
  const long long cap = milliseconds(arg.substr(colon + 1));
  if (cap < 0)
    return Status{Code::InvalidArgument, quote(spec) + ": after the iterations comes a time cap such as ':200ms'"};
  if (cap < 1 || cap > kMaxIsmctsMilliseconds) return out_of_range(spec, cap, kMaxIsmctsMilliseconds, "ms");
  config.time_ms = static_cast<double>(cap);
  return config;
}

const std::vector<std::string>& known_specs() {
  static const std::vector<std::string> specs = [] {
    std::vector<std::string> out = {"random", "heuristic", "ismcts", "master"};
    for (const IsmctsLevel& l : kIsmctsLevels) out.push_back("ismcts:" + std::string(l.name));
    for (const IsmctsLevel& l : kIsmctsLevels) out.push_back("master:" + std::string(l.name));
    return out;
  }();
  return specs;
}

}  // namespace

Result<std::unique_ptr<Player>> make_player(std::string_view text) {
  const std::string spec = lower_ascii(text);
  if (spec == "random") return std::unique_ptr<Player>(std::make_unique<RandomPlayer>());
  if (spec == "heuristic") return std::unique_ptr<Player>(std::make_unique<HeuristicPlayer>());
  if (spec == "ismcts") return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>());
  if (spec.compare(0, 7, "ismcts:") == 0 && spec.size() > 7) {
    auto config = ismcts_budget(text, std::string_view(spec).substr(7));
    if (!config) return config.status();
    return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>(*config));
  }
  if (spec == "master") return std::unique_ptr<Player>(std::make_unique<MasterPlayer>());
  if (spec.compare(0, 7, "master:") == 0 && spec.size() > 7) {
    auto config = ismcts_budget(text, std::string_view(spec).substr(7));
    if (!config) return config.status();
    return std::unique_ptr<Player>(std::make_unique<MasterPlayer>(*config));
  }
  const std::string hint = did_you_mean(text, known_specs());
  return Status{Code::UnknownName, "unknown player " + quote(text) +
                                       (hint.empty() ? " (known: random, heuristic, ismcts, ismcts:" + levels_text("|", false) +
                                                           ", ismcts:N, ismcts:Nms, ismcts:N:Mms, master, master:BUDGET)"
                                                     : hint)};
}

int immediate_points(const Variant& v, int trump, int previous_trump, bool first_bezique_scored, const Action& a) {
  switch (a.type) {
    case ActionType::Declare:
      return declaration_value(v, a.kind, a.cards.data(), a.count, trump, previous_trump, first_bezique_scored).points;
    case ActionType::ExchangeSeven:
    case ActionType::DeclareSeven: return v.seven_value;
    case ActionType::CarteBlanche: return v.carte_blanche_value;
    default: return 0;
  }
}

bool claim_wins(const Variant& v, const View& view) {
  if (view.viewer < 0) return false;
  const auto side = static_cast<std::size_t>(v.side_of(view.viewer));
  return side < view.scores.size() && side < view.won.size() && view.scores[side] + view.won[side] >= v.target;
}

}  // namespace bezique::ai
