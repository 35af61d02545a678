/* Same seed, same game, on every platform: random play of every preset through the C ABI,
 * reduced to one checksum per preset. Each checksum covers the seeded deals, the legal action
 * lists (their length and order), the random player's choices, every event with every field,
 * the final scores and the record text of GAMES whole games.
 *
 *   bezique_checksum                  prints "<preset> <checksum>" for every preset
 *   bezique_checksum --expect FILE    the same, then compares with FILE (exit status 1 and
 *                                     the differing presets named when they differ)
 *
 * tests/determinism/expected.txt holds the lines; CTest compares them on Linux, on Windows
 * (under Wine) and in WebAssembly (under node). C99, so that it builds wherever the ABI does. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bezique/bezique.h"

enum { GAMES = 8, MAX_PRESETS = 32, NAME_SIZE = 64 };

/* FNV-1a, 64 bits, fed one 32-bit value at a time, least significant byte first, so that the
 * sum does not depend on the platform's byte order or struct layout. */
typedef struct {
  uint64_t h;
} checksum;

static void add_u32(checksum* c, uint32_t v) {
  int i;
  for (i = 0; i < 4; ++i) {
    c->h ^= (v >> (8 * i)) & 0xffu;
    c->h *= UINT64_C(0x100000001b3);
  }
}

static void add_i32(checksum* c, int32_t v) { add_u32(c, (uint32_t)v); }

static void add_text(checksum* c, const char* text) {
  add_u32(c, (uint32_t)strlen(text));
  for (; *text; ++text) {
    c->h ^= (unsigned char)*text;
    c->h *= UINT64_C(0x100000001b3);
  }
}

static int fail(const char* what, const char* preset) {
  fprintf(stderr, "%s: %s failed: %s\n", preset, what, bzq_last_error());
  return 0;
}

static int add_events_and_scores(checksum* c, const bzq_game* game, const char* preset) {
  uint32_t n = 0, i, k, count = 0;
  int32_t values[BZQ_MAX_PLAYERS];
  int32_t which;
  if (bzq_game_event_count(game, BZQ_OMNISCIENT, BZQ_EVENTS_ALL, &n) != BZQ_OK) return fail("event count", preset);
  add_u32(c, n);
  for (i = 0; i < n; ++i) {
    bzq_event e;
    bzq_event_init(&e);
    if (bzq_game_event(game, BZQ_OMNISCIENT, BZQ_EVENTS_ALL, i, &e) != BZQ_OK) return fail("event", preset);
    add_u32(c, e.type);
    add_i32(c, e.player);
    add_i32(c, e.side);
    add_i32(c, e.suit);
    add_u32(c, e.meld);
    add_u32(c, e.reason);
    add_u32(c, e.flags);
    add_i32(c, e.value);
    add_u32(c, e.count);
    for (k = 0; k < e.count && k < BZQ_MAX_EVENT_CARDS; ++k) add_u32(c, e.cards[k]);
  }
  for (which = BZQ_SCORES_POINTS; which <= BZQ_SCORES_RESULTS; ++which) {
    if (bzq_game_scores(game, which, values, BZQ_MAX_PLAYERS, &count) != BZQ_OK) return fail("scores", preset);
    for (k = 0; k < count; ++k) add_i32(c, values[k]);
  }
  return 1;
}

static int add_record(checksum* c, const bzq_game* game, const char* preset) {
  uint32_t needed = 0;
  char* text;
  int ok;
  if (bzq_game_save_record(game, NULL, 0, &needed) != BZQ_OK) return fail("record size", preset);
  text = (char*)malloc(needed);
  if (!text) return fail("record buffer", preset);
  ok = bzq_game_save_record(game, text, needed, &needed) == BZQ_OK;
  if (ok) add_text(c, text);
  free(text);
  return ok ? 1 : fail("record", preset);
}

/* Game g of a preset: deals from seed g + 1, every decision by the random player of seed
 * 1000 + g. */
static int play_game(checksum* c, const bzq_variant* variant, uint32_t g, const char* preset) {
  bzq_game* game = NULL;
  bzq_player* player = NULL;
  int ok = 1;
  if (bzq_game_new(variant, g + 1, &game) != BZQ_OK) return fail("game", preset);
  if (bzq_player_new("random", 1000 + g, &player) != BZQ_OK) {
    bzq_game_free(game);
    return fail("player", preset);
  }
  for (;;) {
    bzq_info info;
    bzq_action action;
    uint32_t legal = 0, id = 0;
    bzq_info_init(&info);
    bzq_action_init(&action);
    if (bzq_game_info(game, &info) != BZQ_OK) { ok = fail("info", preset); break; }
    if (info.is_over) break;
    if (bzq_game_legal_count(game, &legal) != BZQ_OK) { ok = fail("legal count", preset); break; }
    if (bzq_player_choose(player, game, &action, &id) != BZQ_OK) { ok = fail("choose", preset); break; }
    add_u32(c, legal);
    add_u32(c, id);
    if (bzq_game_apply_id(game, info.current_player, id) != BZQ_OK) { ok = fail("apply", preset); break; }
  }
  if (ok) ok = add_events_and_scores(c, game, preset) && add_record(c, game, preset);
  bzq_player_free(player);
  bzq_game_free(game);
  return ok;
}

static int preset_checksum(const char* preset, uint64_t* out) {
  bzq_variant* variant = NULL;
  checksum c;
  uint32_t g;
  c.h = UINT64_C(0xcbf29ce484222325);
  if (bzq_variant_new(preset, &variant) != BZQ_OK) return fail("variant", preset);
  for (g = 0; g < GAMES; ++g)
    if (!play_game(&c, variant, g, preset)) {
      bzq_variant_free(variant);
      return 0;
    }
  bzq_variant_free(variant);
  *out = c.h;
  return 1;
}

/* Compares the lines with FILE: every preset there must have been printed with its checksum. */
static int compare(const char* path, char names[][NAME_SIZE], const uint64_t* sums, uint32_t presets) {
  char line[256], name[NAME_SIZE];
  uint64_t expected;
  uint32_t i, seen = 0;
  int differences = 0;
  FILE* f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "cannot read %s\n", path);
    return 0;
  }
  while (fgets(line, sizeof line, f)) {
    if (line[0] == '#' || line[0] == '\n') continue;
    if (sscanf(line, "%63s %" SCNx64, name, &expected) != 2) {
      fprintf(stderr, "%s: not '<preset> <checksum>': %s", path, line);
      ++differences;
      continue;
    }
    i = 0;
    while (i < presets && strcmp(names[i], name) != 0) ++i;
    if (i == presets) {
      fprintf(stderr, "%s: preset %s was not played\n", path, name);
      ++differences;
    } else if (sums[i] != expected) {
      fprintf(stderr, "%s: %s is %016" PRIx64 " here, %016" PRIx64 " expected\n", path, name, sums[i], expected);
      ++differences;
    } else {
      ++seen;
    }
  }
  fclose(f);
  if (seen + (uint32_t)differences < presets) {
    fprintf(stderr, "%s: %u presets played, %u listed\n", path, presets, seen + (uint32_t)differences);
    ++differences;
  }
  if (differences == 0) printf("all %u checksums as expected\n", presets);
  else fprintf(stderr, "If the change of behaviour is intended (and the golden records changed with it), "
                       "write the new values: bezique_checksum > tests/determinism/expected.txt\n");
  return differences == 0;
}

int main(int argc, char** argv) {
  char names[MAX_PRESETS][NAME_SIZE];
  uint64_t sums[MAX_PRESETS];
  uint32_t presets = 0, i, needed = 0;
  const char* expect = NULL;
  if (argc == 3 && strcmp(argv[1], "--expect") == 0) {
    expect = argv[2];
  } else if (argc != 1) {
    fprintf(stderr, "usage: %s [--expect FILE]\n", argv[0]);
    return 2;
  }
  if (bzq_preset_count(&presets) != BZQ_OK || presets > MAX_PRESETS) {
    fail("preset count", "(every preset)");
    return 1;
  }
  for (i = 0; i < presets; ++i) {
    if (bzq_preset_name(i, names[i], NAME_SIZE, &needed) != BZQ_OK) {
      fail("preset name", "(every preset)");
      return 1;
    }
    if (!preset_checksum(names[i], &sums[i])) return 1;
    printf("%s %016" PRIx64 "\n", names[i], sums[i]);
  }
  fflush(stdout);
  if (expect && !compare(expect, names, sums, presets)) return 1;
  return 0;
}
