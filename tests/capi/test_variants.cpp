// Presets and options: list, describe, get, set by name, from text, and every error path.
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

namespace {

std::string variant_text(const bzq_variant* v) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_text(v, b, s, n); });
}

std::string get_option(const bzq_variant* v, const char* name) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_get(v, name, b, s, n); });
}

}  // namespace

TEST(CapiPresets, ThePresetsOfSections6And7InOrder) {
  const char* expected[] = {"two-handed", "without-trump", "panache", "fixed-point", "three-handed",
                            "three-handed-two-pack", "four-handed", "rubicon", "chinese", "eight-deck",
                            "four-hand-rubicon", "french-1847", "haitian", "haitian-four"};
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_preset_count(&n), BZQ_OK);
  ASSERT_EQ(n, 14u);
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::string name =
        get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) { return bzq_preset_name(i, b, s, nd); });
    EXPECT_EQ(name, expected[i]);
    VariantPtr v = make_variant(name.c_str());
    EXPECT_EQ(variant_text(v.get()), name);  // a preset's text is its name
  }
  EXPECT_EQ(bzq_preset_count(nullptr), BZQ_NULL_ARGUMENT);
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_preset_name(14, nullptr, 0, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("preset index 14 is out of range: there are 14"));
}

TEST(CapiPresets, PresetValuesFromRules) {
  // docs/rules.md section 6: rubicon is 2 players, 4 packs, 9-card hands; chinese 6 packs, 12 cards;
  // the French game one pack of 32, 6-card hands, target 500.
  VariantPtr rubicon = make_variant("rubicon");
  EXPECT_EQ(get_option(rubicon.get(), "players"), "2");
  EXPECT_EQ(get_option(rubicon.get(), "packs"), "4");
  EXPECT_EQ(get_option(rubicon.get(), "hand_size"), "9");
  VariantPtr chinese = make_variant("chinese");
  EXPECT_EQ(get_option(chinese.get(), "packs"), "6");
  EXPECT_EQ(get_option(chinese.get(), "hand_size"), "12");
  VariantPtr french = make_variant("french-1847");
  EXPECT_EQ(get_option(french.get(), "packs"), "1");
  EXPECT_EQ(get_option(french.get(), "hand_size"), "6");
  EXPECT_EQ(get_option(french.get(), "target"), "500");
  // NULL and "" are the default preset.
  VariantPtr def = make_variant(nullptr);
  EXPECT_EQ(variant_text(def.get()), "two-handed");
  VariantPtr empty = make_variant("");
  EXPECT_EQ(variant_text(empty.get()), "two-handed");
}

TEST(CapiOptions, ListDescribeAndFind) {
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_option_count(&n), BZQ_OK);
  ASSERT_GT(n, 30u);
  for (std::uint32_t i = 0; i < n; ++i) {
    auto field = [&](int32_t f) {
      return get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) { return bzq_option_info(i, f, b, s, nd); });
    };
    const std::string name = field(BZQ_OPTION_NAME);
    EXPECT_FALSE(name.empty());
    EXPECT_FALSE(field(BZQ_OPTION_TYPE).empty()) << name;
    EXPECT_FALSE(field(BZQ_OPTION_MEANING).empty()) << name;
    std::uint32_t index = 999;
    ASSERT_EQ(bzq_option_find(name.c_str(), &index), BZQ_OK) << name;
    EXPECT_EQ(index, i);
  }
  std::uint32_t index = 0;
  ASSERT_EQ(bzq_option_find("target", &index), BZQ_OK);
  EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) {
              return bzq_option_info(index, BZQ_OPTION_TYPE, b, s, nd);
            }),
            "int");
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_option_info(n, BZQ_OPTION_NAME, nullptr, 0, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("option index"));
  EXPECT_EQ(bzq_option_info(0, 3, nullptr, 0, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("option field 3"));
  index = 77;
  EXPECT_EQ(bzq_option_find("no_such_option", &index), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("no_such_option"));
  EXPECT_EQ(index, 77u);
  EXPECT_EQ(bzq_option_find(nullptr, &index), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_option_find("target", nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_option_count(nullptr), BZQ_NULL_ARGUMENT);
}

TEST(CapiVariant, DescribeListsEveryOptionWithItsValue) {
  VariantPtr v = make_variant("two-handed");
  const std::string all =
      get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_describe(v.get(), b, s, n); });
  EXPECT_THAT(all, HasSubstr("players=2\n"));
  EXPECT_THAT(all, HasSubstr("target=1000\n"));
  std::uint32_t n = 0, lines = 0;
  bzq_option_count(&n);
  for (char c : all) lines += c == '\n';
  EXPECT_EQ(lines, n);
}

TEST(CapiVariant, SetGetAndText) {
  VariantPtr v = make_variant("rubicon");
  ASSERT_EQ(bzq_variant_set(v.get(), "game_bonus", "1000"), BZQ_OK) << bzq_variant_message(v.get());
  EXPECT_EQ(get_option(v.get(), "game_bonus"), "1000");
  EXPECT_EQ(variant_text(v.get()), "rubicon(game_bonus=1000)");
  EXPECT_EQ(bzq_variant_validate(v.get()), BZQ_OK);
  // From text, and back.
  bzq_variant* parsed = nullptr;
  ASSERT_EQ(bzq_variant_from_text("rubicon(game_bonus=1000)", &parsed), BZQ_OK);
  VariantPtr p(parsed);
  EXPECT_EQ(variant_text(p.get()), "rubicon(game_bonus=1000)");
  // A clone is independent.
  bzq_variant* c = nullptr;
  ASSERT_EQ(bzq_variant_clone(v.get(), &c), BZQ_OK);
  VariantPtr clone(c);
  ASSERT_EQ(bzq_variant_set(clone.get(), "game_bonus", "2000"), BZQ_OK);
  EXPECT_EQ(get_option(v.get(), "game_bonus"), "1000");
  EXPECT_EQ(get_option(clone.get(), "game_bonus"), "2000");
}

TEST(CapiVariant, SetFailuresNameTheProblemAndChangeNothing) {
  VariantPtr v = make_variant("two-handed");
  const std::string before = variant_text(v.get());
  EXPECT_EQ(bzq_variant_set(v.get(), "colour", "red"), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("unknown option 'colour'"));
  EXPECT_THAT(bzq_last_error(), HasSubstr("unknown option 'colour'"));
  EXPECT_EQ(bzq_variant_set(v.get(), "target", "lots"), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("target"));
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("lots"));
  EXPECT_EQ(bzq_variant_set(v.get(), "partnerships", "maybe"), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("partnerships"));
  EXPECT_EQ(variant_text(v.get()), before);
  EXPECT_EQ(bzq_variant_set(nullptr, "target", "1"), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("variant is NULL"));
  EXPECT_EQ(bzq_variant_set(v.get(), nullptr, "1"), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("option is NULL"));
  EXPECT_EQ(bzq_variant_set(v.get(), "target", nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("value is NULL"));
  EXPECT_EQ(variant_text(v.get()), before);
}

TEST(CapiVariant, ValidateNamesTheOption) {
  VariantPtr v = make_variant("two-handed");
  // Each set is accepted alone; the combination is checked by validate and by a new game.
  ASSERT_EQ(bzq_variant_set(v.get(), "partnerships", "true"), BZQ_OK);
  EXPECT_EQ(bzq_variant_validate(v.get()), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("partnerships"));
  bzq_game* g = nullptr;
  EXPECT_EQ(bzq_game_new(v.get(), 1, &g), BZQ_INVALID_VARIANT);
  EXPECT_EQ(g, nullptr);
  EXPECT_THAT(bzq_last_error(), HasSubstr("partnerships"));
  ASSERT_EQ(bzq_variant_set(v.get(), "players", "4"), BZQ_OK);
  ASSERT_EQ(bzq_variant_set(v.get(), "packs", "4"), BZQ_OK);
  EXPECT_EQ(bzq_variant_validate(v.get()), BZQ_OK) << bzq_variant_message(v.get());
  EXPECT_EQ(bzq_variant_validate(nullptr), BZQ_NULL_ARGUMENT);
}

TEST(CapiVariant, FromTextErrors) {
  bzq_variant* v = nullptr;
  EXPECT_EQ(bzq_variant_from_text("pinochle", &v), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("unknown preset 'pinochle'"));
  EXPECT_EQ(bzq_variant_from_text("rubicon(target=1500", &v), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_last_error(), HasSubstr("missing ')'"));
  EXPECT_EQ(bzq_variant_from_text("rubicon(target)", &v), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_last_error(), HasSubstr("'target' is not name=value"));
  EXPECT_EQ(bzq_variant_from_text("rubicon(colour=red)", &v), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("colour"));
  EXPECT_EQ(bzq_variant_from_text("two-handed(players=5)", &v), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("players"));
  EXPECT_EQ(v, nullptr);
  EXPECT_EQ(bzq_variant_from_text(nullptr, &v), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_from_text("rubicon", nullptr), BZQ_NULL_ARGUMENT);
}

TEST(CapiVariant, NullHandlesAndBuffers) {
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_variant_text(nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_describe(nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_get(nullptr, "target", nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  bzq_variant* out = nullptr;
  EXPECT_EQ(bzq_variant_clone(nullptr, &out), BZQ_NULL_ARGUMENT);
  VariantPtr v = make_variant("two-handed");
  EXPECT_EQ(bzq_variant_clone(v.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_get(v.get(), nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_variant_get(v.get(), "nope", nullptr, 0, &needed), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("nope"));
  char small[3];
  EXPECT_EQ(bzq_variant_text(v.get(), small, sizeof small, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, sizeof("two-handed"));
  EXPECT_THAT(bzq_variant_message(v.get()), HasSubstr("too small"));
  EXPECT_EQ(bzq_variant_describe(v.get(), small, sizeof small, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(bzq_variant_get(v.get(), "target", small, sizeof small, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, 5u);
}
