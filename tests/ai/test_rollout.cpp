// The fast policy's shortcut: where rollout::may_declare() answers false, passing is the one
// legal action (the play-outs and the ISMCTS tree both pass there without listing the actions).
#include <gtest/gtest.h>

#include <string>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "rollout.hpp"

namespace bezique::ai {
namespace {

// Random games of every preset without claims, declaring whenever a declaration is legal (so
// that meld histories build up and re-use is tried): at every declaration turn, may_declare()
// false means the legal actions are a pass alone.
TEST(Rollout, MayDeclareIsFalseOnlyWhereAPassIsTheOneLegalAction) {
  int checked = 0, declared = 0;
  for (const std::string& name : preset_names()) {
    const Variant variant = *preset(name);
    if (variant.claim) continue;  // the shortcut is not taken where a claim may be legal
    int passes_only = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      State s(variant);
      Rng rng(seed);
      ActionList legal;
      for (int deal = 0; deal < 3 && !s.is_terminal(); ++deal) {
        ASSERT_TRUE(s.deal(seeded_deck(variant, seed, s.deal_number())));
        while (!rollout::deal_over(s)) {
          s.legal_actions(legal);
          if (s.phase() == Phase::Declare) {
            const bool any = legal.size() > 1 || legal[0].type != ActionType::Pass;
            if (!rollout::may_declare(s)) {
              ++passes_only;
              ASSERT_FALSE(any) << name << " seed " << seed << ": may_declare() is false, but "
                                << action_text(s, legal[0]) << " is legal";
            }
            ++checked;
            if (any) {
              ++declared;
              s.apply_unchecked(legal[0]);  // a declaration sorts before the pass
              continue;
            }
          }
          s.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
      }
    }
    // The shortcut must be taken somewhere in a variant where it applies at all.
    const bool applies = !variant.use_partner_cards && variant.declarations_per_trick == 1 && variant.jokers == 0 &&
                         variant.reform[0] == Reform::None && variant.reform[1] == Reform::None &&
                         variant.reform[2] == Reform::None;
    if (applies) {
      EXPECT_GT(passes_only, 0) << name;
    }
  }
  EXPECT_GT(checked, 1000);
  EXPECT_GT(declared, 100);
}

}  // namespace
}  // namespace bezique::ai
