// Text from outside: strict variant text, records and state texts that forgive only what
// editors add (a byte order mark, trailing whitespace) and name the line and column of any
// other defect, caps on sizes, and messages that are safe to print whatever the input held.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/message_text.hpp"
#include "bezique/variant.hpp"

namespace bezique {
namespace {

::testing::AssertionResult refused(const std::string& text, Code code, const std::vector<std::string>& says) {
  auto v = parse_variant(text);
  if (v) return ::testing::AssertionFailure() << quote(text, 200) << " was accepted as " << variant_text(*v);
  if (v.status().code() != code)
    return ::testing::AssertionFailure() << quote(text, 200) << " refused with " << code_name(v.status().code()) << ": "
                                         << v.status().message();
  for (const std::string& part : says)
    if (v.status().message().find(part) == std::string::npos)
      return ::testing::AssertionFailure() << quote(text, 200) << ": " << v.status().message() << " does not say "
                                           << part;
  return ::testing::AssertionSuccess();
}

TEST(VariantText, EmptyTextIsRefused) {
  EXPECT_TRUE(refused("", Code::ParseError, {"empty"}));
  EXPECT_TRUE(refused("   \t ", Code::ParseError, {"empty"}));
  EXPECT_TRUE(refused("(target=1500)", Code::ParseError, {"no preset name"}));
}

TEST(VariantText, AnOptionGivenTwiceIsRefused) {
  EXPECT_TRUE(refused("two-handed(target=1500, target=2000)", Code::ParseError, {"'target'", "twice"}));
  EXPECT_TRUE(refused("two-handed(target=1500, Target=1500)", Code::ParseError, {"'Target'", "twice"}));
}

TEST(VariantText, TextAroundTheOptionsIsRefused) {
  EXPECT_TRUE(refused("two-handed(target=1500) x", Code::ParseError, {"text after ')'"}));
  EXPECT_TRUE(refused("two-handed(target=1500)(claim=true)", Code::ParseError, {"text after ')'"}));
  EXPECT_TRUE(refused("two-handed(target=(1500))", Code::ParseError, {"'('"}));
  EXPECT_TRUE(refused("two-handed)", Code::ParseError, {"')'"}));
}

TEST(VariantText, NamesAndValuesIgnoreCase) {
  auto mixed = parse_variant("Two-Handed(TARGET=1500, Claim=TRUE, Trump=Turn_Up)");
  ASSERT_TRUE(mixed) << mixed.status().message();
  auto lower = parse_variant("two-handed(target=1500, claim=true)");
  ASSERT_TRUE(lower);
  EXPECT_TRUE(*mixed == *lower);
  EXPECT_EQ(variant_text(*mixed), "two-handed(target=1500, claim=true)");
  EXPECT_TRUE(preset("RUBICON"));
}

TEST(VariantText, MisspelledNamesGetTheRightSpelling) {
  EXPECT_TRUE(refused("rubicn", Code::UnknownName, {"'rubicn'", "did you mean 'rubicon'"}));
  EXPECT_TRUE(refused("two-handed(traget=1500)", Code::UnknownName, {"'traget'", "did you mean 'target'"}));
  EXPECT_TRUE(refused("two-handed(tagret=1500)", Code::UnknownName, {"did you mean 'target'"}));  // two letters swapped
  EXPECT_TRUE(refused("two-handed(trump=turnup)", Code::InvalidVariant, {"did you mean 'turn_up'"}));
  // Nothing close: the known names are listed instead.
  EXPECT_TRUE(refused("pinochle", Code::UnknownName, {"presets: two-handed"}));
}

// docs/rules.md section 6's options, each with what turns it off: set anyway, it is refused with
// the option named and the reason; at the preset's own value it is accepted.
TEST(VariantText, AnOptionTheOthersMakeMeaninglessIsRefused) {
  EXPECT_TRUE(refused("rubicon(target=1500)", Code::InvalidVariant, {"target=1500 has no effect", "scoring=rubicon"}));
  EXPECT_TRUE(refused("chinese(max_deals=5)", Code::InvalidVariant, {"max_deals", "scoring=rubicon"}));
  EXPECT_TRUE(refused("rubicon(win_check=immediate)", Code::InvalidVariant, {"win_check", "scoring=rubicon"}));
  EXPECT_TRUE(refused("two-handed(game_bonus=600)", Code::InvalidVariant, {"game_bonus", "scoring=rubicon"}));
  EXPECT_TRUE(refused("three-handed(match_deals=3)", Code::InvalidVariant, {"match_deals", "scoring=cumulative"}));
  EXPECT_TRUE(refused("two-handed(score_unit=50)", Code::InvalidVariant, {"score_unit"}));
  EXPECT_TRUE(refused("chinese(brisque_value=20)", Code::InvalidVariant, {"brisque_value", "card_count=brisques"}));
  EXPECT_TRUE(refused("two-handed(card_points=11:10:4:3:2:1:0:0)", Code::InvalidVariant, {"card_points"}));
  EXPECT_TRUE(refused("chinese(count_timing=immediate)", Code::InvalidVariant, {"count_timing", "card_count=none"}));
  EXPECT_TRUE(refused("without-trump(turn_up_seven_bonus=20)", Code::InvalidVariant, {"turn_up_seven_bonus", "trump=first_marriage"}));
  EXPECT_TRUE(refused("rubicon(seven_timing=before_first_play)", Code::InvalidVariant, {"seven_timing"}));
  EXPECT_TRUE(refused("two-handed(sequence_fixes_trump=true)", Code::InvalidVariant, {"sequence_fixes_trump", "trump=turn_up"}));
  EXPECT_TRUE(refused("two-handed(carte_blanche_repeats=true)", Code::InvalidVariant, {"carte_blanche_value=0"}));

  // The same options where they take effect, or at the preset's value, are accepted.
  for (const char* text : {"two-handed(target=1500)", "rubicon(target=1000)", "rubicon(game_bonus=1000)",
                           "two-handed(scoring=rubicon)", "french-1847(card_points=11:10:4:3:2:1:0:0)",
                           "rubicon(card_count=card_points, card_points=11:10:4:3:2:0:0:0)",
                           "two-handed(carte_blanche_value=50, carte_blanche_repeats=true)",
                           "rubicon(scoring=cumulative, count_timing=end_of_deal, target=1500)"}) {
    auto v = parse_variant(text);
    EXPECT_TRUE(v) << text << ": " << v.status().message();
  }
  // The check is validate()'s, so a Variant set field by field is refused the same way.
  Variant v = *preset("rubicon");
  v.target = 1500;
  const Status s = v.validate();
  EXPECT_EQ(s.code(), Code::InvalidVariant);
  EXPECT_NE(s.message().find("target"), std::string::npos) << s.message();
  EXPECT_FALSE(Game::create(v, 1));
}

TEST(VariantText, TooLongTextIsRefused) {
  const std::string text = "two-handed(" + std::string(kMaxVariantText, ' ') + ")";
  EXPECT_TRUE(refused(text, Code::ParseError, {"longer than 4096"}));
}

std::string a_record() {
  auto g = Game::create(*preset("two-handed"), 11);
  for (int i = 0; i < 6; ++i) EXPECT_TRUE(g->apply(g->legal_actions().front()));
  return g->record();
}

std::string each_line(const std::string& text, const std::string& end) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto nl = text.find('\n', start);
    out += text.substr(start, nl - start) + end + "\n";
    start = nl + 1;
  }
  return out;
}

TEST(RecordText, AByteOrderMarkAndTrailingWhitespaceAreAccepted) {
  const std::string record = a_record();
  for (const std::string& text : {"\xEF\xBB\xBF" + record, each_line(record, "  \t"), each_line(record, "\r"),
                                  record + "\n \n\t\n", "\xEF\xBB\xBF" + each_line(record, " \r") + "   "}) {
    auto g = Game::from_record(text);
    ASSERT_TRUE(g) << quote(text, 300) << ": " << g.status().message();
    EXPECT_EQ(g->record(), record);
  }
}

void expect_corrupt(const std::string& text, const std::string& says) {
  auto g = Game::from_record(text);
  ASSERT_FALSE(g) << quote(text, 300);
  EXPECT_EQ(g.status().code(), Code::CorruptRecord);
  EXPECT_NE(g.status().message().find(says), std::string::npos) << g.status().message();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(RecordText, OtherDefectsNameTheirLineAndColumn) {
  const std::string record = a_record();  // lines: header, variant, seed, actions, 6 actions, end
  expect_corrupt("", "record line 1, column 1: not a bezique record");
  expect_corrupt(" " + record, "record line 1, column 1: not a bezique record");
  expect_corrupt("\xEF\xBB" + record, "record line 1, column 1: byte 0xEF is not allowed");
  expect_corrupt(replaced(record, "variant two-handed", "variant two-handed(target=1500, traget=2)"),
                 "record line 2, column 33: unknown option 'traget'");
  expect_corrupt(replaced(record, "variant two-handed", "variant rubicon(target=1500)"),
                 "record line 2, column 9: target=1500 has no effect");
  expect_corrupt(replaced(record, "seed 11", "seed 1x1"), "record line 3, column 7: bad seed '1x1'");
  expect_corrupt(replaced(record, "actions\n", "actions\nXX\n"), "record line 5, column 1: action 1 'XX': ");
  expect_corrupt(replaced(record, "actions\n", "actions\n   XX\n"), "record line 5, column 4: action 1 'XX': ");
  expect_corrupt(replaced(record, "actions\n", "actions\nQ\xC3\xA9\n"), "record line 5, column 2: byte 0xC3 is not allowed");
  expect_corrupt(replaced(record, "actions\n", "actions\nQS\x1B[2J\n"), "record line 5, column 3: byte 0x1B");
  expect_corrupt(replaced(record, "end\n", ""), "record line 10, column ");
  expect_corrupt(replaced(record, "end\n", ""), "missing 'end'");
  expect_corrupt(record + "\n\nmore\n", "record line 14, column 1: text after 'end'");
}

TEST(RecordText, ARecordLargerThanTheCapIsRefused) {
  const std::string text = a_record() + std::string(kMaxRecordBytes, '\n');
  expect_corrupt(text, "larger than 64 MiB");
}

TEST(StateText, AByteOrderMarkAndTrailingWhitespaceAreAcceptedOtherDefectsNamed) {
  auto g = Game::create(*preset("rubicon"), 3);
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(g->apply(g->legal_actions().front()));
  const std::string text = state_to_text(g->state());
  for (const std::string& t : {"\xEF\xBB\xBF" + text, each_line(text, " \t\r")}) {
    auto s = state_from_text(g->variant(), t);
    ASSERT_TRUE(s) << s.status().message();
    EXPECT_TRUE(*s == g->state());
  }
  const auto dealer = text.find("\ndealer ") + 1;
  const std::string bad_dealer = text.substr(0, dealer) + "dealer 7" + text.substr(text.find('\n', dealer));
  auto bad = state_from_text(g->variant(), bad_dealer);
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message().find("state text line 5, column 8: dealer: 7 is out of range"), std::string::npos)
      << bad.status().message();
  bad = state_from_text(g->variant(), replaced(text, "\ntrump ", "\ntrump \x7F"));
  ASSERT_FALSE(bad);
  EXPECT_NE(bad.status().message().find(", column 7: byte 0x7F is not allowed"), std::string::npos)
      << bad.status().message();
}

TEST(MessageText, QuotedEscapesWhatATerminalWouldObey) {
  EXPECT_EQ(quote("QS"), "'QS'");
  EXPECT_EQ(quote("a'b\\c"), "'a\\'b\\\\c'");
  EXPECT_EQ(quote("\x1B[31mred\n\t\r"), "'\\u{001B}[31mred\\n\\t\\r'");
  EXPECT_EQ(quote("\xFF\xC3(x"), "'\\xFF\\xC3(x'");
  EXPECT_EQ(quote("\xC2\x85 \xE2\x80\xAE \xE2\x80\xA8 \x7F"), "'\\u{0085} \\u{202E} \\u{2028} \\u{007F}'");
  EXPECT_EQ(quote("caf\xC3\xA9 \xE2\x99\xA0"), "'caf\xC3\xA9 \xE2\x99\xA0'");  // printable non-ASCII is kept
  EXPECT_EQ(quote("\xED\xA0\x80"), "'\\xED\\xA0\\x80'");                     // a surrogate is not UTF-8
  EXPECT_EQ(quote("\xC0\xAF"), "'\\xC0\\xAF'");                             // nor an overlong form
  EXPECT_EQ(quote(std::string(100, 'x')), "'" + std::string(kMaxQuotedChars, 'x') + "...'");
  EXPECT_EQ(printable("a\x01" "b", 2), "a\\u{0001}...");
}

// A message is safe to print: valid UTF-8 with no control or bidirectional character, and
// bounded whatever the input's length.
::testing::AssertionResult safe_to_print(const std::string& message) {
  if (message.size() > 1000) return ::testing::AssertionFailure() << "message of " << message.size() << " bytes";
  // printable() changes nothing but backslashes and what is unsafe.
  std::string plain = message;
  plain.erase(std::remove(plain.begin(), plain.end(), '\\'), plain.end());
  if (printable(plain, plain.size()) != plain)
    return ::testing::AssertionFailure() << "unsafe message: " << printable(message, 1000);
  return ::testing::AssertionSuccess();
}

// Inputs that would recolour a terminal, clear it, reverse the text after them, split a log
// line, or that are not UTF-8 at all, and one far too long to quote whole.
const std::vector<std::string>& hostile_inputs() {
  static const std::vector<std::string> inputs = {
      "\x1B[2J\x1B[31mred", "QS\nforged log line", "\xFF\xFE\xC3", "\xE2\x80\xAEsrevinu", "\xC2\x9B" "31m",
      std::string(10000, 'Q'), std::string("nul\0byte", 8)};
  return inputs;
}

TEST(MessageText, EveryTextEntryPointQuotesInputSafely) {
  auto game = Game::create(*preset("two-handed"), 5);
  ASSERT_TRUE(game);
  const std::string record = a_record();
  const std::string state = state_to_text(game->state());
  int checked = 0;
  auto check = [&](const Status& s, const std::string& what) {
    ASSERT_FALSE(s.is_ok()) << what;
    EXPECT_TRUE(safe_to_print(s.message())) << what;
    ++checked;
  };
  for (const std::string& in : hostile_inputs()) {
    check(parse_variant(in).status(), "variant text");
    check(parse_variant("two-handed(" + in + "=1)").status(), "option name");
    check(parse_variant("two-handed(target=" + in + ")").status(), "int value");
    check(parse_variant("two-handed(trump=" + in + ")").status(), "enum value");
    check(parse_variant("two-handed(removed=" + in + ")").status(), "card list value");
    check(preset(in).status(), "preset");
    Variant v;
    check(set_option(v, "claim", in), "bool value");
    check(game->parse_action(in).status(), "action");
    check(game->parse_action("marriage " + in).status(), "action cards");
    check(game->parse_action("declare " + in + " KH+QH").status(), "meld name");
    check(Game::from_record(in).status(), "record header");
    check(Game::from_record(replaced(record, "variant two-handed", "variant " + in)).status(), "record variant");
    check(Game::from_record(replaced(record, "actions\n", "actions\n" + in + "\n")).status(), "record action");
    check(Game::from_record(replaced(record, "seed 11", "seed " + in)).status(), "record seed");
    check(state_from_text(game->variant(), replaced(state, "phase play", "phase " + in)).status(), "state phase");
    check(state_from_text(game->variant(), in).status(), "state header");
    check(parse_deck(game->variant(), in).status(), "deck");
  }
  EXPECT_EQ(checked, 17 * static_cast<int>(hostile_inputs().size()));
}

}  // namespace
}  // namespace bezique
