// docs/rules.md section 1: the pack, trick-taking rank, notation, copies, brisques.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::Scenario;

// The winner of a one-trick stage-1 play: eldest (P1) leads `lead`, the dealer (P0) answers.
int stage1_winner(const std::string& lead, const std::string& answer, const std::string& turn_up) {
  Scenario s("two-handed", {{{answer, lead}, turn_up, ""}});
  EXPECT_TRUE(s.ok()) << s.error();
  if (!s.ok()) return -2;
  EXPECT_TRUE(s.act(1, lead));
  EXPECT_TRUE(s.act(0, answer));
  const auto won = test::find_event(s.since_mark(), EventType::TrickWon);
  EXPECT_TRUE(won.has_value());
  return won ? won->player : -2;
}

TEST(Section1Cards, RankOrderAceTenKingQueenJackNineEightSeven) {
  // Each rank beats every lower one in the suit led: A 10 K Q J 9 8 7 (the ten beats the king).
  const char ranks[] = {'A', 'T', 'K', 'Q', 'J', '9', '8', '7'};
  for (int hi = 0; hi < 8; ++hi)
    for (int lo = hi + 1; lo < 8; ++lo) {
      const std::string high = std::string(1, ranks[hi]) + "H", low = std::string(1, ranks[lo]) + "H";
      EXPECT_EQ(stage1_winner(low, high, "9C"), 0) << high << " should beat " << low;
      EXPECT_EQ(stage1_winner(high, low, "9C"), 1) << low << " should not beat " << high;
    }
}

TEST(Section1Cards, TenBeatsKing) {
  EXPECT_EQ(stage1_winner("KS", "TS", "9C"), 0);
}

TEST(Section1Cards, TrumpBeatsAnyPlainCardAndOffSuitNeverWins) {
  EXPECT_EQ(stage1_winner("AH", "7C", "9C"), 0);  // clubs are trumps
  EXPECT_EQ(stage1_winner("7H", "AS", "9C"), 1);  // an ace of another plain suit does not win
}

TEST(Section1Cards, IdenticalCardsFirstPlayedWins) {
  EXPECT_EQ(stage1_winner("AH", "AH", "9C"), 1);
  EXPECT_EQ(stage1_winner("KC", "KC", "9C"), 1);  // identical trumps too
}

TEST(Section1Cards, NotationParsesRanksSuitsAndTen) {
  EXPECT_EQ(parse_card_type("QS"), card_type(Suit::Spades, Rank::Queen));
  EXPECT_EQ(parse_card_type("TH"), card_type(Suit::Hearts, Rank::Ten));
  EXPECT_EQ(parse_card_type("10H"), card_type(Suit::Hearts, Rank::Ten));
  EXPECT_EQ(parse_card_type("th"), card_type(Suit::Hearts, Rank::Ten));
  EXPECT_EQ(parse_card_type("7d"), card_type(Suit::Diamonds, Rank::Seven));
  EXPECT_EQ(parse_card_type("AC"), card_type(Suit::Clubs, Rank::Ace));
  for (const char* bad : {"", "Q", "1H", "6S", "QX", "QSS", "11H", "S Q"}) EXPECT_FALSE(parse_card_type(bad)) << bad;
  // Every card type prints and parses back.
  for (int t = 0; t < kCardTypes; ++t) EXPECT_EQ(parse_card_type(type_text(static_cast<CardType>(t))), t);
  EXPECT_EQ(type_text(card_type(Suit::Hearts, Rank::Ten)), "TH");
}

TEST(Section1Cards, CopiesAreDistinctPhysicalCards) {
  const CardId q0 = physical_card(card_type(Suit::Spades, Rank::Queen), 0);
  const CardId q1 = physical_card(card_type(Suit::Spades, Rank::Queen), 1);
  EXPECT_NE(q0, q1);
  EXPECT_EQ(type_of(q0), type_of(q1));
  EXPECT_EQ(card_text(q1, true), "QS.1");
  auto parsed = parse_card("QS.1");
  ASSERT_TRUE(parsed);
  EXPECT_EQ(parsed->copy, 1);
  EXPECT_FALSE(parse_card("QS.8"));  // at most 8 packs: copies 0..7
  EXPECT_FALSE(parse_card("QS."));
}

TEST(Section1Cards, PacksHoldThirtyTwoCardsEach) {
  for (int packs : {1, 2, 3, 4, 6, 8}) {
    Variant v;
    v.packs = packs;
    v.hand_size = 1;
    ASSERT_TRUE(v.validate()) << packs;
    const auto deck = fresh_deck(v);
    EXPECT_EQ(static_cast<int>(deck.size()), 32 * packs);
    std::array<int, kCardTypes> per_type{};
    for (CardId c : deck) ++per_type[type_of(c)];
    for (int n : per_type) EXPECT_EQ(n, packs);
  }
  for (int packs : {0, 5, 7, 9}) {
    Variant v;
    v.packs = packs;
    Status s = v.validate();
    EXPECT_FALSE(s) << packs;
    EXPECT_NE(s.message().find("packs"), std::string::npos) << s.message();
  }
}

TEST(Section1Cards, BrisquesAreAcesAndTens) {
  for (int r = 0; r < kRanks; ++r) {
    const Rank rank = static_cast<Rank>(r);
    EXPECT_EQ(is_brisque(rank), rank == Rank::Ace || rank == Rank::Ten) << r;
  }
}

}  // namespace
}  // namespace bezique
