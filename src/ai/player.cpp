// The player factory and the public-fact helpers every player shares.
#include "bezique/ai/player.hpp"

#include <climits>
#include <string>

#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/random_player.hpp"
#include "bezique/message_text.hpp"

namespace bezique::ai {

const std::vector<PlayerInfo>& player_infos() {
  static const std::vector<PlayerInfo> infos = {
      {"random", "a uniformly random legal action (never a losing claim)"},
      {"heuristic", "best meld, keeps meld and brisque cards, wins brisques, counts cards in stage 2"},
      {"ismcts", "information-set Monte Carlo tree search, 10000 iterations per decision"},
      {"ismcts:LEVEL", "ismcts at a difficulty: easy (200), medium (2000), hard (10000), expert (50000)"},
      {"ismcts:N", "ismcts with N iterations per decision, N = 1.." + std::to_string(kMaxIsmctsIterations) +
                       " (reproducible for a seed)"},
      {"ismcts:Nms", "ismcts with N milliseconds per decision, N = 1.." + std::to_string(kMaxIsmctsMilliseconds) +
                         " (depends on the machine)"},
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
  return Status{Code::InvalidArgument, quote(spec) + ": " + (n > max ? "more than " + std::to_string(max) : std::string("no")) +
                                           " " + unit + " per decision (ismcts takes 1 to " + std::to_string(max) + " " +
                                           unit + ")"};
}

const std::vector<std::string>& known_specs() {
  static const std::vector<std::string> specs = {"random", "heuristic", "ismcts", "ismcts:easy", "ismcts:medium",
                                                 "ismcts:hard", "ismcts:expert"};
  return specs;
}

}  // namespace

Result<std::unique_ptr<Player>> make_player(std::string_view text) {
  const std::string spec = lower_ascii(text);
  if (spec == "random") return std::unique_ptr<Player>(std::make_unique<RandomPlayer>());
  if (spec == "heuristic") return std::unique_ptr<Player>(std::make_unique<HeuristicPlayer>());
  if (spec == "ismcts") return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>());
  if (spec.compare(0, 7, "ismcts:") == 0 && spec.size() > 7) {
    const std::string_view arg = std::string_view(spec).substr(7);
    IsmctsConfig config;
    const bool ms = arg.size() > 2 && arg.substr(arg.size() - 2) == "ms";
    const long long n = whole_number(ms ? arg.substr(0, arg.size() - 2) : arg);
    if (n >= 0 && !ms) {
      if (n < 1 || n > kMaxIsmctsIterations) return out_of_range(text, n, kMaxIsmctsIterations, "iterations");
      config.iterations = static_cast<int>(n);
    } else if (n >= 0) {
      if (n < 1 || n > kMaxIsmctsMilliseconds) return out_of_range(text, n, kMaxIsmctsMilliseconds, "ms");
      config.time_ms = static_cast<double>(n);
    } else {
      auto level = ismcts_level(arg);
      if (!level) return level.status();
      config = *level;
    }
    return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>(config));
  }
  const std::string hint = did_you_mean(text, known_specs());
  return Status{Code::UnknownName, "unknown player " + quote(text) +
                                       (hint.empty() ? " (known: random, heuristic, ismcts, ismcts:easy|medium|hard|expert, "
                                                       "ismcts:N, ismcts:Nms)"
                                                     : hint)};
}

int immediate_points(const Variant& v, int trump, const Action& a) {
  switch (a.type) {
    case ActionType::Declare: {
      if (a.count == 0) return 0;
      const int suit = static_cast<int>(suit_of(a.cards[0]));
      const int rank = static_cast<int>(rank_of(a.cards[0]));
      const bool trumps = trump < 0 || suit == trump;  // an unfixed trump is fixed by it
      switch (a.kind) {
        case MeldKind::Marriage: return trumps ? v.royal_marriage : v.common_marriage;
        case MeldKind::Sequence: return trumps ? v.trump_sequence : v.plain_sequence;
        case MeldKind::Four: return rank < 5 ? v.four[rank] : 0;
        case MeldKind::FourTrumps: return rank < 5 ? v.four_trumps[rank] : 0;
        case MeldKind::FiveTrumps: return rank < 5 ? v.five_trumps[rank] : 0;
        default: return v.bezique[bezique_pairs(a.kind) - 1];
      }
    }
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
