// docs/rules.md section 2.4 (stage-1 tricks), 2.5 (declaration) and the draw of 2.7.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::Scenario;

// two-handed, clubs trumps. P0 never holds a club at first, so P1 wins by leading.
Scenario two_handed_melds() {
  return Scenario("two-handed", {{{"KH 7S 8S 9D QD JD TD 7D", "AS AH KS QS KD QD 8H 9H"}, "9C", "AC 7C TH 8D"}});
}

TEST(Section2StageOne, AnyCardMayBePlayedWithoutDutyToFollow) {
  Scenario s("two-handed", {{{"KH 7C 8S 9D QS JD TC 7D", "AH 8C 9C 7H AS KS QS JS"}, "9C", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.act(1, "AH"));
  // P0 holds a heart and trumps, yet may play any of the eight cards.
  EXPECT_EQ(s.legal().size(), 8u) << s.legal_list();
  ASSERT_TRUE(s.act(0, "8S"));
  EXPECT_EQ(s.state().last_trick_winner(), 1);
}

TEST(Section2StageOne, TrickWinnerDrawsFirstAndLeadsNext) {
  Scenario s = two_handed_melds();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S", "pass"}));
  // The winner (P1) drew the top card AC, P0 the next, 7C.
  EXPECT_EQ(s.state().hand(1).size(), 8);
  EXPECT_NE(test::hand_text(s.state(), 1).find("AC"), std::string::npos) << test::hand_text(s.state(), 1);
  EXPECT_NE(test::hand_text(s.state(), 0).find("7C"), std::string::npos) << test::hand_text(s.state(), 0);
  EXPECT_EQ(s.current(), 1);
  EXPECT_EQ(s.state().phase(), Phase::Play);
  // P0 wins the next trick by trumping; P0 then leads.
  ASSERT_TRUE(s.acts({"KD", "7C"}));
  EXPECT_EQ(s.state().last_trick_winner(), 0);
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_EQ(s.current(), 0);
  ASSERT_TRUE(s.act(0, "pass"));
  EXPECT_EQ(s.current(), 0);
}

TEST(Section2Declaration, OneDeclarationPerTrickThenTheDraw) {
  Scenario s = two_handed_melds();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_TRUE(s.offers("marriage KS+QS")) << s.legal_list();
  EXPECT_TRUE(s.offers("marriage KD+QD")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "marriage KS+QS"));
  EXPECT_EQ(s.score(1), 20);
  // The declaration was the trick's one: the draw followed and P1 leads.
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_EQ(s.state().hand(1).size(), 8);
  EXPECT_TRUE(s.refused("marriage KD+QD", Code::WrongPhase, "no declaration now"));
  // The next trick won allows the other marriage.
  ASSERT_TRUE(s.acts({"AH", "7C"}));  // P0 trumps and wins
  ASSERT_TRUE(s.act(0, "pass"));
  ASSERT_TRUE(s.acts({"8S", "AC"}));  // P1 trumps the led spade
  ASSERT_TRUE(s.act(1, "marriage KD+QD"));
  EXPECT_EQ(s.score(1), 40);
}

TEST(Section2Declaration, DeclarationsPerTrickOption) {
  Scenario s("two-handed(declarations_per_trick=2)",
             {{{"KH 7S 8S 9D QD JD TD 7D", "AS AH KS QS KD QD 8H 9H"}, "9C", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S", "marriage KS+QS"}));
  EXPECT_EQ(s.state().phase(), Phase::Declare);
  ASSERT_TRUE(s.act(1, "marriage KD+QD"));
  EXPECT_EQ(s.score(1), 40);
  EXPECT_EQ(s.state().phase(), Phase::Play);
}

TEST(Section2Declaration, NeverCompulsory) {
  Scenario s = two_handed_melds();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S", "pass"}));
  EXPECT_EQ(s.score(1), 0);
  EXPECT_EQ(s.state().melds().size(), 0u);
}

TEST(Section2Declaration, DeclaredCardsLieOnTheTableAndArePlayedFromIt) {
  Scenario s = two_handed_melds();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7S", "marriage KS+QS"}));
  EXPECT_EQ(test::cards_text(s.state().table(1)), "KS QS");
  EXPECT_EQ(s.state().hand(1).size(), 8);  // still part of the hand
  ASSERT_TRUE(s.act(1, "QS"));
  EXPECT_EQ(test::cards_text(s.state().table(1)), "KS");
  ASSERT_EQ(s.state().trick_size(), 1);
  EXPECT_EQ(type_text(type_of(s.state().trick_card(0))), "QS");
}

// four-handed: the trick winner nominates; the nominee declares; the winner still leads.
// P1 and P3 are partners (side 1); clubs are trumps and nobody plays one.
TEST(Section2Declaration, PartnershipNomineeDeclaresAndWinnerLeads) {
  test::DealSpec deal{{"TH AH 9S 9S 8S 8S 7S 7S JS JS QS TS TS", "AS AS KS KD KC 7C 8C 9D 8D 7D AD JC QC",
                       "7H 8H 9H 7D 8D 9D JH QH AH AD TD JD QD", "KH QH 7H 8H 9H TH JH JD TD KH QD TC AC"},
                      "9C",
                      ""};
  Scenario s("four-handed(packs=2, hand_size=13)", {deal});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7H", "7H", "TH"}));
  EXPECT_EQ(s.state().last_trick_winner(), 1);
  ASSERT_EQ(s.state().phase(), Phase::Nominate);
  ASSERT_EQ(s.current(), 1);
  s.mark();
  ASSERT_TRUE(s.act(1, "nominate-partner"));
  const auto nominated = test::find_event(s.since_mark(), EventType::Nominated);
  ASSERT_TRUE(nominated.has_value());
  EXPECT_EQ(nominated->value, 3);
  ASSERT_EQ(s.current(), 3);
  ASSERT_TRUE(s.act(3, "marriage KH+QH"));
  EXPECT_EQ(s.score(1), 20);
  EXPECT_EQ(s.score(0), 0);
  EXPECT_EQ(s.state().melds()[0].player, 3);
  EXPECT_EQ(s.current(), 1);  // the winner leads the next trick
  EXPECT_EQ(s.state().phase(), Phase::Play);

  // use_partner_cards: P1 combines P3's declared KH with its own three kings.
  ASSERT_TRUE(s.acts({"AS", "8H", "8H", "AH"}));
  ASSERT_EQ(s.current(), 1);
  ASSERT_TRUE(s.act(1, "nominate-self"));
  ASSERT_TRUE(s.act(1, "four KS+KH+KD+KC"));
  EXPECT_EQ(s.score(1), 20 + 80);
  EXPECT_EQ(s.state().melds()[1].player, 1);
  EXPECT_TRUE(s.state().table(3).size() == 2);  // P3's KH stays P3's
}

TEST(Section2Declaration, PartnerCardsOnlyWithTheOption) {
  test::DealSpec deal{{"TH AH 9S 9S 8S 8S 7S 7S JS JS QS TS TS", "AS AS KS KD KC 7C 8C 9D 8D 7D AD JC QC",
                       "7H 8H 9H 7D 8D 9D JH QH AH AD TD JD QD", "KH QH 7H 8H 9H TH JH JD TD KH QD TC AC"},
                      "9C",
                      ""};
  Scenario s("four-handed(packs=2, hand_size=13, use_partner_cards=false)", {deal});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7H", "7H", "TH", "nominate-partner", "marriage KH+QH"}));
  ASSERT_TRUE(s.acts({"AS", "8H", "8H", "AH", "nominate-self"}));
  EXPECT_FALSE(s.offers("four KS+KH+KD+KC")) << s.legal_list();
  EXPECT_TRUE(s.refused("four KS+KH+KD+KC", Code::IllegalAction, "you do not hold KH"));
}

}  // namespace
}  // namespace bezique
