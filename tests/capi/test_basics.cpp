// Versions, status names, the error channel, enumeration names, cards and struct initialisers.
#include <cstring>
#include <thread>

#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;

TEST(CapiVersion, MatchesTheHeader) {
  EXPECT_STREQ(bzq_version_string(), BZQ_VERSION_STRING);
  EXPECT_EQ(bzq_version_number(), static_cast<std::uint32_t>(BZQ_VERSION_NUMBER));
  EXPECT_EQ(bzq_version_number(), static_cast<std::uint32_t>(BZQ_VERSION_MAJOR * 10000 + BZQ_VERSION_MINOR * 100 +
                                                            BZQ_VERSION_PATCH));
  EXPECT_EQ(bzq_abi_version(), static_cast<std::uint32_t>(BZQ_ABI_VERSION));
  const std::string expected = std::to_string(BZQ_VERSION_MAJOR) + "." + std::to_string(BZQ_VERSION_MINOR) + "." +
                               std::to_string(BZQ_VERSION_PATCH);
  EXPECT_EQ(std::string(bzq_version_string()), expected);
}

TEST(CapiStatus, ValuesNeverChange) {
  // These numbers are the contract: a host compiled against them must keep working.
  EXPECT_EQ(BZQ_OK, 0);
  EXPECT_EQ(BZQ_INVALID_ARGUMENT, 1);
  EXPECT_EQ(BZQ_UNKNOWN_NAME, 2);
  EXPECT_EQ(BZQ_PARSE_ERROR, 3);
  EXPECT_EQ(BZQ_INVALID_VARIANT, 4);
  EXPECT_EQ(BZQ_ILLEGAL_ACTION, 5);
  EXPECT_EQ(BZQ_WRONG_PHASE, 6);
  EXPECT_EQ(BZQ_OUT_OF_TURN, 7);
  EXPECT_EQ(BZQ_GAME_OVER, 8);
  EXPECT_EQ(BZQ_CORRUPT_RECORD, 9);
  EXPECT_EQ(BZQ_BUFFER_TOO_SMALL, 10);
  EXPECT_EQ(BZQ_INTERNAL, 11);
  EXPECT_EQ(BZQ_NULL_ARGUMENT, 100);
  EXPECT_EQ(BZQ_OUT_OF_RANGE, 101);
  EXPECT_EQ(BZQ_OUT_OF_MEMORY, 102);
  EXPECT_EQ(BZQ_BAD_STRUCT_SIZE, 103);
}

TEST(CapiStatus, StringNamesEveryStatus) {
  EXPECT_STREQ(bzq_status_string(BZQ_OK), "ok");
  EXPECT_STREQ(bzq_status_string(BZQ_ILLEGAL_ACTION), "illegal action");
  EXPECT_STREQ(bzq_status_string(BZQ_OUT_OF_TURN), "out of turn");
  EXPECT_STREQ(bzq_status_string(BZQ_NULL_ARGUMENT), "null argument");
  EXPECT_STREQ(bzq_status_string(BZQ_BAD_STRUCT_SIZE), "bad struct size");
  EXPECT_STREQ(bzq_status_string(12), "unknown status");
  EXPECT_STREQ(bzq_status_string(-1), "unknown status");
  for (bzq_status s : {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 101, 102, 103})
    EXPECT_STRNE(bzq_status_string(s), "unknown status") << s;
}

TEST(CapiLastError, RecordsTheLastFailureOfThisThread) {
  bzq_variant* v = nullptr;
  EXPECT_EQ(bzq_variant_new("no-such-preset", &v), BZQ_UNKNOWN_NAME);
  EXPECT_EQ(v, nullptr);
  EXPECT_EQ(bzq_last_error_status(), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("no-such-preset"));
  // Copied into a buffer: size query, too small, exact.
  std::uint32_t needed = 0;
  ASSERT_EQ(bzq_last_error_copy(nullptr, 0, &needed), BZQ_OK);
  EXPECT_EQ(needed, std::strlen(bzq_last_error()) + 1);
  std::string expected = bzq_last_error();
  char small[4] = {'x', 'x', 'x', 'x'};
  EXPECT_EQ(bzq_last_error_copy(small, sizeof small, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(small[0], 'x');  // nothing written
  std::string buf(needed, '\0');
  ASSERT_EQ(bzq_last_error_copy(&buf[0], needed, &needed), BZQ_OK);
  EXPECT_EQ(std::string(buf.c_str()), expected);
  // A success does not clear it; another failure replaces it.
  VariantPtr ok = make_variant("rubicon");
  EXPECT_EQ(bzq_last_error_status(), BZQ_UNKNOWN_NAME);
  EXPECT_EQ(bzq_variant_new(nullptr, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_last_error_status(), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("out is NULL"));
}

TEST(CapiLastError, IsThreadLocal) {
  if (!BEZIQUE_THREADS) GTEST_SKIP() << "built without threads (BEZIQUE_THREADS=OFF)";
  EXPECT_EQ(bzq_variant_new("first-thread-preset", nullptr), BZQ_NULL_ARGUMENT);
  std::string other;
  std::thread t([&] {
    bzq_variant* v = nullptr;
    bzq_variant_new("second-thread-preset", &v);
    other = bzq_last_error();
  });
  t.join();
  EXPECT_THAT(other, HasSubstr("second-thread-preset"));
  EXPECT_THAT(bzq_last_error(), HasSubstr("out is NULL"));
}

TEST(CapiNames, EveryEnumerationHasItsName) {
  EXPECT_STREQ(bzq_action_type_name(BZQ_ACTION_PLAY), "play");
  EXPECT_STREQ(bzq_action_type_name(BZQ_ACTION_CARTE_BLANCHE), "carte-blanche");
  EXPECT_STREQ(bzq_action_type_name(BZQ_ACTION_CLAIM), "claim");
  EXPECT_EQ(bzq_action_type_name(11), nullptr);
  EXPECT_EQ(bzq_action_type_name(-1), nullptr);
  EXPECT_STREQ(bzq_meld_name(BZQ_MELD_MARRIAGE), "marriage");
  EXPECT_STREQ(bzq_meld_name(BZQ_MELD_DOUBLE_BEZIQUE), "double-bezique");
  EXPECT_STREQ(bzq_meld_name(BZQ_MELD_FIVE_TRUMPS), "five-trumps");
  EXPECT_EQ(bzq_meld_name(BZQ_MELD_INFER), nullptr);
  EXPECT_STREQ(bzq_event_type_name(BZQ_EVENT_DEAL_STARTED), "deal-started");
  EXPECT_STREQ(bzq_event_type_name(BZQ_EVENT_HAND_DEALT), "hand-dealt");
  EXPECT_EQ(bzq_event_type_name(18), nullptr);
  EXPECT_STREQ(bzq_phase_name(BZQ_PHASE_DEAL), "deal");
  EXPECT_STREQ(bzq_phase_name(BZQ_PHASE_LAST_DRAW), "last-draw");
  EXPECT_STREQ(bzq_phase_name(BZQ_PHASE_GAME_OVER), "game-over");
  EXPECT_EQ(bzq_phase_name(8), nullptr);
  EXPECT_STREQ(bzq_reason_name(BZQ_REASON_NONE), "none");
  EXPECT_STREQ(bzq_reason_name(BZQ_REASON_RUBICON), "rubicon");
  EXPECT_EQ(bzq_reason_name(9), nullptr);
}

TEST(CapiNames, MeldFromName) {
  std::uint8_t m = 99;
  ASSERT_EQ(bzq_meld_from_name("four-trumps", &m), BZQ_OK);
  EXPECT_EQ(m, BZQ_MELD_FOUR_TRUMPS);
  for (int k = 0; k <= BZQ_MELD_FIVE_TRUMPS; ++k) {
    ASSERT_EQ(bzq_meld_from_name(bzq_meld_name(k), &m), BZQ_OK);
    EXPECT_EQ(m, k);
  }
  m = 99;
  EXPECT_EQ(bzq_meld_from_name("quadruple-marriage", &m), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("quadruple-marriage"));
  EXPECT_EQ(m, 99);
  EXPECT_EQ(bzq_meld_from_name(nullptr, &m), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_meld_from_name("four", nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("meld is NULL"));
}

TEST(CapiCards, IdsFollowTheDocumentedLayout) {
  // copy * 32 + suit * 8 + rank: the queen of spades is 3, its second copy 35, the seven of
  // clubs 31.
  EXPECT_EQ(BZQ_CARD(0, BZQ_SUIT_SPADES, BZQ_RANK_QUEEN), 3);
  EXPECT_EQ(BZQ_CARD(1, BZQ_SUIT_SPADES, BZQ_RANK_QUEEN), 35);
  EXPECT_EQ(BZQ_CARD(0, BZQ_SUIT_CLUBS, BZQ_RANK_SEVEN), 31);
  EXPECT_EQ(BZQ_CARD_COPY(35), 1);
  EXPECT_EQ(BZQ_CARD_SUIT(35), BZQ_SUIT_SPADES);
  EXPECT_EQ(BZQ_CARD_RANK(35), BZQ_RANK_QUEEN);
  auto text = [](std::uint8_t c, int copy) {
    return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_card_text(c, copy, b, s, n); });
  };
  EXPECT_EQ(text(3, 0), "QS");
  EXPECT_EQ(text(35, 1), "QS.1");
  EXPECT_EQ(text(BZQ_CARD(0, BZQ_SUIT_HEARTS, BZQ_RANK_TEN), 0), "TH");
  EXPECT_EQ(text(BZQ_CARD(7, BZQ_SUIT_CLUBS, BZQ_RANK_SEVEN), 1), "7C.7");
}

TEST(CapiCards, ParseEveryCardBackAndRefuseOthers) {
  for (int id = 0; id < 256; ++id) {
    const std::string t = get_string(
        [&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_card_text(static_cast<std::uint8_t>(id), 1, b, s, n); });
    std::uint8_t back = 0;
    ASSERT_EQ(bzq_card_parse(t.c_str(), &back), BZQ_OK) << t;
    EXPECT_EQ(back, id);
  }
  std::uint8_t c = 7;
  ASSERT_EQ(bzq_card_parse("10h", &c), BZQ_OK);
  EXPECT_EQ(c, BZQ_CARD(0, BZQ_SUIT_HEARTS, BZQ_RANK_TEN));
  c = 7;
  for (const char* bad : {"", "Q", "QX", "1S", "QS.8", "QS.", "QS.12", "queen of spades", "QS QS"}) {
    EXPECT_EQ(bzq_card_parse(bad, &c), BZQ_PARSE_ERROR) << bad;
    EXPECT_THAT(bzq_last_error(), HasSubstr("is not a card")) << bad;
    EXPECT_EQ(c, 7) << bad;
  }
  EXPECT_EQ(bzq_card_parse(nullptr, &c), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_card_parse("QS", nullptr), BZQ_NULL_ARGUMENT);
}

TEST(CapiBuffers, SizeQueryTooSmallAndExact) {
  std::uint32_t needed = 0;
  ASSERT_EQ(bzq_card_text(3, 1, nullptr, 0, &needed), BZQ_OK);
  EXPECT_EQ(needed, 5u);  // "QS.0" + NUL
  char buf[5] = {'x', 'x', 'x', 'x', 'x'};
  needed = 0;
  EXPECT_EQ(bzq_card_text(3, 1, buf, 4, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, 5u);
  EXPECT_EQ(buf[0], 'x');
  EXPECT_THAT(bzq_last_error(), HasSubstr("4 bytes is too small: 5 needed"));
  ASSERT_EQ(bzq_card_text(3, 1, buf, 5, nullptr), BZQ_OK);  // needed is optional with a buffer
  EXPECT_STREQ(buf, "QS.0");
  EXPECT_EQ(bzq_card_text(3, 1, nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("needed"));
  EXPECT_EQ(bzq_card_text(3, 1, nullptr, 5, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("buf"));
}

TEST(CapiStructs, InitSetsTheSizeAndZeroes) {
  bzq_action a;
  std::memset(&a, 0xAB, sizeof a);
  bzq_action_init(&a);
  EXPECT_EQ(a.struct_size, sizeof(bzq_action));
  EXPECT_EQ(a.type, 0);
  EXPECT_EQ(a.cards[11], 0);
  bzq_event e;
  std::memset(&e, 0xAB, sizeof e);
  bzq_event_init(&e);
  EXPECT_EQ(e.struct_size, sizeof(bzq_event));
  EXPECT_EQ(e.value, 0);
  bzq_meld m;
  bzq_meld_init(&m);
  EXPECT_EQ(m.struct_size, sizeof(bzq_meld));
  bzq_meld_score ms;
  bzq_meld_score_init(&ms);
  EXPECT_EQ(ms.struct_size, sizeof(bzq_meld_score));
  bzq_info info;
  bzq_info_init(&info);
  EXPECT_EQ(info.struct_size, sizeof(bzq_info));
  // NULL is accepted and ignored.
  bzq_action_init(nullptr);
  bzq_event_init(nullptr);
  bzq_meld_init(nullptr);
  bzq_meld_score_init(nullptr);
  bzq_info_init(nullptr);
}

TEST(CapiStructs, LayoutsAreFixed) {
  // Blittable layouts that a P/Invoke or SWIG binding mirrors field by field.
  EXPECT_EQ(sizeof(bzq_action), 20u);
  EXPECT_EQ(offsetof(bzq_action, type), 4u);
  EXPECT_EQ(offsetof(bzq_action, cards), 8u);
  EXPECT_EQ(sizeof(bzq_event), 32u);
  EXPECT_EQ(offsetof(bzq_event, value), 12u);
  EXPECT_EQ(offsetof(bzq_event, cards), 16u);
  EXPECT_EQ(sizeof(bzq_meld), 20u);
  EXPECT_EQ(offsetof(bzq_meld, cards), 8u);
  EXPECT_EQ(sizeof(bzq_meld_score), 12u);
  EXPECT_EQ(offsetof(bzq_meld_score, points), 8u);
  EXPECT_EQ(sizeof(bzq_info), 64u);
  EXPECT_EQ(offsetof(bzq_info, viewer), 56u);
  EXPECT_EQ(offsetof(bzq_info, first_bezique_scored), 60u);
}

TEST(CapiStructs, AnInfoOfTheFirstSizeGetsItsFieldsOnly) {
  // A host built against the header before first_bezique_scored passes struct_size 60: the
  // library fills those 60 bytes and writes nothing past them.
  GamePtr g = make_game("two-handed", 3);
  struct Older {
    bzq_info info;
    int32_t guard;
  } older;
  std::memset(&older, 0x5A, sizeof older);
  older.info.struct_size = 60;
  ASSERT_EQ(bzq_game_info(g.get(), &older.info), BZQ_OK) << bzq_last_error();
  EXPECT_EQ(older.info.struct_size, 60u);
  EXPECT_EQ(older.info.players, 2);
  std::int32_t past;
  std::memcpy(&past, reinterpret_cast<const unsigned char*>(&older.info) + 60, sizeof past);
  EXPECT_EQ(past, 0x5A5A5A5A);
  older.info.struct_size = 59;
  EXPECT_EQ(bzq_game_info(g.get(), &older.info), BZQ_BAD_STRUCT_SIZE);
}

TEST(CapiHandles, DestroyAcceptsNull) {
  bzq_variant_free(nullptr);
  bzq_game_free(nullptr);
  bzq_view_free(nullptr);
  bzq_record_free(nullptr);
  EXPECT_STREQ(bzq_variant_message(nullptr), "");
  EXPECT_STREQ(bzq_game_message(nullptr), "");
  EXPECT_STREQ(bzq_view_message(nullptr), "");
  EXPECT_STREQ(bzq_record_message(nullptr), "");
}
