// Taking back decisions through the C ABI: bzq_game_undo() and bzq_game_decision_count().
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

namespace {

std::string view_text_of(const bzq_game* g, std::int32_t viewer) {
  bzq_view* v = nullptr;
  EXPECT_EQ(bzq_game_view(g, viewer, &v), BZQ_OK);
  ViewPtr view(v);
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_view_text(v, b, s, n); });
}

std::uint32_t decisions(const bzq_game* g) {
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_game_decision_count(g, &n), BZQ_OK);
  return n;
}

}  // namespace

TEST(CapiUndo, TakesBackDecisionsToTheSameStateViewsEventsAndRecord) {
  GamePtr g = make_game("two-handed", 5);
  std::vector<Snapshot> saved{Snapshot(g.get())};
  std::vector<std::string> views{view_text_of(g.get(), 0) + view_text_of(g.get(), 1)};
  for (int i = 0; i < 40; ++i) {
    ASSERT_EQ(bzq_game_apply_id(g.get(), info_of(g.get()).current_player, 0), BZQ_OK);
    saved.emplace_back(g.get());
    views.push_back(view_text_of(g.get(), 0) + view_text_of(g.get(), 1));
  }
  EXPECT_EQ(decisions(g.get()), 40u);
  ASSERT_EQ(bzq_game_undo(g.get(), 3), BZQ_OK);
  EXPECT_EQ(decisions(g.get()), 37u);
  EXPECT_TRUE(Snapshot(g.get()) == saved[37]);
  EXPECT_EQ(view_text_of(g.get(), 0) + view_text_of(g.get(), 1), views[37]);
  ASSERT_EQ(bzq_game_undo(g.get(), 37), BZQ_OK);
  EXPECT_TRUE(Snapshot(g.get()) == saved[0]);
  EXPECT_EQ(view_text_of(g.get(), 0) + view_text_of(g.get(), 1), views[0]);
}

TEST(CapiUndo, UndoingPastTheStartIsRefusedAndChangesNothing) {
  GamePtr g = make_game("rubicon", 2);
  ASSERT_EQ(bzq_game_apply_id(g.get(), info_of(g.get()).current_player, 0), BZQ_OK);
  const Snapshot before(g.get());
  EXPECT_EQ(bzq_game_undo(g.get(), 2), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("cannot undo 2 decisions: 1 has been made"));
  EXPECT_TRUE(Snapshot(g.get()) == before);
  EXPECT_EQ(bzq_game_undo(nullptr, 1), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_decision_count(nullptr, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_decision_count(g.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("count is NULL"));
}
