// docs/rules.md section 2.6: the seven of trumps, in every preset that has it.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::points;
using test::Scenario;

// Hearts are trumps (turn-up 9H). P1 leads AS and wins; P0 holds no heart or spade winner.
const std::vector<std::string> kHands{"9S 8S 7S JC 9C TD JD QD", "7H AS KS QS 8D 9D 7D 8C"};

TEST(Section2SevenOfTrumps, ExchangedAfterWinningForTen) {
  Scenario s("two-handed", {{kHands, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  // Not before a trick is won (seven_timing = after_win).
  EXPECT_FALSE(s.offers("exchange 7H")) << s.legal_list();
  EXPECT_TRUE(s.refused("exchange 7H", Code::WrongPhase, "after winning a trick"));
  ASSERT_TRUE(s.acts({"AS", "9S"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_TRUE(s.offers("exchange 7H")) << s.legal_list();
  s.mark();
  ASSERT_TRUE(s.act(1, "exchange 7H"));
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::Seven), 10);
  EXPECT_EQ(test::count_events(s.since_mark(), EventType::SevenExchanged), 1);
  EXPECT_EQ(type_text(type_of(static_cast<CardId>(s.state().turn_up()))), "7H");
  EXPECT_NE(test::hand_text(s.state(), 1).find("9H"), std::string::npos);
  // The exchange was the trick's one declaration: the marriage waits for another trick.
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_EQ(s.state().hand(1).size(), 8);
}

TEST(Section2SevenOfTrumps, OnlyTheTrickWinnerMayExchange) {
  // P0 holds the seven and loses the first trick; it may exchange after winning one.
  Scenario s("two-handed", {{{"7H 9S 8S JC 9C TD JD QD", "AS KS QS 8D 9D 7D 8C TH"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S"}));
  EXPECT_EQ(s.current(), 1);
  EXPECT_FALSE(s.offers("exchange 7H"));
  ASSERT_TRUE(s.act(1, "pass"));
  ASSERT_TRUE(s.acts({"8C", "9C"}));  // P0 wins with the higher club
  ASSERT_EQ(s.current(), 0);
  ASSERT_TRUE(s.act(0, "exchange 7H"));
  EXPECT_EQ(s.score(0), 10);
}

TEST(Section2SevenOfTrumps, SevenIsTheTricksOneDeclarationByDefault) {
  Scenario s("two-handed", {{kHands, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "marriage KS+QS"}));
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_TRUE(s.refused("exchange 7H", Code::WrongPhase, "after winning a trick"));
  EXPECT_EQ(s.score(1), 20);
}

// seven_is_declaration = false ([EW]): the exchange may be made besides a meld.
TEST(Section2SevenOfTrumps, SevenBesidesAMeldWhenNotADeclaration) {
  Scenario s("two-handed(seven_is_declaration=false)", {{kHands, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "exchange 7H"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  ASSERT_TRUE(s.act(1, "marriage KS+QS"));
  EXPECT_EQ(s.score(1), 10 + 20);
  // Meld first, then the seven, works too.
  Scenario t("two-handed(seven_is_declaration=false)", {{kHands, "9H", ""}});
  ASSERT_TRUE(t.ok()) << t.error();
  ASSERT_TRUE(t.acts({"AS", "9S", "marriage KS+QS", "exchange 7H"}));
  EXPECT_EQ(t.score(1), 30);
  ASSERT_EQ(t.state().phase(), Phase::Declare);
  EXPECT_FALSE(t.offers("marriage KS+QS"));
  ASSERT_TRUE(t.act(1, "pass"));
}

// other_seven = declare: the second seven of trumps is declared after a win for 10.
TEST(Section2SevenOfTrumps, SecondSevenDeclaredAfterAWin) {
  Scenario s("two-handed", {{{"9S 8S 7S JC 9C TD JD QD", "7H 7H AS AS QS 8D 9D 8C"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "exchange 7H"}));
  ASSERT_TRUE(s.acts({"AS", "8S"}));
  EXPECT_FALSE(s.offers("exchange 7H")) << s.legal_list();  // the turn-up is now a seven
  EXPECT_TRUE(s.offers("seven 7H")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "seven 7H"));
  EXPECT_EQ(s.score(1), 20);
  // Each seven scores once.
  ASSERT_TRUE(s.acts({"QS", "7S"}));
  EXPECT_FALSE(s.offers("seven 7H")) << s.legal_list();
}

TEST(Section2SevenOfTrumps, TurnedUpSevenThenTheOtherIsDeclared) {
  Scenario s("two-handed", {{kHands, "7H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.score(0), 10);  // the dealer's turn-up seven
  ASSERT_TRUE(s.acts({"AS", "9S"}));
  EXPECT_FALSE(s.offers("exchange 7H"));
  ASSERT_TRUE(s.act(1, "seven 7H"));
  EXPECT_EQ(s.score(1), 10);
}

// other_seven = on_play ([EW][EB]): a seven of trumps scores when played to a stage-1 trick.
TEST(Section2SevenOfTrumps, OtherSevenOnPlay) {
  Scenario s("two-handed(other_seven=on_play)", {{{"9S 8S 7S JC 9C TD JD QD", "7H 7H AS AS QS 8D 9D 8C"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "exchange 7H"}));
  EXPECT_EQ(s.score(1), 10);
  s.mark();
  ASSERT_TRUE(s.act(1, "7H"));
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::Seven), 10);
  EXPECT_EQ(s.score(1), 20);
  ASSERT_TRUE(s.act(0, "8S"));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_FALSE(s.offers("seven 7H"));
}

TEST(Section2SevenOfTrumps, OtherSevenNone) {
  Scenario s("two-handed(other_seven=none)", {{kHands, "7H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S"}));
  EXPECT_FALSE(s.offers("seven 7H")) << s.legal_list();
  EXPECT_TRUE(s.refused("seven 7H", Code::IllegalAction, "not declared in this variant"));
}

TEST(Section2SevenOfTrumps, ThreeHandedExchangeAfterWin) {
  Scenario s("three-handed", {{{"JC 9C TD JD QD 9D 8D 7D", "7H AS KS QS 8C 7C 8H 9H", "9S 8S 7S TC KC QC KD QH"},
                               "9H",
                               ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "9D"}));
  ASSERT_EQ(s.current(), 1);
  ASSERT_TRUE(s.act(1, "exchange 7H"));
  EXPECT_EQ(s.score(1), 10);
}

// four-handed: the nominated partner may make the exchange for the side.
TEST(Section2SevenOfTrumps, FourHandedNomineeExchanges) {
  Scenario s("four-handed", {{{"JC 9C TD JD QD 9D 8D 7D", "AS KS QS 8C 7C 8H 9H TH", "9S 8S 7S TC KC QC KD QH",
                               "7H JS JH KH AH 9D 8D 7D"},
                              "9H",
                              ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "9D", "9D"}));
  ASSERT_TRUE(s.act(1, "nominate-partner"));
  ASSERT_EQ(s.current(), 3);
  ASSERT_TRUE(s.act(3, "exchange 7H"));
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(s.current(), 1);
  EXPECT_NE(test::hand_text(s.state(), 3).find("9H"), std::string::npos);
}

// french-1847: the exchange only before the holder's first card of the deal.
TEST(Section2SevenOfTrumps, FrenchExchangeBeforeFirstPlay) {
  Scenario s("french-1847", {{{"9S 8S 7S JC 9C TD", "7H AS KS QS 8D 9D"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_EQ(s.state().phase(), Phase::Play);
  EXPECT_TRUE(s.offers("exchange 7H")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "exchange 7H"));
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(s.current(), 1);  // still to lead
  EXPECT_EQ(s.state().phase(), Phase::Play);
  ASSERT_TRUE(s.act(1, "AS"));

  // The second player may exchange before its own first card.
  Scenario t("french-1847", {{{"7H 9S 8S JC 9C TD", "AS KS QS 8D 9D 7D"}, "9H", ""}});
  ASSERT_TRUE(t.ok()) << t.error();
  ASSERT_TRUE(t.act(1, "AS"));
  ASSERT_TRUE(t.act(0, "exchange 7H"));
  EXPECT_EQ(t.score(0), 10);
  ASSERT_TRUE(t.act(0, "9S"));
}

TEST(Section2SevenOfTrumps, FrenchNoExchangeAfterTheFirstPlay) {
  Scenario s("french-1847", {{{"9S 8S 7S JC 9C TD", "7H AS KS QS 8D 9D"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_FALSE(s.offers("exchange 7H")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "pass"));
  EXPECT_FALSE(s.offers("exchange 7H")) << s.legal_list();
  EXPECT_TRUE(s.refused("exchange 7H", Code::WrongPhase, "before your first card"));
  EXPECT_EQ(s.score(1), 0);
}

// No seven scores in stage 2, exchanged, declared or played.
TEST(Section2SevenOfTrumps, NoSevenScoresInStageTwo) {
  auto v = test::small_deck("two-handed(packs=1, hand_size=3, other_seven=on_play)", "AS KS QS 9S 8S 7H 9H 8D");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"9S 8S 8D", "AS KS 7H"}, "9H", "QS"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "9S", "pass"}));
  ASSERT_EQ(s.state().stage(), 2);
  EXPECT_FALSE(s.offers("exchange 7H"));
  EXPECT_FALSE(s.offers("seven 7H"));
  s.mark();
  ASSERT_TRUE(s.act(1, "7H"));
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::Seven), 0);
  EXPECT_EQ(s.score(1), 0);
}

}  // namespace
}  // namespace bezique
