// Duplicate tournaments: every deal is played once per rotation of the players, and the report's
// figures add up.
#include <gtest/gtest.h>

#include "bezique/ai/tournament.hpp"

namespace bezique {
namespace {

TEST(Match, DuplicateTwoHandedReport) {
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random"};
  c.deals = 6;
  c.seed = 4;
  int calls = 0;
  auto r = ai::run_tournament(v, c, [&](int done, int total) {
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
  EXPECT_NE(ai::tournament_report_text(*r).find("heuristic"), std::string::npos);
}

TEST(Match, SameSeedSameResultWithAnyThreadCount) {
  const Variant v = *preset("three-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random", "random"};
  c.deals = 2;
  c.seed = 8;
  auto one = ai::run_tournament(v, c);
  c.threads = 2;
  auto two = ai::run_tournament(v, c);
  ASSERT_TRUE(one.is_ok() && two.is_ok());
  EXPECT_EQ(one->games, 6);  // three rotations per deal
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(one->players[i].wins, two->players[i].wins);
    EXPECT_EQ(one->players[i].points_per_deal, two->players[i].points_per_deal);
  }
}

TEST(Match, PartnershipsSeatOneSpecPerSide) {
  const Variant v = *preset("four-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random"};
  c.deals = 1;
  auto r = ai::run_tournament(v, c);
  ASSERT_TRUE(r.is_ok()) << r.status().message();
  EXPECT_EQ(r->games, 2);
}

TEST(Match, RefusesBadConfigurations) {
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic"};
  auto r = ai::run_tournament(v, c);
  ASSERT_FALSE(r.is_ok());
  EXPECT_NE(r.status().message().find("2 sides"), std::string::npos);
  c.players = {"heuristic", "nobody"};
  EXPECT_EQ(ai::run_tournament(v, c).status().code(), Code::UnknownName);
  c.players = {"heuristic", "random"};
  c.deals = 0;
  EXPECT_FALSE(ai::run_tournament(v, c).is_ok());
}

TEST(Match, CheckMatchRefusesWhatRunMatchRefuses) {
  // A distributed runner checks a match with check_tournament() before it plays any game: the same
  // refusals, with the same messages, as run_tournament()'s.
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random"};
  c.deals = 1;
  EXPECT_TRUE(ai::check_tournament(v, c).is_ok());
  std::vector<ai::TournamentConfig> bad(5, c);
  bad[0].players = {"heuristic"};
  bad[1].players = {"heuristic", "nobody"};
  bad[2].deals = ai::kMaxTournamentDeals + 1;
  bad[3].deals = 0;
  bad[4].threads = ai::kMaxTournamentThreads + 1;
  for (const ai::TournamentConfig& b : bad) {
    const Status checked = ai::check_tournament(v, b);
    ASSERT_FALSE(checked.is_ok());
    const auto played = ai::run_tournament(v, b);
    EXPECT_EQ(checked.code(), played.status().code());
    EXPECT_EQ(checked.message(), played.status().message());
  }
}

TEST(Match, GamesPlayedApartGiveTheSameReport) {
  // What a distributed runner does: every (deal, rotation) game played on its own, in any
  // order, then summarised; the report must be run_tournament()'s, figure for figure.
  const Variant v = *preset("three-handed-two-pack");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random", "random"};
  c.deals = 3;
  c.seed = 11;
  auto whole = ai::run_tournament(v, c);
  ASSERT_TRUE(whole.is_ok()) << whole.status().message();
  std::vector<ai::GameOutcome> games(9);
  for (int job = 8; job >= 0; --job) {
    auto g = ai::play_duplicate_game(v, c, job / 3, job % 3);
    ASSERT_TRUE(g.is_ok()) << g.status().message();
    games[static_cast<std::size_t>(job)] = *g;
  }
  auto apart = ai::tournament_report(v, c, games);
  ASSERT_TRUE(apart.is_ok()) << apart.status().message();
  EXPECT_EQ(ai::tournament_report_text(*apart), ai::tournament_report_text(*whole));
  EXPECT_EQ(apart->deals_played, whole->deals_played);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(apart->players[i].wins, whole->players[i].wins);
    EXPECT_EQ(apart->players[i].ci_low, whole->players[i].ci_low);
    EXPECT_EQ(apart->players[i].points_per_deal, whole->players[i].points_per_deal);
  }
  // Another deal is another game.
  auto other = ai::play_duplicate_game(v, c, 3, 0);
  ASSERT_TRUE(other.is_ok());
  EXPECT_NE(other->points, games[0].points);
}

TEST(Match, GamesApartRefuseWhatDoesNotFit) {
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"heuristic", "random"};
  EXPECT_EQ(ai::play_duplicate_game(v, c, -1, 0).status().code(), Code::InvalidArgument);
  EXPECT_EQ(ai::play_duplicate_game(v, c, 0, 2).status().code(), Code::InvalidArgument);
  c.players = {"heuristic", "nobody"};
  EXPECT_EQ(ai::play_duplicate_game(v, c, 0, 0).status().code(), Code::UnknownName);
  c.players = {"heuristic", "random"};
  c.deals = 2;
  auto short_list = ai::tournament_report(v, c, std::vector<ai::GameOutcome>(3, ai::GameOutcome{0, {1, 2}, 1}));
  ASSERT_FALSE(short_list.is_ok());
  EXPECT_NE(short_list.status().message().find("4 games, not 3"), std::string::npos);
  auto bad_points = ai::tournament_report(v, c, std::vector<ai::GameOutcome>(4, ai::GameOutcome{0, {1}, 1}));
  EXPECT_EQ(bad_points.status().code(), Code::InvalidArgument);
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
