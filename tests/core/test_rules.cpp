// The rules layer (bezique/rules.hpp): each pure function against the section of docs/rules.md it
// states, and against State, which applies the same functions to whole deals.
#include <gtest/gtest.h>

#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "bezique/rules.hpp"
#include "scenario.hpp"

namespace bezique {
namespace {

using test::card;

constexpr int kSpades = static_cast<int>(Suit::Spades);
constexpr int kHearts = static_cast<int>(Suit::Hearts);
constexpr int kDiamonds = static_cast<int>(Suit::Diamonds);
constexpr int kClubs = static_cast<int>(Suit::Clubs);

CardSet cards(std::initializer_list<const char*> texts) {
  CardSet s;
  for (const char* t : texts) s.insert(card(t));
  return s;
}

// docs/rules.md 2.4: a trump beats any plain card; within the suit led the higher card wins; a card
// of another plain suit never wins; of two identical cards the first played stays ahead.
TEST(Rules, Section2_4TrickWinner) {
  EXPECT_TRUE(beats(card("7C"), card("AH"), kHearts, kClubs));
  EXPECT_FALSE(beats(card("AH"), card("7C"), kHearts, kClubs));
  EXPECT_TRUE(beats(card("TH"), card("KH"), kHearts, kClubs));
  EXPECT_FALSE(beats(card("AS"), card("7H"), kHearts, kClubs));
  EXPECT_FALSE(beats(card("KH.1"), card("KH"), kHearts, kClubs));
  EXPECT_TRUE(beats(card("AC"), card("TC"), kHearts, kClubs));
  // Before trumps are fixed no suit trumps.
  EXPECT_FALSE(beats(card("7C"), card("8H"), kHearts, -1));
  const CardId trick[] = {card("9H"), card("AH"), card("7C"), card("AC.1")};
  EXPECT_EQ(trick_winner(trick, 1, kClubs), 0);
  EXPECT_EQ(trick_winner(trick, 2, kClubs), 1);
  EXPECT_EQ(trick_winner(trick, 3, kClubs), 2);
  EXPECT_EQ(trick_winner(trick, 4, kClubs), 3);
  EXPECT_EQ(trick_winner(trick, 4, -1), 1);
  const CardId twins[] = {card("AS"), card("AS.1")};
  EXPECT_EQ(trick_winner(twins, 2, kHearts), 0);
}

// docs/rules.md 2.4: trick_winner() ranks the cards by trick_standing() in one pass; it must name
// the card that beats() would, played card by card, in every trick of two or three cards of two
// packs, under every trump and before trumps are fixed.
TEST(Rules, Section2_4TrickWinnerIsBeatsCardByCard) {
  auto by_beats = [](const CardId* cards, int count, int trump) {
    const int led = led_suit(cards[0]);
    int best = 0;
    for (int i = 1; i < count; ++i)
      if (beats(cards[i], cards[best], led, trump)) best = i;
    return best;
  };
  int tricks = 0, mismatches = 0;
  for (int trump = -1; trump < kSuits; ++trump)
    for (int a = 0; a < 2 * kCardTypes; ++a)
      for (int b = 0; b < 2 * kCardTypes; ++b) {
        if (b == a) continue;
        for (int c = -1; c < 2 * kCardTypes; ++c) {
          if (c == a || c == b) continue;
          const CardId trick[] = {static_cast<CardId>(a), static_cast<CardId>(b), static_cast<CardId>(c < 0 ? 0 : c)};
          const int count = c < 0 ? 2 : 3;
          ++tricks;
          if (trick_winner(trick, count, trump) != by_beats(trick, count, trump)) ++mismatches;
        }
      }
  EXPECT_EQ(tricks, 5 * 64 * 63 * 63);
  EXPECT_EQ(mismatches, 0);
}

// docs/rules.md 2.8: follow suit, win if able, trump when void (or, trump_if_winning, only to win);
// stage2_head_partner = false spares a partner's winning card.
TEST(Rules, Section2_8PlayOffDuties) {
  const Variant two = *preset("two-handed");
  const CardSet hand = cards({"AH", "9H", "7C", "KC", "QS"});
  // Hearts led, the jack winning: only the ace heads it.
  EXPECT_EQ(playoff_playable(two, kClubs, hand, 1, kHearts, card("JH"), 0), cards({"AH"}));
  // Diamonds led: void, so a trump, the higher one when it must head a trump already played.
  EXPECT_EQ(playoff_playable(two, kClubs, hand, 1, kDiamonds, card("8D"), 0), cards({"7C", "KC"}));
  EXPECT_EQ(playoff_playable(two, kClubs, hand, 1, kDiamonds, card("9C"), 0), cards({"KC"}));
  // Void in the suit led and in trumps: any card.
  EXPECT_EQ(playoff_playable(two, kClubs, cards({"AH", "QS"}), 1, kDiamonds, card("8D"), 0), cards({"AH", "QS"}));

  Variant winning_only = two;
  winning_only.stage2_void = Stage2Void::TrumpIfWinning;
  // A trump only where it wins: under the ace of clubs no trump here wins, so any card.
  EXPECT_EQ(playoff_playable(winning_only, kClubs, hand, 1, kDiamonds, card("AC"), 0), hand);
  EXPECT_EQ(playoff_playable(winning_only, kClubs, hand, 1, kDiamonds, card("9C"), 0), cards({"KC"}));

  Variant partners = *preset("four-handed");
  partners.stage2_head_partner = false;
  // The partner (seat 0 for seat 2) holds the trick: follow suit without heading it.
  EXPECT_EQ(playoff_playable(partners, kClubs, hand, 2, kHearts, card("JH"), 0), cards({"AH", "9H"}));
  EXPECT_EQ(playoff_playable(partners, kClubs, hand, 2, kHearts, card("JH"), 1), cards({"AH"}));
}

// docs/rules.md 2.8 read backwards: a play-off card proves which types the hand could not hold.
TEST(Rules, Section2_8WhatAPlayProves) {
  const Variant two = *preset("two-handed");
  auto types = [](std::initializer_list<const char*> texts) {
    std::uint32_t m = 0;
    for (const char* t : texts) m |= std::uint32_t{1} << type_of(card(t));
    return m;
  };
  std::uint32_t hearts = 0, clubs = 0;
  for (int r = 0; r < kRanks; ++r) {
    hearts |= std::uint32_t{1} << card_type(Suit::Hearts, static_cast<Rank>(r));
    clubs |= std::uint32_t{1} << card_type(Suit::Clubs, static_cast<Rank>(r));
  }
  // Following with the nine under the jack: no higher heart.
  EXPECT_EQ(playoff_excluded_types(two, kClubs, card("9H"), 1, kHearts, card("JH"), 0), types({"AH", "TH", "KH", "QH"}));
  // Heading it proves nothing.
  EXPECT_EQ(playoff_excluded_types(two, kClubs, card("QH"), 1, kHearts, card("JH"), 0), 0u);
  // A plain card on a heart lead: no heart and (must trump) no trump.
  EXPECT_EQ(playoff_excluded_types(two, kClubs, card("QS"), 1, kHearts, card("JH"), 0), hearts | clubs);
  // A low trump under a trump: no heart, no higher trump.
  EXPECT_EQ(playoff_excluded_types(two, kClubs, card("7C"), 1, kHearts, card("9C"), 0),
            hearts | types({"AC", "TC", "KC", "QC", "JC"}));
  Variant winning_only = two;
  winning_only.stage2_void = Stage2Void::TrumpIfWinning;
  // A plain card when a trump would have been allowed only to win: no trump that wins.
  EXPECT_EQ(playoff_excluded_types(winning_only, kClubs, card("QS"), 1, kHearts, card("9C"), 0),
            hearts | types({"AC", "TC", "KC", "QC", "JC"}));
}

// The property a determinization rests on, over random play-offs of every preset: the hand a
// card really came from never holds a type the play is said to exclude, and State's playable
// cards are the rules function's.
TEST(Rules, Section2_8PlaysNeverExcludeTheRealHand) {
  int checked = 0;
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      auto game = Game::create(v, seed);
      ASSERT_TRUE(game) << game.status().message();
      Rng rng(seed);
      const int deal = game->state().deal_number();
      while (!game->is_over() && game->state().deal_number() == deal) {
        const State& s = game->state();
        const int p = s.current_player();
        if (s.phase() == Phase::Play && s.stage() == 2 && s.trick_size() > 0) {
          const int best = s.trick_winner_index();
          const int led = static_cast<int>(suit_of(s.trick_card(0)));
          const CardSet playable = playoff_playable(v, s.trump(), s.hand(p), p, led, s.trick_card(best), s.trick_player(best));
          ASSERT_EQ(playable, s.playable(p)) << name;
          playable.for_each([&](CardId c) {
            const std::uint32_t excluded =
                playoff_excluded_types(v, s.trump(), c, p, led, s.trick_card(best), s.trick_player(best));
            EXPECT_EQ(excluded & s.hand(p).types(), 0u) << name << ": " << card_text(c, true);
            ++checked;
          });
        }
        const ActionList legal = game->legal_actions();
        ASSERT_TRUE(game->apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]));
      }
    }
  }
  EXPECT_GT(checked, 100);
}

// docs/rules.md section 3, bezique_pair: fixed QS+JD; by_trump S QS+JD, D QD+JS, C QC+JH, H QH+JC;
// by_colour QS+JD under clubs or hearts, QC+JH under spades or diamonds; the last two wait
// for trumps.
TEST(Rules, Section3BeziquePair) {
  auto pair = [](BeziquePair mode, int trump) -> std::string {
    Variant v;
    v.bezique_pair = mode;
    CardType q = 0, j = 0;
    if (!bezique_pair(v, trump, q, j)) return "-";
    return type_text(q) + "+" + type_text(j);
  };
  for (int trump = -1; trump < kSuits; ++trump) EXPECT_EQ(pair(BeziquePair::Fixed, trump), "QS+JD");
  EXPECT_EQ(pair(BeziquePair::ByTrump, -1), "-");
  EXPECT_EQ(pair(BeziquePair::ByTrump, kSpades), "QS+JD");
  EXPECT_EQ(pair(BeziquePair::ByTrump, kDiamonds), "QD+JS");
  EXPECT_EQ(pair(BeziquePair::ByTrump, kClubs), "QC+JH");
  EXPECT_EQ(pair(BeziquePair::ByTrump, kHearts), "QH+JC");
  EXPECT_EQ(pair(BeziquePair::ByColour, -1), "-");
  EXPECT_EQ(pair(BeziquePair::ByColour, kClubs), "QS+JD");
  EXPECT_EQ(pair(BeziquePair::ByColour, kHearts), "QS+JD");
  EXPECT_EQ(pair(BeziquePair::ByColour, kSpades), "QC+JH");
  EXPECT_EQ(pair(BeziquePair::ByColour, kDiamonds), "QC+JH");
}

// docs/rules.md section 3 (values) and 2.2 (the first marriage fixes trumps, no_repeat_trump).
TEST(Rules, Section3MeldValues) {
  const Variant two = *preset("two-handed");
  EXPECT_EQ(meld_value(two, MeldKind::Marriage, kHearts, -1, kHearts, -1).points, 40);
  EXPECT_EQ(meld_value(two, MeldKind::Marriage, kSpades, -1, kHearts, -1).points, 20);
  EXPECT_EQ(meld_value(two, MeldKind::Sequence, kHearts, -1, kHearts, -1).points, 250);
  const MeldValue plain_sequence = meld_value(two, MeldKind::Sequence, kSpades, -1, kHearts, -1);
  EXPECT_EQ(plain_sequence.points, 0);
  EXPECT_STREQ(plain_sequence.why_not, "scores nothing in this variant");
  EXPECT_EQ(meld_value(two, MeldKind::Bezique, -1, -1, kHearts, -1).points, 40);
  EXPECT_EQ(meld_value(two, MeldKind::DoubleBezique, -1, -1, kHearts, -1).points, 500);
  EXPECT_EQ(meld_value(two, MeldKind::Four, -1, static_cast<int>(Rank::Ace), kHearts, -1).points, 100);
  EXPECT_EQ(meld_value(two, MeldKind::Four, -1, static_cast<int>(Rank::Ten), kHearts, -1).points, 0);
  EXPECT_EQ(meld_value(two, MeldKind::Four, -1, static_cast<int>(Rank::Nine), kHearts, -1).points, 0);
  EXPECT_EQ(meld_value(two, MeldKind::Marriage, kHearts, -1, kHearts, -1).fixes_trump, -1);

  const Variant chinese = *preset("chinese");
  // Before trumps are fixed the first marriage fixes them and is royal...
  const MeldValue first = meld_value(chinese, MeldKind::Marriage, kHearts, -1, -1, kSpades);
  EXPECT_EQ(first.points, chinese.royal_marriage);
  EXPECT_EQ(first.fixes_trump, kHearts);
  // ... except in the suit that was trumps last deal (no_repeat_trump): common, fixing nothing.
  const MeldValue barred = meld_value(chinese, MeldKind::Marriage, kSpades, -1, -1, kSpades);
  EXPECT_EQ(barred.points, chinese.common_marriage);
  EXPECT_EQ(barred.fixes_trump, -1);
  // A sequence fixes trumps only where sequence_fixes_trump says so; fours of trumps wait.
  const MeldValue sequence = meld_value(chinese, MeldKind::Sequence, kHearts, -1, -1, -1);
  EXPECT_EQ(sequence.fixes_trump, chinese.sequence_fixes_trump ? kHearts : -1);
  const MeldValue trumps = meld_value(chinese, MeldKind::FourTrumps, -1, static_cast<int>(Rank::Ace), -1, -1);
  EXPECT_EQ(trumps.points, 0);
  EXPECT_STREQ(trumps.why_not, "waits until trumps are fixed");
  EXPECT_EQ(meld_value(chinese, MeldKind::FourTrumps, -1, static_cast<int>(Rank::Ace), kClubs, -1).points, 1000);
}

// docs/rules.md section 5: what a card won in a trick counts.
TEST(Rules, Section5CardValue) {
  const Variant two = *preset("two-handed");
  EXPECT_EQ(card_value(two, Rank::Ace), 10);
  EXPECT_EQ(card_value(two, Rank::Ten), 10);
  EXPECT_EQ(card_value(two, Rank::King), 0);
  Variant points = two;
  points.card_count = CardCount::CardPoints;
  EXPECT_EQ(card_value(points, Rank::Ace), 11);
  EXPECT_EQ(card_value(points, Rank::Queen), 3);
  EXPECT_EQ(card_value(*preset("chinese"), Rank::Ace), 0);  // card_count = none
}

}  // namespace
}  // namespace bezique
