/* A complete C program that plays one game of Bezique through the C ABI.
 *
 *   play_game [preset] [seed] [player]
 *
 * Seat 0 is one of the engine's automatic players (`player`, default "ismcts:easy"; see
 * bzq_player_info for the others). Every other seat is a simple player written here that sees
 * only its own view: it declares the meld worth most when it may, and otherwise plays a
 * random legal action. The program prints what a spectator sees, event by event, then the
 * final scores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bezique/bezique.h"

static uint64_t rng_state = 88172645463325252ull;

static uint32_t random_below(uint32_t bound) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (uint32_t)(rng_state % bound);
}

static int fail(const char* what, bzq_status status) {
  fprintf(stderr, "%s: %s: %s\n", what, bzq_status_string(status), bzq_last_error());
  return 1;
}

/* The seat's choice, made from its own view only. */
static bzq_status choose(const bzq_game* game, int32_t seat, uint32_t* choice) {
  bzq_view* view = NULL;
  uint32_t legal = 0, id;
  int32_t best_points = -1;
  bzq_status s = bzq_game_view(game, seat, &view);
  if (s != BZQ_OK) return s;
  s = bzq_view_legal_count(view, &legal);
  if (s == BZQ_OK && legal == 0) s = BZQ_INTERNAL;
  if (s == BZQ_OK) *choice = random_below(legal);
  for (id = 0; s == BZQ_OK && id < legal; ++id) {
    bzq_action a;
    bzq_meld_score score;
    bzq_action_init(&a);
    bzq_meld_score_init(&score);
    s = bzq_view_legal_action(view, id, &a);
    if (s != BZQ_OK || a.type != BZQ_ACTION_DECLARE) continue;
    s = bzq_game_evaluate_meld(game, seat, a.meld, a.cards, a.count, &score);
    if (s == BZQ_OK && score.points > best_points) {
      best_points = score.points;
      *choice = id;
    }
  }
  bzq_view_free(view);
  return s;
}

int main(int argc, char** argv) {
  const char* preset = argc > 1 ? argv[1] : "two-handed";
  const uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
  const char* spec = argc > 3 ? argv[3] : "ismcts:easy";
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_player* engine_player = NULL;
  bzq_info info;
  uint32_t seen = 0, total = 0, i, sides = 0;
  int32_t scores[BZQ_MAX_PLAYERS], results[BZQ_MAX_PLAYERS];
  char line[512];
  uint32_t needed;
  bzq_status s;

  printf("bezique %s (ABI %u), preset %s, seed %llu\n", bzq_version_string(), bzq_abi_version(), preset,
         (unsigned long long)seed);
  if ((s = bzq_variant_new(preset, &variant)) != BZQ_OK) return fail("preset", s);
  if ((s = bzq_game_new(variant, seed, &game)) != BZQ_OK) return fail("new game", s);
  /* The engine's player draws on its own generator, seeded here: the same seed, the same game. */
  if ((s = bzq_player_new(spec, seed, &engine_player)) != BZQ_OK) return fail("player", s);
  if ((s = bzq_player_name(engine_player, line, sizeof line, &needed)) != BZQ_OK) return fail("player name", s);
  printf("seat 0: %s; the other seats: the simple player of this example\n", line);
  bzq_info_init(&info);
  for (;;) {
    /* Poll the events that are new since the last look, as a spectator sees them. */
    if ((s = bzq_game_event_count(game, BZQ_SPECTATOR, BZQ_EVENTS_ALL, &total)) != BZQ_OK) return fail("events", s);
    for (; seen < total; ++seen) {
      s = bzq_game_event_text(game, BZQ_SPECTATOR, BZQ_EVENTS_ALL, seen, line, sizeof line, &needed);
      if (s != BZQ_OK) return fail("event text", s);
      printf("  %s\n", line);
    }
    if ((s = bzq_game_info(game, &info)) != BZQ_OK) return fail("info", s);
    if (info.is_over) break;
    {
      uint32_t choice = 0;
      if (info.current_player == 0) {
        /* The engine's player decides from seat 0's view; the id is ready to apply. */
        bzq_action action;
        bzq_action_init(&action);
        if ((s = bzq_player_choose(engine_player, game, &action, &choice)) != BZQ_OK) return fail("player choose", s);
      } else if ((s = choose(game, info.current_player, &choice)) != BZQ_OK) {
        return fail("choose", s);
      }
      if ((s = bzq_game_apply_id(game, info.current_player, choice)) != BZQ_OK) return fail("apply", s);
    }
  }
  if ((s = bzq_game_scores(game, BZQ_SCORES_POINTS, scores, BZQ_MAX_PLAYERS, &sides)) != BZQ_OK) return fail("scores", s);
  if ((s = bzq_game_scores(game, BZQ_SCORES_RESULTS, results, BZQ_MAX_PLAYERS, &sides)) != BZQ_OK)
    return fail("results", s);
  for (i = 0; i < sides; ++i) printf("side %u: %d points, %d match points\n", i, (int)scores[i], (int)results[i]);
  if (info.winner < 0) printf("game over after %d deals: drawn\n", (int)info.deal_number + 1);
  else printf("game over after %d deals: side %d wins\n", (int)info.deal_number + 1, (int)info.winner);
  bzq_player_free(engine_player);
  bzq_game_free(game);
  bzq_variant_free(variant);
  return 0;
}
