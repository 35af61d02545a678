// Saving and loading games: records (with history) and state texts (one position).
#include "internal.hpp"

using namespace bzq_detail;

extern "C" {

bzq_status bzq_game_save_record(const bzq_game* game, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    auto text = game->match.record();
    if (!text) return fail(msg, text.status());
    return write_string(msg, *text, buf, size, needed);
  });
}

bzq_status bzq_game_load_record(const char* text, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto match = Match::from_record(text);
    if (!match) return fail(nullptr, match.status());
    *out = new bzq_game{std::move(*match), {}};
    return BZQ_OK;
  });
}

bzq_status bzq_game_save_state(const bzq_game* game, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    return write_string(msg, bezique::state_to_text(game->match.state()), buf, size, needed);
  });
}

bzq_status bzq_game_load_state(const bzq_variant* variant, const char* text, uint64_t seed, bzq_game** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!variant) return null_argument(nullptr, "variant");
    if (!text) return null_argument(nullptr, "text");
    if (!out) return null_argument(nullptr, "out");
    auto match = Match::from_state(variant->variant, text, seed);
    if (!match) return fail(nullptr, match.status());
    *out = new bzq_game{std::move(*match), {}};
    return BZQ_OK;
  });
}

}  // extern "C"
