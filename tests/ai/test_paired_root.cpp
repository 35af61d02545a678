// Paired root sampling (IsmctsConfig::root_search = RootSearch::Paired, the master player's
// search): legal and reproducible choices in every preset within the budget, the heuristic
// player's move kept unless the paired comparison beats it, and a time cap obeyed.
#include <gtest/gtest.h>

#include <algorithm>

#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/master_player.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/game.hpp"

namespace bezique::ai {
namespace {

IsmctsConfig paired(int iterations, double prior_margin = 1.5) {
  IsmctsConfig c;
  c.iterations = iterations;
  c.prior_margin = prior_margin;
  c.root_search = RootSearch::Paired;
  return c;
}

bool is_legal(const View& view, const Action& a) {
  return std::find(view.legal_actions.begin(), view.legal_actions.end(), a) != view.legal_actions.end();
}

// The first searched decisions of a game of every preset, driven by the heuristic player.
TEST(PairedRoot, ChoosesLegallyAndReproduciblyWithinItsBudgetInEveryPreset) {
  for (const std::string& name : preset_names()) {
    SCOPED_TRACE(name);
    const Variant v = *preset(name);
    auto game = Game::create(v, 5);
    ASSERT_TRUE(game);
    HeuristicPlayer driver;
    Rng drive(2);
    int searched = 0;
    for (int step = 0; step < 120 && !game->is_over(); ++step) {
      const View view = seat_view(*game, game->current_player());
      if (view.phase != Phase::Declare && view.legal_actions.size() > 1 && step % 3 == 0) {
        IsmctsPlayer a(paired(24)), b(paired(24));
        Rng ra(77), rb(77);
        const Action chosen = a.choose(view, v, ra);
        EXPECT_TRUE(is_legal(view, chosen));
        EXPECT_EQ(chosen, b.choose(view, v, rb));
        EXPECT_EQ(ra.next(), rb.next());  // the same random numbers were drawn
        const SearchStats& s = a.last_stats();
        if (s.iterations > 0) {  // not a choice made without a search (a claim that wins)
          ++searched;
          EXPECT_EQ(s.nodes, 0) << "a paired search grows no tree";
          EXPECT_LE(s.iterations, 24);
          EXPECT_GE(s.value, 0);
          EXPECT_LE(s.value, 1);
        }
      }
      ASSERT_TRUE(game->apply(driver.choose(view, v, drive)).is_ok());
    }
    EXPECT_GE(searched, 3);
  }
}

// An endless margin keeps the heuristic's move everywhere; no prior lets the search's own
// comparison decide, which over a game parts from the heuristic somewhere.
TEST(PairedRoot, KeepsTheHeuristicsMoveUnlessThePairedComparisonBeatsIt) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 8);
  ASSERT_TRUE(game);
  HeuristicPlayer heuristic;
  int decisions = 0, overridden = 0;
  for (int step = 0; step < 60 && !game->is_over(); ++step) {
    const View view = seat_view(*game, game->current_player());
    Rng unused(0);
    const Action rule = heuristic.choose(view, v, unused);
    if (view.phase == Phase::Play && view.legal_actions.size() > 1) {
      ++decisions;
      IsmctsPlayer sure(paired(60, 1e9)), free(paired(60, 0));
      Rng r1(9), r2(9);
      EXPECT_EQ(sure.choose(view, v, r1), rule);
      if (free.choose(view, v, r2) != rule) ++overridden;
    }
    ASSERT_TRUE(game->apply(rule).is_ok());
  }
  EXPECT_GE(decisions, 10);
  EXPECT_GT(overridden, 0);
}

// A budget below the number of moves still plays each move once (one sample), and one sample
// cannot beat the prior; a time cap ends a search whose play-outs would take far longer.
TEST(PairedRoot, OneSampleAtLeastAndATimeCapObeyed) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 13);
  ASSERT_TRUE(game);
  const View view = seat_view(*game, game->current_player());
  ASSERT_GT(view.legal_actions.size(), 2u);
  HeuristicPlayer heuristic;
  Rng unused(0);
  IsmctsPlayer one(paired(1));
  Rng rng(4);
  EXPECT_EQ(one.choose(view, v, rng), heuristic.choose(view, v, unused));
  EXPECT_EQ(one.last_stats().iterations, static_cast<int>(view.legal_actions.size()));
  IsmctsConfig timed = paired(kMaxIsmctsIterations);
  timed.time_ms = 1;
  IsmctsPlayer cut(timed);
  EXPECT_TRUE(is_legal(view, cut.choose(view, v, rng)));
  EXPECT_GT(cut.last_stats().iterations, 0);
  EXPECT_LT(cut.last_stats().iterations, kMaxIsmctsIterations);
}

TEST(PairedRoot, IsTheMastersSearchWhereCardsAreHidden) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 3);
  ASSERT_TRUE(game);
  MasterPlayer master(IsmctsConfig{30, 0, 0.35, 1.5});
  EXPECT_EQ(master.searcher().config().root_search, RootSearch::Paired) << "whatever the config it is given";
  EXPECT_EQ(master.searcher().config().prior_margin, kMasterPriorMargin);
  Rng rng(1);
  const Action a = master.choose(seat_view(*game, game->current_player()), v, rng);
  ASSERT_NE(master.last_search(), nullptr);
  EXPECT_EQ(master.last_search()->nodes, 0);
  EXPECT_GT(master.last_search()->iterations, 0);
  EXPECT_TRUE(game->apply(a).is_ok());
}

}  // namespace
}  // namespace bezique::ai
