// Games: creation from a seed or deck orders, copies, facts and scores, legal actions and
// applying them, the meld query, and every error path (each leaves the game unchanged).
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

TEST(CapiGame, NewFromSeedIsDeterministic) {
  GamePtr a = make_game("two-handed", 42);
  GamePtr b = make_game("two-handed", 42);
  GamePtr c = make_game("two-handed", 43);
  EXPECT_EQ(state_text(a.get()), state_text(b.get()));
  EXPECT_NE(state_text(a.get()), state_text(c.get()));
  std::uint64_t seed = 0;
  ASSERT_EQ(bzq_game_seed(a.get(), &seed), BZQ_OK);
  EXPECT_EQ(seed, 42u);
  bzq_variant* v = nullptr;
  ASSERT_EQ(bzq_game_variant(a.get(), &v), BZQ_OK);
  VariantPtr vp(v);
  EXPECT_EQ(get_string([&](char* b2, std::uint32_t s, std::uint32_t* n) { return bzq_variant_text(v, b2, s, n); }),
            "two-handed");
}

TEST(CapiGame, InfoAtTheStartOfATwoHandedGame) {
  // docs/rules.md 2.1: eight cards each, the dealer's opponent leads; 2.2: a turn-up fixes trumps.
  GamePtr g = crafted_game();
  const bzq_info info = info_of(g.get());
  EXPECT_EQ(info.players, 2);
  EXPECT_EQ(info.sides, 2);
  EXPECT_EQ(info.phase, BZQ_PHASE_PLAY);
  EXPECT_EQ(info.dealer, 0);
  EXPECT_EQ(info.current_player, 1);
  EXPECT_EQ(info.deal_number, 0);
  EXPECT_EQ(info.stage, 1);
  EXPECT_EQ(info.trump, BZQ_SUIT_HEARTS);
  EXPECT_EQ(info.turn_up, BZQ_CARD(0, BZQ_SUIT_HEARTS, BZQ_RANK_NINE));
  EXPECT_EQ(info.stock_size, 64 - 16);
  EXPECT_EQ(info.is_over, 0);
  EXPECT_EQ(info.winner, -1);
  EXPECT_EQ(info.viewer, BZQ_OMNISCIENT);
  int32_t scores[4] = {-1, -1, -1, -1};
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_game_scores(g.get(), BZQ_SCORES_POINTS, scores, 4, &n), BZQ_OK);
  EXPECT_EQ(n, 2u);
  EXPECT_EQ(scores[0], 0);
  EXPECT_EQ(scores[1], 0);
}

TEST(CapiGame, LegalActionsOfTheLeaderAreItsEightCards) {
  GamePtr g = crafted_game();
  // P1 holds 7C 8C 9C 7D 8D 9D 7S 8S; in stage 1 any card may be led (docs/rules.md 2.4). The list is
  // ordered by card type: spades, hearts, diamonds, clubs, each A T K Q J 9 8 7.
  EXPECT_THAT(legal_texts(g.get()), ElementsAre("8S", "7S", "9D", "8D", "7D", "9C", "8C", "7C"));
  bzq_action a;
  bzq_action_init(&a);
  ASSERT_EQ(bzq_game_legal_action(g.get(), 7, &a), BZQ_OK);
  EXPECT_EQ(a.type, BZQ_ACTION_PLAY);
  EXPECT_EQ(a.count, 1);
  EXPECT_EQ(a.cards[0], C7);
  std::uint32_t id = 99;
  ASSERT_EQ(bzq_game_action_id(g.get(), &a, &id), BZQ_OK);
  EXPECT_EQ(id, 7u);
  EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* n) {
              return bzq_game_action_text(g.get(), &a, b, s, n);
            }),
            "7C");
}

TEST(CapiGame, DeclarationByTextScoresTheRoyalMarriage) {
  GamePtr g = crafted_game();
  play_to_declaration(g.get());
  const bzq_info info = info_of(g.get());
  EXPECT_EQ(info.phase, BZQ_PHASE_DECLARE);
  EXPECT_EQ(info.current_player, 0);
  const auto legal = legal_texts(g.get());
  EXPECT_THAT(legal, ::testing::Contains("marriage KH+QH"));
  EXPECT_THAT(legal, ::testing::Contains("bezique QS+JD"));
  EXPECT_THAT(legal, ::testing::Contains("pass"));
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "marriage KH+QH"), BZQ_OK) << bzq_game_message(g.get());
  // docs/rules.md section 3: a royal marriage (K+Q of trumps) is worth 40.
  int32_t scores[2];
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_game_scores(g.get(), BZQ_SCORES_POINTS, scores, 2, &n), BZQ_OK);
  EXPECT_EQ(scores[0], 40);
  EXPECT_EQ(scores[1], 0);
  bool declared = false;
  for (std::uint32_t i = 0; i < event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST); ++i) {
    const bzq_event e = event_at(g.get(), i, BZQ_OMNISCIENT, BZQ_EVENTS_LAST);
    if (e.type != BZQ_EVENT_MELD_DECLARED) continue;
    declared = true;
    EXPECT_EQ(e.player, 0);
    EXPECT_EQ(e.meld, BZQ_MELD_MARRIAGE);
    EXPECT_EQ(e.value, 40);
    EXPECT_EQ(e.count, 2);
  }
  EXPECT_TRUE(declared);
}

TEST(CapiGame, ApplyByIdStructAndTextReachTheSameState) {
  GamePtr by_id = crafted_game(), by_struct = crafted_game(), by_text = crafted_game();
  for (int step = 0; step < 40; ++step) {
    const bzq_info info = info_of(by_id.get());
    if (info.is_over) break;
    std::uint32_t n = 0;
    ASSERT_EQ(bzq_game_legal_count(by_id.get(), &n), BZQ_OK);
    const std::uint32_t id = static_cast<std::uint32_t>(step * 7) % n;
    bzq_action a;
    bzq_action_init(&a);
    ASSERT_EQ(bzq_game_legal_action(by_struct.get(), id, &a), BZQ_OK);
    const std::string text = legal_text(by_text.get(), id);
    ASSERT_EQ(bzq_game_apply_id(by_id.get(), info.current_player, id), BZQ_OK);
    ASSERT_EQ(bzq_game_apply_action(by_struct.get(), info.current_player, &a), BZQ_OK);
    ASSERT_EQ(bzq_game_apply_text(by_text.get(), info.current_player, text.c_str()), BZQ_OK) << text;
    ASSERT_EQ(state_text(by_id.get()), state_text(by_struct.get())) << step;
    ASSERT_EQ(state_text(by_id.get()), state_text(by_text.get())) << step;
  }
}

// bzq_game_legal_actions() gives in one call what bzq_game_legal_action() gives id by id,
// declarations included, in every position of games of several presets.
TEST(CapiGame, LegalActionsInOneCallAreThoseIdById) {
  for (const char* preset : {"two-handed", "rubicon", "chinese", "four-handed"}) {
    GamePtr g = make_game(preset, 5);
    for (int step = 0; step < 300; ++step) {
      const bzq_info info = info_of(g.get());
      if (info.is_over) break;
      std::uint32_t n = 0, asked = 0, written = 0;
      ASSERT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
      ASSERT_EQ(bzq_game_legal_actions(g.get(), nullptr, 0, &asked), BZQ_OK);
      ASSERT_EQ(asked, n);
      std::vector<bzq_action> all(n + 1);
      bzq_action_init(&all[0]);
      ASSERT_EQ(bzq_game_legal_actions(g.get(), all.data(), n + 1, &written), BZQ_OK) << bzq_game_message(g.get());
      ASSERT_EQ(written, n);
      for (std::uint32_t id = 0; id < n; ++id) {
        bzq_action one;
        bzq_action_init(&one);
        ASSERT_EQ(bzq_game_legal_action(g.get(), id, &one), BZQ_OK);
        ASSERT_EQ(0, std::memcmp(&one, &all[id], sizeof one)) << preset << " step " << step << " id " << id;
      }
      ASSERT_EQ(bzq_game_apply_id(g.get(), info.current_player, static_cast<std::uint32_t>(step * 5) % n), BZQ_OK);
    }
  }
}

// bzq_game_play() applies as bzq_game_apply_id() does and says in the same call who acts next,
// with how many actions: what bzq_game_info() and bzq_game_legal_count() say. After a decision
// that ends a deal, the next deal waits (deal_pending) until the game is read again.
TEST(CapiGame, PlayAppliesAndGivesTheTurnItLeadsTo) {
  for (const char* preset : {"two-handed", "rubicon", "chinese", "four-handed"}) {
    GamePtr played = make_game(preset, 9), applied = make_game(preset, 9);
    bzq_turn turn;
    bzq_turn_init(&turn);
    ASSERT_EQ(bzq_game_turn(played.get(), &turn), BZQ_OK);
    int pending = 0;
    for (std::uint32_t step = 0; step < 700 && !turn.is_over; ++step) {
      if (turn.deal_pending) {
        ++pending;
        EXPECT_EQ(turn.current_player, -1);
        EXPECT_EQ(turn.legal_count, 0u);
        // The deal number is already the next deal's; bzq_game_turn() deals it.
        EXPECT_EQ(turn.deal_number, info_of(applied.get()).deal_number) << preset;
        ASSERT_EQ(bzq_game_turn(played.get(), &turn), BZQ_OK);
        EXPECT_EQ(turn.deal_pending, 0);
      }
      const bzq_info info = info_of(applied.get());
      std::uint32_t n = 0;
      ASSERT_EQ(bzq_game_legal_count(applied.get(), &n), BZQ_OK);
      ASSERT_EQ(turn.current_player, info.current_player) << preset << " step " << step;
      ASSERT_EQ(turn.legal_count, n) << preset << " step " << step;
      ASSERT_EQ(turn.deal_number, info.deal_number) << preset << " step " << step;
      ASSERT_EQ(turn.decision_count, step);
      const std::uint32_t id = (step * 11) % n;
      ASSERT_EQ(bzq_game_play(played.get(), turn.current_player, id, &turn), BZQ_OK) << bzq_game_message(played.get());
      ASSERT_EQ(bzq_game_apply_id(applied.get(), info.current_player, id), BZQ_OK);
      ASSERT_EQ(turn.is_over, info_of(applied.get()).is_over);
      if (!turn.deal_pending) {
        ASSERT_EQ(state_text(played.get()), state_text(applied.get())) << preset << " step " << step;
      }
    }
    EXPECT_GT(pending, 0) << preset << ": no deal ended";
    ASSERT_EQ(bzq_game_turn(played.get(), &turn), BZQ_OK);
    EXPECT_EQ(state_text(played.get()), state_text(applied.get())) << preset;
    EXPECT_EQ(record_text(played.get()), record_text(applied.get())) << preset;
    // Without a turn to fill, it plays all the same.
    if (!turn.is_over) {
      ASSERT_EQ(bzq_game_play(played.get(), turn.current_player, 0, nullptr), BZQ_OK);
      ASSERT_EQ(bzq_game_apply_id(applied.get(), turn.current_player, 0), BZQ_OK);
      EXPECT_EQ(state_text(played.get()), state_text(applied.get())) << preset;
    }
  }
}

// A turn of an older header (struct_size 28, this version's) and of a newer, larger one.
TEST(CapiGame, TurnOfAnotherSizeIsFilledUpToItsSize) {
  GamePtr g = make_game("two-handed", 3);
  struct Bigger {
    bzq_turn t;
    std::uint32_t tail;
  } big;
  std::memset(&big, 0xAB, sizeof big);
  big.t.struct_size = sizeof big;
  ASSERT_EQ(bzq_game_turn(g.get(), &big.t), BZQ_OK);
  EXPECT_EQ(big.t.struct_size, sizeof big);
  EXPECT_EQ(big.tail, 0xABABABABu);
  const bzq_info info = info_of(g.get());
  EXPECT_EQ(big.t.current_player, info.current_player);
  EXPECT_EQ(big.t.deal_pending, 0);
}

// The array's stride is the first struct's size: a newer header's larger bzq_action is written
// element by element at that stride, its unknown tail untouched.
TEST(CapiGame, LegalActionsUseTheFirstStructsSizeAsTheStride) {
  GamePtr g = crafted_game();
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
  struct Bigger {
    bzq_action a;
    std::uint32_t future;
  };
  std::vector<Bigger> big(n);
  for (Bigger& b : big) b.future = 0xDEADBEEF;
  big[0].a.struct_size = sizeof(Bigger);
  std::uint32_t count = 0;
  ASSERT_EQ(bzq_game_legal_actions(g.get(), &big[0].a, n, &count), BZQ_OK) << bzq_game_message(g.get());
  ASSERT_EQ(count, n);
  for (std::uint32_t id = 0; id < n; ++id) {
    bzq_action one;
    bzq_action_init(&one);
    ASSERT_EQ(bzq_game_legal_action(g.get(), id, &one), BZQ_OK);
    EXPECT_EQ(big[id].a.struct_size, sizeof(Bigger));
    EXPECT_EQ(big[id].a.type, one.type);
    EXPECT_EQ(0, std::memcmp(big[id].a.cards, one.cards, sizeof one.cards));
    EXPECT_EQ(big[id].future, 0xDEADBEEFu);
  }
}

TEST(CapiGame, ParseActionGivesTheLegalAction) {
  GamePtr g = crafted_game();
  play_to_declaration(g.get());
  bzq_action a;
  bzq_action_init(&a);
  // Spelling is free: case, order, spaces around '+', and the kind inferred with "declare".
  ASSERT_EQ(bzq_game_parse_action(g.get(), "declare qh+kh", &a), BZQ_OK) << bzq_game_message(g.get());
  bzq_action named;
  bzq_action_init(&named);
  ASSERT_EQ(bzq_game_parse_action(g.get(), "Marriage qh + KH", &named), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(0, std::memcmp(&a, &named, sizeof a));
  EXPECT_EQ(a.type, BZQ_ACTION_DECLARE);
  EXPECT_EQ(a.meld, BZQ_MELD_MARRIAGE);
  EXPECT_EQ(a.count, 2);
  EXPECT_EQ(a.cards[0], KH);  // sorted by card type
  EXPECT_EQ(a.cards[1], QH);
  std::uint32_t id = 0;
  ASSERT_EQ(bzq_game_action_id(g.get(), &a, &id), BZQ_OK);
  EXPECT_EQ(legal_text(g.get(), id), "marriage KH+QH");
}

// A declaration's cards may come in any order through the struct, as through text.
TEST(CapiGame, DeclarationCardsInAnyOrder) {
  GamePtr g = crafted_game();
  play_to_declaration(g.get());
  bzq_action a;
  bzq_action_init(&a);
  a.type = BZQ_ACTION_DECLARE;
  a.meld = BZQ_MELD_MARRIAGE;
  a.count = 2;
  a.cards[0] = QH;
  a.cards[1] = KH;
  std::uint32_t id = 0;
  ASSERT_EQ(bzq_game_action_id(g.get(), &a, &id), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(legal_text(g.get(), id), "marriage KH+QH");
  ASSERT_EQ(bzq_game_apply_action(g.get(), 0, &a), BZQ_OK) << bzq_game_message(g.get());
  bool declared = false;
  for (std::uint32_t i = 0; i < event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST); ++i) {
    const bzq_event e = event_at(g.get(), i, BZQ_OMNISCIENT, BZQ_EVENTS_LAST);
    if (e.type != BZQ_EVENT_MELD_DECLARED) continue;
    declared = true;
    EXPECT_EQ(e.value, 40);
    EXPECT_EQ(e.cards[0], KH);
    EXPECT_EQ(e.cards[1], QH);
  }
  EXPECT_TRUE(declared);
  EXPECT_NE(record_text(g.get()).find("\nmarriage KH+QH\n"), std::string::npos);
}

TEST(CapiGame, NewWithDecksMatchesDeckText) {
  VariantPtr v = make_variant("two-handed");
  GamePtr from_text = crafted_game();
  // The same deck as physical ids: the n-th occurrence of a type is its copy n.
  std::vector<std::uint8_t> ids;
  {
    std::string text = crafted_deck_text();
    int seen[32] = {};
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t sp = text.find(' ', start);
      std::string tok = text.substr(start, sp == std::string::npos ? std::string::npos : sp - start);
      start = sp == std::string::npos ? text.size() : sp + 1;
      std::uint8_t c = 0;
      ASSERT_EQ(bzq_card_parse(tok.c_str(), &c), BZQ_OK);
      ids.push_back(static_cast<std::uint8_t>(c + 32 * seen[c]++));
    }
  }
  ASSERT_EQ(ids.size(), 64u);
  bzq_game* g = nullptr;
  ASSERT_EQ(bzq_game_new_with_decks(v.get(), 5, ids.data(), 64, 1, &g), BZQ_OK) << bzq_last_error();
  GamePtr from_ids(g);
  EXPECT_EQ(state_text(from_ids.get()), state_text(from_text.get()));
  EXPECT_EQ(record_text(from_ids.get()), record_text(from_text.get()));
}

TEST(CapiGame, BadDecksAreRefused) {
  VariantPtr v = make_variant("two-handed");
  bzq_game* g = nullptr;
  std::vector<std::uint8_t> ids(64);
  for (int i = 0; i < 64; ++i) ids[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
  EXPECT_EQ(bzq_game_new_with_decks(v.get(), 1, ids.data(), 63, 1, &g), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("63 cards do not make 1 decks of 64"));
  ids[10] = ids[11];
  EXPECT_EQ(bzq_game_new_with_decks(v.get(), 1, ids.data(), 64, 1, &g), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("appears twice"));
  ids[10] = 200;  // a third copy: not a card of a two-pack game
  EXPECT_EQ(bzq_game_new_with_decks(v.get(), 1, ids.data(), 64, 1, &g), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("not a card of this game"));
  EXPECT_EQ(bzq_game_new_with_decks(v.get(), 1, nullptr, 64, 1, &g), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_new_with_deck_text(v.get(), 1, "AS KS", &g), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("deck 0"));
  EXPECT_THAT(bzq_last_error(), HasSubstr("2 cards, the variant has 64"));
  EXPECT_EQ(bzq_game_new_with_deck_text(v.get(), 1, "AS XX", &g), BZQ_PARSE_ERROR);
  EXPECT_THAT(bzq_last_error(), HasSubstr("'XX' is not a card"));
  EXPECT_EQ(g, nullptr);
  // No explicit deck at all: every deal from the seed.
  ASSERT_EQ(bzq_game_new_with_decks(v.get(), 9, nullptr, 0, 0, &g), BZQ_OK);
  GamePtr seeded(g);
  EXPECT_EQ(state_text(seeded.get()), state_text(make_game("two-handed", 9).get()));
}

// bzq_game_restart() makes in the same handle the game bzq_game_new() makes: the same state,
// record, events and play, whatever the old game had done (decks and start scores included).
TEST(CapiGame, RestartIsTheNewGameOfThatSeed) {
  for (const char* preset : {"two-handed", "rubicon", "four-handed", "haitian"}) {
    VariantPtr variant = make_variant(preset);
    bzq_game* raw = nullptr;
    ASSERT_EQ(bzq_game_new(variant.get(), 5, &raw), BZQ_OK);
    GamePtr g(raw);
    for (std::uint64_t seed : {5u, 6u, 5u}) {
      GamePtr fresh = make_game(preset, seed);
      ASSERT_EQ(bzq_game_restart(g.get(), seed), BZQ_OK) << bzq_game_message(g.get());
      EXPECT_EQ(Snapshot(g.get()), Snapshot(fresh.get())) << preset << " seed " << seed;
      std::uint64_t got = 0;
      ASSERT_EQ(bzq_game_seed(g.get(), &got), BZQ_OK);
      EXPECT_EQ(got, seed);
      // Both play on alike, to the end of the game, through a deal that waits.
      bzq_turn a, b;
      bzq_turn_init(&a);
      bzq_turn_init(&b);
      ASSERT_EQ(bzq_game_turn(g.get(), &a), BZQ_OK);
      ASSERT_EQ(bzq_game_turn(fresh.get(), &b), BZQ_OK);
      for (std::uint32_t step = 0; !a.is_over && step < 3000; ++step) {
        if (a.deal_pending) {
          ASSERT_EQ(bzq_game_turn(g.get(), &a), BZQ_OK);
          ASSERT_EQ(bzq_game_turn(fresh.get(), &b), BZQ_OK);
        }
        ASSERT_EQ(0, std::memcmp(&a, &b, sizeof a)) << preset << " step " << step;
        const std::uint32_t id = (step * 7) % a.legal_count;
        ASSERT_EQ(bzq_game_play(g.get(), a.current_player, id, &a), BZQ_OK);
        ASSERT_EQ(bzq_game_play(fresh.get(), b.current_player, id, &b), BZQ_OK);
      }
      EXPECT_EQ(record_text(g.get()), record_text(fresh.get())) << preset;
    }
  }
  // A game from decks, or with start scores, restarts as a plain game of its variant.
  VariantPtr variant = make_variant("rubicon");
  const std::int32_t scores[] = {0, 0};
  bzq_game* raw = nullptr;
  ASSERT_EQ(bzq_game_new_with_scores(variant.get(), 1, scores, 2, &raw), BZQ_OK) << bzq_last_error();
  GamePtr g(raw);
  ASSERT_EQ(bzq_game_apply_id(g.get(), info_of(g.get()).current_player, 0), BZQ_OK);
  ASSERT_EQ(bzq_game_restart(g.get(), 8), BZQ_OK);
  EXPECT_EQ(Snapshot(g.get()), Snapshot(make_game("rubicon", 8).get()));
  std::uint32_t decisions = 99;
  ASSERT_EQ(bzq_game_decision_count(g.get(), &decisions), BZQ_OK);
  EXPECT_EQ(decisions, 0u);
}

TEST(CapiGame, CloneIsIndependent) {
  GamePtr g = crafted_game();
  bzq_game* c = nullptr;
  ASSERT_EQ(bzq_game_clone(g.get(), &c), BZQ_OK);
  GamePtr clone(c);
  EXPECT_EQ(state_text(g.get()), state_text(clone.get()));
  ASSERT_EQ(bzq_game_apply_text(clone.get(), 1, "7C"), BZQ_OK);
  EXPECT_NE(state_text(g.get()), state_text(clone.get()));
  EXPECT_EQ(info_of(g.get()).current_player, 1);
  EXPECT_EQ(info_of(clone.get()).current_player, 0);
  // The original plays on as if nothing happened.
  ASSERT_EQ(bzq_game_apply_text(g.get(), 1, "7C"), BZQ_OK);
  EXPECT_EQ(state_text(g.get()), state_text(clone.get()));
}

// ---------------------------------------------------------------------------------------
// Error paths: each returns its documented status, names the problem, and changes nothing.

class CapiGameErrors : public ::testing::Test {
 protected:
  void SetUp() override { g = crafted_game(); }
  // The failed call's status, its message on the handle and the thread, and no change.
  void expect_refused(bzq_status got, bzq_status want, const std::string& fragment, const Snapshot& before) {
    EXPECT_EQ(got, want) << bzq_status_string(got) << ": " << bzq_game_message(g.get());
    EXPECT_THAT(bzq_game_message(g.get()), HasSubstr(fragment));
    EXPECT_THAT(bzq_last_error(), HasSubstr(fragment));
    EXPECT_EQ(bzq_last_error_status(), want);
    EXPECT_TRUE(Snapshot(g.get()) == before) << "the failed call changed the game";
  }
  GamePtr g;
};

TEST_F(CapiGameErrors, ActionOutOfTurn) {
  const Snapshot before(g.get());
  bzq_action a;
  bzq_action_init(&a);
  ASSERT_EQ(bzq_game_legal_action(g.get(), 0, &a), BZQ_OK);
  expect_refused(bzq_game_apply_id(g.get(), 0, 0), BZQ_OUT_OF_TURN, "P0 is not to act: P1 is", before);
  bzq_turn turn;
  bzq_turn_init(&turn);
  turn.deal_number = 77;
  expect_refused(bzq_game_play(g.get(), 0, 0, &turn), BZQ_OUT_OF_TURN, "P0 is not to act: P1 is", before);
  expect_refused(bzq_game_play(g.get(), 1, 1000, &turn), BZQ_OUT_OF_RANGE, "action id 1000 is out of range", before);
  EXPECT_EQ(turn.deal_number, 77) << "a failed call wrote the turn";
  turn.struct_size = 8;
  expect_refused(bzq_game_play(g.get(), 1, 0, &turn), BZQ_BAD_STRUCT_SIZE, "turn->struct_size is 8", before);
  expect_refused(bzq_game_turn(g.get(), &turn), BZQ_BAD_STRUCT_SIZE, "turn->struct_size is 8", before);
  expect_refused(bzq_game_turn(g.get(), nullptr), BZQ_NULL_ARGUMENT, "turn", before);
  expect_refused(bzq_game_apply_action(g.get(), 0, &a), BZQ_OUT_OF_TURN, "P0 is not to act", before);
  expect_refused(bzq_game_apply_text(g.get(), 0, "KH"), BZQ_OUT_OF_TURN, "P0 is not to act", before);
}

TEST_F(CapiGameErrors, ActionInTheWrongPhase) {
  const Snapshot before(g.get());
  // Now is the play of a card: nothing to pass, no declaration.
  expect_refused(bzq_game_apply_text(g.get(), 1, "pass"), BZQ_WRONG_PHASE, "nothing to pass", before);
  bzq_action pass;
  bzq_action_init(&pass);
  pass.type = BZQ_ACTION_PASS;
  expect_refused(bzq_game_apply_action(g.get(), 1, &pass), BZQ_WRONG_PHASE, "nothing to pass", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "take-top"), BZQ_WRONG_PHASE, "no choice of card", before);
  play_to_declaration(g.get());
  const Snapshot declaring(g.get());
  // In the declaration phase no card can be played.
  expect_refused(bzq_game_apply_text(g.get(), 0, "KS"), BZQ_WRONG_PHASE, "no card can be played", declaring);
}

TEST_F(CapiGameErrors, IllegalActions) {
  const Snapshot before(g.get());
  // P1 does not hold the king of hearts (P0 does).
  expect_refused(bzq_game_apply_text(g.get(), 1, "KH"), BZQ_ILLEGAL_ACTION, "you do not hold KH", before);
  bzq_action a;
  bzq_action_init(&a);
  a.type = BZQ_ACTION_PLAY;
  a.count = 1;
  a.cards[0] = KH;
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_ILLEGAL_ACTION, "you do not hold KH", before);
  std::uint32_t id = 5;
  expect_refused(bzq_game_action_id(g.get(), &a, &id), BZQ_ILLEGAL_ACTION, "you do not hold KH", before);
  EXPECT_EQ(id, 5u);
  a.cards[0] = 3 * 32;  // a fourth copy: not in a two-pack game
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_ILLEGAL_ACTION, "is not a card of this game", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "claim"), BZQ_ILLEGAL_ACTION, "claiming the game is not allowed",
                 before);
  play_to_declaration(g.get());
  const Snapshot declaring(g.get());
  // docs/rules.md section 3: a sequence needs A T K Q J; a marriage needs K+Q of one suit.
  expect_refused(bzq_game_apply_text(g.get(), 0, "marriage KH+QS"), BZQ_ILLEGAL_ACTION, "", declaring);
  expect_refused(bzq_game_apply_text(g.get(), 0, "sequence KH+QH"), BZQ_ILLEGAL_ACTION, "", declaring);
}

TEST_F(CapiGameErrors, MalformedText) {
  const Snapshot before(g.get());
  expect_refused(bzq_game_apply_text(g.get(), 1, ""), BZQ_PARSE_ERROR, "empty action text", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "dance QS"), BZQ_PARSE_ERROR, "'dance' is not an action", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "ZZ"), BZQ_PARSE_ERROR, "'ZZ' is not a card", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "pass 7C"), BZQ_PARSE_ERROR, "takes no cards", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, std::string(300, 'Q').c_str()), BZQ_PARSE_ERROR, "longer than 200",
                 before);
  bzq_action a;
  bzq_action_init(&a);
  expect_refused(bzq_game_parse_action(g.get(), "7C+", &a), BZQ_PARSE_ERROR, "is not a card", before);
}

TEST_F(CapiGameErrors, OutOfRangeIdsSeatsAndEnums) {
  const Snapshot before(g.get());
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
  ASSERT_EQ(n, 8u);
  expect_refused(bzq_game_apply_id(g.get(), 1, 8), BZQ_OUT_OF_RANGE, "action id 8 is out of range: there are 8", before);
  expect_refused(bzq_game_apply_id(g.get(), 1, UINT32_MAX), BZQ_OUT_OF_RANGE, "out of range", before);
  expect_refused(bzq_game_apply_id(g.get(), 2, 0), BZQ_OUT_OF_RANGE, "player 2 is out of range", before);
  expect_refused(bzq_game_apply_id(g.get(), -1, 0), BZQ_OUT_OF_RANGE, "player -1 is out of range", before);
  bzq_action a;
  bzq_action_init(&a);
  expect_refused(bzq_game_legal_action(g.get(), 8, &a), BZQ_OUT_OF_RANGE, "action id 8", before);
  expect_refused(bzq_game_legal_text(g.get(), 9, nullptr, 0, &n), BZQ_OUT_OF_RANGE, "action id 9", before);
  a.type = 11;
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_OUT_OF_RANGE, "action type 11", before);
  a.type = BZQ_ACTION_DECLARE;
  a.meld = 11;
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_OUT_OF_RANGE, "meld kind 11", before);
  a.meld = 0;
  a.count = 13;
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_OUT_OF_RANGE, "card count 13", before);
  int32_t scores[2];
  expect_refused(bzq_game_scores(g.get(), 3, scores, 2, &n), BZQ_OUT_OF_RANGE, "scores kind 3", before);
}

TEST_F(CapiGameErrors, StructSizes) {
  const Snapshot before(g.get());
  bzq_action a;
  bzq_action_init(&a);
  a.struct_size = 8;
  expect_refused(bzq_game_legal_action(g.get(), 0, &a), BZQ_BAD_STRUCT_SIZE, "struct_size is 8", before);
  EXPECT_EQ(a.type, 0);  // not written
  bzq_action all[8];
  all[0].struct_size = 8;
  std::uint32_t count = 0;
  expect_refused(bzq_game_legal_actions(g.get(), all, 8, &count), BZQ_BAD_STRUCT_SIZE, "actions[0]->struct_size is 8",
                 before);
  expect_refused(bzq_game_apply_action(g.get(), 1, &a), BZQ_BAD_STRUCT_SIZE, "struct_size", before);
  bzq_info info;
  bzq_info_init(&info);
  info.struct_size = 0;
  expect_refused(bzq_game_info(g.get(), &info), BZQ_BAD_STRUCT_SIZE, "info->struct_size is 0", before);
  EXPECT_EQ(info.players, 0);
  // A larger struct (a newer header) is accepted; the library writes what it knows.
  struct Bigger {
    bzq_action a;
    std::uint32_t future;
  } big{};
  big.a.struct_size = sizeof big;
  big.future = 0xDEADBEEF;
  ASSERT_EQ(bzq_game_legal_action(g.get(), 0, &big.a), BZQ_OK);
  EXPECT_EQ(big.a.type, BZQ_ACTION_PLAY);
  EXPECT_EQ(big.future, 0xDEADBEEFu);
}

TEST_F(CapiGameErrors, BufferTooSmall) {
  const Snapshot before(g.get());
  char buf[2] = {'x', 'x'};
  std::uint32_t needed = 0;
  expect_refused(bzq_game_legal_text(g.get(), 0, buf, sizeof buf, &needed), BZQ_BUFFER_TOO_SMALL,
                 "2 bytes is too small: 3 needed", before);
  EXPECT_EQ(needed, 3u);
  EXPECT_EQ(buf[0], 'x');
  expect_refused(bzq_game_save_state(g.get(), buf, sizeof buf, &needed), BZQ_BUFFER_TOO_SMALL, "too small", before);
  int32_t one[1] = {-7};
  std::uint32_t count = 0;
  expect_refused(bzq_game_scores(g.get(), BZQ_SCORES_POINTS, one, 1, &count), BZQ_BUFFER_TOO_SMALL,
                 "array of 1 elements is too small: 2 needed", before);
  EXPECT_EQ(count, 2u);
  EXPECT_EQ(one[0], -7);
  bzq_action actions[7];
  bzq_action_init(&actions[0]);
  actions[0].type = 0xEE;
  expect_refused(bzq_game_legal_actions(g.get(), actions, 7, &count), BZQ_BUFFER_TOO_SMALL,
                 "array of 7 elements is too small: 8 needed", before);
  EXPECT_EQ(count, 8u);
  EXPECT_EQ(actions[0].type, 0xEE);  // not written
}

TEST_F(CapiGameErrors, NullHandlesAndPointers) {
  const Snapshot before(g.get());
  std::uint32_t n = 0;
  bzq_action a;
  bzq_action_init(&a);
  bzq_info info;
  bzq_info_init(&info);
  auto null_game = [](bzq_status s) {
    EXPECT_EQ(s, BZQ_NULL_ARGUMENT);
    EXPECT_THAT(bzq_last_error(), HasSubstr("game is NULL"));
  };
  null_game(bzq_game_legal_count(nullptr, &n));
  null_game(bzq_game_turn(nullptr, nullptr));
  null_game(bzq_game_play(nullptr, 0, 0, nullptr));
  null_game(bzq_game_restart(nullptr, 1));
  null_game(bzq_game_legal_action(nullptr, 0, &a));
  null_game(bzq_game_legal_actions(nullptr, &a, 1, &n));
  EXPECT_EQ(bzq_game_legal_actions(g.get(), nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_legal_actions(g.get(), nullptr, 3, &n), BZQ_NULL_ARGUMENT);
  null_game(bzq_game_legal_text(nullptr, 0, nullptr, 0, &n));
  null_game(bzq_game_action_id(nullptr, &a, &n));
  null_game(bzq_game_action_text(nullptr, &a, nullptr, 0, &n));
  null_game(bzq_game_parse_action(nullptr, "QS", &a));
  null_game(bzq_game_apply_id(nullptr, 0, 0));
  null_game(bzq_game_apply_action(nullptr, 0, &a));
  null_game(bzq_game_apply_text(nullptr, 0, "QS"));
  null_game(bzq_game_info(nullptr, &info));
  int32_t scores[2];
  null_game(bzq_game_scores(nullptr, 0, scores, 2, &n));
  std::uint64_t seed = 0;
  null_game(bzq_game_seed(nullptr, &seed));
  bzq_variant* v = nullptr;
  null_game(bzq_game_variant(nullptr, &v));
  bzq_game* out = nullptr;
  null_game(bzq_game_clone(nullptr, &out));
  bzq_meld_score ms;
  bzq_meld_score_init(&ms);
  null_game(bzq_game_evaluate_meld(nullptr, 0, BZQ_MELD_INFER, nullptr, 0, &ms));
  null_game(bzq_game_full_text(nullptr, nullptr, 0, &n));
  EXPECT_EQ(bzq_game_new(nullptr, 1, &out), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("variant is NULL"));
  // NULL out-parameters on a live game: the handle's message names them.
  expect_refused(bzq_game_legal_count(g.get(), nullptr), BZQ_NULL_ARGUMENT, "count is NULL", before);
  expect_refused(bzq_game_legal_action(g.get(), 0, nullptr), BZQ_NULL_ARGUMENT, "out is NULL", before);
  expect_refused(bzq_game_apply_action(g.get(), 1, nullptr), BZQ_NULL_ARGUMENT, "action is NULL", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, nullptr), BZQ_NULL_ARGUMENT, "text is NULL", before);
  expect_refused(bzq_game_info(g.get(), nullptr), BZQ_NULL_ARGUMENT, "info is NULL", before);
  expect_refused(bzq_game_seed(g.get(), nullptr), BZQ_NULL_ARGUMENT, "seed is NULL", before);
  expect_refused(bzq_game_clone(g.get(), nullptr), BZQ_NULL_ARGUMENT, "out is NULL", before);
  expect_refused(bzq_game_action_id(g.get(), &a, nullptr), BZQ_NULL_ARGUMENT, "id is NULL", before);
  expect_refused(bzq_game_parse_action(g.get(), nullptr, &a), BZQ_NULL_ARGUMENT, "text is NULL", before);
  expect_refused(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_INFER, nullptr, 2, &ms), BZQ_NULL_ARGUMENT,
                 "cards is NULL", before);
}

TEST_F(CapiGameErrors, AfterTheEndEveryActionIsGameOver) {
  VariantPtr v = make_variant("fixed-point");
  bzq_game* raw = nullptr;
  ASSERT_EQ(bzq_game_new(v.get(), 3, &raw), BZQ_OK);
  g.reset(raw);
  // docs/rules.md section 5, fixed point: a player may stop play at any turn and claim the game.
  const int32_t p = info_of(g.get()).current_player;
  ASSERT_EQ(bzq_game_apply_text(g.get(), p, "claim"), BZQ_OK) << bzq_game_message(g.get());
  const bzq_info info = info_of(g.get());
  ASSERT_EQ(info.is_over, 1);
  const Snapshot before(g.get());
  expect_refused(bzq_game_apply_id(g.get(), 0, 0), BZQ_GAME_OVER, "the game is over", before);
  expect_refused(bzq_game_apply_text(g.get(), 1, "pass"), BZQ_GAME_OVER, "the game is over", before);
  bzq_turn turn;
  bzq_turn_init(&turn);
  for (const int32_t seat : {p, 1 - p, -1})
    expect_refused(bzq_game_play(g.get(), seat, 0, &turn), BZQ_GAME_OVER, "the game is over", before);
  bzq_action a;
  bzq_action_init(&a);
  expect_refused(bzq_game_apply_action(g.get(), 0, &a), BZQ_GAME_OVER, "the game is over", before);
  expect_refused(bzq_game_legal_action(g.get(), 0, &a), BZQ_GAME_OVER, "no legal actions", before);
  expect_refused(bzq_game_parse_action(g.get(), "pass", &a), BZQ_GAME_OVER, "the game is over", before);
  std::uint32_t n = 5;
  ASSERT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
  EXPECT_EQ(n, 0u);
}

// ---------------------------------------------------------------------------------------
// The meld query.

TEST(CapiMeld, EvaluateKnownMelds) {
  GamePtr g = crafted_game();
  bzq_meld_score s;
  bzq_meld_score_init(&s);
  // docs/rules.md section 3 with hearts trumps: royal marriage 40, bezique 40, four kings 80.
  const std::uint8_t marriage[] = {KH, QH};
  ASSERT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_MARRIAGE, marriage, 2, &s), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(s.meld, BZQ_MELD_MARRIAGE);
  EXPECT_EQ(s.points, 40);
  EXPECT_EQ(s.fixes_trump, -1);  // trumps are already fixed by the turn-up
  const std::uint8_t bezique[] = {QS, JD};
  ASSERT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_INFER, bezique, 2, &s), BZQ_OK);
  EXPECT_EQ(s.meld, BZQ_MELD_BEZIQUE);
  EXPECT_EQ(s.points, 40);
  const std::uint8_t kings[] = {KS, KH, KD, KC};
  ASSERT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_INFER, kings, 4, &s), BZQ_OK);
  EXPECT_EQ(s.meld, BZQ_MELD_FOUR);
  EXPECT_EQ(s.points, 80);
}

TEST(CapiMeld, RefusalsNameTheReasonAndChangeNothing) {
  GamePtr g = crafted_game();
  bzq_meld_score s;
  bzq_meld_score_init(&s);
  s.points = -5;
  const std::uint8_t marriage[] = {KH, QH};
  // P1 does not hold them.
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 1, BZQ_MELD_MARRIAGE, marriage, 2, &s), BZQ_ILLEGAL_ACTION);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("KH"));
  // Not a sequence.
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_SEQUENCE, marriage, 2, &s), BZQ_ILLEGAL_ACTION);
  EXPECT_EQ(s.points, -5);
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 2, BZQ_MELD_MARRIAGE, marriage, 2, &s), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("player 2"));
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, 11, marriage, 2, &s), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("meld kind 11"));
  std::uint8_t many[13] = {};
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_INFER, many, 13, &s), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_game_message(g.get()), HasSubstr("13 cards"));
  s.struct_size = 4;
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_MARRIAGE, marriage, 2, &s), BZQ_BAD_STRUCT_SIZE);
  // docs/rules.md 4.3, reform none: a married king cannot marry again.
  play_to_declaration(g.get());
  ASSERT_EQ(bzq_game_apply_text(g.get(), 0, "marriage KH+QH"), BZQ_OK);
  bzq_meld_score_init(&s);
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_MARRIAGE, marriage, 2, &s), BZQ_ILLEGAL_ACTION);
  // Different classes share cards freely (4.4): the declared king still makes four kings.
  const std::uint8_t kings[] = {KS, KH, KD, KC};
  EXPECT_EQ(bzq_game_evaluate_meld(g.get(), 0, BZQ_MELD_FOUR, kings, 4, &s), BZQ_OK) << bzq_game_message(g.get());
  EXPECT_EQ(s.points, 80);
}

TEST(CapiGame, FullTextShowsHiddenFields) {
  GamePtr g = crafted_game();
  const std::string text =
      get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_full_text(g.get(), b, s, n); });
  EXPECT_THAT(text, HasSubstr("P0 hand: "));
  EXPECT_THAT(text, HasSubstr("stock (bottom first): 9H"));
}
