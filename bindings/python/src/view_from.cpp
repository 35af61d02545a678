#include "view_from.hpp"

#include <string>
#include <vector>

#include "errors.hpp"

namespace py = pybind11;
using namespace bezique;

namespace bezique_py {

namespace {

long long as_int(const py::handle& h, const std::string& what, long long lo, long long hi) {
  if (!PyLong_Check(h.ptr())) invalid_argument("view: " + what + " is not an int");
  int overflow = 0;
  const long long x = PyLong_AsLongLongAndOverflow(h.ptr(), &overflow);
  if (overflow != 0 || x < lo || x > hi)
    invalid_argument("view: " + what + " is " + std::string(py::str(h)) + ", not in " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  return x;
}

bool as_bool(const py::handle& h, const std::string& what) {
  if (!PyBool_Check(h.ptr())) invalid_argument("view: " + what + " is not a bool");
  return h.ptr() == Py_True;
}

py::sequence as_seq(const py::handle& h, const std::string& what, std::size_t max) {
  if (!PySequence_Check(h.ptr()) || PyUnicode_Check(h.ptr()) || PyBytes_Check(h.ptr()))
    invalid_argument("view: " + what + " is not a sequence");
  auto s = py::reinterpret_borrow<py::sequence>(h);
  if (s.size() > max) invalid_argument("view: " + what + " has " + std::to_string(s.size()) + " entries, at most " + std::to_string(max));
  return s;
}

py::handle field(const py::dict& d, const char* key) {
  if (!d.contains(key)) invalid_argument(std::string("view: no field '") + key + "'");
  return d[key];
}

struct Reader {
  const Variant& v;
  int ids;  // card ids are 0..ids-1

  int seat(const py::handle& h, const std::string& what, bool none_allowed) const {
    return static_cast<int>(as_int(h, what, none_allowed ? -1 : 0, v.players - 1));
  }
  CardId card(const py::handle& h, const std::string& what) const {
    // A variant with jokers has the packs' ids and the jokers' (docs/rules.md section 7).
    const long long c = as_int(h, what, 0, v.jokers > 0 ? kFirstJoker + v.jokers - 1 : ids - 1);
    if (c >= ids && c < kFirstJoker)
      invalid_argument("view: " + what + " is " + std::to_string(c) + ", not in 0.." + std::to_string(ids - 1) + " or a joker's " +
                       std::to_string(kFirstJoker) + ".." + std::to_string(kFirstJoker + v.jokers - 1));
    return static_cast<CardId>(c);
  }
  std::vector<CardId> cards(const py::handle& h, const std::string& what, std::size_t max) const {
    std::vector<CardId> out;
    py::sequence s = as_seq(h, what, max);
    for (std::size_t i = 0; i < s.size(); ++i) out.push_back(card(s[i], what + "[" + std::to_string(i) + "]"));
    return out;
  }
  std::vector<int> per_side(const py::handle& h, const std::string& what) const {
    py::sequence s = as_seq(h, what, static_cast<std::size_t>(v.sides()));
    if (s.size() != static_cast<std::size_t>(v.sides()))
      invalid_argument("view: " + what + " has " + std::to_string(s.size()) + " entries, not one per side");
    std::vector<int> out;
    for (std::size_t i = 0; i < s.size(); ++i)
      out.push_back(static_cast<int>(as_int(s[i], what + "[" + std::to_string(i) + "]", INT32_MIN, INT32_MAX)));
    return out;
  }
  Action action(const py::handle& h, const std::string& what) const {
    py::sequence s = as_seq(h, what, 3);
    if (s.size() != 3) invalid_argument("view: " + what + " is not (type, kind, cards)");
    Action a;
    a.type = static_cast<ActionType>(as_int(s[0], what + " type", 0, kActionTypes - 1));
    a.kind = static_cast<MeldKind>(as_int(s[1], what + " kind", 0, kMeldKinds - 1));
    const std::vector<CardId> c = cards(s[2], what + " cards", kMaxMeldCards);
    a.count = static_cast<std::uint8_t>(c.size());
    for (std::size_t i = 0; i < c.size(); ++i) a.cards[i] = c[i];
    return a;
  }
  // The 11 fields of bezique.Event before its text; a 12th field (the engine's text, as the
  // compiled module hands events out) is ignored.
  Event event(const py::handle& h, const std::string& what) const {
    py::sequence s = as_seq(h, what, 12);
    if (s.size() < 11) invalid_argument("view: " + what + " does not have the 11 fields of an event");
    Event e;
    e.type = static_cast<EventType>(as_int(s[0], what + " type", 0, static_cast<int>(EventType::HandDealt)));
    // The events a seat causes name it: a history that says otherwise is not the engine's.
    bool by_seat = false;
    switch (e.type) {
      case EventType::DealStarted: case EventType::CardDrawn: case EventType::CardPlayed: case EventType::TrickWon:
      case EventType::MeldDeclared: case EventType::SevenExchanged: case EventType::CarteBlanche:
      case EventType::Nominated: case EventType::Claimed: case EventType::Passed: case EventType::HandDealt:
        by_seat = true;
        break;
      default: break;
    }
    e.player = static_cast<std::int8_t>(seat(s[1], what + " player", !by_seat));
    e.side = static_cast<std::int8_t>(as_int(s[2], what + " side", -1, v.sides() - 1));
    e.suit = static_cast<std::int8_t>(as_int(s[3], what + " suit", -1, kSuits - 1));
    e.kind = static_cast<MeldKind>(as_int(s[4], what + " meld", 0, kMeldKinds - 1));
    e.reason = static_cast<ScoreReason>(as_int(s[5], what + " reason", 0, static_cast<int>(ScoreReason::Rubicon)));
    e.value = static_cast<std::int32_t>(as_int(s[6], what + " value", INT32_MIN, INT32_MAX));
    const std::vector<CardId> c = cards(s[7], what + " cards", e.cards.size());
    e.count = static_cast<std::uint8_t>(as_int(s[8], what + " card count", 0, static_cast<long long>(e.cards.size())));
    e.hidden = as_bool(s[9], what + " hidden");
    e.redacted = as_bool(s[10], what + " redacted");
    if (c.size() != (e.redacted ? 0u : e.count))
      invalid_argument("view: " + what + " has " + std::to_string(c.size()) + " cards for a count of " + std::to_string(e.count));
    for (std::size_t i = 0; i < c.size(); ++i) e.cards[i] = c[i];
    return e;
  }
};

}  // namespace

std::vector<Event> events_from(const py::handle& raw, const Variant& v) {
  const Reader r{v, v.packs * kCardTypes};
  py::sequence history = as_seq(raw, "history", SIZE_MAX);
  std::vector<Event> out;
  out.reserve(history.size());
  for (std::size_t i = 0; i < history.size(); ++i) out.push_back(r.event(history[i], "history[" + std::to_string(i) + "]"));
  return out;
}

View view_from(const py::dict& raw, const Variant& v) {
  const Reader r{v, v.packs * kCardTypes};
  const std::size_t deck = static_cast<std::size_t>(v.deck_size());
  View out;
  out.viewer = r.seat(field(raw, "viewer"), "viewer", false);
  out.players = static_cast<int>(as_int(field(raw, "players"), "players", v.players, v.players));
  out.phase = static_cast<Phase>(as_int(field(raw, "phase"), "phase", 0, static_cast<int>(Phase::GameOver)));
  out.current_player = r.seat(field(raw, "current_player"), "current_player", true);
  out.dealer = r.seat(field(raw, "dealer"), "dealer", false);
  out.deal_number = static_cast<int>(as_int(field(raw, "deal_number"), "deal_number", 0, 65535));
  out.stage = static_cast<int>(as_int(field(raw, "stage"), "stage", 1, 2));
  out.trump = static_cast<int>(as_int(field(raw, "trump"), "trump", -1, kSuits - 1));
  out.previous_trump = static_cast<int>(as_int(field(raw, "previous_trump"), "previous_trump", -1, kSuits - 1));
  // Optional: a view written before the field existed is one where it is false.
  if (raw.contains("first_bezique_scored")) {
    py::handle flag = raw["first_bezique_scored"];
    if (!py::isinstance<py::bool_>(flag)) invalid_argument("view: first_bezique_scored must be True or False");
    out.first_bezique_scored = flag.cast<bool>();
  }
  if (out.first_bezique_scored && v.first_bezique_value == 0)
    invalid_argument("view: first_bezique_scored is true in a variant without first_bezique_value");
  out.turn_up = static_cast<int>(as_int(field(raw, "turn_up"), "turn_up", -1, r.ids - 1));
  out.stock_size = static_cast<int>(as_int(field(raw, "stock_size"), "stock_size", 0, static_cast<long long>(deck)));
  out.trick_number = static_cast<int>(as_int(field(raw, "trick_number"), "trick_number", 0, static_cast<long long>(deck)));
  out.hand = r.cards(field(raw, "hand"), "hand", deck);
  py::sequence sizes = as_seq(field(raw, "hand_sizes"), "hand_sizes", static_cast<std::size_t>(v.players));
  py::sequence table = as_seq(field(raw, "table"), "table", static_cast<std::size_t>(v.players));
  if (sizes.size() != static_cast<std::size_t>(v.players) || table.size() != static_cast<std::size_t>(v.players))
    invalid_argument("view: hand_sizes and table need one entry per player");
  for (std::size_t p = 0; p < sizes.size(); ++p) {
    out.hand_sizes.push_back(static_cast<int>(as_int(sizes[p], "hand_sizes[" + std::to_string(p) + "]", 0, static_cast<long long>(deck))));
    out.table.push_back(r.cards(table[p], "table[" + std::to_string(p) + "]", deck));
  }
  py::sequence trick = as_seq(field(raw, "trick"), "trick", static_cast<std::size_t>(v.players));
  for (std::size_t i = 0; i < trick.size(); ++i) {
    const std::string what = "trick[" + std::to_string(i) + "]";
    py::sequence t = as_seq(trick[i], what, 2);
    if (t.size() != 2) invalid_argument("view: " + what + " is not (player, card)");
    out.trick.push_back({r.seat(t[0], what + " player", false), r.card(t[1], what + " card")});
  }
  out.played = r.cards(field(raw, "played"), "played", deck);
  py::sequence melds = as_seq(field(raw, "melds"), "melds", deck);
  for (std::size_t i = 0; i < melds.size(); ++i) {
    const std::string what = "melds[" + std::to_string(i) + "]";
    py::sequence m = as_seq(melds[i], what, 4);
    if (m.size() != 4) invalid_argument("view: " + what + " is not (kind, player, cards, broken)");
    MeldRecord rec;
    rec.kind = static_cast<MeldKind>(as_int(m[0], what + " kind", 0, kMeldKinds - 1));
    rec.player = static_cast<std::int8_t>(r.seat(m[1], what + " player", false));
    const std::vector<CardId> c = r.cards(m[2], what + " cards", kMaxMeldCards);
    rec.count = static_cast<std::uint8_t>(c.size());
    for (std::size_t k = 0; k < c.size(); ++k) rec.cards[k] = c[k];
    rec.broken = as_bool(m[3], what + " broken");
    out.melds.push_back(rec);
  }
  out.scores = r.per_side(field(raw, "scores"), "scores");
  out.won = r.per_side(field(raw, "won"), "won");
  out.results = r.per_side(field(raw, "results"), "results");
  out.winner = static_cast<int>(as_int(field(raw, "winner"), "winner", -1, v.sides() - 1));
  py::sequence legal = as_seq(field(raw, "legal_actions"), "legal_actions", static_cast<std::size_t>(kMaxLegalActions));
  for (std::size_t i = 0; i < legal.size(); ++i) out.legal_actions.push_back(r.action(legal[i], "legal_actions[" + std::to_string(i) + "]"));
  // The history from the previous deal's start on, as ai::seat_view() gives it.
  py::sequence history = as_seq(field(raw, "history"), "history", SIZE_MAX);
  std::size_t from = 0;
  int starts = 0;
  for (std::size_t i = history.size(); i-- > 0;) {
    py::sequence e = as_seq(history[i], "history[" + std::to_string(i) + "]", 11);
    if (e.size() > 0 && as_int(e[0], "history[" + std::to_string(i) + "] type", 0, 255) == static_cast<int>(EventType::DealStarted) &&
        ++starts == 2) {
      from = i;
      break;
    }
  }
  for (std::size_t i = from; i < history.size(); ++i) out.history.push_back(r.event(history[i], "history[" + std::to_string(i) + "]"));
  return out;
}

}  // namespace bezique_py
