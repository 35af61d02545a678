// docs/rules.md section 2.7: the draw, the last draw and the end of declarations.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::hand_text;
using test::Scenario;

bool holds(const State& s, int player, const std::string& type) {
  return hand_text(s, player).find(type) != std::string::npos;
}

// A 10-card two-handed deck: 4 cards each, the turn-up 9C and one face-down card (AD).
Result<Variant> last_draw_variant(const std::string& options) {
  return test::small_deck("two-handed(packs=1, hand_size=4" + options + ")", "AS KS QS 7S AH KH 8H 7H 9C AD");
}

TEST(Section2Draw, LastDrawFixedWinnerTakesTheFaceDownCardLoserTheTurnUp) {
  auto v = last_draw_variant("");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"AH KH 8H 7H", "AS KS QS 7S"}, "9C", "AD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_EQ(s.state().stock_size(), 2);  // one card per player, the last the turn-up
  ASSERT_TRUE(s.acts({"7S", "7H"}));
  // The winner may still declare.
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  ASSERT_EQ(s.current(), 1);
  ASSERT_TRUE(s.act(1, "marriage KS+QS"));
  EXPECT_EQ(s.score(1), 20);
  // Then the winner draws the face-down card and the other takes the turn-up.
  EXPECT_TRUE(holds(s.state(), 1, "AD")) << hand_text(s.state(), 1);
  EXPECT_TRUE(holds(s.state(), 0, "9C")) << hand_text(s.state(), 0);
  EXPECT_EQ(s.state().stock_size(), 0);
  EXPECT_EQ(s.state().turn_up(), -1);
  // The play-off: the declared cards are back in the hand, no declaration is possible.
  EXPECT_EQ(s.state().stage(), 2);
  EXPECT_TRUE(s.state().shown().empty());
  EXPECT_TRUE(s.state().table(1).empty());
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_EQ(s.current(), 1);
  ASSERT_TRUE(s.acts({"AS", "9C"}));  // P0 has no spade and must trump
  EXPECT_EQ(s.state().phase(), Phase::Play);  // no declaration after a stage-2 trick
  EXPECT_EQ(s.current(), 0);
}

TEST(Section2Draw, LastDrawWinnerChoosesTheTurnUp) {
  auto v = last_draw_variant(", last_draw=winner_chooses");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"AH KH 8H 7H", "AS KS QS 7S"}, "9C", "AD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7S", "7H", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::LastDraw);
  ASSERT_EQ(s.current(), 1);
  EXPECT_TRUE(s.offers("take-top"));
  EXPECT_TRUE(s.offers("take-turn-up"));
  s.mark();
  ASSERT_TRUE(s.act(1, "take-turn-up"));
  EXPECT_TRUE(holds(s.state(), 1, "9C")) << hand_text(s.state(), 1);
  EXPECT_TRUE(holds(s.state(), 0, "AD")) << hand_text(s.state(), 0);
  EXPECT_EQ(s.state().stage(), 2);
  // The turn-up is drawn face up; the face-down card left to P0 stays hidden from P1.
  int draws = 0;
  for (const Event& e : s.since_mark()) {
    if (e.type != EventType::CardDrawn) continue;
    ++draws;
    EXPECT_EQ(e.hidden, e.player == 0) << "P" << int(e.player) << " drew " << type_text(type_of(e.cards[0]));
  }
  EXPECT_EQ(draws, 2);
}

TEST(Section2Draw, LastDrawWinnerChoosesTheFaceDownCard) {
  auto v = last_draw_variant(", last_draw=winner_chooses");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"AH KH 8H 7H", "AS KS QS 7S"}, "9C", "AD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7S", "7H", "pass", "take-top"}));
  EXPECT_TRUE(holds(s.state(), 1, "AD")) << hand_text(s.state(), 1);
  EXPECT_TRUE(holds(s.state(), 0, "9C")) << hand_text(s.state(), 0);
}

// Three players: the winner and the next draw the face-down cards, the last takes the turn-up.
TEST(Section2Draw, ThreePlayersLastOfThemTakesTheTurnUp) {
  auto v = test::small_deck("three-handed(packs=1, hand_size=2)", "AS 7S 8S AH 7H 8H 9C TD JD");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"8S 8H", "AS AH", "7S 7H"}, "9C", "TD JD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S", "8S", "pass"}));
  EXPECT_TRUE(holds(s.state(), 1, "TD")) << hand_text(s.state(), 1);
  EXPECT_TRUE(holds(s.state(), 2, "JD")) << hand_text(s.state(), 2);
  EXPECT_TRUE(holds(s.state(), 0, "9C")) << hand_text(s.state(), 0);
  EXPECT_EQ(s.state().stage(), 2);
}

// Without a turn-up the last cards are simply drawn in turn.
TEST(Section2Draw, LastDrawWithoutTurnUp) {
  auto v = test::small_deck("rubicon(packs=1, hand_size=2)", "AS 7S AH 7H TD JD");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"7S 7H", "AS AH"}, "", "TD JD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass", "AS", "7S", "pass"}));
  EXPECT_TRUE(holds(s.state(), 1, "TD")) << hand_text(s.state(), 1);
  EXPECT_TRUE(holds(s.state(), 0, "JD")) << hand_text(s.state(), 0);
  EXPECT_EQ(s.state().stage(), 2);
}

TEST(Section2Draw, WinnerChoosesNeedsTwoPlayersAndATurnUp) {
  for (const char* text : {"three-handed(last_draw=winner_chooses)", "rubicon(last_draw=winner_chooses)"}) {
    auto v = parse_variant(text);
    ASSERT_FALSE(v) << text;
    EXPECT_EQ(v.status().code(), Code::InvalidVariant);
    EXPECT_NE(v.status().message().find("last_draw"), std::string::npos) << v.status().message();
  }
}

}  // namespace
}  // namespace bezique
