/* Quickstart: the engine's heuristic player plays both seats of a two-handed game. */
#include <bezique/bezique.h>
#include <stdio.h>

int main(void) {
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_player* ai = NULL;
  bzq_action action;
  bzq_info info;
  int32_t scores[2];
  uint32_t id, sides;
  if (bzq_variant_new("two-handed", &variant) || bzq_game_new(variant, 1, &game) /* seed 1 */ ||
      bzq_player_new("heuristic", 1, &ai)) {
    fprintf(stderr, "%s\n", bzq_last_error()); /* every failure says what is wrong */
    return 1;
  }
  bzq_action_init(&action);
  bzq_info_init(&info);
  while (bzq_game_info(game, &info) == BZQ_OK && !info.is_over) {
    bzq_player_choose(ai, game, &action, &id); /* from the view of the seat to act */
    bzq_game_apply_id(game, info.current_player, id);
  }
  bzq_game_scores(game, BZQ_SCORES_POINTS, scores, 2, &sides);
  printf("side %d wins, %d to %d\n", (int)info.winner, (int)scores[0], (int)scores[1]);
  bzq_player_free(ai);
  bzq_game_free(game);
  bzq_variant_free(variant);
  return 0;
}
