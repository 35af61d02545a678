// Caps at the boundary: every player parameter has a documented range, enforced when the spec
// is parsed; a budget set in code cannot make a decision reserve unbounded memory; and a host
// can stop a long search or match from outside (ai/interrupt.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <climits>

#include "bezique/ai/interrupt.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/tournament.hpp"

namespace bezique {
namespace {

void expect_refused(const std::string& spec, Code code, const std::string& says) {
  auto p = ai::make_player(spec);
  ASSERT_FALSE(p.is_ok()) << spec;
  EXPECT_EQ(p.status().code(), code) << spec << ": " << p.status().message();
  EXPECT_NE(p.status().message().find(says), std::string::npos) << p.status().message();
}

TEST(PlayerLimits, BudgetsOutOfRangeAreRefusedWithTheRange) {
  EXPECT_EQ(ai::kMaxIsmctsIterations, 1000000);
  EXPECT_EQ(ai::kMaxIsmctsMilliseconds, 60000);
  EXPECT_TRUE(ai::make_player("ismcts:1000000"));
  EXPECT_TRUE(ai::make_player("ismcts:60000ms"));
  expect_refused("ismcts:999999999", Code::InvalidArgument, "more than 1000000 iterations");
  expect_refused("ismcts:1000001", Code::InvalidArgument, "ismcts takes 1 to 1000000 iterations");
  expect_refused("ismcts:99999999999999999999999999", Code::InvalidArgument, "more than 1000000 iterations");
  expect_refused("ismcts:60001ms", Code::InvalidArgument, "ismcts takes 1 to 60000 ms");
  EXPECT_TRUE(ai::make_player("ismcts:1000000:60000ms"));
  expect_refused("ismcts:200:60001ms", Code::InvalidArgument, "ismcts takes 1 to 60000 ms");
  expect_refused("ismcts:1000001:5ms", Code::InvalidArgument, "ismcts takes 1 to 1000000 iterations");
  expect_refused("ismcts:200:5", Code::InvalidArgument, "a time cap such as ':200ms'");
  expect_refused("ismcts:5ms:200", Code::InvalidArgument, "a time cap follows a level or a number of iterations");
  expect_refused("ismcts:0", Code::InvalidArgument, "no iterations");
  expect_refused("heuristik", Code::UnknownName, "did you mean 'heuristic'");
  expect_refused("ismcts:hardd", Code::UnknownName, "unknown ismcts level 'hardd'");
}

TEST(PlayerLimits, TheRangesAreListed) {
  bool iterations = false, milliseconds = false, cap = false;
  for (const ai::PlayerInfo& info : ai::player_infos()) {
    iterations = iterations || (info.spec == "ismcts:N" && info.summary.find("1..1000000") != std::string::npos);
    milliseconds = milliseconds || (info.spec == "ismcts:Nms" && info.summary.find("1..60000") != std::string::npos);
    cap = cap || (info.spec == "ismcts:BUDGET:Mms" && info.summary.find("1..60000") != std::string::npos);
  }
  EXPECT_TRUE(iterations && milliseconds && cap);
}

// A budget set in code beyond the cap used to reserve a node per iteration up front (and
// overflowed an int at INT_MAX): now the reservation is bounded and the search stops at the cap.
TEST(PlayerLimits, AHugeBudgetSetInCodeNeitherThrowsNorRunsPastTheCap) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 13);
  const View view = ai::seat_view(*game, game->current_player());
  ai::IsmctsConfig config;
  config.iterations = INT_MAX;
  config.time_ms = 5;
  ai::IsmctsPlayer player(config);
  Rng rng(1);
  Action chosen;
  EXPECT_NO_THROW(chosen = player.choose(view, v, rng));
  EXPECT_NE(std::find(view.legal_actions.begin(), view.legal_actions.end(), chosen), view.legal_actions.end());
  EXPECT_LE(player.last_stats().iterations, ai::kMaxIsmctsIterations);
}

TEST(PlayerLimits, MatchThreadsAndDealsAreCapped) {
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"random", "random"};
  c.deals = 1;
  c.threads = ai::kMaxTournamentThreads + 1;
  auto r = ai::run_tournament(v, c);
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("1 to 256 threads"), std::string::npos) << r.status().message();
  c.threads = 0;
  EXPECT_FALSE(ai::run_tournament(v, c));
  c.threads = 1;
  c.deals = ai::kMaxTournamentDeals + 1;
  EXPECT_NE(ai::run_tournament(v, c).status().message().find("1 to 1000000 deals"), std::string::npos);
}

TEST(Interrupt, ScopesNestAndEnd) {
  EXPECT_FALSE(ai::interrupted());
  bool outer = false, inner = false;
  {
    ai::InterruptScope a([&] { return outer; });
    EXPECT_FALSE(ai::interrupted());
    {
      ai::InterruptScope b([&] { return inner; });
      outer = true;
      EXPECT_TRUE(ai::interrupted());
      outer = false;
      inner = true;
      EXPECT_TRUE(ai::interrupted());
    }
    EXPECT_FALSE(ai::interrupted());
  }
  outer = true;
  EXPECT_FALSE(ai::interrupted());
}

// A search of a million iterations stops within a few milliseconds of being asked to, with a
// legal action.
TEST(Interrupt, StopsASearchSoon) {
  const Variant v = *preset("chinese");
  auto game = Game::create(v, 2);
  // A card to play from a full hand: a real choice (a forced one is not searched).
  while (game->state().phase() != Phase::Play || game->legal_actions().size() < 2)
    ASSERT_TRUE(game->apply(game->legal_actions().back()));
  const View view = ai::seat_view(*game, game->current_player());
  ai::IsmctsConfig config;
  config.iterations = ai::kMaxIsmctsIterations;
  ai::IsmctsPlayer player(config);
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::milliseconds(50);
  ai::InterruptScope scope([&] { return Clock::now() >= deadline; });
  Rng rng(3);
  const Action a = player.choose(view, v, rng);
  EXPECT_NE(std::find(view.legal_actions.begin(), view.legal_actions.end(), a), view.legal_actions.end());
  EXPECT_LT(player.last_stats().iterations, ai::kMaxIsmctsIterations);
  EXPECT_GT(player.last_stats().iterations, 0);
}

TEST(Interrupt, StopsAMatchOnEveryThread) {
  const Variant v = *preset("two-handed");
  for (int threads : {1, 3}) {
    ai::TournamentConfig c;
    c.players = {"ismcts:200", "heuristic"};
    c.deals = 100000;
    c.threads = threads;
    std::atomic<int> games{0};
    ai::InterruptScope scope([&] { return games >= 2; });
    auto r = ai::run_tournament(v, c, [&](int done, int) { games = done; });
    ASSERT_FALSE(r) << threads;
    EXPECT_NE(r.status().message().find("interrupted"), std::string::npos) << r.status().message();
  }
}

// Asked to stop a few checks into the first game, the match stops within that game: no game
// is finished (a game used to be played out to its end, its searches cut short).
TEST(Interrupt, StopsAMatchWithinAGame) {
  const Variant v = *preset("two-handed");
  ai::TournamentConfig c;
  c.players = {"ismcts:200", "heuristic"};
  c.deals = 1;
  int checks = 0, finished = 0;
  ai::InterruptScope scope([&] { return ++checks > 5; });
  auto r = ai::run_tournament(v, c, [&](int done, int) { finished = done; });
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("interrupted after 0 of 2 games"), std::string::npos) << r.status().message();
  EXPECT_EQ(finished, 0);
}

}  // namespace
}  // namespace bezique
