// Saving and loading games: records (with history) and state texts (one position).
#include "internal.hpp"

using namespace bzq_detail;

extern "C" {

bzq_status bzq_game_save_record(const bzq_game* game, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!game->game.has_history())
      return fail(msg, BZQ_WRONG_PHASE, "a game loaded from a state text has no record: save its state instead");
    return write_string(msg, game->game.record(), buf, size, needed);
  });
}

bzq_status bzq_game_load_record(const char* text, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto game = bezique::Game::from_record(text);
    if (!game) return fail(nullptr, game.status());
    *out = new bzq_game{std::move(*game), {}};
    return BZQ_OK;
  });
}

bzq_status bzq_game_save_state(const bzq_game* game, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    return write_string(msg, bezique::state_to_text(game->game.state()), buf, size, needed);
  });
}

bzq_status bzq_game_load_state(const bzq_variant* variant, const char* text, uint64_t seed, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto game = bezique::Game::from_state_text(variant->variant, text, seed);
    if (!game) return fail(nullptr, game.status());
    *out = new bzq_game{std::move(*game), {}};
    return BZQ_OK;
  });
}

}  // extern "C"
