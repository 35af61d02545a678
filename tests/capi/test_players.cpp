// The automatic players and the determinization primitive through the C ABI: the registry,
// player handles, decisions from a seat's view only, reproducibility from a seed, whole games of
// every preset, the players' golden game, and every error path (which changes nothing).
#include <algorithm>
#include <fstream>
#include <sstream>

#include "bezique/ai/determinizer.hpp"
#include "bezique/ai/tournament.hpp"
#include "bezique/game.hpp"
#include "capi_test_util.hpp"

using namespace bzq_test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

struct PlayerFree { void operator()(bzq_player* p) const { bzq_player_free(p); } };
using PlayerPtr = std::unique_ptr<bzq_player, PlayerFree>;

PlayerPtr new_player(const char* spec, std::uint64_t seed) {
  bzq_player* p = nullptr;
  EXPECT_EQ(bzq_player_new(spec, seed, &p), BZQ_OK) << spec << ": " << bzq_last_error();
  return PlayerPtr(p);
}

std::string player_name(const bzq_player* p) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_player_name(p, b, s, n); });
}

std::string player_info(std::uint32_t index, std::int32_t field) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_player_info(index, field, b, s, n); });
}

bool same_action(const bzq_action& a, const bzq_action& b) {
  return a.type == b.type && a.meld == b.meld && a.count == b.count && std::equal(a.cards, a.cards + a.count, b.cards);
}

// One decision, checked against the game's legal list; returns its id.
std::uint32_t choose_checked(bzq_player* player, const bzq_game* game) {
  bzq_action a;
  bzq_action_init(&a);
  std::uint32_t id = UINT32_MAX;
  EXPECT_EQ(bzq_player_choose(player, game, &a, &id), BZQ_OK) << bzq_player_message(player);
  bzq_action listed;
  bzq_action_init(&listed);
  EXPECT_EQ(bzq_game_legal_action(game, id, &listed), BZQ_OK) << "id " << id;
  EXPECT_TRUE(same_action(a, listed)) << "the chosen action is not legal action " << id;
  return id;
}

// Plays the game to its end, seat p decided by seats[p]; returns the number of actions.
int play_out(bzq_game* game, const std::vector<bzq_player*>& seats) {
  int actions = 0;
  for (bzq_info info = info_of(game); !info.is_over; info = info_of(game), ++actions) {
    const std::uint32_t id = choose_checked(seats[static_cast<std::size_t>(info.current_player)], game);
    EXPECT_EQ(bzq_game_apply_id(game, info.current_player, id), BZQ_OK) << bzq_game_message(game);
    if (::testing::Test::HasFailure() || actions > 100000) break;
  }
  return actions;
}

// Everything a seat sees, as text: the view's fields (exact card copies) and its history.
std::string seat_sight(const bzq_game* game, std::int32_t seat) {
  bzq_view* raw = nullptr;
  EXPECT_EQ(bzq_game_view(game, seat, &raw), BZQ_OK);
  ViewPtr view(raw);
  std::ostringstream o;
  o << get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_view_text(view.get(), b, s, n); });
  std::uint8_t cards[256];
  std::uint32_t count = 0;
  EXPECT_EQ(bzq_view_hand(view.get(), cards, 256, &count), BZQ_OK);
  o << "hand";
  for (std::uint32_t i = 0; i < count; ++i) o << " " << int(cards[i]);
  EXPECT_EQ(bzq_view_played(view.get(), cards, 256, &count), BZQ_OK);
  o << "\nplayed";
  for (std::uint32_t i = 0; i < count; ++i) o << " " << int(cards[i]);
  std::uint32_t legal = 0;
  EXPECT_EQ(bzq_view_legal_count(view.get(), &legal), BZQ_OK);
  for (std::uint32_t i = 0; i < legal; ++i) {
    bzq_action a;
    bzq_action_init(&a);
    EXPECT_EQ(bzq_view_legal_action(view.get(), i, &a), BZQ_OK);
    o << "\nlegal " << int(a.type) << " " << int(a.meld);
    for (int k = 0; k < a.count; ++k) o << " " << int(a.cards[k]);
  }
  std::uint32_t events = 0;
  EXPECT_EQ(bzq_view_event_count(view.get(), &events), BZQ_OK);
  for (std::uint32_t i = 0; i < events; ++i) {
    bzq_event e;
    bzq_event_init(&e);
    EXPECT_EQ(bzq_view_event(view.get(), i, &e), BZQ_OK);
    o << "\nevent " << int(e.type) << " " << int(e.player) << " " << int(e.side) << " " << int(e.suit) << " "
      << int(e.meld) << " " << int(e.reason) << " " << int(e.flags) << " " << e.value;
    for (int k = 0; k < e.count; ++k) o << " " << int(e.cards[k]);
  }
  return o.str();
}

// The seat's view without its history: what a sample must reproduce exactly.
std::string seat_view_now(const bzq_game* game, std::int32_t seat) {
  const std::string sight = seat_sight(game, seat);
  return sight.substr(0, sight.find("\nevent "));
}

GamePtr game_with_decks(const char* preset, std::uint64_t seed, const std::vector<bezique::Deck>& decks) {
  VariantPtr v = make_variant(preset);
  std::vector<std::uint8_t> cards;
  for (const auto& d : decks) cards.insert(cards.end(), d.begin(), d.end());
  bzq_game* g = nullptr;
  EXPECT_EQ(bzq_game_new_with_decks(v.get(), seed, cards.data(), static_cast<std::uint32_t>(cards.size()),
                                    static_cast<std::uint32_t>(decks.size()), &g),
            BZQ_OK)
      << bzq_last_error();
  return GamePtr(g);
}

GamePtr determinized(const bzq_game* game, std::int32_t seat, std::uint64_t seed) {
  bzq_game* out = nullptr;
  EXPECT_EQ(bzq_game_determinize(game, seat, seed, &out), BZQ_OK) << bzq_last_error();
  return GamePtr(out);
}

// Plays `moves` actions of `game` with a heuristic player at every seat.
void advance(bzq_game* game, int moves) {
  PlayerPtr h = new_player("heuristic", 1);
  for (int i = 0; i < moves && !info_of(game).is_over; ++i) {
    const bzq_info info = info_of(game);
    ASSERT_EQ(bzq_game_apply_id(game, info.current_player, choose_checked(h.get(), game)), BZQ_OK);
  }
}

}  // namespace

TEST(CapiPlayers, RegistryListsEverySpecWithASummary) {
  std::uint32_t n = 0;
  ASSERT_EQ(bzq_player_count(&n), BZQ_OK);
  ASSERT_EQ(n, 9u);
  std::vector<std::string> specs;
  for (std::uint32_t i = 0; i < n; ++i) {
    specs.push_back(player_info(i, BZQ_PLAYER_SPEC));
    EXPECT_GT(player_info(i, BZQ_PLAYER_SUMMARY).size(), 10u) << specs.back();
  }
  EXPECT_EQ(specs, (std::vector<std::string>{"random", "heuristic", "ismcts", "ismcts:LEVEL", "ismcts:N", "ismcts:Nms", "ismcts:BUDGET:Mms", "master", "master:BUDGET"}));
  EXPECT_THAT(player_info(3, BZQ_PLAYER_SUMMARY), HasSubstr("easy (200)"));
  // Every spec without a placeholder makes a player of that name.
  for (const char* spec : {"random", "heuristic"}) EXPECT_EQ(player_name(new_player(spec, 0).get()), spec);
}

TEST(CapiPlayers, RegistryErrors) {
  EXPECT_EQ(bzq_player_count(nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("count is NULL"));
  char buf[8] = "xxxxxxx";
  std::uint32_t needed = 77;
  EXPECT_EQ(bzq_player_info(9, BZQ_PLAYER_SPEC, buf, sizeof buf, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("player index 9 is out of range: there are 9"));
  EXPECT_EQ(bzq_player_info(0, 2, buf, sizeof buf, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("player field 2"));
  EXPECT_EQ(bzq_player_info(0, -1, buf, sizeof buf, &needed), BZQ_OUT_OF_RANGE);
  EXPECT_EQ(needed, 77u);
  EXPECT_STREQ(buf, "xxxxxxx");
  // "heuristic" needs 10 bytes: too small writes nothing but says how much.
  EXPECT_EQ(bzq_player_info(1, BZQ_PLAYER_SPEC, buf, sizeof buf, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, 10u);
  EXPECT_STREQ(buf, "xxxxxxx");
  EXPECT_EQ(bzq_player_info(1, BZQ_PLAYER_SPEC, nullptr, 0, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_EQ(bzq_player_info(1, BZQ_PLAYER_SPEC, nullptr, 5, &needed), BZQ_NULL_ARGUMENT);
}

TEST(CapiPlayers, NamesResolveLevels) {
  EXPECT_EQ(player_name(new_player("ismcts", 1).get()), "ismcts:10000");
  EXPECT_EQ(player_name(new_player("ismcts:easy", 1).get()), "ismcts:200");
  EXPECT_EQ(player_name(new_player("ismcts:expert", 1).get()), "ismcts:50000");
  EXPECT_EQ(player_name(new_player("ismcts:321", 1).get()), "ismcts:321");
  EXPECT_EQ(player_name(new_player("ismcts:15ms", 1).get()), "ismcts:15ms");
  EXPECT_EQ(player_name(new_player("ismcts:medium:15ms", 1).get()), "ismcts:2000:15ms");
}

TEST(CapiPlayers, NewRefusesBadSpecsAndChangesNothing) {
  bzq_player* const sentinel = reinterpret_cast<bzq_player*>(0x1);
  bzq_player* p = sentinel;
  EXPECT_EQ(bzq_player_new("alphazero", 1, &p), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("unknown player 'alphazero'"));
  EXPECT_EQ(bzq_player_new("ismcts:ultra", 1, &p), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("unknown ismcts level 'ultra'"));
  EXPECT_EQ(bzq_player_new("ismcts:0", 1, &p), BZQ_INVALID_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("ismcts takes 1 to 1000000 iterations"));
  EXPECT_EQ(bzq_player_new("ismcts:0ms", 1, &p), BZQ_INVALID_ARGUMENT);
  EXPECT_EQ(bzq_player_new("", 1, &p), BZQ_UNKNOWN_NAME);
  EXPECT_EQ(bzq_player_new("Heuristik", 1, &p), BZQ_UNKNOWN_NAME);
  EXPECT_THAT(bzq_last_error(), HasSubstr("did you mean 'heuristic'"));
  EXPECT_EQ(bzq_player_new(nullptr, 1, &p), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("spec is NULL"));
  EXPECT_EQ(p, sentinel);
  EXPECT_EQ(bzq_player_new("heuristic", 1, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("out is NULL"));
}

TEST(CapiPlayers, NameAndMessageErrors) {
  PlayerPtr p = new_player("heuristic", 3);
  EXPECT_STREQ(bzq_player_message(p.get()), "");
  EXPECT_STREQ(bzq_player_message(nullptr), "");
  std::uint32_t needed = 0;
  EXPECT_EQ(bzq_player_name(nullptr, nullptr, 0, &needed), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("player is NULL"));
  char small[4] = "xxx";
  EXPECT_EQ(bzq_player_name(p.get(), small, sizeof small, &needed), BZQ_BUFFER_TOO_SMALL);
  EXPECT_EQ(needed, 10u);
  EXPECT_STREQ(small, "xxx");
  EXPECT_THAT(bzq_player_message(p.get()), HasSubstr("too small"));
  bzq_player_free(nullptr);  // allowed
}

TEST(CapiPlayers, ChooseGivesALegalActionAndItsIdWithoutChangingTheGame) {
  GamePtr g = make_game("two-handed", 4);
  for (const char* spec : {"random", "heuristic", "ismcts:50"}) {
    PlayerPtr p = new_player(spec, 9);
    const Snapshot before(g.get());
    bzq_action a;
    bzq_action_init(&a);
    std::uint32_t id = UINT32_MAX;
    ASSERT_EQ(bzq_player_choose(p.get(), g.get(), &a, &id), BZQ_OK) << bzq_player_message(p.get());
    EXPECT_TRUE(Snapshot(g.get()) == before) << spec << ": choosing changed the game";
    bzq_action listed;
    bzq_action_init(&listed);
    ASSERT_EQ(bzq_game_legal_action(g.get(), id, &listed), BZQ_OK);
    EXPECT_TRUE(same_action(a, listed)) << spec;
    // The id may be left out; the action is the same for the same seed.
    PlayerPtr again = new_player(spec, 9);
    bzq_action b;
    bzq_action_init(&b);
    ASSERT_EQ(bzq_player_choose(again.get(), g.get(), &b, nullptr), BZQ_OK);
    EXPECT_TRUE(same_action(a, b)) << spec;
  }
  // The eldest hand leads the first trick: its choice is one of its 8 cards.
  PlayerPtr h = new_player("heuristic", 1);
  const std::uint32_t id = choose_checked(h.get(), g.get());
  EXPECT_LT(id, 8u);
}

TEST(CapiPlayers, ChooseErrorsChangeNothing) {
  GamePtr g = make_game("two-handed", 4);
  PlayerPtr p = new_player("random", 21);
  const Snapshot before(g.get());
  bzq_action a;
  bzq_action_init(&a);
  a.type = 99;  // a marker: a failed call must not write
  std::uint32_t id = 4242;

  EXPECT_EQ(bzq_player_choose(nullptr, g.get(), &a, &id), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("player is NULL"));
  EXPECT_EQ(bzq_player_choose(p.get(), nullptr, &a, &id), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_player_message(p.get()), HasSubstr("game is NULL"));
  EXPECT_EQ(bzq_player_choose(p.get(), g.get(), nullptr, &id), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_player_message(p.get()), HasSubstr("out is NULL"));
  bzq_action small = a;
  small.struct_size = 8;
  EXPECT_EQ(bzq_player_choose(p.get(), g.get(), &small, &id), BZQ_BAD_STRUCT_SIZE);
  EXPECT_THAT(bzq_player_message(p.get()), HasSubstr("out->struct_size is 8"));
  EXPECT_EQ(small.type, 99);
  EXPECT_EQ(a.type, 99);
  EXPECT_EQ(id, 4242u);
  EXPECT_TRUE(Snapshot(g.get()) == before);
  // The game's own message is untouched: the failures are the player's.
  EXPECT_STREQ(bzq_game_message(g.get()), "");

  // Failed calls did not advance the player's generator: it chooses as a fresh one does.
  PlayerPtr fresh = new_player("random", 21);
  GamePtr g2 = make_game("two-handed", 4);
  for (int i = 0; i < 30; ++i) {
    const std::uint32_t x = choose_checked(p.get(), g.get()), y = choose_checked(fresh.get(), g2.get());
    ASSERT_EQ(x, y) << i;
    const std::int32_t seat = info_of(g.get()).current_player;
    ASSERT_EQ(bzq_game_apply_id(g.get(), seat, x), BZQ_OK);
    ASSERT_EQ(bzq_game_apply_id(g2.get(), seat, y), BZQ_OK);
  }
}

TEST(CapiPlayers, ChooseAfterTheEndIsGameOver) {
  GamePtr g = make_game("french-1847", 2);
  PlayerPtr h = new_player("heuristic", 1);
  play_out(g.get(), {h.get(), h.get()});
  ASSERT_TRUE(info_of(g.get()).is_over);
  const Snapshot before(g.get());
  bzq_action a;
  bzq_action_init(&a);
  a.type = 99;
  std::uint32_t id = 4242;
  EXPECT_EQ(bzq_player_choose(h.get(), g.get(), &a, &id), BZQ_GAME_OVER);
  EXPECT_THAT(bzq_player_message(h.get()), HasSubstr("the game is over"));
  EXPECT_EQ(bzq_last_error_status(), BZQ_GAME_OVER);
  EXPECT_EQ(a.type, 99);
  EXPECT_EQ(id, 4242u);
  EXPECT_TRUE(Snapshot(g.get()) == before);
}

TEST(CapiPlayers, SameSeedSameGameAndOtherSeedsDiffer) {
  auto play = [](const char* spec, std::uint64_t seed) {
    GamePtr g = make_game("two-handed", 31);
    PlayerPtr a = new_player(spec, seed), b = new_player(spec, seed + 1000);
    play_out(g.get(), {a.get(), b.get()});
    return record_text(g.get());
  };
  for (const char* spec : {"random", "ismcts:40"}) {
    const std::string first = play(spec, 5);
    EXPECT_EQ(play(spec, 5), first) << spec << ": the same seeds played another game";
    EXPECT_NE(play(spec, 6), first) << spec << ": the seed makes no difference";
  }
  // The heuristic draws on no randomness at all.
  EXPECT_EQ(play("heuristic", 5), play("heuristic", 6));
}

TEST(CapiPlayers, WholeGamesOfEveryPreset) {
  std::uint32_t presets = 0;
  ASSERT_EQ(bzq_preset_count(&presets), BZQ_OK);
  for (std::uint32_t i = 0; i < presets; ++i) {
    const std::string preset =
        get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_preset_name(i, b, s, n); });
    GamePtr g = make_game(preset.c_str(), 3);
    PlayerPtr ismcts = new_player("ismcts:4", 7), heuristic = new_player("heuristic", 8), random = new_player("random", 9);
    const int players = info_of(g.get()).players;
    std::vector<bzq_player*> seats{ismcts.get(), heuristic.get(), random.get(), heuristic.get()};
    seats.resize(static_cast<std::size_t>(players));
    const int actions = play_out(g.get(), seats);
    const bzq_info end = info_of(g.get());
    EXPECT_TRUE(end.is_over) << preset;
    EXPECT_GT(actions, 20) << preset;
    EXPECT_EQ(end.phase, BZQ_PHASE_GAME_OVER) << preset;
    // The record replays: every action the players chose was legal where it was made.
    bzq_game* loaded = nullptr;
    ASSERT_EQ(bzq_game_load_record(record_text(g.get()).c_str(), &loaded), BZQ_OK) << preset << ": " << bzq_last_error();
    GamePtr replayed(loaded);
    EXPECT_EQ(state_text(replayed.get()), state_text(g.get())) << preset;
  }
}

// Two games whose decks differ only in cards seat 0 cannot see (one in seat 1's hand that seat 1
// keeps back, one deep in the stock). While seat 0's views agree, players of the same seed must
// decide the same in both, and determinizing for seat 0 must give the same sample.
TEST(CapiPlayers, DecisionsAndSamplesDependOnlyOnWhatTheSeatSees) {
  const bezique::Variant v = *bezique::preset("two-handed");
  bezique::Deck deck1 = bezique::seeded_deck(v, 5, 0), deck2 = deck1;
  // Dealer seat 0: eldest seat 1 receives deck positions 0, 2, 4, ...; the last position is
  // the last stock card before the turn-up.
  std::swap(deck2.front(), deck2.back());
  const std::uint8_t moved[2] = {deck1[0], deck1[deck1.size() - 1]};
  GamePtr g1 = game_with_decks("two-handed", 5, {deck1}), g2 = game_with_decks("two-handed", 5, {deck2});
  ASSERT_NE(state_text(g1.get()), state_text(g2.get()));

  const char* specs[] = {"heuristic", "random", "ismcts:60"};
  std::vector<PlayerPtr> in1, in2;
  for (const char* spec : specs) {
    in1.push_back(new_player(spec, 77));
    in2.push_back(new_player(spec, 77));
  }
  int compared = 0;
  while (!info_of(g1.get()).is_over) {
    const std::int32_t seat = info_of(g1.get()).current_player;
    ASSERT_EQ(info_of(g2.get()).current_player, seat);
    std::uint32_t id1 = 0, id2 = 0;
    if (seat == 0) {
      if (seat_sight(g1.get(), 0) != seat_sight(g2.get(), 0)) break;  // seat 0 has now seen a moved card
      std::uint32_t heuristic_choice = 0;
      for (std::size_t k = 0; k < in1.size(); ++k) {
        const std::uint32_t a = choose_checked(in1[k].get(), g1.get()), b = choose_checked(in2[k].get(), g2.get());
        EXPECT_EQ(a, b) << specs[k] << " at decision " << compared;
        if (k == 0) heuristic_choice = a;
      }
      EXPECT_EQ(state_text(determinized(g1.get(), 0, 500 + compared).get()),
                state_text(determinized(g2.get(), 0, 500 + compared).get()))
          << "the sample depends on cards seat 0 has not seen (decision " << compared << ")";
      id1 = id2 = heuristic_choice;  // the game goes on with the heuristic's choice
      ++compared;
    } else {
      // Seat 1 plays the same action in both games and keeps the moved card back.
      std::uint32_t n = 0;
      ASSERT_EQ(bzq_game_legal_count(g1.get(), &n), BZQ_OK);
      bool found = false;
      for (std::uint32_t i = 0; i < n && !found; ++i) {
        bzq_action a;
        bzq_action_init(&a);
        ASSERT_EQ(bzq_game_legal_action(g1.get(), i, &a), BZQ_OK);
        if (std::find_first_of(a.cards, a.cards + a.count, moved, moved + 2) != a.cards + a.count) continue;
        found = bzq_game_action_id(g2.get(), &a, &id2) == BZQ_OK;
        id1 = i;
      }
      if (!found) break;
    }
    ASSERT_EQ(bzq_game_apply_id(g1.get(), seat, id1), BZQ_OK) << bzq_game_message(g1.get());
    ASSERT_EQ(bzq_game_apply_id(g2.get(), seat, id2), BZQ_OK) << bzq_game_message(g2.get());
  }
  EXPECT_GE(compared, 10) << "too few decisions compared for the test to mean much";
}

TEST(CapiPlayers, PlayersGoldenGame) {
  // tests/ai/test_players_golden.cpp writes this file from C++; the same seeds through the ABI
  // must play the same game.
  std::ifstream in(std::string(BEZIQUE_TEST_DATA_DIR) + "/golden/players_two-handed.txt", std::ios::binary);
  ASSERT_TRUE(in.good());
  std::stringstream file;
  file << in.rdbuf();
  const std::string text = file.str();
  const auto begin = text.find("bezique-record 1\n");
  ASSERT_NE(begin, std::string::npos);
  GamePtr g = make_game("two-handed", 7);
  PlayerPtr seat0 = new_player("ismcts:200", 11), seat1 = new_player("heuristic", 12);
  play_out(g.get(), {seat0.get(), seat1.get()});
  EXPECT_EQ(record_text(g.get()), text.substr(begin));
}

TEST(CapiDeterminize, TheSampleKeepsWhatTheSeatSeesAndDealsTheRest) {
  GamePtr g = make_game("two-handed", 12);
  advance(g.get(), 37);
  const bzq_info info = info_of(g.get());
  ASSERT_FALSE(info.is_over);
  for (std::int32_t seat = 0; seat < 2; ++seat) {
    const std::string seen = seat_view_now(g.get(), seat);
    std::vector<std::string> other_hands;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      GamePtr s = determinized(g.get(), seat, seed);
      // Everything the seat sees now is the same, its exact cards included.
      EXPECT_EQ(seat_view_now(s.get(), seat), seen) << "seat " << seat << " seed " << seed;
      const bzq_info si = info_of(s.get());
      EXPECT_EQ(si.current_player, info.current_player);
      EXPECT_EQ(si.stock_size, info.stock_size);
      EXPECT_EQ(si.turn_up, info.turn_up);
      // The state is a whole one: it loads back from its text with every check.
      const std::string state = state_text(s.get());
      EXPECT_TRUE(bezique::state_from_text(*bezique::preset("two-handed"), state).is_ok()) << state;
      // The sample has no history, so no record, and cannot be sampled from again.
      bzq_record* r = nullptr;
      EXPECT_EQ(bzq_game_record(s.get(), &r), BZQ_WRONG_PHASE);
      bzq_game* again = nullptr;
      EXPECT_EQ(bzq_game_determinize(s.get(), seat, 1, &again), BZQ_INVALID_ARGUMENT);
      EXPECT_THAT(bzq_last_error(), HasSubstr("history"));
      EXPECT_EQ(again, nullptr);
      bzq_view* other = nullptr;
      ASSERT_EQ(bzq_game_view(s.get(), 1 - seat, &other), BZQ_OK);
      ViewPtr ov(other);
      std::uint8_t cards[64];
      std::uint32_t n = 0;
      ASSERT_EQ(bzq_view_hand(ov.get(), cards, 64, &n), BZQ_OK);
      other_hands.emplace_back(cards, cards + n);
    }
    // What the seat cannot see is shared out afresh: the other hand varies between seeds.
    std::sort(other_hands.begin(), other_hands.end());
    EXPECT_GT(std::unique(other_hands.begin(), other_hands.end()) - other_hands.begin(), 6) << "seat " << seat;
  }
  // The same seed gives the same sample; the sample plays on to the end of the game, its later
  // deals coming from the seed.
  GamePtr a = determinized(g.get(), 0, 99), b = determinized(g.get(), 0, 99), c = determinized(g.get(), 0, 100);
  EXPECT_EQ(state_text(a.get()), state_text(b.get()));
  EXPECT_NE(state_text(a.get()), state_text(c.get()));
  std::uint64_t seed_a = 0, seed_g = 0;
  ASSERT_EQ(bzq_game_seed(a.get(), &seed_a), BZQ_OK);
  ASSERT_EQ(bzq_game_seed(g.get(), &seed_g), BZQ_OK);
  EXPECT_NE(seed_a, seed_g);
  PlayerPtr h = new_player("heuristic", 1);
  EXPECT_GT(play_out(a.get(), {h.get(), h.get()}), 10);
  EXPECT_TRUE(info_of(a.get()).is_over);
}

TEST(CapiDeterminize, SameSampleAsTheCppDeterminizer) {
  // bzq_game_determinize is bezique::determinize(ai::seat_view(game, seat), variant, Rng(seed)):
  // the Python binding calls the latter, so both hosts get the same sample for the same seed.
  for (const char* preset : {"two-handed", "rubicon", "four-hand-rubicon"}) {
    auto game = bezique::Game::create(*bezique::preset(preset), 4);
    ASSERT_TRUE(game.is_ok());
    GamePtr g = make_game(preset, 4);
    bezique::Rng pick(2);
    for (int step = 0; step < 120 && !game->is_over(); ++step) {
      const int seat = static_cast<int>(pick.below(static_cast<std::uint32_t>(game->variant().players)));
      bezique::Rng rng(static_cast<std::uint64_t>(step));
      auto expected = bezique::determinize(bezique::ai::seat_view(*game, seat), game->variant(), rng);
      ASSERT_TRUE(expected.is_ok()) << expected.status().message();
      EXPECT_EQ(state_text(determinized(g.get(), seat, static_cast<std::uint64_t>(step)).get()),
                bezique::state_to_text(*expected))
          << preset << " step " << step;
      const auto legal = game->legal_actions();
      const std::uint32_t id = pick.below(static_cast<std::uint32_t>(legal.size()));
      ASSERT_EQ(bzq_game_apply_id(g.get(), game->current_player(), id), BZQ_OK);
      ASSERT_TRUE(game->apply(legal[id]).is_ok());
    }
  }
}

TEST(CapiDeterminize, EveryPresetEverySeat) {
  std::uint32_t presets = 0;
  ASSERT_EQ(bzq_preset_count(&presets), BZQ_OK);
  for (std::uint32_t i = 0; i < presets; ++i) {
    const std::string preset =
        get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_preset_name(i, b, s, n); });
    GamePtr g = make_game(preset.c_str(), 8);
    for (int moves : {0, 9, 40}) {
      advance(g.get(), moves);
      const bzq_info info = info_of(g.get());
      if (info.is_over) break;
      for (std::int32_t seat = 0; seat < info.players; ++seat) {
        GamePtr s = determinized(g.get(), seat, 3);
        ASSERT_NE(s, nullptr) << preset;
        EXPECT_EQ(seat_view_now(s.get(), seat), seat_view_now(g.get(), seat)) << preset << " seat " << seat;
      }
    }
  }
}

TEST(CapiDeterminize, ErrorsChangeNothing) {
  GamePtr g = make_game("rubicon", 2);
  advance(g.get(), 5);
  const Snapshot before(g.get());
  bzq_game* const sentinel = reinterpret_cast<bzq_game*>(0x1);
  bzq_game* out = sentinel;
  EXPECT_EQ(bzq_game_determinize(nullptr, 0, 1, &out), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("game is NULL"));
  EXPECT_EQ(bzq_game_determinize(g.get(), 0, 1, nullptr), BZQ_NULL_ARGUMENT);
  EXPECT_THAT(bzq_last_error(), HasSubstr("out is NULL"));
  for (std::int32_t seat : {2, -1, static_cast<int>(BZQ_OMNISCIENT), 1000}) {
    EXPECT_EQ(bzq_game_determinize(g.get(), seat, 1, &out), BZQ_OUT_OF_RANGE) << seat;
    EXPECT_THAT(bzq_last_error(), HasSubstr("seat " + std::to_string(seat) + " is out of range"));
  }
  EXPECT_EQ(out, sentinel);
  EXPECT_TRUE(Snapshot(g.get()) == before);
  EXPECT_STREQ(bzq_game_message(g.get()), "");

  // A game loaded from a state text has no history to read what the seat has seen.
  VariantPtr v = make_variant("rubicon");
  bzq_game* loaded = nullptr;
  ASSERT_EQ(bzq_game_load_state(v.get(), state_text(g.get()).c_str(), 4, &loaded), BZQ_OK);
  GamePtr from_state(loaded);
  EXPECT_EQ(bzq_game_determinize(from_state.get(), 0, 1, &out), BZQ_INVALID_ARGUMENT);
  // The message speaks C: it names the C functions, not the C++ one behind them.
  EXPECT_THAT(bzq_last_error(), HasSubstr("no history of its current deal"));
  EXPECT_THAT(bzq_last_error(), HasSubstr("bzq_game_load_state"));
  EXPECT_THAT(bzq_last_error(), Not(HasSubstr("make_view")));
  EXPECT_EQ(out, sentinel);

  // After the end nothing is hidden.
  GamePtr over = make_game("french-1847", 2);
  PlayerPtr h = new_player("heuristic", 1);
  play_out(over.get(), {h.get(), h.get()});
  EXPECT_EQ(bzq_game_determinize(over.get(), 0, 1, &out), BZQ_WRONG_PHASE);
  EXPECT_THAT(bzq_last_error(), HasSubstr("the game is over"));
  EXPECT_EQ(out, sentinel);
}

TEST(CapiPlayers, ChooseWorksOnGamesWithoutHistory) {
  // A state text carries no history: the players still decide (ISMCTS by its fast policy).
  GamePtr g = make_game("two-handed", 6);
  advance(g.get(), 11);
  VariantPtr v = make_variant("two-handed");
  bzq_game* loaded = nullptr;
  ASSERT_EQ(bzq_game_load_state(v.get(), state_text(g.get()).c_str(), 4, &loaded), BZQ_OK);
  GamePtr from_state(loaded);
  for (const char* spec : {"random", "heuristic", "ismcts:20"}) {
    PlayerPtr p = new_player(spec, 2);
    choose_checked(p.get(), from_state.get());
  }
  // And a determinized sample can be played out by players (a search's playout).
  GamePtr s = determinized(g.get(), info_of(g.get()).current_player, 8);
  PlayerPtr r = new_player("random", 3), h = new_player("heuristic", 4);
  play_out(s.get(), {r.get(), h.get()});
  EXPECT_TRUE(info_of(s.get()).is_over);
}
