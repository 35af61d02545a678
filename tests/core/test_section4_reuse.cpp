// docs/rules.md section 4: which cards may be declared again.
//
// The two-handed scenarios make hearts trumps (turn-up 9H) and give P0 no heart: P1 leads and
// P0 discards a diamond or club, so P1 wins every trick it needs to declare.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::Scenario;

const char* kP0Junk = "7D 8D 9D 7C 8C 9C TC KC";

Scenario two_handed(const std::string& p1, const std::string& variant = "two-handed", const std::string& stock = "") {
  return Scenario(variant, {{{kP0Junk, p1}, "9H", stock}});
}

// 4.2: a declared royal marriage plus A, 10, J makes the sequence.
TEST(Section4Reuse, MarriageThenSequenceAllowed) {
  Scenario s = two_handed("KH QH AH TH JH AS AS TS");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "marriage KH+QH"}));
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.acts({"AS", "8D"}));
  EXPECT_TRUE(s.offers("sequence AH+TH+KH+QH+JH")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "sequence AH+TH+KH+QH+JH"));
  EXPECT_EQ(s.score(1), 40 + 250);
}

// marriage_to_sequence = false (French 1847, [COS]).
TEST(Section4Reuse, MarriageToSequenceOption) {
  Scenario s = two_handed("KH QH AH TH JH AS AS TS", "two-handed(marriage_to_sequence=false)");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "marriage KH+QH", "AS", "8D"}));
  EXPECT_FALSE(s.offers("sequence AH+TH+KH+QH+JH")) << s.legal_list();
  EXPECT_TRUE(s.refused("sequence AH+TH+KH+QH+JH", Code::IllegalAction, "married card cannot form a sequence"));
  EXPECT_FALSE(preset("french-1847")->marriage_to_sequence);
}

// 4.1: sequence -> marriage is refused, even with a new queen added to the sequence's king [FOS].
TEST(Section4Reuse, SequenceThenMarriageRefused) {
  Scenario s = two_handed("AH TH KH QH JH QH AS AS");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "sequence AH+TH+KH+QH+JH"}));
  EXPECT_EQ(s.score(1), 250);
  ASSERT_TRUE(s.acts({"AS", "8D"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_FALSE(s.offers("marriage KH+QH.0")) << s.legal_list();
  EXPECT_FALSE(s.offers("marriage KH+QH.1")) << s.legal_list();
  EXPECT_TRUE(s.refused("marriage KH+QH.1", Code::IllegalAction, "already declared in a higher meld"));
  EXPECT_TRUE(s.refused("marriage KH+QH.0", Code::IllegalAction, "already declared in a higher meld"));
  EXPECT_EQ(s.score(1), 250);
}

// 4.2: a declared single bezique plus a second pair makes the double (40 + 500).
TEST(Section4Reuse, SingleThenDoubleBezique) {
  Scenario s = two_handed("QS JD QS JD AS AS TS TS");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "bezique QS+JD"}));
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.acts({"AS", "8D"}));
  EXPECT_TRUE(s.offers("double-bezique QS.0+QS.1+JD.0+JD.1")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "double-bezique QS.0+QS.1+JD.0+JD.1"));
  EXPECT_EQ(s.score(1), 40 + 500);
}

// 4.2: a second single bezique declared for 40 cannot then be combined into a double.
TEST(Section4Reuse, SecondSingleThenDoubleRefused) {
  Scenario s = two_handed("QS JD QS JD AS AS TS TS");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "bezique QS+JD"}));
  ASSERT_TRUE(s.acts({"AS", "8D", "bezique QS.1+JD.1"}));
  EXPECT_EQ(s.score(1), 80);
  ASSERT_TRUE(s.acts({"TS", "9D"}));
  EXPECT_FALSE(s.offers("double-bezique QS.0+QS.1+JD.0+JD.1")) << s.legal_list();
  EXPECT_TRUE(s.refused("double-bezique QS.0+QS.1+JD.0+JD.1", Code::IllegalAction, "needs at least one new card"));
}

// 4.5: a multi-bezique needs all its cards at once, none played.
TEST(Section4Reuse, MultiBeziqueCardsMustNotBePlayed) {
  Scenario s = two_handed("QS JD QS JD AS AS TS TS");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "bezique QS+JD"}));
  ASSERT_TRUE(s.acts({"QS.0", "8D"}));  // the declared queen goes to a trick
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_TRUE(s.refused("double-bezique QS.0+QS.1+JD.0+JD.1", Code::IllegalAction, "QS.0"));
  const CardId cards[4] = {test::card("QS.0"), test::card("QS.1"), test::card("JD.0"), test::card("JD.1")};
  auto r = s.state().evaluate_meld(1, MeldKind::DoubleBezique, cards, 4);
  ASSERT_FALSE(r);
  EXPECT_NE(r.status().message().find("has been played"), std::string::npos) << r.status().message();
}

// 4.3: four kings declared, one played, a fifth king added. reform = none (two-handed, [FOS])
// refuses it; reform = after_break (rubicon, [WKC][BIC]) allows it once a card was played.
void four_kings_again(const std::string& variant, bool rubicon, bool reformed) {
  SCOPED_TRACE(variant);
  const std::string p0 = std::string(kP0Junk) + (rubicon ? " TD" : "");
  const std::string p1 = std::string("KS KS KH KD KC AS AS TS") + (rubicon ? " TS" : "");
  Scenario s(variant, {{{p0, p1}, rubicon ? "" : "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  if (rubicon) {
    ASSERT_TRUE(s.acts({"pass", "pass"}));
  }
  ASSERT_TRUE(s.acts({"AS", "7D", "four KS+KH+KD+KC"}));
  EXPECT_EQ(s.score(1), 80);
  // Before any of them is played: refused in both.
  ASSERT_TRUE(s.acts({"AS", "8D"}));
  EXPECT_TRUE(s.refused("four KS.1+KH+KD+KC", Code::IllegalAction, "four"));
  ASSERT_TRUE(s.act(1, "pass"));
  // The declared king of spades goes to a trick: the four is broken.
  ASSERT_TRUE(s.acts({"KS.0", "9D"}));
  ASSERT_EQ(s.current(), 1);
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  EXPECT_EQ(s.offers("four KS+KH+KD+KC"), reformed) << s.legal_list();
  if (reformed) {
    ASSERT_TRUE(s.act(1, "four KS+KH+KD+KC"));
    EXPECT_EQ(s.score(1), 160);
  } else {
    EXPECT_TRUE(s.refused("four KS+KH+KD+KC", Code::IllegalAction, "cannot be declared in one again"));
  }
}

TEST(Section4Reuse, BrokenFourKingsNotReformedInTwoHanded) { four_kings_again("two-handed", false, false); }

TEST(Section4Reuse, BrokenFourKingsReformedInRubiconAfterAPlay) { four_kings_again("rubicon", true, true); }

// 4.4: four kings, then a bezique, then K+Q of spades from the table: three declarations.
TEST(Section4Reuse, ClassesShareCards) {
  Scenario s = two_handed("KS KH KD KC QS JD AS AS", "two-handed", "TS JC");
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "four KS+KH+KD+KC"}));
  ASSERT_TRUE(s.acts({"AS", "8D", "bezique QS+JD"}));
  ASSERT_TRUE(s.acts({"TS", "9D"}));
  EXPECT_TRUE(s.offers("marriage KS+QS")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "marriage KS+QS"));
  EXPECT_EQ(s.score(1), 80 + 40 + 20);
  EXPECT_EQ(s.state().melds().size(), 3u);
}

// 4.3 after_break: two heart marriages, one queen played; the lone king takes the other
// marriage's queen and scores again. reform = none refuses it ("a married king cannot marry
// again").
void married_king_again(bool rubicon) {
  const std::string p0 = std::string(kP0Junk) + (rubicon ? " TD" : "");
  const std::string p1 = std::string("KH QH KH QH AS AS TS TS") + (rubicon ? " 9S" : "");
  Scenario s(rubicon ? "rubicon" : "two-handed", {{{p0, p1}, rubicon ? "" : "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  if (rubicon) {
    ASSERT_TRUE(s.acts({"pass", "pass"}));
  }
  ASSERT_TRUE(s.acts({"AS", "7D", "marriage KH+QH"}));  // royal: hearts trumps either way
  ASSERT_TRUE(s.acts({"AS", "8D", "marriage KH.1+QH.1"}));
  EXPECT_EQ(s.score(1), 80);
  ASSERT_TRUE(s.acts({"TS", "9D"}));
  EXPECT_TRUE(s.refused("marriage KH.0+QH.1", Code::IllegalAction, "marriage"));  // nothing broken yet
  ASSERT_TRUE(s.act(1, "pass"));
  ASSERT_TRUE(s.acts({"QH.0", "7C"}));
  ASSERT_EQ(s.current(), 1);
  if (rubicon) {
    ASSERT_TRUE(s.act(1, "marriage KH.0+QH"));
    EXPECT_EQ(s.score(1), 120);
  } else {
    EXPECT_TRUE(s.refused("marriage KH.0+QH", Code::IllegalAction, "cannot be declared in one again"));
  }
}

TEST(Section4Reuse, MarriedKingMarriesAgainOnlyAfterBreak) {
  {
    SCOPED_TRACE("rubicon");
    married_king_again(true);
  }
  {
    SCOPED_TRACE("two-handed");
    married_king_again(false);
  }
}

// 4.3 any_new_set (three-handed class B, [EB] "second double bezique").
TEST(Section4Reuse, SecondDoubleBeziqueWithANewSetInThreeHanded) {
  for (const char* variant : {"three-handed", "three-handed(reform_b=none)"}) {
    SCOPED_TRACE(variant);
    Scenario s(variant, {{{kP0Junk, "QS QS QS JD JD JD AS AS", "7D 8D 9D 7C 8C 9C JC QC"}, "9H", ""}});
    ASSERT_TRUE(s.ok()) << s.error();
    ASSERT_TRUE(s.acts({"AS", "7D", "7D", "double-bezique QS+QS+JD+JD"}));
    EXPECT_EQ(s.score(1), 500);
    ASSERT_TRUE(s.acts({"AS", "8D", "8D"}));
    const bool any_new_set = std::string(variant) == "three-handed";
    if (any_new_set) {
      ASSERT_TRUE(s.act(1, "double-bezique QS.0+QS.2+JD.0+JD.2"));
      EXPECT_EQ(s.score(1), 1000);
    } else {
      EXPECT_TRUE(s.refused("double-bezique QS.0+QS.2+JD.0+JD.2", Code::IllegalAction, "cannot be declared in one again"));
    }
  }
}

TEST(Section4Reuse, DoubleThenTripleBezique) {
  Scenario s("three-handed", {{{kP0Junk, "QS QS QS JD JD JD AS AS", "7D 8D 9D 7C 8C 9C JC QC"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7D", "7D", "double-bezique QS+QS+JD+JD"}));
  ASSERT_TRUE(s.acts({"AS", "8D", "8D", "triple-bezique QS.0+QS.1+QS.2+JD.0+JD.1+JD.2"}));
  EXPECT_EQ(s.score(1), 500 + 1500);
}

// 4.6: beziques_same_hand (four-hand-rubicon, [BIC]): every card of a multi-bezique from one hand.
void partner_double_bezique(bool same_hand) {
  const test::DealSpec deal{{"9S 9S 8S 8S 7S 7S KS KS QD QD KD KD AD AD",   // P0
                             "QS JD AS AS 7H 8H 9H 7C 8C 9C 7D 8D 9D TH",   // P1
                             "JS JS QC QC KC KC AC AC TS TS JH JH QH QH",   // P2
                             "QS JD 7H 8H 9H 7C 8C 9C 7D 8D 9D TH TC TD"},  // P3
                            "",
                            ""};
  Scenario s(std::string("four-hand-rubicon(packs=2, hand_size=14") + (same_hand ? "" : ", beziques_same_hand=false") + ")",
             {deal});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass", "pass", "pass"}));
  ASSERT_TRUE(s.acts({"AS", "JS", "7H", "9S", "nominate-partner"}));
  ASSERT_TRUE(s.act(3, "bezique QS+JD"));
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.acts({"AS", "JS", "8H", "9S", "nominate-self"}));
  ASSERT_EQ(s.current(), 1);
  if (same_hand) {
    EXPECT_FALSE(s.offers("double-bezique QS.0+QS.1+JD.0+JD.1")) << s.legal_list();
    EXPECT_TRUE(s.refused("double-bezique QS.0+QS.1+JD.0+JD.1", Code::IllegalAction, "one player's hand"));
  } else {
    ASSERT_TRUE(s.act(1, "double-bezique QS.0+QS.1+JD.0+JD.1"));
    EXPECT_EQ(s.score(1), 540);
  }
}

TEST(Section4Reuse, PartnershipBeziquesFromOneHand) {
  {
    SCOPED_TRACE("beziques_same_hand=true");
    partner_double_bezique(true);
  }
  {
    SCOPED_TRACE("beziques_same_hand=false");
    partner_double_bezique(false);
  }
}

// 4.6: a partner's declared marriage cannot be declared again through use_partner_cards
// (never forming what the partner could not legally declare).
TEST(Section4Reuse, PartnerCardsDoNotReformWhatThePartnerCouldNot) {
  test::DealSpec deal{{"TH AH 9S 9S 8S 8S 7S 7S JS JS QS TS TS", "AS AS KS KD KC 7C 8C 9D 8D 7D AD JC QC",
                       "7H 8H 9H 7D 8D 9D JH QH AH AD TD JD QD", "KH QH 7H 8H 9H TH JH JD TD KH QD TC AC"},
                      "9C",
                      ""};
  Scenario s("four-handed(packs=2, hand_size=13)", {deal});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "7H", "7H", "TH", "nominate-partner", "marriage KH+QH"}));
  ASSERT_TRUE(s.acts({"AS", "8H", "8H", "AH", "nominate-self"}));
  EXPECT_FALSE(s.offers("marriage KH+QH")) << s.legal_list();
}

}  // namespace
}  // namespace bezique
