// View handles: a snapshot of what one seat or a spectator may see.
#include "internal.hpp"

#include "bezique/notation.hpp"

using namespace bzq_detail;

namespace {

Message* msg_of(const bzq_view* view) { return view ? &view->message : nullptr; }

}  // namespace

extern "C" {

bzq_status bzq_game_view(const bzq_game* game, int32_t viewer, bzq_view** out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_viewer(msg, game->game.variant(), viewer, false);
    if (s != BZQ_OK) return s;
    const State& st = game->game.state();
    // Everything that needs the State is computed now: the view must not refer to the game.
    auto view = std::make_unique<bzq_view>();
    view->view = bezique::make_view(st, viewer, &game->game.events());
    view->text = bezique::view_text(st, view->view);
    for (const bezique::Action& a : view->view.legal_actions) view->legal_texts.push_back(bezique::action_text(st, a));
    *out = view.release();
    return BZQ_OK;
  });
}

void bzq_view_free(bzq_view* view) { delete view; }

const char* bzq_view_message(const bzq_view* view) { return message_of(msg_of(view)); }

bzq_status bzq_view_info(const bzq_view* view, bzq_info* info) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!info) return null_argument(msg, "info");
    bzq_status s = check_struct(msg, info, info->struct_size, kInfoSizeV1, "info");
    if (s != BZQ_OK) return s;
    const bezique::View& v = view->view;
    bzq_info* out = info;
    bzq_info filled{};
    filled.struct_size = sizeof filled;
    info = &filled;
    info->players = v.players;
    info->sides = static_cast<int32_t>(v.scores.size());
    info->phase = static_cast<int32_t>(v.phase);
    info->current_player = v.current_player;
    info->dealer = v.dealer;
    info->deal_number = v.deal_number;
    info->stage = v.stage;
    info->trump = v.trump;
    info->turn_up = v.turn_up;
    info->stock_size = v.stock_size;
    info->trick_number = v.trick_number;
    info->is_over = v.phase == bezique::Phase::GameOver ? 1 : 0;
    info->winner = info->is_over ? v.winner : -1;
    info->viewer = v.viewer;
    info->first_bezique_scored = v.first_bezique_scored ? 1 : 0;
    write_struct(filled, out);
    return BZQ_OK;
  });
}

bzq_status bzq_view_hand(const bzq_view* view, uint8_t* cards, uint32_t capacity, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    return write_array(msg, view->view.hand, cards, capacity, count);
  });
}

bzq_status bzq_view_hand_sizes(const bzq_view* view, int32_t* sizes, uint32_t capacity, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    return write_array(msg, view->view.hand_sizes, sizes, capacity, count);
  });
}

bzq_status bzq_view_table(const bzq_view* view, int32_t player, uint8_t* cards, uint32_t capacity, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    const auto& table = view->view.table;
    if (player < 0 || static_cast<std::size_t>(player) >= table.size())
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "player " + std::to_string(player) + " is out of range: this game has seats 0 to " +
                      std::to_string(table.size() - 1));
    return write_array(msg, table[static_cast<std::size_t>(player)], cards, capacity, count);
  });
}

bzq_status bzq_view_trick(const bzq_view* view, int8_t* players, uint8_t* cards, uint32_t capacity,
                          uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    std::vector<std::int8_t> who;
    std::vector<std::uint8_t> what;
    for (const auto& t : view->view.trick) {
      who.push_back(static_cast<std::int8_t>(t.player));
      what.push_back(t.card);
    }
    bzq_status s = write_array(msg, what, cards, capacity, count);
    if (s != BZQ_OK || players == nullptr || cards == nullptr) return s;
    return write_array(msg, who, players, capacity, count);
  });
}

bzq_status bzq_view_played(const bzq_view* view, uint8_t* cards, uint32_t capacity, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    return write_array(msg, view->view.played, cards, capacity, count);
  });
}

bzq_status bzq_view_scores(const bzq_view* view, int32_t which, int32_t* values, uint32_t capacity,
                           uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    switch (which) {
      case BZQ_SCORES_POINTS: return write_array(msg, view->view.scores, values, capacity, count);
      case BZQ_SCORES_PENDING: return write_array(msg, view->view.won, values, capacity, count);
      case BZQ_SCORES_RESULTS: return write_array(msg, view->view.results, values, capacity, count);
      default:
        return fail(msg, BZQ_OUT_OF_RANGE,
                    "scores kind " + std::to_string(which) + " is out of range (BZQ_SCORES_POINTS, _PENDING or _RESULTS)");
    }
  });
}

bzq_status bzq_view_meld_count(const bzq_view* view, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(view->view.melds.size());
    return BZQ_OK;
  });
}

bzq_status bzq_view_meld(const bzq_view* view, uint32_t index, bzq_meld* out) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kMeldSizeV1, "out");
    if (s != BZQ_OK) return s;
    const auto& melds = view->view.melds;
    if (index >= melds.size())
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "meld index " + std::to_string(index) + " is out of range: there are " + std::to_string(melds.size()));
    write_meld(melds[index], out);
    return BZQ_OK;
  });
}

bzq_status bzq_view_legal_count(const bzq_view* view, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(view->view.legal_actions.size());
    return BZQ_OK;
  });
}

static bzq_status view_legal_id(Message* msg, const bzq_view* view, uint32_t id) {
  const std::size_t n = view->view.legal_actions.size();
  if (id >= n)
    return fail(msg, BZQ_OUT_OF_RANGE,
                "action id " + std::to_string(id) + " is out of range: this view has " + std::to_string(n) +
                    " legal actions" + (n == 0 ? " (its viewer is not to act)" : ""));
  return BZQ_OK;
}

bzq_status bzq_view_legal_action(const bzq_view* view, uint32_t id, bzq_action* out) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kActionSizeV1, "out");
    if (s != BZQ_OK) return s;
    if ((s = view_legal_id(msg, view, id)) != BZQ_OK) return s;
    write_action(view->view.legal_actions[id], out);
    return BZQ_OK;
  });
}

bzq_status bzq_view_legal_text(const bzq_view* view, uint32_t id, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    bzq_status s = view_legal_id(msg, view, id);
    if (s != BZQ_OK) return s;
    return write_string(msg, view->legal_texts[id], buf, size, needed);
  });
}

bzq_status bzq_view_event_count(const bzq_view* view, uint32_t* count) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!count) return null_argument(msg, "count");
    *count = static_cast<uint32_t>(view->view.history.size());
    return BZQ_OK;
  });
}

bzq_status bzq_view_event(const bzq_view* view, uint32_t index, bzq_event* out) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kEventSizeV1, "out");
    if (s != BZQ_OK) return s;
    const auto& h = view->view.history;
    if (index >= h.size())
      return fail(msg, BZQ_OUT_OF_RANGE,
                  "event index " + std::to_string(index) + " is out of range: there are " + std::to_string(h.size()));
    write_event(h[index], out);
    return BZQ_OK;
  });
}

bzq_status bzq_view_text(const bzq_view* view, char* buf, uint32_t size, uint32_t* needed) {
  Message* msg = msg_of(view);
  return guard(msg, [&]() -> bzq_status {
    if (!view) return null_argument(nullptr, "view");
    return write_string(msg, view->text, buf, size, needed);
  });
}

}  // extern "C"
