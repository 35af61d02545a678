// The cent points match (docs/rules.md 7.5) through the C ABI: counts, the match won, the
// start bonus and a game started at it, the text form, and every error path (each leaves the
// match unchanged).
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

namespace {

struct CentPointsFree { void operator()(bzq_cent_points* m) const { bzq_cent_points_free(m); } };
using CentPointsPtr = std::unique_ptr<bzq_cent_points, CentPointsFree>;

VariantPtr variant_from(const char* text) {
  bzq_variant* v = nullptr;
  EXPECT_EQ(bzq_variant_from_text(text, &v), BZQ_OK) << bzq_last_error();
  return VariantPtr(v);
}

CentPointsPtr new_match(const char* variant_text) {
  VariantPtr v = variant_from(variant_text);
  bzq_cent_points* m = nullptr;
  EXPECT_EQ(bzq_cent_points_new(v.get(), &m), BZQ_OK) << bzq_last_error();
  return CentPointsPtr(m);
}

std::string match_text(const bzq_cent_points* m) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_cent_points_text(m, b, s, n); });
}

std::vector<int32_t> counts(const bzq_cent_points* m) {
  int32_t values[2] = {-1, -1};
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_cent_points_counts(m, values, 2, &n), BZQ_OK);
  return std::vector<int32_t>(values, values + n);
}

}  // namespace

TEST(Section7Haitian, S7_5_CentPointsThroughTheCApi) {
  CentPointsPtr m = new_match("two-handed(match_games=3, loser_start_bonus=100)");
  ASSERT_EQ(bzq_cent_points_record_game(m.get(), 1, 900), BZQ_OK);
  EXPECT_THAT(counts(m.get()), ElementsAre(0, 1));
  ASSERT_EQ(bzq_cent_points_record_game(m.get(), 1, 700), BZQ_OK);  // en bas table: 2
  EXPECT_THAT(counts(m.get()), ElementsAre(0, 3));
  int32_t games = -1, winner = -2, bonus = -2;
  ASSERT_EQ(bzq_cent_points_state(m.get(), &games, &winner, &bonus), BZQ_OK);
  EXPECT_EQ(games, 2);
  EXPECT_EQ(winner, 1);
  EXPECT_EQ(bonus, 0);
  int32_t start[2] = {-1, -1};
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_cent_points_start_scores(m.get(), start, 2, &n), BZQ_OK);
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(start[0], 100);
  EXPECT_EQ(start[1], 0);
  EXPECT_EQ(match_text(m.get()), "cent-points 1 counts=0:3 games=2 matches=1 winner=1 bonus=0");

  // Over: no game until the next match.
  EXPECT_EQ(bzq_cent_points_record_game(m.get(), 0, 900), BZQ_GAME_OVER);
  EXPECT_THAT(bzq_cent_points_message(m.get()), HasSubstr("new_match"));
  ASSERT_EQ(bzq_cent_points_new_match(m.get()), BZQ_OK);
  EXPECT_EQ(bzq_cent_points_new_match(m.get()), BZQ_WRONG_PHASE);
  EXPECT_THAT(counts(m.get()), ElementsAre(0, 0));

  // The text reads back equal; a clone is equal and independent.
  VariantPtr v = variant_from("two-handed(match_games=3, loser_start_bonus=100)");
  bzq_cent_points* loaded = nullptr;
  ASSERT_EQ(bzq_cent_points_from_text(v.get(), match_text(m.get()).c_str(), &loaded), BZQ_OK) << bzq_last_error();
  CentPointsPtr back(loaded);
  int32_t equal = -1;
  ASSERT_EQ(bzq_cent_points_equal(m.get(), back.get(), &equal), BZQ_OK);
  EXPECT_EQ(equal, 1);
  bzq_cent_points* copy = nullptr;
  ASSERT_EQ(bzq_cent_points_clone(m.get(), &copy), BZQ_OK);
  CentPointsPtr clone(copy);
  ASSERT_EQ(bzq_cent_points_record_game(clone.get(), 0, 900), BZQ_OK);
  ASSERT_EQ(bzq_cent_points_equal(m.get(), clone.get(), &equal), BZQ_OK);
  EXPECT_EQ(equal, 0);
  EXPECT_THAT(counts(m.get()), ElementsAre(0, 0));
}

TEST(Section7Haitian, S7_5_CentPointsGameStartsAtTheBonusThroughTheCApi) {
  VariantPtr v = variant_from("two-handed(loser_start_bonus=100)");
  bzq_game* plain = nullptr;
  bzq_game* ahead = nullptr;
  ASSERT_EQ(bzq_game_new(v.get(), 5, &plain), BZQ_OK);
  GamePtr p(plain);
  const int32_t start[2] = {100, 0};
  ASSERT_EQ(bzq_game_new_with_scores(v.get(), 5, start, 2, &ahead), BZQ_OK) << bzq_last_error();
  GamePtr a(ahead);
  int32_t s_plain[2] = {0, 0}, s_ahead[2] = {0, 0};
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_game_scores(p.get(), BZQ_SCORES_POINTS, s_plain, 2, &n), BZQ_OK);
  ASSERT_EQ(bzq_game_scores(a.get(), BZQ_SCORES_POINTS, s_ahead, 2, &n), BZQ_OK);
  EXPECT_EQ(s_ahead[0], s_plain[0] + 100);
  EXPECT_EQ(s_ahead[1], s_plain[1]);
  EXPECT_THAT(record_text(a.get()), HasSubstr("\nstart-scores 100 0\n"));

  bzq_game* refused = nullptr;
  const int32_t wrong[2] = {100, 100};
  EXPECT_EQ(bzq_game_new_with_scores(v.get(), 5, wrong, 2, &refused), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("start scores"));
  EXPECT_EQ(bzq_game_new_with_scores(v.get(), 5, start, 1, &refused), BZQ_INVALID_ARGUMENT);
  EXPECT_EQ(bzq_game_new_with_scores(v.get(), 5, start, 1000, &refused), BZQ_INVALID_ARGUMENT);
  EXPECT_EQ(bzq_game_new_with_scores(v.get(), 5, nullptr, 2, &refused), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_new_with_scores(nullptr, 5, start, 2, &refused), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_new_with_scores(v.get(), 5, start, 2, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(refused, nullptr);
}

TEST(Section7Haitian, S7_5_CentPointsBadInputThroughTheCApi) {
  // NULL handles and outputs.
  bzq_cent_points* out = nullptr;
  EXPECT_EQ(bzq_cent_points_new(nullptr, &out), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("variant"));
  EXPECT_EQ(bzq_cent_points_record_game(nullptr, 0, 0), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_new_match(nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_counts(nullptr, nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_state(nullptr, nullptr, nullptr, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_text(nullptr, nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_clone(nullptr, &out), BZQ_NULL_ARGUMENT);
  EXPECT_STREQ(bzq_cent_points_message(nullptr), "");
  bzq_cent_points_free(nullptr);
  CentPointsPtr m = new_match("two-handed");
  EXPECT_EQ(bzq_cent_points_equal(m.get(), nullptr, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_new(variant_from("two-handed").get(), nullptr), BZQ_NULL_ARGUMENT);

  // A variant where no match is kept.
  EXPECT_EQ(bzq_cent_points_new(variant_from("rubicon").get(), &out), BZQ_INVALID_VARIANT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("two players"));
  EXPECT_EQ(out, nullptr);

  // A bad seat, a buffer too small: refused, nothing changed.
  ASSERT_EQ(bzq_cent_points_record_game(m.get(), 0, 900), BZQ_OK);
  const std::string before = match_text(m.get());
  for (int32_t seat : {-1, 2, 2147483647}) {
    EXPECT_EQ(bzq_cent_points_record_game(m.get(), seat, 900), BZQ_OUT_OF_RANGE);
    EXPECT_THAT(bzq_cent_points_message(m.get()), HasSubstr(std::to_string(seat)));
  }
  int32_t one[1] = {-1};
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_cent_points_counts(m.get(), one, 1, &n), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(match_text(m.get()), before);

  // Corrupt text: refused with the field at fault, no handle made.
  VariantPtr v = variant_from("two-handed");
  for (const char* text : {"", "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-",
                           "cent-points 1 counts=0:0 games=0 matches=0 winner=7 bonus=-", "cent-points 1 \x01\xff"}) {
    EXPECT_EQ(bzq_cent_points_from_text(v.get(), text, &out), BZQ_CORRUPT_RECORD) << text;
    EXPECT_THAT(bzq_last_error(), HasSubstr("cent points text")) << text;
    EXPECT_EQ(out, nullptr);
  }
  EXPECT_EQ(bzq_cent_points_from_text(v.get(), nullptr, &out), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_cent_points_from_text(nullptr, "", &out), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(match_text(m.get()), before);
}
