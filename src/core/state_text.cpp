// Saving and loading a State as text, hidden fields included (docs/records.md, "State text").
// Loading treats the text as hostile: every line is parsed strictly, every number is range
// checked, every card must belong to the variant, and the result must pass
// State::check_invariants() before it is returned.
#include <cctype>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/message_text.hpp"
#include "text_lines.hpp"
#include "variant_parse.hpp"

namespace bezique {

namespace {

constexpr std::string_view kHeader = "bezique-state 2";
constexpr int kMaxScore = 2000000000;
constexpr const char* kPhaseNames[] = {"deal",   "carte-blanche", "play",     "nominate",
                                       "declare", "repeat",       "last-draw", "game-over"};

std::string seat_text(int p) { return p < 0 ? "-" : std::to_string(p); }
std::string suit_text(int s) { return s < 0 ? "-" : std::string(1, suit_char(static_cast<Suit>(s))); }

std::string mask_text(unsigned mask, int n) {
  std::string s;
  for (int i = 0; i < n; ++i)
    if ((mask >> i) & 1) s += (s.empty() ? "" : " ") + std::to_string(i);
  return s.empty() ? "-" : s;
}

std::string set_text(const CardSet& set, bool jokers) {
  std::string s;
  set.for_each([&](CardId c) { s += (s.empty() ? "" : " ") + card_text(c, true, jokers); });
  return s.empty() ? "-" : s;
}

std::string history_text(MeldHistory h) {
  std::string s;
  for (int k = 0; k < kMeldKinds; ++k)
    if (h & meld_bit(static_cast<MeldKind>(k))) s += (s.empty() ? "" : ",") + std::string(meld_name(static_cast<MeldKind>(k)));
  if (h & kSevenScoredBit) s += (s.empty() ? "" : ",") + std::string("seven-scored");
  return s;
}

std::vector<std::string_view> split_words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ') ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

}  // namespace

// Reads and writes the private fields of State (State names it a friend).
class StateText {
 public:
  static std::string write(const State& s);
  static Result<State> read(const Variant& variant, std::string_view text);

 private:
  class Reader;
  static CardSet implied_public(const State& s);
  static CardSet seen_in_hands(const State& s);
  static int read_header(Reader& r, const Variant& variant);
  static void read_position(Reader& r, State& s);
  static void read_scores_and_flags(Reader& r, State& s);
  static CardSet read_cards(Reader& r, State& s, int version);
  static void read_histories(Reader& r, State& s);
  static void read_melds(Reader& r, State& s);
  static Result<State> checked(State s, const CardSet& seen);
};

// The cards every seat has seen that the other lines already tell: played, in the trick,
// declared (on the table or with a meld history), the turn-up.
CardSet StateText::implied_public(const State& s) {
  CardSet out = s.played_ | s.shown_;
  for (int i = 0; i < s.trick_size_; ++i) out.insert(s.trick_cards_[i]);
  for (int c = 0; c < kMaxCards; ++c)
    if (s.hist_[c]) out.insert(static_cast<CardId>(c));
  if (s.turn_up() >= 0) out.insert(static_cast<CardId>(s.turn_up()));
  return out;
}

// The `seen` line: the public cards no other line tells (shown at carte blanche, or the
// turn-up taken into a hand).
CardSet StateText::seen_in_hands(const State& s) { return s.public_.without(implied_public(s)); }

std::string StateText::write(const State& held) {
  const State s = held.canonical();  // the text numbers every copy canonically (State's class comment)
  const Variant& v = *s.variant_;
  std::ostringstream o;
  const bool jk = v.jokers > 0;
  o << kHeader << "\n";
  o << "variant " << variant_text(v) << "\n";
  o << "phase " << kPhaseNames[static_cast<int>(s.phase_)] << "\n";
  o << "deal-number " << s.deal_no_ << "\n";
  o << "dealer " << int(s.dealer_) << "\n";
  o << "stage " << int(s.stage_) << "\n";
  o << "current " << int(s.current_) << "\n";
  o << "leader " << int(s.leader_) << "\n";
  o << "trick-winner " << seat_text(s.trick_winner_) << "\n";
  o << "last-trick-winner " << seat_text(s.last_trick_winner_) << "\n";
  o << "declarer " << seat_text(s.declarer_) << "\n";
  o << "declarations-left " << int(s.decls_left_) << "\n";
  o << "trump " << suit_text(s.trump_) << "\n";
  o << "previous-trump " << suit_text(s.prev_trump_) << "\n";
  if (v.first_bezique_value > 0) o << "first-bezique " << (s.first_bezique_scored_ ? "declared" : "open") << "\n";
  o << "turn-up " << (s.has_turn_up_ ? "yes" : "no") << "\n";
  o << "trick-number " << s.trick_no_ << "\n";
  o << "trick";
  if (s.trick_size_ == 0) o << " -";
  for (int i = 0; i < s.trick_size_; ++i) o << " " << int(s.trick_players_[i]) << ":" << card_text(s.trick_cards_[i], true, jk);
  o << "\n";
  for (const char* key : {"scores", "pending", "results"}) {
    const auto& a = key[0] == 's' ? s.score_ : key[0] == 'p' ? s.pending_ : s.result_;
    o << key;
    for (int side = 0; side < v.sides(); ++side) o << " " << a[side];
    o << "\n";
  }
  o << "winner " << seat_text(s.winner_side_) << "\n";
  o << "carte-blanche-asked " << mask_text(s.cb_asked_, v.players) << "\n";
  o << "carte-blanche-shown " << mask_text(s.cb_declared_, v.players) << "\n";
  o << "carte-blanche-open " << mask_text(s.cb_open_, v.players) << "\n";
  o << "repeat-pending " << mask_text(s.repeat_pending_, v.players) << "\n";
  o << "played-first " << mask_text(s.played_first_, v.players) << "\n";
  o << "running " << mask_text(s.running_, v.sides()) << "\n";
  o << "duel-stage " << int(s.duel_stage_) << "\n";
  o << "duel " << seat_text(s.duel_[0]) << " " << seat_text(s.duel_[1]) << "\n";
  o << "last-drawn";
  for (int p = 0; p < v.players; ++p) o << " " << card_text(s.last_drawn_[p], true, jk);
  o << "\n";
  for (int p = 0; p < v.players; ++p) o << "hand " << p << " " << set_text(s.hands_[p], jk) << "\n";
  o << "table " << set_text(s.shown_, jk) << "\n";
  o << "played " << set_text(s.played_, jk) << "\n";
  o << "seen " << set_text(StateText::seen_in_hands(s), jk) << "\n";
  o << "stock";
  if (s.stock_.empty()) o << " -";
  for (CardId c : s.stock_) o << " " << card_text(c, true, jk);
  o << "\n";
  o << "history";
  bool any = false;
  for (int c = 0; c < kMaxCards; ++c) {
    if (!s.hist_[c]) continue;
    any = true;
    o << " " << card_text(static_cast<CardId>(c), true, jk) << "=" << history_text(s.hist_[c]);
  }
  if (!any) o << " -";
  o << "\n";
  for (const MeldRecord& m : s.melds_) {
    o << "meld " << int(m.player) << " " << meld_name(m.kind) << " ";
    for (int i = 0; i < m.count; ++i) o << (i ? "+" : "") << card_text(m.cards[i], true, jk);
    o << " " << (m.broken ? "broken" : "intact") << "\n";
  }
  o << "end\n";
  return o.str();
}

// A strict line reader: each call expects the next line to start with a given key.
class StateText::Reader {
 public:
  Reader(const Variant& v, const State& s, std::string_view text) : v_(v), s_(s), lines_(text, "state text", false) {}

  Status error() const { return error_; }
  bool ok() const { return error_.is_ok(); }

  // The rest of the next line, which must be "key rest" (or just "key").
  std::string_view line(std::string_view key) {
    if (!ok()) return {};
    std::string_view l;
    if (!lines_.next(l)) {
      if (!lines_.error().is_ok()) error_ = lines_.error();
      else fail("missing '" + std::string(key) + "' line (the text is truncated)");
      return {};
    }
    if (l.substr(0, key.size()) != key || (l.size() > key.size() && l[key.size()] != ' ')) {
      fail("expected '" + std::string(key) + "', found " + quote(l));
      return {};
    }
    return l.size() > key.size() ? l.substr(key.size() + 1) : std::string_view();
  }
  bool peek(std::string_view key) { return ok() && lines_.peek(key); }
  bool at_end() { return lines_.at_end(); }

  // A failure at the start of the current line, or at `at` (a part of it).
  void fail(const std::string& m, std::string_view at = {}) {
    if (ok()) error_ = lines_.error_at(at, Code::CorruptRecord, m);
  }

  // Numbers are read into 64 bits on every platform (long is 32 bits on Windows), and at most
  // ten digits are accepted, so no value wraps before the range check sees it.
  std::int64_t number(std::string_view word, std::int64_t lo, std::int64_t hi, std::string_view what) {
    if (!ok()) return lo;
    bool neg = !word.empty() && word[0] == '-';
    std::string_view digits = neg ? word.substr(1) : word;
    std::int64_t value = 0;
    bool valid = !digits.empty() && digits.size() <= 10;
    for (char c : digits) valid = valid && c >= '0' && c <= '9';
    if (valid)
      for (char c : digits) value = value * 10 + (c - '0');
    if (neg) value = -value;
    if (!valid) fail(std::string(what) + ": " + quote(word) + " is not a number", word);
    else if (value < lo || value > hi)
      fail(std::string(what) + ": " + std::to_string(value) + " is out of range " + std::to_string(lo) + ".." +
           std::to_string(hi), word);
    return valid && value >= lo && value <= hi ? value : lo;
  }
  std::int64_t number_line(std::string_view key, std::int64_t lo, std::int64_t hi) {
    auto rest = line(key);
    return number(rest, lo, hi, key);
  }
  // A seat or "-" (-1).
  int seat(std::string_view word, int n, std::string_view what) {
    if (word == "-") return -1;
    return static_cast<int>(number(word, 0, n - 1, what));
  }
  int seat_line(std::string_view key, int n) { return seat(line(key), n, key); }
  int suit_line(std::string_view key) {
    auto rest = line(key);
    if (!ok() || rest == "-") return -1;
    auto s = rest.size() == 1 ? parse_suit(rest[0]) : std::nullopt;
    if (!s) fail(std::string(key) + ": " + quote(rest) + " is not a suit (S H D C or -)", rest);
    return s ? static_cast<int>(*s) : -1;
  }
  unsigned mask_line(std::string_view key, int n) {
    auto rest = line(key);
    if (!ok() || rest == "-") return 0;
    unsigned mask = 0;
    for (auto w : split_words(rest)) {
      int i = static_cast<int>(number(w, 0, n - 1, key));
      if (ok() && ((mask >> i) & 1)) fail(std::string(key) + ": " + std::to_string(i) + " named twice", w);
      mask |= 1u << i;
    }
    return mask;
  }
  // A physical card with its copy ("QS.1"); with `present`, it must belong to the variant.
  CardId card(std::string_view word, std::string_view what, bool present = true) {
    if (!ok()) return 0;
    int joker = -1;
    if (v_.jokers > 0 && parse_joker(word, &joker)) {
      if (joker < 0 || joker >= v_.jokers) {
        fail(std::string(what) + ": " + quote(word) + " is not a joker of " + v_.name + " with its number (JK.0 to JK." +
                 std::to_string(v_.jokers - 1) + ")",
             word);
        return 0;
      }
      return static_cast<CardId>(kFirstJoker + joker);
    }
    auto pc = parse_card(word);
    if (!pc || pc->copy < 0) {
      fail(std::string(what) + ": " + quote(word) + " is not a card with its copy (e.g. QS.0)", word);
      return 0;
    }
    const CardId c = physical_card(pc->type, pc->copy);
    if (present && (!s_.present().contains(c) || (v_.jokers > 0 && is_joker(c))))
      fail(std::string(what) + ": " + card_text(c, true) + " is not a card of " + v_.name, word);
    return c;
  }
  CardSet card_set(std::string_view rest, std::string_view what) {
    CardSet set;
    if (!ok() || rest == "-") return set;
    for (auto w : split_words(rest)) {
      const CardId c = card(w, what);
      if (ok() && set.contains(c)) fail(std::string(what) + ": " + card_text(c, true, v_.jokers > 0) + " named twice", w);
      set.insert(c);
    }
    return set;
  }
  std::vector<std::string_view> words(std::string_view rest, std::size_t n, std::string_view what) {
    auto w = split_words(rest);
    if (ok() && w.size() != n)
      fail(std::string(what) + ": expected " + std::to_string(n) + " values, found " + std::to_string(w.size()), rest);
    return ok() ? w : std::vector<std::string_view>(n, "0");
  }

 private:
  const Variant& v_;
  const State& s_;
  TextLines lines_;
  Status error_;
};

Result<State> StateText::read(const Variant& variant, std::string_view text) {
  auto corrupt = [](const std::string& m) { return Status{Code::CorruptRecord, m}; };
  Status valid = variant.validate();
  if (!valid) return corrupt("state text: the given variant is invalid: " + valid.message());
  if (text.size() > kMaxStateTextBytes) return corrupt("state text larger than 1 MiB");
  State s(variant);
  Reader r(variant, s, text);
  // The lines in the order state_to_text() writes them.
  const int version = read_header(r, variant);
  if (version < 0) return corrupt("not a bezique state text (expected '" + std::string(kHeader) + "')");
  read_position(r, s);
  read_scores_and_flags(r, s);
  const CardSet seen = read_cards(r, s, version);
  read_histories(r, s);
  read_melds(r, s);
  r.line("end");
  if (r.ok() && !r.at_end()) r.fail("text after 'end'");
  if (!r.ok()) return r.error();
  return checked(std::move(s), seen);
}

// The version line and the variant, which must be the given one; the version, or -1 for a text
// that does not start as a state text.
int StateText::read_header(Reader& r, const Variant& variant) {
  int version = 0;
  if (r.peek("bezique-state")) {
    auto v_text = r.line("bezique-state");
    version = v_text == "1" ? 1 : v_text == "2" ? 2 : 0;
    if (version == 0) r.fail("unsupported state text version " + quote(v_text), v_text);
  } else {
    r.line(kHeader);
    if (!r.ok()) return -1;
  }
  {
    auto vt = r.line("variant");
    if (r.ok()) {
      std::size_t at = 0;
      auto parsed = parse_variant_at(vt, at);
      if (!parsed) r.fail("variant: " + parsed.status().message(), vt.substr(at));
      else if (!(*parsed == variant))
        r.fail("variant mismatch: the state is for '" + variant_text(*parsed) + "', the given variant is '" +
               variant_text(variant) + "'");
    }
  }
  return version;
}

// Where the deal stands: phase, deal, seats, trumps and the trick in progress.
void StateText::read_position(Reader& r, State& s) {
  const Variant& v = s.variant();
  const int players = v.players;
  {
    auto rest = r.line("phase");
    int phase = -1;
    for (int i = 0; i < 8; ++i)
      if (rest == kPhaseNames[i]) phase = i;
    if (r.ok() && phase < 0) r.fail("phase: unknown phase " + quote(rest), rest);
    s.phase_ = static_cast<Phase>(phase < 0 ? 0 : phase);
  }
  s.deal_no_ = static_cast<std::uint16_t>(r.number_line("deal-number", 0, 10000));
  s.dealer_ = static_cast<std::int8_t>(r.number_line("dealer", 0, players - 1));
  s.stage_ = static_cast<std::uint8_t>(r.number_line("stage", 1, 2));
  s.current_ = static_cast<std::int8_t>(r.number_line("current", 0, players - 1));
  s.leader_ = static_cast<std::int8_t>(r.number_line("leader", 0, players - 1));
  s.trick_winner_ = static_cast<std::int8_t>(r.seat_line("trick-winner", players));
  s.last_trick_winner_ = static_cast<std::int8_t>(r.seat_line("last-trick-winner", players));
  s.declarer_ = static_cast<std::int8_t>(r.seat_line("declarer", players));
  s.decls_left_ = static_cast<std::uint8_t>(r.number_line("declarations-left", 0, v.declarations_per_trick));
  s.trump_ = static_cast<std::int8_t>(r.suit_line("trump"));
  s.prev_trump_ = static_cast<std::int8_t>(r.suit_line("previous-trump"));
  if (v.first_bezique_value > 0) {
    auto rest = r.line("first-bezique");
    if (r.ok() && rest != "declared" && rest != "open") r.fail("first-bezique: expected declared or open", rest);
    s.first_bezique_scored_ = rest == "declared";
  }
  {
    auto rest = r.line("turn-up");
    if (r.ok() && rest != "yes" && rest != "no") r.fail("turn-up: expected yes or no");
    s.has_turn_up_ = rest == "yes";
  }
  s.trick_no_ = static_cast<std::uint16_t>(r.number_line("trick-number", 0, kMaxCards));
  {
    auto rest = r.line("trick");
    if (r.ok() && rest != "-") {
      auto words = split_words(rest);
      if (words.size() > static_cast<std::size_t>(players)) r.fail("trick: more cards than players");
      for (std::size_t i = 0; r.ok() && i < words.size(); ++i) {
        auto colon = words[i].find(':');
        if (colon == std::string_view::npos) {
          r.fail("trick: expected seat:card, found " + quote(words[i]), words[i]);
          break;
        }
        s.trick_players_[i] = static_cast<std::int8_t>(r.number(words[i].substr(0, colon), 0, players - 1, "trick"));
        s.trick_cards_[i] = r.card(words[i].substr(colon + 1), "trick");
        s.trick_size_ = static_cast<std::uint8_t>(i + 1);
      }
    }
  }
}

// Scores per side, the players' flags (carte blanche, first plays, running counts), the duels and
// the last draws.
void StateText::read_scores_and_flags(Reader& r, State& s) {
  const int players = s.variant().players;
  const int sides = s.variant().sides();
  for (const char* key : {"scores", "pending", "results"}) {
    auto& a = key[0] == 's' ? s.score_ : key[0] == 'p' ? s.pending_ : s.result_;
    auto w = r.words(r.line(key), static_cast<std::size_t>(sides), key);
    // A score may be negative where the brisque majority takes points away without a floor (7.5).
    const Variant& v = s.variant();
    const bool may_go_negative = v.brisque_scheme == BrisqueScheme::Majority && v.score_floor == ScoreFloor::None;
    const std::int64_t low = key[0] == 's' && may_go_negative ? -kMaxScore : 0;
    for (int side = 0; side < sides; ++side) a[side] = static_cast<std::int32_t>(r.number(w[side], low, kMaxScore, key));
  }
  s.winner_side_ = static_cast<std::int8_t>(r.seat_line("winner", sides));
  s.cb_asked_ = static_cast<std::uint8_t>(r.mask_line("carte-blanche-asked", players));
  s.cb_declared_ = static_cast<std::uint8_t>(r.mask_line("carte-blanche-shown", players));
  s.cb_open_ = static_cast<std::uint8_t>(r.mask_line("carte-blanche-open", players));
  s.repeat_pending_ = static_cast<std::uint8_t>(r.mask_line("repeat-pending", players));
  s.played_first_ = static_cast<std::uint8_t>(r.mask_line("played-first", players));
  s.running_ = static_cast<std::uint8_t>(r.mask_line("running", sides));
  s.duel_stage_ = static_cast<std::uint8_t>(r.number_line("duel-stage", 0, 1));
  {
    auto w = r.words(r.line("duel"), 2, "duel");
    for (int i = 0; i < 2; ++i) s.duel_[i] = static_cast<std::int8_t>(r.seat(w[i], players, "duel"));
  }
  {
    // The card each seat drew last; before any draw it is the default AS.0, which a variant
    // may not hold, so it is not required to be a card of the game.
    auto w = r.words(r.line("last-drawn"), static_cast<std::size_t>(players), "last-drawn");
    for (int p = 0; p < players; ++p) s.last_drawn_[p] = r.card(w[p], "last-drawn", false);
  }
}

// Where the cards are: hands, table, played, seen (version 2) and the stock; the cards seen.
CardSet StateText::read_cards(Reader& r, State& s, int version) {
  const int players = s.variant().players;
  for (int p = 0; p < players; ++p) {
    auto rest = r.line("hand");
    auto sp = rest.find(' ');
    if (r.ok() && (sp == std::string_view::npos || rest.substr(0, sp) != std::to_string(p)))
      r.fail("expected 'hand " + std::to_string(p) + " <cards>'");
    if (r.ok()) s.hands_[p] = r.card_set(rest.substr(sp + 1), "hand " + std::to_string(p));
  }
  s.shown_ = r.card_set(r.line("table"), "table");
  s.played_ = r.card_set(r.line("played"), "played");
  // Version 1 has no `seen` line: cards shown at carte blanche count as hidden there.
  const CardSet seen = version >= 2 ? r.card_set(r.line("seen"), "seen") : CardSet{};
  {
    auto rest = r.line("stock");
    if (r.ok() && rest != "-") {
      CardSet seen;
      for (auto w : split_words(rest)) {
        const CardId c = r.card(w, "stock");
        if (!r.ok()) break;
        if (seen.contains(c)) r.fail("stock: " + card_text(c, true) + " named twice");
        if (s.stock_.full()) r.fail("stock: more cards than a game holds");
        if (!r.ok()) break;
        seen.insert(c);
        s.stock_.push_back(c);
      }
    }
  }
  return seen;
}

// Each card's meld history.
void StateText::read_histories(Reader& r, State& s) {
  {
    auto rest = r.line("history");
    if (r.ok() && rest != "-") {
      for (auto w : split_words(rest)) {
        auto eq = w.find('=');
        if (eq == std::string_view::npos) {
          r.fail("history: expected card=kind,kind, found " + quote(w), w);
          break;
        }
        const CardId c = r.card(w.substr(0, eq), "history");
        if (!r.ok()) break;
        if (s.hist_[c]) r.fail("history: " + card_text(c, true) + " named twice");
        MeldHistory h = 0;
        std::string_view names = w.substr(eq + 1);
        std::size_t start = 0;
        while (r.ok()) {
          auto comma = names.find(',', start);
          std::string_view name = names.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
          MeldHistory bit = 0;
          if (name == "seven-scored") bit = kSevenScoredBit;
          else if (auto k = parse_meld_name(name)) bit = meld_bit(*k);
          if (!bit || (h & bit)) r.fail("history of " + card_text(c, true) + ": bad or repeated kind " + quote(name), name);
          h |= bit;
          if (comma == std::string_view::npos) break;
          start = comma + 1;
        }
        s.hist_[c] = h;
      }
    }
  }
}

// The declarations of the deal, one line each.
void StateText::read_melds(Reader& r, State& s) {
  const int players = s.variant().players;
  while (r.ok() && r.peek("meld")) {
    auto w = r.words(r.line("meld"), 4, "meld");
    if (!r.ok()) break;
    if (s.melds_.full()) {
      r.fail("meld: more than " + std::to_string(kMaxMelds) + " declarations");
      break;
    }
    MeldRecord m;
    m.player = static_cast<std::int8_t>(r.number(w[0], 0, players - 1, "meld player"));
    auto kind = parse_meld_name(w[1]);
    if (!kind) r.fail("meld: unknown kind " + quote(w[1]), w[1]);
    m.kind = kind ? *kind : MeldKind::Marriage;
    std::size_t start = 0;
    while (r.ok()) {
      auto plus = w[2].find('+', start);
      if (m.count == kMaxMeldCards) {
        r.fail("meld: more than " + std::to_string(kMaxMeldCards) + " cards");
        break;
      }
      m.cards[m.count++] = r.card(w[2].substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start), "meld");
      if (plus == std::string_view::npos) break;
      start = plus + 1;
    }
    if (r.ok() && w[3] != "broken" && w[3] != "intact") r.fail("meld: expected broken or intact");
    m.broken = w[3] == "broken";
    s.melds_.push_back(m);
  }
}

// A state read whole: consistent, its public cards and copy numbers settled, every invariant
// checked.
Result<State> StateText::checked(State s, const CardSet& seen) {
  auto corrupt = [](const std::string& m) { return Status{Code::CorruptRecord, m}; };
  const int players = s.variant().players;
  Status consistent = s.check_structure();
  if (!consistent) return corrupt("state text: inconsistent state: " + consistent.message());
  if (s.phase_ != Phase::Deal || s.deal_no_ > 0) {
    CardSet in_hands;
    for (int p = 0; p < players; ++p) in_hands |= s.hands_[p];
    if (!seen.without(in_hands).empty()) return corrupt("state text: seen: a card that is in no hand");
    s.public_ = implied_public(s) | seen;
    // Hidden copies are renumbered canonically (docs/records.md, "Copy numbers").
    s.renumber_all();
  } else if (!seen.empty()) {
    return corrupt("state text: seen: cards before the first deal");
  }
  consistent = s.check_invariants();
  if (!consistent) return corrupt("state text: inconsistent state: " + consistent.message());
  return s;
}

std::string state_to_text(const State& state) { return StateText::write(state); }

Result<State> state_from_text(const Variant& variant, std::string_view text) { return StateText::read(variant, text); }

}  // namespace bezique
