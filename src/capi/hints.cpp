// Hints: bzq_game_hint(), a player's recommended action for the seat to act, with its reason.
#include <algorithm>
#include <cstring>

#include "bezique/ai/hint.hpp"
#include "internal.hpp"

using namespace bzq_detail;

static_assert(BZQ_HINT_TEXT_SIZE > bezique::ai::kMaxHintText, "a hint's text fits bzq_hint.text");
static_assert(BZQ_HINT_RULE == static_cast<int>(bezique::ai::HintReason::Rule), "hint reasons");

extern "C" {

bzq_status bzq_game_hint(const bzq_game* game, int32_t seat, const char* player, uint64_t seed, bzq_hint* out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kHintSizeV1, "out");
    if (s != BZQ_OK) return s;
    const bezique::Game& g = game->game;
    if (!g.is_over() && (seat < 0 || seat >= g.variant().players))
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "seat " + std::to_string(seat) + " is out of range (0 to " + std::to_string(g.variant().players - 1) + ")");
    auto h = bezique::ai::hint(g, seat, player ? std::string_view(player) : std::string_view(), seed);
    if (!h) return fail(msg, h.status());
    bzq_hint filled;
    std::memset(&filled, 0, sizeof filled);
    filled.struct_size = sizeof filled;
    filled.action_id = static_cast<uint32_t>(h->index);
    filled.action.struct_size = sizeof filled.action;
    write_action(h->action, &filled.action);
    filled.reason = static_cast<int32_t>(h->reason);
    filled.value = h->value;
    filled.outcome = h->outcome;
    filled.work = static_cast<uint32_t>(std::min<std::uint64_t>(h->work, UINT32_MAX));
    const std::size_t n = std::min<std::size_t>(h->text.size(), BZQ_HINT_TEXT_SIZE - 1);
    std::memcpy(filled.text, h->text.data(), n);
    write_struct(filled, out);
    return BZQ_OK;
  });
}

}  // extern "C"
