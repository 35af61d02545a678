// The variant's options: text round trips, and validation messages that name the option.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

TEST(VariantOptions, PresetTextRoundTrips) {
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    EXPECT_EQ(variant_text(v), name);
    auto back = parse_variant(variant_text(v));
    ASSERT_TRUE(back) << back.status().message();
    EXPECT_TRUE(*back == v) << name;
  }
}

TEST(VariantOptions, ChangedOptionsRoundTrip) {
  for (const char* text : {"rubicon(game_bonus=1000)", "two-handed(hand_size=10, last_draw=winner_chooses)",
                           "chinese(bezique_pair=by_trump, reform_b=any_new_set)",
                           "three-handed(removed=8C:8S:8H, hand_size=7)", "french-1847(card_points=11:10:4:3:2:1:0:0)",
                           "four-handed(stage2_mode=duels, stage2_head_partner=false)"}) {
    auto v = parse_variant(text);
    ASSERT_TRUE(v) << text << ": " << v.status().message();
    auto back = parse_variant(variant_text(*v));
    ASSERT_TRUE(back) << variant_text(*v) << ": " << back.status().message();
    EXPECT_TRUE(*back == *v) << text << " -> " << variant_text(*v);
  }
  auto r = parse_variant("rubicon(game_bonus=1000)");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->game_bonus, 1000);
  EXPECT_EQ(variant_text(*r), "rubicon(game_bonus=1000)");
}

TEST(VariantOptions, EveryOptionGetsAndSetsItsOwnText) {
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    for (const OptionInfo& info : option_infos()) {
      auto value = get_option(v, info.name);
      ASSERT_TRUE(value) << info.name;
      Variant copy = *preset("two-handed");
      ASSERT_TRUE(set_option(copy, info.name, *value)) << info.name << "=" << *value;
      EXPECT_EQ(*get_option(copy, info.name), *value) << info.name;
    }
  }
}

// Variants compare (and validate) option by option without writing their text: two variants
// are equal exactly when every option's text is, whichever option differs.
TEST(VariantOptions, VariantsAreEqualExactlyWhenEveryOptionsTextIs) {
  for (const std::string& a_name : preset_names()) {
    const Variant a = *preset(a_name);
    for (const std::string& b_name : preset_names()) {
      const Variant b = *preset(b_name);
      for (const OptionInfo& info : option_infos()) {
        Variant changed = a;
        ASSERT_TRUE(set_option(changed, info.name, *get_option(b, info.name)));
        const bool same_text = *get_option(changed, info.name) == *get_option(a, info.name);
        EXPECT_EQ(changed == a, same_text) << a_name << " with " << info.name << " of " << b_name;
      }
    }
  }
}

// Each message names the option (and the preset or value) so the host can show it.
void expect_invalid(const std::string& text, Code code, const std::string& names) {
  auto v = parse_variant(text);
  ASSERT_FALSE(v) << text;
  EXPECT_EQ(v.status().code(), code) << text << ": " << v.status().message();
  EXPECT_NE(v.status().message().find(names), std::string::npos) << text << ": " << v.status().message();
}

TEST(VariantOptions, ValidationMessagesNameTheOption) {
  expect_invalid("two-handed(hand_size=40)", Code::InvalidVariant, "hand_size");
  expect_invalid("two-handed(packs=1, hand_size=16)", Code::InvalidVariant, "hand_size");
  expect_invalid("two-handed(removed=8C)", Code::InvalidVariant, "does not divide evenly");  // 63 - 16 = 47
  expect_invalid("three-handed(last_draw=winner_chooses)", Code::InvalidVariant, "last_draw");
  expect_invalid("two-handed(players=3, partnerships=true)", Code::InvalidVariant, "partnerships");
  expect_invalid("two-handed(players=5)", Code::InvalidVariant, "players");
  expect_invalid("two-handed(packs=5)", Code::InvalidVariant, "packs");
  expect_invalid("two-handed(no_repeat_trump=true)", Code::InvalidVariant, "no_repeat_trump");
  expect_invalid("two-handed(stage2_mode=duels)", Code::InvalidVariant, "stage2_mode");
  expect_invalid("two-handed(count_timing=tie_or_rubicon)", Code::InvalidVariant, "count_timing");
  expect_invalid("rubicon(claim=true)", Code::InvalidVariant, "claim");
  expect_invalid("two-handed(use_partner_cards=true)", Code::InvalidVariant, "use_partner_cards");
  expect_invalid("two-handed(royal_marriage=-40)", Code::InvalidVariant, "values");
  expect_invalid("two-handed(target=0)", Code::InvalidVariant, "target");
  expect_invalid("two-handed(removed=8C:8C:8C)", Code::InvalidVariant, "removed");
  expect_invalid("two-handed(declarations_per_trick=0)", Code::InvalidVariant, "declarations_per_trick");
  expect_invalid("french-1847(running_count_from=600)", Code::InvalidVariant, "running_count_from");
}

TEST(VariantOptions, BadTextIsRefusedWithTheReason) {
  expect_invalid("two-handed(players=x)", Code::InvalidVariant, "players");
  expect_invalid("two-handed(trump=sideways)", Code::InvalidVariant, "trump");
  expect_invalid("two-handed(colour=red)", Code::UnknownName, "colour");
  expect_invalid("four-handed-rubicon", Code::UnknownName, "four-handed-rubicon");
  expect_invalid("two-handed(target=1500", Code::ParseError, "')'");
  expect_invalid("two-handed(target)", Code::ParseError, "name=value");
  expect_invalid("two-handed(target=1500,,hand_size=9)", Code::ParseError, "empty option");
}

TEST(VariantOptions, GameRefusesAnInvalidVariant) {
  Variant v;
  v.hand_size = 40;
  auto g = Game::create(v, 1);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.status().code(), Code::InvalidVariant);
  EXPECT_NE(g.status().message().find("hand_size"), std::string::npos);
}

}  // namespace
}  // namespace bezique
