/* The C code the guides show (docs/c-api.md, docs/players.md), as one program that the tests
 * build with -Wall -Wextra -Wpedantic -Werror and run (capi.example.guide_snippets), so every
 * snippet on the site compiles and works as printed. Each snippet lies between a pair of
 * "[name]" comment lines, which the pages include by name. */
#include <stdint.h>
#include <stdio.h>

#include "bezique/bezique.h"

/* Any policy goes here: the first legal action. */
static uint32_t pick(uint32_t n) {
  (void)n;
  return 0;
}

/* A whole game of Rubicon, every seat taking its first legal action. */
static int play_loop(void) {
  /* [loop] */
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_info info;
  bzq_variant_new("rubicon", &variant);
  bzq_game_new(variant, 42 /* seed */, &game);
  bzq_info_init(&info);
  while (bzq_game_info(game, &info) == BZQ_OK && !info.is_over) {
    uint32_t n = 0;
    bzq_game_legal_count(game, &n);
    bzq_game_apply_id(game, info.current_player, pick(n));   /* or apply by text: "marriage KH+QH" */
    /* poll: bzq_game_event_count(game, seat, BZQ_EVENTS_LAST, &k); bzq_game_event(...) */
  }
  bzq_game_free(game);
  bzq_variant_free(variant);
  /* [loop] */
  return info.is_over ? 0 : 1;
}

/* The engine's ISMCTS player makes one decision for the seat to act. */
static int one_ai_decision(void) {
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_info info;
  bzq_status status;
  if (bzq_variant_new("two-handed", &variant) != BZQ_OK || bzq_game_new(variant, 7, &game) != BZQ_OK)
    return 1;
  bzq_info_init(&info);
  bzq_game_info(game, &info);
  {
    /* [player] */
    bzq_player* ai = NULL;
    bzq_action action;
    uint32_t id;
    bzq_player_new("ismcts:easy", 11, &ai);          /* BZQ_UNKNOWN_NAME for an unknown spec */
    bzq_action_init(&action);
    bzq_player_choose(ai, game, &action, &id);       /* BZQ_GAME_OVER once the game has ended */
    status = bzq_game_apply_id(game, info.current_player, id);
    bzq_player_free(ai);
    /* [player] */
  }
  bzq_game_free(game);
  bzq_variant_free(variant);
  return status == BZQ_OK ? 0 : 1;
}

/* Haitian Bésigue (docs/haitian.md): jokers are card ids BZQ_FIRST_JOKER.., named by the game. */
static int haitian_hand(void) {
  /* [haitian] */
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_view* view = NULL;
  uint8_t hand[16];
  char name[8];
  uint32_t n = 0, i, needed = 0, jokers = 0;
  bzq_variant_new("haitian", &variant);              /* 4 packs and 4 jokers, 9-card hands */
  bzq_game_new(variant, 7 /* seed */, &game);
  bzq_game_view(game, 0, &view);                     /* seat 0's view: its own hand only */
  bzq_view_hand(view, hand, 16, &n);
  for (i = 0; i < n; ++i) {
    bzq_game_card_text(game, hand[i], 0, name, sizeof name, &needed);   /* "QS", or "JK" */
    if (BZQ_CARD_IS_JOKER(hand[i])) ++jokers;        /* a joker has no suit or rank */
    printf("%s ", name);
  }
  printf("(%u jokers)\n", jokers);
  bzq_view_free(view);
  bzq_game_free(game);
  bzq_variant_free(variant);
  /* [haitian] */
  return n == 9 ? 0 : 1;
}

/* Plays a game to its end, every seat taking its first legal action. */
static void play_to_the_end(bzq_game* game, bzq_info* info) {
  bzq_info_init(info);
  while (bzq_game_info(game, info) == BZQ_OK && !info->is_over) {
    uint32_t n = 0;
    bzq_game_legal_count(game, &n);
    if (bzq_game_apply_id(game, info->current_player, pick(n)) != BZQ_OK) return;
  }
}

/* A cent points match of short games (docs/rules.md 7.5). */
static int cent_points_match(void) {
  bzq_variant* variant = NULL;
  uint64_t seed = 0;
  int32_t winner = -1;
  if (bzq_variant_from_text("two-handed(target=300, loser_start_bonus=100)", &variant) != BZQ_OK) return 1;
  {
    /* [cent-points] */
    bzq_cent_points* match = NULL;
    bzq_cent_points_new(variant, &match);        /* BZQ_INVALID_VARIANT unless two players, a target */
    while (bzq_cent_points_state(match, NULL, &winner, NULL) == BZQ_OK && winner < 0) {
      int32_t start[2], scores[2];
      uint32_t n = 0;
      bzq_game* game = NULL;
      bzq_info info;
      bzq_cent_points_start_scores(match, start, 2, &n);  /* the last match's loser starts ahead */
      if (bzq_game_new_with_scores(variant, seed++, start, n, &game) != BZQ_OK) break;
      play_to_the_end(game, &info);                       /* your players here */
      bzq_game_scores(game, BZQ_SCORES_POINTS, scores, 2, &n);
      if (info.winner >= 0)                               /* a drawn game counts for nobody */
        bzq_cent_points_record_game(match, info.winner, scores[1 - info.winner]);
      bzq_game_free(game);
    }
    /* save it with bzq_cent_points_text(); bzq_cent_points_new_match() starts the next match */
    bzq_cent_points_free(match);
    /* [cent-points] */
  }
  bzq_variant_free(variant);
  return winner >= 0 ? 0 : 1;
}

int main(void) {
  if (play_loop() != 0 || one_ai_decision() != 0 || haitian_hand() != 0 || cent_points_match() != 0) {
    fprintf(stderr, "guide snippets: %s\n", bzq_last_error());
    return 1;
  }
  printf("guide snippets: done\n");
  return 0;
}
