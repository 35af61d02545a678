/// @file
/// The master player: a search by paired root sampling while cards are hidden from it, the
/// exact play-off solver once nothing is (the play-off of a two-player game).
#pragma once

#include <memory>
#include <optional>

#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/solver.hpp"

namespace bezique::ai {

/// The node limit of the master player's solves: beyond it (the largest eight-deck play-offs)
/// the player searches with ISMCTS instead.
constexpr std::uint64_t kMasterSolverNodes = 2000000;

/// The node limit of each exact play-off rollout of the master player's search
/// (IsmctsConfig::exact_playoff_nodes).
constexpr std::uint64_t kMasterRolloutNodes = 5000;
/// The master player's search uses exact play-off rollouts from this many cards in the stock
/// down (IsmctsConfig::exact_playoff_stock).
constexpr int kMasterRolloutStock = 12;
/// The master player's IsmctsConfig::prior_margin: a paired comparison measures small leads
/// precisely, so the heuristic player's move is replaced only on a lead of this many standard
/// errors (chosen on deals apart from the test deals: docs/players.md, "Paired root sampling").
constexpr double kMasterPriorMargin = 2.0;

/// A search (IsmctsPlayer, with its budget; paired root sampling, RootSearch::Paired, rollouts
/// by RolloutPolicy::Melds and kMasterPriorMargin, whatever the config says) in the first
/// stage, and the exact solver (Solver) in the play-off of a two-player game, where the other
/// hand is the only cards the player has not seen and so is known: the solver's choice there is
/// the best under the objective of docs/players.md. The same Rng drives both, so a seeded
/// choice is reproducible.
class MasterPlayer : public Player {
 public:
  /// A player with the ISMCTS budget @p config and the solver settings @p solver.
  explicit MasterPlayer(IsmctsConfig config = {}, SolverConfig solver = {16, kMasterSolverNodes});
  /// The spec that makes this budget: "master:N", "master:Mms" or "master:N:Mms".
  std::string name() const override;
  /// Solves the play-off when nothing is hidden, otherwise searches.
  Action choose(const View& view, const Variant& variant, Rng& rng) override;
  /// The solver's result for the last choice, when the solver made it exactly.
  const std::optional<SolveResult>& last_solve() const { return last_solve_; }
  /// The ISMCTS player used while cards are hidden.
  const IsmctsPlayer& searcher() const { return search_; }
  const SearchStats* last_search() const override { return search_.last_search(); }
  const SolveResult* last_solve_result() const override { return last_solve_ ? &*last_solve_ : nullptr; }

 private:
  IsmctsPlayer search_;
  SolverConfig solver_config_;
  std::unique_ptr<Solver> solver_;  // made at the first play-off: its table is the memory
  std::optional<SolveResult> last_solve_;
};

/// Whether @p view shows every card to its seat: the play-off of a game of two players, where
/// every card not in the seat's hand has been played or is in the other hand.
bool nothing_hidden(const View& view, const Variant& variant);

/// The action of @p legal that @p a stands for: equal, or the same kind with the same card types
/// (copy numbers as another numbering gives them; with @p jokers, a game with jokers, a joker
/// only for a joker); nullptr if none.
const Action* same_action(const std::vector<Action>& legal, const Action& a, bool jokers);

}  // namespace bezique::ai
