// The play-off solver is exact: on thousands of random small play-off positions of every
// preset (the whole State of a three- or four-player game: a determinization) its value equals
// that of plain minimax (no pruning, no table) with the same objective, and the action it names
// achieves that value.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bezique/ai/solver.hpp"
#include "bezique/game.hpp"
#include "bezique/random.hpp"

// Sanitizer and unoptimised builds check fewer positions so the suite stays quick there.
#if defined(__SANITIZE_ADDRESS__) || !defined(NDEBUG)
#define BEZIQUE_SLOW_BUILD 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define BEZIQUE_SLOW_BUILD 1
#endif
#endif

namespace bezique::ai {
namespace {

#ifdef BEZIQUE_SLOW_BUILD
constexpr int kSmallPositions = 250;
constexpr int kLargerPositions = 40;
#else
constexpr int kSmallPositions = 1000;
constexpr int kLargerPositions = 200;
#endif

// The reference: every line of play to the end of the deal, the side to act at the root
// maximising and every other side minimising.
int minimax(const State& root, const State& s) {
  const int side = root.variant().side_of(root.current_player());
  if (s.phase() == Phase::Deal || s.phase() == Phase::GameOver) return solver_objective(root, s, side);
  const bool maximising = s.variant().side_of(s.current_player()) == side;
  int best = maximising ? -2 * kSolverWin - 1 : 2 * kSolverWin + 1;
  for (const Action& a : s.legal_actions()) {
    State child = s;
    child.apply_unchecked(a);
    const int v = minimax(root, child);
    best = maximising ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// Play-off positions with at most max_cards cards in the hand of the player to act, from random
// games of @p variant: a few from each game's first play-off, before and within tricks.
std::vector<State> small_positions(const Variant& variant, int count, int max_cards, std::uint64_t seed) {
  std::vector<State> out;
  Rng rng(seed);
  for (std::uint64_t game_seed = seed; static_cast<int>(out.size()) < count; ++game_seed) {
    // The States refer to `variant`, which outlives them (a Game's own copy would not).
    State s(variant);
    if (!s.deal(seeded_deck(variant, game_seed, 0))) break;
    while (!s.is_terminal() && !s.is_chance()) {
      const ActionList legal = s.legal_actions();
      // Random play, with a claim only now and then so that most games reach the play-off.
      std::size_t i = rng.below(static_cast<std::uint32_t>(legal.size()));
      if (legal[i].type == ActionType::Claim && rng.below(8) != 0) i = (i + 1) % legal.size();
      if (s.stage() == 2 && s.hand_size(s.current_player()) <= max_cards && rng.below(3) == 0) out.push_back(s);
      s.apply_unchecked(legal[i]);
    }
  }
  return out;
}

class SolverExactness : public ::testing::TestWithParam<std::string> {};

TEST_P(SolverExactness, EqualsPlainMinimaxOnRandomSmallPositions) {
  const Variant variant = *preset(GetParam());
  // Mostly small positions, and some larger ones, where transpositions abound: six cards a hand
  // with two players; with three or four, whose unpruned minimax grows far faster, four.
  const bool two = variant.players == 2;
  const int small_cards = two ? 4 : 3, larger_cards = two ? 6 : 4;
  auto positions = small_positions(variant, kSmallPositions, small_cards, 1);
  ASSERT_GE(positions.size(), static_cast<std::size_t>(kSmallPositions));
  for (const State& s : small_positions(variant, two ? kLargerPositions : kLargerPositions / 4, larger_cards, 2))
    if (s.hand_size(s.current_player()) >= larger_cards - 1) positions.push_back(s);
  Solver solver;
  Solver cramped(SolverConfig{10, 0});  // a small table: entries replaced all the time
  int checked = 0;
  for (const State& s : positions) {
    const int want = minimax(s, s);
    for (Solver* sv : {&solver, &cramped}) {
      auto r = sv->solve(s);
      ASSERT_TRUE(r) << r.status().message();
      ASSERT_TRUE(r->exact);
      ASSERT_EQ(r->value, want) << GetParam() << ", position " << checked << ":\n" << full_text(s);
      // The action named achieves the value.
      State after = s;
      after.apply_unchecked(r->best);
      ASSERT_EQ(minimax(s, after), want) << GetParam() << ": the best action falls short";
    }
    ++checked;
  }
  EXPECT_EQ(checked, static_cast<int>(positions.size()));
}

INSTANTIATE_TEST_SUITE_P(EveryPreset, SolverExactness, ::testing::ValuesIn(preset_names()),
                         [](const ::testing::TestParamInfo<std::string>& i) {
                           std::string n = i.param;
                           for (char& c : n)
                             if (c == '-') c = '_';
                           return n;
                         });

TEST(Solver, AWholeTwoHandedPlayOffAgreesWithMinimaxOnItsLastFiveTricks) {
  const Variant variant = *preset("two-handed");
  Solver solver;
  for (const State& s : small_positions(variant, 40, 5, 77)) {
    auto r = solver.solve(s);
    ASSERT_TRUE(r && r->exact);
    EXPECT_EQ(r->value, minimax(s, s));
  }
}

// With three sides the other two count as one coalition: the side's gain minus both others'.
TEST(Solver, ObjectiveOfThreeSidesCountsBothOthersAgainstTheSide) {
  const Variant variant = *preset("three-handed");
  const auto positions = small_positions(variant, 5, 8, 11);
  ASSERT_FALSE(positions.empty());
  Rng rng(3);
  for (const State& root : positions) {
    State end = root;
    while (end.phase() != Phase::Deal && end.phase() != Phase::GameOver) {
      const ActionList legal = end.legal_actions();
      end.apply_unchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
    }
    int gained[3];
    for (int side = 0; side < 3; ++side)
      gained[side] = end.score(side) + end.pending(side) - root.score(side) - root.pending(side);
    for (int side = 0; side < 3; ++side) {
      const int others = gained[(side + 1) % 3] + gained[(side + 2) % 3];
      EXPECT_EQ(solver_points(root, end, side), gained[side] - others);
      const int win = end.is_terminal() && end.winner() >= 0 ? (end.winner() == side ? kSolverWin : -kSolverWin) : 0;
      EXPECT_EQ(solver_objective(root, end, side), gained[side] - others + win);
    }
  }
}

TEST(Solver, RefusesWhatItCannotSolveAndStopsAtItsNodeLimit) {
  auto game = Game::create(*preset("two-handed"), 3);
  ASSERT_TRUE(game);
  Solver solver;
  auto stage1 = solver.solve(game->state());
  EXPECT_EQ(stage1.status().code(), Code::InvalidArgument);
  EXPECT_NE(stage1.status().message().find("stage 1"), std::string::npos) << stage1.status().message();

  const Variant two_handed = *preset("two-handed");
  const auto positions = small_positions(two_handed, 1, 8, 5);
  ASSERT_FALSE(positions.empty());
  Solver limited(SolverConfig{16, 10});
  auto cut = limited.solve(positions[0]);
  ASSERT_TRUE(cut);
  EXPECT_FALSE(cut->exact);
  EXPECT_LE(cut->nodes, 11u);
  const ActionList legal = positions[0].legal_actions();
  EXPECT_NE(std::find(legal.begin(), legal.end(), cut->best), legal.end());
}

}  // namespace
}  // namespace bezique::ai
