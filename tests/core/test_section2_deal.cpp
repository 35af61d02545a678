// docs/rules.md section 2.1 (the deal) and 2.2 (trumps).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <vector>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::card;
using test::points;
using test::Scenario;

TEST(Section2Deal, OneCardAtATimeFromTheEldestThenTurnUpThenStock) {
  const Variant v;  // two-handed: dealer 0, eldest 1
  State s(v);
  const auto deck = fresh_deck(v);
  ASSERT_TRUE(s.deal(deck));
  for (int i = 0; i < 16; ++i) EXPECT_TRUE(s.hand((1 + i) % 2).contains(deck[static_cast<std::size_t>(i)])) << i;
  EXPECT_EQ(s.hand_size(0), 8);
  EXPECT_EQ(s.hand_size(1), 8);
  EXPECT_EQ(s.turn_up(), deck[16]);
  EXPECT_EQ(s.trump(), static_cast<int>(suit_of(deck[16])));
  EXPECT_EQ(s.stock().back(), deck[17]);  // the next card drawn
  EXPECT_EQ(s.stock_size(), 48);          // 47 face down + the turn-up
  EXPECT_EQ(s.current_player(), 1);       // the eldest leads
  EXPECT_TRUE(s.check_invariants());
}

TEST(Section2Deal, ThreeAndFourPlayersDealFromTheDealersLeft) {
  for (const char* name : {"three-handed", "four-handed"}) {
    const Variant v = *preset(name);
    State s(v);
    const auto deck = fresh_deck(v);
    ASSERT_TRUE(s.deal(deck)) << name;
    // The deal places card types (the copies are then numbered canonically).
    std::array<std::vector<CardType>, kMaxPlayers> dealt, held;
    for (int i = 0; i < v.players * v.hand_size; ++i) dealt[(1 + i) % v.players].push_back(type_of(deck[static_cast<std::size_t>(i)]));
    for (int p = 0; p < v.players; ++p) {
      s.hand(p).for_each([&](CardId c) { held[p].push_back(type_of(c)); });
      std::sort(dealt[p].begin(), dealt[p].end());
      std::sort(held[p].begin(), held[p].end());
      EXPECT_EQ(held[p], dealt[p]) << name << " player " << p;
    }
    EXPECT_EQ(s.current_player(), 1) << name;
  }
}

TEST(Section2Deal, DealsRotate) {
  // Deal 0: dealer P0, P1 leads. Deal 1: dealer P1, P0 leads.
  auto v = test::small_deck("two-handed(hand_size=2)", "AS KS QS JS 9C 7D");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"QS JS", "AS KS"}, "9C", "7D"}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.state().dealer(), 0);
  EXPECT_EQ(s.current(), 1);
  ASSERT_TRUE(s.play_out_deal());
  ASSERT_FALSE(s.game().is_over());
  EXPECT_EQ(s.state().deal_number(), 1);
  EXPECT_EQ(s.state().dealer(), 1);
  EXPECT_EQ(s.current(), 0);
}

TEST(Section2Trump, TurnUpSuitIsTrumps) {
  Scenario s("two-handed", {{{}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(type_text(type_of(static_cast<CardId>(s.state().turn_up()))), "9H");
}

// A turned-up seven scores turn_up_seven_bonus (10) for the dealer's side.
TEST(Section2Trump, TurnUpSevenScoresForTheDealer) {
  for (const char* name : {"two-handed", "panache", "fixed-point", "three-handed", "three-handed-two-pack", "four-handed"}) {
    Scenario s(name, {{{}, "7H", ""}});
    ASSERT_TRUE(s.ok()) << name << ": " << s.error();
    const int dealer_side = s.variant().side_of(s.state().dealer());
    EXPECT_EQ(s.score(dealer_side), 10) << name;
    EXPECT_EQ(points(s.since_mark(), dealer_side, ScoreReason::TurnUpSeven), 10) << name;
    for (int side = 0; side < s.variant().sides(); ++side)
      if (side != dealer_side) {
        EXPECT_EQ(s.score(side), 0) << name;
      }
  }
  // French 1847: the turned-up seven scores nothing (docs/rules.md section 6).
  Scenario french("french-1847", {{{}, "7H", ""}});
  ASSERT_TRUE(french.ok()) << french.error();
  EXPECT_EQ(french.score(0), 0);
  EXPECT_EQ(french.score(1), 0);
}

// without-trump: no card is turned; until a marriage fixes trumps no card is a trump.
TEST(Section2Trump, FirstMarriageFixesTrumpsAndScoresRoyal) {
  Scenario s("without-trump", {{{"AS 8C 7C 8D 7D 9D 9H 8H", "7H KS QS KH QH AD TD JD"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.state().trump(), -1);
  EXPECT_EQ(s.state().turn_up(), -1);
  // No trumps yet: the ace of spades does not take the led seven of hearts.
  ASSERT_TRUE(s.act(1, "7H"));
  ASSERT_TRUE(s.act(0, "AS"));
  EXPECT_EQ(s.state().last_trick_winner(), 1);
  s.mark();
  ASSERT_TRUE(s.act(1, "marriage KS+QS"));
  EXPECT_EQ(s.score(1), 40);
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Spades));
  const auto fixed = test::find_event(s.since_mark(), EventType::TrumpFixed);
  ASSERT_TRUE(fixed.has_value());
  EXPECT_EQ(fixed->suit, static_cast<int>(Suit::Spades));
  // Now spades are trumps: P0's eight of clubs does not win, a spade would.
  ASSERT_TRUE(s.act(1, "AD"));
  ASSERT_TRUE(s.act(0, "8C"));
  EXPECT_EQ(s.state().last_trick_winner(), 1);
  ASSERT_TRUE(s.act(1, "marriage KH+QH"));  // a later marriage is common
  EXPECT_EQ(s.score(1), 60);
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Spades));
}

TEST(Section2Trump, WithoutTrumpSequenceOnlyAfterTrumpsAreFixed) {
  Scenario s("without-trump", {{{"8C 7C 8D 7D 9D 9H 8H 9C", "AS AH TH KH QH JH AD 7S"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "8C"}));
  EXPECT_FALSE(s.offers("sequence AH+TH+KH+QH+JH")) << s.legal_list();
  EXPECT_TRUE(s.refused("sequence AH+TH+KH+QH+JH", Code::IllegalAction, "until trumps are fixed"));
  ASSERT_TRUE(s.act(1, "marriage KH+QH"));
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.acts({"AD", "7C"}));
  ASSERT_TRUE(s.act(1, "sequence AH+TH+KH+QH+JH"));
  EXPECT_EQ(s.score(1), 40 + 250);
}

// rubicon (sequence_fixes_trump): a sequence declared before any marriage fixes trumps at 250.
TEST(Section2Trump, SequenceBeforeAnyMarriageFixesTrumpsWhereOptionSet) {
  Scenario s("rubicon", {{{"8C 7C 8D 7D 9D 9H 8H 9C 9S", "AS AH TH KH QH JH AD 7S 8S"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass"}));  // carte blanche: neither hand qualifies... or declines
  ASSERT_TRUE(s.acts({"AS", "8C"}));
  ASSERT_TRUE(s.act(1, "sequence AH+TH+KH+QH+JH"));
  EXPECT_EQ(s.score(1), 250);
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  // four-hand-rubicon does not let a sequence fix trumps.
  Variant v = *preset("four-hand-rubicon");
  EXPECT_FALSE(v.sequence_fixes_trump);
}

// chinese (no_repeat_trump): the previous deal's trump suit scores plain and leaves trumps open.
TEST(Section2Trump, ChineseNoRepeatTrumpOnTheSecondDeal) {
  const char* variant = "chinese(packs=1, hand_size=8)";
  // Deal 0: dealer P0; P1 fixes hearts with the first marriage.
  test::DealSpec first{{"8C 7C 8D 7D 9D 9S 8S 7S", "AS KH QH 9H 8H 7H 9C AD"}, "", ""};
  // Deal 1: dealer P1, P0 leads: a heart marriage, then a spade marriage.
  test::DealSpec second{{"AS AD KH QH KS QS 9H 8H", "8C 7C 8D 7D 9D 9S 8S 7S"}, "", ""};
  Scenario s(variant, {first, second});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass"}));
  ASSERT_TRUE(s.acts({"AS", "8C"}));
  ASSERT_TRUE(s.act(1, "marriage KH+QH"));
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.play_out_deal());
  ASSERT_FALSE(s.game().is_over());
  ASSERT_EQ(s.state().deal_number(), 1);
  EXPECT_EQ(s.state().previous_trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(s.state().trump(), -1);
  ASSERT_TRUE(s.acts({"pass", "pass"}));
  ASSERT_EQ(s.current(), 0);
  ASSERT_TRUE(s.acts({"AS", "8C"}));
  s.mark();
  ASSERT_TRUE(s.act(0, "marriage KH+QH"));
  EXPECT_EQ(s.score(0), 20);  // plain: hearts cannot be trumps again
  EXPECT_EQ(s.state().trump(), -1);
  EXPECT_EQ(test::count_events(s.since_mark(), EventType::TrumpFixed), 0);
  ASSERT_TRUE(s.acts({"AD", "7C"}));
  ASSERT_TRUE(s.act(0, "marriage KS+QS"));
  EXPECT_EQ(s.score(0), 20 + 40);
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Spades));
}

}  // namespace
}  // namespace bezique
