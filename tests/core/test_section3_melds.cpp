// docs/rules.md section 3: the melds, their values per preset, the bezique pair and the fours.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <vector>

#include "scenario.hpp"

namespace bezique {
namespace {

using test::Scenario;

// The physical cards of `types` in `player`'s hand, lowest free copy of each.
std::vector<CardId> ids(const State& s, int player, const std::string& types) {
  std::vector<CardId> out;
  CardSet used;
  std::istringstream in(types);
  std::string w;
  while (in >> w) {
    const CardType t = *parse_card_type(w);
    int found = -1;
    s.hand(player).for_each([&](CardId c) {
      if (found < 0 && type_of(c) == t && !used.contains(c)) found = c;
    });
    EXPECT_GE(found, 0) << "P" << player << " does not hold " << w;
    if (found < 0) return out;
    used.insert(static_cast<CardId>(found));
    out.push_back(static_cast<CardId>(found));
  }
  return out;
}

// The value of `kind` with these cards for P1, or -1 (with the refusal in `why`).
int value(const State& s, MeldKind kind, const std::string& types, std::string* why = nullptr) {
  const auto cards = ids(s, 1, types);
  auto r = s.evaluate_meld(1, kind, cards.data(), static_cast<int>(cards.size()));
  if (!r) {
    if (why) *why = r.status().message();
    return -1;
  }
  return r->points;
}

// The refusal of the inferred-kind query for P1's cards.
std::string inferred_refusal(const State& s, const std::string& types) {
  const auto cards = ids(s, 1, types);
  auto r = s.evaluate_meld(1, cards.data(), static_cast<int>(cards.size()));
  return r ? std::string("accepted as ") + std::string(meld_name(r->kind)) : r.status().message();
}

TEST(Section3Melds, InferredKindExplainsTheKindTheCardsForm) {
  // Hearts are trumps; plain sequences score nothing in two-handed.
  Scenario s("two-handed(hand_size=16)",
             {{{"", "KS QS KH QH AS TS JS AH TH JH JD 9S 9H 9D 9C QD"}, "7H", "TD TC QC JC KD KC AD AC 8S 8H 8D"}});
  ASSERT_TRUE(s.ok()) << s.error();
  const State& st = s.state();
  // A pattern formed but refused by a rule: that rule is the answer, not the other kinds' patterns.
  EXPECT_NE(inferred_refusal(st, "AS TS KS QS JS").find("scores nothing"), std::string::npos);
  EXPECT_NE(inferred_refusal(st, "9S 9H 9D 9C").find("fours of nines do not score"), std::string::npos)
      << inferred_refusal(st, "9S 9H 9D 9C");
  // No kind's pattern formed: a pattern refusal.
  EXPECT_NE(inferred_refusal(st, "KS QH").find(" is not "), std::string::npos);
  EXPECT_EQ(inferred_refusal(st, "KH QH"), "accepted as marriage");
  EXPECT_EQ(inferred_refusal(st, "QS JD"), "accepted as bezique");
}

TEST(Section3Melds, TwoHandedValues) {
  // Hearts are trumps.
  Scenario s("two-handed(hand_size=16)",
             {{{"", "KS QS KH QH AS TS JS AH TH JH JD KD KC AD AC QD"}, "9H", "TD TC QC JC JS QS KS KH 9S AS TS"}});
  ASSERT_TRUE(s.ok()) << s.error();
  const State& st = s.state();
  EXPECT_EQ(value(st, MeldKind::Marriage, "KS QS"), 20);
  EXPECT_EQ(value(st, MeldKind::Marriage, "KH QH"), 40);
  std::string why;
  EXPECT_EQ(value(st, MeldKind::Sequence, "AS TS KS QS JS", &why), -1);  // plain sequence 0: disabled
  EXPECT_NE(why.find("scores nothing"), std::string::npos) << why;
  EXPECT_EQ(value(st, MeldKind::Sequence, "AH TH KH QH JH"), 250);
  EXPECT_EQ(value(st, MeldKind::Bezique, "QS JD"), 40);
  EXPECT_EQ(value(st, MeldKind::Four, "AS AH AD AC"), 100);
  EXPECT_EQ(value(st, MeldKind::Four, "KS KH KD KC"), 80);
  EXPECT_EQ(value(st, MeldKind::Marriage, "KS QH", &why), -1);
  EXPECT_NE(why.find("is not a marriage"), std::string::npos) << why;
  EXPECT_EQ(value(st, MeldKind::Bezique, "QS JS", &why), -1);
  EXPECT_NE(why.find("QS+JD"), std::string::npos) << why;
}

TEST(Section3Melds, FoursOfAnyRankAndSuitButNotTensOrLowCards) {
  Scenario s("two-handed(hand_size=16)",
             {{{"", "QS QS QH QD JS JH JD JC TS TH TD TC 9S 9H 9D 9C"}, "7H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  const State& st = s.state();
  EXPECT_EQ(value(st, MeldKind::Four, "QS QS QH QD"), 60);  // any four: the laws, not one per suit
  EXPECT_EQ(value(st, MeldKind::Four, "JS JH JD JC"), 40);
  std::string why;
  EXPECT_EQ(value(st, MeldKind::Four, "TS TH TD TC", &why), -1);  // four tens: 0, not declarable
  EXPECT_NE(why.find("tens"), std::string::npos) << why;
  EXPECT_EQ(value(st, MeldKind::Four, "9S 9H 9D 9C", &why), -1);
  EXPECT_NE(why.find("do not score"), std::string::npos) << why;
}

// A declaration's cards may be given in any order through the structured API, as through
// text, and any copy interchangeable with the one offered stands for it.
TEST(Section3Melds, DeclarationCardsInAnyOrder) {
  Scenario s("two-handed", {{{"7C", "AH QH KH QS JD QS JD 8C"}, "9D", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"AH", "7C"}));
  ASSERT_EQ(s.state().phase(), Phase::Declare);
  const State& st = s.state();
  auto declare = [](MeldKind kind, std::vector<CardId> cards) {
    Action a;
    a.type = ActionType::Declare;
    a.kind = kind;
    a.count = static_cast<std::uint8_t>(cards.size());
    std::copy(cards.begin(), cards.end(), a.cards.begin());
    return a;
  };
  const auto kh_qh = ids(st, 1, "KH QH");
  const Action offered = declare(MeldKind::Marriage, kh_qh);
  const Action reversed = declare(MeldKind::Marriage, {kh_qh[1], kh_qh[0]});
  EXPECT_TRUE(st.check(offered).is_ok());
  EXPECT_TRUE(st.check(reversed).is_ok()) << st.check(reversed).message();
  ASSERT_TRUE(st.legal_form(reversed).is_ok());
  EXPECT_TRUE(*st.legal_form(reversed) == offered);
  // Both copies of QS and JD, in every order of the pairs, name the one double bezique offered.
  const auto pairs = ids(st, 1, "QS QS JD JD");
  const Action double_bezique = declare(MeldKind::DoubleBezique, pairs);
  ASSERT_TRUE(st.check(double_bezique).is_ok());
  for (const auto& order : {std::vector<CardId>{pairs[2], pairs[0], pairs[3], pairs[1]},
                            std::vector<CardId>{pairs[3], pairs[2], pairs[1], pairs[0]}}) {
    const Action a = declare(MeldKind::DoubleBezique, order);
    EXPECT_TRUE(st.check(a).is_ok()) << st.check(a).message();
    EXPECT_TRUE(*st.legal_form(a) == double_bezique);
  }
  // The second copy of QS alone stands for the first (their histories are the same).
  const Action bezique_second_copies = declare(MeldKind::Bezique, {pairs[3], pairs[1]});
  ASSERT_TRUE(st.legal_form(bezique_second_copies).is_ok());
  EXPECT_TRUE(*st.legal_form(bezique_second_copies) == declare(MeldKind::Bezique, {pairs[0], pairs[2]}));
  // A card named twice is still refused, and says so.
  const Action twice = declare(MeldKind::Marriage, {kh_qh[0], kh_qh[0]});
  EXPECT_NE(st.check(twice).message().find("named twice"), std::string::npos) << st.check(twice).message();
  // Game::apply takes the reversed marriage and records it in the offered form.
  s.mark();
  ASSERT_TRUE(s.game().apply(reversed).is_ok());
  const auto declared = test::find_event(s.since_mark(), EventType::MeldDeclared);
  ASSERT_TRUE(declared.has_value());
  EXPECT_EQ(declared->cards[0], kh_qh[0]);
  EXPECT_EQ(declared->cards[1], kh_qh[1]);
  EXPECT_TRUE(s.game().actions().back() == offered);
  EXPECT_EQ(s.game().record().find("marriage QH+KH"), std::string::npos);
}

TEST(Section3Melds, DoubleBeziqueFiveHundred) {
  Scenario s("two-handed", {{{"", "QS QS JD JD 7C 8C 9C 7D"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(value(s.state(), MeldKind::DoubleBezique, "QS QS JD JD"), 500);
}

// Panache (fours_all_suits): a four counts only with one card of each suit.
TEST(Section3Melds, PanacheFoursNeedFourSuits) {
  Scenario s("panache", {{{"", "KS KS KH KD KC 7C 8C 9C"}, "9H", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  std::string why;
  EXPECT_EQ(value(s.state(), MeldKind::Four, "KS KS KH KD", &why), -1);
  EXPECT_NE(why.find("one card of each suit"), std::string::npos) << why;
  EXPECT_EQ(value(s.state(), MeldKind::Four, "KS KH KD KC"), 80);
}

TEST(Section3Melds, RubiconPlainSequenceAndQuadrupleBezique) {
  Scenario s("rubicon(hand_size=16)", {{{"7D 8D 9D 7C 8C 9C", "AS TS KS QS JS KH QH QS QS QS JD JD JD JD AH 7H"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass", "AH", "7D", "marriage KH+QH"}));  // fixes hearts
  ASSERT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(value(s.state(), MeldKind::Sequence, "AS TS KS QS JS"), 150);
  EXPECT_EQ(value(s.state(), MeldKind::QuadrupleBezique, "QS QS QS QS JD JD JD JD"), 4500);
  EXPECT_EQ(value(s.state(), MeldKind::TripleBezique, "QS QS QS JD JD JD"), 1500);
}

// Multi-beziques larger than the preset's table are not declarable.
TEST(Section3Melds, MultiBeziqueLimitsPerPreset) {
  const std::string five = "QS QS QS QS QS JD JD JD JD JD";
  const std::string six = five + " QS JD";
  Scenario chinese("chinese", {{{"", six}, "", ""}});
  ASSERT_TRUE(chinese.ok()) << chinese.error();
  std::string why;
  EXPECT_EQ(value(chinese.state(), MeldKind::QuintupleBezique, five, &why), -1);
  EXPECT_NE(why.find("quintuple-bezique"), std::string::npos) << why;
  EXPECT_EQ(value(chinese.state(), MeldKind::QuadrupleBezique, "QS QS QS QS JD JD JD JD"), 4500);

  Scenario eight("eight-deck", {{{"", six}, "", ""}});
  ASSERT_TRUE(eight.ok()) << eight.error();
  EXPECT_EQ(value(eight.state(), MeldKind::Bezique, "QS JD"), 50);  // seed 003's eight-deck table
  EXPECT_EQ(value(eight.state(), MeldKind::QuintupleBezique, five), 9000);
  EXPECT_EQ(value(eight.state(), MeldKind::SextupleBezique, six, &why), -1);

  Scenario four("four-hand-rubicon(hand_size=12)", {{{"", six}, "", ""}});
  ASSERT_TRUE(four.ok()) << four.error();
  EXPECT_EQ(value(four.state(), MeldKind::QuintupleBezique, five), 13500);
  EXPECT_EQ(value(four.state(), MeldKind::SextupleBezique, six), 40500);
}

TEST(Section3Melds, FoursAndFivesOfTrumps) {
  // chinese: hearts fixed by the first marriage; four trump aces 1000 .. jacks 400.
  Scenario s("chinese(hand_size=16)", {{{"7D 8D 9D 7C 8C 9C", "KH QH AH AH AH AH TH TH TH TH AS AD AC AH 7S 8S"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass", "7S", "7D", "marriage KH+QH"}));
  EXPECT_EQ(value(s.state(), MeldKind::FourTrumps, "AH AH AH AH"), 1000);
  EXPECT_EQ(value(s.state(), MeldKind::FourTrumps, "TH TH TH TH"), 900);
  EXPECT_EQ(value(s.state(), MeldKind::Four, "AS AD AC AH"), 100);
  std::string why;
  EXPECT_EQ(value(s.state(), MeldKind::FourTrumps, "AS AD AC AH", &why), -1);
  EXPECT_NE(why.find("not all trumps"), std::string::npos) << why;
  EXPECT_EQ(value(s.state(), MeldKind::FiveTrumps, "AH AH AH AH AH", &why), -1);  // not in chinese

  Scenario e("eight-deck(hand_size=16)", {{{"7D 8D 9D 7C 8C 9C", "KH QH AH AH AH AH AH KH KH KH KH QH QH QH QH 7S"}, "", ""}});
  ASSERT_TRUE(e.ok()) << e.error();
  ASSERT_TRUE(e.acts({"pass", "pass", "7S", "7D", "marriage KH+QH"}));
  EXPECT_EQ(value(e.state(), MeldKind::FiveTrumps, "AH AH AH AH AH"), 2000);
  EXPECT_EQ(value(e.state(), MeldKind::FiveTrumps, "KH KH KH KH KH"), 1600);
  EXPECT_EQ(value(e.state(), MeldKind::FourTrumps, "QH QH QH QH"), 600);
}

// bezique_pair = by_trump (seed 003): S QS+JD, D QD+JS, C QC+JH, H QH+JC.
TEST(Section3Melds, BeziquePairByTrump) {
  const char* pair[4] = {"QS JD", "QH JC", "QD JS", "QC JH"};  // indexed by Suit
  const char* turn_up[4] = {"9S", "9H", "9D", "9C"};
  for (int trump = 0; trump < 4; ++trump) {
    Scenario s("two-handed(hand_size=8, bezique_pair=by_trump)", {{{"", "QS QH QD QC JS JH JD JC"}, turn_up[trump], ""}});
    ASSERT_TRUE(s.ok()) << s.error();
    for (int p = 0; p < 4; ++p)
      EXPECT_EQ(value(s.state(), MeldKind::Bezique, pair[p]), p == trump ? 40 : -1) << turn_up[trump] << " " << pair[p];
  }
}

// bezique_pair = by_colour ([EB]): QS+JD when clubs or hearts are trumps, QC+JH when spades or
// diamonds are.
TEST(Section3Melds, BeziquePairByColour) {
  const char* turn_up[4] = {"9S", "9H", "9D", "9C"};
  for (int trump = 0; trump < 4; ++trump) {
    Scenario s("two-handed(bezique_pair=by_colour)", {{{"", "QS QH QD QC JS JH JD JC"}, turn_up[trump], ""}});
    ASSERT_TRUE(s.ok()) << s.error();
    const bool black_red_spades = trump == static_cast<int>(Suit::Spades) || trump == static_cast<int>(Suit::Diamonds);
    EXPECT_EQ(value(s.state(), MeldKind::Bezique, "QS JD"), black_red_spades ? -1 : 40) << turn_up[trump];
    EXPECT_EQ(value(s.state(), MeldKind::Bezique, "QC JH"), black_red_spades ? 40 : -1) << turn_up[trump];
  }
}

// A trump-dependent bezique waits until trumps are fixed (section 4.7).
TEST(Section3Melds, TrumpDependentBeziqueWaitsForTrumps) {
  Scenario s("chinese(bezique_pair=by_trump)", {{{"7D 8D 9D 7C 8C 9C 7H 8H 9H 7S 8S 9S", "QS JD QD JS KD 9D AS 7C 8C 9C TC JC"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"pass", "pass", "AS", "7D"}));
  EXPECT_FALSE(s.offers("bezique QS+JD")) << s.legal_list();
  EXPECT_TRUE(s.refused("bezique QS+JD", Code::IllegalAction, "not known until trumps are fixed"));
  ASSERT_TRUE(s.act(1, "marriage KD+QD"));  // diamonds: the pair is QD+JS
  EXPECT_EQ(s.score(1), 40);
  ASSERT_TRUE(s.acts({"TC", "7H"}));
  EXPECT_TRUE(s.offers("bezique JS+QD")) << s.legal_list();  // the married queen again
  EXPECT_FALSE(s.offers("bezique QS+JD")) << s.legal_list();
  ASSERT_TRUE(s.act(1, "bezique QD+JS"));
  EXPECT_EQ(s.score(1), 80);
}

}  // namespace
}  // namespace bezique
