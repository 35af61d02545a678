// Names of the ABI's enumerations, and cards as text.
#include "internal.hpp"

using namespace bzq_detail;

namespace {

constexpr const char* kPhaseNames[] = {"deal", "carte-blanche", "play", "nominate",
                                       "declare", "repeat", "last-draw", "game-over"};
constexpr int kEventTypes = 18;
constexpr int kReasons = 9;

}  // namespace

extern "C" {

// The core's names are views of string literals, so their data() is NUL-terminated and static.
const char* bzq_action_type_name(int32_t type) {
  if (type < 0 || type >= bezique::kActionTypes) return nullptr;
  return bezique::action_type_name(static_cast<bezique::ActionType>(type)).data();
}

const char* bzq_meld_name(int32_t meld) {
  if (meld < 0 || meld >= bezique::kMeldKinds) return nullptr;
  return bezique::meld_name(static_cast<bezique::MeldKind>(meld)).data();
}

const char* bzq_event_type_name(int32_t type) {
  if (type < 0 || type >= kEventTypes) return nullptr;
  return bezique::event_type_name(static_cast<bezique::EventType>(type)).data();
}

const char* bzq_phase_name(int32_t phase) {
  if (phase < 0 || phase > BZQ_PHASE_GAME_OVER) return nullptr;
  return kPhaseNames[phase];
}

const char* bzq_reason_name(int32_t reason) {
  if (reason < 0 || reason >= kReasons) return nullptr;
  return bezique::score_reason_name(static_cast<bezique::ScoreReason>(reason)).data();
}

bzq_status bzq_meld_from_name(const char* name, uint8_t* meld) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!name) return null_argument(nullptr, "name");
    if (!meld) return null_argument(nullptr, "meld");
    auto kind = bezique::parse_meld_name(bezique::lower_ascii(name));
    if (!kind)
      return fail(nullptr, BZQ_UNKNOWN_NAME,
                  "unknown meld " + bezique::quote(name) + " (marriage, sequence, bezique, double-bezique, ...)");
    *meld = static_cast<uint8_t>(*kind);
    return BZQ_OK;
  });
}

bzq_status bzq_card_text(uint8_t card, int32_t with_copy, char* buf, uint32_t size, uint32_t* needed) {
  return guard(nullptr, [&]() -> bzq_status { return write_string(nullptr, bezique::card_text(card, with_copy != 0), buf, size, needed); });
}

bzq_status bzq_card_parse(const char* text, uint8_t* card) {
  return guard(nullptr, [&]() -> bzq_status {
    if (!text) return null_argument(nullptr, "text");
    if (!card) return null_argument(nullptr, "card");
    std::string_view t(text);
    auto parsed = t.size() <= 8 ? bezique::parse_card(t) : std::nullopt;
    if (!parsed)
      return fail(nullptr, BZQ_PARSE_ERROR,
                  bezique::quote(t) + " is not a card (rank A T K Q J 9 8 7, suit S H D C: QS or QS.1)");
    *card = bezique::physical_card(parsed->type, parsed->copy < 0 ? 0 : parsed->copy);
    return BZQ_OK;
  });
}

}  // extern "C"
