// The master player: its specs take every ismcts budget, and in a two-player play-off it plays
// the solver's exact choice, found from its view alone.
#include <gtest/gtest.h>

#include "bezique/ai/master_player.hpp"
#include "bezique/game.hpp"

namespace bezique::ai {
namespace {

TEST(Master, SpecsTakeEveryIsmctsBudget) {
  for (const char* spec : {"master:300", "master:20ms", "master:200:100ms"}) {
    auto p = make_player(spec);
    ASSERT_TRUE(p) << spec << ": " << p.status().message();
    EXPECT_EQ((*p)->name(), spec);
  }
  auto hard = make_player("Master:Hard");
  ASSERT_TRUE(hard);
  EXPECT_EQ((*hard)->name(), "master:10000");
  auto plain = make_player("master");
  ASSERT_TRUE(plain);
  EXPECT_EQ((*plain)->name(), "master:10000");
  auto zero = make_player("master:0");
  EXPECT_EQ(zero.status().code(), Code::InvalidArgument);
  EXPECT_NE(zero.status().message().find("master takes 1 to 1000000 iterations"), std::string::npos)
      << zero.status().message();
  auto typo = make_player("mastr");
  EXPECT_EQ(typo.status().code(), Code::UnknownName);
  EXPECT_NE(typo.status().message().find("master"), std::string::npos) << typo.status().message();
}

// Plays games between two master players; in each play-off decision with a choice, the choice
// is the solver's on the true position and has its value.
TEST(Master, PlaysTheSolversChoiceInTheTwoPlayerPlayOff) {
  for (const char* name : {"two-handed", "rubicon", "french-1847"}) {
    auto game = Game::create(*preset(name), 12);
    ASSERT_TRUE(game);
    MasterPlayer master(IsmctsConfig{50, 0, 0.35, 1.5});
    Solver reference;
    Rng rng(12);
    int solved = 0;
    while (!game->is_over() && game->state().deal_number() == 0) {
      const int seat = game->current_player();
      const Action a = master.choose(game->view(seat), game->variant(), rng);
      const bool choice = game->legal_actions().size() > 1;
      if (game->state().stage() == 2 && choice) {
        ASSERT_TRUE(master.last_solve().has_value()) << name;
        auto truth = reference.solve(game->state());
        ASSERT_TRUE(truth && truth->exact);
        EXPECT_EQ(master.last_solve()->value, truth->value) << name;
        ++solved;
      } else {
        EXPECT_FALSE(master.last_solve().has_value()) << name;
      }
      ASSERT_TRUE(game->apply(a)) << name;
    }
    EXPECT_GT(solved, 0) << name;
  }
}

TEST(Master, SearchesWhereCardsAreHidden) {
  EXPECT_FALSE(nothing_hidden(View{}, *preset("two-handed")));
  auto game = Game::create(*preset("four-handed"), 3);
  ASSERT_TRUE(game);
  MasterPlayer master(IsmctsConfig{20, 0, 0.35, 1.5});
  Rng rng(3);
  for (int i = 0; i < 200 && !game->is_over(); ++i) {
    const Action a = master.choose(game->view(game->current_player()), game->variant(), rng);
    EXPECT_FALSE(master.last_solve().has_value());
    ASSERT_TRUE(game->apply(a));
  }
}

}  // namespace
}  // namespace bezique::ai
