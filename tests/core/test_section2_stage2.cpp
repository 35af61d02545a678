// docs/rules.md section 2.8 (the play-off duties for 2, 3 and 4 players) and 2.9 (end of deal).
#include <gtest/gtest.h>

#include <algorithm>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::points;
using test::Scenario;

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Two players, clubs trumps, one deal (max_deals=1). Stage 1 is one trick (P1 9D beats P0 8D); P1 draws 7D, P0 the
// turn-up 9C. Play-off hands: P1 JH KS 7S TC 7D, P0 AH 9H QS 8S 9C.
Scenario two_player_playoff(const std::string& options = "") {
  auto v = test::small_deck("two-handed(packs=1, hand_size=5, max_deals=1" + options + ")", "9D JH KS 7S TC 8D AH 9H QS 8S 9C 7D");
  EXPECT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"8D AH 9H QS 8S", "9D JH KS 7S TC"}, "9C", "7D"}});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"9D", "8D", "pass"}));
  EXPECT_EQ(s.state().stage(), 2);
  return s;
}

TEST(Section2StageTwo, TwoPlayersFollowSuitWinTheTrickAndTrump) {
  Scenario s = two_player_playoff();
  ASSERT_EQ(s.current(), 1);
  ASSERT_TRUE(s.act(1, "JH"));
  // P0 must follow hearts and beat the jack: only the ace.
  EXPECT_EQ(s.legal(), std::vector<std::string>{"AH"});
  EXPECT_TRUE(s.refused("9H", Code::IllegalAction, "must win the trick: you hold a higher heart"));
  EXPECT_TRUE(s.refused("QS", Code::IllegalAction, "must follow suit: you hold a heart"));
  EXPECT_TRUE(s.refused("9C", Code::IllegalAction, "must follow suit: you hold a heart"));
  ASSERT_TRUE(s.act(0, "AH"));
  ASSERT_TRUE(s.act(0, "QS"));
  EXPECT_EQ(s.legal(), std::vector<std::string>{"KS"});
  EXPECT_TRUE(s.refused("7S", Code::IllegalAction, "must win the trick"));
  ASSERT_TRUE(s.act(1, "KS"));
  ASSERT_TRUE(s.act(1, "7D"));
  // Void in diamonds, P0 must trump.
  EXPECT_EQ(s.legal(), std::vector<std::string>{"9C"});
  EXPECT_TRUE(s.refused("8S", Code::IllegalAction, "must trump"));
  ASSERT_TRUE(s.act(0, "9C"));
  ASSERT_TRUE(s.act(0, "8S"));
  // P1 cannot beat the eight of spades but must follow with the seven.
  EXPECT_EQ(s.legal(), std::vector<std::string>{"7S"});
  ASSERT_TRUE(s.act(1, "7S"));
  ASSERT_TRUE(s.act(0, "9H"));
  ASSERT_TRUE(s.act(1, "TC"));
  EXPECT_TRUE(s.game().is_over());
}

TEST(Section2StageTwo, VoidWithoutTrumpsMayPlayAnyCard) {
  auto v = test::small_deck("two-handed(packs=1, hand_size=5)", "8D AS KS 7S 8H 9D TC AD JH QH 9C 7D");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"9D TC AD JH QH", "8D AS KS 7S 8H"}, "9C", "7D"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"8D", "9D", "pass"}));  // P0 wins, draws 7D; P1 takes 9C
  ASSERT_EQ(s.current(), 0);
  ASSERT_TRUE(s.act(0, "TC"));
  EXPECT_EQ(s.legal(), std::vector<std::string>{"9C"});  // follow in trumps
  ASSERT_TRUE(s.act(1, "9C"));
  ASSERT_TRUE(s.act(0, "AD"));
  EXPECT_EQ(sorted(s.legal()), sorted({"AS", "KS", "7S", "8H"}));
}

TEST(Section2StageTwo, WithoutTheDutyToHeadFollowingIsEnough) {
  Scenario s = two_player_playoff(", stage2_must_head=false");
  ASSERT_TRUE(s.act(1, "JH"));
  EXPECT_EQ(sorted(s.legal()), sorted({"AH", "9H"}));
}

// Three players, clubs trumps. Stage 1: P1 AD wins; P1 draws 7D, P2 8D, P0 the turn-up 9C.
// Play-off: P1 leads JH; P2 (void in hearts) trumps with TC; P0 is void in hearts too.
Scenario three_player_playoff(const std::string& options, const std::string& p0_card) {
  auto v = test::small_deck("three-handed(packs=1, hand_size=4" + options + ")",
                            "AD JH 7S 8S KD TC 9S KS QD AS TS 9C 7D 8D " + p0_card);
  EXPECT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"QD AS TS " + p0_card, "AD JH 7S 8S", "KD TC 9S KS"}, "9C", "7D 8D"}});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"AD", "KD", "QD", "pass"}));
  EXPECT_EQ(s.state().stage(), 2);
  EXPECT_TRUE(s.act(1, "JH"));
  EXPECT_EQ(s.legal(), std::vector<std::string>{"TC"});  // void, holding a winning trump
  EXPECT_TRUE(s.act(2, "TC"));
  return s;
}

TEST(Section2StageTwo, ThreePlayersMustTrumpEvenWhenTheTrumpCannotWin) {
  Scenario s = three_player_playoff(", stage2_void=must_trump", "QS");
  EXPECT_EQ(s.legal(), std::vector<std::string>{"9C"});
  EXPECT_TRUE(s.refused("AS", Code::IllegalAction, "must trump"));
}

TEST(Section2StageTwo, ThreePlayersTrumpIfWinningFreesALowTrump) {
  // three-handed presets read [EB]: trump only when a trump would win.
  ASSERT_EQ(preset("three-handed")->stage2_void, Stage2Void::TrumpIfWinning);
  Scenario s = three_player_playoff("", "QS");
  EXPECT_EQ(sorted(s.legal()), sorted({"AS", "TS", "QS", "9C"}));
}

TEST(Section2StageTwo, ThreePlayersMustBeatTheTrumpAlreadyPlayed) {
  for (const char* options : {", stage2_void=must_trump", ""}) {
    Scenario s = three_player_playoff(options, "AC");
    EXPECT_EQ(s.legal(), std::vector<std::string>{"AC"}) << options;
    EXPECT_TRUE(s.refused("9C", Code::IllegalAction, "must beat the trump")) << options;
  }
}

// Four players in partnerships (P1+P3, P0+P2), clubs trumps. P1 wins the stage-1 trick and
// leads TH in the play-off; P2 follows 7H; P3, P1's partner, holds AH and 8H.
const char* kFourDeck = "AD TH 7S KD 7H 8S QD AH 8H JD 9S KS 9C 7D 8D 9D";
const test::DealSpec kFourDeal{{"JD 9S KS", "AD TH 7S", "KD 7H 8S", "QD AH 8H"}, "9C", "7D 8D 9D"};

Scenario four_player_playoff(const std::string& options) {
  auto v = test::small_deck("four-handed(packs=1, hand_size=3" + options + ")", kFourDeck);
  EXPECT_TRUE(v) << v.status().message();
  Scenario s(*v, {kFourDeal});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"AD", "KD", "QD", "JD", "nominate-self", "pass"}));
  EXPECT_EQ(s.state().stage(), 2);
  return s;
}

TEST(Section2StageTwo, PartnershipMustBeatEvenThePartnersCard) {
  Scenario s = four_player_playoff("");
  ASSERT_TRUE(s.act(1, "TH"));
  ASSERT_TRUE(s.act(2, "7H"));
  ASSERT_EQ(s.current(), 3);
  EXPECT_EQ(s.legal(), std::vector<std::string>{"AH"});  // [BIC]: beat the partner's ten
}

TEST(Section2StageTwo, PartnershipHeadPartnerOption) {
  Scenario s = four_player_playoff(", stage2_head_partner=false");
  ASSERT_TRUE(s.act(1, "TH"));
  ASSERT_TRUE(s.act(2, "7H"));
  EXPECT_EQ(sorted(s.legal()), sorted({"AH", "8H"}));
}

// stage2_mode = duels ([EB] four-hand): the last stage-1 winner and the opponent to the left
// play out their hands, then the other two.
TEST(Section2StageTwo, DuelsPlayTwoHandsAtATime) {
  Scenario s = four_player_playoff(", stage2_mode=duels");
  s.mark();
  ASSERT_TRUE(s.play_out_deal());
  std::vector<int> players;
  for (const Event& e : s.since_mark())
    if (e.type == EventType::CardPlayed) players.push_back(e.player);
  ASSERT_EQ(players.size(), 12u);  // four hands of three cards
  for (int i = 0; i < 6; ++i) EXPECT_TRUE(players[static_cast<std::size_t>(i)] == 1 || players[static_cast<std::size_t>(i)] == 2) << i;
  for (int i = 6; i < 12; ++i) EXPECT_TRUE(players[static_cast<std::size_t>(i)] == 3 || players[static_cast<std::size_t>(i)] == 0) << i;
  for (const Event& e : s.since_mark())
    if (e.type == EventType::TrickWon) {
      EXPECT_EQ(e.count, 2);
    }
}

TEST(Section2EndOfDeal, LastTrickAtTheFinalTrick) {
  // two_player_playoff's tricks: P1 takes 9D+8D, P0 JH+AH, P1 QS+KS, P0 7D+9C, P0 8S+7S,
  // P1 9H+TC (the final trick). Brisques: P0 the ace of hearts, P1 the ten of clubs.
  Scenario s = two_player_playoff();
  s.mark();
  ASSERT_TRUE(s.acts({"JH", "AH", "QS", "KS", "7D", "9C", "8S", "7S", "9H", "TC"}));
  const auto ev = s.since_mark();
  EXPECT_EQ(points(ev, 1, ScoreReason::LastTrick), 10);
  EXPECT_EQ(points(ev, 0, ScoreReason::LastTrick), 0);
  EXPECT_EQ(points(ev, 0, ScoreReason::Brisques), 10);
  EXPECT_EQ(points(ev, 1, ScoreReason::Brisques), 10);
  EXPECT_EQ(s.score(0), 10);
  EXPECT_EQ(s.score(1), 20);
}

// [EW viii]: the last trick is the last one before the stock runs out.
TEST(Section2EndOfDeal, LastTrickAtTheEndOfStageOne) {
  auto v = test::small_deck("two-handed(packs=1, hand_size=5, max_deals=1, last_trick_at=end_of_stage1)",
                            "9D JH KS 7S TC 8D AH 9H QS 8S 9C 7D");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"8D AH 9H QS 8S", "9D JH KS 7S TC"}, "9C", "7D"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"9D", "8D"}));
  EXPECT_EQ(s.score(1), 10);  // P1 won the last stage-1 trick
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::LastTrick), 10);
  ASSERT_TRUE(s.act(1, "pass"));
  s.mark();
  ASSERT_TRUE(s.acts({"JH", "AH", "QS", "KS", "7D", "9C", "8S", "7S", "9H", "TC"}));
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::LastTrick), 0);
  EXPECT_EQ(s.score(1), 20);  // last stage-1 trick + the ten of clubs
  EXPECT_EQ(s.score(0), 10);
}

}  // namespace
}  // namespace bezique
