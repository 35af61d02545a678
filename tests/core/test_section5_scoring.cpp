// docs/rules.md section 5: counting cards, the cumulative game, fixed point, rubicon and the French
// running count.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::points;
using test::Scenario;

// count_timing = immediate ([PAR]): brisques score as each trick is won.
TEST(Section5Scoring, BrisquesImmediately) {
  auto v = test::small_deck("two-handed(packs=1, hand_size=5, max_deals=1, count_timing=immediate)",
                            "9D JH KS 7S TC 8D AH 9H QS 8S 9C 7D");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"8D AH 9H QS 8S", "9D JH KS 7S TC"}, "9C", "7D"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"9D", "8D", "pass", "JH"}));
  s.mark();
  ASSERT_TRUE(s.act(0, "AH"));
  EXPECT_EQ(points(s.since_mark(), 0, ScoreReason::Brisques), 10);
  EXPECT_EQ(s.score(0), 10);
  EXPECT_EQ(s.state().pending(0), 0);
}

// card_count = card_points (French): A 11, 10 10, K 4, Q 3, J 2.
TEST(Section5Scoring, FrenchCardPoints) {
  auto v = test::small_deck("french-1847(hand_size=2, max_deals=1)", "AS KH TS QH 9C JD");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"TS QH", "AS KH"}, "9C", "JD"}});
  ASSERT_TRUE(s.ok()) << s.error();
  // P1 takes AS+TS (21) and, in the play-off, KH+QH (7); P0 trumps the JD (2) and takes the
  // last trick (10).
  ASSERT_TRUE(s.acts({"AS", "TS", "pass"}));
  EXPECT_EQ(s.state().pending(1), 21);
  ASSERT_TRUE(s.acts({"KH", "QH", "JD", "9C"}));
  const auto ev = s.since_mark();
  EXPECT_EQ(points(ev, 1, ScoreReason::CardPoints), 21 + 7);
  EXPECT_EQ(points(ev, 0, ScoreReason::CardPoints), 2);
  EXPECT_EQ(points(ev, 0, ScoreReason::LastTrick), 10);
  EXPECT_TRUE(s.game().is_over());
}

TEST(Section5Scoring, FrenchPackHoldsOneHundredTwentyCardPoints) {
  Scenario s("french-1847", {}, 11);
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.play_out_deal());
  const auto ev = s.since_mark();
  int sum = 0;
  for (int side = 0; side < 2; ++side) sum += points(ev, side, ScoreReason::CardPoints);
  EXPECT_EQ(sum, 4 * (11 + 10 + 4 + 3 + 2));
  EXPECT_EQ(sum, 120);
}

// Cumulative: equal totals past target go to the winner of the last trick (seed 000).
// P1 wins AS+7S (a brisque, 10); P0 trumps the last trick (10).
Scenario tie_at_ten(const std::string& options) {
  auto v = test::small_deck("two-handed(packs=1, hand_size=1, target=10" + options + ")", "AS 7S 9C 8H");
  EXPECT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"7S", "AS"}, "9C", "8H"}});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"AS", "7S", "pass", "8H", "9C"}));
  return s;
}

TEST(Section5Scoring, CumulativeTieGoesToTheLastTrick) {
  Scenario s = tie_at_ten("");
  ASSERT_TRUE(s.game().is_over());
  EXPECT_EQ(s.score(0), 10);
  EXPECT_EQ(s.score(1), 10);
  EXPECT_EQ(s.state().winner(), 0);
}

TEST(Section5Scoring, CumulativeTieReplayedWithTheOption) {
  Scenario s = tie_at_ten(", tie_break=replay");
  EXPECT_FALSE(s.game().is_over());
  EXPECT_EQ(s.state().deal_number(), 1);
}

// win_check = immediate (seed 003): the last trick's winner is counted first and wins at once.
TEST(Section5Scoring, WinCheckImmediate) {
  Scenario s = tie_at_ten(", win_check=immediate");
  ASSERT_TRUE(s.game().is_over());
  EXPECT_EQ(s.state().winner(), 0);
  EXPECT_EQ(s.score(1), 0);  // P1's brisque was never counted
  // A meld that reaches target ends the game mid-deal.
  Scenario m("two-handed(win_check=immediate, target=40)", {{{"7D 8D 9D 7C 8C 9C TC KC", "KH QH AS 7S 8S 9S TS JS"}, "9H", ""}});
  ASSERT_TRUE(m.ok()) << m.error();
  ASSERT_TRUE(m.acts({"AS", "7D", "marriage KH+QH"}));
  EXPECT_TRUE(m.game().is_over());
  EXPECT_EQ(m.state().winner(), 1);
}

// Fixed point (seed 000): melds plus brisques so far; short of target, the opponent wins.
Scenario claim_after_marriage(const std::string& variant) {
  Scenario s(variant, {{{"7D 8D 9D 7C 8C 9C TC KC", "KH QH AS 7S 8S 9S TS JS"}, "9H", ""}});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"AS", "7D", "marriage KH+QH"}));  // 40 + a brisque (10) won
  return s;
}

TEST(Section5Scoring, FixedPointClaimReachingTargetWins) {
  Scenario s = claim_after_marriage("fixed-point(target=50)");
  ASSERT_TRUE(s.offers("claim")) << s.legal_list();
  s.mark();
  ASSERT_TRUE(s.act(1, "claim"));
  const auto claimed = test::find_event(s.since_mark(), EventType::Claimed);
  ASSERT_TRUE(claimed.has_value());
  EXPECT_EQ(claimed->value, 50);
  EXPECT_TRUE(s.game().is_over());
  EXPECT_EQ(s.state().winner(), 1);
}

TEST(Section5Scoring, FixedPointClaimShortLoses) {
  for (const char* variant : {"fixed-point(target=60)", "fixed-point"}) {
    Scenario s = claim_after_marriage(variant);
    ASSERT_TRUE(s.act(1, "claim")) << variant;
    EXPECT_TRUE(s.game().is_over()) << variant;
    EXPECT_EQ(s.state().winner(), 0) << variant;
  }
  Scenario two = claim_after_marriage("two-handed");
  EXPECT_FALSE(two.offers("claim"));
  EXPECT_TRUE(two.refused("claim", Code::IllegalAction, "not allowed"));
}

// rubicon, on a 22-card deck. P1 declares a quadruple bezique (4500) after winning AS+7H, then
// wins AD+8H; P0 wins all nine play-off tricks: 7S+8S, TD+JD, then hearts and clubs P1 cannot
// follow. Scores before brisques: P1 4500, P0 50 (last trick). Brisques: P1 AS AD (20), P0 TD
// TH AH (30).
Scenario rubicon_deal(const std::string& options) {
  auto v = test::small_deck("rubicon(hand_size=9, match_deals=1" + options + ")",
                            "QS QS QS QS JD JD JD JD AS 7H 8H 9H 7C 8C 9C TH JH AH AD TD 7S 8S");
  EXPECT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"7H 8H 9H 7C 8C 9C TH JH AH", "QS QS QS QS JD JD JD JD AS"}, "", "AD TD 7S 8S"}});
  EXPECT_TRUE(s.ok()) << s.error();
  EXPECT_TRUE(s.acts({"pass", "pass", "AS", "7H", "quadruple-bezique QS+QS+QS+QS+JD+JD+JD+JD"}));
  EXPECT_TRUE(s.acts({"AD", "8H", "pass"}));
  EXPECT_EQ(s.state().stage(), 2);
  EXPECT_TRUE(s.acts({"7S", "8S", "TD", "JD"}));
  EXPECT_TRUE(s.play_out_deal());
  EXPECT_TRUE(s.game().is_over());
  return s;
}

// The loser (50, or 80 with brisques) is under 1000 and cannot escape: no brisque counts
// (docs/rules.md section 5, step 3) and the winner scores 1000 + 4500 + 0 + 320.
TEST(Section5Scoring, RubiconWithHundredsAndBrisqueBonus) {
  Scenario s = rubicon_deal("");
  const auto ev = s.since_mark();
  EXPECT_EQ(points(ev, 0, ScoreReason::LastTrick), 50);
  EXPECT_EQ(points(ev, 1, ScoreReason::Brisques) + points(ev, 0, ScoreReason::Brisques), 0);
  EXPECT_EQ(s.score(1), 4500);
  EXPECT_EQ(s.score(0), 50);
  const auto result = test::find_event(ev, EventType::GameResult);
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(result->side, 1);
  EXPECT_EQ(result->reason, ScoreReason::Rubicon);
  EXPECT_EQ(result->value, 1000 + 4500 + 0 + 320);
  EXPECT_EQ(s.state().result(1), 5820);
  EXPECT_EQ(s.state().result(0), 0);
  EXPECT_EQ(s.state().winner(), 1);
}

// With scores in whole tens the fractions show: 1000 + 4500 + 50 + 320, the loser's 50 without
// the brisques it could not escape with.
TEST(Section5Scoring, RubiconInWholeTens) {
  Scenario s = rubicon_deal(", score_unit=10");
  const auto result = test::find_event(s.since_mark(), EventType::GameResult);
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(result->reason, ScoreReason::Rubicon);
  EXPECT_EQ(result->value, 1000 + 4500 + 50 + 320);
}

// Brisques are counted only to break a tie or to save a player from the rubicon.
TEST(Section5Scoring, RubiconBrisquesNotCountedOtherwise) {
  Scenario s = rubicon_deal(", rubicon_threshold=50");  // P0's 50 is not under 50
  const auto ev = s.since_mark();
  EXPECT_EQ(test::count_events(ev, EventType::PointsScored) - 2, 0);  // only the meld and the last trick
  EXPECT_EQ(points(ev, 1, ScoreReason::Brisques) + points(ev, 0, ScoreReason::Brisques), 0);
  const auto result = test::find_event(ev, EventType::GameResult);
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(result->reason, ScoreReason::None);
  EXPECT_EQ(result->value, 500 + 4500 - 0);
}

TEST(Section5Scoring, RubiconBrisquesCountedToEscape) {
  Scenario s = rubicon_deal(", rubicon_threshold=60");  // 50 is under 60; with brisques, 80 is not
  const auto ev = s.since_mark();
  EXPECT_EQ(points(ev, 1, ScoreReason::Brisques), 20);  // if either counts, both count
  EXPECT_EQ(points(ev, 0, ScoreReason::Brisques), 30);
  const auto result = test::find_event(ev, EventType::GameResult);
  ASSERT_TRUE(result.has_value());
  EXPECT_EQ(result->reason, ScoreReason::None);
  EXPECT_EQ(result->value, 500 + 4500 - 0);
}

// Settling a rubicon-family deal (docs/rules.md section 5, steps 1-4): a real deal brought to its
// last trick, with the scores before that trick set so that afterwards the sides hold exactly
// points P (melds and last trick) and brisques B. Returns the events of the last trick.
struct Settlement {
  std::vector<Event> events;
  int result_side = -1;  // the side given a GameResult, -1 when the deal has none
  int result = 0;
  bool rubicon = false;
  int counted[2] = {0, 0};  // brisques scored at the settlement
};

std::string replace_line(const std::string& text, const std::string& key, const std::string& rest) {
  const auto at = text.find("\n" + key + " ");
  const auto end = text.find('\n', at + 1);
  return text.substr(0, at + 1) + key + " " + rest + text.substr(end);
}

Settlement settle(const std::string& preset, std::array<int, 2> p, std::array<int, 2> b) {
  const Variant v = *bezique::preset(preset);
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    auto game = Game::create(v, seed);
    EXPECT_TRUE(game) << game.status().message();
    // Play until the last trick is to be led: passes where offered, else the first action.
    auto last_trick_due = [&] {
      const State& s = game->state();
      if (s.stage() != 2 || s.trick_size() != 0 || s.phase() != Phase::Play) return false;
      for (int q = 0; q < v.players; ++q)
        if (s.hand_size(q) != 1) return false;
      return true;
    };
    while (!game->is_over() && !last_trick_due()) {
      const ActionList legal = game->legal_actions();
      const Action pass = Action::simple(ActionType::Pass);
      EXPECT_TRUE(game->apply(std::find(legal.begin(), legal.end(), pass) != legal.end() ? pass : legal[0]));
    }
    if (game->is_over()) continue;
    // Who takes the last trick, and its brisques.
    State probe = game->state();
    std::vector<Event> probe_events;
    while (probe.phase() == Phase::Play) probe.apply_unchecked(probe.legal_actions()[0], &probe_events);
    const auto won = test::find_event(probe_events, EventType::TrickWon);
    if (!won) continue;
    int brisques = 0;
    for (int i = 0; i < won->count; ++i) brisques += is_brisque(rank_of(won->cards[i])) ? v.brisque_value : 0;
    std::array<int, 2> score_before = p, pending_before = b;
    score_before[won->side] -= v.last_trick_value;
    pending_before[won->side] -= brisques;
    if (std::min({score_before[0], score_before[1], pending_before[0], pending_before[1]}) < 0) continue;
    std::string text = state_to_text(game->state());
    text = replace_line(text, "scores", std::to_string(score_before[0]) + " " + std::to_string(score_before[1]));
    text = replace_line(text, "pending", std::to_string(pending_before[0]) + " " + std::to_string(pending_before[1]));
    auto loaded = state_from_text(v, text);
    EXPECT_TRUE(loaded) << loaded.status().message();
    Settlement out;
    while (loaded->phase() == Phase::Play) EXPECT_TRUE(loaded->apply(loaded->legal_actions()[0], &out.events));
    if (const auto r = test::find_event(out.events, EventType::GameResult)) {
      out.result_side = r->side;
      out.result = r->value;
      out.rubicon = r->reason == ScoreReason::Rubicon;
    }
    for (int side = 0; side < 2; ++side) out.counted[side] = points(out.events, side, ScoreReason::Brisques);
    return out;
  }
  ADD_FAILURE() << "no seed of " << preset << " brings the scores to the last trick";
  return {};
}

// Step 1: the winner on P in whole hundreds (0 v 0), then on P: 90 beats 0. Step 3: the loser
// stays under 1000 even with its 220 brisques, so no brisque counts and side 0 wins with the
// rubicon: 1000 + 0 + 0 + 320. (The engine once gave 1320 to side 1 on 190 v 220.)
TEST(Section5Scoring, RubiconWinnerOnPointsWithoutBrisques) {
  const Settlement s = settle("rubicon", {90, 0}, {100, 220});
  EXPECT_EQ(s.counted[0] + s.counted[1], 0);
  EXPECT_EQ(s.result_side, 0);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 1000 + 0 + 0 + 320);
}

// Step 1 on whole hundreds: 400 v 310 is 4 v 3. Brisques (190 v 290) would make it 590 v 600
// but count for neither: 310 + 290 stays under 1000. Side 0 rubicons: 1000 + 400 + 300 + 320.
TEST(Section5Scoring, RubiconBrisquesNeverDecideBetweenTwoSidesUnderTheThreshold) {
  const Settlement s = settle("rubicon", {400, 310}, {190, 290});
  EXPECT_EQ(s.counted[0] + s.counted[1], 0);
  EXPECT_EQ(s.result_side, 0);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 2020);
}

// Hundreds tie (1 v 1): the fractions decide, 190 beats 170. The brisques (150 v 170) would tie
// it at 340, but they do not count: the loser's 340 is under 1000. 1000 + 100 + 100 + 320.
TEST(Section5Scoring, RubiconFractionsDecideWhenTheHundredsTie) {
  const Settlement s = settle("rubicon", {190, 170}, {150, 170});
  EXPECT_EQ(s.counted[0] + s.counted[1], 0);
  EXPECT_EQ(s.result_side, 0);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 1520);
}

// Step 1: equal P is broken by the brisques, both sides counting them: 600 + 60 beats 600 + 50.
// The loser's 650 is under 1000: rubiconed, on the two P (step 4): 1000 + 600 + 600 + 320.
TEST(Section5Scoring, RubiconTieOnPointsBrokenByBrisques) {
  const Settlement s = settle("rubicon", {600, 600}, {60, 50});
  EXPECT_EQ(s.counted[0], 60);
  EXPECT_EQ(s.counted[1], 50);
  EXPECT_EQ(s.result_side, 0);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 2520);
}

// Step 1: equal P and equal brisques: the deal has no result.
TEST(Section5Scoring, RubiconTieOnPointsAndBrisquesHasNoResult) {
  const Settlement s = settle("rubicon", {600, 600}, {50, 50});
  EXPECT_EQ(s.counted[0], 50);
  EXPECT_EQ(s.counted[1], 50);
  EXPECT_EQ(s.result_side, -1);
  EXPECT_EQ(test::count_events(s.events, EventType::GameResult), 0);
}

// Step 2: the loser (900) counts its brisques to escape (900 + 150 reaches 1000); then both
// count and the winner is decided again: 1050 v 1000 + 10. Side 1 wins, no rubicon:
// 500 + 1000 - 1000 in whole hundreds.
TEST(Section5Scoring, RubiconLoserEscapesWithBrisquesAndBothCount) {
  const Settlement s = settle("rubicon", {1000, 900}, {10, 150});
  EXPECT_EQ(s.counted[0], 10);
  EXPECT_EQ(s.counted[1], 150);
  EXPECT_EQ(s.result_side, 1);
  EXPECT_FALSE(s.rubicon);
  EXPECT_EQ(s.result, 500);
}

// Step 2 then step 4: the escaping side wins on P + B (1100 v 950) and the old winner, now the
// loser, is under 1000 with its brisques counted: rubiconed on the two P,
// 1000 + 900 + 900 + 320.
TEST(Section5Scoring, RubiconEscapeCanRubiconTheOtherSide) {
  const Settlement s = settle("rubicon", {950, 900}, {0, 200});
  EXPECT_EQ(s.counted[1], 200);
  EXPECT_EQ(s.result_side, 1);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 1000 + 900 + 900 + 320);
}

// Four-hand Rubicon settles the same way: 0 v 200 with brisques 200 v 0 was once counted as
// 200 v 200 and left without a result. Side 1 wins on P; side 0 (200 with its brisques) is
// rubiconed: 1000 + 200 + 0 + 320.
TEST(Section5Scoring, FourHandRubiconWinnerOnPoints) {
  const Settlement s = settle("four-hand-rubicon", {0, 200}, {200, 0});
  EXPECT_EQ(s.counted[0] + s.counted[1], 0);
  EXPECT_EQ(s.result_side, 1);
  EXPECT_TRUE(s.rubicon);
  EXPECT_EQ(s.result, 1520);
}

// French running count: from 400 a player counts card points as tricks are won and wins on
// reaching 500 mid-deal. P1 takes AS+TS (21, held back), then a trump sequence (500): the
// running count starts, the 21 are counted at once, and 521 wins.
TEST(Section5Scoring, FrenchRunningCountWinsMidDeal) {
  Scenario s("french-1847", {{{"TS 7D 8D 9D TD JD", "AS AH TH KH QH JH"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "TS"}));
  EXPECT_EQ(s.state().pending(1), 21);
  EXPECT_FALSE(s.state().running(1));
  s.mark();
  ASSERT_TRUE(s.act(1, "sequence AH+TH+KH+QH+JH"));
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::Meld), 500);
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::CardPoints), 21);
  EXPECT_EQ(s.score(1), 521);
  EXPECT_TRUE(s.game().is_over());
  EXPECT_EQ(s.state().winner(), 1);
}

TEST(Section5Scoring, FrenchRunningCountCountsTricksAsWon) {
  // With target 600 the game goes on: each trick P1 wins now scores at once.
  Scenario s("french-1847(target=600)", {{{"TS 7D 8D 9D TD JD", "AS AH TH KH QH JH"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AS", "TS", "sequence AH+TH+KH+QH+JH"}));
  EXPECT_TRUE(s.state().running(1));
  EXPECT_FALSE(s.state().running(0));
  EXPECT_EQ(s.score(1), 521);
  s.mark();
  ASSERT_TRUE(s.acts({"JH", "7D"}));  // J (2) + 7 (0), scored as won
  EXPECT_EQ(points(s.since_mark(), 1, ScoreReason::CardPoints), 2);
  EXPECT_EQ(s.score(1), 523);
  EXPECT_EQ(s.state().pending(1), 0);
}

// Equal totals past target at the end of a French deal are replayed.
TEST(Section5Scoring, FrenchTieReplayed) {
  // P1 takes TS+7S (10), P0 trumps the last trick (10): 10 each with target 10.
  auto v = test::small_deck("french-1847(hand_size=1, target=10, running_count_from=0)", "TS 7S 9C 8H");
  ASSERT_TRUE(v) << v.status().message();
  Scenario s(*v, {{{"7S", "TS"}, "9C", "8H"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"TS", "7S", "pass", "8H", "9C"}));
  EXPECT_EQ(s.score(0), 10);
  EXPECT_EQ(s.score(1), 10);
  EXPECT_FALSE(s.game().is_over());
  EXPECT_EQ(s.state().deal_number(), 1);
}

}  // namespace
}  // namespace bezique
