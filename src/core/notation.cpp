#include "bezique/notation.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "bezique/message_text.hpp"

namespace bezique {

namespace {

std::string_view trim_text(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// The cards an action of the current player may name: the hand, plus the partner's declared
// cards for a declaration.
CardSet cards_in_reach(const State& s, ActionType type) {
  const Variant& v = s.variant();
  const int p = s.current_player();
  CardSet cards = s.hand(p);
  if (type == ActionType::Declare && v.use_partner_cards) cards |= s.hand(v.partner_of(p)) & s.shown();
  return cards;
}

// A card as the notation names it: a card type, or (docs/rules.md section 7) "JK".
constexpr int kJokerName = 0xFF;

// Whether physical card @p c is one that the name @p type (a card type or kJokerName) names.
bool named_by(const State& s, CardId c, int type) {
  if (s.is_joker_card(c)) return type == kJokerName;
  return type == type_of(c);
}

int name_of(const State& s, CardId c) { return s.is_joker_card(c) ? kJokerName : type_of(c); }

// Whether the copies of a card within reach fall into more than one group.
bool copies_differ(const State& s, const CardSet& reach, int t) {
  int first = -1;
  bool differ = false;
  reach.for_each([&](CardId c) {
    if (differ || !named_by(s, c, t)) return;
    if (first < 0) first = c;
    else if (!s.interchangeable(static_cast<CardId>(first), c)) differ = true;
  });
  return differ;
}

std::string cards_text(const State& s, const Action& a) {
  const CardSet reach = cards_in_reach(s, a.type);
  std::string out;
  for (int i = 0; i < a.count; ++i) {
    if (i) out += '+';
    out += card_text(a.cards[i], copies_differ(s, reach, name_of(s, a.cards[i])), s.variant().jokers > 0);
  }
  return out;
}

Status parse_error(const std::string& m) { return {Code::ParseError, m}; }

const std::vector<std::string>& meld_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (int k = 0; k < kMeldKinds; ++k) n.emplace_back(meld_name(static_cast<MeldKind>(k)));
    return n;
  }();
  return names;
}

// Every first word of the notation, for "did you mean" hints.
const std::vector<std::string>& action_words() {
  static const std::vector<std::string> words = [] {
    std::vector<std::string> w = meld_names();
    for (int t = 0; t < kActionTypes; ++t) w.emplace_back(action_type_name(static_cast<ActionType>(t)));
    return w;
  }();
  return words;
}

}  // namespace

std::string action_text(const State& s, const Action& a) {
  switch (a.type) {
    case ActionType::Play: return cards_text(s, a);
    case ActionType::Declare: return std::string(meld_name(a.kind)) + " " + cards_text(s, a);
    case ActionType::ExchangeSeven: return "exchange " + cards_text(s, a);
    case ActionType::DeclareSeven: return "seven " + cards_text(s, a);
    default: return std::string(action_type_name(a.type));
  }
}

Result<Action> parse_action(const State& s, std::string_view text) {
  text = trim_text(text);
  if (text.empty()) return parse_error("empty action text");
  if (text.size() > 200) return parse_error("action text longer than 200 characters");
  if (s.is_terminal()) return Status{Code::GameOver, "the game is over"};
  if (s.is_chance()) return Status{Code::WrongPhase, "the next deal must be dealt first"};

  // Split "word rest".
  std::string_view word = text, rest;
  auto space = text.find_first_of(" \t");
  if (space != std::string_view::npos) {
    word = text.substr(0, space);
    rest = trim_text(text.substr(space + 1));
  }
  const std::string w = lower_ascii(word);

  Action a;
  for (ActionType t : {ActionType::CarteBlanche, ActionType::Pass, ActionType::TakeTop, ActionType::TakeTurnUp,
                       ActionType::NominateSelf, ActionType::NominatePartner, ActionType::Claim}) {
    if (w == action_type_name(t)) {
      if (!rest.empty()) return parse_error(quote(word) + " takes no cards");
      a = Action::simple(t);
      Status st = s.check(a);
      if (!st) return st;
      return a;
    }
  }

  std::string_view card_list;
  if (w == "play") {
    a.type = ActionType::Play;
    card_list = rest;
  } else if (w == "exchange") {
    a.type = ActionType::ExchangeSeven;
    card_list = rest;
  } else if (w == "seven") {
    a.type = ActionType::DeclareSeven;
    card_list = rest;
  } else if (w == "declare" || parse_meld_name(w)) {
    a.type = ActionType::Declare;
    if (w == "declare") {
      // "declare KH+QH" infers the kind; "declare marriage KH+QH" names it. A first word that
      // is a card begins the card list ("declare KH + QH").
      auto sp = rest.find_first_of(" \t");
      const std::string_view first = sp == std::string_view::npos ? rest : rest.substr(0, sp);
      if (sp != std::string_view::npos && !parse_card(first)) {
        auto kind = parse_meld_name(lower_ascii(first));
        if (!kind) return parse_error("unknown meld " + quote(first) + did_you_mean(first, meld_names()));
        a.kind = *kind;
        card_list = trim_text(rest.substr(sp + 1));
      } else {
        card_list = rest;
        a.count = 0xFF;  // kind to infer
      }
    } else {
      a.kind = *parse_meld_name(w);
      card_list = rest;
    }
  } else if (rest.empty()) {
    card_list = word;
    a.type = word.find('+') != std::string_view::npos ? ActionType::Declare : ActionType::Play;
    if (a.type == ActionType::Declare) a.count = 0xFF;
  } else {
    const std::string hint = did_you_mean(word, action_words());
    return parse_error(quote(word) + " is not an action or a card" +
                       (hint.empty() ? " (try QS, marriage KH+QH, pass)" : hint));
  }
  const bool infer_kind = a.count == 0xFF;

  // Cards: "KH+QH" (spaces are allowed around '+').
  std::vector<ParsedCard> parsed;
  std::size_t start = 0;
  while (start <= card_list.size()) {
    auto plus = card_list.find('+', start);
    std::string_view token =
        trim_text(card_list.substr(start, plus == std::string_view::npos ? std::string_view::npos : plus - start));
    int joker_copy = -1;
    if (s.variant().jokers > 0 && parse_joker(token, &joker_copy)) {
      parsed.push_back(ParsedCard{static_cast<CardType>(kJokerName), joker_copy});
    } else {
      auto card = parse_card(token);
      if (!card)
        return parse_error(quote(token) + " is not a card (rank A T K Q J 9 8 7, suit S H D C: QS" +
                           (s.variant().jokers > 0 ? "; a joker: JK)" : ")"));
      parsed.push_back(*card);
    }
    if (parsed.size() > kMaxMeldCards) return parse_error("too many cards");
    if (plus == std::string_view::npos) break;
    start = plus + 1;
  }
  if (a.type != ActionType::Declare && parsed.size() != 1) return parse_error(quote(word) + " takes one card");

  // Resolve each card to a physical copy within reach: a named copy, or the lowest unused one.
  const CardSet reach = cards_in_reach(s, a.type);
  a.count = 0;
  CardSet used;
  const bool jokers = s.variant().jokers > 0;
  for (const ParsedCard& pc : parsed) {
    const bool joker = pc.type == kJokerName;
    const std::string name = joker ? std::string("JK") : type_text(pc.type);
    int chosen = -1;
    if (pc.copy >= 0) {
      const CardId c = joker ? static_cast<CardId>(kFirstJoker + pc.copy) : physical_card(pc.type, pc.copy);
      if (reach.contains(c) && !used.contains(c) && named_by(s, c, pc.type)) chosen = c;
    } else {
      if (copies_differ(s, reach, pc.type)) {
        std::string options;
        reach.for_each([&](CardId c) {
          if (named_by(s, c, pc.type)) options += (options.empty() ? "" : ", ") + card_text(c, true, jokers);
        });
        return Status{Code::ParseError, "ambiguous: your copies of " + name + " differ in meld history; name one of " + options};
      }
      reach.for_each([&](CardId c) {
        if (chosen < 0 && named_by(s, c, pc.type) && !used.contains(c)) chosen = c;
      });
    }
    if (chosen < 0) {
      std::string who = a.type == ActionType::Declare && s.variant().use_partner_cards ? " (nor has your partner declared it)" : "";
      return Status{Code::IllegalAction, "you do not hold " + (pc.copy >= 0 ? name + "." + std::to_string(pc.copy) : name) + who};
    }
    // The offered action names the lowest interchangeable copy.
    reach.for_each([&](CardId c) {
      if (c < chosen && !used.contains(c) && s.interchangeable(c, static_cast<CardId>(chosen))) chosen = c;
    });
    used.insert(static_cast<CardId>(chosen));
    a.cards[a.count++] = static_cast<CardId>(chosen);
  }
  std::sort(a.cards.begin(), a.cards.begin() + a.count,
            [](CardId x, CardId y) { return type_of(x) != type_of(y) ? type_of(x) < type_of(y) : x < y; });

  if (a.type == ActionType::Declare) {
    if (s.phase() != Phase::Declare) return s.check(a).is_ok() ? Status{Code::WrongPhase, "no declaration now"} : s.check(a);
    auto score = infer_kind ? s.evaluate_meld(s.current_player(), a.cards.data(), a.count)
                            : s.evaluate_meld(s.current_player(), a.kind, a.cards.data(), a.count);
    if (!score) return score.status();
    a.kind = score->kind;
  }
  Status st = s.check(a);
  if (!st) return st;
  return a;
}

}  // namespace bezique
