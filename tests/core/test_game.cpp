// Game, the C ABI's game: the legal list listed once per position, applying by index, and
// games without history (from a state text, or at a position such as a determinized sample).
#include <gtest/gtest.h>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

TEST(Game, LegalActionsAreTheStatesAndApplyByIndexPlaysTheSameGame) {
  for (const char* name : {"two-handed", "rubicon", "four-hand-rubicon"}) {
    auto by_action = Game::create(*preset(name), 3);
    auto by_index = Game::create(*preset(name), 3);
    ASSERT_TRUE(by_action && by_index);
    Rng rng(3);
    while (!by_action->is_over()) {
      const ActionList& legal = by_action->legal_actions();
      ASSERT_EQ(legal, by_action->state().legal_actions()) << name;
      const std::size_t i = rng.below(static_cast<std::uint32_t>(legal.size()));
      ASSERT_TRUE(by_action->apply(legal[i]));  // an element of the list itself
      ASSERT_TRUE(by_index->apply_legal(i));
      ASSERT_EQ(by_index->state(), by_action->state()) << name;
    }
    EXPECT_TRUE(by_index->legal_actions().empty());
    EXPECT_EQ(by_index->apply_legal(0).code(), Code::GameOver);
    EXPECT_EQ(by_index->record(), by_action->record());
    EXPECT_EQ(by_index->events(), by_action->events());
  }
}

TEST(Game, ApplyLegalRefusesAnIndexBeyondTheListAndChangesNothing) {
  auto game = Game::create(*preset("two-handed"), 8);
  ASSERT_TRUE(game);
  const Game before = *game;
  const Status s = game->apply_legal(game->legal_actions().size());
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("out of range"), std::string::npos) << s.message();
  EXPECT_EQ(game->state(), before.state());
  EXPECT_EQ(game->events().size(), before.events().size());
}

// A game from a state text, or at a position, has no history and so no record; it plays on,
// dealing later deals from its own seed.
TEST(Game, GamesWithoutHistoryPlayOnFromTheirPosition) {
  auto game = Game::create(*preset("two-handed"), 5);
  ASSERT_TRUE(game);
  Rng rng(5);
  for (int i = 0; i < 40; ++i) ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
  EXPECT_TRUE(game->has_history());

  auto loaded = Game::from_state_text(game->variant(), state_to_text(game->state()), 99);
  ASSERT_TRUE(loaded) << loaded.status().message();
  EXPECT_FALSE(loaded->has_history());
  EXPECT_EQ(loaded->record(), "");
  EXPECT_TRUE(loaded->actions().empty());
  EXPECT_EQ(loaded->state(), game->state());
  EXPECT_EQ(loaded->legal_actions(), game->legal_actions());
  EXPECT_EQ(loaded->seed(), 99u);

  auto branch = game->with_position(game->state(), 7);
  ASSERT_TRUE(branch) << branch.status().message();
  EXPECT_FALSE(branch->has_history());
  EXPECT_EQ(&branch->variant(), &game->variant());  // shared, as copies share it
  EXPECT_EQ(branch->state(), game->state());
  // A State of an equal variant held elsewhere is carried over; another variant's is refused.
  const Variant elsewhere = game->variant();
  State copy(elsewhere);
  ASSERT_TRUE(copy.deal(seeded_deck(elsewhere, 1, 0)));
  auto carried = game->with_position(copy, 7);
  ASSERT_TRUE(carried) << carried.status().message();
  EXPECT_EQ(&carried->state().variant(), &carried->variant());
  const Variant rubicon = *preset("rubicon");
  State other(rubicon);
  ASSERT_TRUE(other.deal(seeded_deck(rubicon, 1, 0)));
  EXPECT_EQ(game->with_position(other, 7).status().code(), Code::InvalidArgument);

  while (!branch->is_over())
    ASSERT_TRUE(branch->apply_legal(rng.below(static_cast<std::uint32_t>(branch->legal_actions().size()))));
  EXPECT_GT(branch->state().deal_number(), game->state().deal_number());
}

}  // namespace
}  // namespace bezique
