// Perfect-information play-off rollouts for the master player's first-stage search: a sampled
// deal of two players is played by the fast policy to the play-off, whose rest the exact solver
// then values on that sample, instead of the fast policy's random play. Internal to the search.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/solver.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"

namespace bezique::ai::rollout {

// Whether rewards() scores the end of the deal of @p s by points alone, the game going on
// after it whatever happens: a rubicon deal that is not its match's last, whose settlement
// (the solver's usual objective) only adds to the match's results. The solver must then value
// the play-off by points (SolverConfig::points_only).
bool scored_by_points(const State& s);

// Each side's reward, on the scale of rewards(), for the end of the deal that best play from
// the play-off position @p s reaches, given the solver's value @p value0 of the rest for side
// 0 (solver_points() where scored_by_points(), else solver_objective()); @p base as for
// rewards(). Exactly rewards() of that end, but for a game that ends drawn under cumulative
// scoring (0.5 each there; here the points decide).
void playoff_rewards(const State& s, const std::array<int, kMaxPlayers>& base, int value0, double* out);

// The exact play-off rollout; one per search (its solver's table is reused across solves).
class ExactPlayoff {
 public:
  // Solves of at most @p node_limit positions each, with a table of 2^@p table_bits entries.
  ExactPlayoff(std::uint64_t node_limit, int table_bits);
  // The largest hands whose play-offs the rollouts solve: larger ones (12 cards in chinese, 15
  // in eight-deck) seldom finish within a rollout's node limit, and each failed solve would
  // cost the whole limit in every iteration.
  static constexpr int kMaxHand = 9;
  // Whether the rollouts of a game of @p v can be exact: two players, hands of at most kMaxHand.
  static bool applies(const Variant& v) { return v.players == 2 && v.sides() == 2 && v.hand_size <= kMaxHand; }
  // Plays @p s on to its play-off (the cards as @p policy chooses them) and fills @p out with the rewards of best play from there;
  // at a deal that ends first, with rewards() of its end. False when the play-off could not be
  // solved within the node limit: @p s is then at the
  // play-off, for play_out() to finish.
  bool finish(State& s, const std::array<int, kMaxPlayers>& base, ActionList& scratch, Rng& rng, double* out,
              RolloutPolicy policy = RolloutPolicy::Cards);
  // Solves run and solves that finished exactly.
  std::uint64_t solves() const { return solves_; }
  std::uint64_t exact() const { return exact_; }

 private:
  SolverConfig config_;
  // Made at their first solve (a table each): the game's objective, and points alone.
  std::unique_ptr<Solver> solver_, points_solver_;
  std::uint64_t solves_ = 0, exact_ = 0;
};

// Plays @p s to the end of the deal and fills @p out with each side's reward: by the solver from
// the play-off where @p exact (may be null) solves it, otherwise by play_out() and rewards().
void play_out_rewards(State& s, const std::array<int, kMaxPlayers>& base, ActionList& scratch, Rng& rng,
                      ExactPlayoff* exact, RolloutPolicy policy, double* out);

}  // namespace bezique::ai::rollout
