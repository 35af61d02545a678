// The player factory and the public-fact helpers every player shares.
#include "bezique/ai/player.hpp"

#include <cstdlib>
#include <string>

#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/random_player.hpp"

namespace bezique::ai {

const std::vector<PlayerInfo>& player_infos() {
  static const std::vector<PlayerInfo> infos = {
      {"random", "a uniformly random legal action (never a losing claim)"},
      {"heuristic", "best meld, keeps meld and brisque cards, wins brisques, counts cards in stage 2"},
      {"ismcts", "information-set Monte Carlo tree search, 10000 iterations per decision"},
      {"ismcts:LEVEL", "ismcts at a difficulty: easy (200), medium (2000), hard (10000), expert (50000)"},
      {"ismcts:N", "ismcts with N iterations per decision (reproducible for a seed)"},
      {"ismcts:Nms", "ismcts with N milliseconds per decision (depends on the machine)"},
  };
  return infos;
}

namespace {

bool all_digits(std::string_view s) {
  if (s.empty() || s.size() > 9) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

}  // namespace

Result<std::unique_ptr<Player>> make_player(std::string_view spec) {
  if (spec == "random") return std::unique_ptr<Player>(std::make_unique<RandomPlayer>());
  if (spec == "heuristic") return std::unique_ptr<Player>(std::make_unique<HeuristicPlayer>());
  if (spec == "ismcts") return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>());
  if (spec.substr(0, 7) == "ismcts:") {
    const std::string_view arg = spec.substr(7);
    IsmctsConfig config;
    if (all_digits(arg)) {
      config.iterations = std::atoi(std::string(arg).c_str());
      if (config.iterations < 1) return Status{Code::InvalidArgument, "ismcts: at least 1 iteration per decision"};
    } else if (arg.size() > 2 && arg.substr(arg.size() - 2) == "ms" && all_digits(arg.substr(0, arg.size() - 2))) {
      config.time_ms = std::atoi(std::string(arg.substr(0, arg.size() - 2)).c_str());
      if (config.time_ms < 1) return Status{Code::InvalidArgument, "ismcts: at least 1 ms per decision"};
    } else {
      auto level = ismcts_level(arg);
      if (!level) return level.status();
      config = *level;
    }
    return std::unique_ptr<Player>(std::make_unique<IsmctsPlayer>(config));
  }
  return Status{Code::UnknownName, "unknown player '" + std::string(spec) +
                                       "' (known: random, heuristic, ismcts, ismcts:easy|medium|hard|expert, "
                                       "ismcts:N, ismcts:Nms)"};
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
