// Everything the C++ core does is reachable through the ABI, with the same results: the same
// seeds give the same legal actions (and texts), events, views, records and states.
#include "bezique/game.hpp"
#include "bezique/random.hpp"
#include "capi_test_util.hpp"

using namespace bzq_test;

namespace {

void expect_same_event(const bezique::Event& cxx, const bzq_event& c, std::size_t i) {
  EXPECT_EQ(static_cast<int>(cxx.type), c.type) << i;
  EXPECT_EQ(cxx.player, c.player) << i;
  EXPECT_EQ(cxx.side, c.side) << i;
  EXPECT_EQ(cxx.suit, c.suit) << i;
  EXPECT_EQ(static_cast<int>(cxx.kind), c.meld) << i;
  EXPECT_EQ(static_cast<int>(cxx.reason), c.reason) << i;
  EXPECT_EQ(cxx.count, c.count) << i;
  EXPECT_EQ(cxx.hidden, (c.flags & BZQ_EVENT_FLAG_HIDDEN) != 0) << i;
  EXPECT_EQ(cxx.redacted, (c.flags & BZQ_EVENT_FLAG_REDACTED) != 0) << i;
  EXPECT_EQ(cxx.value, c.value) << i;
  for (int k = 0; k < 16; ++k) EXPECT_EQ(cxx.cards[static_cast<std::size_t>(k)], c.cards[k]) << i;
}

class CapiEquivalence : public ::testing::TestWithParam<std::string> {};

TEST_P(CapiEquivalence, SameGameThroughBothApis) {
  const std::string preset = GetParam();
  auto game = bezique::Game::create(*bezique::preset(preset), 17);
  ASSERT_TRUE(game.is_ok());
  GamePtr g = make_game(preset.c_str(), 17);
  bezique::Rng rng(99);
  for (int step = 0; step < 400 && !game->is_over(); ++step) {
    // Legal actions: the same list, the same texts, the same structs.
    const auto texts = game->legal_action_texts();
    ASSERT_EQ(legal_texts(g.get()), texts) << step;
    const auto legal = game->legal_actions();
    const std::uint32_t id = rng.below(static_cast<std::uint32_t>(legal.size()));
    bzq_action a;
    bzq_action_init(&a);
    ASSERT_EQ(bzq_game_legal_action(g.get(), id, &a), BZQ_OK);
    EXPECT_EQ(a.type, static_cast<int>(legal[id].type));
    EXPECT_EQ(a.count, legal[id].count);
    for (int k = 0; k < a.count; ++k) EXPECT_EQ(a.cards[k], legal[id].cards[static_cast<std::size_t>(k)]);
    const int player = game->current_player();
    ASSERT_EQ(info_of(g.get()).current_player, player);
    ASSERT_TRUE(game->apply(legal[id]).is_ok());
    ASSERT_EQ(bzq_game_apply_id(g.get(), player, id), BZQ_OK);
    // The last action's events, through each viewer.
    const auto last = game->last_events();
    ASSERT_EQ(event_count(g.get(), BZQ_OMNISCIENT, BZQ_EVENTS_LAST), last.size());
    for (std::size_t i = 0; i < last.size(); ++i) {
      expect_same_event(last[i], event_at(g.get(), static_cast<std::uint32_t>(i), BZQ_OMNISCIENT, BZQ_EVENTS_LAST), i);
      expect_same_event(bezique::redact(last[i], 0),
                        event_at(g.get(), static_cast<std::uint32_t>(i), 0, BZQ_EVENTS_LAST), i);
    }
  }
  ASSERT_EQ(event_count(g.get()), game->events().size());
  EXPECT_EQ(record_text(g.get()), game->record());
  EXPECT_EQ(state_text(g.get()), bezique::state_to_text(game->state()));
  // Views and their text.
  for (int viewer = -1; viewer < game->variant().players; ++viewer) {
    bzq_view* v = nullptr;
    ASSERT_EQ(bzq_game_view(g.get(), viewer, &v), BZQ_OK);
    ViewPtr vp(v);
    const bezique::View cxx = bezique::make_view(game->state(), viewer, &game->events());
    EXPECT_EQ(get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_view_text(v, b, s, n); }),
              bezique::view_text(game->state(), cxx));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, CapiEquivalence,
                         ::testing::ValuesIn(bezique::preset_names()),
                         [](const auto& info) {
                           std::string n = info.param;
                           for (char& ch : n)
                             if (ch == '-') ch = '_';
                           return n;
                         });

}  // namespace
