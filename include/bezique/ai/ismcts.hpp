// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
// Whitehouse 2012). Each iteration samples a state consistent with the seat's view
// (Determinizer), descends one tree over the actions seen from that seat, choosing by UCB among
// the actions legal in the sample, and plays the deal out with a fast policy. A deal's
// result is scored from each side's points gained (or the game won) and backed up.
// Declarations are not searched (the best-scoring one is taken), and the heuristic player's
// move serves as prior knowledge: the search replaces it only when clearly better.
#pragma once

#include <cstdint>

#include "bezique/ai/player.hpp"

namespace bezique::ai {

struct IsmctsConfig {
  int iterations = 10000;    // per decision, when time_ms is 0
  double time_ms = 0;        // per decision when > 0 (then the choice depends on the clock)
  double exploration = 0.35;  // the UCB constant (rewards lie in [0, 1])
  // Prior knowledge: the heuristic player's move is kept unless the search's choice has a
  // better mean reward by more than this many standard errors; 0 turns the prior off.
  double prior_margin = 1.5;
};

// Difficulty levels as budgets: easy 200, medium 2000, hard 10000, expert 50000 iterations.
Result<IsmctsConfig> ismcts_level(std::string_view level);

struct SearchStats {
  int iterations = 0;
  int nodes = 0;
};

class IsmctsPlayer : public Player {
 public:
  explicit IsmctsPlayer(IsmctsConfig config = {}) : config_(config) {}
  std::string name() const override;
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
  const IsmctsConfig& config() const { return config_; }
  // Of the last search (zero when the choice was forced).
  const SearchStats& last_stats() const { return stats_; }

 private:
  IsmctsConfig config_;
  SearchStats stats_;
};

}  // namespace bezique::ai
