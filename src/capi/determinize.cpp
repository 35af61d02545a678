// Determinization: a new game at one state sampled from what a seat has seen.
#include "internal.hpp"

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/tournament.hpp"

using namespace bzq_detail;

extern "C" {

bzq_status bzq_game_determinize(const bzq_game* game, int32_t seat, uint64_t seed, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(nullptr, "out");
    const bezique::Game& g = game->game;
    const Variant& v = g.variant();
    if (seat < 0 || seat >= v.players)
      return fail(nullptr, BZQ_OUT_OF_RANGE,
                  "seat " + std::to_string(seat) + " is out of range: a determinization is for a seat 0.." +
                      std::to_string(v.players - 1));
    if (g.state().is_terminal()) return fail(nullptr, BZQ_WRONG_PHASE, "the game is over: nothing is hidden to sample");
    if (!g.has_history())
      return fail(nullptr, BZQ_INVALID_ARGUMENT,
                  "the game holds no history of its current deal (it was loaded with bzq_game_load_state or made by "
                  "bzq_game_determinize), so what the seat has seen is unknown");
    // The sample refers to the game's variant, which the new game shares (it is immutable).
    const bezique::View view = bezique::ai::seat_view(g, seat);
    bezique::Rng rng(seed);
    auto sample = bezique::determinize(view, v, rng);
    if (!sample) return fail(nullptr, sample.status());
    // Later deals must not come from the game's seed, which the seat cannot know.
    auto made = g.with_position(*sample, rng.next());
    if (!made) return fail(nullptr, made.status());
    *out = new bzq_game{std::move(*made), {}};
    return BZQ_OK;
  });
}

}  // extern "C"
