// The plain structs of the ABI: initialisers, checks of a caller's struct, and the copying of
// actions, events and melds between the C++ types and their blittable forms.
#include "internal.hpp"

#include <cstddef>

namespace bzq_detail {

static_assert(sizeof(bzq_action) == kActionSizeV1, "bzq_action layout is part of the ABI");
static_assert(sizeof(bzq_event) == kEventSizeV1, "bzq_event layout is part of the ABI");
static_assert(sizeof(bzq_meld) == kMeldSizeV1, "bzq_meld layout is part of the ABI");
static_assert(sizeof(bzq_meld_score) == kMeldScoreSizeV1, "bzq_meld_score layout is part of the ABI");
static_assert(sizeof(bzq_info) == kInfoSizeV1 + 4, "bzq_info layout is part of the ABI");
static_assert(sizeof(bzq_shape) == kShapeSizeV1, "bzq_shape layout is part of the ABI");
static_assert(sizeof(bzq_simulation) == kSimulationSizeV1, "bzq_simulation layout is part of the ABI");
static_assert(offsetof(bzq_simulation, deals) == 8, "bzq_simulation counts are 8-aligned");
static_assert(sizeof(bzq_hint) == kHintSizeV1, "bzq_hint layout is part of the ABI");
static_assert(sizeof(bzq_turn) == kTurnSizeV1, "bzq_turn layout is part of the ABI");
static_assert(BZQ_MELD_KINDS == bezique::kMeldKinds, "meld kinds");
static_assert(BZQ_MAX_MELD_CARDS == bezique::kMaxMeldCards, "meld card count");
static_assert(BZQ_MAX_EVENT_CARDS == std::tuple_size<decltype(Event::cards)>::value, "event card count");
static_assert(BZQ_ACTION_CLAIM + 1 == bezique::kActionTypes, "action types");
static_assert(BZQ_MELD_FIVE_TRUMPS + 1 == bezique::kMeldKinds, "meld kinds");
static_assert(BZQ_MAX_PLAYERS == bezique::kMaxPlayers, "players");
static_assert(BZQ_SPECTATOR == bezique::kSpectator, "spectator");

bzq_status bad_struct(Message* msg, const void* p, std::uint32_t struct_size, std::uint32_t v1_size, const char* what) {
  if (p == nullptr) return null_argument(msg, what);
  return fail(msg, BZQ_BAD_STRUCT_SIZE,
              std::string(what) + "->struct_size is " + std::to_string(struct_size) + ", at least " +
                  std::to_string(v1_size) + " expected (call the struct's _init function first)");
}

bzq_status read_action(Message* msg, const bzq_action* in, Action& out) {
  if (in == nullptr) return null_argument(msg, "action");
  bzq_status s = check_struct(msg, in, in->struct_size, kActionSizeV1, "action");
  if (s != BZQ_OK) return s;
  if (in->type >= bezique::kActionTypes)
    return fail(msg, BZQ_OUT_OF_RANGE, "action type " + std::to_string(in->type) + " is out of range (0 to 10)");
  if (in->meld >= bezique::kMeldKinds)
    return fail(msg, BZQ_OUT_OF_RANGE, "meld kind " + std::to_string(in->meld) + " is out of range (0 to 10)");
  if (in->count > bezique::kMaxMeldCards)
    return fail(msg, BZQ_OUT_OF_RANGE, "action card count " + std::to_string(in->count) + " is over 12");
  out = Action{};
  out.type = static_cast<bezique::ActionType>(in->type);
  out.kind = static_cast<bezique::MeldKind>(in->meld);
  out.count = in->count;
  for (int i = 0; i < in->count; ++i) out.cards[i] = in->cards[i];
  return BZQ_OK;
}

void write_action(const Action& a, bzq_action* out) {
  out->type = static_cast<std::uint8_t>(a.type);
  out->meld = a.type == bezique::ActionType::Declare ? static_cast<std::uint8_t>(a.kind) : 0;
  out->count = a.count;
  out->reserved = 0;
  std::memset(out->cards, 0, sizeof out->cards);
  for (int i = 0; i < a.count && i < BZQ_MAX_MELD_CARDS; ++i) out->cards[i] = a.cards[i];
}

void write_event(const Event& e, bzq_event* out) {
  out->type = static_cast<std::uint8_t>(e.type);
  out->player = e.player;
  out->side = e.side;
  out->suit = e.suit;
  out->meld = static_cast<std::uint8_t>(e.kind);
  out->reason = static_cast<std::uint8_t>(e.reason);
  out->count = e.count;
  out->flags = static_cast<std::uint8_t>((e.hidden ? BZQ_EVENT_FLAG_HIDDEN : 0) | (e.redacted ? BZQ_EVENT_FLAG_REDACTED : 0));
  out->value = e.value;
  for (int i = 0; i < BZQ_MAX_EVENT_CARDS; ++i) out->cards[i] = e.cards[i];
}

void write_meld(const bezique::MeldRecord& m, bzq_meld* out) {
  out->meld = static_cast<std::uint8_t>(m.kind);
  out->player = m.player;
  out->count = m.count;
  out->broken = m.broken ? 1 : 0;
  for (int i = 0; i < BZQ_MAX_MELD_CARDS; ++i) out->cards[i] = m.cards[i];
}

bzq_status check_seat(Message* msg, const Variant& v, std::int32_t player, const char* what) {
  if (player < 0 || player >= v.players)
    return fail(msg, BZQ_OUT_OF_RANGE,
                std::string(what) + " " + std::to_string(player) + " is out of range: this game has seats 0 to " +
                    std::to_string(v.players - 1));
  return BZQ_OK;
}

bzq_status check_viewer(Message* msg, const Variant& v, std::int32_t viewer, bool allow_omniscient) {
  if (viewer == BZQ_SPECTATOR || (allow_omniscient && viewer == BZQ_OMNISCIENT)) return BZQ_OK;
  if (viewer >= 0 && viewer < v.players) return BZQ_OK;
  return fail(msg, BZQ_OUT_OF_RANGE,
              "viewer " + std::to_string(viewer) + " is out of range: a seat 0 to " + std::to_string(v.players - 1) +
                  ", BZQ_SPECTATOR (-1)" + (allow_omniscient ? " or BZQ_OMNISCIENT (-2)" : ""));
}

}  // namespace bzq_detail

using namespace bzq_detail;

extern "C" {

void bzq_action_init(bzq_action* action) {
  if (!action) return;
  std::memset(action, 0, sizeof *action);
  action->struct_size = sizeof *action;
}

void bzq_event_init(bzq_event* event) {
  if (!event) return;
  std::memset(event, 0, sizeof *event);
  event->struct_size = sizeof *event;
}

void bzq_meld_init(bzq_meld* meld) {
  if (!meld) return;
  std::memset(meld, 0, sizeof *meld);
  meld->struct_size = sizeof *meld;
}

void bzq_meld_score_init(bzq_meld_score* score) {
  if (!score) return;
  std::memset(score, 0, sizeof *score);
  score->struct_size = sizeof *score;
}

void bzq_info_init(bzq_info* info) {
  if (!info) return;
  std::memset(info, 0, sizeof *info);
  info->struct_size = sizeof *info;
}

void bzq_shape_init(bzq_shape* shape) {
  if (!shape) return;
  std::memset(shape, 0, sizeof *shape);
  shape->struct_size = sizeof *shape;
}

void bzq_turn_init(bzq_turn* turn) {
  if (!turn) return;
  std::memset(turn, 0, sizeof *turn);
  turn->struct_size = sizeof *turn;
}

void bzq_simulation_init(bzq_simulation* simulation) {
  if (!simulation) return;
  std::memset(simulation, 0, sizeof *simulation);
  simulation->struct_size = sizeof *simulation;
}

void bzq_hint_init(bzq_hint* hint) {
  if (!hint) return;
  std::memset(hint, 0, sizeof *hint);
  hint->struct_size = sizeof *hint;
  hint->action.struct_size = sizeof hint->action;
}

}  // extern "C"
