// Running out of memory for real (WebAssembly, a heap limited at link time): each call is made
// with the heap filled up, and must return BZQ_OUT_OF_MEMORY with the message "out of memory",
// change nothing, and work once memory is free again. Without exceptions caught, or with
// Emscripten's aborting malloc, the program would abort instead.
#include <cstdlib>
#include <string>

#include "capi_test_util.hpp"

namespace {

using namespace bzq_test;
using ::testing::StrEq;

// Takes every byte the heap can give (growing it to its limit), until release().
class FullHeap {
 public:
  FullHeap() {
    // A failed allocation may let the allocator merge free pieces: so again, until nothing more.
    for (bool more = true; more;) {
      more = false;
      for (std::size_t size = std::size_t{1} << 20; size >= 1; size /= 2)
        while (take(size)) more = true;
    }
  }
  ~FullHeap() { release(); }
  FullHeap(const FullHeap&) = delete;
  FullHeap& operator=(const FullHeap&) = delete;
  void release() {
    while (count_ > 0) std::free(blocks_[--count_]);
  }
  bool full() { return !take(1); }

 private:
  bool take(std::size_t size) {
    if (count_ == kMaxBlocks) return false;
    void* p = std::malloc(size);
    if (p) blocks_[count_++] = p;
    return p != nullptr;
  }

  static constexpr std::size_t kMaxBlocks = 4096;
  void* blocks_[kMaxBlocks];
  std::size_t count_ = 0;
};

// Runs `call` with the heap full; the status it returned.
template <class F>
bzq_status with_full_heap(F&& call) {
  FullHeap heap;
  EXPECT_TRUE(heap.full());
  const bzq_status s = call();
  heap.release();
  return s;
}

// The status and message of a call that ran out of memory.
bool is_out_of_memory(bzq_status s, const char* message) {
  if (s == BZQ_OUT_OF_MEMORY) return std::string(message) == "out of memory";
#ifdef BZQ_TEST_JS_EXCEPTIONS
  // Emscripten's JavaScript-based exceptions (BEZIQUE_WASM_EXCEPTIONS=emscripten): with the
  // heap full, Emscripten 3.1.6 sometimes cannot describe the std::bad_alloc to the handlers,
  // and only `catch (...)` takes it. What matters holds in both modes: no abort, no change.
  if (s == BZQ_INTERNAL) return std::string(message) == "internal error (its description did not fit in memory)";
#endif
  return false;
}

void expect_out_of_memory(bzq_status s) {
  EXPECT_TRUE(is_out_of_memory(s, bzq_last_error())) << bzq_status_string(s) << ": " << bzq_last_error();
  EXPECT_EQ(bzq_last_error_status(), s);
}

TEST(CapiOutOfMemory, NewHandlesAreNotMade) {
  VariantPtr variant = make_variant("rubicon");
  GamePtr game = make_game("two-handed", 3);

  bzq_variant* v = nullptr;
  expect_out_of_memory(with_full_heap([&] { return bzq_variant_from_text("rubicon(target=1500)", &v); }));
  EXPECT_EQ(v, nullptr);
  bzq_game* g = nullptr;
  expect_out_of_memory(with_full_heap([&] { return bzq_game_new(variant.get(), 1, &g); }));
  EXPECT_EQ(g, nullptr);
  expect_out_of_memory(with_full_heap([&] { return bzq_game_clone(game.get(), &g); }));
  EXPECT_EQ(g, nullptr);
  expect_out_of_memory(with_full_heap([&] { return bzq_game_determinize(game.get(), 0, 5, &g); }));
  EXPECT_EQ(g, nullptr);
  bzq_view* view = nullptr;
  expect_out_of_memory(with_full_heap([&] { return bzq_game_view(game.get(), 1, &view); }));
  EXPECT_EQ(view, nullptr);
  bzq_record* record = nullptr;
  expect_out_of_memory(with_full_heap([&] { return bzq_game_record(game.get(), &record); }));
  EXPECT_EQ(record, nullptr);
  const std::string text = record_text(game.get());
  expect_out_of_memory(with_full_heap([&] { return bzq_game_load_record(text.c_str(), &g); }));
  EXPECT_EQ(g, nullptr);
  bzq_player* player = nullptr;
  expect_out_of_memory(with_full_heap([&] { return bzq_player_new("ismcts:50", 1, &player); }));
  EXPECT_EQ(player, nullptr);

  // With memory back, the same calls work.
  ASSERT_EQ(bzq_game_clone(game.get(), &g), BZQ_OK) << bzq_last_error();
  bzq_game_free(g);
  ASSERT_EQ(bzq_game_load_record(text.c_str(), &g), BZQ_OK) << bzq_last_error();
  bzq_game_free(g);
  ASSERT_EQ(bzq_player_new("ismcts:50", 1, &player), BZQ_OK) << bzq_last_error();
  bzq_player_free(player);
}

TEST(CapiOutOfMemory, AGameIsLeftAsItWas) {
  GamePtr game = make_game("rubicon", 7);
  const Snapshot before(game.get());
  std::uint32_t needed = 0;
  expect_out_of_memory(with_full_heap([&] { return bzq_game_save_record(game.get(), nullptr, 0, &needed); }));
  EXPECT_THAT(bzq_game_message(game.get()), StrEq(bzq_last_error()));
  EXPECT_EQ(Snapshot(game.get()), before);

  // Actions applied with the heap full succeed until the history needs room to grow; that one
  // fails and changes nothing.
  bzq_status s = BZQ_OK;
  for (int step = 0; step < 10000 && s == BZQ_OK; ++step) {
    const Snapshot last(game.get());
    s = with_full_heap([&] { return bzq_game_apply_id(game.get(), info_of(game.get()).current_player, 0); });
    if (s != BZQ_OK) {
      expect_out_of_memory(s);
      EXPECT_EQ(Snapshot(game.get()), last);
    }
  }
  EXPECT_TRUE(is_out_of_memory(s, bzq_game_message(game.get())));
  EXPECT_EQ(bzq_game_apply_id(game.get(), info_of(game.get()).current_player, 0), BZQ_OK) << bzq_game_message(game.get());

  // A new game in the handle needs room for its own lists: refused, the old game stands.
  const Snapshot played(game.get());
  expect_out_of_memory(with_full_heap([&] { return bzq_game_restart(game.get(), 3); }));
  EXPECT_EQ(Snapshot(game.get()), played);
  ASSERT_EQ(bzq_game_restart(game.get(), 3), BZQ_OK) << bzq_game_message(game.get());
  EXPECT_EQ(Snapshot(game.get()), Snapshot(make_game("rubicon", 3).get()));
}

TEST(CapiOutOfMemory, APlayerDecidesLaterAsIfNothingHappened) {
  GamePtr game = make_game("two-handed", 11);
  bzq_player* raw = nullptr;
  ASSERT_EQ(bzq_player_new("ismcts:200", 4, &raw), BZQ_OK);
  std::unique_ptr<bzq_player, void (*)(bzq_player*)> player(raw, bzq_player_free);
  ASSERT_EQ(bzq_player_new("ismcts:200", 4, &raw), BZQ_OK);
  std::unique_ptr<bzq_player, void (*)(bzq_player*)> twin(raw, bzq_player_free);

  bzq_action action;
  bzq_action_init(&action);
  std::uint32_t id = 99;
  expect_out_of_memory(with_full_heap([&] { return bzq_player_choose(player.get(), game.get(), &action, &id); }));
  EXPECT_THAT(bzq_player_message(player.get()), StrEq(bzq_last_error()));
  EXPECT_EQ(id, 99u);

  // The failed decision drew nothing from the player's generator: it now decides as its twin.
  std::uint32_t twin_id = 0;
  ASSERT_EQ(bzq_player_choose(player.get(), game.get(), &action, &id), BZQ_OK) << bzq_player_message(player.get());
  ASSERT_EQ(bzq_player_choose(twin.get(), game.get(), &action, &twin_id), BZQ_OK);
  EXPECT_EQ(id, twin_id);
}

}  // namespace
