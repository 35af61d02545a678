// Duplicate matches: every deal is played once per rotation of the players, and the report's
// figures add up.
#include <gtest/gtest.h>

#include "bezique/ai/match.hpp"

namespace bezique {
namespace {

TEST(Match, DuplicateTwoHandedReport) {
  const Variant v = *preset("two-handed");
  ai::MatchConfig c;
  c.players = {"heuristic", "random"};
  c.deals = 6;
  c.seed = 4;
  int calls = 0;
  auto r = ai::run_match(v, c, [&](int done, int total) {
    ++calls;
    EXPECT_LE(done, total);
  });
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  EXPECT_EQ(r->games, 12);
  EXPECT_EQ(calls, 12);
  ASSERT_EQ(r->players.size(), 2u);
  EXPECT_EQ(r->players[0].games, 12);
  EXPECT_DOUBLE_EQ(r->players[0].wins + r->players[1].wins, 12.0);
  for (const auto& p : r->players) {
    EXPECT_LE(p.ci_low, p.win_rate);
    EXPECT_GE(p.ci_high, p.win_rate);
    EXPECT_LE(p.wilson_low, p.win_rate);
    EXPECT_GE(p.wilson_high, p.win_rate);
    EXPECT_GT(p.wilson_high - p.wilson_low, 0.1);  // never degenerate, even when every game goes one way
    EXPECT_GT(p.points_per_deal, 0);
  }
  EXPECT_GT(r->players[0].win_rate, r->players[1].win_rate);
  EXPECT_NE(ai::match_report_text(*r).find("heuristic"), std::string::npos);
}

TEST(Match, SameSeedSameResultWithAnyThreadCount) {
  const Variant v = *preset("three-handed");
  ai::MatchConfig c;
  c.players = {"heuristic", "random", "random"};
  c.deals = 2;
  c.seed = 8;
  auto one = ai::run_match(v, c);
  c.threads = 2;
  auto two = ai::run_match(v, c);
  ASSERT_TRUE(one.is_ok() && two.is_ok());
  EXPECT_EQ(one->games, 6);  // three rotations per deal
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(one->players[i].wins, two->players[i].wins);
    EXPECT_EQ(one->players[i].points_per_deal, two->players[i].points_per_deal);
  }
}

TEST(Match, PartnershipsSeatOneSpecPerSide) {
  const Variant v = *preset("four-handed");
  ai::MatchConfig c;
  c.players = {"heuristic", "random"};
  c.deals = 1;
  auto r = ai::run_match(v, c);
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  EXPECT_EQ(r->games, 2);
}

TEST(Match, RefusesBadConfigurations) {
  const Variant v = *preset("two-handed");
  ai::MatchConfig c;
  c.players = {"heuristic"};
  auto r = ai::run_match(v, c);
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("2 sides"), std::string::npos);
  c.players = {"heuristic", "nobody"};
  EXPECT_EQ(ai::run_match(v, c).status().code(), Code::UnknownName);
  c.players = {"heuristic", "random"};
  c.deals = 0;
  EXPECT_FALSE(ai::run_match(v, c).is_ok());
}

TEST(Match, SeatViewCarriesTheCurrentDeal) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 1);
  const View view = ai::seat_view(*game, 0);
  ASSERT_FALSE(view.history.empty());
  EXPECT_EQ(view.history.front().type, EventType::DealStarted);
  EXPECT_EQ(view.hand.size(), 8u);
}

}  // namespace
}  // namespace bezique
