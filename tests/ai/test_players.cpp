// The players: they decide from a view alone, ISMCTS is reproducible, every player finishes
// games of every preset, and the factory explains bad specs.
#include <gtest/gtest.h>

#include "bezique/ai/heuristic_player.hpp"
#include "bezique/ai/ismcts.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/ai/random_player.hpp"

namespace bezique {
namespace {

ai::IsmctsPlayer tiny_ismcts(int iterations = 30) {
  ai::IsmctsConfig c;
  c.iterations = iterations;
  return ai::IsmctsPlayer(c);
}

// Two games whose decks differ only in where two cards lie: one in seat 1's hand that seat 1
// never plays here, one deep in the stock. Seat 0 cannot tell them apart, so it must be shown
// the same view and make the same decision in both, for the same seed.
TEST(Players, DecideTheSameWhenOnlyUnseenCardsDiffer) {
  const Variant v = *preset("two-handed");
  Deck deck1 = seeded_deck(v, 5, 0);
  Deck deck2 = deck1;
  // Deal 0: the dealer is seat 0, so eldest seat 1 receives deck positions 0, 2, 4, ...; the
  // last position is the last card drawn from the stock before the turn-up.
  const std::size_t in_hand = 0, in_stock = deck1.size() - 1;
  std::swap(deck2[in_hand], deck2[in_stock]);
  const CardId kept_back = deck1[in_hand];
  auto g1 = Game::create(v, 5, {deck1});
  auto g2 = Game::create(v, 5, {deck2});
  ASSERT_TRUE(g1.is_ok() && g2.is_ok());
  ASSERT_NE(g1->state(), g2->state());

  ai::HeuristicPlayer heuristic;
  ai::RandomPlayer random;
  ai::IsmctsPlayer ismcts = tiny_ismcts(60);
  std::vector<ai::Player*> players{&heuristic, &random, &ismcts};
  int compared = 0;
  while (!g1->is_over()) {
    const int p = g1->current_player();
    ASSERT_EQ(p, g2->current_player());
    if (p == 0) {
      const View v1 = ai::seat_view(*g1, 0), v2 = ai::seat_view(*g2, 0);
      if (v1 != v2) break;  // seat 0 has now seen the difference (it drew the moved card)
      Action chosen{};
      for (ai::Player* player : players) {
        Rng r1(77), r2(77);
        const Action a1 = player->choose(v1, v, r1), a2 = player->choose(v2, v, r2);
        EXPECT_EQ(a1, a2) << player->name();
        if (player == &heuristic) chosen = a1;
      }
      ++compared;
      ASSERT_TRUE(g1->apply(chosen).is_ok());
      ASSERT_TRUE(g2->apply(chosen).is_ok());
    } else {
      // Seat 1 plays the same action in both games, keeping the moved card back.
      const ActionList legal1 = g1->legal_actions(), legal2 = g2->legal_actions();
      const Action* pick = nullptr;
      for (const Action& a : legal1) {
        const bool moved = a.count > 0 && type_of(a.cards[0]) == type_of(kept_back);
        if (!moved && std::find(legal2.begin(), legal2.end(), a) != legal2.end()) {
          pick = &a;
          break;
        }
      }
      if (!pick) break;
      ASSERT_TRUE(g1->apply(*pick).is_ok());
      ASSERT_TRUE(g2->apply(*pick).is_ok());
    }
  }
  EXPECT_GE(compared, 10);
}

TEST(Players, IsmctsIsReproducibleForAFixedSeedAndBudget) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 21);
  ai::HeuristicPlayer driver;
  Rng drive(3);
  int searched = 0;
  for (int step = 0; step < 80 && !game->is_over(); ++step) {
    const int p = game->current_player();
    const View view = ai::seat_view(*game, p);
    if (view.phase == Phase::Play && view.legal_actions.size() > 1 && step % 4 == 0) {
      ai::IsmctsPlayer a = tiny_ismcts(200), b = tiny_ismcts(200);
      Rng ra(1234), rb(1234);
      EXPECT_EQ(a.choose(view, v, ra), b.choose(view, v, rb));
      EXPECT_EQ(a.last_stats().nodes, b.last_stats().nodes);
      EXPECT_EQ(a.last_stats().iterations, 200);
      EXPECT_EQ(ra.next(), rb.next());  // the same random numbers were drawn
      ++searched;
    }
    ASSERT_TRUE(game->apply(driver.choose(view, v, drive)).is_ok());
  }
  EXPECT_GE(searched, 5);
}

TEST(Players, EveryPlayerCompletesGamesOfEveryPreset) {
  ai::RandomPlayer random;
  ai::HeuristicPlayer heuristic;
  ai::IsmctsPlayer ismcts = tiny_ismcts(4);
  for (const std::string& name : preset_names()) {
    SCOPED_TRACE(name);
    Variant v = *preset(name);
    // A short target keeps the cumulative games to a deal or two (the suite also runs under
    // the sanitizers); the rubicon family plays its single-deal games as they are.
    if (v.scoring == GameScoring::Cumulative) v.target = std::min(v.target, 400);
    if (v.running_count_from > v.target) v.running_count_from = v.target;
    ASSERT_TRUE(v.validate().is_ok()) << v.validate().message();
    // Two seatings, so that every kind plays every preset, ISMCTS from two different seats.
    std::vector<std::vector<ai::Player*>> seatings;
    std::vector<ai::Player*> kinds{&ismcts, &heuristic, &random};
    for (int r = 0; r < 3; r += 2) {
      std::vector<ai::Player*> seats;
      for (int p = 0; p < v.players; ++p) seats.push_back(kinds[(p + r) % 3]);
      seatings.push_back(seats);
    }
    for (std::size_t i = 0; i < seatings.size(); ++i) {
      auto outcome = ai::play_game(v, 100 + i, seatings[i], 9 + i);
      ASSERT_TRUE(outcome.is_ok()) << outcome.status().message();
      EXPECT_GE(outcome->deals, 1);
      EXPECT_EQ(static_cast<int>(outcome->points.size()), v.sides());
    }
  }
}

TEST(Players, FullTargetTwoHandedGamesFinish) {
  const Variant v = *preset("two-handed");
  ai::RandomPlayer random;
  ai::HeuristicPlayer heuristic;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto outcome = ai::play_game(v, seed, {&heuristic, &random}, seed);
    ASSERT_TRUE(outcome.is_ok()) << outcome.status().message();
    EXPECT_GE(std::max(outcome->points[0], outcome->points[1]), v.target);
  }
}

// The heuristic declares the highest-scoring meld it is offered, and always answers legally.
TEST(Players, HeuristicDeclaresTheBestMeld) {
  const Variant v = *preset("two-handed");
  ai::HeuristicPlayer heuristic;
  int declared = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    auto game = Game::create(v, seed);
    Rng rng(seed);
    while (!game->is_over()) {
      const int p = game->current_player();
      const View view = ai::seat_view(*game, p);
      const Action a = heuristic.choose(view, v, rng);
      if (view.phase == Phase::Declare) {
        int best = 0;
        for (const Action& o : view.legal_actions) {
          auto pts = o.type == ActionType::Declare ? game->state().evaluate_meld(p, o.kind, o.cards.data(), o.count)
                                                   : Result<MeldScore>(MeldScore{});
          const int points = o.type == ActionType::Declare ? pts->points
                             : (o.type == ActionType::ExchangeSeven || o.type == ActionType::DeclareSeven) ? v.seven_value
                                                                                                           : 0;
          best = std::max(best, points);
        }
        int mine = 0;
        if (a.type == ActionType::Declare) mine = game->state().evaluate_meld(p, a.kind, a.cards.data(), a.count)->points;
        if (a.type == ActionType::ExchangeSeven || a.type == ActionType::DeclareSeven) mine = v.seven_value;
        EXPECT_EQ(mine, best);
        declared += mine > 0;
      }
      ASSERT_TRUE(game->apply(a).is_ok());
    }
  }
  EXPECT_GT(declared, 50);
}

// What the players count a declaration as is the engine's meld value (rules.hpp), no_repeat_trump
// included: in chinese the previous deal's trump suit marries common and fixes nothing.
TEST(Players, ImmediatePointsAreTheEnginesMeldValues) {
  const Variant chinese = *preset("chinese");
  Action marriage;
  marriage.type = ActionType::Declare;
  marriage.kind = MeldKind::Marriage;
  marriage.count = 2;
  marriage.cards[0] = physical_card(card_type(Suit::Hearts, Rank::King), 0);
  marriage.cards[1] = physical_card(card_type(Suit::Hearts, Rank::Queen), 0);
  const int hearts = static_cast<int>(Suit::Hearts), spades = static_cast<int>(Suit::Spades);
  EXPECT_EQ(ai::immediate_points(chinese, -1, spades, false, marriage), chinese.royal_marriage);
  EXPECT_EQ(ai::immediate_points(chinese, -1, hearts, false, marriage), chinese.common_marriage);
  EXPECT_EQ(ai::immediate_points(chinese, spades, hearts, false, marriage), chinese.common_marriage);

  int compared = 0, second_deals = 0, completed_by_joker = 0;
  for (const char* name : {"chinese", "rubicon", "two-handed", "four-handed",
                           "haitian(joker_melds=all_but_quinte, four_jokers_value=200, first_bezique_value=100)"}) {
    const Variant v = *parse_variant(name);
    ai::HeuristicPlayer heuristic;
    auto game = Game::create(v, 5);
    Rng rng(5);
    for (int step = 0; step < 3000 && !game->is_over(); ++step) {
      const int p = game->current_player();
      const View view = ai::seat_view(*game, p);
      if (view.phase == Phase::Declare) {
        for (const Action& a : view.legal_actions) {
          if (a.type != ActionType::Declare) continue;
          const auto engine = game->state().evaluate_meld(p, a.kind, a.cards.data(), a.count);
          ASSERT_TRUE(engine) << engine.status().message();
          EXPECT_EQ(ai::immediate_points(v, view.trump, view.previous_trump, view.first_bezique_scored, a), engine->points)
              << name << ": " << game->action_text(a);
          ++compared;
          second_deals += view.deal_number > 0;
          bool joker = false;
          for (int i = 0; i < a.count; ++i) joker = joker || (v.jokers > 0 && is_joker(a.cards[i]));
          completed_by_joker += joker && a.kind != MeldKind::Four;
        }
      }
      ASSERT_TRUE(game->apply(heuristic.choose(view, v, rng)).is_ok());
    }
  }
  EXPECT_GT(compared, 100);
  EXPECT_GT(second_deals, 0);
  EXPECT_GT(completed_by_joker, 0);  // marriages, beziques, fours of trumps with a joker (7.3)
}

TEST(Players, FactoryKnowsEverySpecAndExplainsBadOnes) {
  for (const char* spec : {"random", "heuristic", "ismcts", "ismcts:easy", "ismcts:expert", "ismcts:500", "ismcts:20ms",
                           "Random", "ISMCTS:Hard", "ismcts:20MS"}) {
    auto p = ai::make_player(spec);
    ASSERT_TRUE(p.is_ok()) << spec;
  }
  EXPECT_EQ((*ai::make_player("ismcts:500"))->name(), "ismcts:500");
  EXPECT_EQ((*ai::make_player("ismcts:hard"))->name(), "ismcts:10000");
  EXPECT_EQ((*ai::make_player("ismcts:20ms"))->name(), "ismcts:20ms");
  EXPECT_EQ((*ai::make_player("ismcts:500:20ms"))->name(), "ismcts:500:20ms");
  EXPECT_EQ((*ai::make_player("ISMCTS:Hard:300MS"))->name(), "ismcts:10000:300ms");
  for (const char* bad : {"", "ismcts:", "ismcts:0", "ismcts:fast", "ismcts:-3", "ismcts:0ms", "ismcts:500:", "ismcts:500:20",
                          "ismcts:500:0ms", "ismcts:20ms:500", "ismcts:20ms:20ms", "ismcts::20ms", "ismcts:easy:hard"}) {
    auto p = ai::make_player(bad);
    ASSERT_FALSE(p.is_ok()) << bad;
    EXPECT_FALSE(p.status().message().empty());
  }
  EXPECT_NE(ai::make_player("minimax").status().message().find("minimax"), std::string::npos);
}

}  // namespace
}  // namespace bezique

namespace bezique {
namespace {

// Plain ISMCTS (no prior) and the time budget both search and answer legally.
TEST(Players, IsmctsWithoutPriorAndByTime) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 13);
  const View view = ai::seat_view(*game, game->current_player());
  ASSERT_GT(view.legal_actions.size(), 1u);
  ai::IsmctsConfig plain;
  plain.iterations = 300;
  plain.prior_margin = 0;
  ai::IsmctsPlayer p1(plain);
  Rng rng(5);
  const Action a = p1.choose(view, v, rng);
  EXPECT_NE(std::find(view.legal_actions.begin(), view.legal_actions.end(), a), view.legal_actions.end());
  EXPECT_EQ(p1.last_stats().iterations, 300);
  EXPECT_GT(p1.last_stats().nodes, 1);
  ai::IsmctsConfig timed;
  timed.time_ms = 5;
  ai::IsmctsPlayer p2(timed);
  const Action b = p2.choose(view, v, rng);
  EXPECT_NE(std::find(view.legal_actions.begin(), view.legal_actions.end(), b), view.legal_actions.end());
  EXPECT_GT(p2.last_stats().iterations, 0);
}

// Both caps at once (issue 15: "an iteration and time cap"): the iterations end the search when
// the time is ample, reproducibly, and the clock ends it when the iterations are too many.
TEST(Players, IsmctsStopsAtWhicheverCapComesFirst) {
  const Variant v = *preset("two-handed");
  auto game = Game::create(v, 13);
  const View view = ai::seat_view(*game, game->current_player());
  ASSERT_GT(view.legal_actions.size(), 1u);
  auto choose = [&](const char* spec, ai::SearchStats* stats) {
    auto player = ai::make_player(spec);
    if (!player.is_ok()) {
      ADD_FAILURE() << spec << ": " << player.status().message();
      return Action{};
    }
    Rng rng(7);
    const Action a = (*player)->choose(view, v, rng);
    *stats = static_cast<ai::IsmctsPlayer&>(**player).last_stats();
    return a;
  };
  ai::SearchStats capped, plain;
  const Action a = choose("ismcts:300:60000ms", &capped);
  const Action b = choose("ismcts:300", &plain);
  EXPECT_EQ(capped.iterations, 300);
  EXPECT_EQ(plain.iterations, 300);
  // The same tree from the same samples, not only the same move (which the prior may fix).
  EXPECT_EQ(capped.nodes, plain.nodes) << "an unreached time cap leaves the search reproducible";
  EXPECT_EQ(a, b);
  ai::SearchStats cut;
  const Action c = choose("ismcts:1000000:1ms", &cut);
  EXPECT_NE(std::find(view.legal_actions.begin(), view.legal_actions.end(), c), view.legal_actions.end());
  EXPECT_GT(cut.iterations, 0);
  EXPECT_LT(cut.iterations, 1000000) << "the time cap ends a search whose iterations would take far longer";
}

}  // namespace
}  // namespace bezique
