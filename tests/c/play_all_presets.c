/* Plays whole games of every preset through the C ABI, as a C99 host would, and checks on the
 * way what the ABI promises: each way of applying an action (id, struct, text) works, a
 * decision out of turn changes nothing, the event log grows by exactly the last action's
 * events, views agree with the game, the end is reported consistently, and records and state
 * texts round-trip. Then one game of each preset between the engine's players (bzq_player),
 * which must always choose a legal action and give its id, and a determinized sample at each
 * of their decisions. Compiled as C99 with -Wall -Wextra -Werror -pedantic. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bezique/bezique.h"

static int failures = 0;

#define CHECK(cond, ...)                                            \
  do {                                                              \
    if (!(cond)) {                                                  \
      fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                 \
      fprintf(stderr, " (last error: %s)\n", bzq_last_error());     \
      ++failures;                                                   \
      return 0;                                                     \
    }                                                               \
  } while (0)

/* A small xorshift generator: the test's choices, independent of the engine's. */
static uint64_t next_random(uint64_t* s) {
  uint64_t x = *s;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  *s = x;
  return x;
}

/* A string result through the size-query convention; the caller frees it. */
static char* game_string(const bzq_game* game, bzq_status (*f)(const bzq_game*, char*, uint32_t, uint32_t*)) {
  uint32_t needed = 0;
  char* buf;
  if (f(game, NULL, 0, &needed) != BZQ_OK) return NULL;
  buf = (char*)malloc(needed);
  if (buf == NULL) return NULL;
  if (f(game, buf, needed, &needed) != BZQ_OK) {
    free(buf);
    return NULL;
  }
  return buf;
}

static uint32_t event_count(const bzq_game* game, int32_t scope) {
  uint32_t n = 0;
  if (bzq_game_event_count(game, BZQ_OMNISCIENT, scope, &n) != BZQ_OK) return UINT32_MAX;
  return n;
}

/* The seat's view must agree with the game: hand size, and no legal actions unless to act. */
static int check_view(const bzq_game* game, int32_t viewer, const bzq_info* info) {
  bzq_view* view = NULL;
  bzq_info vi;
  uint8_t hand[64];
  int32_t sizes[BZQ_MAX_PLAYERS];
  uint32_t hand_count = 0, size_count = 0, legal = 0, game_legal = 0;
  CHECK(bzq_game_view(game, viewer, &view) == BZQ_OK, "view of %d", (int)viewer);
  bzq_info_init(&vi);
  CHECK(bzq_view_info(view, &vi) == BZQ_OK, "view info");
  CHECK(vi.phase == info->phase && vi.current_player == info->current_player && vi.viewer == viewer,
        "view info differs from the game's");
  CHECK(bzq_view_hand(view, hand, 64, &hand_count) == BZQ_OK, "hand");
  CHECK(bzq_view_hand_sizes(view, sizes, BZQ_MAX_PLAYERS, &size_count) == BZQ_OK, "hand sizes");
  CHECK(size_count == (uint32_t)info->players, "%u hand sizes for %d players", size_count, (int)info->players);
  if (viewer >= 0) CHECK(hand_count == (uint32_t)sizes[viewer], "hand of %u cards, size says %d", hand_count, (int)sizes[viewer]);
  else CHECK(hand_count == 0, "a spectator sees %u cards in hand", hand_count);
  CHECK(bzq_view_legal_count(view, &legal) == BZQ_OK, "view legal count");
  CHECK(bzq_game_legal_count(game, &game_legal) == BZQ_OK, "game legal count");
  CHECK(legal == (viewer == info->current_player ? game_legal : 0u), "view has %u legal actions", legal);
  bzq_view_free(view);
  return 1;
}

/* One decision of the player to act, applied one of three ways. */
static int play_one(bzq_game* game, const bzq_info* info, uint64_t* rng, unsigned step) {
  uint32_t legal = 0, id, events_before, events_after, last = 0, check_id = 0;
  bzq_action action;
  char text[256];
  uint32_t needed = 0;
  const int32_t player = info->current_player;
  const int32_t other = (player + 1) % info->players;
  bzq_status s;

  CHECK(bzq_game_legal_count(game, &legal) == BZQ_OK && legal > 0, "no legal action for P%d", (int)player);
  id = (uint32_t)(next_random(rng) % legal);
  bzq_action_init(&action);
  CHECK(bzq_game_legal_action(game, id, &action) == BZQ_OK, "legal action %u", id);
  /* A fixed-point claim ends the game at once: take it rarely, so games run long. */
  if (action.type == BZQ_ACTION_CLAIM && legal > 1 && next_random(rng) % 200 != 0) {
    id = (id + 1) % legal;
    CHECK(bzq_game_legal_action(game, id, &action) == BZQ_OK, "legal action %u", id);
  }
  CHECK(bzq_game_action_id(game, &action, &check_id) == BZQ_OK && check_id == id, "action id %u != %u", check_id, id);
  CHECK(bzq_game_legal_text(game, id, text, sizeof text, &needed) == BZQ_OK, "legal text %u", id);
  events_before = event_count(game, BZQ_EVENTS_ALL);

  /* Out of turn: refused, nothing changes. */
  s = bzq_game_apply_id(game, other, id);
  CHECK(s == BZQ_OUT_OF_TURN, "P%d acting for P%d: status %d", (int)other, (int)player, (int)s);
  CHECK(event_count(game, BZQ_EVENTS_ALL) == events_before, "a refused action added events");

  switch (step % 3) {
    case 0: s = bzq_game_apply_id(game, player, id); break;
    case 1: s = bzq_game_apply_action(game, player, &action); break;
    default: s = bzq_game_apply_text(game, player, text); break;
  }
  CHECK(s == BZQ_OK, "apply '%s' (way %u): %s: %s", text, step % 3, bzq_status_string(s), bzq_game_message(game));
  events_after = event_count(game, BZQ_EVENTS_ALL);
  CHECK(bzq_game_event_count(game, BZQ_OMNISCIENT, BZQ_EVENTS_LAST, &last) == BZQ_OK, "last events");
  CHECK(events_after == events_before + last, "events %u -> %u, last action's %u", events_before, events_after, last);
  CHECK(last > 0, "the action '%s' caused no event", text);
  return 1;
}

static int check_end(bzq_game* game, const bzq_info* info) {
  uint32_t legal = 1, n = 0;
  bzq_event e;
  int32_t scores[BZQ_MAX_PLAYERS];
  CHECK(info->is_over == 1 && info->phase == BZQ_PHASE_GAME_OVER && info->current_player == -1, "not over");
  CHECK(bzq_game_legal_count(game, &legal) == BZQ_OK && legal == 0, "%u legal actions after the end", legal);
  CHECK(bzq_game_apply_id(game, 0, 0) == BZQ_GAME_OVER, "apply after the end");
  CHECK(bzq_game_apply_text(game, 0, "pass") == BZQ_GAME_OVER, "apply text after the end");
  n = event_count(game, BZQ_EVENTS_ALL);
  CHECK(n > 0 && n != UINT32_MAX, "events");
  bzq_event_init(&e);
  CHECK(bzq_game_event(game, BZQ_SPECTATOR, BZQ_EVENTS_ALL, n - 1, &e) == BZQ_OK, "last event");
  CHECK(e.type == BZQ_EVENT_GAME_OVER && e.side == info->winner, "last event %d side %d, winner %d", (int)e.type,
        (int)e.side, (int)info->winner);
  CHECK(bzq_game_scores(game, BZQ_SCORES_POINTS, scores, BZQ_MAX_PLAYERS, &n) == BZQ_OK && n == (uint32_t)info->sides,
        "scores");
  return 1;
}

static int check_save_load(const bzq_game* game, const bzq_variant* variant) {
  char* record = game_string(game, bzq_game_save_record);
  char* state = game_string(game, bzq_game_save_state);
  char *record2 = NULL, *state2 = NULL, *state3 = NULL;
  bzq_game *loaded = NULL, *from_state = NULL;
  CHECK(record != NULL && state != NULL, "save");
  CHECK(bzq_game_load_record(record, &loaded) == BZQ_OK, "load record");
  record2 = game_string(loaded, bzq_game_save_record);
  state2 = game_string(loaded, bzq_game_save_state);
  CHECK(record2 != NULL && strcmp(record, record2) == 0, "the record does not round-trip");
  CHECK(state2 != NULL && strcmp(state, state2) == 0, "the loaded record reaches another state");
  CHECK(bzq_game_load_state(variant, state, 0, &from_state) == BZQ_OK, "load state: %s", bzq_last_error());
  state3 = game_string(from_state, bzq_game_save_state);
  CHECK(state3 != NULL && strcmp(state, state3) == 0, "the state text does not round-trip");
  free(record);
  free(record2);
  free(state);
  free(state2);
  free(state3);
  bzq_game_free(loaded);
  bzq_game_free(from_state);
  return 1;
}

/* A game played to its end and started again in its handle (bzq_game_restart) is the new game
 * of that seed: the same state text, no decision made. */
static int check_restart(bzq_game* game, const bzq_variant* variant, uint64_t seed) {
  bzq_game* fresh = NULL;
  char *restarted = NULL, *made = NULL;
  uint32_t decisions = 1;
  int same;
  CHECK(bzq_game_restart(game, seed) == BZQ_OK, "restart");
  CHECK(bzq_game_new(variant, seed, &fresh) == BZQ_OK, "new game");
  restarted = game_string(game, bzq_game_save_state);
  made = game_string(fresh, bzq_game_save_state);
  same = restarted != NULL && made != NULL && strcmp(restarted, made) == 0;
  free(restarted);
  free(made);
  bzq_game_free(fresh);
  CHECK(same, "the restarted game is not the new game of seed %llu", (unsigned long long)seed);
  CHECK(bzq_game_decision_count(game, &decisions) == BZQ_OK && decisions == 0, "%u decisions after restart", decisions);
  return 1;
}

static int play_game(const char* preset, uint64_t seed) {
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_info info;
  uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
  unsigned step = 0;
  int ok = 1;
  CHECK(bzq_variant_new(preset, &variant) == BZQ_OK, "preset %s", preset);
  CHECK(bzq_game_new(variant, seed, &game) == BZQ_OK, "new game %s", preset);
  bzq_info_init(&info);
  for (;;) {
    CHECK(bzq_game_info(game, &info) == BZQ_OK, "info");
    if (info.is_over) break;
    CHECK(step < 200000, "%s seed %llu: no end after %u actions", preset, (unsigned long long)seed, step);
    if (step % 7 == 0) {
      ok = ok && check_view(game, info.current_player, &info) && check_view(game, BZQ_SPECTATOR, &info);
      if (!ok) break;
    }
    if (!play_one(game, &info, &rng, step)) {
      ok = 0;
      break;
    }
    ++step;
  }
  ok = ok && check_end(game, &info) && check_save_load(game, variant) && check_restart(game, variant, seed + 100);
  printf("%-22s seed %llu: %u actions, %d deals, winner side %d\n", preset, (unsigned long long)seed, step,
         (int)info.deal_number + 1, (int)info.winner);
  bzq_game_free(game);
  bzq_variant_free(variant);
  return ok;
}

/* One game between the engine's players: "ismcts:4" in seat 0, then "heuristic" and "random". */
static int play_with_players(const char* preset, uint64_t seed) {
  static const char* const specs[BZQ_MAX_PLAYERS] = {"ismcts:4", "heuristic", "random", "heuristic"};
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_player* seats[BZQ_MAX_PLAYERS] = {NULL, NULL, NULL, NULL};
  bzq_info info;
  unsigned step = 0;
  int p;
  CHECK(bzq_variant_new(preset, &variant) == BZQ_OK, "preset %s", preset);
  CHECK(bzq_game_new(variant, seed, &game) == BZQ_OK, "new game %s", preset);
  for (p = 0; p < BZQ_MAX_PLAYERS; ++p)
    CHECK(bzq_player_new(specs[p], seed + (uint64_t)p, &seats[p]) == BZQ_OK, "player %s", specs[p]);
  bzq_info_init(&info);
  for (;;) {
    bzq_action chosen, listed;
    uint32_t id = UINT32_MAX;
    bzq_game* sample = NULL;
    CHECK(bzq_game_info(game, &info) == BZQ_OK, "info");
    if (info.is_over) break;
    CHECK(step < 200000, "%s: no end after %u actions", preset, step);
    bzq_action_init(&chosen);
    bzq_action_init(&listed);
    CHECK(bzq_player_choose(seats[info.current_player], game, &chosen, &id) == BZQ_OK, "%s: P%d chooses: %s", preset,
          (int)info.current_player, bzq_player_message(seats[info.current_player]));
    CHECK(bzq_game_legal_action(game, id, &listed) == BZQ_OK, "legal action %u", id);
    CHECK(listed.type == chosen.type && listed.count == chosen.count &&
              memcmp(listed.cards, chosen.cards, chosen.count) == 0,
          "the chosen action is not legal action %u", id);
    if (step % 11 == 0) {
      CHECK(bzq_game_determinize(game, info.current_player, step, &sample) == BZQ_OK, "determinize: %s", bzq_last_error());
      bzq_game_free(sample);
    }
    CHECK(bzq_game_apply_id(game, info.current_player, id) == BZQ_OK, "apply: %s", bzq_game_message(game));
    ++step;
  }
  printf("%-22s players:   %u actions, %d deals, winner side %d\n", preset, step, (int)info.deal_number + 1,
         (int)info.winner);
  for (p = 0; p < BZQ_MAX_PLAYERS; ++p) bzq_player_free(seats[p]);
  bzq_game_free(game);
  bzq_variant_free(variant);
  return 1;
}

int main(void) {
  uint32_t presets = 0, i;
  uint64_t seed;
  char name[64];
  uint32_t needed = 0;
  if (bzq_abi_version() != BZQ_ABI_VERSION) {
    fprintf(stderr, "ABI version %u, header %d\n", bzq_abi_version(), BZQ_ABI_VERSION);
    return 1;
  }
  /* The 12 presets of docs/rules.md section 6 and the 2 of section 7. */
  if (bzq_preset_count(&presets) != BZQ_OK || presets != 14) {
    fprintf(stderr, "%u presets\n", presets);
    return 1;
  }
  for (i = 0; i < presets; ++i) {
    if (bzq_preset_name(i, name, sizeof name, &needed) != BZQ_OK) {
      fprintf(stderr, "preset %u: %s\n", i, bzq_last_error());
      return 1;
    }
    for (seed = 1; seed <= 2; ++seed) play_game(name, seed);
    play_with_players(name, 5);
  }
  if (failures) {
    fprintf(stderr, "%d failures\n", failures);
    return 1;
  }
  printf("all presets played to the end through the C ABI\n");
  return 0;
}
