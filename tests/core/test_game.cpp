// Game, the C ABI's game: the legal list listed once per position, applying by index, and
// games without history (from a state text, or at a position such as a determinized sample),
// and the events, which a game writes only when they are asked for.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>
#include <vector>

#include "bezique/game.hpp"
#include "bezique/random.hpp"

namespace bezique {
namespace {

TEST(Game, LegalActionsAreTheStatesAndApplyByIndexPlaysTheSameGame) {
  for (const char* name : {"two-handed", "rubicon", "four-hand-rubicon"}) {
    auto by_action = Game::create(*preset(name), 3);
    auto by_index = Game::create(*preset(name), 3);
    ASSERT_TRUE(by_action && by_index);
    Rng rng(3);
    while (!by_action->is_over()) {
      const ActionList& legal = by_action->legal_actions();
      ASSERT_EQ(legal, by_action->state().legal_actions()) << name;
      const std::size_t i = rng.below(static_cast<std::uint32_t>(legal.size()));
      ASSERT_TRUE(by_action->apply(legal[i]));  // an element of the list itself
      ASSERT_TRUE(by_index->apply_legal(i));
      ASSERT_EQ(by_index->state(), by_action->state()) << name;
    }
    EXPECT_TRUE(by_index->legal_actions().empty());
    EXPECT_EQ(by_index->apply_legal(0).code(), Code::GameOver);
    EXPECT_EQ(by_index->record(), by_action->record());
    EXPECT_EQ(by_index->events(), by_action->events());
  }
}

// is_usual_play() answers yes only for the seat to act and an id of its list, with room in the
// record, never while a deal waits or once the game is over, whatever came before (undo, a copy
// of the game, whose record has no room to spare); play_usual() then plays the game apply_legal()
// plays and returns its turn(). The usual game is made from a CheckedVariant, whose deals from the
// seed shuffle the fresh deck it made once: the same deals as the other's.
TEST(Game, TheUsualPlayIsOnlyTheSeatToActsDecisionAndPlaysAsApplyLegal) {
  int all_waits = 0;
  for (const std::string& name : preset_names()) {
    auto checked = CheckedVariant::make(*preset(name));
    ASSERT_TRUE(checked) << name;
    auto usual = Game::create(*checked, 5);
    auto legal = Game::create(*preset(name), 5);
    ASSERT_TRUE(usual && legal) << name;
    const int players = usual->variant().players;
    Rng rng(5);
    int steps = 0, usual_plays = 0, waits = 0;
    while (!usual->is_over() && steps < 1500) {
      // A waiting deal first: state() deals it.
      if (usual->deal_pending()) {
        ++waits;
        for (int p = -1; p <= players; ++p)
          for (std::size_t i = 0; i < 4; ++i) ASSERT_FALSE(usual->is_usual_play(p, i)) << name << " with a deal waiting";
      }
      const State& s = usual->state();
      const ActionList listed = s.legal_actions();
      for (int p = -1; p <= players; ++p)
        for (std::size_t i : {std::size_t{0}, listed.empty() ? 0 : listed.size() - 1, listed.size()})
          if (usual->is_usual_play(p, i)) {
            ASSERT_EQ(p, s.current_player()) << name << " at step " << steps;
            ASSERT_LT(i, listed.size()) << name << " at step " << steps;
          }
      const int seat = s.current_player();
      const std::size_t k = rng.below(static_cast<std::uint32_t>(listed.size()));
      ASSERT_TRUE(legal->apply_legal(k)) << name;
      if (usual->is_usual_play(seat, k)) {
        ASSERT_LT(usual->actions().size(), usual->actions().capacity()) << name << " at step " << steps;
        ++usual_plays;
        const Game::Turn t = usual->play_usual(k);
        const Game::Turn want = legal->turn();
        EXPECT_EQ(t.current_player, want.current_player) << name;
        EXPECT_EQ(t.legal_count, want.legal_count) << name;
        EXPECT_EQ(t.deal_number, want.deal_number) << name;
        EXPECT_EQ(t.is_over, want.is_over) << name;
        EXPECT_EQ(t.deal_pending, want.deal_pending) << name;
        EXPECT_EQ(t.decision_count, want.decision_count) << name;
      } else {
        ASSERT_TRUE(usual->apply_legal(k)) << name;
      }
      ASSERT_EQ(usual->state(), legal->state()) << name << " at step " << steps;
      // Now and then two decisions taken back (and played again), as a host's undo would.
      if (++steps % 7 == 0 && !usual->is_over()) {
        ASSERT_TRUE(usual->undo(2)) << name;
        ASSERT_TRUE(legal->undo(2)) << name;
      }
      // Now and then the game goes on in a copy of itself (not while a deal waits: the copy
      // would deal it, and the wait is looked at above).
      if (steps % 11 == 0 && !usual->deal_pending()) *usual = Game(*usual);
    }
    // Once over, no seat's play is usual.
    if (usual->is_over()) {
      for (int p = -1; p <= players; ++p) EXPECT_FALSE(usual->is_usual_play(p, 0)) << name << " once over";
    }
    EXPECT_EQ(usual->record(), legal->record()) << name;
    // Almost every decision is the usual one, and a deal ended with the game going on (but in
    // a game of one deal): the answers above were real.
    EXPECT_GT(usual_plays, steps / 2) << name;
    EXPECT_TRUE(waits > 0 || usual->is_over()) << name;
    all_waits += waits;
  }
  EXPECT_GT(all_waits, 0);
}

// restart() makes in place the game create() makes from the same variant and seed, whatever the
// old game had played, and plays on the same way: a game made from a Variant, and one made from
// a CheckedVariant (restarted in the storage it has, from the checked variant's new State), whose
// events were written and which went on without history from a position.
TEST(Game, RestartIsTheGameCreateMakes) {
  for (const char* name : {"two-handed", "rubicon", "haitian-four"}) {
    for (const bool checked : {false, true}) {
      SCOPED_TRACE(std::string(name) + (checked ? " from a CheckedVariant" : " from a Variant"));
      auto checked_variant = CheckedVariant::make(*preset(name));
      ASSERT_TRUE(checked_variant);
      auto game = checked ? Game::create(*checked_variant, 1) : Game::create(*preset(name), 1);
      ASSERT_TRUE(game);
      Rng rng(5);
      for (int i = 0; i < 40 && !game->is_over(); ++i)
        ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
      if (checked) {
        EXPECT_FALSE(game->events().empty());
        auto without_history = game->with_position(game->state(), 3);
        ASSERT_TRUE(without_history);
        *game = std::move(*without_history);
        ASSERT_FALSE(game->has_history());
      }
      ASSERT_TRUE(game->restart(12));
      EXPECT_TRUE(game->has_history());
      auto fresh = Game::create(*preset(name), 12);
      ASSERT_TRUE(fresh);
      EXPECT_EQ(game->seed(), 12u);
      EXPECT_EQ(game->decision_count(), 0u);
      EXPECT_EQ(game->start_scores(), fresh->start_scores());
      while (!fresh->is_over()) {
        ASSERT_EQ(game->state(), fresh->state()) << name;
        ASSERT_EQ(game->legal_actions(), fresh->legal_actions()) << name;
        const std::size_t i = rng.below(static_cast<std::uint32_t>(fresh->legal_actions().size()));
        ASSERT_TRUE(game->apply_legal(i));
        ASSERT_TRUE(fresh->apply_legal(i));
      }
      EXPECT_TRUE(game->is_over());
      EXPECT_EQ(game->record(), fresh->record()) << name;
      EXPECT_EQ(game->events(), fresh->events()) << name;
    }
  }
}

TEST(Game, ApplyLegalRefusesAnIndexBeyondTheListAndChangesNothing) {
  auto game = Game::create(*preset("two-handed"), 8);
  ASSERT_TRUE(game);
  const Game before = *game;
  const Status s = game->apply_legal(game->legal_actions().size());
  EXPECT_EQ(s.code(), Code::InvalidArgument);
  EXPECT_NE(s.message().find("out of range"), std::string::npos) << s.message();
  EXPECT_EQ(game->state(), before.state());
  EXPECT_EQ(game->events().size(), before.events().size());
}

// A game from a state text, or at a position, has no history and so no record; it plays on,
// dealing later deals from its own seed.
TEST(Game, GamesWithoutHistoryPlayOnFromTheirPosition) {
  auto game = Game::create(*preset("two-handed"), 5);
  ASSERT_TRUE(game);
  Rng rng(5);
  for (int i = 0; i < 40; ++i) ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
  EXPECT_TRUE(game->has_history());

  auto loaded = Game::from_state_text(game->variant(), state_to_text(game->state()), 99);
  ASSERT_TRUE(loaded) << loaded.status().message();
  EXPECT_FALSE(loaded->has_history());
  EXPECT_EQ(loaded->record(), "");
  EXPECT_TRUE(loaded->actions().empty());
  EXPECT_EQ(loaded->state(), game->state());
  EXPECT_EQ(loaded->legal_actions(), game->legal_actions());
  EXPECT_EQ(loaded->seed(), 99u);

  auto branch = game->with_position(game->state(), 7);
  ASSERT_TRUE(branch) << branch.status().message();
  EXPECT_FALSE(branch->has_history());
  EXPECT_EQ(&branch->variant(), &game->variant());  // shared, as copies share it
  EXPECT_EQ(branch->state(), game->state());
  // A State of an equal variant held elsewhere is carried over; another variant's is refused.
  const Variant elsewhere = game->variant();
  State copy(elsewhere);
  ASSERT_TRUE(copy.deal(seeded_deck(elsewhere, 1, 0)));
  auto carried = game->with_position(copy, 7);
  ASSERT_TRUE(carried) << carried.status().message();
  EXPECT_EQ(&carried->state().variant(), &carried->variant());
  const Variant rubicon = *preset("rubicon");
  State other(rubicon);
  ASSERT_TRUE(other.deal(seeded_deck(rubicon, 1, 0)));
  EXPECT_EQ(game->with_position(other, 7).status().code(), Code::InvalidArgument);

  while (!branch->is_over())
    ASSERT_TRUE(branch->apply_legal(rng.below(static_cast<std::uint32_t>(branch->legal_actions().size()))));
  EXPECT_GT(branch->state().deal_number(), game->state().deal_number());
}

// The events as a State played with them records them: the first deal's, then each decision's
// with the deals it makes due; ends[n] is where the events of n decisions end.
struct PlayedEvents {
  std::vector<Event> events;
  std::vector<std::size_t> ends;
};

PlayedEvents play_with_events(const Variant& v, std::uint64_t seed, const std::vector<Action>& actions) {
  PlayedEvents out;
  State s(v);
  auto deal_due = [&] {
    while (s.is_chance()) EXPECT_TRUE(s.deal(seeded_deck(v, seed, s.deal_number()), &out.events));
  };
  deal_due();
  out.ends.push_back(out.events.size());
  for (const Action& a : actions) {
    s.apply_unchecked(a, &out.events);
    deal_due();
    out.ends.push_back(out.events.size());
  }
  return out;
}

// Events asked for at random moments, all at once at the end, after undoing decisions the log
// covered or did not cover yet, and from copies: always those of the play itself.
TEST(Game, EventsWrittenWhenAskedForAreThoseOfThePlay) {
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    auto asked = Game::create(v, 12);
    auto never = Game::create(v, 12);
    ASSERT_TRUE(asked && never) << name;
    Rng rng(12);
    for (int i = 0; i < 150 && !asked->is_over(); ++i) {
      const std::size_t k = rng.below(static_cast<std::uint32_t>(asked->legal_actions().size()));
      ASSERT_TRUE(asked->apply_legal(k));
      ASSERT_TRUE(never->apply_legal(k));
      if (rng.below(5) == 0) asked->events();
      if (rng.below(9) == 0) {
        // A copy made mid-way writes its own log.
        Game copy = *asked;
        copy.last_events();
      }
    }
    const PlayedEvents want = play_with_events(v, 12, never->actions());
    const std::size_t made = never->actions().size();
    EXPECT_EQ(never->events(), want.events) << name;
    EXPECT_EQ(asked->events(), want.events) << name;
    EXPECT_EQ(asked->last_events_begin(), want.ends[made - 1]) << name;
    EXPECT_EQ(asked->last_events(), std::vector<Event>(want.events.begin() + static_cast<std::ptrdiff_t>(want.ends[made - 1]),
                                                       want.events.end()))
        << name;
    // Undone past what the log covers (a fresh game's log covers nothing), and within it.
    const std::vector<Action> all = never->actions();
    for (Game* g : {&*never, &*asked}) {
      auto fresh = Game::create(v, 12);
      for (const Action& a : all) ASSERT_TRUE(fresh->apply(a));
      for (std::size_t back : {std::size_t{37}, std::size_t{1}, std::size_t{20}}) {
        back = std::min(back, g->actions().size());
        ASSERT_TRUE(g->undo(back)) << name;
        ASSERT_TRUE(fresh->undo(back)) << name;
        const std::size_t n = g->actions().size();
        const std::vector<Event> prefix(want.events.begin(), want.events.begin() + static_cast<std::ptrdiff_t>(want.ends[n]));
        EXPECT_EQ(g->events(), prefix) << name << " after undoing " << back;
        EXPECT_EQ(fresh->events(), prefix) << name << " after undoing " << back;
        EXPECT_EQ(g->last_events_begin(), n == 0 ? 0 : want.ends[n - 1]) << name;
      }
    }
  }
}

// A decision that ends a deal leaves the next deal, from the seed, to the first call that reads
// the game: a loop that stops at the end of a deal pays for no deal it does not play. What the
// game then shows is the seed's deal, as if it had been dealt at once; a deal from an explicit
// deck is dealt at once.
TEST(Game, TheNextDealFromTheSeedIsDealtWhenTheGameIsNextRead) {
  for (const std::string& name : preset_names()) {
    const Variant v = *preset(name);
    auto seeded = Game::create(v, 21);
    auto decked = Game::create(v, 21, {seeded_deck(v, 21, 0), seeded_deck(v, 21, 1)});
    ASSERT_TRUE(seeded && decked) << name;
    State expected(v);
    ASSERT_TRUE(expected.deal(seeded_deck(v, 21, 0)));
    Rng rng(21);
    int ended = 0;
    while (!seeded->is_over() && ended < 3) {
      const int deal = seeded->deal_number();
      const std::size_t k = rng.below(static_cast<std::uint32_t>(seeded->legal_actions().size()));
      expected.apply_unchecked(seeded->legal_actions()[k]);
      ASSERT_TRUE(seeded->apply_legal(k)) << name;
      ASSERT_TRUE(decked->apply_legal(k)) << name;
      if (expected.is_chance()) {
        ++ended;
        EXPECT_TRUE(seeded->deal_pending()) << name;
        EXPECT_FALSE(seeded->is_over()) << name;
        EXPECT_EQ(seeded->deal_number(), deal + 1) << name;
        // Deal 1 comes from an explicit deck: dealt at once.
        EXPECT_EQ(decked->deal_pending(), deal + 1 >= 2) << name;
        if (ended == 2) {
          // A copy deals the original's waiting deal first, and shows it too.
          const Game copy = *seeded;
          EXPECT_FALSE(seeded->deal_pending()) << name;
          EXPECT_FALSE(copy.deal_pending()) << name;
          ASSERT_TRUE(expected.deal(seeded_deck(v, 21, expected.deal_number())));
          EXPECT_EQ(copy.state(), expected) << name;
        } else {
          ASSERT_TRUE(expected.deal(seeded_deck(v, 21, expected.deal_number())));
        }
      }
      EXPECT_EQ(seeded->current_player(), expected.current_player()) << name;
      EXPECT_FALSE(seeded->deal_pending()) << name;
      EXPECT_EQ(seeded->state(), expected) << name;
      EXPECT_EQ(decked->state(), expected) << name;
    }
    EXPECT_EQ(seeded->events(), decked->events()) << name;
  }
}

// Undo from the end of a deal whose successor waits, and back to it from later decisions.
TEST(Game, UndoFromAndToTheEndOfADeal) {
  for (const char* name : {"two-handed", "rubicon", "four-handed"}) {
    const Variant v = *preset(name);
    auto ref = Game::create(v, 4);
    ASSERT_TRUE(ref);
    Rng rng(4);
    std::vector<std::string> texts{state_to_text(ref->state())};
    std::vector<std::size_t> ends;
    while (!ref->is_over() && ref->decision_count() < 400) {
      ASSERT_TRUE(ref->apply_legal(rng.below(static_cast<std::uint32_t>(ref->legal_actions().size()))));
      if (ref->deal_pending()) ends.push_back(ref->decision_count());
      texts.push_back(state_to_text(ref->state()));
    }
    ASSERT_FALSE(ends.empty()) << name;
    const std::vector<Action> actions = ref->actions();
    for (std::size_t end : ends) {
      const std::string where = std::string(name) + " at " + std::to_string(end);
      auto g = Game::create(v, 4);
      for (std::size_t i = 0; i < end; ++i) ASSERT_TRUE(g->apply(actions[i])) << where;
      ASSERT_TRUE(g->deal_pending()) << where;
      ASSERT_TRUE(g->undo(1)) << where;
      EXPECT_FALSE(g->deal_pending()) << where;
      EXPECT_EQ(state_to_text(g->state()), texts[end - 1]) << where;
      ASSERT_TRUE(g->apply(actions[end - 1])) << where;
      EXPECT_TRUE(g->deal_pending()) << where;
      for (std::size_t i = end; i < std::min(end + 5, actions.size()); ++i) ASSERT_TRUE(g->apply(actions[i])) << where;
      ASSERT_TRUE(g->undo(g->decision_count() - end)) << where;
      EXPECT_TRUE(g->deal_pending()) << where;
      EXPECT_EQ(state_to_text(g->state()), texts[end]) << where;
      auto fresh = Game::create(v, 4);
      for (std::size_t i = 0; i < end; ++i) ASSERT_TRUE(fresh->apply(actions[i])) << where;
      EXPECT_EQ(g->events(), fresh->events()) << where;
      EXPECT_EQ(g->record(), fresh->record()) << where;
      // And on from there, past the next deal's first checkpoint, to the end of the reference.
      for (std::size_t i = end; i < actions.size(); ++i) ASSERT_TRUE(g->apply(actions[i])) << where;
      EXPECT_EQ(g->events(), ref->events()) << where;
      EXPECT_EQ(state_to_text(g->state()), texts.back()) << where;
    }
  }
}

// Reading functions may be called on one game from several threads at once, the first of
// which writes the events (or deals a waiting deal).
TEST(Game, EventsAndViewsMayBeReadFromSeveralThreadsAtOnce) {
  if (!BEZIQUE_THREADS) GTEST_SKIP() << "built without threads (BEZIQUE_THREADS=OFF)";
  auto game = Game::create(*preset("four-handed"), 6);
  ASSERT_TRUE(game);
  Rng rng(6);
  for (int i = 0; i < 200 && !game->is_over(); ++i)
    ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
  const Game& shared = *game;
  const PlayedEvents want = play_with_events(shared.variant(), 6, shared.actions());
  std::vector<std::vector<Event>> seen(4);
  std::vector<View> views(4);
  std::vector<std::thread> readers;
  for (int t = 0; t < 4; ++t)
    readers.emplace_back([&, t] {
      views[static_cast<std::size_t>(t)] = shared.view(t);
      seen[static_cast<std::size_t>(t)] = shared.events();
    });
  for (std::thread& r : readers) r.join();
  for (int t = 0; t < 4; ++t) {
    EXPECT_EQ(seen[static_cast<std::size_t>(t)], want.events) << "thread " << t;
    EXPECT_TRUE(views[static_cast<std::size_t>(t)] == make_view(shared.state(), t, &want.events)) << "thread " << t;
  }
}

// A waiting deal is dealt once when several threads read the game at once.
TEST(Game, AWaitingDealMayBeReadFromSeveralThreadsAtOnce) {
  if (!BEZIQUE_THREADS) GTEST_SKIP() << "built without threads (BEZIQUE_THREADS=OFF)";
  for (int round = 0; round < 20; ++round) {
    auto game = Game::create(*preset("two-handed"), static_cast<std::uint64_t>(round));
    ASSERT_TRUE(game);
    Rng rng(static_cast<std::uint64_t>(round));
    while (!game->deal_pending() && !game->is_over())
      ASSERT_TRUE(game->apply_legal(rng.below(static_cast<std::uint32_t>(game->legal_actions().size()))));
    ASSERT_TRUE(game->deal_pending());
    const Game& shared = *game;
    std::vector<State> states(4, State(shared.variant()));
    std::vector<ActionList> legal(4);
    std::vector<std::thread> readers;
    for (int t = 0; t < 4; ++t)
      readers.emplace_back([&, t] {
        legal[static_cast<std::size_t>(t)] = t % 2 ? shared.legal_actions() : ActionList(shared.legal_actions());
        states[static_cast<std::size_t>(t)] = shared.state();
      });
    for (std::thread& r : readers) r.join();
    State want(shared.variant());
    ASSERT_TRUE(want.set_deal_start(0, {0, 0}, {0, 0}, -1));
    ASSERT_TRUE(want.deal(seeded_deck(shared.variant(), static_cast<std::uint64_t>(round), 0)));
    for (const Action& a : shared.actions()) {
      want.apply_unchecked(a);
      if (want.is_chance()) {
        ASSERT_TRUE(want.deal(seeded_deck(shared.variant(), static_cast<std::uint64_t>(round), want.deal_number())));
      }
    }
    for (int t = 0; t < 4; ++t) {
      EXPECT_EQ(states[static_cast<std::size_t>(t)], want) << "thread " << t;
      EXPECT_EQ(legal[static_cast<std::size_t>(t)], want.legal_actions()) << "thread " << t;
    }
  }
}

}  // namespace
}  // namespace bezique
