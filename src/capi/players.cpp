// Player handles: the automatic players of bezique::ai, each with its own seeded generator,
// deciding for the seat to act from that seat's view.
#include "internal.hpp"

#include "bezique/ai/tournament.hpp"
#include "bezique/notation.hpp"

using namespace bzq_detail;

namespace {

Message* msg_of(const bzq_player* player) { return player ? &player->message : nullptr; }

}  // namespace

extern "C" {

bzq_status bzq_player_count(uint32_t* count) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!count) return null_argument(nullptr, "count");
    *count = static_cast<uint32_t>(bezique::ai::player_infos().size());
    return BZQ_OK;
  });
}

bzq_status bzq_player_info(uint32_t index, int32_t field, char* buf, uint32_t size, uint32_t* needed) {
  return guard(nullptr, [&]() -> bzq_status {
    const auto& infos = bezique::ai::player_infos();
    if (index >= infos.size())
      return fail(nullptr, BZQ_OUT_OF_RANGE,
                  "player index " + std::to_string(index) + " is out of range: there are " + std::to_string(infos.size()));
    switch (field) {
      case BZQ_PLAYER_SPEC: return write_string(nullptr, infos[index].spec, buf, size, needed);
      case BZQ_PLAYER_SUMMARY: return write_string(nullptr, infos[index].summary, buf, size, needed);
      default:
        return fail(nullptr, BZQ_OUT_OF_RANGE,
                    "player field " + std::to_string(field) + " is out of range (BZQ_PLAYER_SPEC or _SUMMARY)");
    }
  });
}

bzq_status bzq_player_new(const char* spec, uint64_t seed, bzq_player** out) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!spec) return null_argument(nullptr, "spec");
    if (!out) return null_argument(nullptr, "out");
    auto made = bezique::ai::make_player(spec);
    if (!made) return fail(nullptr, made.status());
    std::string name = (*made)->name();
    *out = new bzq_player{std::move(*made), bezique::Rng(seed), std::move(name), {}};
    return BZQ_OK;
  });
}

void bzq_player_free(bzq_player* player) { delete player; }

const char* bzq_player_message(const bzq_player* player) { return message_of(msg_of(player)); }

bzq_status bzq_player_name(const bzq_player* player, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = msg_of(player);
  return guard(msg, [&]() -> bzq_status {
    if (!player) return null_argument(nullptr, "player");
    return write_string(msg, player->name, buf, size, needed);
  });
}

bzq_status bzq_player_choose(bzq_player* player, const bzq_game* game, bzq_action* out, uint32_t* id) {
  Message* msg = msg_of(player);
  return guard(msg, [&]() -> bzq_status {
    if (!player) return null_argument(nullptr, "player");
    if (!game) return null_argument(msg, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kActionSizeV1, "out");
    if (s != BZQ_OK) return s;
    const State& state = game->game.state();
    if (state.is_terminal()) return fail(msg, BZQ_GAME_OVER, "the game is over: no decision to make");
    const int seat = state.current_player();
    if (seat < 0 || seat >= state.variant().players)
      return fail(msg, BZQ_WRONG_PHASE, "no seat is to act (a deal is due)");
    // The seat's view is all the player sees. Its legal actions are the game's, in the same
    // order, so an action's index there is its id (the game's own cached list is not touched:
    // choosing only reads the game).
    const bezique::View view = bezique::ai::seat_view(game->game, seat);
    if (view.legal_actions.empty()) return fail(msg, BZQ_INTERNAL, "the seat to act has no legal action");
    // On a copy, so that a failure leaves the player's generator as it was.
    bezique::Rng rng = player->rng;
    const Action chosen = player->player->choose(view, game->game.variant(), rng);
    std::uint32_t index = 0;
    while (index < view.legal_actions.size() && !(view.legal_actions[index] == chosen)) ++index;
    if (index == view.legal_actions.size())
      return fail(msg, BZQ_INTERNAL, player->name + " chose an action that is not legal: " + bezique::action_text(state, chosen));
    player->rng = rng;
    write_action(chosen, out);
    if (id) *id = index;
    return BZQ_OK;
  });
}

}  // extern "C"
