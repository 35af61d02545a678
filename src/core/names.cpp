// Names of enums that appear in text forms (actions, events, records, status codes).
#include "bezique/action.hpp"
#include "bezique/event.hpp"
#include "bezique/meld.hpp"
#include "bezique/status.hpp"

namespace bezique {

namespace {
constexpr std::string_view kMeldNames[kMeldKinds] = {
    "marriage", "sequence", "bezique", "double-bezique", "triple-bezique", "quadruple-bezique",
    "quintuple-bezique", "sextuple-bezique", "four", "four-trumps", "five-trumps"};
constexpr std::string_view kActionNames[kActionTypes] = {
    "play", "declare", "exchange", "seven", "carte-blanche", "pass", "take-top", "take-turn-up",
    "nominate-self", "nominate-partner", "claim"};
constexpr std::string_view kEventNames[] = {
    "deal-started", "turn-up", "card-drawn", "card-played", "trick-won", "meld-declared",
    "seven-exchanged", "carte-blanche", "trump-fixed", "points-scored", "stage-two", "nominated",
    "claimed", "deal-over", "game-result", "game-over", "passed", "hand-dealt"};
constexpr std::string_view kReasonNames[] = {
    "none", "meld", "seven", "turn-up-seven", "carte-blanche", "last-trick", "brisques",
    "card-points", "rubicon"};
}  // namespace

std::string_view meld_name(MeldKind k) { return kMeldNames[static_cast<int>(k)]; }

std::optional<MeldKind> parse_meld_name(std::string_view name) {
  for (int k = 0; k < kMeldKinds; ++k)
    if (kMeldNames[k] == name) return static_cast<MeldKind>(k);
  return std::nullopt;
}

std::string_view action_type_name(ActionType t) { return kActionNames[static_cast<int>(t)]; }
std::string_view event_type_name(EventType t) { return kEventNames[static_cast<int>(t)]; }
std::string_view score_reason_name(ScoreReason r) { return kReasonNames[static_cast<int>(r)]; }

const char* code_name(Code code) {
  switch (code) {
    case Code::Ok: return "ok";
    case Code::InvalidArgument: return "invalid argument";
    case Code::UnknownName: return "unknown name";
    case Code::ParseError: return "parse error";
    case Code::InvalidVariant: return "invalid variant";
    case Code::IllegalAction: return "illegal action";
    case Code::WrongPhase: return "wrong phase";
    case Code::OutOfTurn: return "out of turn";
    case Code::GameOver: return "game over";
    case Code::CorruptRecord: return "corrupt record";
    case Code::BufferTooSmall: return "buffer too small";
    case Code::Internal: return "internal error";
  }
  return "unknown status";
}

namespace {
// Cards sort by type, then copy, in action order.
int card_order(CardId c) { return type_of(c) * kMaxPacks + copy_of(c); }
}  // namespace

bool Action::operator==(const Action& o) const {
  if (type != o.type || count != o.count) return false;
  if (type == ActionType::Declare && kind != o.kind) return false;
  for (int i = 0; i < count; ++i)
    if (cards[i] != o.cards[i]) return false;
  return true;
}

bool Action::operator<(const Action& o) const {
  if (type != o.type) return type < o.type;
  if (type == ActionType::Declare && kind != o.kind) return kind < o.kind;
  int n = count < o.count ? count : o.count;
  for (int i = 0; i < n; ++i)
    if (cards[i] != o.cards[i]) return card_order(cards[i]) < card_order(o.cards[i]);
  return count < o.count;
}

bool Event::operator==(const Event& o) const {
  if (type != o.type || player != o.player || side != o.side || suit != o.suit || kind != o.kind ||
      reason != o.reason || count != o.count || hidden != o.hidden || redacted != o.redacted || value != o.value)
    return false;
  for (int i = 0; i < count; ++i)
    if (cards[i] != o.cards[i]) return false;
  return true;
}

}  // namespace bezique
