// The fast policy's shortcut: where rollout::may_declare() answers false, passing is the one
// legal action (the play-outs and the ISMCTS tree both pass there without listing the actions).
// The card policies (RolloutPolicy): legal cards only, reproducible for a seed, and the ismcts
// player's policy unchanged by the master's option.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "bezique/game.hpp"
#include "bezique/ai/master_player.hpp"
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

constexpr RolloutPolicy kPolicies[] = {RolloutPolicy::Cards, RolloutPolicy::Melds};

// Both card policies play only legal cards (docs/rules.md 2.4 and, in the play-off, 2.8: the
// legal actions come from State) in random games of every preset whose play-outs pick cards
// directly, in both stages; the games go on by the Melds policy's card, declaring whenever
// they can, so that melds and the play-off are reached.
TEST(Rollout, CardPoliciesPlayOnlyLegalCards) {
  int checked = 0, stage_two = 0, presets = 0;
  for (const std::string& name : preset_names()) {
    const Variant variant = *preset(name);
    if (!rollout::fast_play(variant)) continue;
    ++presets;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      State s(variant);
      Rng rng(seed), policy_rng(seed + 100);
      ActionList legal;
      for (int deal = 0; deal < 2 && !s.is_terminal(); ++deal) {
        ASSERT_TRUE(s.deal(seeded_deck(variant, seed, s.deal_number())));
        while (!rollout::deal_over(s)) {
          s.legal_actions(legal);
          if (s.phase() == Phase::Play && s.playable(s.current_player()).size() > 0) {
            // The legal actions list one copy of a card held twice (one joker of several): a
            // card is legal when a play of its type is, and State's checked apply() takes the
            // very copy.
            const bool jokers = variant.jokers > 0;
            auto key = [jokers](CardId c) { return jokers && is_joker(c) ? kCardTypes : static_cast<int>(type_of(c)); };
            Action chosen;
            for (RolloutPolicy policy : kPolicies) {
              chosen = Action::play(rollout::card_for(s, policy_rng, policy));
              const bool listed = std::any_of(legal.begin(), legal.end(), [&](const Action& a) {
                return a.type == ActionType::Play && key(a.cards[0]) == key(chosen.cards[0]);
              });
              ASSERT_TRUE(listed) << name << " seed " << seed << ": " << action_text(s, chosen) << " is not legal";
              State check = s;
              ASSERT_TRUE(check.apply(chosen).is_ok()) << name << " seed " << seed << ": " << action_text(s, chosen);
            }
            ++checked;
            stage_two += s.stage() == 2;
            ASSERT_TRUE(s.apply(chosen).is_ok()) << name;
            continue;
          }
          s.apply_unchecked(legal[s.phase() == Phase::Declare ? 0 : rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
      }
    }
  }
  EXPECT_GT(presets, 5);
  EXPECT_GT(checked, 5000);
  EXPECT_GT(stage_two, 1000);
}

// A play-out is reproducible for a seed under either policy, and the two policies play
// differently (the option changes something).
TEST(Rollout, PlayOutsAreReproducibleForASeed) {
  for (const char* name : {"two-handed", "rubicon", "four-handed"}) {
    const Variant variant = *preset(name);
    int differ = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
      State start(variant);
      ASSERT_TRUE(start.deal(seeded_deck(variant, seed, 0)));
      ActionList scratch;
      State ends[2][2] = {{start, start}, {start, start}};
      for (int p = 0; p < 2; ++p)
        for (int again = 0; again < 2; ++again) {
          Rng rng(seed);
          rollout::play_out(ends[p][again], scratch, rng, kPolicies[p]);
          ASSERT_TRUE(rollout::deal_over(ends[p][again]));
        }
      EXPECT_TRUE(ends[0][0] == ends[0][1]) << name << " seed " << seed;
      EXPECT_TRUE(ends[1][0] == ends[1][1]) << name << " seed " << seed;
      differ += !(ends[0][0] == ends[1][0]);
    }
    EXPECT_GT(differ, 5) << name;
  }
}

// The default (the ismcts player's) is the Cards policy, and a play-out without a policy named
// plays exactly as the Cards policy: the ismcts player's choices for a seed are unchanged (its
// games are also pinned by PlayersGolden and tests/determinism). The master player opts in.
TEST(Rollout, TheIsmctsPlayerKeepsTheCardsPolicyAndTheMasterTakesMelds) {
  EXPECT_EQ(IsmctsConfig{}.rollout_policy, RolloutPolicy::Cards);
  EXPECT_EQ(IsmctsPlayer().config().rollout_policy, RolloutPolicy::Cards);
  EXPECT_EQ(MasterPlayer().searcher().config().rollout_policy, RolloutPolicy::Melds);
  const Variant variant = *preset("two-handed");
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    State a(variant);
    ASSERT_TRUE(a.deal(seeded_deck(variant, seed, 0)));
    State b = a;
    ActionList scratch;
    Rng ra(seed), rb(seed);
    rollout::play_out(a, scratch, ra);
    rollout::play_out(b, scratch, rb, RolloutPolicy::Cards);
    EXPECT_TRUE(a == b) << "seed " << seed;
  }
}

}  // namespace
}  // namespace bezique::ai
