/// @file
/// The exact play-off solver: alpha-beta over the rest of a deal whose every card is known (the
/// play-off of a two-player game, where each player has seen every card but the other's hand;
/// or any State given whole, such as a determinization of a three- or four-player play-off). It plays the rules through
/// State::legal_actions() and State::apply_unchecked() only, so it holds no rule of its own.
/// The objective, per form of game, is in docs/players.md ("The play-off solver").
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "bezique/action.hpp"
#include "bezique/state.hpp"
#include "bezique/status.hpp"

namespace bezique::ai {

/// The value of a won game in the objective, above any difference of points.
constexpr int kSolverWin = 1000000;

/// The objective of the solver for side @p side: what the deal from @p root to @p end (the
/// end of the deal or of the game) brought that side against the others, every other side
/// counted against it (with three sides, the other two as one coalition).
/// Rubicon scoring: the match points the deal settled for the side (State::result()) minus the
/// others'. Cumulative scoring: the points the side gained (scores and cards won) minus the
/// others', plus kSolverWin for a game won (minus for one lost) when @p end is the end of the
/// game. With two sides it is antisymmetric: the other side's value is the negative.
int solver_objective(const State& root, const State& end, int side);

/// What the solver may spend.
struct SolverConfig {
  /// The transposition table holds 2^table_bits entries of 16 bytes, allocated once (the
  /// solver's memory: 1 MiB by default); 10 to 26.
  int table_bits = 16;
  /// The most positions one solve may visit; 0 for no limit. A solve stopped by it is not exact.
  std::uint64_t node_limit = 0;
  /// Values the rest of the deal by points alone, whatever the scoring: the points the side
  /// gains (scores and cards won) minus the other sides', with no win and no settlement beyond
  /// them (solver_points()). What a search that scores a deal by its points needs, such as the
  /// master player's exact rollouts in a rubicon deal that does not end its match.
  bool points_only = false;
};

/// The points side @p side gained from @p root to @p end (scores and cards won, State::score()
/// plus State::pending()) minus the other sides': the objective of SolverConfig::points_only.
int solver_points(const State& root, const State& end, int side);

/// A solved position.
struct SolveResult {
  /// Whether the solve finished: value and best are exact. False when the node limit stopped
  /// it: then best is only the best action found so far and value means nothing.
  bool exact = false;
  /// The objective (solver_objective()) for the side to act, under its best play against the
  /// best play of all the other sides together.
  int value = 0;
  /// An action that achieves value: one of the position's legal actions.
  Action best;
  /// Positions visited.
  std::uint64_t nodes = 0;
};

/// Alpha-beta with a transposition table and move ordering. One Solver per thread; its table
/// is reused across solves.
class Solver {
 public:
  /// A solver with @p config (table_bits is clamped to 10..26).
  explicit Solver(SolverConfig config = {});

  /// Solves the rest of the deal from @p state for the side to act, every card where @p state
  /// puts it. InvalidArgument for a deal still in its first stage (the stock is not known to a
  /// player) or a position where nobody is to act.
  Result<SolveResult> solve(const State& state);

  /// The settings in use.
  const SolverConfig& config() const { return config_; }

 private:
  struct Entry {
    std::uint64_t key = 0;
    std::int32_t value = 0;
    std::uint16_t generation = 0;
    std::uint8_t bound = 0;  // 0 empty, 1 exact, 2 lower, 3 upper
    std::uint8_t move = 0;   // the best action's index in the legal list
  };
  int search(const State& s, int alpha, int beta, int depth);

  SolverConfig config_;
  std::vector<Entry> table_;
  std::uint16_t generation_ = 0;
  const State* root_ = nullptr;
  int root_side_ = 0;  // the side to act at the root: the values are its
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  std::size_t root_move_ = 0;
  std::vector<ActionList> legal_;  // one list per depth: no allocation inside the search
  std::vector<State> children_;    // likewise one child State per depth
};

}  // namespace bezique::ai
