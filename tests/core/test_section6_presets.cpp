// docs/rules.md section 6: the presets, checked against the table and dealt.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

struct Row {
  const char* name;
  int players;
  int deck;
  int hand;
  TrumpMode trump;
  int target;  // cumulative target, or the rubicon threshold
};

// The table of docs/rules.md section 6.
const Row kTable[] = {
    {"two-handed", 2, 64, 8, TrumpMode::TurnUp, 1000},
    {"without-trump", 2, 64, 8, TrumpMode::FirstMarriage, 1000},
    {"panache", 2, 64, 8, TrumpMode::TurnUp, 1000},
    {"fixed-point", 2, 64, 8, TrumpMode::TurnUp, 1000},
    {"three-handed", 3, 96, 8, TrumpMode::TurnUp, 3000},
    {"three-handed-two-pack", 3, 63, 8, TrumpMode::TurnUp, 2000},
    {"four-handed", 4, 128, 8, TrumpMode::TurnUp, 2000},
    {"rubicon", 2, 128, 9, TrumpMode::FirstMarriage, 1000},
    {"chinese", 2, 192, 12, TrumpMode::FirstMarriage, 3000},
    {"eight-deck", 2, 256, 15, TrumpMode::FirstMarriage, 5000},
    {"four-hand-rubicon", 4, 192, 9, TrumpMode::FirstMarriage, 1000},
    {"french-1847", 2, 32, 6, TrumpMode::TurnUp, 500},
};

TEST(Section6Presets, TableOfPresets) {
  // Section 6's presets come first; section 7 adds haitian and haitian-four after them.
  ASSERT_EQ(preset_names().size(), std::size(kTable) + 2);
  for (std::size_t i = 0; i < std::size(kTable); ++i) {
    const Row& row = kTable[i];
    SCOPED_TRACE(row.name);
    EXPECT_EQ(preset_names()[i], row.name);  // in the order of the table
    auto v = preset(row.name);
    ASSERT_TRUE(v);
    EXPECT_TRUE(v->validate());
    EXPECT_EQ(v->players, row.players);
    EXPECT_EQ(v->deck_size(), row.deck);
    EXPECT_EQ(static_cast<int>(fresh_deck(*v).size()), row.deck);
    EXPECT_EQ(v->hand_size, row.hand);
    EXPECT_EQ(v->trump, row.trump);
    EXPECT_EQ(v->scoring == GameScoring::Rubicon ? v->rubicon_threshold : v->target, row.target);
    EXPECT_EQ(v->partnerships, row.players == 4);
    // Dealt, every player holds a hand and the stock divides evenly.
    State s(*v);
    ASSERT_TRUE(s.deal(fresh_deck(*v)));
    for (int p = 0; p < v->players; ++p) EXPECT_EQ(s.hand_size(p), row.hand);
    EXPECT_EQ((row.deck - row.players * row.hand) % row.players, 0);
  }
}

TEST(Section6Presets, ThreeHandedTwoPackLeavesOutOneEight) {
  const Variant v = *preset("three-handed-two-pack");
  ASSERT_EQ(v.removed.size(), 1u);
  EXPECT_EQ(rank_of_type(v.removed[0]), Rank::Eight);
  EXPECT_EQ(v.deck_size(), 63);
  const auto deck = fresh_deck(v);
  int eights = 0;
  for (CardId c : deck) eights += rank_of(c) == Rank::Eight;
  EXPECT_EQ(eights, 7);
  // As three-handed otherwise.
  const Variant three = *preset("three-handed");
  EXPECT_EQ(v.bezique, three.bezique);
  EXPECT_EQ(v.reform, three.reform);
  EXPECT_EQ(v.stage2_void, three.stage2_void);
}

TEST(Section6Presets, TwoHandedAllowsNineAndTenCardHands) {
  for (int hand : {9, 10}) {
    auto v = parse_variant("two-handed(hand_size=" + std::to_string(hand) + ")");
    ASSERT_TRUE(v) << v.status().message();
    State s(*v);
    ASSERT_TRUE(s.deal(fresh_deck(*v)));
    EXPECT_EQ(s.hand_size(0), hand);
  }
}

TEST(Section6Presets, SpecialRulesOfEachPreset) {
  const Variant two = *preset("two-handed");
  EXPECT_EQ(two.reform[0], Reform::None);
  EXPECT_EQ(two.reform[1], Reform::None);
  EXPECT_EQ(two.reform[2], Reform::None);
  EXPECT_EQ(two.last_trick_value, 10);
  EXPECT_EQ(two.last_trick_at, LastTrickAt::Final);
  EXPECT_EQ(two.card_count, CardCount::Brisques);
  EXPECT_EQ(two.count_timing, CountTiming::EndOfDeal);
  EXPECT_EQ(two.plain_sequence, 0);

  const Variant without = *preset("without-trump");
  EXPECT_FALSE(without.sequence_fixes_trump);
  EXPECT_EQ(without.seven_value, 0);  // no seven scores
  EXPECT_EQ(without.turn_up_seven_bonus, 0);

  EXPECT_TRUE(preset("panache")->fours_all_suits);
  EXPECT_TRUE(preset("fixed-point")->claim);

  const Variant three = *preset("three-handed");
  EXPECT_EQ(three.bezique[2], 1500);
  EXPECT_EQ(three.reform[1], Reform::AnyNewSet);
  EXPECT_EQ(three.stage2_void, Stage2Void::TrumpIfWinning);

  const Variant four = *preset("four-handed");
  EXPECT_TRUE(four.partner_may_declare);
  EXPECT_TRUE(four.use_partner_cards);
  EXPECT_EQ(four.last_trick_value, 10);

  const Variant rub = *preset("rubicon");
  EXPECT_TRUE(rub.sequence_fixes_trump);
  EXPECT_EQ(rub.carte_blanche_value, 50);
  EXPECT_TRUE(rub.carte_blanche_repeats);
  EXPECT_EQ(rub.plain_sequence, 150);
  EXPECT_EQ(rub.bezique[3], 4500);
  EXPECT_EQ(rub.bezique[4], 0);
  EXPECT_EQ(rub.reform[0], Reform::AfterBreak);
  EXPECT_EQ(rub.reform[1], Reform::AfterBreak);
  EXPECT_EQ(rub.reform[2], Reform::AfterBreak);
  EXPECT_EQ(rub.last_trick_value, 50);
  EXPECT_EQ(rub.count_timing, CountTiming::TieOrRubicon);
  EXPECT_EQ(rub.scoring, GameScoring::Rubicon);
  EXPECT_EQ(rub.game_bonus, 500);
  EXPECT_EQ(rub.rubicon_bonus, 1000);
  EXPECT_EQ(rub.rubicon_brisque_bonus, 320);

  const Variant chi = *preset("chinese");
  EXPECT_TRUE(chi.no_repeat_trump);
  EXPECT_EQ(chi.carte_blanche_value, 250);
  EXPECT_EQ(chi.four_trumps, (std::array<int, 5>{1000, 900, 800, 600, 400}));
  EXPECT_EQ(chi.last_trick_value, 250);
  EXPECT_EQ(chi.card_count, CardCount::None);
  EXPECT_EQ(chi.game_bonus, 1000);
  EXPECT_EQ(chi.rubicon_bonus, 3000);

  const Variant eight = *preset("eight-deck");
  EXPECT_EQ(eight.bezique[0], 50);
  EXPECT_EQ(eight.bezique[4], 9000);
  EXPECT_EQ(eight.five_trumps, (std::array<int, 5>{2000, 1800, 1600, 1200, 800}));
  EXPECT_EQ(eight.carte_blanche_value, 250);
  EXPECT_EQ(eight.game_bonus, 1000);

  const Variant fhr = *preset("four-hand-rubicon");
  EXPECT_TRUE(fhr.partner_may_declare);
  EXPECT_TRUE(fhr.use_partner_cards);
  EXPECT_TRUE(fhr.beziques_same_hand);
  EXPECT_EQ(fhr.carte_blanche_both_partners, 500);
  EXPECT_EQ(fhr.four_trumps, chi.four_trumps);
  EXPECT_EQ(fhr.bezique[4], 13500);
  EXPECT_EQ(fhr.bezique[5], 40500);
  EXPECT_EQ(fhr.scoring, GameScoring::Rubicon);

  const Variant fr = *preset("french-1847");
  EXPECT_EQ(fr.seven_timing, SevenTiming::BeforeFirstPlay);
  EXPECT_EQ(fr.turn_up_seven_bonus, 0);
  EXPECT_EQ(fr.trump_sequence, 500);
  EXPECT_EQ(fr.plain_sequence, 250);
  EXPECT_EQ(fr.royal_marriage, 40);
  EXPECT_EQ(fr.common_marriage, 20);
  EXPECT_EQ(fr.bezique[0], 40);
  EXPECT_EQ(fr.four, (std::array<int, 5>{100, 0, 80, 60, 40}));
  EXPECT_FALSE(fr.marriage_to_sequence);
  EXPECT_EQ(fr.card_count, CardCount::CardPoints);
  EXPECT_EQ(fr.card_points, (std::array<int, kRanks>{11, 10, 4, 3, 2, 0, 0, 0}));
  EXPECT_EQ(fr.last_trick_value, 10);
  EXPECT_EQ(fr.running_count_from, 400);
}

// The French turn-up is the 13th card, the last one drawn.
TEST(Section6Presets, FrenchTurnUpIsTheThirteenthCard) {
  const Variant v = *preset("french-1847");
  State s(v);
  const auto deck = fresh_deck(v);
  ASSERT_TRUE(s.deal(deck));
  EXPECT_EQ(s.turn_up(), deck[12]);
  EXPECT_EQ(s.stock_size(), 32 - 12);
}

}  // namespace
}  // namespace bezique
