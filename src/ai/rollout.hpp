// The fast policy that plays a sampled deal out, and the score of where it ends. Internal to
// the search; it reads the sampled State, which holds only what the sample invented.
#pragma once

#include <array>

#include "bezique/ai/ismcts.hpp"
#include "bezique/random.hpp"
#include "bezique/state.hpp"

namespace bezique::ai::rollout {

inline bool deal_over(const State& s) { return s.phase() == Phase::Deal || s.phase() == Phase::GameOver; }
// A fixed-point claim by the player to act would win.
bool claim_wins(const State& s);
// Whether the player to declare could have any declaration at all, from a cheap look at the
// hand; false means that passing is the one legal action, in a variant without claims.
bool may_declare(const State& s);
// One action of the fast policy: the best-scoring declaration, carte blanche when allowed,
// never a losing claim, otherwise a uniformly random legal action.
const Action& choose(const State& s, const ActionList& legal, Rng& rng);
// Whether the play-outs of @p v choose the cards of its tricks directly by their card policy
// (card_for()): a variant without claims and without a seven exchange before the first play.
inline bool fast_play(const Variant& v) { return !v.claim && v.seven_timing != SevenTiming::BeforeFirstPlay; }
// The card that a play-out by @p policy plays for the player to act, in the Play phase of a
// variant with fast_play() (for tests: the play-outs keep their tables from play to play).
CardId card_for(const State& s, Rng& rng, RolloutPolicy policy);
// Plays to the end of the deal (or of the game), the cards as @p policy chooses them. The
// hidden copies are left as they lie (State::apply_in_playout()): the state is for scoring, and
// only its canonical() form may be played on with apply_unchecked().
void play_out(State& s, ActionList& scratch, Rng& rng, RolloutPolicy policy = RolloutPolicy::Cards);
// Plays as play_out() does, but stops where the play-off begins (the second stage, someone to
// act) if the deal gets there: play_out() from there then plays exactly as it would have.
void play_to_playoff(State& s, ActionList& scratch, Rng& rng, RolloutPolicy policy = RolloutPolicy::Cards);
// Each side's reward in [0, 1]: 1 or 0 (0.5 drawn) once the game is decided; otherwise a
// logistic of the points the side gained since `base` against the best other side's gain.
void rewards(const State& s, const std::array<int, kMaxPlayers>& base, double* out);
// The reward rewards() gives a side that gained @p lead points more than the best other side
// in a deal that did not decide the game.
double lead_reward(const Variant& v, int lead);

}  // namespace bezique::ai::rollout
