// Concurrency (run under ThreadSanitizer by the tsan preset): many threads, each
// with its own variants, games, views and records, play at once. Distinct handles are
// independent, the library has no global mutable state, and the last error is per thread.
// Players on several threads may share one game that nothing changes.
#include <atomic>
#include <thread>

#include "capi_test_util.hpp"

using namespace bzq_test;

namespace {

// Plays a game with choices from `seed`; returns its record (errors go to `failures`).
std::string play(const std::string& preset, std::uint64_t seed, std::atomic<int>& failures) {
  bzq_variant* v = nullptr;
  bzq_game* g = nullptr;
  if (bzq_variant_new(preset.c_str(), &v) != BZQ_OK || bzq_game_new(v, seed, &g) != BZQ_OK) {
    ++failures;
    bzq_variant_free(v);
    return {};
  }
  std::uint64_t x = seed * 2654435761u + 1;
  bzq_info info;
  bzq_info_init(&info);
  for (int step = 0; step < 100000 && bzq_game_info(g, &info) == BZQ_OK && !info.is_over; ++step) {
    std::uint32_t n = 0;
    bzq_game_legal_count(g, &n);
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    // A refused call on this thread: the thread's last error must be its own.
    const int32_t other = (info.current_player + 1) % info.players;
    if (bzq_game_apply_id(g, other, 0) != BZQ_OUT_OF_TURN ||
        std::string(bzq_last_error()).find("P" + std::to_string(other) + " is not to act") == std::string::npos)
      ++failures;
    if (step % 50 == 0) {
      bzq_view* view = nullptr;
      if (bzq_game_view(g, info.current_player, &view) != BZQ_OK) ++failures;
      bzq_view_free(view);
    }
    if (bzq_game_apply_id(g, info.current_player, static_cast<std::uint32_t>(x % n)) != BZQ_OK) ++failures;
  }
  std::string record = record_text(g);
  bzq_game_free(g);
  bzq_variant_free(v);
  return record;
}

TEST(CapiThreads, ManyThreadsEachWithItsOwnGames) {
  const std::vector<std::string> presets = {"two-handed", "rubicon", "four-hand-rubicon", "french-1847",
                                            "three-handed", "chinese"};
  constexpr int kThreads = 8;
  constexpr int kGamesPerThread = 3;
  // The same games played on one thread first: every thread must reproduce them exactly.
  std::atomic<int> failures{0};
  std::vector<std::string> expected;
  for (int t = 0; t < kThreads; ++t)
    for (int k = 0; k < kGamesPerThread; ++k)
      expected.push_back(play(presets[static_cast<std::size_t>((t + k) % presets.size())],
                              static_cast<std::uint64_t>(t * 100 + k), failures));
  ASSERT_EQ(failures.load(), 0);
  std::vector<std::string> got(expected.size());
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      for (int k = 0; k < kGamesPerThread; ++k)
        got[static_cast<std::size_t>(t * kGamesPerThread + k)] =
            play(presets[static_cast<std::size_t>((t + k) % presets.size())], static_cast<std::uint64_t>(t * 100 + k),
                 failures);
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_EQ(got[i], expected[i]) << i;
}

TEST(CapiThreads, ClonesPlayOnInParallel) {
  // Copies of one game (as a search would make) are independent handles.
  GamePtr base = make_game("rubicon", 5);
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 6; ++t) {
    bzq_game* c = nullptr;
    ASSERT_EQ(bzq_game_clone(base.get(), &c), BZQ_OK);
    threads.emplace_back([c, t, &failures] {
      bzq_info info;
      bzq_info_init(&info);
      for (int step = 0; step < 200 && bzq_game_info(c, &info) == BZQ_OK && !info.is_over; ++step) {
        std::uint32_t n = 0;
        bzq_game_legal_count(c, &n);
        if (bzq_game_apply_id(c, info.current_player, static_cast<std::uint32_t>(t + step) % n) != BZQ_OK) ++failures;
      }
      bzq_game_free(c);
    });
  }
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
}

TEST(CapiThreads, PlayersShareOneGameThatNothingChanges) {
  // bzq_player_choose and bzq_game_determinize only read the game: each thread runs its own
  // player (and sampling) on the same game at once, and gets what it gets alone.
  GamePtr g = make_game("two-handed", 8);
  for (int i = 0; i < 9; ++i) {
    bzq_info info;
    bzq_info_init(&info);
    ASSERT_EQ(bzq_game_info(g.get(), &info), BZQ_OK);
    ASSERT_EQ(bzq_game_apply_id(g.get(), info.current_player, 0), BZQ_OK);
  }
  auto decide = [&](std::uint64_t seed, std::atomic<int>& failures) {
    std::string out;
    bzq_player* p = nullptr;
    if (bzq_player_new(seed % 2 ? "ismcts:100" : "random", seed, &p) != BZQ_OK) ++failures;
    for (int k = 0; k < 5; ++k) {
      bzq_action a;
      bzq_action_init(&a);
      std::uint32_t id = 0;
      if (bzq_player_choose(p, g.get(), &a, &id) != BZQ_OK) ++failures;
      bzq_game* sample = nullptr;
      if (bzq_game_determinize(g.get(), k % 2, seed + static_cast<std::uint64_t>(k), &sample) != BZQ_OK) ++failures;
      out += std::to_string(id) + " " + state_text(sample) + "\n";
      bzq_game_free(sample);
    }
    bzq_player_free(p);
    return out;
  };
  constexpr int kThreads = 6;
  std::atomic<int> failures{0};
  std::vector<std::string> expected, got(kThreads);
  for (int t = 0; t < kThreads; ++t) expected.push_back(decide(static_cast<std::uint64_t>(t), failures));
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] { got[static_cast<std::size_t>(t)] = decide(static_cast<std::uint64_t>(t), failures); });
  for (auto& th : threads) th.join();
  EXPECT_EQ(failures.load(), 0);
  for (int t = 0; t < kThreads; ++t) EXPECT_EQ(got[static_cast<std::size_t>(t)], expected[static_cast<std::size_t>(t)]) << t;
}

}  // namespace
