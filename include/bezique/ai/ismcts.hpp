/// @file
/// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley and
/// Whitehouse 2012). Each iteration samples a state consistent with the seat's view
/// (Determinizer), descends one tree over the actions seen from that seat, choosing by UCB among
/// the actions legal in the sample, and plays the deal out with a fast policy. A deal's
/// result is scored from each side's points gained (or the game won) and backed up.
/// Declarations are not searched (the best-scoring one is taken), and the heuristic player's
/// move serves as prior knowledge: the search replaces it only when clearly better.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "bezique/ai/player.hpp"

namespace bezique::ai {

/// The most iterations one decision runs, whatever the budget: a spec asking for more is
/// refused, and a time budget stops here too. The search tree grows by about one node per
/// iteration (under 100 bytes each), so this also bounds a decision's memory.
constexpr int kMaxIsmctsIterations = 1000000;
/// The longest time budget a spec may ask for, in milliseconds (one minute per decision).
constexpr int kMaxIsmctsMilliseconds = 60000;

/// The fast policy that plays each sampled deal out (docs/players.md, "Rollout policies").
enum class RolloutPolicy : std::uint8_t {
  /// The ismcts player's: weighs each card by its rank, brisque, trump and bezique-pair worth
  /// alone; leads the play-off at random.
  Cards,
  /// The master player's: also keeps the cards of the melds the hand holds or is building
  /// (marriages, beziques, fours, sequences, at what they would score), wins a trick to declare
  /// a meld it holds, and in the play-off leads a card no other hand of the sample can beat.
  Melds,
};

/// How a search weighs the moves of the seat to act (docs/players.md, "The master player").
enum class RootSearch : std::uint8_t {
  /// ISMCTS: one tree over the seat's information set, a sample per iteration.
  Tree,
  /// Every move played on the same samples, each sample played out with the same random
  /// stream after each move (common random numbers), the moves compared by their paired
  /// differences: the sample's luck cancels out of the comparison. Iterations count play-outs.
  Paired,
};

/// The search budget and constants of an IsmctsPlayer.
struct IsmctsConfig {
  /// Iterations per decision (reproducible for a seed); at most kMaxIsmctsIterations are run.
  int iterations = 10000;
  /// A time cap per decision in milliseconds when > 0: the search stops at the iterations or
  /// when the time is up, whichever comes first, so a choice cut short by the clock depends on
  /// the machine. A budget of time alone sets iterations to kMaxIsmctsIterations.
  double time_ms = 0;
  double exploration = 0.35;  ///< The UCB constant (rewards lie in [0, 1]).
  /// Prior knowledge: the heuristic player's move is kept unless the search's choice has a
  /// better mean reward by more than this many standard errors; 0 turns the prior off.
  double prior_margin = 1.5;
  /// Exact play-off rollouts (the master player's setting; 0, the ismcts player's, turns them
  /// off): when > 0, in a game of two players, a sample played out to its play-off is valued
  /// there by the exact solver (Solver) on that sample, in solves of at most this many
  /// positions, instead of by the fast policy's random play; a solve that runs out of positions
  /// is played out as usual. The rewards keep their scale (docs/players.md).
  std::uint64_t exact_playoff_nodes = 0;
  /// Exact play-off rollouts only in decisions with at most this many cards in the stock: a
  /// solve costs far more than a random play-off, and weighs most near the play-off.
  int exact_playoff_stock = 1 << 20;
  /// The prior_margin of a decision whose rollouts are exact: their rewards are far less noisy
  /// (no random play-off), so the search's choice is trusted on a smaller lead.
  double exact_prior_margin = 0.5;
  /// The fast policy of the rollouts (Cards, the ismcts player's; the master player's Melds).
  RolloutPolicy rollout_policy = RolloutPolicy::Cards;
  /// How the moves of the seat to act are weighed: Tree, the ismcts player's; Paired, the
  /// master player's, whose comparisons keep the heuristic player's move by prior_margin
  /// standard errors of the paired difference.
  RootSearch root_search = RootSearch::Tree;
};

/// A difficulty level of the ISMCTS player: a name for an iteration budget.
struct IsmctsLevel {
  const char* name;  ///< "easy", "medium", "hard", "expert"
  int iterations;    ///< Iterations per decision.
};
/// The levels, easiest first: the one table that ismcts_level(), the player specs
/// ("ismcts:hard") and their listing (player_infos()) read.
constexpr std::array<IsmctsLevel, 4> kIsmctsLevels{{{"easy", 200}, {"medium", 2000}, {"hard", 10000}, {"expert", 50000}}};

/// The budget of a level of kIsmctsLevels, matched without regard to case; UnknownName for any
/// other level.
Result<IsmctsConfig> ismcts_level(std::string_view level);

/// What the last search did.
struct SearchStats {
  int iterations = 0;  ///< Iterations run.
  int nodes = 0;       ///< Tree nodes built (none in a paired search).
  /// The chosen action's mean reward in [0, 1] for the seat's side (about its chance of doing
  /// better than the other sides from here), or -1 when no search chose it.
  double value = -1;
};

/// The ISMCTS player. With an iteration budget its choices are reproducible from the seeded
/// Rng; a time budget, alone or as a cap on the iterations, makes them depend on the machine.
class IsmctsPlayer : public Player {
 public:
  /// A player with @p config.
  explicit IsmctsPlayer(IsmctsConfig config = {});
  /// Out of line: the exact rollouts' state is a type internal to the library.
  ~IsmctsPlayer() override;
  /// Movable (the exact rollouts' solver moves with it), not copyable.
  IsmctsPlayer(IsmctsPlayer&&) noexcept;
  /// Movable, not copyable.
  IsmctsPlayer& operator=(IsmctsPlayer&&) noexcept;
  /// The spec that makes this budget: "ismcts:N" (iterations), "ismcts:Mms" (milliseconds) or
  /// "ismcts:N:Mms" (both caps).
  std::string name() const override;
  /// Searches from the seat's view and returns the chosen legal action.
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
  /// The budget and constants.
  const IsmctsConfig& config() const { return config_; }
  /// Of the last search (zero when the choice was forced).
  const SearchStats& last_stats() const { return stats_; }
  const SearchStats* last_search() const override { return &stats_; }

 private:
  IsmctsConfig config_;
  SearchStats stats_;
  struct Exact;                  // the exact play-off rollouts (internal)
  std::unique_ptr<Exact> exact_;  // made at the first search that uses it
};

}  // namespace bezique::ai
