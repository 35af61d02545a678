// docs/rules.md section 2.3: carte blanche and its repeats.
#include <gtest/gtest.h>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::points;
using test::Scenario;

// rubicon: P1 (eldest) is dealt no court card; P1 wins every trick (no trumps are fixed and
// P0 never follows suit). P1 draws 7H, 9D, 8D, KD, 7D in turn; P0 draws the others.
Scenario rubicon_carte_blanche() {
  return Scenario("rubicon", {{{"KC QC JC 7C 8C 9C 7D 8D 9D", "AS TS 9S 8S 7S AH TH 9H 8H"},
                               "",
                               "7H 9C 9D 8C 8D 7C KD 7D 7D 8D"}});
}

TEST(Section2CarteBlanche, ShownBeforeTheFirstTrickForItsValue) {
  Scenario s = rubicon_carte_blanche();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_EQ(s.state().phase(), Phase::CarteBlanche);
  ASSERT_EQ(s.current(), 1);  // the eldest is asked first
  EXPECT_TRUE(s.offers("carte-blanche")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "carte-blanche"));
  EXPECT_EQ(s.score(1), 50);
  const auto shown = test::find_event(s.since_mark(), EventType::CarteBlanche);
  ASSERT_TRUE(shown.has_value());
  EXPECT_EQ(shown->count, 9);  // the whole hand is shown
  // P0 holds court cards: no carte blanche.
  ASSERT_EQ(s.current(), 0);
  EXPECT_FALSE(s.offers("carte-blanche")) << s.legal_list();
  EXPECT_TRUE(s.refused("carte-blanche", Code::IllegalAction, "court card"));
  ASSERT_TRUE(s.act(0, "pass"));
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_EQ(s.current(), 1);
  // Not after play has begun.
  EXPECT_TRUE(s.refused("carte-blanche", Code::WrongPhase, "no carte blanche now"));
}

// Once the right has ended with a court card, the player is still asked after each draw (so
// the question tells the others nothing); that question is a state like any other: it saves,
// loads equal and replays from the record. (Loading refused it: a longer fuzzing run found it.)
TEST(Section2CarteBlanche, RepeatQuestionAfterTheRightEndedSavesAndLoads) {
  Scenario s = rubicon_carte_blanche();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"carte-blanche", "pass", "AS", "7C", "pass", "pass", "TS", "8C", "pass", "pass", "9S", "9C",
                      "pass", "pass", "8S", "7D", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::Repeat);
  ASSERT_EQ(s.current(), 1);
  ASSERT_FALSE(s.state().carte_blanche_open(1));  // P1 has just drawn KD
  EXPECT_TRUE(s.state().check_invariants().is_ok()) << s.state().check_invariants().message();
  const std::string text = state_to_text(s.state());
  auto loaded = state_from_text(s.variant(), text);
  ASSERT_TRUE(loaded.is_ok()) << loaded.status().message();
  EXPECT_TRUE(*loaded == s.state());
  EXPECT_EQ(state_to_text(*loaded), text);
  EXPECT_EQ(loaded->legal_actions(), s.state().legal_actions());
  ASSERT_TRUE(loaded->apply(Action::simple(ActionType::Pass)).is_ok());
  EXPECT_EQ(loaded->phase(), Phase::Play);
  auto replayed = Game::from_record(s.game().record());
  ASSERT_TRUE(replayed.is_ok()) << replayed.status().message();
  EXPECT_EQ(state_to_text(replayed->state()), text);
}

TEST(Section2CarteBlanche, RepeatsForEachNonCourtDrawUntilACourtCardIsDrawn) {
  Scenario s = rubicon_carte_blanche();
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"carte-blanche", "pass"}));
  EXPECT_EQ(s.score(1), 50);
  // Trick 1: P1 draws 7H, a non-court card: it may be shown for 50 again.
  ASSERT_TRUE(s.acts({"AS", "7C", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::Repeat);
  ASSERT_EQ(s.current(), 1);
  s.mark();
  ASSERT_TRUE(s.act(1, "carte-blanche"));
  EXPECT_EQ(s.score(1), 100);
  const auto shown = test::find_event(s.since_mark(), EventType::CarteBlanche);
  ASSERT_TRUE(shown.has_value());
  ASSERT_EQ(shown->count, 1);
  EXPECT_EQ(type_text(type_of(shown->cards[0])), "7H");
  // Trick 2: P1 draws 9D and declines to show it.
  ASSERT_TRUE(s.acts({"TS", "8C", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::Repeat);
  ASSERT_TRUE(s.act(1, "pass"));
  EXPECT_EQ(s.score(1), 100);
  // Trick 3: P1 draws 8D; the hand has still held no court card, so it may be shown
  // (the right ends with the first court card drawn, not with a declined show).
  ASSERT_TRUE(s.acts({"9S", "9C", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::Repeat) << s.legal_list();
  ASSERT_TRUE(s.act(1, "carte-blanche"));
  EXPECT_EQ(s.score(1), 150);
  // Trick 4: P1 draws KD, a court card: the right ends at once. P1 is still asked (only pass
  // is legal), so the question does not tell P0 that a court card was drawn.
  ASSERT_TRUE(s.acts({"8S", "7D", "pass"}));
  EXPECT_FALSE(s.state().carte_blanche_open(1));
  ASSERT_EQ(s.state().phase(), Phase::Repeat);
  EXPECT_FALSE(s.offers("carte-blanche"));
  EXPECT_TRUE(s.refused("carte-blanche", Code::IllegalAction, "court card"));
  ASSERT_TRUE(s.act(1, "pass"));
  EXPECT_EQ(s.state().phase(), Phase::Play);
  // Trick 5: P1 draws 7D: the right has ended; the question is asked, only pass answers it.
  ASSERT_TRUE(s.acts({"7S", "8D", "pass"}));
  ASSERT_EQ(s.state().phase(), Phase::Repeat);
  EXPECT_FALSE(s.offers("carte-blanche"));
  ASSERT_TRUE(s.act(1, "pass"));
  EXPECT_EQ(s.score(1), 150);
  EXPECT_EQ(s.score(0), 0);
}

TEST(Section2CarteBlanche, NoRepeatsWithoutTheOption) {
  Scenario s("rubicon(carte_blanche_repeats=false)",
             {{{"KC QC JC 7C 8C 9C 7D 8D 9D", "AS TS 9S 8S 7S AH TH 9H 8H"}, "", "7H 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"carte-blanche", "pass", "AS", "7C", "pass"}));
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_EQ(s.score(1), 50);
}

TEST(Section2CarteBlanche, NoneWhereItsValueIsZero) {
  Scenario s("two-handed", {{{"AS TS 9S 8S 7S AH TH 9H", "AD TD 9D 8D 7D AC TC 9C"}, "7H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.state().phase(), Phase::Play);
  EXPECT_FALSE(s.offers("carte-blanche"));
}

// four-hand-rubicon: when both partners show carte blanche, each receives 500.
TEST(Section2CarteBlanche, BothPartnersScoreFiveHundredEach) {
  const test::DealSpec deal{{"KS KH KD KC QS QH 9C", "AS TS 9S 8S 7S AH TH", "QD QC JS JH JD JC 8C",
                             "9H 8H 7H AD TD 9D 8D"},
                            "",
                            "AC TC 7C 7D"};
  Scenario both("four-hand-rubicon(packs=1, hand_size=7)", {deal});
  ASSERT_TRUE(both.ok()) << both.error();
  ASSERT_TRUE(both.act(1, "carte-blanche"));
  EXPECT_EQ(both.score(1), 50);
  ASSERT_TRUE(both.act(2, "pass"));
  ASSERT_TRUE(both.act(3, "carte-blanche"));
  EXPECT_EQ(both.score(1), 500 + 500);
  EXPECT_EQ(points(both.since_mark(), 1, ScoreReason::CarteBlanche), 1000);
  ASSERT_TRUE(both.act(0, "pass"));
  EXPECT_EQ(both.score(0), 0);

  Scenario one("four-hand-rubicon(packs=1, hand_size=7)", {deal});
  ASSERT_TRUE(one.ok()) << one.error();
  ASSERT_TRUE(one.acts({"carte-blanche", "pass", "pass", "pass"}));
  EXPECT_EQ(one.score(1), 50);
}

}  // namespace
}  // namespace bezique
