// Hints: the recommended action with its reason (only move, exact solver, declaration, search
// estimate, a rule-based choice), a bounded text, and refusals that name the problem.
#include <gtest/gtest.h>

#include <functional>

#include "bezique/ai/hint.hpp"
#include "bezique/ai/solver.hpp"
#include "bezique/random.hpp"

namespace bezique::ai {
namespace {

// Plays random decisions until `stop` holds (or the game ends).
void play_until(Game& game, std::uint64_t seed, const std::function<bool(const Game&)>& stop) {
  Rng rng(seed);
  while (!game.is_over() && !stop(game))
    ASSERT_TRUE(game.apply_legal(rng.below(static_cast<std::uint32_t>(game.legal_actions().size()))));
}

void expect_printable_line(const Hint& h) {
  EXPECT_LE(h.text.size(), kMaxHintText);
  for (char c : h.text) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << h.text;
}

TEST(Hint, TheOnlyLegalActionIsSaidToBeSo) {
  auto game = Game::create(*preset("two-handed"), 4);
  ASSERT_TRUE(game);
  play_until(*game, 4, [](const Game& g) { return g.legal_actions().size() == 1; });
  ASSERT_FALSE(game->is_over());
  auto h = hint(*game, game->current_player(), "heuristic");
  ASSERT_TRUE(h) << h.status().message();
  EXPECT_EQ(h->reason, HintReason::OnlyMove);
  EXPECT_EQ(h->action, game->legal_actions()[0]);
  EXPECT_NE(h->text.find("the only legal action"), std::string::npos) << h->text;
}

TEST(Hint, InTheTwoPlayerPlayOffTheSolverGivesTheExactValue) {
  for (const char* name : {"two-handed", "rubicon"}) {
    auto game = Game::create(*preset(name), 6);
    ASSERT_TRUE(game);
    play_until(*game, 6, [](const Game& g) { return g.state().stage() == 2 && g.legal_actions().size() > 1; });
    ASSERT_EQ(game->state().stage(), 2) << name;
    auto h = hint(*game, game->current_player());
    ASSERT_TRUE(h) << h.status().message();
    EXPECT_EQ(h->reason, HintReason::Solved) << name;
    Solver solver;
    auto truth = solver.solve(game->state());
    ASSERT_TRUE(truth && truth->exact);
    EXPECT_EQ(h->value, truth->value) << name;
    EXPECT_GT(h->work, 0u);
    EXPECT_EQ(game->legal_actions()[h->index], h->action);
    EXPECT_NE(h->text.find("(exact)"), std::string::npos) << h->text;
    expect_printable_line(*h);
  }
}

TEST(Hint, ADeclarationIsRecommendedWithItsPoints) {
  auto game = Game::create(*preset("two-handed"), 9);
  ASSERT_TRUE(game);
  play_until(*game, 9, [](const Game& g) {
    for (const Action& a : g.legal_actions())
      if (a.type == ActionType::Declare) return true;
    return false;
  });
  ASSERT_EQ(game->state().phase(), Phase::Declare);
  auto h = hint(*game, game->current_player(), "ismcts:50");
  ASSERT_TRUE(h) << h.status().message();
  EXPECT_EQ(h->reason, HintReason::Declaration);
  EXPECT_EQ(h->action.type, ActionType::Declare);
  EXPECT_GT(h->value, 0);
  EXPECT_NE(h->text.find("scores " + std::to_string(h->value) + " points now"), std::string::npos) << h->text;
}

TEST(Hint, InStageOneTheSearchGivesItsEstimate) {
  auto game = Game::create(*preset("two-handed"), 2);
  ASSERT_TRUE(game);
  auto h = hint(*game, game->current_player(), "master:100", 5);
  ASSERT_TRUE(h) << h.status().message();
  EXPECT_EQ(h->reason, HintReason::Search);
  EXPECT_GE(h->value, 0);
  EXPECT_LE(h->value, 1000);
  // The master's paired search plays every move on each sample: the budget's play-outs, less
  // what would not make a whole sample.
  const auto moves = game->legal_actions().size();
  EXPECT_LE(h->work, 100u);
  EXPECT_GT(h->work, 100u - moves);
  EXPECT_NE(h->text.find("(" + std::to_string(h->work) + " iterations)"), std::string::npos) << h->text;
  EXPECT_NE(h->text.find("search estimate"), std::string::npos) << h->text;
  expect_printable_line(*h);
  // The same seed, the same hint; a rule-based player says whose choice it is.
  auto again = hint(*game, game->current_player(), "master:100", 5);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->action, h->action);
  EXPECT_EQ(again->text, h->text);
  auto rule = hint(*game, game->current_player(), "heuristic");
  ASSERT_TRUE(rule);
  EXPECT_EQ(rule->reason, HintReason::Rule);
  EXPECT_NE(rule->text.find("the choice of heuristic"), std::string::npos) << rule->text;
}

TEST(Hint, RefusalsNameTheProblem) {
  auto game = Game::create(*preset("two-handed"), 2);
  ASSERT_TRUE(game);
  const int other = 1 - game->current_player();
  EXPECT_EQ(hint(*game, other).status().code(), Code::OutOfTurn);
  EXPECT_EQ(hint(*game, 2).status().code(), Code::InvalidArgument);
  auto bad = hint(*game, game->current_player(), "grandmaster");
  EXPECT_EQ(bad.status().code(), Code::UnknownName);
  EXPECT_NE(bad.status().message().find("grandmaster"), std::string::npos);
  play_until(*game, 2, [](const Game&) { return false; });
  ASSERT_TRUE(game->is_over());
  EXPECT_EQ(hint(*game, 0).status().code(), Code::GameOver);
}

}  // namespace
}  // namespace bezique::ai
