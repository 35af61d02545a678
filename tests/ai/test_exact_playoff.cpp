// The master player's exact play-off rollouts: the rewards they give a play-off are those that
// rollout::rewards() gives the end of the deal that best play reaches, so they share the random
// rollouts' scale; they reach the play-off exactly as a random rollout would; and a master's
// choice is reproducible from its seed.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bezique/ai/master_player.hpp"
#include "bezique/ai/solver.hpp"
#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "exact_playoff.hpp"
#include "rollout.hpp"

namespace bezique::ai {
namespace {

// A deal of @p variant (seed @p seed) played at random (claims avoided) to the start of its
// play-off, after the game's earlier deals left it at @p scores; false if the deal ended first.
bool random_playoff(const Variant& variant, std::uint64_t seed, const std::vector<int>& scores, State& s) {
  s = State(variant);
  if (!scores.empty()) {
    const int deal = 1;
    if (!s.set_deal_start(deal, scores, std::vector<int>(scores.size(), 0), 0)) return false;
    if (!s.deal(seeded_deck(variant, seed, deal))) return false;
  } else if (!s.deal(seeded_deck(variant, seed, 0))) {
    return false;
  }
  Rng rng(seed);
  while (!rollout::deal_over(s) && !(s.stage() == 2 && s.current_player() >= 0)) {
    const ActionList legal = s.legal_actions();
    std::size_t i = rng.below(static_cast<std::uint32_t>(legal.size()));
    if (legal[i].type == ActionType::Claim) i = (i + 1) % legal.size();
    s.apply_unchecked(legal[i]);
  }
  return !rollout::deal_over(s);
}

std::array<int, kMaxPlayers> base_of(const State& s) {
  std::array<int, kMaxPlayers> base{};
  for (int side = 0; side < s.variant().sides(); ++side) base[side] = s.score(side) + s.pending(side);
  return base;
}

struct Case {
  const char* preset;
  std::vector<int> scores;  // empty: the game's first deal
};

// Best play from a play-off position to the end of its deal, by solving each position on the
// way; playoff_rewards() of the solver's value must equal rewards() of where that line ends.
TEST(ExactPlayoff, RewardsAreThoseOfTheEndOfBestPlay) {
  // Scores near the target make best play end (or lose) the game in some of these deals.
  const std::vector<Case> cases = {{"two-handed", {}},     {"two-handed", {880, 870}}, {"without-trump", {}},
                                   {"fixed-point", {}},    {"french-1847", {}},        {"rubicon", {}},
                                   {"rubicon", {0, 0}},    {"panache", {900, 700}}};
  for (const Case& c : cases) {
    const Variant variant = *preset(c.preset);
    int checked = 0, decided = 0;
    for (std::uint64_t seed = 1; checked < 12 && seed < 200; ++seed) {
      State s(variant);
      if (!random_playoff(variant, seed, c.scores, s)) continue;
      // The points of stage 1 count too: the base is where the deal began.
      std::array<int, kMaxPlayers> base{};
      for (std::size_t i = 0; i < c.scores.size(); ++i) base[i] = c.scores[i];
      // The objective rewards() measures: the first of a rubicon match's two deals is scored
      // by its points, the second (the match's last) by the match's results.
      EXPECT_EQ(rollout::scored_by_points(s), variant.scoring == GameScoring::Rubicon && c.scores.empty()) << c.preset;
      Solver solver(SolverConfig{16, 0, rollout::scored_by_points(s)});
      auto root = solver.solve(s);
      ASSERT_TRUE(root && root->exact) << c.preset;
      const int value0 = variant.side_of(s.current_player()) == 0 ? root->value : -root->value;
      double got[kMaxPlayers];
      rollout::playoff_rewards(s, base, value0, got);
      State line = s;
      while (!rollout::deal_over(line)) {
        auto step = solver.solve(line);
        ASSERT_TRUE(step && step->exact);
        line.apply_unchecked(step->best);
      }
      const int line_value = rollout::scored_by_points(s) ? solver_points(s, line, 0) : solver_objective(s, line, 0);
      ASSERT_EQ(line_value, value0) << c.preset << " seed " << seed << ": the line is not best play";
      double want[kMaxPlayers];
      rollout::rewards(line, base, want);
      EXPECT_DOUBLE_EQ(got[0], want[0]) << c.preset << " seed " << seed;
      EXPECT_DOUBLE_EQ(got[1], want[1]) << c.preset << " seed " << seed;
      decided += line.phase() == Phase::GameOver;
      ++checked;
    }
    EXPECT_EQ(checked, 12) << c.preset;
    // A rubicon match's second deal ends it; scores near the target end some games too.
    if (!c.scores.empty()) {
      EXPECT_GT(decided, 0) << c.preset;
    }
  }
}

// A rubicon deal that is not its match's last is valued by points: best play for them can
// differ from best play for the deal's settlement, and the rewards follow the points.
TEST(ExactPlayoff, ARubiconDealBeforeTheMatchsLastIsValuedByPoints) {
  auto variant = parse_variant("rubicon(match_deals=3)");
  ASSERT_TRUE(variant) << variant.status().message();
  int checked = 0;
  for (std::uint64_t seed = 1; checked < 6 && seed < 50; ++seed) {
    State s(*variant);
    if (!random_playoff(*variant, seed, {}, s)) continue;
    ASSERT_TRUE(rollout::scored_by_points(s));
    const auto base = base_of(s);
    Solver by_points(SolverConfig{16, 0, true});
    auto solved = by_points.solve(s);
    ASSERT_TRUE(solved && solved->exact);
    const int value0 = variant->side_of(s.current_player()) == 0 ? solved->value : -solved->value;
    double out[kMaxPlayers];
    rollout::playoff_rewards(s, base, value0, out);
    EXPECT_DOUBLE_EQ(out[0], rollout::lead_reward(*variant, value0));
    EXPECT_DOUBLE_EQ(out[0] + out[1], 1.0);
    ++checked;
  }
  EXPECT_EQ(checked, 6);
}

// Exact rollouts where play-offs are small enough to solve in a rollout: two players, hands of
// at most nine cards.
TEST(ExactPlayoff, AppliesToTwoPlayerGamesWithSmallHands) {
  for (const char* name : {"two-handed", "rubicon", "french-1847", "haitian", "fixed-point"})
    EXPECT_TRUE(rollout::ExactPlayoff::applies(*preset(name))) << name;
  for (const char* name : {"chinese", "eight-deck", "three-handed", "four-handed", "four-hand-rubicon"})
    EXPECT_FALSE(rollout::ExactPlayoff::applies(*preset(name))) << name;
}

// finish() plays on exactly as the fast policy would, so a solve cut short by the node limit
// leaves the rollout where play_out() continues it, as random as a plain rollout.
TEST(ExactPlayoff, ReachesThePlayOffAsTheFastPolicyDoes) {
  const Variant variant = *preset("two-handed");
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    State start(variant);
    ASSERT_TRUE(start.deal(seeded_deck(variant, seed, 0)));
    const auto base = base_of(start);
    ActionList scratch;
    // The plain rollout, and the same split at the play-off.
    State plain = start, split = start;
    Rng r1(seed), r2(seed);
    rollout::play_out(plain, scratch, r1);
    rollout::play_to_playoff(split, scratch, r2);
    ASSERT_EQ(split.stage(), 2);
    ASSERT_FALSE(rollout::deal_over(split));
    rollout::play_out(split, scratch, r2);
    EXPECT_TRUE(split == plain) << "seed " << seed;
    // An exact rollout stops at that same play-off and values it by the solver; one whose
    // solve runs out of positions says so and stays there.
    State exact = start, starved = start;
    Rng r3(seed), r4(seed);
    State at_playoff = start;
    Rng r5(seed);
    rollout::play_to_playoff(at_playoff, scratch, r5);
    rollout::ExactPlayoff finisher(0, 16), tiny(1, 10);
    double got[kMaxPlayers];
    ASSERT_TRUE(finisher.finish(exact, base, scratch, r3, got));
    EXPECT_TRUE(exact == at_playoff) << "seed " << seed;
    Solver solver;
    auto truth = solver.solve(at_playoff);
    ASSERT_TRUE(truth && truth->exact);
    double want[kMaxPlayers];
    const int value0 = variant.side_of(at_playoff.current_player()) == 0 ? truth->value : -truth->value;
    rollout::playoff_rewards(at_playoff, base, value0, want);
    EXPECT_DOUBLE_EQ(got[0], want[0]);
    EXPECT_DOUBLE_EQ(got[1], want[1]);
    EXPECT_FALSE(tiny.finish(starved, base, scratch, r4, got)) << "seed " << seed;
    EXPECT_TRUE(starved == at_playoff) << "seed " << seed;
    EXPECT_EQ(tiny.solves(), 1u);
    EXPECT_EQ(tiny.exact(), 0u);
  }
}

// The master player's first-stage search with exact play-off rollouts chooses the same for the
// same seed, and its choice is a legal action of the view.
TEST(ExactPlayoff, MastersSearchIsReproducibleForASeed) {
  for (const char* name : {"two-handed", "rubicon"}) {
    auto game = Game::create(*preset(name), 5);
    ASSERT_TRUE(game);
    Rng play(5);
    // Near the end of the first stage, where the master's rollouts are exact.
    while (game->state().stage() == 1 && game->state().stock_size() > 6) {
      const ActionList legal = game->legal_actions();
      std::size_t i = play.below(static_cast<std::uint32_t>(legal.size()));
      if (legal[i].type == ActionType::Claim) i = (i + 1) % legal.size();
      ASSERT_TRUE(game->apply(legal[i]));
    }
    int searched = 0;
    for (int step = 0; step < 5 && game->state().stage() == 1; ++step) {
      const int seat = game->current_player();
      const View view = game->view(seat);
      MasterPlayer a(IsmctsConfig{40, 0, 0.35, 1.5}), b(IsmctsConfig{40, 0, 0.35, 1.5});
      Rng ra(100 + static_cast<std::uint64_t>(step)), rb(100 + static_cast<std::uint64_t>(step));
      const Action x = a.choose(view, game->variant(), ra);
      const Action y = b.choose(view, game->variant(), rb);
      EXPECT_EQ(a.searcher().config().exact_playoff_nodes, kMasterRolloutNodes);
      EXPECT_EQ(a.searcher().config().exact_playoff_stock, kMasterRolloutStock);
      EXPECT_TRUE(x == y) << name << " step " << step;
      EXPECT_EQ(a.last_search()->iterations, b.last_search()->iterations);
      EXPECT_EQ(a.last_search()->value, b.last_search()->value);
      searched += a.last_search()->iterations > 0;
      ASSERT_TRUE(game->apply(x)) << name;
    }
    EXPECT_GT(searched, 0) << name;
  }
}

}  // namespace
}  // namespace bezique::ai
