// The State calls an information-set search makes beyond deal() and apply(): a deal started
// where a seat's knowledge of the game starts (set_deal_start), and the cards a seat cannot see
// shared out afresh (replace_hidden).
#include <gtest/gtest.h>

#include <algorithm>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/view.hpp"

namespace bezique {
namespace {

TEST(HiddenCards, SetDealStartContinuesAGameFromItsScores) {
  const Variant v = *preset("chinese");
  State s(v);
  EXPECT_EQ(s.set_deal_start(1, {120, 40}, {0, 700}, static_cast<int>(Suit::Hearts)).code(), Code::Ok);
  ASSERT_TRUE(s.deal(seeded_deck(v, 9, 1)));
  EXPECT_EQ(s.deal_number(), 1);
  EXPECT_EQ(s.dealer(), (v.first_dealer + 1) % v.players);
  EXPECT_EQ(s.previous_trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(s.trump(), -1);  // chinese: the first marriage fixes them
  EXPECT_EQ(s.score(0), 0);  // rubicon scoring: each deal's points start afresh, the match's stand
  EXPECT_EQ(s.result(1), 700);

  const Variant two = *preset("two-handed");
  State t(two);
  ASSERT_TRUE(t.set_deal_start(3, {620, 480}, {0, 0}, static_cast<int>(Suit::Clubs)));
  ASSERT_TRUE(t.deal(seeded_deck(two, 9, 3)));
  // Cumulative scoring carries them (a turn-up seven may add the dealer's 10).
  EXPECT_GE(t.score(0), 620);
  EXPECT_GE(t.score(1), 480);
  EXPECT_LE(t.score(0) + t.score(1), 1110);
  EXPECT_EQ(t.deal_number(), 3);
  EXPECT_TRUE(t.check_invariants()) << t.check_invariants().message();
}

TEST(HiddenCards, SetDealStartRefusesWhatNoGameHolds) {
  const Variant v = *preset("two-handed");
  State s(v);
  EXPECT_EQ(s.set_deal_start(-1, {0, 0}, {0, 0}, -1).code(), Code::InvalidArgument);
  EXPECT_EQ(s.set_deal_start(70000, {0, 0}, {0, 0}, -1).code(), Code::InvalidArgument);
  EXPECT_EQ(s.set_deal_start(2, {0}, {0, 0}, -1).code(), Code::InvalidArgument);
  EXPECT_EQ(s.set_deal_start(2, {0, -5}, {0, 0}, -1).code(), Code::InvalidArgument);
  EXPECT_EQ(s.set_deal_start(2, {0, 0}, {0, 0}, 4).code(), Code::InvalidArgument);
  const Status first = s.set_deal_start(0, {10, 0}, {0, 0}, -1);
  EXPECT_EQ(first.code(), Code::InvalidArgument);
  EXPECT_NE(first.message().find("first deal"), std::string::npos) << first.message();
  EXPECT_EQ(s, State(v));  // refused: nothing changed
  ASSERT_TRUE(s.deal(seeded_deck(v, 1, 0)));
  EXPECT_EQ(s.set_deal_start(1, {0, 0}, {0, 0}, -1).code(), Code::WrongPhase);
}

// Sharing out the hidden cards again keeps every card where the viewer sees it and every rule
// of a reachable state; what changes is only what the viewer could not see.
TEST(HiddenCards, ReplaceHiddenChangesOnlyWhatTheViewerCannotSee) {
  for (const char* name : {"two-handed", "rubicon", "three-handed", "four-handed", "chinese"}) {
    const Variant v = *preset(name);
    auto game = Game::create(v, 4);
    ASSERT_TRUE(game);
    Rng rng(4);
    for (int step = 0; step < 60; ++step) {
      const ActionList legal = game->legal_actions();
      ASSERT_TRUE(game->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
    }
    const State& real = game->state();
    const int viewer = real.current_player();
    std::vector<CardId> hidden;
    for (int p = 0; p < v.players; ++p)
      if (p != viewer) real.hand(p).without(real.public_cards()).for_each([&](CardId c) { hidden.push_back(c); });
    for (CardId c : real.stock())
      if (!real.public_cards().contains(c)) hidden.push_back(c);
    ASSERT_FALSE(hidden.empty()) << name;
    bool changed = false;
    for (int round = 0; round < 8; ++round) {
      std::vector<CardId> cards = hidden;
      shuffle_cards(cards, rng);
      State sample = real;
      sample.replace_hidden(viewer, cards.data());
      ASSERT_TRUE(sample.check_invariants()) << name << ": " << sample.check_invariants().message();
      EXPECT_EQ(make_view(sample, viewer), make_view(real, viewer)) << name;
      changed = changed || !(sample == real);
    }
    EXPECT_TRUE(changed) << name << ": the hidden cards never moved";
  }
}

}  // namespace
}  // namespace bezique
