// Saving and loading: records (with history), state texts, and record handles for replay.
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;
using ::testing::StartsWith;

namespace {

GamePtr played_game(const char* preset, std::uint64_t seed, int actions) {
  GamePtr g = make_game(preset, seed);
  for (int i = 0; i < actions; ++i) {
    const bzq_info info = info_of(g.get());
    if (info.is_over) break;
    std::uint32_t n = 0;
    EXPECT_EQ(bzq_game_legal_count(g.get(), &n), BZQ_OK);
    EXPECT_EQ(bzq_game_apply_id(g.get(), info.current_player, static_cast<std::uint32_t>(i * 31 + 7) % n), BZQ_OK);
  }
  return g;
}

}  // namespace

TEST(CapiRecord, SaveAndLoadRoundTrips) {
  GamePtr g = played_game("rubicon", 11, 120);
  const std::string record = record_text(g.get());
  EXPECT_THAT(record, StartsWith("bezique-record 1\nvariant rubicon\nseed 11\nactions\n"));
  bzq_game* loaded = nullptr;
  ASSERT_EQ(bzq_game_load_record(record.c_str(), &loaded), BZQ_OK) << bzq_last_error();
  GamePtr l(loaded);
  EXPECT_EQ(record_text(l.get()), record);
  EXPECT_EQ(state_text(l.get()), state_text(g.get()));
  // The history is there: the same events, and the same "last" events.
  ASSERT_EQ(event_count(l.get()), event_count(g.get()));
  ASSERT_EQ(event_count(l.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST), event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST));
  for (std::uint32_t i = 0; i < event_count(g.get()); ++i) {
    const bzq_event a = event_at(g.get(), i), b = event_at(l.get(), i);
    EXPECT_EQ(0, std::memcmp(&a, &b, sizeof a)) << i;
  }
}

TEST(CapiRecord, CorruptRecordsNameTheLine) {
  bzq_game* g = nullptr;
  EXPECT_EQ(bzq_game_load_record("hello", &g), BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("record line 1, column 1: not a bezique record"));
  EXPECT_EQ(bzq_game_load_record("bezique-record 1\nvariant pinochle\nseed 1\nactions\nend\n", &g), BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("record line 2"));
  EXPECT_THAT(bzq_last_error(), HasSubstr("pinochle"));
  EXPECT_EQ(bzq_game_load_record("bezique-record 1\nvariant two-handed\nseed x\nactions\nend\n", &g),
            BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("bad seed"));
  EXPECT_EQ(bzq_game_load_record("bezique-record 1\nvariant two-handed\nseed 1\nactions\nclaim\nend\n", &g),
            BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("action 1 'claim'"));
  EXPECT_EQ(bzq_game_load_record("bezique-record 1\nvariant two-handed\nseed 1\nactions\n", &g), BZQ_CORRUPT_RECORD);
  EXPECT_THAT(bzq_last_error(), HasSubstr("truncated"));
  EXPECT_EQ(g, nullptr);
  EXPECT_EQ(bzq_game_load_record(nullptr, &g), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_load_record("x", nullptr), BZQ_NULL_ARGUMENT);
}

TEST(CapiState, SaveAndLoadRoundTrips) {
  GamePtr g = played_game("four-handed", 4, 77);
  const std::string state = state_text(g.get());
  EXPECT_THAT(state, StartsWith("bezique-state 2"));
  VariantPtr v = make_variant("four-handed");
  bzq_game* loaded = nullptr;
  ASSERT_EQ(bzq_game_load_state(v.get(), state.c_str(), 4, &loaded), BZQ_OK) << bzq_last_error();
  GamePtr l(loaded);
  EXPECT_EQ(state_text(l.get()), state);
  EXPECT_EQ(legal_texts(l.get()), legal_texts(g.get()));
  // No history before the loaded position, and no record: a state saves as a state.
  EXPECT_EQ(event_count(l.get()), 0u);
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_game_save_record(l.get(), nullptr, 0, &needed), BZQ_WRONG_PHASE);
  EXPECT_THAT(bzq_game_message(l.get()), HasSubstr("save its state instead"));
  bzq_record* r = nullptr;
  EXPECT_EQ(bzq_game_record(l.get(), &r), BZQ_WRONG_PHASE);
  // Both play on identically, deals after this one from the seed given at loading.
  for (int i = 0; i < 300; ++i) {
    const bzq_info info = info_of(g.get());
    if (info.is_over) break;
    ASSERT_EQ(bzq_game_apply_id(g.get(), info.current_player, 0), BZQ_OK);
    ASSERT_EQ(bzq_game_apply_id(l.get(), info.current_player, 0), BZQ_OK);
    ASSERT_EQ(state_text(l.get()), state_text(g.get())) << i;
  }
}

TEST(CapiState, BadStateTextsAreRefused) {
  GamePtr g = played_game("two-handed", 2, 10);
  const std::string state = state_text(g.get());
  VariantPtr two = make_variant("two-handed");
  VariantPtr rubicon = make_variant("rubicon");
  bzq_game* l = nullptr;
  EXPECT_EQ(bzq_game_load_state(two.get(), "nonsense", 0, &l), BZQ_CORRUPT_RECORD);
  EXPECT_NE(std::string(bzq_last_error()), "");
  // A state of another variant does not load.
  EXPECT_EQ(bzq_game_load_state(rubicon.get(), state.c_str(), 0, &l), BZQ_CORRUPT_RECORD);
  // A truncated one neither.
  EXPECT_EQ(bzq_game_load_state(two.get(), state.substr(0, state.size() / 2).c_str(), 0, &l), BZQ_CORRUPT_RECORD);
  EXPECT_EQ(l, nullptr);
  EXPECT_EQ(bzq_game_load_state(nullptr, state.c_str(), 0, &l), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_load_state(two.get(), nullptr, 0, &l), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_load_state(two.get(), state.c_str(), 0, nullptr), BZQ_NULL_ARGUMENT);
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_game_save_state(nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_save_record(nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
}

TEST(CapiRecordHandle, ActionsTextsAndReplay) {
  GamePtr g = played_game("chinese", 6, 60);
  bzq_record* raw = nullptr;
  ASSERT_EQ(bzq_game_record(g.get(), &raw), BZQ_OK);
  RecordPtr r(raw);
  const std::string text =
      get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_record_text(r.get(), b, s, n); });
  EXPECT_EQ(text, record_text(g.get()));
  std::uint64_t seed = 0;
  ASSERT_EQ(bzq_record_seed(r.get(), &seed), BZQ_OK);
  EXPECT_EQ(seed, 6u);
  bzq_variant* v = nullptr;
  ASSERT_EQ(bzq_record_variant(r.get(), &v), BZQ_OK);
  VariantPtr vp(v);
  EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_text(v, b, s, n); }),
            "chinese");
  std::uint32_t count = 0;
  ASSERT_EQ(bzq_record_action_count(r.get(), &count), BZQ_OK);
  EXPECT_EQ(count, 60u);
  // Replaying k actions reaches the position where action k was chosen: its text is legal there.
  for (std::uint32_t k = 0; k < count; k += 13) {
    bzq_game* at = nullptr;
    ASSERT_EQ(bzq_record_replay(r.get(), k, &at), BZQ_OK);
    GamePtr atp(at);
    const std::string action_text = get_string(
        [&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_record_action_text(r.get(), k, b, s, n); });
    bzq_action recorded, parsed;
    bzq_action_init(&recorded);
    bzq_action_init(&parsed);
    ASSERT_EQ(bzq_record_action(r.get(), k, &recorded), BZQ_OK);
    ASSERT_EQ(bzq_game_parse_action(atp.get(), action_text.c_str(), &parsed), BZQ_OK) << action_text;
    EXPECT_EQ(0, std::memcmp(&recorded, &parsed, sizeof recorded)) << k;
  }
  bzq_game* end = nullptr;
  ASSERT_EQ(bzq_record_replay(r.get(), count, &end), BZQ_OK);
  GamePtr endp(end);
  EXPECT_EQ(state_text(endp.get()), state_text(g.get()));
  // From text too.
  bzq_record* raw2 = nullptr;
  ASSERT_EQ(bzq_record_from_text(text.c_str(), &raw2), BZQ_OK);
  RecordPtr r2(raw2);
  ASSERT_EQ(bzq_record_action_count(r2.get(), &count), BZQ_OK);
  EXPECT_EQ(count, 60u);
}

TEST(CapiRecordHandle, Errors) {
  GamePtr g = played_game("two-handed", 1, 5);
  bzq_record* raw = nullptr;
  ASSERT_EQ(bzq_game_record(g.get(), &raw), BZQ_OK);
  RecordPtr r(raw);
  std::uint32_t n = 0;
  bzq_action a;
  bzq_action_init(&a);
  EXPECT_EQ(bzq_record_action(r.get(), 5, &a), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_record_message(r.get()), HasSubstr("action index 5 is out of range: the record has 5"));
  EXPECT_EQ(bzq_record_action_text(r.get(), 9, nullptr, 0, &n), BZQ_OUT_OF_RANGE);
  bzq_game* out = nullptr;
  EXPECT_EQ(bzq_record_replay(r.get(), 6, &out), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_record_message(r.get()), HasSubstr("6 actions is out of range"));
  EXPECT_EQ(bzq_record_replay(r.get(), 0, nullptr), BZQ_NULL_ARGUMENT);
  a.struct_size = 1;
  EXPECT_EQ(bzq_record_action(r.get(), 0, &a), BZQ_BAD_STRUCT_SIZE);
  EXPECT_EQ(bzq_record_seed(r.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_record_action_count(r.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_record_variant(r.get(), nullptr), BZQ_NULL_ARGUMENT);
  char small[4];
  EXPECT_EQ(bzq_record_text(r.get(), small, sizeof small, &n), BZQ_BUFFER_TOO_SMALL);
  auto null_record = [](bzq_status s) {
    EXPECT_EQ(s, BZQ_NULL_ARGUMENT);
    EXPECT_THAT(bzq_last_error(), HasSubstr("record is NULL"));
  };
  std::uint64_t seed;
  bzq_variant* v;
  null_record(bzq_record_text(nullptr, nullptr, 0, &n));
  null_record(bzq_record_variant(nullptr, &v));
  null_record(bzq_record_seed(nullptr, &seed));
  null_record(bzq_record_action_count(nullptr, &n));
  null_record(bzq_record_action(nullptr, 0, &a));
  null_record(bzq_record_action_text(nullptr, 0, nullptr, 0, &n));
  null_record(bzq_record_replay(nullptr, 0, &out));
  bzq_record* rr = nullptr;
  EXPECT_EQ(bzq_record_from_text("garbage", &rr), BZQ_CORRUPT_RECORD);
  EXPECT_EQ(bzq_record_from_text(nullptr, &rr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_record_from_text("x", nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_record(nullptr, &rr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_game_record(g.get(), nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(rr, nullptr);
}
