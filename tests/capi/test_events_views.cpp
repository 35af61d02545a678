// Events (polled, whole match or last action, redacted per viewer) and view snapshots.
#include <algorithm>

#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

TEST(CapiEvents, TheFirstDealIsTheFirstEvents) {
  GamePtr g = crafted_game();
  // Before any action, "last" is the first deal: deal started, two hands, turn-up, trumps.
  const std::uint32_t n = event_count(g.get());
  EXPECT_EQ(event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST), n);
  ASSERT_EQ(n, 5u);
  const bzq_event started = event_at(g.get(), 0);
  EXPECT_EQ(started.type, BZQ_EVENT_DEAL_STARTED);
  EXPECT_EQ(started.player, 0);  // the dealer
  EXPECT_EQ(started.value, 0);
  const bzq_event hand = event_at(g.get(), 1);
  EXPECT_EQ(hand.type, BZQ_EVENT_HAND_DEALT);
  EXPECT_EQ(hand.count, 8);
  EXPECT_EQ(hand.flags & BZQ_EVENT_FLAG_HIDDEN, BZQ_EVENT_FLAG_HIDDEN);
  const bzq_event up = event_at(g.get(), 3);
  EXPECT_EQ(up.type, BZQ_EVENT_TURN_UP);
  EXPECT_EQ(up.cards[0], BZQ_CARD(0, BZQ_SUIT_HEARTS, BZQ_RANK_NINE));
  const bzq_event trumps = event_at(g.get(), 4);
  EXPECT_EQ(trumps.type, BZQ_EVENT_TRUMP_FIXED);
  EXPECT_EQ(trumps.suit, BZQ_SUIT_HEARTS);
}

TEST(CapiEvents, HiddenCardsAreRedactedForOthers) {
  GamePtr g = crafted_game();
  for (std::uint32_t i = 0; i < event_count(g.get()); ++i) {
    const bzq_event all = event_at(g.get(), i);
    if (all.type != BZQ_EVENT_HAND_DEALT) continue;
    const bzq_event own = event_at(g.get(), i, all.player);
    const bzq_event other = event_at(g.get(), i, 1 - all.player);
    const bzq_event spectator = event_at(g.get(), i, BZQ_SPECTATOR);
    EXPECT_EQ(own.flags & BZQ_EVENT_FLAG_REDACTED, 0);
    EXPECT_TRUE(std::equal(own.cards, own.cards + 16, all.cards));
    for (const bzq_event& e : {other, spectator}) {
      EXPECT_EQ(e.flags & BZQ_EVENT_FLAG_REDACTED, BZQ_EVENT_FLAG_REDACTED);
      EXPECT_EQ(e.count, 8);  // how many is public, which is not
      EXPECT_TRUE(std::all_of(e.cards, e.cards + 16, [](std::uint8_t c) { return c == 0; }));
    }
    const std::string text = get_string([&](char* b, std::uint32_t s, std::uint32_t* n) {
      return bzq_game_event_text(g.get(), BZQ_SPECTATOR, BZQ_EVENTS_ALL, i, b, s, n);
    });
    EXPECT_EQ(text, "P" + std::to_string(all.player) + " is dealt 8 cards");
  }
}

TEST(CapiEvents, LastActionEventsAndText) {
  GamePtr g = crafted_game();
  const std::uint32_t before = event_count(g.get());
  ASSERT_EQ(bzq_game_apply_text(g.get(), 1, "7C"), BZQ_OK);
  ASSERT_EQ(event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST), 1u);
  EXPECT_EQ(event_count(g.get()), before + 1);
  const bzq_event played = event_at(g.get(), 0, BZQ_SPECTATOR, BZQ_EVENTS_LAST);
  EXPECT_EQ(played.type, BZQ_EVENT_CARD_PLAYED);
  EXPECT_EQ(played.player, 1);
  EXPECT_EQ(played.cards[0], C7);
  EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* n) {
              return bzq_game_event_text(g.get(), BZQ_SPECTATOR, BZQ_EVENTS_LAST, 0, b, s, n);
            }),
            "P1 plays 7C");
  // P0 wins with the ace of trumps (docs/rules.md 2.4): the trick, then the declaration decision.
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "AH"), BZQ_OK);
  bool won = false;
  for (std::uint32_t i = 0; i < event_count(g.get(), 0, BZQ_EVENTS_LAST); ++i) {
    const bzq_event e = event_at(g.get(), i, 0, BZQ_EVENTS_LAST);
    if (e.type == BZQ_EVENT_TRICK_WON) {
      won = true;
      EXPECT_EQ(e.player, 0);
      EXPECT_EQ(e.value, 0);
    }
  }
  EXPECT_TRUE(won);
  // After a pass the winner draws first: P0's draw is hidden from P1.
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "pass"), BZQ_OK);
  int draws = 0;
  for (std::uint32_t i = 0; i < event_count(g.get(), 1, BZQ_EVENTS_LAST); ++i) {
    const bzq_event e = event_at(g.get(), i, 1, BZQ_EVENTS_LAST);
    if (e.type != BZQ_EVENT_CARD_DRAWN) continue;
    ++draws;
    EXPECT_EQ((e.flags & BZQ_EVENT_FLAG_REDACTED) != 0, e.player == 0);
  }
  EXPECT_EQ(draws, 2);
}

TEST(CapiEvents, Errors) {
  GamePtr g = crafted_game();
  const std::uint32_t n = event_count(g.get());
  bzq_event e;
  bzq_event_init(&e);
  EXPECT_EQ(bzq_game_event(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_ALL, n, &e), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("event index 5 is out of range: there are 5"));
  EXPECT_EQ(bzq_game_event(g.get(), 2, BZQ_EVENTS_ALL, 0, &e), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("viewer 2 is out of range"));
  EXPECT_EQ(bzq_game_event(g.get(), -3, BZQ_EVENTS_ALL, 0, &e), BZQ_OUT_OF_RANGE);
  EXPECT_EQ(bzq_game_event(g.get(), 0, 2, 0, &e), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("event scope 2"));
  std::uint32_t count = 0;
  EXPECT_EQ(bzq_game_event_count(g.get(), 0, 7, &count), BZQ_OUT_OF_RANGE);
  EXPECT_EQ(bzq_game_event_count(g.get(), 0, BZQ_EVENTS_ALL, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_event_count(nullptr, 0, BZQ_EVENTS_ALL, &count), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_event(nullptr, 0, BZQ_EVENTS_ALL, 0, &e), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_event(g.get(), 0, BZQ_EVENTS_ALL, 0, nullptr), BZQ_NULL_ARGUMENT);
  e.struct_size = 16;
  EXPECT_EQ(bzq_game_event(g.get(), 0, BZQ_EVENTS_ALL, 0, &e), BZQ_BAD_STRUCT_SIZE);
  EXPECT_EQ(bzq_game_event_text(g.get(), 0, BZQ_EVENTS_ALL, n, nullptr, 0, &count), BZQ_OUT_OF_RANGE);
  EXPECT_EQ(bzq_game_event_text(nullptr, 0, BZQ_EVENTS_ALL, 0, nullptr, 0, &count), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(event_count(g.get()), n);
}

namespace {

ViewPtr view_of(const bzq_game* g, std::int32_t viewer) {
  bzq_view* v = nullptr;
  EXPECT_EQ(bzq_game_view(g, viewer, &v), BZQ_OK) << bzq_last_error();
  return ViewPtr(v);
}

std::vector<std::uint8_t> hand_of(const bzq_view* v) {
  std::uint32_t n = 0;
  EXPECT_EQ(bzq_view_hand(v, nullptr, 0, &n), BZQ_OK);
  std::vector<std::uint8_t> out(n);
  if (n) {
    EXPECT_EQ(bzq_view_hand(v, out.data(), n, &n), BZQ_OK);
  }
  return out;
}

}  // namespace

TEST(CapiView, APlayerSeesOwnHandOnly) {
  GamePtr g = crafted_game();
  ViewPtr p0 = view_of(g.get(), 0);
  ViewPtr p1 = view_of(g.get(), 1);
  ViewPtr spectator = view_of(g.get(), BZQ_SPECTATOR);
  EXPECT_EQ(hand_of(p0.get()), (std::vector<std::uint8_t>{KS, QS, AH, KH, QH, KD, JD, KC}));  // ascending ids
  EXPECT_EQ(hand_of(p1.get()).size(), 8u);
  EXPECT_TRUE(hand_of(spectator.get()).empty());
  int32_t sizes[4];
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_view_hand_sizes(spectator.get(), sizes, 4, &n), BZQ_OK);
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(sizes[0], 8);
  EXPECT_EQ(sizes[1], 8);
  bzq_info info;
  bzq_info_init(&info);
  ASSERT_EQ(bzq_view_info(p0.get(), &info), BZQ_OK);
  EXPECT_EQ(info.viewer, 0);
  EXPECT_EQ(info.current_player, 1);
  EXPECT_EQ(info.trump, BZQ_SUIT_HEARTS);
  // Only the player to act has legal actions in its view.
  std::uint32_t legal = 9;
  ASSERT_EQ(bzq_view_legal_count(p0.get(), &legal), BZQ_OK);
  EXPECT_EQ(legal, 0u);
  ASSERT_EQ(bzq_view_legal_count(p1.get(), &legal), BZQ_OK);
  EXPECT_EQ(legal, 8u);
  const std::string text =
      get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) { return bzq_view_text(p0.get(), b, s, nd); });
  EXPECT_THAT(text, HasSubstr("your hand: KS QS AH KH QH KD JD KC"));
  EXPECT_THAT(text, ::testing::Not(HasSubstr("7C")));  // P1's cards
  const std::string spec_text = get_string(
      [&](char* b, std::uint32_t s, std::uint32_t* nd) { return bzq_view_text(spectator.get(), b, s, nd); });
  EXPECT_THAT(spec_text, ::testing::Not(HasSubstr("your hand")));
}

TEST(CapiView, TableTrickPlayedMeldsAndScores) {
  GamePtr g = crafted_game();
  ASSERT_EQ(bzq_game_apply_text(g.get(), 1, "7C"), BZQ_OK);
  {
    ViewPtr v = view_of(g.get(), 0);
    std::int8_t who[4];
    std::uint8_t what[4];
    std::uint32_t n = 0;
    ASSERT_EQ(bzq_view_trick(v.get(), who, what, 4, &n), BZQ_OK);
    ASSERT_EQ(n, 1u);
    EXPECT_EQ(who[0], 1);
    EXPECT_EQ(what[0], C7);
    ASSERT_EQ(bzq_view_trick(v.get(), nullptr, what, 4, &n), BZQ_OK);  // players may be NULL
    // P0's legal actions in its own view match the game's, texts included.
    std::uint32_t legal = 0;
    ASSERT_EQ(bzq_view_legal_count(v.get(), &legal), BZQ_OK);
    ASSERT_EQ(legal, 8u);
    for (std::uint32_t i = 0; i < legal; ++i) {
      EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) {
                  return bzq_view_legal_text(v.get(), i, b, s, nd);
                }),
                legal_text(g.get(), i));
      bzq_action a, b;
      bzq_action_init(&a);
      bzq_action_init(&b);
      ASSERT_EQ(bzq_view_legal_action(v.get(), i, &a), BZQ_OK);
      ASSERT_EQ(bzq_game_legal_action(g.get(), i, &b), BZQ_OK);
      EXPECT_EQ(0, std::memcmp(&a, &b, sizeof a));
    }
  }
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "AH"), BZQ_OK);
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "marriage KH+QH"), BZQ_OK);
  ViewPtr v = view_of(g.get(), 1);
  std::uint8_t cards[64];
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_view_table(v.get(), 0, cards, 64, &n), BZQ_OK);
  ASSERT_EQ(n, 2u);  // the declared cards lie face up: P1 sees them
  EXPECT_EQ(cards[0], KH);
  EXPECT_EQ(cards[1], QH);
  ASSERT_EQ(bzq_view_table(v.get(), 1, cards, 64, &n), BZQ_OK);
  EXPECT_EQ(n, 0u);
  ASSERT_EQ(bzq_view_played(v.get(), cards, 64, &n), BZQ_OK);
  EXPECT_EQ(n, 2u);
  std::uint32_t melds = 0;
  ASSERT_EQ(bzq_view_meld_count(v.get(), &melds), BZQ_OK);
  ASSERT_EQ(melds, 1u);
  bzq_meld m;
  bzq_meld_init(&m);
  ASSERT_EQ(bzq_view_meld(v.get(), 0, &m), BZQ_OK);
  EXPECT_EQ(m.meld, BZQ_MELD_MARRIAGE);
  EXPECT_EQ(m.player, 0);
  EXPECT_EQ(m.count, 2);
  EXPECT_EQ(m.broken, 0);
  int32_t scores[2];
  ASSERT_EQ(bzq_view_scores(v.get(), BZQ_SCORES_POINTS, scores, 2, &n), BZQ_OK);
  EXPECT_EQ(scores[0], 40);
  EXPECT_EQ(scores[1], 0);
  ASSERT_EQ(bzq_view_scores(v.get(), BZQ_SCORES_RESULTS, scores, 2, &n), BZQ_OK);
  ASSERT_EQ(bzq_view_scores(v.get(), BZQ_SCORES_PENDING, scores, 2, &n), BZQ_OK);
  // docs/rules.md section 5: 10 per ace and ten won, counted at the end of the deal: P0 won 7C+AH.
  EXPECT_EQ(scores[0], 10);
  EXPECT_EQ(scores[1], 0);
  // The view's history is the game's, redacted for P1.
  std::uint32_t events = 0;
  ASSERT_EQ(bzq_view_event_count(v.get(), &events), BZQ_OK);
  EXPECT_EQ(events, event_count(g.get()));
  for (std::uint32_t i = 0; i < events; ++i) {
    bzq_event a;
    bzq_event_init(&a);
    ASSERT_EQ(bzq_view_event(v.get(), i, &a), BZQ_OK);
    const bzq_event b = event_at(g.get(), i, 1);
    EXPECT_EQ(0, std::memcmp(&a, &b, sizeof a)) << i;
  }
}

TEST(CapiView, IsASnapshotIndependentOfItsGame) {
  GamePtr g = crafted_game();
  ViewPtr v = view_of(g.get(), 1);
  g.reset();  // the game is gone; the view still answers
  std::uint32_t legal = 0;
  ASSERT_EQ(bzq_view_legal_count(v.get(), &legal), BZQ_OK);
  EXPECT_EQ(legal, 8u);
  EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_view_legal_text(v.get(), 0, b, s, n); }),
            "8S");
}

TEST(CapiView, Errors) {
  GamePtr g = crafted_game();
  bzq_view* out = nullptr;
  EXPECT_EQ(bzq_game_view(g.get(), 2, &out), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("viewer 2"));
  EXPECT_EQ(bzq_game_view(g.get(), BZQ_OMNISCIENT, &out), BZQ_OUT_OF_RANGE);
  EXPECT_EQ(bzq_game_view(g.get(), 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_view(nullptr, 0, &out), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(out, nullptr);
  ViewPtr v = view_of(g.get(), 0);
  std::uint32_t n = 0;
  std::uint8_t cards[2];
  EXPECT_EQ(bzq_view_hand(v.get(), cards, 2, &n), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(n, 8u);
  EXPECT_THAT(bzq_view_message(v.get()), HasSubstr("array of 2 elements is too small: 8 needed"));
  EXPECT_EQ(bzq_view_hand(v.get(), nullptr, 2, &n), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_view_hand(v.get(), nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_view_table(v.get(), 2, cards, 2, &n), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_view_message(v.get()), HasSubstr("player 2 is out of range"));
  EXPECT_EQ(bzq_view_table(v.get(), -1, cards, 2, &n), BZQ_OUT_OF_RANGE);
  int32_t scores[2];
  EXPECT_EQ(bzq_view_scores(v.get(), 9, scores, 2, &n), BZQ_OUT_OF_RANGE);
  bzq_meld m;
  bzq_meld_init(&m);
  EXPECT_EQ(bzq_view_meld(v.get(), 0, &m), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_view_message(v.get()), HasSubstr("meld index 0 is out of range: there are 0"));
  bzq_action a;
  bzq_action_init(&a);
  EXPECT_EQ(bzq_view_legal_action(v.get(), 0, &a), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_view_message(v.get()), HasSubstr("its viewer is not to act"));
  EXPECT_EQ(bzq_view_legal_text(v.get(), 0, nullptr, 0, &n), BZQ_OUT_OF_RANGE);
  bzq_event e;
  bzq_event_init(&e);
  EXPECT_EQ(bzq_view_event(v.get(), 100, &e), BZQ_OUT_OF_RANGE);
  e.struct_size = 0;
  EXPECT_EQ(bzq_view_event(v.get(), 0, &e), BZQ_BAD_STRUCT_SIZE);
  bzq_info info;
  bzq_info_init(&info);
  info.struct_size = 3;
  EXPECT_EQ(bzq_view_info(v.get(), &info), BZQ_BAD_STRUCT_SIZE);
  // NULL view everywhere.
  auto null_view = [](bzq_status s) {
    EXPECT_EQ(s, BZQ_NULL_ARGUMENT);
    EXPECT_THAT(bzq_last_error(), HasSubstr("view is NULL"));
  };
  null_view(bzq_view_info(nullptr, &info));
  null_view(bzq_view_hand(nullptr, cards, 2, &n));
  null_view(bzq_view_hand_sizes(nullptr, scores, 2, &n));
  null_view(bzq_view_table(nullptr, 0, cards, 2, &n));
  null_view(bzq_view_trick(nullptr, nullptr, cards, 2, &n));
  null_view(bzq_view_played(nullptr, cards, 2, &n));
  null_view(bzq_view_scores(nullptr, 0, scores, 2, &n));
  null_view(bzq_view_meld_count(nullptr, &n));
  null_view(bzq_view_meld(nullptr, 0, &m));
  null_view(bzq_view_legal_count(nullptr, &n));
  null_view(bzq_view_legal_action(nullptr, 0, &a));
  null_view(bzq_view_legal_text(nullptr, 0, nullptr, 0, &n));
  null_view(bzq_view_event_count(nullptr, &n));
  null_view(bzq_view_event(nullptr, 0, &e));
  null_view(bzq_view_text(nullptr, nullptr, 0, &n));
  EXPECT_EQ(bzq_view_meld_count(v.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_view_legal_count(v.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_view_event_count(v.get(), nullptr), BZQ_NULL_ARGUMENT);
}
