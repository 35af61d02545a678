// The option registry: every Variant field by name, its type, meaning and text form, and the
// variant text syntax `preset(name=value, name=value)`.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <string>

#include "bezique/message_text.hpp"
#include "bezique/variant.hpp"
#include "variant_parse.hpp"
#include "variant_registry.hpp"

namespace bezique {

namespace {

struct Option {
  OptionInfo info;
  std::function<std::string(const Variant&)> get;
  std::function<Status(Variant&, std::string_view)> set;
  // Whether two variants give the option the same value (the same text), without the text.
  std::function<bool(const Variant&, const Variant&)> same;
};

Status bad_value(std::string_view name, std::string_view value, const std::string& expected) {
  return {Code::InvalidVariant, std::string(name) + ": " + quote(value) + " is not " + expected};
}

std::optional<int> parse_int(std::string_view text) {
  int v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
}

Option int_option(std::string name, std::string meaning, int Variant::*field) {
  std::string n = name;
  return {{std::move(name), "int", std::move(meaning)},
          [field](const Variant& v) { return std::to_string(v.*field); },
          [field, n](Variant& v, std::string_view text) -> Status {
            auto x = parse_int(text);
            if (!x) return bad_value(n, text, "an integer");
            v.*field = *x;
            return Status::ok();
          },
          [field](const Variant& a, const Variant& b) { return a.*field == b.*field; }};
}

template <std::size_t N>
Option element_option(std::string name, std::string meaning, std::array<int, N> Variant::*field, int index) {
  std::string n = name;
  return {{std::move(name), "int", std::move(meaning)},
          [field, index](const Variant& v) { return std::to_string((v.*field)[index]); },
          [field, index, n](Variant& v, std::string_view text) -> Status {
            auto x = parse_int(text);
            if (!x) return bad_value(n, text, "an integer");
            (v.*field)[index] = *x;
            return Status::ok();
          },
          [field, index](const Variant& a, const Variant& b) { return (a.*field)[index] == (b.*field)[index]; }};
}

Option bool_option(std::string name, std::string meaning, bool Variant::*field) {
  std::string n = name;
  return {{std::move(name), "bool", std::move(meaning)},
          [field](const Variant& v) { return std::string(v.*field ? "true" : "false"); },
          [field, n](Variant& v, std::string_view text) -> Status {
            const std::string word = lower_ascii(text);
            if (word == "true" || word == "1") v.*field = true;
            else if (word == "false" || word == "0") v.*field = false;
            else return bad_value(n, text, "true or false");
            return Status::ok();
          },
          [field](const Variant& a, const Variant& b) { return a.*field == b.*field; }};
}

template <class E>
Option enum_option(std::string name, std::string meaning, std::vector<std::string> names,
                   std::function<E&(Variant&)> ref) {
  std::string type = "enum(";
  for (std::size_t i = 0; i < names.size(); ++i) type += (i ? "|" : "") + names[i];
  type += ")";
  std::string n = name;
  return {{std::move(name), type, std::move(meaning)},
          [names, ref](const Variant& v) { return names[static_cast<int>(ref(const_cast<Variant&>(v)))]; },
          [names, ref, n, type](Variant& v, std::string_view text) -> Status {
            const std::string word = lower_ascii(text);
            for (std::size_t i = 0; i < names.size(); ++i)
              if (names[i] == word) {
                ref(v) = static_cast<E>(i);
                return Status::ok();
              }
            return bad_value(n, text, "one of " + type.substr(4) + did_you_mean(text, names));
          },
          [ref](const Variant& a, const Variant& b) { return ref(const_cast<Variant&>(a)) == ref(const_cast<Variant&>(b)); }};
}

const std::vector<std::string> kReformNames{"none", "after_break", "any_new_set"};

Option reform_option(std::string name, std::string meaning, int cls) {
  return enum_option<Reform>(std::move(name), std::move(meaning), kReformNames,
                             [cls](Variant& v) -> Reform& { return v.reform[cls]; });
}

// A list of cards or numbers separated by ':' ("8C:8S"; "none" for an empty list).
std::vector<std::string_view> split_list(std::string_view text) {
  std::vector<std::string_view> parts;
  if (text == "none" || text.empty()) return parts;
  std::size_t start = 0;
  while (true) {
    auto colon = text.find(':', start);
    parts.push_back(text.substr(start, colon - start));
    if (colon == std::string_view::npos) break;
    start = colon + 1;
  }
  return parts;
}

std::vector<Option> make_options() {
  std::vector<Option> o;
  o.push_back(int_option("players", "number of players, 2 to 4", &Variant::players));
  o.push_back(bool_option("partnerships", "four players in two partnerships, partners opposite", &Variant::partnerships));
  o.push_back(int_option("packs", "32-card packs shuffled together: 1, 2, 3, 4, 6 or 8", &Variant::packs));
  o.push_back(int_option("jokers", "jokers shuffled in: 0 to 4, with at most seven packs (section 7)", &Variant::jokers));
  o.push_back({{"removed", "cards", "one copy of each listed card is taken out (e.g. 8C), ':'-separated"},
               [](const Variant& v) {
                 std::string s;
                 for (CardType t : v.removed) s += (s.empty() ? "" : ":") + type_text(t);
                 return s.empty() ? std::string("none") : s;
               },
               [](Variant& v, std::string_view text) -> Status {
                 std::vector<CardType> cards;
                 for (auto part : split_list(text)) {
                   auto t = parse_card_type(part);
                   if (!t) return bad_value("removed", part, "a card such as 8C");
                   cards.push_back(*t);
                 }
                 v.removed = cards;
                 return Status::ok();
               },
               [](const Variant& a, const Variant& b) { return a.removed == b.removed; }});
  o.push_back(int_option("hand_size", "cards dealt to each player", &Variant::hand_size));
  o.push_back(int_option("first_dealer", "seat that deals the first deal", &Variant::first_dealer));
  o.push_back(enum_option<TrumpMode>("trump", "how trumps are fixed: a turned-up card, or the first marriage",
                                     {"turn_up", "first_marriage"}, [](Variant& v) -> TrumpMode& { return v.trump; }));
  o.push_back(bool_option("sequence_fixes_trump", "a sequence declared before any marriage fixes trumps",
                          &Variant::sequence_fixes_trump));
  o.push_back(bool_option("no_repeat_trump", "the previous deal's trump suit cannot be trumps again",
                          &Variant::no_repeat_trump));
  o.push_back(enum_option<SevenTiming>("seven_timing", "when the seven of trumps may be exchanged",
                                       {"after_win", "before_first_play"},
                                       [](Variant& v) -> SevenTiming& { return v.seven_timing; }));
  o.push_back(enum_option<OtherSeven>("other_seven", "how a further seven of trumps scores",
                                      {"declare", "on_play", "none"},
                                      [](Variant& v) -> OtherSeven& { return v.other_seven; }));
  o.push_back(bool_option("seven_is_declaration", "a seven exchange or declaration is the trick's declaration",
                          &Variant::seven_is_declaration));
  o.push_back(int_option("seven_value", "points for exchanging or declaring a seven of trumps", &Variant::seven_value));
  o.push_back(int_option("turn_up_seven_bonus", "dealer's points when the turn-up is a seven", &Variant::turn_up_seven_bonus));
  o.push_back(int_option("carte_blanche_value", "points for carte blanche; 0 disables it", &Variant::carte_blanche_value));
  o.push_back(bool_option("carte_blanche_repeats", "each later non-court draw may be shown for the value again",
                          &Variant::carte_blanche_repeats));
  o.push_back(int_option("carte_blanche_both_partners", "each partner's carte blanche value when both show one; 0 = off",
                         &Variant::carte_blanche_both_partners));
  o.push_back(int_option("common_marriage", "K+Q of a plain suit", &Variant::common_marriage));
  o.push_back(int_option("royal_marriage", "K+Q of trumps", &Variant::royal_marriage));
  o.push_back(int_option("plain_sequence", "A 10 K Q J of a plain suit; 0 disables it", &Variant::plain_sequence));
  o.push_back(int_option("trump_sequence", "A 10 K Q J of trumps", &Variant::trump_sequence));
  const char* bez[kMaxBezique] = {"bezique", "double_bezique", "triple_bezique", "quadruple_bezique",
                                  "quintuple_bezique", "sextuple_bezique"};
  for (int i = 0; i < kMaxBezique; ++i)
    o.push_back(element_option(bez[i], std::to_string(i + 1) + " bezique pair(s) on the table at once; 0 = not declarable",
                               &Variant::bezique, i));
  const char* ranks[5] = {"aces", "tens", "kings", "queens", "jacks"};
  for (int i = 0; i < 5; ++i)
    o.push_back(element_option(std::string("four_") + ranks[i], std::string("any four ") + ranks[i] + "; 0 = not declarable",
                               &Variant::four, i));
  for (int i = 0; i < 5; ++i)
    o.push_back(element_option(std::string("four_trump_") + ranks[i],
                               std::string("four ") + ranks[i] + " all of trumps; 0 = not declarable", &Variant::four_trumps, i));
  for (int i = 0; i < 5; ++i)
    o.push_back(element_option(std::string("five_trump_") + ranks[i],
                               std::string("five ") + ranks[i] + " all of trumps; 0 = not declarable", &Variant::five_trumps, i));
  o.push_back(enum_option<BeziquePair>("bezique_pair", "which queen and jack form a bezique",
                                       {"fixed", "by_trump", "by_colour"},
                                       [](Variant& v) -> BeziquePair& { return v.bezique_pair; }));
  o.push_back(bool_option("fours_all_suits", "a four counts only with one card of each suit (Panache)",
                          &Variant::fours_all_suits));
  o.push_back(reform_option("reform_a", "re-forming marriages and sequences with declared cards", 0));
  o.push_back(reform_option("reform_b", "re-forming beziques with declared cards", 1));
  o.push_back(reform_option("reform_c", "re-forming fours with declared cards", 2));
  o.push_back(bool_option("marriage_to_sequence", "a declared marriage may grow into a sequence",
                          &Variant::marriage_to_sequence));
  o.push_back(int_option("declarations_per_trick", "declarations allowed after each trick won",
                         &Variant::declarations_per_trick));
  o.push_back(bool_option("partner_may_declare", "the trick winner may nominate the partner to declare",
                          &Variant::partner_may_declare));
  o.push_back(bool_option("use_partner_cards", "melds may use the partner's declared cards", &Variant::use_partner_cards));
  o.push_back(bool_option("beziques_same_hand", "every card of a multi-bezique comes from one player",
                          &Variant::beziques_same_hand));
  o.push_back(enum_option<PreTrumpDeclarations>(
      "pre_trump_declarations", "what may be declared before trumps are fixed", {"any", "marriage_only"},
      [](Variant& v) -> PreTrumpDeclarations& { return v.pre_trump_declarations; }));
  o.push_back(enum_option<SequenceRequiresMarriage>(
      "sequence_requires_marriage", "what a trump sequence is built on: section 4 alone, a trump marriage declared, or the player's own intact one",
      {"none", "declared", "intact"}, [](Variant& v) -> SequenceRequiresMarriage& { return v.sequence_requires_marriage; }));
  o.push_back(int_option("sequence_max_per_player", "trump sequences a player may declare in a deal; 0 = no limit",
                         &Variant::sequence_max_per_player));
  o.push_back(int_option("first_bezique_value", "points for the first bezique of a game; 0 = like any other",
                         &Variant::first_bezique_value));
  o.push_back(bool_option("meld_needs_hand_card", "every declaration holds at least one card from the hand",
                          &Variant::meld_needs_hand_card));
  o.push_back(enum_option<ClassCUpgrade>(
      "class_c_upgrade", "whether a card of a plain four may enter the four of trumps of its rank",
      {"with_new_card", "forbidden"}, [](Variant& v) -> ClassCUpgrade& { return v.class_c_upgrade; }));
  o.push_back(enum_option<JokerMelds>("joker_melds", "which melds a joker may stand in", {"plain_fours", "all_but_quinte"},
                                      [](Variant& v) -> JokerMelds& { return v.joker_melds; }));
  o.push_back(int_option("jokers_per_four", "jokers one four may hold, 0 to 3", &Variant::jokers_per_four));
  o.push_back(bool_option("joker_single_use", "a joker takes part in at most one declaration a deal",
                          &Variant::joker_single_use));
  o.push_back(int_option("four_jokers_value", "four jokers as a meld; 0 = not a meld", &Variant::four_jokers_value));
  o.push_back(enum_option<LastDraw>("last_draw", "who takes the turn-up at the end of the stock",
                                    {"fixed", "winner_chooses"}, [](Variant& v) -> LastDraw& { return v.last_draw; }));
  o.push_back(bool_option("stage2_must_head", "in the play-off a player must win the trick if able",
                          &Variant::stage2_must_head));
  o.push_back(enum_option<Stage2Void>("stage2_void", "play-off duty when void in the suit led",
                                      {"must_trump", "trump_if_winning"},
                                      [](Variant& v) -> Stage2Void& { return v.stage2_void; }));
  o.push_back(bool_option("stage2_head_partner", "the duty to win applies against the partner's card too",
                          &Variant::stage2_head_partner));
  o.push_back(enum_option<JokerStage2>("joker_stage2", "when a joker may be played in the play-off",
                                       {"last_resort", "free"}, [](Variant& v) -> JokerStage2& { return v.joker_stage2; }));
  o.push_back(enum_option<Stage2Mode>("stage2_mode", "play-off by all players, or as two duels",
                                      {"all", "duels"}, [](Variant& v) -> Stage2Mode& { return v.stage2_mode; }));
  o.push_back(int_option("last_trick_value", "points for the last trick", &Variant::last_trick_value));
  o.push_back(enum_option<LastTrickAt>("last_trick_at", "which trick is the last trick",
                                       {"final", "end_of_stage1"},
                                       [](Variant& v) -> LastTrickAt& { return v.last_trick_at; }));
  o.push_back(enum_option<CardCount>("card_count", "what cards won in tricks count",
                                     {"brisques", "card_points", "none"},
                                     [](Variant& v) -> CardCount& { return v.card_count; }));
  o.push_back(int_option("brisque_value", "points per ace and ten won", &Variant::brisque_value));
  o.push_back({{"card_points", "ints[8]", "card points of A 10 K Q J 9 8 7, ':'-separated"},
               [](const Variant& v) {
                 std::string s;
                 for (int i = 0; i < kRanks; ++i) s += (i ? ":" : "") + std::to_string(v.card_points[i]);
                 return s;
               },
               [](Variant& v, std::string_view text) -> Status {
                 auto parts = split_list(text);
                 if (parts.size() != kRanks) return bad_value("card_points", text, "eight ':'-separated integers");
                 for (int i = 0; i < kRanks; ++i) {
                   auto x = parse_int(parts[i]);
                   if (!x) return bad_value("card_points", text, "eight ':'-separated integers");
                   v.card_points[i] = *x;
                 }
                 return Status::ok();
               },
               [](const Variant& a, const Variant& b) { return a.card_points == b.card_points; }});
  o.push_back(enum_option<CountTiming>("count_timing", "when cards won are counted",
                                       {"end_of_deal", "immediate", "tie_or_rubicon"},
                                       [](Variant& v) -> CountTiming& { return v.count_timing; }));
  o.push_back(bool_option("seven_in_stage2", "a seven of trumps played scores in the play-off too (other_seven=on_play)",
                          &Variant::seven_in_stage2));
  o.push_back(enum_option<SevenCredit>("seven_credit", "who scores a seven of trumps played: its player, or the trick's winner",
                                       {"player", "trick_winner"}, [](Variant& v) -> SevenCredit& { return v.seven_credit; }));
  o.push_back(enum_option<BrisqueScheme>("brisque_scheme", "how the brisques won score at the end of a deal",
                                         {"all", "majority", "threshold", "none"},
                                         [](Variant& v) -> BrisqueScheme& { return v.brisque_scheme; }));
  o.push_back(int_option("brisque_min_score", "brisque_scheme=majority: the score from which a player gains or loses by it",
                         &Variant::brisque_min_score));
  o.push_back(int_option("brisque_threshold", "brisque_scheme=threshold: brisques a side must win to score them",
                         &Variant::brisque_threshold));
  o.push_back(enum_option<ScoreFloor>("score_floor", "whether a score may go below zero: none, or 0",
                                      {"none", "0"}, [](Variant& v) -> ScoreFloor& { return v.score_floor; }));
  o.push_back(enum_option<GameScoring>("scoring", "cumulative game to a target, or single-deal rubicon games",
                                       {"cumulative", "rubicon"},
                                       [](Variant& v) -> GameScoring& { return v.scoring; }));
  o.push_back(int_option("target", "points that win a cumulative game", &Variant::target));
  o.push_back(enum_option<WinCheck>("win_check", "a side wins at the end of a deal, or the moment it reaches target",
                                    {"end_of_deal", "immediate", "at_once"}, [](Variant& v) -> WinCheck& { return v.win_check; }));
  o.push_back(enum_option<TieBreak>("tie_break", "equal totals past target: last-trick winner wins, or replay a deal",
                                    {"last_trick", "replay"}, [](Variant& v) -> TieBreak& { return v.tie_break; }));
  o.push_back(bool_option("claim", "a player may stop play and claim the game (fixed point)", &Variant::claim));
  o.push_back(int_option("running_count_from", "score from which card points count as tricks are won; 0 = off",
                         &Variant::running_count_from));
  o.push_back(int_option("game_bonus", "rubicon: the winner's bonus", &Variant::game_bonus));
  o.push_back(int_option("rubicon_threshold", "rubicon: a loser under this is rubiconed", &Variant::rubicon_threshold));
  o.push_back(int_option("rubicon_bonus", "rubicon: the winner's bonus when the loser is rubiconed", &Variant::rubicon_bonus));
  o.push_back(int_option("rubicon_brisque_bonus", "rubicon: the winner's points for all the brisques when the loser is rubiconed (they replace any brisques counted)",
                         &Variant::rubicon_brisque_bonus));
  o.push_back(int_option("score_unit", "rubicon: scores are taken in whole units of this", &Variant::score_unit));
  o.push_back(int_option("match_deals", "rubicon: deals (games) in a match", &Variant::match_deals));
  o.push_back(int_option("max_deals", "cumulative: a game ends after this many deals however it stands",
                         &Variant::max_deals));
  o.push_back(int_option("en_bas_table", "cent points match: a game won against a loser below this counts 2",
                         &Variant::en_bas_table));
  o.push_back(int_option("match_games", "cent points match: the count that wins the match", &Variant::match_games));
  o.push_back(int_option("loser_start_bonus",
                         "cent points match: the last match's loser starts every game with these points until winning one",
                         &Variant::loser_start_bonus));
  return o;
}

const std::vector<Option>& options() {
  static const std::vector<Option> all = make_options();
  return all;
}

// Names are matched without regard to case.
const Option* find_option(std::string_view name) {
  const std::string wanted = lower_ascii(name);
  for (const Option& o : options())
    if (o.info.name == wanted) return &o;
  return nullptr;
}

Status unknown_option(std::string_view name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const Option& o : options()) n.push_back(o.info.name);
    return n;
  }();
  const std::string hint = did_you_mean(name, names);
  return {Code::UnknownName, "unknown option " + quote(name) +
                                 (hint.empty() ? " (list them with `bezique presets NAME`)" : hint)};
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace

const std::vector<OptionInfo>& option_infos() {
  static const std::vector<OptionInfo> infos = [] {
    std::vector<OptionInfo> v;
    for (const Option& o : options()) v.push_back(o.info);
    return v;
  }();
  return infos;
}

std::size_t option_index(std::string_view name) {
  const Option* o = find_option(name);
  return o ? static_cast<std::size_t>(o - options().data()) : kNoOption;
}

bool same_option(const Variant& a, const Variant& b, std::size_t index) { return options()[index].same(a, b); }

Result<std::string> get_option(const Variant& v, std::string_view name) {
  const Option* o = find_option(name);
  if (!o) return unknown_option(name);
  return o->get(v);
}

Status set_option(Variant& v, std::string_view name, std::string_view value) {
  const Option* o = find_option(name);
  if (!o) return unknown_option(name);
  return o->set(v, value);
}

Result<Variant> parse_variant_at(std::string_view whole, std::size_t& error_at) {
  // Offsets are into `whole`, so that a record can name the column of a mistake.
  auto fail = [&](std::string_view at, Status s) {
    error_at = static_cast<std::size_t>(at.data() - whole.data());
    return s;
  };
  auto syntax = [&](std::string_view at, const std::string& m) {
    return fail(at, Status{Code::ParseError, "variant text: " + m});
  };
  error_at = 0;
  if (whole.size() > kMaxVariantText)
    return Status{Code::ParseError, "variant text longer than " + std::to_string(kMaxVariantText) + " characters"};
  const std::string_view text = trim(whole);
  if (text.empty()) return syntax(whole, "empty (name a preset, e.g. two-handed, or see `bezique presets`)");
  const auto open = text.find('(');
  const std::string_view name = trim(text.substr(0, open));
  if (name.empty()) return syntax(text, "no preset name before '(' (e.g. rubicon(match_deals=4))");
  if (name.find_first_of(")=,") != std::string_view::npos)
    return syntax(name.substr(name.find_first_of(")=,")), "unexpected " + quote(name.substr(name.find_first_of(")=,"), 1)) +
                                                              " in the preset name " + quote(name));
  auto base = preset(name);
  if (!base) return fail(name, base.status());
  Variant v = *base;
  if (open != std::string_view::npos) {
    const auto close = text.find(')', open);
    const auto nested = text.find('(', open + 1);
    if (nested < close) return syntax(text.substr(nested), "unexpected '(' inside the options");
    if (close == std::string_view::npos) return syntax(text.substr(text.size()), "missing ')' at the end");
    if (close + 1 != text.size()) return syntax(text.substr(close + 1), "text after ')': " + quote(text.substr(close + 1)));
    const std::string_view body = text.substr(open + 1, close - open - 1);
    std::vector<std::string> seen;
    std::size_t start = 0;
    while (!trim(body).empty()) {
      const auto comma = body.find(',', start);
      const std::string_view raw = body.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
      const std::string_view item = trim(raw);
      if (item.empty()) return syntax(raw, "empty option between commas");
      const auto eq = item.find('=');
      if (eq == std::string_view::npos) return syntax(item, quote(item) + " is not name=value");
      const std::string_view option = trim(item.substr(0, eq));
      const std::string key = lower_ascii(option);
      for (const std::string& earlier : seen)
        if (earlier == key) return syntax(option, "option " + quote(option) + " is given twice");
      seen.push_back(key);
      Status s = set_option(v, option, trim(item.substr(eq + 1)));
      if (!s) return fail(item, s);
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  }
  Status s = v.validate();
  if (!s) return fail(text, s);
  return v;
}

Result<Variant> parse_variant(std::string_view text) {
  std::size_t unused = 0;
  return parse_variant_at(text, unused);
}

std::string variant_text(const Variant& v) {
  auto base = preset(v.name);
  const Variant reference = base ? *base : Variant{};
  std::string out = base ? v.name : std::string(kDefaultPreset);
  std::string opts;
  for (const Option& o : options()) {
    std::string mine = o.get(v);
    if (mine != o.get(reference)) opts += (opts.empty() ? "" : ", ") + o.info.name + "=" + mine;
  }
  if (!opts.empty()) out += "(" + opts + ")";
  return out;
}

}  // namespace bezique
