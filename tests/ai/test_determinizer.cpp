// The determinization primitive: every sampled state agrees with the seat's view, keeps each
// card the seat has seen where it saw it, respects the voids stage-2 plays proved, and still
// varies what the seat cannot see.
#include <gtest/gtest.h>

#include <set>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/ai/random_player.hpp"

namespace bezique {
namespace {

// Cards of `seat`'s declarations this deal that have not been played: the seat still holds
// them, on the table in stage 1 and back in the hand in stage 2.
std::vector<CardId> declared_and_held(const View& view, int seat) {
  std::set<CardId> played(view.played.begin(), view.played.end());
  for (const TrickCard& t : view.trick) played.insert(t.card);
  std::vector<CardId> out;
  for (const MeldRecord& m : view.melds)
    if (m.player == seat)
      for (int i = 0; i < m.count; ++i)
        if (!played.count(m.cards[i])) out.push_back(m.cards[i]);
  return out;
}

// The suits a seat showed void in by not following in stage 2 (two-player presets), read
// straight from the history.
std::vector<int> shown_voids(const View& view, int seat) {
  std::vector<int> voids;
  bool stage2 = false;
  int led = -1;
  for (std::size_t i = 0; i < view.history.size(); ++i) {
    const Event& e = view.history[i];
    if (e.type == EventType::DealStarted) {
      stage2 = false;
      voids.clear();
    }
    if (e.type == EventType::StageTwo) stage2 = true;
    if (e.type == EventType::TrickWon) led = -1;
    if (e.type != EventType::CardPlayed || !stage2) continue;
    if (led < 0) {
      led = static_cast<int>(suit_of(e.cards[0]));
    } else if (e.player == seat && static_cast<int>(suit_of(e.cards[0])) != led) {
      voids.push_back(led);
    }
  }
  return voids;
}

struct Checked {
  int views = 0;
  int stage2_views = 0;
};

// Plays a game of `preset_name` and, at every `stride`-th decision, determinizes the view of
// every seat and checks the samples.
void check_game(const std::string& preset_name, std::uint64_t seed, int max_decisions, int stride, Checked& checked) {
  const Variant v = *preset(preset_name);
  auto game = Game::create(v, seed);
  EXPECT_TRUE(game.is_ok());
  ai::HeuristicPlayer heuristic;
  ai::RandomPlayer random;
  Rng rng(seed * 31 + 7);
  for (int decision = 0; decision < max_decisions && !game->is_over(); ++decision) {
    const int actor = game->current_player();
    if (decision % stride == 0) {
      for (int seat = 0; seat < v.players; ++seat) {
        const View view = ai::seat_view(*game, seat);
        ASSERT_TRUE(Determinizer::consistent(game->state(), view, nullptr)) << "the true state must fit its own view";
        auto det = Determinizer::create(view, v);
        ASSERT_TRUE(det.is_ok()) << preset_name << " seat " << seat << ": " << det.status().message();
        ++checked.views;
        checked.stage2_views += view.stage == 2;
        for (int k = 0; k < 2; ++k) {
          const State s = det->sample(rng);
          ASSERT_TRUE(Determinizer::consistent(s, view, nullptr)) << preset_name << " seat " << seat;
          ASSERT_TRUE(s.check_invariants().is_ok()) << s.check_invariants().message();
          if (seat == actor) {
            EXPECT_EQ(s.legal_actions(), view.legal_actions);
          }
          for (int other = 0; other < v.players; ++other) {
            if (other == seat) continue;
            if (!v.use_partner_cards) {
              for (CardId c : declared_and_held(view, other))
                ASSERT_TRUE(s.hand(other).contains(c)) << card_text(c, true) << " was declared by seat " << other;
            }
            if (v.players == 2) {
              for (int suit : shown_voids(view, other))
                s.hand(other).for_each([&](CardId c) {
                  ASSERT_NE(static_cast<int>(suit_of(c)), suit) << "seat " << other << " showed void in this suit";
                });
            }
          }
        }
      }
    }
    const View view = ai::seat_view(*game, actor);
    const Action a = decision % 3 ? heuristic.choose(view, v, rng) : random.choose(view, v, rng);
    ASSERT_TRUE(game->apply(a).is_ok());
  }
}

TEST(Determinizer, SamplesAgreeWithTheViewInEveryPreset) {
  for (const std::string& name : preset_names()) {
    SCOPED_TRACE(name);
    Checked c;
    check_game(name, 11, 700, 7, c);
    EXPECT_GT(c.views, 20);
  }
}

TEST(Determinizer, SamplesAgreeThroughWholeTwoHandedGames) {
  Checked c;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) check_game("two-handed", seed, 100000, 3, c);
  EXPECT_GT(c.stage2_views, 20);  // the void checks ran
}

// docs/rules.md 7.5: a game may start at the cent points match's bonus; a seat's view of its
// first deal is sampled from those start scores.
TEST(Section7Haitian, S7_5_CentPointsStartBonusGamesDeterminize) {
  const Variant v = *parse_variant("two-handed(loser_start_bonus=100)");
  auto game = Game::create(v, 9, {}, {0, 100});
  ASSERT_TRUE(game) << game.status().message();
  ai::RandomPlayer random;
  Rng rng(5);
  for (int decision = 0; decision < 40 && !game->is_over(); ++decision) {
    for (int seat = 0; seat < 2; ++seat) {
      const View view = ai::seat_view(*game, seat);
      auto det = Determinizer::create(view, v);
      ASSERT_TRUE(det.is_ok()) << "decision " << decision << " seat " << seat << ": " << det.status().message();
      const State s = det->sample(rng);
      ASSERT_TRUE(Determinizer::consistent(s, view, nullptr));
      EXPECT_EQ(s.score(1), game->state().score(1));
    }
    ASSERT_TRUE(game->apply(random.choose(ai::seat_view(*game, game->current_player()), v, rng)));
  }
}

TEST(Determinizer, HiddenCardsVaryAndSeenCardsDoNot) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 3);
  const View view = ai::seat_view(*game, 1);
  auto det = Determinizer::create(view, v);
  ASSERT_TRUE(det.is_ok());
  EXPECT_EQ(det->hidden_count(), 64 - 8 - 1);  // all but the viewer's hand and the turn-up
  Rng rng(1);
  std::set<std::vector<CardId>> hands;
  for (int i = 0; i < 50; ++i) {
    const State s = det->sample(rng);
    std::vector<CardId> other;
    s.hand(0).for_each([&](CardId c) { other.push_back(c); });
    hands.insert(other);
    EXPECT_EQ(s.hand(1), game->state().hand(1));
    EXPECT_EQ(s.turn_up(), game->state().turn_up());
  }
  EXPECT_GT(hands.size(), 40u);
}

TEST(Determinizer, SameSeedSameSample) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 9);
  const View view = ai::seat_view(*game, 0);
  auto det = Determinizer::create(view, v);
  Rng a(42), b(42);
  EXPECT_EQ(det->sample(a), det->sample(b));
}

TEST(Determinizer, RefusesViewsItCannotUse) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 2);
  const View spectator = game->spectator_view();
  auto d1 = Determinizer::create(spectator, v);
  ASSERT_FALSE(d1.is_ok());
  EXPECT_NE(d1.status().message().find("spectator"), std::string::npos);
  const View no_history = make_view(game->state(), 0);
  auto d2 = Determinizer::create(no_history, v);
  ASSERT_FALSE(d2.is_ok());
  EXPECT_NE(d2.status().message().find("history"), std::string::npos);
  // A history that contradicts the view (a card the viewer holds, said to be played).
  View forged = ai::seat_view(*game, 0);
  Event e;
  e.type = EventType::CardPlayed;
  e.player = 1;
  e.count = 1;
  e.cards[0] = forged.hand[0];
  forged.history.push_back(e);
  EXPECT_FALSE(Determinizer::create(forged, v).is_ok());
}

}  // namespace
}  // namespace bezique
