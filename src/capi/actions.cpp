// Legal actions by id, action text both ways, applying a decision, and the meld query.
#include "internal.hpp"

#include "bezique/notation.hpp"

using namespace bzq_detail;

namespace {

bzq_status legal_id(Message* msg, const bezique::Game& m, std::uint32_t id) {
  const std::size_t n = m.legal_actions().size();
  if (id >= n) {
    if (m.state().is_terminal()) return fail(msg, BZQ_GAME_OVER, "the game is over: there are no legal actions");
    return fail(msg, BZQ_OUT_OF_RANGE,
                "action id " + std::to_string(id) + " is out of range: there are " + std::to_string(n) +
                    " legal actions (ids 0 to " + std::to_string(n - 1) + ")");
  }
  return BZQ_OK;
}

// The checks every apply makes before it looks at the action: the game goes on and it is
// `player`'s turn.
bzq_status check_turn(Message* msg, const bezique::Game& m, std::int32_t player) {
  const State& s = m.state();
  // The usual case first: the seat to act (a seat, as the game is not over).
  if (player == s.current_player() && !s.is_terminal()) return BZQ_OK;
  if (s.is_terminal()) return fail(msg, BZQ_GAME_OVER, "the game is over");
  bzq_status st = check_seat(msg, m.variant(), player, "player");
  if (st != BZQ_OK) return st;
  if (player != s.current_player())
    return fail(msg, BZQ_OUT_OF_TURN,
                "P" + std::to_string(player) + " is not to act: P" + std::to_string(s.current_player()) +
                    " is (phase " + bzq_phase_name(static_cast<int32_t>(s.phase())) + ")");
  return BZQ_OK;
}

// Into a turn of this version.
void write_turn_fields(const bezique::Game::Turn& from, bzq_turn& to) {
  to.struct_size = sizeof to;
  to.current_player = from.current_player;
  to.legal_count = static_cast<std::uint32_t>(from.legal_count);
  to.deal_number = from.deal_number;
  to.is_over = from.is_over ? 1 : 0;
  to.deal_pending = from.deal_pending ? 1 : 0;
  to.decision_count = static_cast<std::uint32_t>(from.decision_count);
}

// Into the caller's struct: this version's in place, an older one's first bytes.
void write_turn(const bezique::Game::Turn& from, bzq_turn* out) {
  if (out->struct_size == sizeof(bzq_turn)) return write_turn_fields(from, *out);
  bzq_turn t;
  write_turn_fields(from, t);
  write_struct(t, out);
}

// bzq_game_play()'s usual case (Game::is_usual_play()), into a turn of this version.
BZQ_NOINLINE bzq_status play_usual(bzq_game* game, std::uint32_t id, bzq_turn& turn) {
  return guard(&game->message, [&]() -> bzq_status {
    write_turn_fields(game->game.play_usual(id), turn);
    return BZQ_OK;
  });
}

// bzq_game_play() for everything but its usual case: what is wrong is said, or the decision
// applied. Out of line, so that the usual case saves no registers for it.
BZQ_NOINLINE bzq_status play_checked(bzq_game* game, std::int32_t player, std::uint32_t id, bzq_turn* turn) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bezique::Game& m = game->game;
    bzq_status s = turn ? check_struct(msg, turn, turn->struct_size, kTurnSizeV1, "turn") : BZQ_OK;
    if (s != BZQ_OK) return s;
    // The seat first (check_turn() says what is wrong); the id is apply_legal()'s own test,
    // inline, and a refused one changes nothing (legal_id() says why, in the C ABI's words).
    const State& now = m.state();
    if ((player != now.current_player() || now.is_terminal()) && (s = check_turn(msg, m, player)) != BZQ_OK) return s;
    const std::size_t before = m.decision_count();
    {
      const bezique::Status st = m.apply_legal(id);
      if (!st) {
        if (m.decision_count() == before && (s = legal_id(msg, m, id)) != BZQ_OK) return s;
        return fail(msg, st);
      }
    }
    if (turn) write_turn(m.turn(), turn);
    return BZQ_OK;
  });
}

}  // namespace

extern "C" {

bzq_status bzq_game_legal_count(const bzq_game* game, uint32_t* count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(game->game.legal_actions().size());
    return BZQ_OK;
  });
}

bzq_status bzq_game_legal_action(const bzq_game* game, uint32_t id, bzq_action* out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kActionSizeV1, "out");
    if (s != BZQ_OK) return s;
    if ((s = legal_id(msg, game->game, id)) != BZQ_OK) return s;
    write_action(game->game.legal_actions()[id], out);
    return BZQ_OK;
  });
}

bzq_status bzq_game_legal_actions(const bzq_game* game, bzq_action* actions, uint32_t capacity, uint32_t* count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    const ActionList& legal = game->game.legal_actions();
    const std::uint32_t n = static_cast<std::uint32_t>(legal.size());
    if (actions == nullptr && capacity == 0) {
      if (count == nullptr) return null_argument(msg, "count (a size query needs it)");
      *count = n;
      return BZQ_OK;
    }
    if (actions == nullptr) return null_argument(msg, "the output array (capacity is not 0)");
    const std::uint32_t stride = actions->struct_size;
    bzq_status s = check_struct(msg, actions, stride, kActionSizeV1, "actions[0]");
    if (s != BZQ_OK) return s;
    if (count) *count = n;
    if (capacity < n)
      return fail(msg, BZQ_BUFFER_TOO_SMALL,
                  "array of " + std::to_string(capacity) + " elements is too small: " + std::to_string(n) + " needed");
    auto* bytes = reinterpret_cast<unsigned char*>(actions);
    bzq_action one;
    one.struct_size = sizeof one;
    for (std::uint32_t i = 0; i < n; ++i) {
      auto* out = reinterpret_cast<bzq_action*>(bytes + static_cast<std::size_t>(i) * stride);
      if (stride >= sizeof one) {
        out->struct_size = stride;
        write_action(legal[i], out);
      } else {
        write_action(legal[i], &one);
        std::memcpy(out, &one, stride);
        out->struct_size = stride;
      }
    }
    return BZQ_OK;
  });
}

bzq_status bzq_game_legal_text(const bzq_game* game, uint32_t id, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bzq_status s = legal_id(msg, game->game, id);
    if (s != BZQ_OK) return s;
    return write_string(msg, game->game.action_text(game->game.legal_actions()[id]), buf, size, needed);
  });
}

bzq_status bzq_game_action_id(const bzq_game* game, const bzq_action* action, uint32_t* id) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!id) return null_argument(msg, "id");
    bezique::Action a;
    bzq_status s = read_action(msg, action, a);
    if (s != BZQ_OK) return s;
    auto offered = game->game.state().legal_form(a);
    if (!offered) return fail(msg, offered.status());
    const auto& legal = game->game.legal_actions();
    for (std::size_t i = 0; i < legal.size(); ++i)
      if (legal[i] == *offered) {
        *id = static_cast<uint32_t>(i);
        return BZQ_OK;
      }
    return fail(msg, bezique::Status{bezique::Code::Internal, "a legal action is missing from the legal list"});
  });
}

bzq_status bzq_game_action_text(const bzq_game* game, const bzq_action* action, char* buf, uint32_t size,
                                uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bezique::Action a;
    bzq_status s = read_action(msg, action, a);
    if (s != BZQ_OK) return s;
    const State& st = game->game.state();
    if (st.is_terminal()) return fail(msg, BZQ_GAME_OVER, "the game is over: no player is to act");
    return write_string(msg, bezique::action_text(st, a), buf, size, needed);
  });
}

bzq_status bzq_game_parse_action(const bzq_game* game, const char* text, bzq_action* out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!text) return null_argument(msg, "text");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kActionSizeV1, "out");
    if (s != BZQ_OK) return s;
    auto a = game->game.parse_action(text);
    if (!a) return fail(msg, a.status());
    write_action(*a, out);
    return BZQ_OK;
  });
}

bzq_status bzq_game_apply_id(bzq_game* game, int32_t player, uint32_t id) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bzq_status s = check_turn(msg, game->game, player);
    if (s != BZQ_OK) return s;
    if ((s = legal_id(msg, game->game, id)) != BZQ_OK) return s;
    // The action comes from the legal list of this very position: no second check.
    bezique::Status st = game->game.apply_legal(id);
    if (!st) return fail(msg, st);
    return BZQ_OK;
  });
}

bzq_status bzq_game_turn(const bzq_game* game, bzq_turn* turn) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bzq_status s = check_struct(msg, turn, turn ? turn->struct_size : 0, kTurnSizeV1, "turn");
    if (s != BZQ_OK) return s;
    game->game.legal_actions();  // deals a waiting deal
    write_turn(game->game.turn(), turn);
    return BZQ_OK;
  });
}

bzq_status bzq_game_play(bzq_game* game, int32_t player, uint32_t id, bzq_turn* turn) {
  // Tests only, so that both paths are calls in tail position and this function saves nothing.
  if (game && turn && turn->struct_size == sizeof(bzq_turn) && game->game.is_usual_play(player, id))
    return play_usual(game, id, *turn);
  return play_checked(game, player, id, turn);
}

bzq_status bzq_game_apply_action(bzq_game* game, int32_t player, const bzq_action* action) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bezique::Action a;
    bzq_status s = read_action(msg, action, a);
    if (s != BZQ_OK) return s;
    if ((s = check_turn(msg, game->game, player)) != BZQ_OK) return s;
    bezique::Status st = game->game.apply(a);
    if (!st) return fail(msg, st);
    return BZQ_OK;
  });
}

bzq_status bzq_game_apply_text(bzq_game* game, int32_t player, const char* text) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!text) return null_argument(msg, "text");
    bzq_status s = check_turn(msg, game->game, player);
    if (s != BZQ_OK) return s;
    auto a = game->game.parse_action(text);
    if (!a) return fail(msg, a.status());
    // parse_action returns only actions of the legal list: apply finds it there, unchecked.
    bezique::Status st = game->game.apply(*a);
    if (!st) return fail(msg, st);
    return BZQ_OK;
  });
}

bzq_status bzq_game_evaluate_meld(const bzq_game* game, int32_t player, uint8_t meld, const uint8_t* cards,
                                  uint32_t count, bzq_meld_score* out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kMeldScoreSizeV1, "out");
    if (s != BZQ_OK) return s;
    if ((s = check_seat(msg, game->game.variant(), player, "player")) != BZQ_OK) return s;
    if (!cards && count > 0) return null_argument(msg, "cards");
    if (count > BZQ_MAX_MELD_CARDS)
      return fail(msg, BZQ_OUT_OF_RANGE, std::to_string(count) + " cards: a meld has at most 12");
    if (meld != BZQ_MELD_INFER && meld >= bezique::kMeldKinds)
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "meld kind " + std::to_string(meld) + " is out of range (0 to 10, or BZQ_MELD_INFER)");
    const State& st = game->game.state();
    std::array<bezique::CardId, bezique::kMaxMeldCards> ids{};
    for (std::uint32_t i = 0; i < count; ++i) ids[i] = cards[i];
    auto r = meld == BZQ_MELD_INFER
                 ? st.evaluate_meld(player, ids.data(), static_cast<int>(count))
                 : st.evaluate_meld(player, static_cast<bezique::MeldKind>(meld), ids.data(), static_cast<int>(count));
    if (!r) return fail(msg, r.status());
    out->meld = static_cast<uint8_t>(r->kind);
    out->fixes_trump = static_cast<int8_t>(r->fixes_trump);
    out->reserved[0] = out->reserved[1] = 0;
    out->points = r->points;
    return BZQ_OK;
  });
}

}  // extern "C"
