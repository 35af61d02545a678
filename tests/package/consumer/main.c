/* Plays one seeded game through the C ABI and prints the library version. */
#include <bezique/bezique.h>

#include <stdio.h>

int main(void) {
  bzq_variant* variant = NULL;
  bzq_game* game = NULL;
  bzq_info info;
  uint32_t count = 0;
  int steps = 0;
  if (bzq_variant_from_text("two-handed(target=500)", &variant) != BZQ_OK) return 1;
  if (bzq_game_new(variant, 5, &game) != BZQ_OK) return 1;
  bzq_info_init(&info);
  while (bzq_game_info(game, &info) == BZQ_OK && !info.is_over && steps++ < 100000) {
    if (bzq_game_legal_count(game, &count) != BZQ_OK || count == 0) return 1;
    if (bzq_game_apply_id(game, info.current_player, count - 1) != BZQ_OK) return 1;
  }
  printf("c consumer: bezique %s, %d actions\n", bzq_version_string(), steps);
  bzq_game_free(game);
  bzq_variant_free(variant);
  return 0;
}
