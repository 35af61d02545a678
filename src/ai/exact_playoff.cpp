#include "exact_playoff.hpp"

#include "rollout.hpp"

namespace bezique::ai::rollout {

bool scored_by_points(const State& s) {
  const Variant& v = s.variant();
  return v.scoring == GameScoring::Rubicon && s.deal_number() + 1 < v.match_deals;
}

void playoff_rewards(const State& s, const std::array<int, kMaxPlayers>& base, int value0, double* out) {
  const Variant& v = s.variant();
  const bool by_points = scored_by_points(s);
  if (!by_points && v.scoring == GameScoring::Rubicon) {
    // The match's last deal: rewards() gives 1 to the side ahead on the match's results, 0.5
    // each when they are level.
    const int lead0 = s.result(0) - s.result(1) + value0;
    out[0] = lead0 > 0 ? 1.0 : lead0 < 0 ? 0.0 : 0.5;
    out[1] = 1.0 - out[0];
    return;
  }
  // Cumulative: a game that best play ends is worth kSolverWin beyond any points (a game won
  // is 1 in rewards(), lost 0).
  if (!by_points && (value0 >= kSolverWin / 2 || value0 <= -kSolverWin / 2)) {
    out[0] = value0 > 0 ? 1.0 : 0.0;
    out[1] = 1.0 - out[0];
    return;
  }
  // Otherwise the points gained since `base`, the rest of the deal's included, against the
  // other side's.
  const int gain0 = s.score(0) + s.pending(0) - base[0];
  const int gain1 = s.score(1) + s.pending(1) - base[1];
  out[0] = lead_reward(v, gain0 - gain1 + value0);
  out[1] = lead_reward(v, gain1 - gain0 - value0);
}

ExactPlayoff::ExactPlayoff(std::uint64_t node_limit, int table_bits) : config_{table_bits, node_limit, false} {}

bool ExactPlayoff::finish(State& s, const std::array<int, kMaxPlayers>& base, ActionList& scratch, Rng& rng, double* out,
                          RolloutPolicy policy) {
  play_to_playoff(s, scratch, rng, policy);
  if (deal_over(s)) {
    rewards(s, base, out);
    return true;
  }
  ++solves_;
  const bool by_points = scored_by_points(s);
  std::unique_ptr<Solver>& solver = by_points ? points_solver_ : solver_;
  if (!solver) {
    SolverConfig c = config_;
    c.points_only = by_points;
    solver = std::make_unique<Solver>(c);
  }
  auto solved = solver->solve(s.canonical());  // the play-out left its copies unnumbered
  if (!solved || !solved->exact) return false;
  ++exact_;
  // The solver's value is for the side to act; playoff_rewards() takes side 0's.
  const int value0 = s.variant().side_of(s.current_player()) == 0 ? solved->value : -solved->value;
  playoff_rewards(s, base, value0, out);
  return true;
}

void play_out_rewards(State& s, const std::array<int, kMaxPlayers>& base, ActionList& scratch, Rng& rng,
                      ExactPlayoff* exact, RolloutPolicy policy, double* out) {
  if (exact && exact->finish(s, base, scratch, rng, out, policy)) return;
  play_out(s, scratch, rng, policy);
  rewards(s, base, out);
}

}  // namespace bezique::ai::rollout
