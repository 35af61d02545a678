// Section 6: every preset deals and plays to the end with random legal actions.
#include <gtest/gtest.h>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

TEST(Section6Presets, EveryPresetPlaysToTheEnd) {
  for (const std::string& name : preset_names()) {
    auto game = Game::create(*preset(name), 7);
    ASSERT_TRUE(game.is_ok()) << name;
    Rng rng(7);
    int steps = 0;
    while (!game->is_over()) {
      auto legal = game->legal_actions();
      ASSERT_FALSE(legal.empty()) << name;
      ASSERT_TRUE(game->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).is_ok()) << name;
      ASSERT_LT(++steps, 200000) << name;
    }
  }
}

}  // namespace
}  // namespace bezique
