// bzq_game_hint(): the recommended action for the seat to act, with its reason and text, and
// its refusals; the game is never changed.
#include <cstring>

#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

TEST(CapiHint, RecommendsALegalActionWithItsReason) {
  GamePtr g = make_game("two-handed", 3);
  const Snapshot before(g.get());
  const std::int32_t seat = info_of(g.get()).current_player;
  bzq_hint h;
  bzq_hint_init(&h);
  EXPECT_EQ(h.struct_size, sizeof h);
  ASSERT_EQ(bzq_game_hint(g.get(), seat, "ismcts:60", 7, &h), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(h.reason, BZQ_HINT_SEARCH);
  EXPECT_EQ(h.work, 60u);
  EXPECT_GE(h.value, 0);
  EXPECT_LE(h.value, 1000);
  bzq_action legal;
  bzq_action_init(&legal);
  ASSERT_EQ(bzq_game_legal_action(g.get(), h.action_id, &legal), BZQ_OK);
  EXPECT_EQ(std::memcmp(&legal, &h.action, sizeof legal), 0);
  EXPECT_LT(std::strlen(h.text), static_cast<std::size_t>(BZQ_HINT_TEXT_SIZE));
  EXPECT_THAT(h.text, HasSubstr(legal_text(g.get(), h.action_id) + ": search estimate"));
  EXPECT_TRUE(Snapshot(g.get()) == before);
  // The default player, then the hint applied.
  ASSERT_EQ(bzq_game_hint(g.get(), seat, nullptr, 7, &h), BZQ_OK);
  EXPECT_EQ(bzq_game_apply_id(g.get(), seat, h.action_id), BZQ_OK);
}

TEST(CapiHint, TheSolverInThePlayOff) {
  GamePtr g = make_game("two-handed", 8);
  bzq_info info = info_of(g.get());
  while (!info.is_over && !(info.stage == 2 && [&] {
           std::uint32_t n = 0;
           bzq_game_legal_count(g.get(), &n);
           return n > 1;
         }())) {
    ASSERT_EQ(bzq_game_apply_id(g.get(), info.current_player, 0), BZQ_OK);
    info = info_of(g.get());
  }
  ASSERT_EQ(info.stage, 2);
  bzq_hint h;
  bzq_hint_init(&h);
  ASSERT_EQ(bzq_game_hint(g.get(), info.current_player, "master:easy", 1, &h), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(h.reason, BZQ_HINT_SOLVED);
  EXPECT_GT(h.work, 0u);
  EXPECT_THAT(h.text, HasSubstr("(exact)"));
}

TEST(CapiHint, RefusalsNameTheProblemAndChangeNothing) {
  GamePtr g = make_game("two-handed", 3);
  const Snapshot before(g.get());
  const std::int32_t seat = info_of(g.get()).current_player;
  bzq_hint h;
  bzq_hint_init(&h);
  EXPECT_EQ(bzq_game_hint(g.get(), 1 - seat, nullptr, 0, &h), BZQ_OUT_OF_TURN);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("is not to act"));
  EXPECT_EQ(bzq_game_hint(g.get(), 5, nullptr, 0, &h), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("seat 5 is out of range"));
  EXPECT_EQ(bzq_game_hint(g.get(), seat, "alphazero", 0, &h), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("unknown player 'alphazero'"));
  EXPECT_EQ(bzq_game_hint(g.get(), seat, nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_hint(nullptr, seat, nullptr, 0, &h), BZQ_NULL_ARGUMENT);
  bzq_hint small;
  bzq_hint_init(&small);
  small.struct_size = 8;
  EXPECT_EQ(bzq_game_hint(g.get(), seat, nullptr, 0, &small), BZQ_BAD_STRUCT_SIZE);
  EXPECT_TRUE(Snapshot(g.get()) == before);
}
