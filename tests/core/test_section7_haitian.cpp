// docs/rules.md section 7: Haitian Bésigue (presets haitian and haitian-four), rule by rule.
// Scenario tests pin each rule with a deal written card by card; property tests check the
// rules that random play meets again and again against an independent reading of the section.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bezique/random.hpp"
#include "bezique/rules.hpp"
#include "scenario.hpp"

namespace bezique {
namespace {

using test::DealSpec;
using test::Scenario;

CardId joker(int k) { return static_cast<CardId>(kFirstJoker + k); }
CardId card(Suit s, Rank r, int copy = 0) { return physical_card(card_type(s, r), copy); }

::testing::AssertionResult refused_variant(const std::string& text, const std::string& part) {
  auto v = parse_variant(text);
  if (v) return ::testing::AssertionFailure() << text << " was accepted";
  if (v.status().code() != Code::InvalidVariant) return ::testing::AssertionFailure() << text << ": " << v.status().message();
  if (v.status().message().find(part) == std::string::npos)
    return ::testing::AssertionFailure() << text << ": \"" << v.status().message() << "\" does not say \"" << part << "\"";
  return ::testing::AssertionSuccess();
}

// ---------------------------------------------------------------------------------------
// Cards, players and seats.

TEST(Section7Haitian, S7_CardsAreFourPacksAndFourJokers) {
  const Variant v = *preset("haitian");
  EXPECT_EQ(v.deck_size(), 132);
  const Deck deck = fresh_deck(v);
  ASSERT_EQ(deck.size(), 132u);
  std::vector<CardId> jokers;
  for (CardId c : deck)
    if (is_joker(c)) jokers.push_back(c);
  EXPECT_EQ(jokers, (std::vector<CardId>{joker(0), joker(1), joker(2), joker(3)}));
  // The notation: "JK", and "JK.2" with its number; a variant without jokers reads the same id as
  // the card of copy 7 it is in eight-deck.
  EXPECT_EQ(card_text(joker(0), false, true), "JK");
  EXPECT_EQ(card_text(joker(2), true, true), "JK.2");
  EXPECT_EQ(card_text(joker(0), true, false), "JC.7");
  int copy = -2;
  EXPECT_TRUE(parse_joker("jk", &copy));
  EXPECT_EQ(copy, -1);
  EXPECT_TRUE(parse_joker("JK.3", &copy));
  EXPECT_EQ(copy, 3);
  EXPECT_FALSE(parse_joker("JK.4", &copy));
  EXPECT_FALSE(parse_card_type("JK").has_value());
  // A joker is no brisque and worth no card points.
  EXPECT_EQ(card_won_value(v, joker(0)), 0);
  EXPECT_EQ(card_won_value(v, card(Suit::Clubs, Rank::Jack)), 0);
  EXPECT_EQ(card_won_value(v, card(Suit::Clubs, Rank::Ace)), 10);
}

TEST(Section7Haitian, S7_PlayersNineCardsAndTheStock) {
  struct Row {
    const char* text;
    int players;
    int stock;
    int target;
  };
  for (const Row& row : {Row{"haitian", 2, 114, 1000}, Row{"haitian(players=3, brisque_scheme=all)", 3, 105, 1000},
                         Row{"haitian-four", 4, 96, 600}}) {
    SCOPED_TRACE(row.text);
    auto v = parse_variant(row.text);
    ASSERT_TRUE(v) << v.status().message();
    EXPECT_EQ(v->players, row.players);
    EXPECT_FALSE(v->partnerships);  // no partners: each plays for themselves
    EXPECT_EQ(v->sides(), row.players);
    EXPECT_EQ(v->target, row.target);
    auto g = Game::create(*v, 7);
    ASSERT_TRUE(g);
    EXPECT_EQ(g->state().stock_size(), row.stock);
    for (int p = 0; p < row.players; ++p) EXPECT_EQ(g->state().hand_size(p), 9);
    // The player after the dealer leads.
    EXPECT_EQ(g->current_player(), (g->state().dealer() + 1) % row.players);
  }
}

TEST(Section7Haitian, S7_JokerCountsMustLeaveAnEvenStock) {
  for (int n = 0; n <= 4; ++n) {
    const std::string two = "haitian(jokers=" + std::to_string(n) + ")";
    const std::string three = "haitian(players=3, brisque_scheme=all, jokers=" + std::to_string(n) + ")";
    const std::string four = "haitian-four(jokers=" + std::to_string(n) + ")";
    if (n % 2 == 0) EXPECT_TRUE(parse_variant(two)) << two;
    else EXPECT_TRUE(refused_variant(two, "does not divide evenly"));
    if (n == 1 || n == 4) EXPECT_TRUE(parse_variant(three)) << three;
    else EXPECT_TRUE(refused_variant(three, "does not divide evenly"));
    if (n == 0 || n == 4) EXPECT_TRUE(parse_variant(four)) << four;
    else EXPECT_TRUE(refused_variant(four, "0 or 4 with four"));
  }
  EXPECT_TRUE(refused_variant("haitian(jokers=5)", "jokers: must be 0 to 4"));
}

TEST(Section7Haitian, S7_ImpossibleCombinationsAreRefusedWithTheReason) {
  EXPECT_TRUE(refused_variant("haitian(trump=turn_up)", "jokers: needs trump=first_marriage"));
  EXPECT_TRUE(refused_variant("eight-deck(jokers=2)", "at most 7 packs"));
  EXPECT_TRUE(refused_variant("haitian(players=3)", "majority needs players=2"));
  EXPECT_TRUE(refused_variant("haitian-four(brisque_scheme=majority)", "majority needs players=2"));
  EXPECT_TRUE(refused_variant("haitian(brisque_scheme=threshold, brisque_threshold=0)", "threshold of at least 1"));
  EXPECT_TRUE(refused_variant("haitian(jokers_per_four=4)", "jokers_per_four: must be 0 to 3"));
  EXPECT_TRUE(refused_variant("panache(trump=first_marriage, jokers=2)", "fours_all_suits"));
  // Refused where it has no effect (records.md): options of jokers without jokers, and so on.
  EXPECT_TRUE(refused_variant("two-handed(joker_stage2=free)", "no effect"));
  EXPECT_TRUE(refused_variant("haitian(brisque_threshold=10)", "only brisque_scheme=threshold"));
  EXPECT_TRUE(refused_variant("rubicon(seven_credit=trick_winner)", "only other_seven=on_play"));
  EXPECT_TRUE(refused_variant("rubicon(brisque_scheme=none)", "needs scoring=cumulative"));
  // What is not built yet says so.
  EXPECT_TRUE(refused_variant("haitian(jokers=2,four_jokers_value=200)", "four jokers need jokers=4"));
  EXPECT_TRUE(refused_variant("haitian(first_bezique_value=100,bezique=0)", "the single bezique is no meld"));
}

// ---------------------------------------------------------------------------------------
// 7.1 The deal and trumps.

// P1 leads; P0 wins the first trick with the higher club and holds K+Q of hearts and of spades,
// the bezique QS+JD and four kings.
const std::vector<std::string> kTrumpHands{"KH QH QS JD KS KD KC AC 9C", "7C 8C 7D 8D 7S 8S 9D 9S 7C"};

TEST(Section7Haitian, S7_1_NoTurnUpAndTrumpsByTheFirstMarriage) {
  Scenario s("haitian", {{kTrumpHands, "", "TS 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_EQ(s.state().trump(), -1);
  EXPECT_EQ(s.state().turn_up(), -1);
  ASSERT_TRUE(s.acts({"7C", "AC"}));
  ASSERT_EQ(s.current(), 0);
  s.mark();
  ASSERT_TRUE(s.act(0, "marriage KH+QH"));
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(s.score(0), 40);  // the first marriage is the trump marriage
  EXPECT_EQ(test::count_events(s.since_mark(), EventType::TrumpFixed), 1);
}

TEST(Section7Haitian, S7_1_OnlyAMarriageUntilTrumpsAreFixed) {
  Scenario s("haitian", {{kTrumpHands, "", "TS 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "AC"}));
  EXPECT_TRUE(s.offers("marriage KH+QH")) << s.legal_list();
  EXPECT_TRUE(s.offers("marriage KS+QS")) << s.legal_list();
  EXPECT_FALSE(s.offers("bezique QS+JD")) << s.legal_list();
  EXPECT_FALSE(s.offers("four KS+KH+KD+KC")) << s.legal_list();
  EXPECT_TRUE(s.refused("bezique QS+JD", Code::IllegalAction, "until trumps are fixed"));
  EXPECT_TRUE(s.refused("four KS+KH+KD+KC", Code::IllegalAction, "until trumps are fixed"));
  ASSERT_TRUE(s.act(0, "marriage KH+QH"));
  // P0 draws TS and leads it; P1 follows low.
  ASSERT_TRUE(s.acts({"TS", "7S"}));
  EXPECT_TRUE(s.offers("bezique QS+JD")) << s.legal_list();
  EXPECT_TRUE(s.offers("four KS+KH+KD+KC")) << s.legal_list();
  // pre_trump_declarations = any: the bezique may come first.
  Scenario any("haitian(pre_trump_declarations=any)", {{kTrumpHands, "", "TS 9C"}});
  ASSERT_TRUE(any.ok()) << any.error();
  ASSERT_TRUE(any.acts({"7C", "AC"}));
  EXPECT_TRUE(any.offers("bezique QS+JD")) << any.legal_list();
}

// ---------------------------------------------------------------------------------------
// 7.2 Stage 1.

TEST(Section7Haitian, S7_2_ALedJokerWinsUnlessTrumped) {
  const int hearts = static_cast<int>(Suit::Hearts);
  const CardId as = card(Suit::Spades, Rank::Ace), s7 = card(Suit::Spades, Rank::Seven);
  const CardId h7 = card(Suit::Hearts, Rank::Seven), hk = card(Suit::Hearts, Rank::King);
  auto winner = [](std::vector<CardId> cards, int trump) {
    return trick_winner(cards.data(), static_cast<int>(cards.size()), trump, true);
  };
  EXPECT_EQ(winner({joker(0), as}, -1), 0);       // no trumps yet: the joker wins
  EXPECT_EQ(winner({joker(0), as}, hearts), 0);   // an ace of another suit does not take it
  EXPECT_EQ(winner({joker(0), h7}, hearts), 1);   // any trump does
  EXPECT_EQ(winner({joker(0), h7, hk}, hearts), 2);  // then the highest trump
  EXPECT_EQ(winner({joker(0), s7, as}, hearts), 0);  // no suit led: a plain card never wins
  EXPECT_EQ(winner({as, joker(0)}, hearts), 0);   // a joker after the lead never wins
  EXPECT_EQ(winner({s7, joker(1)}, -1), 0);
  EXPECT_EQ(winner({joker(0), joker(1)}, hearts), 0);  // of two jokers the first
  EXPECT_EQ(led_suit(joker(0), true), -1);
  // Without jokers the same ids are ordinary cards (eight-deck's copy 7 of JC).
  EXPECT_EQ(led_suit(joker(0), false), static_cast<int>(Suit::Clubs));

  // In a deal: P1 leads the joker, P0's ace does not take it.
  Scenario s("haitian", {{{"AS 9C 9C 9C 9D 9D 9D 8C 8C", "JK 7C 7D 8D 7S 8S 9S 8H 9H"}, "", ""}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"JK", "AS"}));
  EXPECT_EQ(s.state().last_trick_winner(), 1);
  EXPECT_EQ(s.current(), 1);
}

// A joker has no suit and no rank (7.2): never a seven of trumps, though the fourth joker's id is
// copy 7 of the seven of clubs (the same id is that card in eight-deck, which has no jokers).
TEST(Section7Haitian, S7_2_AJokerIsNeverASevenOfTrumps) {
  ASSERT_EQ(joker(3), physical_card(card_type(Suit::Clubs, Rank::Seven), kMaxPacks - 1));
  // P0 wins a trick and fixes clubs with its marriage, then wins another and may declare its 7C.
  Scenario s("two-handed(trump=first_marriage, jokers=4, other_seven=declare)",
             {{{"JK JK JK JK 7C KC QC AD", "7D 8D 8S 9S 8H 7H 7S 9D"}, "", "AD 9H"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7D", "AD", "marriage KC+QC", "AD", "8D"}));
  ASSERT_EQ(s.current(), 0);
  EXPECT_TRUE(s.offers("seven 7C")) << s.legal_list();
  for (const Action& a : s.state().legal_actions()) {
    if (a.type == ActionType::ExchangeSeven || a.type == ActionType::DeclareSeven) {
      EXPECT_FALSE(is_joker(a.cards[0])) << s.legal_list();
    }
  }

  // Nor does a joker score as a seven when played (other_seven = on_play, Haitian's own rule):
  // P0 fixes clubs, then leads its four jokers, the last of them that id, and P1 has no trump.
  Scenario h("haitian", {{{"JK JK JK JK KC QC AD 9H 9H", "7D 8D 8S 9S 8H 7H 7S 9D 8S"}, "",
                          "AS AS AS AS TS TS TS TS"}});
  ASSERT_TRUE(h.ok()) << h.error();
  ASSERT_TRUE(h.acts({"7D", "AD", "marriage KC+QC"}));
  h.mark();
  ASSERT_TRUE(h.acts({"JK", "8D", "pass", "JK", "8S", "pass", "JK", "9S", "pass", "JK", "8H"}));
  int jokers_played = 0;
  bool last_joker_played = false;
  for (const Event& e : h.since_mark()) {
    if (e.type != EventType::CardPlayed || !is_joker(e.cards[0])) continue;
    ++jokers_played;
    last_joker_played = last_joker_played || e.cards[0] == joker(3);
  }
  EXPECT_EQ(jokers_played, 4);
  EXPECT_TRUE(last_joker_played);
  EXPECT_EQ(test::points(h.since_mark(), 0, ScoreReason::Seven), 0);
}

// P0 holds K+Q of hearts and two trump sevens; P1 leads 7C and P0 wins with 8C.
const std::vector<std::string> kSevenHands{"KH QH 7H 7H 8C AS 9C 9D 9D", "7C 7S 8S 9S 7D 8D 9C 8H 9H"};

TEST(Section7Haitian, S7_2_ASevenOfTrumpsScoresTenWhenPlayed) {
  Scenario s("haitian", {{kSevenHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));
  ASSERT_EQ(s.score(0), 40);
  s.mark();
  ASSERT_TRUE(s.act(0, "7H"));  // at once, before the trick is complete, for its player
  EXPECT_EQ(s.score(0), 50);
  EXPECT_EQ(test::points(s.since_mark(), 0, ScoreReason::Seven), 10);
  EXPECT_EQ(test::count_events(s.since_mark(), EventType::MeldDeclared), 0);  // not a declaration
  ASSERT_TRUE(s.act(1, "8H"));  // P1 overtrumps and wins the trick; the seven stays scored
  EXPECT_EQ(s.score(0), 50);
  EXPECT_EQ(s.score(1), 0);
}

TEST(Section7Haitian, S7_2_ASevenPlayedBeforeTrumpsAreFixedScoresNothing) {
  // P0 throws 7H to P1's 7C; P1 wins and fixes hearts with its marriage: the seven, played
  // while no suit was trumps, never scores, neither for its player nor for the trick's winner.
  for (const char* variant : {"haitian", "haitian(seven_credit=trick_winner)"}) {
    SCOPED_TRACE(variant);
    Scenario s(variant, {{{"7H 8C 9C 9C 9D 9D 9D 8D 8D", "KH QH AS 7S 8S 9S 7D 7C 7C"}, "", ""}});
    ASSERT_TRUE(s.ok()) << s.error();
    s.mark();
    ASSERT_TRUE(s.acts({"7C", "7H"}));
    EXPECT_EQ(s.state().trump(), -1);
    ASSERT_TRUE(s.act(1, "marriage KH+QH"));
    EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
    EXPECT_EQ(test::points(s.since_mark(), 0), 0);
    EXPECT_EQ(test::points(s.since_mark(), 1, ScoreReason::Seven), 0);
    EXPECT_EQ(s.score(0), 0);
    EXPECT_EQ(s.score(1), 40);
  }
}

TEST(Section7Haitian, S7_2_SevenCreditToTheTricksWinner) {
  // seven_credit = trick_winner ([M4]): the trick's winner scores each trump seven in it.
  Scenario s("haitian(seven_credit=trick_winner)", {{kSevenHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));
  ASSERT_TRUE(s.act(0, "7H"));
  EXPECT_EQ(s.score(0), 40);  // nothing yet
  ASSERT_TRUE(s.act(1, "8H"));
  EXPECT_EQ(s.score(1), 10);  // P1 won the trick holding P0's seven
  EXPECT_EQ(s.score(0), 40);
}

// P0 declares the trump marriage, four queens and four kings, one a trick; then K+Q of hearts
// both lie on the table.
const std::vector<std::string> kTableHands{"KS QS KH KD KC QH QD QC AC", "7C 7D 8D 9D 7H 8H 9H 8C 9C"};

TEST(Section7Haitian, S7_2_EveryDeclarationHoldsACardFromTheHand) {
  for (const bool needs_hand : {true, false}) {
    SCOPED_TRACE(needs_hand ? "meld_needs_hand_card=true" : "meld_needs_hand_card=false");
    Scenario s(needs_hand ? "haitian" : "haitian(meld_needs_hand_card=false)",
               {{kTableHands, "", "AD 9S AD 8S AD 7S AD JS"}});
    ASSERT_TRUE(s.ok()) << s.error();
    ASSERT_TRUE(s.acts({"7C", "AC", "marriage KS+QS"}));
    ASSERT_TRUE(s.acts({"AD", "7D", "four QS+QH+QD+QC"}));
    ASSERT_TRUE(s.acts({"AD", "8D", "four KS+KH+KD+KC"}));
    ASSERT_TRUE(s.acts({"AD", "9D"}));
    ASSERT_EQ(s.current(), 0);
    if (needs_hand) {
      EXPECT_FALSE(s.offers("marriage KH+QH")) << s.legal_list();
      EXPECT_TRUE(s.refused("marriage KH+QH", Code::IllegalAction, "at least one card from the hand"));
    } else {
      EXPECT_TRUE(s.offers("marriage KH+QH")) << s.legal_list();
      ASSERT_TRUE(s.act(0, "marriage KH+QH"));
      EXPECT_EQ(s.score(0), 40 + 60 + 80 + 20);
    }
  }
}

// ---------------------------------------------------------------------------------------
// 7.3 Declarations.

// P0: the hearts A 10 K Q J, two queens of hearts; P1 leads 7C and P0 wins with 8C.
const std::vector<std::string> kQuinteHands{"AH TH KH QH QH JH 8C 9C 9C", "7C 7D 8D 9D 7S 8S 9S 8D 9D"};

TEST(Section7Haitian, S7_3_TheQuinteGrowsFromTheOwnTrumpMarriage) {
  Scenario s("haitian", {{kQuinteHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C"}));
  EXPECT_FALSE(s.offers("sequence AH+TH+KH+QH+JH")) << s.legal_list();  // no trumps yet
  ASSERT_TRUE(s.act(0, "marriage KH+QH"));
  ASSERT_TRUE(s.acts({"TD", "7D"}));
  ASSERT_TRUE(s.act(0, "sequence AH+TH+KH+QH.0+JH"));
  EXPECT_EQ(s.score(0), 40 + 250);
}

TEST(Section7Haitian, S7_3_TheQuinteNeedsTheMarriageIntactOnTheTable) {
  Scenario s("haitian", {{kQuinteHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));
  // The declared queen (QH.0, public) goes to a trick: the marriage is broken.
  ASSERT_TRUE(s.acts({"QH.0", "7D"}));
  ASSERT_EQ(s.current(), 0);
  EXPECT_FALSE(s.offers("sequence AH+TH+KH+QH+JH")) << s.legal_list();
  EXPECT_TRUE(s.refused("sequence AH+TH+KH+QH+JH", Code::IllegalAction, "own declared trump marriage"));
  // sequence_requires_marriage = declared: a trump marriage declared this deal is enough.
  Scenario d("haitian(sequence_requires_marriage=declared)", {{kQuinteHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(d.ok()) << d.error();
  ASSERT_TRUE(d.acts({"7C", "8C", "marriage KH+QH", "QH.0", "7D"}));
  ASSERT_TRUE(d.act(0, "sequence AH+TH+KH+QH+JH"));
  EXPECT_EQ(d.score(0), 40 + 250);
}

TEST(Section7Haitian, S7_3_OneQuintePerPlayerADeal) {
  // With reform_a = any_new_set a second quinte could share four cards with the first (a new
  // ace); sequence_max_per_player = 1 refuses it, 0 allows it.
  const std::vector<std::string> hands{"AH TH KH QH JH AH 8C 9D 9D", "7C 7D 8D 9S 7S 8S 9S 8D 7D"};
  for (const int most : {1, 0}) {
    SCOPED_TRACE("sequence_max_per_player=" + std::to_string(most));
    Scenario s("haitian(reform_a=any_new_set, sequence_max_per_player=" + std::to_string(most) + ")",
               {{hands, "", "TD 9S TD 9S"}});
    ASSERT_TRUE(s.ok()) << s.error();
    ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));
    ASSERT_TRUE(s.acts({"TD", "7D", "sequence AH+TH+KH+QH+JH"}));
    ASSERT_TRUE(s.acts({"TD", "8D"}));
    ASSERT_EQ(s.current(), 0);
    if (most == 1) {
      EXPECT_TRUE(s.refused("sequence AH.1+TH+KH+QH+JH", Code::IllegalAction, "only so often"));
    } else {
      ASSERT_TRUE(s.act(0, "sequence AH.1+TH+KH+QH+JH"));
      EXPECT_EQ(s.score(0), 40 + 250 + 250);
    }
  }
}

// P0 holds three jacks and a joker, and KH+QH to fix trumps; P1 leads 7C, P0 wins with 8C.
const std::vector<std::string> kJokerHands{"JS JH JD JK KH QH AS AH 8C", "7C 7D 8D 9D 7S 8S 9S 8D 9D"};

TEST(Section7Haitian, S7_3_AJokerStandsForOneCardOfAPlainFour) {
  Scenario s("haitian", {{kJokerHands, "", "AD 9C TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));
  ASSERT_TRUE(s.acts({"KH", "9D"}));  // P0 drew AD; it leads the king (a trump) and wins
  EXPECT_TRUE(s.offers("four JS+JH+JD+JK")) << s.legal_list();
  EXPECT_TRUE(s.refused("marriage QH+JK", Code::IllegalAction, "only in a plain four"));
  EXPECT_TRUE(s.refused("bezique JK+JD", Code::IllegalAction, "only in a plain four"));
  s.mark();
  ASSERT_TRUE(s.act(0, "four JS+JH+JD+JK"));
  EXPECT_EQ(s.score(0), 40 + 40);  // a four of jacks, the joker for the fourth
  // The same joker does not serve again this deal (joker_single_use).
  ASSERT_TRUE(s.acts({"TD", "8D"}));
  EXPECT_FALSE(s.offers("four AS+AH+AD+JK")) << s.legal_list();
  EXPECT_TRUE(s.refused("four AS+AH+AD+JK", Code::IllegalAction, "one declaration a deal"));
}

TEST(Section7Haitian, S7_3_JokerSingleUseAndReform) {
  // Without single use the four of aces meets section 4 (reform_c = none) instead; with
  // reform_c = any_new_set it may take the joker again.
  Scenario s("haitian(joker_single_use=false)", {{kJokerHands, "", "AD 9C TD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH", "KH", "9D", "four JS+JH+JD+JK", "TD", "8D"}));
  EXPECT_TRUE(s.refused("four AS+AH+AD+JK", Code::IllegalAction, "cannot be declared in one again"));
  Scenario t("haitian(joker_single_use=false, reform_c=any_new_set)", {{kJokerHands, "", "AD 9C TD 9C TD 9C"}});
  ASSERT_TRUE(t.ok()) << t.error();
  ASSERT_TRUE(t.acts({"7C", "8C", "marriage KH+QH", "KH", "9D", "four JS+JH+JD+JK", "TD", "8D"}));
  ASSERT_TRUE(t.act(0, "four AS+AH+AD+JK"));
  EXPECT_EQ(t.score(0), 40 + 40 + 100);
}

TEST(Section7Haitian, S7_3_JokersPerFour) {
  const std::vector<std::string> hands{"JS JH JK JK KH QH 9C 9C 8C", "7C 7D 8D 9D 7S 8S 9S 8D 9D"};
  Scenario s("haitian", {{hands, "", "AD 9C TD 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH", "KH", "9D"}));
  EXPECT_TRUE(s.refused("four JS+JH+JK+JK.1", Code::IllegalAction, "at most 1 joker"));
  Scenario two("haitian(jokers_per_four=2)", {{hands, "", "AD 9C TD 9C"}});
  ASSERT_TRUE(two.ok()) << two.error();
  ASSERT_TRUE(two.acts({"7C", "8C", "marriage KH+QH", "KH", "9D"}));
  EXPECT_TRUE(two.offers("four JS+JH+JK+JK")) << two.legal_list();
  ASSERT_TRUE(two.act(0, "four JS+JH+JK+JK"));
  EXPECT_EQ(two.score(0), 80);
}

TEST(Section7Haitian, S7_3_FourOfTrumpsAndNoPlainFourCardInIt) {
  // Four kings of hearts: the four of trumps (160 in haitian); a king declared in a plain four
  // never enters it (class_c_upgrade = forbidden).
  const std::vector<std::string> hands{"KH KH KH KH QH KS KD KC 8C", "7C 7D 8D 9D 7S 8S 9S 8D 9D"};
  for (const bool forbidden : {true, false}) {
    SCOPED_TRACE(forbidden ? "forbidden" : "with_new_card");
    Scenario s(forbidden ? "haitian" : "haitian(class_c_upgrade=with_new_card)", {{hands, "", "TD 9C TD 9C TD 9C"}});
    ASSERT_TRUE(s.ok()) << s.error();
    ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH"}));  // KH.0 and QH go to the table
    ASSERT_TRUE(s.acts({"TD", "7D", "four KS+KH.1+KD+KC"}));
    ASSERT_TRUE(s.acts({"TD", "8D"}));
    if (forbidden) {
      EXPECT_TRUE(s.refused("four-trumps KH.0+KH.1+KH.2+KH.3", Code::IllegalAction, "never enters a four of trumps"));
      // Without the plain four's king it is a four of trumps.
    } else {
      ASSERT_TRUE(s.act(0, "four-trumps KH.0+KH.1+KH.2+KH.3"));
      EXPECT_EQ(s.score(0), 40 + 80 + 160);
    }
  }
  Scenario clean("haitian", {{hands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(clean.ok()) << clean.error();
  ASSERT_TRUE(clean.acts({"7C", "8C", "marriage KH+QH", "TD", "7D"}));
  ASSERT_TRUE(clean.act(0, "four-trumps KH.0+KH.1+KH.2+KH.3"));
  EXPECT_EQ(clean.score(0), 40 + 160);
}

TEST(Section7Haitian, S7_3_DifferentKindsShareCardsAndNoDoubleBezique) {
  const Variant v = *preset("haitian");
  EXPECT_EQ(v.bezique[0], 40);
  EXPECT_EQ(v.bezique[1], 0);  // no double bezique
  EXPECT_EQ(v.plain_sequence, 0);
  EXPECT_EQ(v.four[1], 0);  // no four tens
  EXPECT_EQ(v.carte_blanche_value, 0);
  // Four kings, then a marriage with one of those kings.
  Scenario s("haitian", {{kTableHands, "", "AD 9S AD 8S AD 7S"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "AC", "marriage KS+QS", "AD", "7D", "four KS+KH+KD+KC", "AD", "8D"}));
  ASSERT_TRUE(s.act(0, "marriage KD+QD"));
  EXPECT_EQ(s.score(0), 40 + 80 + 20);
}

// joker_melds = all_but_quinte: P0 holds a king of hearts, three jokers, the spade queen and
// three jacks of hearts; P1 leads 7C, P0 wins with 8C.
const std::vector<std::string> kWildHands{"KH JK JK JK QS JH JH JH 8C", "7C 7D 8D 9D 7S 8S 8S 8D 9D"};

TEST(Section7Haitian, S7_3_AllButQuinteAJokerCompletesAMarriageABeziqueAndAFourOfTrumps) {
  Scenario s("haitian(joker_melds=all_but_quinte)", {{kWildHands, "", "9C 9C TD TD 9C 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C"}));
  // A marriage of the king's suit, which fixes trumps as any first marriage does.
  EXPECT_TRUE(s.offers("marriage KH+JK")) << s.legal_list();
  for (const std::string& a : s.legal())  // only a marriage before trumps
    EXPECT_TRUE(a.rfind("marriage ", 0) == 0 || a.rfind("pass", 0) == 0 || a.find(' ') == std::string::npos) << a;
  ASSERT_TRUE(s.act(0, "marriage KH+JK"));
  EXPECT_EQ(s.state().trump(), static_cast<int>(Suit::Hearts));
  EXPECT_EQ(s.score(0), 40);
  ASSERT_TRUE(s.acts({"9C", "7S"}));  // P0 leads 9C (drawn), P1 throws 7S: P0 wins
  ASSERT_EQ(s.current(), 0);
  EXPECT_TRUE(s.offers("bezique QS+JK.1")) << s.legal_list();
  EXPECT_TRUE(s.refused("bezique QS+JK.1+JK.2", Code::IllegalAction, "needs 2 cards"));
  ASSERT_TRUE(s.act(0, "bezique QS+JK.1"));
  EXPECT_EQ(s.score(0), 40 + 40);
  ASSERT_TRUE(s.acts({"TD", "8S"}));  // P0 drew TD
  ASSERT_EQ(s.current(), 0);
  // A four of trump jacks with a joker for the fourth: 80.
  EXPECT_TRUE(s.offers("four-trumps JH+JH+JH+JK.2")) << s.legal_list();
  EXPECT_TRUE(s.refused("marriage JK.0+JK.1", Code::IllegalAction, "at least one natural card"));  // not two jokers
  ASSERT_TRUE(s.act(0, "four-trumps JH+JH+JH+JK.2"));
  EXPECT_EQ(s.score(0), 40 + 40 + 80);

  // The default, plain_fours, offers none of these.
  Scenario d("haitian", {{kWildHands, "", "9C 9C TD TD 9C 9C"}});
  ASSERT_TRUE(d.ok()) << d.error();
  ASSERT_TRUE(d.acts({"7C", "8C"}));
  EXPECT_FALSE(d.offers("marriage KH+JK")) << d.legal_list();
  EXPECT_TRUE(d.refused("marriage KH+JK", Code::IllegalAction, "only in a plain four"));
}

TEST(Section7Haitian, S7_3_AllButQuinteNeverAJokerInTheQuinte) {
  const std::vector<std::string> hands{"AH TH KH QH JK 9S 9S 9S 8C", "7C 7D 8D 9D 7S 8S 8S 8D 9D"};
  Scenario s("haitian(joker_melds=all_but_quinte)", {{hands, "", "9C 9C TD TD 9C 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH", "9S", "7S"}));
  ASSERT_EQ(s.current(), 0);
  EXPECT_FALSE(s.offers("sequence AH+TH+KH+QH+JK")) << s.legal_list();
  EXPECT_TRUE(s.refused("sequence AH+TH+KH+QH+JK", Code::IllegalAction, "never stands in a sequence"));
  // A marriage completed by a joker carries no quinte either: its joker is not in it.
  Scenario m("haitian(joker_melds=all_but_quinte)",
             {{{"AH TH KH JH JK 9S 9S 9S 8C", "7C 7D 8D 9D 7S 8S 8S 8D 9D"}, "", "QH 9C TD TD 9C 9C"}});
  ASSERT_TRUE(m.ok()) << m.error();
  ASSERT_TRUE(m.acts({"7C", "8C", "marriage KH+JK", "9S", "7S"}));  // P0 drew QH
  ASSERT_EQ(m.current(), 0);
  EXPECT_TRUE(m.refused("sequence AH+TH+KH+QH+JH", Code::IllegalAction, "own declared trump marriage"));
}

TEST(Section7Haitian, S7_3_FourJokersScoreOnlyWhereTheOptionSaysSo) {
  const std::vector<std::string> hands{"JK JK JK JK KH QH 8C 9S 9S", "7C 7D 8D 9D 7S 8S 8S 8D 9D"};
  Scenario s("haitian(four_jokers_value=200)", {{hands, "", "9C 9C TD TD 9C 9C"}});
  ASSERT_TRUE(s.ok()) << s.error();
  ASSERT_TRUE(s.acts({"7C", "8C"}));
  EXPECT_TRUE(s.refused("four JK+JK.1+JK.2+JK.3", Code::IllegalAction, "until trumps are fixed"));
  ASSERT_TRUE(s.acts({"marriage KH+QH", "9S", "7S"}));
  ASSERT_EQ(s.current(), 0);
  EXPECT_TRUE(s.offers("four JK+JK+JK+JK")) << s.legal_list();
  ASSERT_TRUE(s.act(0, "four JK+JK.1+JK.2+JK.3"));
  EXPECT_EQ(s.score(0), 40 + 200);
  // four_jokers_value = 0 (the default): four jokers are no meld.
  Scenario d("haitian", {{hands, "", "9C 9C TD TD 9C 9C"}});
  ASSERT_TRUE(d.ok()) << d.error();
  ASSERT_TRUE(d.acts({"7C", "8C", "marriage KH+QH", "9S", "7S"}));
  EXPECT_FALSE(d.offers("four JK+JK.1+JK.2+JK.3")) << d.legal_list();
  EXPECT_TRUE(d.refused("four JK+JK.1+JK.2+JK.3", Code::IllegalAction, "at least one natural card"));
}

TEST(Section7Haitian, S7_3_TheFirstBeziqueOfTheGameScoresFirstBeziqueValue) {
  // Deal 1: P0 fixes hearts, then declares two beziques: the first scores 100, the second 40.
  // Deal 2: the flag has lasted: P0's bezique scores 40.
  const DealSpec first{{"QS QS JD JD KH QH 8C 9S 9S", "7C 7D 8D 9D 7S 8S 8S 8D 9D"}, "", "9C 9C TD TD 9C 9C"};
  const DealSpec second{{"QS JD KH QH 8C 9S 9S 9S 9H", "7C 7D 8D 9D 7S 8S 8S 8D 9D"}, "", "9C 9C TD TD 9C 9C"};
  Scenario s("haitian(first_bezique_value=100)", {first, second});
  ASSERT_TRUE(s.ok()) << s.error();
  EXPECT_FALSE(s.state().first_bezique_scored());
  EXPECT_NE(state_to_text(s.state()).find("first-bezique open"), std::string::npos);
  ASSERT_TRUE(s.acts({"7C", "8C", "marriage KH+QH", "9S", "7S"}));
  ASSERT_TRUE(s.act(0, "bezique QS+JD"));
  EXPECT_EQ(s.score(0), 40 + 100);
  EXPECT_TRUE(s.state().first_bezique_scored());
  EXPECT_TRUE(make_view(s.state(), 1).first_bezique_scored);  // every seat sees it
  // Saved and read back with the flag.
  const std::string text = state_to_text(s.state());
  EXPECT_NE(text.find("first-bezique declared"), std::string::npos);
  auto back = state_from_text(s.variant(), text);
  ASSERT_TRUE(back) << back.status().message();
  EXPECT_TRUE(back->first_bezique_scored());
  EXPECT_EQ(*back, s.state());
  ASSERT_TRUE(s.acts({"9S", "8S", "bezique QS.1+JD.1"}));
  EXPECT_EQ(s.score(0), 40 + 100 + 40);

  ASSERT_TRUE(s.play_out_deal());
  ASSERT_EQ(s.state().deal_number(), 1);
  EXPECT_TRUE(s.state().first_bezique_scored());
  ASSERT_TRUE(s.acts({"8C", "7C"}));  // P1 dealt; P0 leads and wins
  const int before = s.score(0);
  ASSERT_TRUE(s.acts({"marriage KH+QH", "9S", "7S"}));
  ASSERT_TRUE(s.act(0, "bezique QS+JD"));
  EXPECT_EQ(s.score(0), before + 40 + 40);
}

TEST(Section7Haitian, S7_3_TheFirstBeziqueFlagAtADealStart) {
  const Variant v = *parse_variant("haitian(first_bezique_value=100)");
  const Variant haitian = *preset("haitian");
  State s(v);
  EXPECT_FALSE(s.set_deal_start(0, {0, 0}, {0, 0}, -1, true));  // no bezique before the first deal
  EXPECT_TRUE(s.set_deal_start(2, {300, 200}, {0, 0}, 1, true));
  EXPECT_TRUE(s.first_bezique_scored());
  State plain(haitian);
  const Status refused = plain.set_deal_start(2, {300, 200}, {0, 0}, 1, true);
  EXPECT_EQ(refused.code(), Code::InvalidArgument);
  EXPECT_NE(refused.message().find("like any other"), std::string::npos) << refused.message();
  EXPECT_FALSE(plain.first_bezique_scored());
  // The flag is written only where the option is set: the other presets' saved games do not change.
  EXPECT_EQ(state_to_text(plain).find("first-bezique"), std::string::npos);
}

// ---------------------------------------------------------------------------------------
// 7.5 The end of the deal and the game.

// A deal of a small Haitian deck: no king or queen (no declaration, trumps never fixed), eight
// brisques, four jokers. It starts at `start` points per side and is played out by random legal
// plays; returns its events.
struct SmallDeal {
  std::vector<Event> events;
  std::vector<int> before_brisques;  // the scores just before the brisques are counted
  std::vector<int> won;              // brisques won per side
  std::vector<int> final_scores;
  bool over = false;
};

SmallDeal play_small_deal(const std::string& options, std::vector<int> start, std::uint64_t seed) {
  SmallDeal out;
  auto v = test::small_deck("haitian(" + options + ")",
                            "AS AS AH AH TS TS TH TH 9S 9S 9H 9H 9D 9D 9C 9C 8S 8S 8H 8H 8D 8D 8C 8C");
  EXPECT_TRUE(v) << v.status().message();
  if (!v) return out;
  State s(*v);
  EXPECT_TRUE(s.set_deal_start(1, start, std::vector<int>(start.size(), 0), -1));
  Deck deck = fresh_deck(*v);
  Rng rng(seed);
  for (std::size_t i = deck.size(); i > 1; --i) std::swap(deck[i - 1], deck[rng.below(static_cast<std::uint32_t>(i))]);
  EXPECT_TRUE(s.deal(deck, &out.events));
  while (!s.is_chance() && !s.is_terminal()) {
    const ActionList legal = s.legal_actions();
    EXPECT_TRUE(s.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))], &out.events));
  }
  out.over = s.is_terminal();
  out.before_brisques = start;
  out.won.assign(start.size(), 0);
  for (const Event& e : out.events) {
    if (e.type == EventType::PointsScored && e.reason != ScoreReason::Brisques) out.before_brisques[e.side] += e.value;
    if (e.type == EventType::TrickWon)
      for (int i = 0; i < e.count; ++i) out.won[e.side] += !is_joker(e.cards[i]) && is_brisque(rank_of(e.cards[i]));
  }
  for (int side = 0; side < v->sides(); ++side) out.final_scores.push_back(s.score(side));
  return out;
}

TEST(Section7Haitian, S7_5_BrisquesByMajorityWithTheTwoHundredGate) {
  int decided = 0, tied = 0, gated = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    for (const std::vector<int>& start : {std::vector<int>{250, 300}, std::vector<int>{120, 300}, std::vector<int>{0, 0}}) {
      SCOPED_TRACE("seed " + std::to_string(seed) + ", start " + std::to_string(start[0]) + "/" + std::to_string(start[1]));
      const SmallDeal d = play_small_deal("target=5000", start, seed);
      ASSERT_FALSE(d.events.empty());
      const bool tie = d.won[0] == d.won[1];
      const int more = d.won[0] >= d.won[1] ? 0 : 1;
      for (int side = 0; side < 2; ++side) {
        int expected = d.before_brisques[side];
        if (d.before_brisques[side] >= 200) expected += tie ? 160 : side == more ? 10 * d.won[side] : -200;
        else ++gated;
        expected = std::max(expected, 0);  // score_floor = 0
        EXPECT_EQ(d.final_scores[side], expected) << "side " << side << " won " << d.won[side] << " brisques";
      }
      (tie ? tied : decided) += 1;
    }
  }
  EXPECT_GT(decided, 0);
  EXPECT_GT(tied, 0);
  EXPECT_GT(gated, 0);
}

TEST(Section7Haitian, S7_5_OtherBrisqueSchemesAndTheFloor) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const SmallDeal all = play_small_deal("target=5000, brisque_scheme=all", {0, 0}, seed);
    const SmallDeal threshold = play_small_deal("target=5000, brisque_scheme=threshold, brisque_threshold=5", {0, 0}, seed);
    const SmallDeal none = play_small_deal("target=5000, brisque_scheme=none", {0, 0}, seed);
    const SmallDeal negative = play_small_deal("target=5000, score_floor=none, brisque_min_score=0", {50, 50}, seed);
    for (int side = 0; side < 2; ++side) {
      EXPECT_EQ(all.final_scores[side], all.before_brisques[side] + 10 * all.won[side]);
      EXPECT_EQ(threshold.final_scores[side],
                threshold.before_brisques[side] + (threshold.won[side] >= 5 ? 10 * threshold.won[side] : 0));
      EXPECT_EQ(none.final_scores[side], none.before_brisques[side]);
      // Without the floor the majority's loss may take a score below zero.
      const bool tie = negative.won[0] == negative.won[1];
      const bool more = negative.won[side] > negative.won[1 - side];
      EXPECT_EQ(negative.final_scores[side],
                negative.before_brisques[side] + (tie ? 160 : more ? 10 * negative.won[side] : -200));
    }
  }
}

TEST(Section7Haitian, S7_5_ADeclarationOrASevenReachingTheTargetWinsAtOnce) {
  // The marriage's 40 reaches a target of 40: the game ends on the declaration.
  Scenario meld("haitian(target=40)", {{kSevenHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(meld.ok()) << meld.error();
  ASSERT_TRUE(meld.acts({"7C", "8C", "marriage KH+QH"}));
  EXPECT_TRUE(meld.game().is_over());
  EXPECT_EQ(meld.state().winner(), 0);
  // The seven's 10 reaches 50 in the middle of a trick: play stops there.
  Scenario seven("haitian(target=50)", {{kSevenHands, "", "TD 9C TD 9C"}});
  ASSERT_TRUE(seven.ok()) << seven.error();
  ASSERT_TRUE(seven.acts({"7C", "8C", "marriage KH+QH", "7H"}));
  EXPECT_TRUE(seven.game().is_over());
  EXPECT_EQ(seven.state().winner(), 0);
  EXPECT_EQ(seven.state().trick_size(), 1);  // the trick is not finished
  EXPECT_EQ(seven.score(0), 50);
}

TEST(Section7Haitian, S7_5_TheEndOfADealIsSettledAsAWhole) {
  // A target of 10: the last trick's 10 reaches it, but at_once settles the deal first (the
  // brisques are counted, the deal is over), while section 5's immediate ends the game there.
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const SmallDeal at_once = play_small_deal("target=10, brisque_scheme=all", {0, 0}, seed);
    ASSERT_TRUE(at_once.over);
    EXPECT_GE(test::count_events(at_once.events, EventType::DealOver), 1);
    const SmallDeal immediate = play_small_deal("target=10, brisque_scheme=all, win_check=immediate", {0, 0}, seed);
    ASSERT_TRUE(immediate.over);
    EXPECT_EQ(test::count_events(immediate.events, EventType::DealOver), 0);
    EXPECT_EQ(test::points(immediate.events, 0, ScoreReason::Brisques) + test::points(immediate.events, 1, ScoreReason::Brisques),
              0);
  }
}

// ---------------------------------------------------------------------------------------
// 7.4 and 7.5 over random play: what every deal must keep, read independently of the engine.

// The winner of a complete trick as 7.2 reads: a led joker is taken only by a trump; a joker
// after the lead never wins; otherwise trumps, then the suit led, higher beats lower, the first
// of equal cards stays ahead.
int winner_by_rule(const std::vector<CardId>& cards, int trump) {
  auto strength = [&](std::size_t i) {
    const CardId c = cards[i];
    if (is_joker(c)) return i == 0 ? 16 : -1;
    const int suit = static_cast<int>(suit_of(c));
    const int lead_suit = is_joker(cards[0]) ? -1 : static_cast<int>(suit_of(cards[0]));
    return (suit == trump ? 2 : suit == lead_suit ? 1 : 0) * 16 + kRanks - static_cast<int>(rank_of(c));
  };
  std::size_t best = 0;
  for (std::size_t i = 1; i < cards.size(); ++i)
    if (strength(i) > strength(best)) best = i;
  return static_cast<int>(best);
}

struct Walk {
  int sevens_scored = 0;
  int jokers_in_fours = 0;
  int quintes = 0;
  int won_at_once = 0;
  int stage2_joker_plays = 0;
};

// Plays random games of `variant_text` and checks, at each step, the rules of 7.2 to 7.5 that
// a random deal meets.
Walk walk(const std::string& variant_text, int games) {
  Walk w;
  const Variant v = *parse_variant(variant_text);
  for (int seed = 1; seed <= games; ++seed) {
    SCOPED_TRACE(variant_text + ", seed " + std::to_string(seed));
    Game g = *Game::create(v, static_cast<std::uint64_t>(seed));
    Rng rng(static_cast<std::uint64_t>(seed) * 31 + 7);
    int steps = 0;
    while (!g.is_over() && steps++ < 20000) {
      const State before = g.state();
      const int p = before.current_player();
      const ActionList& legal = g.legal_actions();
      for (const Action& a : legal) {
        if (a.type != ActionType::Declare) continue;
        // 7.1: before trumps only a marriage; 7.2: a card from the hand in every declaration.
        if (v.pre_trump_declarations == PreTrumpDeclarations::MarriageOnly && before.trump() < 0) {
          EXPECT_EQ(a.kind, MeldKind::Marriage) << g.action_text(a);
        }
        bool from_hand = false;
        int jokers = 0;
        for (int i = 0; i < a.count; ++i) {
          from_hand = from_hand || !before.shown().contains(a.cards[i]);
          if (is_joker(a.cards[i])) {
            ++jokers;
            EXPECT_FALSE(before.history(a.cards[i]) & ~kSevenScoredBit) << "a joker offered again: " << g.action_text(a);
          }
        }
        if (v.meld_needs_hand_card) {
          EXPECT_TRUE(from_hand) << g.action_text(a);
        }
        // 7.3: jokers only in plain fours, at most jokers_per_four, never alone.
        if (jokers > 0) {
          EXPECT_EQ(a.kind, MeldKind::Four) << g.action_text(a);
          EXPECT_LE(jokers, v.jokers_per_four) << g.action_text(a);
          EXPECT_LT(jokers, a.count) << g.action_text(a);
        }
        // 7.3: the quinte only on the declarer's own intact trump marriage, once a deal.
        if (a.kind == MeldKind::Sequence && static_cast<int>(suit_of(a.cards[0])) == before.trump()) {
          bool on_marriage = false;
          int earlier = 0;
          for (const MeldRecord& m : before.melds()) {
            if (m.player != p) continue;
            if (m.kind == MeldKind::Sequence && static_cast<int>(suit_of(m.cards[0])) == before.trump()) ++earlier;
            if (m.kind != MeldKind::Marriage || m.broken || static_cast<int>(suit_of(m.cards[0])) != before.trump()) continue;
            const bool holds = std::find(a.cards.begin(), a.cards.begin() + a.count, m.cards[0]) != a.cards.begin() + a.count &&
                               std::find(a.cards.begin(), a.cards.begin() + a.count, m.cards[1]) != a.cards.begin() + a.count;
            on_marriage = on_marriage || holds;
          }
          EXPECT_TRUE(on_marriage) << g.action_text(a);
          EXPECT_EQ(earlier, 0) << g.action_text(a);
        }
      }
      // A random choice, declaring whenever possible and mostly keeping declared cards on the
      // table, to meet the meld rules (the quinte on an intact marriage) more often.
      ActionList preferred;
      for (const Action& a : legal)
        if (a.type == ActionType::Declare || (a.type == ActionType::Play && !before.shown().contains(a.cards[0])))
          preferred.push_back(a);
      const ActionList& pool = preferred.empty() || rng.below(4) == 0 ? legal : preferred;
      const Action chosen = pool[rng.below(static_cast<std::uint32_t>(pool.size()))];
      if (chosen.type == ActionType::Declare && chosen.kind == MeldKind::Four)
        for (int i = 0; i < chosen.count; ++i) w.jokers_in_fours += is_joker(chosen.cards[i]);
      if (chosen.type == ActionType::Declare && chosen.kind == MeldKind::Sequence) ++w.quintes;
      if (chosen.type == ActionType::Play && before.stage() == 2 && is_joker(chosen.cards[0])) ++w.stage2_joker_plays;
      const std::size_t first_event = g.events().size();
      if (!g.apply(chosen).is_ok()) {
        ADD_FAILURE() << "a legal action was refused";
        return w;
      }
      const std::vector<Event> events(g.events().begin() + static_cast<std::ptrdiff_t>(first_event), g.events().end());
      for (std::size_t i = 0; i < events.size(); ++i) {
        const Event& e = events[i];
        // 7.2: a seven of trumps played after trumps are fixed scores 10 at once for its player
        // (in the play-off too); before trumps, nothing.
        if (e.type == EventType::CardPlayed && !is_joker(e.cards[0]) && rank_of(e.cards[0]) == Rank::Seven &&
            static_cast<int>(suit_of(e.cards[0])) == before.trump() && v.seven_credit == SevenCredit::Player &&
            (before.stage() == 1 || v.seven_in_stage2)) {
          if (i + 1 >= events.size()) {
            ADD_FAILURE() << "a seven of trumps played without its points";
            return w;
          }
          EXPECT_EQ(events[i + 1].type, EventType::PointsScored);
          EXPECT_EQ(events[i + 1].reason, ScoreReason::Seven);
          EXPECT_EQ(events[i + 1].value, 10);
          EXPECT_EQ(events[i + 1].side, v.side_of(e.player));
          ++w.sevens_scored;
        }
        if (e.type == EventType::PointsScored && e.reason == ScoreReason::Seven) {
          EXPECT_GE(before.trump(), 0);
        }
        // 7.2: the trick's winner, jokers and all.
        if (e.type == EventType::TrickWon) {
          std::vector<CardId> cards(e.cards.begin(), e.cards.begin() + e.count);
          std::vector<int> players;
          for (int k = 0; k < before.trick_size(); ++k) players.push_back(before.trick_player(k));
          players.push_back(p);
          EXPECT_EQ(players[static_cast<std::size_t>(winner_by_rule(cards, before.trump()))], e.player);
        }
        // 7.5: at_once: a declaration or a seven that reaches the target ends the game there.
        if (e.type == EventType::GameOver && v.win_check == WinCheck::AtOnce && i > 0 &&
            events[i - 1].type == EventType::PointsScored &&
            (events[i - 1].reason == ScoreReason::Meld || events[i - 1].reason == ScoreReason::Seven)) {
          EXPECT_GE(g.state().score(events[i - 1].side), v.target);
          EXPECT_EQ(g.state().winner(), events[i - 1].side);
          ++w.won_at_once;
        }
      }
      // 7.5: scores never go below 0.
      if (v.score_floor == ScoreFloor::Zero) {
        for (int side = 0; side < v.sides(); ++side) EXPECT_GE(g.state().score(side), 0);
      }
      if (::testing::Test::HasFailure()) return w;
    }
    EXPECT_TRUE(g.is_over());
  }
  return w;
}

TEST(Section7Haitian, S7_2_to_7_5_RandomDealsKeepTheRules) {
  const Walk two = walk("haitian", 12);
  EXPECT_GT(two.sevens_scored, 10);
  EXPECT_GT(two.jokers_in_fours, 0);
  EXPECT_GT(two.quintes, 0);
  EXPECT_GT(two.won_at_once, 0);
  const Walk four = walk("haitian-four", 6);
  EXPECT_GT(four.sevens_scored, 10);
  EXPECT_GT(four.won_at_once, 0);
}

TEST(Section7Haitian, S7_4_JokersLastInThePlayOff) {
  // joker_stage2 = last_resort: a joker is led or played in the play-off only from a hand of
  // nothing but jokers; free: whenever the duties leave any card free.
  const Variant last = *preset("haitian");
  const Variant free_play = *parse_variant("haitian(joker_stage2=free)");
  CardSet hand;
  hand.insert(joker(0));
  hand.insert(card(Suit::Clubs, Rank::Nine));
  EXPECT_FALSE(playoff_leads(last, hand).contains(joker(0)));
  EXPECT_TRUE(playoff_leads(free_play, hand).contains(joker(0)));
  CardSet only_jokers;
  only_jokers.insert(joker(1));
  only_jokers.insert(joker(2));
  EXPECT_TRUE(playoff_leads(last, only_jokers) == only_jokers);
  const int hearts = static_cast<int>(Suit::Hearts);
  const CardId led = card(Suit::Spades, Rank::Nine);
  // Void in spades, no trump: any card, and under `free` the joker too.
  EXPECT_FALSE(playoff_playable(last, hearts, hand, 1, 0, led, 0).contains(joker(0)));
  EXPECT_TRUE(playoff_playable(free_play, hearts, hand, 1, 0, led, 0).contains(joker(0)));
  // Holding a spade: the duty to follow leaves no room for a joker, even under `free`.
  CardSet follows = hand;
  follows.insert(card(Suit::Spades, Rank::Seven));
  EXPECT_FALSE(playoff_playable(free_play, hearts, follows, 1, 0, led, 0).contains(joker(0)));
  // After a led joker: win with a trump if able, else any card.
  CardSet with_trump = hand;
  with_trump.insert(card(Suit::Hearts, Rank::Seven));
  CardSet the_trump;
  the_trump.insert(card(Suit::Hearts, Rank::Seven));
  EXPECT_TRUE(playoff_playable(last, hearts, with_trump, 1, -1, joker(3), 0) == the_trump);
  EXPECT_TRUE(playoff_playable(last, hearts, hand, 1, -1, joker(3), 0).contains(card(Suit::Clubs, Rank::Nine)));
  // The play-off of random games: jokers are played there (the last cards of a hand).
  const Walk w = walk("haitian", 6);
  EXPECT_GT(w.stage2_joker_plays, 0);
}

}  // namespace
}  // namespace bezique
