// Text from the host through the C ABI: variant text is strict (the core's rules, so C and every
// binding get them), records forgive a byte order mark and trailing whitespace, player specs are
// capped when parsed, and every message that quotes input is safe to print.
#include "capi_test_util.hpp"

#include <algorithm>

#include "bezique/message_text.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

namespace {

bzq_status from_text(const std::string& text) {
  bzq_variant* v = nullptr;
  const bzq_status s = bzq_variant_from_text(text.c_str(), &v);
  bzq_variant_free(v);
  return s;
}

TEST(CapiInputText, VariantTextIsStrict) {
  EXPECT_EQ(from_text(""), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_last_error(), HasSubstr("empty"));
  EXPECT_EQ(from_text("two-handed(target=1500, target=1600)"), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_last_error(), HasSubstr("'target' is given twice"));
  EXPECT_EQ(from_text("rubicon(target=1500)"), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("target=1500 has no effect: scoring=rubicon"));
  EXPECT_EQ(from_text("Rubicon(Game_Bonus=1000)"), BZQ_OK) << bzq_last_error();
  EXPECT_EQ(from_text("rubicn"), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("did you mean 'rubicon'"));
  std::uint32_t index = 0;
  EXPECT_EQ(bzq_option_find("TARGET", &index), BZQ_OK);
  // Set one option at a time, then validate: the same refusal.
  VariantPtr v = make_variant("rubicon");
  ASSERT_EQ(bzq_variant_set(v.get(), "target", "1500"), BZQ_OK);
  EXPECT_EQ(bzq_variant_validate(v.get()), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("target"));
}

TEST(CapiInputText, RecordsForgiveWhatEditorsAddAndNameOtherDefects) {
  GamePtr g = make_game("two-handed", 4);
  for (int i = 0; i < 4; ++i) ASSERT_EQ(bzq_game_apply_id(g.get(), info_of(g.get()).current_player, 0), BZQ_OK);
  const std::string record = record_text(g.get());
  std::string edited = "\xEF\xBB\xBF";
  for (char c : record) edited += c == '\n' ? std::string(" \r\n") : std::string(1, c);
  bzq_game* loaded = nullptr;
  ASSERT_EQ(bzq_game_load_record(edited.c_str(), &loaded), BZQ_OK) << bzq_last_error();
  GamePtr back(loaded);
  EXPECT_EQ(record_text(back.get()), record);
  std::string broken = record;
  broken.replace(broken.find("actions\n") + 8, 0, "  KX\n");
  EXPECT_EQ(bzq_game_load_record(broken.c_str(), &loaded), BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("record line 5, column 3: action 1 'KX'"));
}

TEST(CapiInputText, PlayerBudgetsAreCappedWhenParsed) {
  bzq_player* p = nullptr;
  // Once an out-of-memory failure; now refused when the spec is read, with the range.
  EXPECT_EQ(bzq_player_new("ismcts:999999999", 1, &p), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("ismcts takes 1 to 1000000 iterations"));
  EXPECT_EQ(bzq_player_new("ismcts:600000ms", 1, &p), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("1 to 60000 ms"));
  EXPECT_EQ(p, nullptr);
  ASSERT_EQ(bzq_player_new("ISMCTS:1000000", 1, &p), BZQ_OK);
  bzq_player_free(p);
}

// Valid UTF-8 without control, bidirectional or other invisible formatting characters, and
// bounded: what a host may print or log as it is.
::testing::AssertionResult safe_to_print(const std::string& message) {
  if (message.size() > 1000) return ::testing::AssertionFailure() << message.size() << " bytes";
  std::string plain = message;
  plain.erase(std::remove(plain.begin(), plain.end(), '\\'), plain.end());
  if (bezique::printable(plain, plain.size()) != plain)
    return ::testing::AssertionFailure() << bezique::printable(message, 1000);
  return ::testing::AssertionSuccess();
}

TEST(CapiInputText, MessagesQuotingInputAreSafeToPrint) {
  GamePtr g = make_game("two-handed", 2);
  VariantPtr v = make_variant("two-handed");
  const std::string record = record_text(g.get());
  const std::string hostile[] = {"\x1B]0;owned\x07\x1B[2J", "line\r\nforged", "\xC3\x28\xFF", "\xE2\x80\xAE" "abc",
                                 std::string(5000, 'K')};
  int checked = 0;
  auto expect_safe = [&](bzq_status s, const char* what) {
    EXPECT_NE(s, BZQ_OK) << what;
    EXPECT_TRUE(safe_to_print(bzq_last_error())) << what;
    ++checked;
  };
  for (const std::string& in : hostile) {
    bzq_variant* out_v = nullptr;
    bzq_game* out_g = nullptr;
    bzq_player* out_p = nullptr;
    bzq_action action;
    bzq_action_init(&action);
    std::uint8_t card = 0, meld = 0;
    std::uint32_t index = 0;
    expect_safe(bzq_variant_new(in.c_str(), &out_v), "preset");
    expect_safe(bzq_variant_from_text(("rubicon(" + in + "=1)").c_str(), &out_v), "option name in text");
    expect_safe(bzq_variant_set(v.get(), "trump", in.c_str()), "option value");
    expect_safe(bzq_variant_set(v.get(), in.c_str(), "1"), "option name");
    expect_safe(bzq_option_find(in.c_str(), &index), "option find");
    expect_safe(bzq_card_parse(in.c_str(), &card), "card");
    expect_safe(bzq_meld_from_name(in.c_str(), &meld), "meld name");
    expect_safe(bzq_game_parse_action(g.get(), in.c_str(), &action), "action");
    expect_safe(bzq_game_load_record(("bezique-record 1\nvariant " + in + "\n").c_str(), &out_g), "record variant");
    expect_safe(bzq_game_load_record((record + in).c_str(), &out_g), "record tail");
    expect_safe(bzq_game_load_state(v.get(), in.c_str(), 1, &out_g), "state text");
    expect_safe(bzq_player_new(in.c_str(), 1, &out_p), "player spec");
    expect_safe(bzq_player_new(("ismcts:" + in).c_str(), 1, &out_p), "player level");
  }
  EXPECT_EQ(checked, 13 * 5);
}

}  // namespace
