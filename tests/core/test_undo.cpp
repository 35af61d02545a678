// Game::undo(): taking back decisions restores the state text, every seat's view, the events
// and the record byte for byte, in every preset, and undoing past the start changes nothing.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

// Everything undo must restore, as text or values that compare byte for byte.
struct Snapshot {
  std::string state_text;
  std::string record;
  std::vector<View> views;  // every seat's, then the spectator's
  std::vector<std::string> view_texts;
  std::vector<Event> events;
  std::vector<Event> last_events;
  ActionList legal;
};

Snapshot snapshot(const Game& g) {
  Snapshot s;
  s.state_text = state_to_text(g.state());
  s.record = g.record();
  for (int p = 0; p < g.variant().players; ++p) s.views.push_back(g.view(p));
  s.views.push_back(g.spectator_view());
  for (const View& v : s.views) s.view_texts.push_back(view_text(g.state(), v));
  s.events = g.events();
  s.last_events = g.last_events();
  s.legal = g.legal_actions();
  return s;
}

void expect_same(const Snapshot& want, const Game& g, const std::string& where) {
  const Snapshot got = snapshot(g);
  ASSERT_EQ(got.state_text, want.state_text) << where;
  ASSERT_EQ(got.record, want.record) << where;
  ASSERT_EQ(got.views.size(), want.views.size()) << where;
  for (std::size_t i = 0; i < want.views.size(); ++i) {
    ASSERT_TRUE(got.views[i] == want.views[i]) << where << ", view " << i;
    ASSERT_EQ(got.view_texts[i], want.view_texts[i]) << where << ", view " << i;
  }
  ASSERT_EQ(got.events, want.events) << where;
  ASSERT_EQ(got.last_events, want.last_events) << where;
  ASSERT_EQ(got.legal, want.legal) << where;
}

constexpr std::size_t kDecisions = 220;  // past several checkpoints, into a second deal or more

// Plays random decisions, keeping a snapshot of every position, then takes them back in
// random steps and compares each position reached with the one saved there.
void play_and_take_back(Game game, std::uint64_t seed, const std::string& name) {
  Rng rng(seed);
  std::vector<Snapshot> saved{snapshot(game)};
  const std::size_t start = game.decision_count();
  while (!game.is_over() && game.decision_count() - start < kDecisions) {
    ASSERT_TRUE(game.apply_legal(rng.below(static_cast<std::uint32_t>(game.legal_actions().size()))));
    saved.push_back(snapshot(game));
  }
  // Apply then undo at every depth: one decision, then a few.
  while (game.decision_count() > start) {
    const std::size_t made = game.decision_count() - start;
    const std::size_t back = 1 + rng.below(static_cast<std::uint32_t>(std::min<std::size_t>(made, 20)));
    ASSERT_TRUE(game.undo(back)) << name;
    expect_same(saved[made - back], game, name + " seed " + std::to_string(seed) + " after undoing " +
                                              std::to_string(back) + " of " + std::to_string(made));
    if (game.is_over()) continue;
    // A different decision from here, taken back at once, leaves no trace.
    const std::size_t n = game.legal_actions().size();
    ASSERT_TRUE(game.apply_legal(rng.below(static_cast<std::uint32_t>(n))));
    ASSERT_TRUE(game.undo(1));
    expect_same(saved[made - back], game, name + " seed " + std::to_string(seed) + " after a decision taken back");
  }
}

TEST(Undo, ApplyThenUndoRestoresStateViewsEventsAndRecordInEveryPreset) {
  for (const std::string& name : preset_names()) {
    for (std::uint64_t seed : {1u, 2u}) {
      auto game = Game::create(*preset(name), seed);
      ASSERT_TRUE(game) << name;
      play_and_take_back(*game, seed, name);
      if (HasFatalFailure()) return;
    }
  }
}

TEST(Undo, GamesWithoutHistoryUndoToTheirFirstPosition) {
  for (const char* name : {"two-handed", "rubicon", "four-handed"}) {
    auto game = Game::create(*preset(name), 7);
    ASSERT_TRUE(game);
    Rng rng(7);
    for (int i = 0; i < 30; ++i) ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
    auto loaded = Game::from_state_text(game->variant(), state_to_text(game->state()), 11);
    ASSERT_TRUE(loaded) << loaded.status().message();
    play_and_take_back(*loaded, 11, name);
    if (HasFatalFailure()) return;
  }
}

TEST(Undo, UndoingPastTheStartIsRefusedAndChangesNothing) {
  auto game = Game::create(*preset("two-handed"), 4);
  ASSERT_TRUE(game);
  Status none = game->undo(1);
  EXPECT_EQ(none.code(), Code::InvalidArgument);
  EXPECT_NE(none.message().find("none has been made"), std::string::npos) << none.message();
  Rng rng(4);
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
  const Snapshot before = snapshot(*game);
  const Status s = game->undo(6);
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_EQ(s.message(), "cannot undo 6 decisions: 5 have been made since the game began");
  expect_same(before, *game, "after a refused undo");
  EXPECT_EQ(game->decision_count(), 5u);
  EXPECT_TRUE(game->undo(0));
  expect_same(before, *game, "after undoing nothing");
  EXPECT_TRUE(game->undo(5));
  EXPECT_EQ(game->decision_count(), 0u);
  auto fresh = Game::create(*preset("two-handed"), 4);
  expect_same(snapshot(*fresh), *game, "back at the start");
}

// An undone game plays on as one that never made the decisions: the same later deals.
TEST(Undo, AGameTakenBackPlaysOnLikeOneThatNeverMadeTheDecisions) {
  auto game = Game::create(*preset("two-handed"), 21);
  auto twin = Game::create(*preset("two-handed"), 21);
  ASSERT_TRUE(game && twin);
  Rng rng(21);
  while (game->state().deal_number() < 1) ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
  const std::size_t made = game->decision_count();
  ASSERT_TRUE(game->undo(made));
  for (std::size_t i = 0; i < made + 40 && !twin->is_over(); ++i) {
    const std::size_t k = rng.below(static_cast<std::uint32_t>(twin->legal_actions().size()));
    ASSERT_TRUE(twin->apply_legal(k));
    ASSERT_TRUE(game->apply_legal(k));
  }
  EXPECT_EQ(game->record(), twin->record());
  EXPECT_EQ(state_to_text(game->state()), state_to_text(twin->state()));
}

}  // namespace
}  // namespace bezique
