// Events, polled: the whole game or the last action's, as a viewer may see them.
#include "internal.hpp"

using namespace bzq_detail;

namespace {

// The range [begin, end) of the game's events that `scope` names.
bzq_status event_range(Message* msg, const bezique::Game& m, std::int32_t viewer, std::int32_t scope,
                       std::size_t& begin, std::size_t& end) {
  bzq_status s = check_viewer(msg, m.variant(), viewer, true);
  if (s != BZQ_OK) return s;
  if (scope != BZQ_EVENTS_ALL && scope != BZQ_EVENTS_LAST)
    return fail(msg, BZQ_OUT_OF_RANGE,
                "event scope " + std::to_string(scope) + " is out of range (BZQ_EVENTS_ALL or BZQ_EVENTS_LAST)");
  begin = scope == BZQ_EVENTS_ALL ? 0 : m.last_events_begin();
  end = m.events().size();
  return BZQ_OK;
}

bzq_status event_at(Message* msg, const bezique::Game& m, std::int32_t viewer, std::int32_t scope, std::uint32_t index,
                    bezique::Event& out) {
  std::size_t begin = 0, end = 0;
  bzq_status s = event_range(msg, m, viewer, scope, begin, end);
  if (s != BZQ_OK) return s;
  if (index >= end - begin)
    return fail(msg, BZQ_OUT_OF_RANGE,
                "event index " + std::to_string(index) + " is out of range: there are " + std::to_string(end - begin));
  const bezique::Event& e = m.events()[begin + index];
  out = viewer == BZQ_OMNISCIENT ? e : bezique::redact(e, viewer);
  return BZQ_OK;
}

}  // namespace

extern "C" {

bzq_status bzq_game_event_count(const bzq_game* game, int32_t viewer, int32_t scope, uint32_t* count) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!count) return null_argument(msg, "count");
    std::size_t begin = 0, end = 0;
    bzq_status s = event_range(msg, game->game, viewer, scope, begin, end);
    if (s != BZQ_OK) return s;
    *count = static_cast<uint32_t>(end - begin);
    return BZQ_OK;
  });
}

bzq_status bzq_game_event(const bzq_game* game, int32_t viewer, int32_t scope, uint32_t index, bzq_event* out) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    if (!out) return null_argument(msg, "out");
    bzq_status s = check_struct(msg, out, out->struct_size, kEventSizeV1, "out");
    if (s != BZQ_OK) return s;
    bezique::Event e;
    if ((s = event_at(msg, game->game, viewer, scope, index, e)) != BZQ_OK) return s;
    write_event(e, out);
    return BZQ_OK;
  });
}

bzq_status bzq_game_event_text(const bzq_game* game, int32_t viewer, int32_t scope, uint32_t index, char* buf,
                               uint32_t size, uint32_t* needed) {
  Message* msg = game ? &game->message : nullptr;
  return guard(msg, [&]() -> bzq_status {
    if (!game) return null_argument(nullptr, "game");
    bezique::Event e;
    bzq_status s = event_at(msg, game->game, viewer, scope, index, e);
    if (s != BZQ_OK) return s;
    return write_string(msg, bezique::event_text(e, game->game.variant().jokers > 0), buf, size, needed);
  });
}

}  // extern "C"
