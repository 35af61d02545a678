// The option registry: every Variant field by name, its type, meaning and text form, and the
// variant text syntax `preset(name=value, name=value)`.
//
// The registry is a constant table: names and meanings are string literals and each option
// reaches its field through two plain functions (read and write it as an int), so nothing is
// built at start-up and no std::function is instantiated (the WebAssembly module is smaller).
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <iterator>
#include <string>
#include <type_traits>

#include "bezique/message_text.hpp"
#include "bezique/variant.hpp"
#include "variant_parse.hpp"
#include "variant_registry.hpp"

namespace bezique {

namespace {

// How an option's value is written as text.
enum class Form : std::uint8_t {
  Int,         // an integer
  Bool,        // true or false
  Enum,        // one of Option::names
  Cards,       // `removed`: card types separated by ':', or "none"
  CardPoints,  // `card_points`: eight integers separated by ':'
};

using Getter = int (*)(const Variant&);
using Putter = void (*)(Variant&, int);

struct Option {
  const char* name;
  const char* meaning;
  Form form;
  // Int, Bool, Enum: the field's value as an int (an enum's index in `names`), and setting it.
  Getter get;
  Putter put;
  // Enum: the names of the values, in the enum's order.
  const char* const* names;
  std::size_t name_count;
};

template <auto Field>
int get_field(const Variant& v) {
  return static_cast<int>(v.*Field);
}
template <auto Field>
void put_field(Variant& v, int x) {
  v.*Field = static_cast<std::remove_reference_t<decltype(v.*Field)>>(x);
}
template <auto Field, std::size_t I>
int get_element(const Variant& v) {
  return static_cast<int>((v.*Field)[I]);
}
template <auto Field, std::size_t I>
void put_element(Variant& v, int x) {
  (v.*Field)[I] = static_cast<std::remove_reference_t<decltype((v.*Field)[I])>>(x);
}

template <auto Field>
constexpr Option int_option(const char* name, const char* meaning) {
  return {name, meaning, Form::Int, get_field<Field>, put_field<Field>, nullptr, 0};
}
template <auto Field, std::size_t I>
constexpr Option element_option(const char* name, const char* meaning) {
  return {name, meaning, Form::Int, get_element<Field, I>, put_element<Field, I>, nullptr, 0};
}
template <auto Field>
constexpr Option bool_option(const char* name, const char* meaning) {
  return {name, meaning, Form::Bool, get_field<Field>, put_field<Field>, nullptr, 0};
}
template <auto Field, std::size_t N>
constexpr Option enum_option(const char* name, const char* meaning, const char* const (&names)[N]) {
  return {name, meaning, Form::Enum, get_field<Field>, put_field<Field>, names, N};
}
template <std::size_t Class, std::size_t N>
constexpr Option reform_option(const char* name, const char* meaning, const char* const (&names)[N]) {
  return {name, meaning, Form::Enum, get_element<&Variant::reform, Class>, put_element<&Variant::reform, Class>, names, N};
}

constexpr const char* kTrumpNames[] = {"turn_up", "first_marriage"};
constexpr const char* kSevenTimingNames[] = {"after_win", "before_first_play"};
constexpr const char* kOtherSevenNames[] = {"declare", "on_play", "none"};
constexpr const char* kBeziquePairNames[] = {"fixed", "by_trump", "by_colour"};
constexpr const char* kReformNames[] = {"none", "after_break", "any_new_set"};
constexpr const char* kPreTrumpNames[] = {"any", "marriage_only"};
constexpr const char* kSequenceRequiresNames[] = {"none", "declared", "intact"};
constexpr const char* kClassCUpgradeNames[] = {"with_new_card", "forbidden"};
constexpr const char* kJokerMeldsNames[] = {"plain_fours", "all_but_quinte"};
constexpr const char* kLastDrawNames[] = {"fixed", "winner_chooses"};
constexpr const char* kStage2VoidNames[] = {"must_trump", "trump_if_winning"};
constexpr const char* kJokerStage2Names[] = {"last_resort", "free"};
constexpr const char* kStage2ModeNames[] = {"all", "duels"};
constexpr const char* kLastTrickAtNames[] = {"final", "end_of_stage1"};
constexpr const char* kCardCountNames[] = {"brisques", "card_points", "none"};
constexpr const char* kCountTimingNames[] = {"end_of_deal", "immediate", "tie_or_rubicon"};
constexpr const char* kSevenCreditNames[] = {"player", "trick_winner"};
constexpr const char* kBrisqueSchemeNames[] = {"all", "majority", "threshold", "none"};
constexpr const char* kScoreFloorNames[] = {"none", "0"};
constexpr const char* kScoringNames[] = {"cumulative", "rubicon"};
constexpr const char* kWinCheckNames[] = {"end_of_deal", "immediate", "at_once"};
constexpr const char* kTieBreakNames[] = {"last_trick", "replay"};

// Every option, in the stable order of option_infos() and variant_text().
constexpr Option kOptions[] = {
    int_option<&Variant::players>("players", "number of players, 2 to 4"),
    bool_option<&Variant::partnerships>("partnerships", "four players in two partnerships, partners opposite"),
    int_option<&Variant::packs>("packs", "32-card packs shuffled together: 1, 2, 3, 4, 6 or 8"),
    int_option<&Variant::jokers>("jokers", "jokers shuffled in: 0 to 4, with at most seven packs (section 7)"),
    {"removed", "one copy of each listed card is taken out (e.g. 8C), ':'-separated", Form::Cards, nullptr, nullptr,
     nullptr, 0},
    int_option<&Variant::hand_size>("hand_size", "cards dealt to each player"),
    int_option<&Variant::first_dealer>("first_dealer", "seat that deals the first deal"),
    enum_option<&Variant::trump>("trump", "how trumps are fixed: a turned-up card, or the first marriage", kTrumpNames),
    bool_option<&Variant::sequence_fixes_trump>("sequence_fixes_trump",
                                                "a sequence declared before any marriage fixes trumps"),
    bool_option<&Variant::no_repeat_trump>("no_repeat_trump", "the previous deal's trump suit cannot be trumps again"),
    enum_option<&Variant::seven_timing>("seven_timing", "when the seven of trumps may be exchanged", kSevenTimingNames),
    enum_option<&Variant::other_seven>("other_seven", "how a further seven of trumps scores", kOtherSevenNames),
    bool_option<&Variant::seven_is_declaration>("seven_is_declaration",
                                                "a seven exchange or declaration is the trick's declaration"),
    int_option<&Variant::seven_value>("seven_value", "points for exchanging or declaring a seven of trumps"),
    int_option<&Variant::turn_up_seven_bonus>("turn_up_seven_bonus", "dealer's points when the turn-up is a seven"),
    int_option<&Variant::carte_blanche_value>("carte_blanche_value", "points for carte blanche; 0 disables it"),
    bool_option<&Variant::carte_blanche_repeats>("carte_blanche_repeats",
                                                 "each later non-court draw may be shown for the value again"),
    int_option<&Variant::carte_blanche_both_partners>("carte_blanche_both_partners",
                                                      "each partner's carte blanche value when both show one; 0 = off"),
    int_option<&Variant::common_marriage>("common_marriage", "K+Q of a plain suit"),
    int_option<&Variant::royal_marriage>("royal_marriage", "K+Q of trumps"),
    int_option<&Variant::plain_sequence>("plain_sequence", "A 10 K Q J of a plain suit; 0 disables it"),
    int_option<&Variant::trump_sequence>("trump_sequence", "A 10 K Q J of trumps"),
    element_option<&Variant::bezique, 0>("bezique", "1 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::bezique, 1>("double_bezique", "2 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::bezique, 2>("triple_bezique", "3 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::bezique, 3>("quadruple_bezique",
                                         "4 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::bezique, 4>("quintuple_bezique",
                                         "5 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::bezique, 5>("sextuple_bezique",
                                         "6 bezique pair(s) on the table at once; 0 = not declarable"),
    element_option<&Variant::four, 0>("four_aces", "any four aces; 0 = not declarable"),
    element_option<&Variant::four, 1>("four_tens", "any four tens; 0 = not declarable"),
    element_option<&Variant::four, 2>("four_kings", "any four kings; 0 = not declarable"),
    element_option<&Variant::four, 3>("four_queens", "any four queens; 0 = not declarable"),
    element_option<&Variant::four, 4>("four_jacks", "any four jacks; 0 = not declarable"),
    element_option<&Variant::four_trumps, 0>("four_trump_aces", "four aces all of trumps; 0 = not declarable"),
    element_option<&Variant::four_trumps, 1>("four_trump_tens", "four tens all of trumps; 0 = not declarable"),
    element_option<&Variant::four_trumps, 2>("four_trump_kings", "four kings all of trumps; 0 = not declarable"),
    element_option<&Variant::four_trumps, 3>("four_trump_queens", "four queens all of trumps; 0 = not declarable"),
    element_option<&Variant::four_trumps, 4>("four_trump_jacks", "four jacks all of trumps; 0 = not declarable"),
    element_option<&Variant::five_trumps, 0>("five_trump_aces", "five aces all of trumps; 0 = not declarable"),
    element_option<&Variant::five_trumps, 1>("five_trump_tens", "five tens all of trumps; 0 = not declarable"),
    element_option<&Variant::five_trumps, 2>("five_trump_kings", "five kings all of trumps; 0 = not declarable"),
    element_option<&Variant::five_trumps, 3>("five_trump_queens", "five queens all of trumps; 0 = not declarable"),
    element_option<&Variant::five_trumps, 4>("five_trump_jacks", "five jacks all of trumps; 0 = not declarable"),
    enum_option<&Variant::bezique_pair>("bezique_pair", "which queen and jack form a bezique", kBeziquePairNames),
    bool_option<&Variant::fours_all_suits>("fours_all_suits", "a four counts only with one card of each suit (Panache)"),
    reform_option<0>("reform_a", "re-forming marriages and sequences with declared cards", kReformNames),
    reform_option<1>("reform_b", "re-forming beziques with declared cards", kReformNames),
    reform_option<2>("reform_c", "re-forming fours with declared cards", kReformNames),
    bool_option<&Variant::marriage_to_sequence>("marriage_to_sequence", "a declared marriage may grow into a sequence"),
    int_option<&Variant::declarations_per_trick>("declarations_per_trick", "declarations allowed after each trick won"),
    bool_option<&Variant::partner_may_declare>("partner_may_declare",
                                               "the trick winner may nominate the partner to declare"),
    bool_option<&Variant::use_partner_cards>("use_partner_cards", "melds may use the partner's declared cards"),
    bool_option<&Variant::beziques_same_hand>("beziques_same_hand", "every card of a multi-bezique comes from one player"),
    enum_option<&Variant::pre_trump_declarations>("pre_trump_declarations",
                                                  "what may be declared before trumps are fixed", kPreTrumpNames),
    enum_option<&Variant::sequence_requires_marriage>(
        "sequence_requires_marriage",
        "what a trump sequence is built on: section 4 alone, a trump marriage declared, or the player's own intact one",
        kSequenceRequiresNames),
    int_option<&Variant::sequence_max_per_player>("sequence_max_per_player",
                                                  "trump sequences a player may declare in a deal; 0 = no limit"),
    int_option<&Variant::first_bezique_value>("first_bezique_value",
                                              "points for the first bezique of a game; 0 = like any other"),
    bool_option<&Variant::meld_needs_hand_card>("meld_needs_hand_card",
                                                "every declaration holds at least one card from the hand"),
    enum_option<&Variant::class_c_upgrade>("class_c_upgrade",
                                           "whether a card of a plain four may enter the four of trumps of its rank",
                                           kClassCUpgradeNames),
    enum_option<&Variant::joker_melds>("joker_melds", "which melds a joker may stand in", kJokerMeldsNames),
    int_option<&Variant::jokers_per_four>("jokers_per_four", "jokers one four may hold, 0 to 3"),
    bool_option<&Variant::joker_single_use>("joker_single_use", "a joker takes part in at most one declaration a deal"),
    int_option<&Variant::four_jokers_value>("four_jokers_value", "four jokers as a meld; 0 = not a meld"),
    enum_option<&Variant::last_draw>("last_draw", "who takes the turn-up at the end of the stock", kLastDrawNames),
    bool_option<&Variant::stage2_must_head>("stage2_must_head", "in the play-off a player must win the trick if able"),
    enum_option<&Variant::stage2_void>("stage2_void", "play-off duty when void in the suit led", kStage2VoidNames),
    bool_option<&Variant::stage2_head_partner>("stage2_head_partner",
                                               "the duty to win applies against the partner's card too"),
    enum_option<&Variant::joker_stage2>("joker_stage2", "when a joker may be played in the play-off", kJokerStage2Names),
    enum_option<&Variant::stage2_mode>("stage2_mode", "play-off by all players, or as two duels", kStage2ModeNames),
    int_option<&Variant::last_trick_value>("last_trick_value", "points for the last trick"),
    enum_option<&Variant::last_trick_at>("last_trick_at", "which trick is the last trick", kLastTrickAtNames),
    enum_option<&Variant::card_count>("card_count", "what cards won in tricks count", kCardCountNames),
    int_option<&Variant::brisque_value>("brisque_value", "points per ace and ten won"),
    {"card_points", "card points of A 10 K Q J 9 8 7, ':'-separated", Form::CardPoints, nullptr, nullptr, nullptr, 0},
    enum_option<&Variant::count_timing>("count_timing", "when cards won are counted", kCountTimingNames),
    bool_option<&Variant::seven_in_stage2>("seven_in_stage2",
                                           "a seven of trumps played scores in the play-off too (other_seven=on_play)"),
    enum_option<&Variant::seven_credit>("seven_credit",
                                        "who scores a seven of trumps played: its player, or the trick's winner",
                                        kSevenCreditNames),
    enum_option<&Variant::brisque_scheme>("brisque_scheme", "how the brisques won score at the end of a deal",
                                          kBrisqueSchemeNames),
    int_option<&Variant::brisque_min_score>("brisque_min_score",
                                            "brisque_scheme=majority: the score from which a player gains or loses by it"),
    int_option<&Variant::brisque_threshold>("brisque_threshold",
                                            "brisque_scheme=threshold: brisques a side must win to score them"),
    enum_option<&Variant::score_floor>("score_floor", "whether a score may go below zero: none, or 0", kScoreFloorNames),
    enum_option<&Variant::scoring>("scoring", "cumulative game to a target, or single-deal rubicon games", kScoringNames),
    int_option<&Variant::target>("target", "points that win a cumulative game"),
    enum_option<&Variant::win_check>("win_check", "a side wins at the end of a deal, or the moment it reaches target",
                                     kWinCheckNames),
    enum_option<&Variant::tie_break>("tie_break", "equal totals past target: last-trick winner wins, or replay a deal",
                                     kTieBreakNames),
    bool_option<&Variant::claim>("claim", "a player may stop play and claim the game (fixed point)"),
    int_option<&Variant::running_count_from>("running_count_from",
                                             "score from which card points count as tricks are won; 0 = off"),
    int_option<&Variant::game_bonus>("game_bonus", "rubicon: the winner's bonus"),
    int_option<&Variant::rubicon_threshold>("rubicon_threshold", "rubicon: a loser under this is rubiconed"),
    int_option<&Variant::rubicon_bonus>("rubicon_bonus", "rubicon: the winner's bonus when the loser is rubiconed"),
    int_option<&Variant::rubicon_brisque_bonus>(
        "rubicon_brisque_bonus",
        "rubicon: the winner's points for all the brisques when the loser is rubiconed (they replace any brisques "
        "counted)"),
    int_option<&Variant::score_unit>("score_unit", "rubicon: scores are taken in whole units of this"),
    int_option<&Variant::match_deals>("match_deals", "rubicon: deals (games) in a match"),
    int_option<&Variant::max_deals>("max_deals", "cumulative: a game ends after this many deals however it stands"),
    int_option<&Variant::en_bas_table>("en_bas_table",
                                       "cent points match: a game won against a loser below this counts 2"),
    int_option<&Variant::match_games>("match_games", "cent points match: the count that wins the match"),
    int_option<&Variant::loser_start_bonus>(
        "loser_start_bonus",
        "cent points match: the last match's loser starts every game with these points until winning one"),
};
constexpr std::size_t kOptionCount = std::size(kOptions);

Status bad_value(std::string_view name, std::string_view value, const std::string& expected) {
  return {Code::InvalidVariant, std::string(name) + ": " + quote(value) + " is not " + expected};
}

std::optional<int> parse_int(std::string_view text) {
  int v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || text.empty()) return std::nullopt;
  return v;
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

// "enum(a|b|c)": an enum option's type as option_infos() gives it.
std::string enum_type(const Option& o) {
  std::string type = "enum(";
  for (std::size_t i = 0; i < o.name_count; ++i) type += (i ? "|" : "") + std::string(o.names[i]);
  return type + ")";
}

std::string option_type(const Option& o) {
  switch (o.form) {
    case Form::Int: return "int";
    case Form::Bool: return "bool";
    case Form::Enum: return enum_type(o);
    case Form::Cards: return "cards";
    case Form::CardPoints: return "ints[8]";
  }
  return {};
}

// The value of an option as text.
std::string option_text(const Option& o, const Variant& v) {
  switch (o.form) {
    case Form::Int: return std::to_string(o.get(v));
    case Form::Bool: return o.get(v) ? "true" : "false";
    case Form::Enum: return o.names[o.get(v)];
    case Form::Cards: {
      std::string s;
      for (CardType t : v.removed) s += (s.empty() ? "" : ":") + type_text(t);
      return s.empty() ? std::string("none") : s;
    }
    case Form::CardPoints: {
      std::string s;
      for (int i = 0; i < kRanks; ++i) s += (i ? ":" : "") + std::to_string(v.card_points[i]);
      return s;
    }
  }
  return {};
}

// Sets an option from text; a value of the wrong syntax changes nothing.
Status set_option_text(const Option& o, Variant& v, std::string_view text) {
  switch (o.form) {
    case Form::Int: {
      auto x = parse_int(text);
      if (!x) return bad_value(o.name, text, "an integer");
      o.put(v, *x);
      return Status::ok();
    }
    case Form::Bool: {
      const std::string word = lower_ascii(text);
      if (word == "true" || word == "1") o.put(v, 1);
      else if (word == "false" || word == "0") o.put(v, 0);
      else return bad_value(o.name, text, "true or false");
      return Status::ok();
    }
    case Form::Enum: {
      const std::string word = lower_ascii(text);
      for (std::size_t i = 0; i < o.name_count; ++i)
        if (word == o.names[i]) {
          o.put(v, static_cast<int>(i));
          return Status::ok();
        }
      const std::vector<std::string> names(o.names, o.names + o.name_count);
      return bad_value(o.name, text, "one of " + enum_type(o).substr(4) + did_you_mean(text, names));
    }
    case Form::Cards: {
      std::vector<CardType> cards;
      for (auto part : split_list(text)) {
        auto t = parse_card_type(part);
        if (!t) return bad_value("removed", part, "a card such as 8C");
        cards.push_back(*t);
      }
      v.removed = cards;
      return Status::ok();
    }
    case Form::CardPoints: {
      auto parts = split_list(text);
      if (parts.size() != kRanks) return bad_value("card_points", text, "eight ':'-separated integers");
      std::array<int, kRanks> points{};
      for (int i = 0; i < kRanks; ++i) {
        auto x = parse_int(parts[i]);
        if (!x) return bad_value("card_points", text, "eight ':'-separated integers");
        points[i] = *x;
      }
      v.card_points = points;
      return Status::ok();
    }
  }
  return Status::ok();
}

// Whether two variants give the option the same value (the same text), without the text.
bool same_value(const Option& o, const Variant& a, const Variant& b) {
  switch (o.form) {
    case Form::Cards: return a.removed == b.removed;
    case Form::CardPoints: return a.card_points == b.card_points;
    default: return o.get(a) == o.get(b);
  }
}

// Names are matched without regard to case.
const Option* find_option(std::string_view name) {
  const std::string wanted = lower_ascii(name);
  for (const Option& o : kOptions)
    if (wanted == o.name) return &o;
  return nullptr;
}

Status unknown_option(std::string_view name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> n;
    for (const Option& o : kOptions) n.push_back(o.name);
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
    for (const Option& o : kOptions) v.push_back({o.name, option_type(o), o.meaning});
    return v;
  }();
  return infos;
}

std::size_t option_index(std::string_view name) {
  const Option* o = find_option(name);
  return o ? static_cast<std::size_t>(o - kOptions) : kNoOption;
}

bool same_option(const Variant& a, const Variant& b, std::size_t index) {
  return index < kOptionCount && same_value(kOptions[index], a, b);
}

Result<std::string> get_option(const Variant& v, std::string_view name) {
  const Option* o = find_option(name);
  if (!o) return unknown_option(name);
  return option_text(*o, v);
}

Status set_option(Variant& v, std::string_view name, std::string_view value) {
  const Option* o = find_option(name);
  if (!o) return unknown_option(name);
  return set_option_text(*o, v, value);
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
  for (const Option& o : kOptions) {
    if (same_value(o, v, reference)) continue;
    opts += (opts.empty() ? "" : ", ") + std::string(o.name) + "=" + option_text(o, v);
  }
  if (!opts.empty()) out += "(" + opts + ")";
  return out;
}

}  // namespace bezique
