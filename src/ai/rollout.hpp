// The fast policy that plays a sampled deal out, and the score of where it ends. Internal to
// the search; it reads the sampled State, which holds only what the sample invented.
#pragma once

#include <array>

#include "bezique/random.hpp"
#include "bezique/state.hpp"

namespace bezique::ai::rollout {

inline bool deal_over(const State& s) { return s.phase() == Phase::Deal || s.phase() == Phase::GameOver; }
// A fixed-point claim by the player to act would win.
bool claim_wins(const State& s);
// One action of the fast policy: the best-scoring declaration, carte blanche when allowed,
// never a losing claim, otherwise a uniformly random legal action.
const Action& choose(const State& s, const ActionList& legal, Rng& rng);
// Plays to the end of the deal (or of the game).
void play_out(State& s, ActionList& scratch, Rng& rng);
// Each side's reward in [0, 1]: 1 or 0 (0.5 drawn) once the game is decided; otherwise a
// logistic of the points the side gained since `base` against the best other side's gain.
void rewards(const State& s, const std::array<int, kMaxPlayers>& base, double* out);

}  // namespace bezique::ai::rollout
