// Fuzzes record and state loading. Input: byte 0 picks what to load (even: a record, through
// bzq_game_load_record and bzq_record_from_text; odd: a state text of preset byte 1), the rest
// is the text. Promises checked: no crash or sanitizer report; a refusal leaves nothing behind;
// whatever loads saves back to a text that loads to the same state, and plays on.
#include <cstring>

#include "fuzz_common.hpp"

using namespace bzq_fuzz;

namespace {

void play_a_little(bzq_game* g) {
  for (int i = 0; i < 20; ++i) {
    bzq_info info;
    bzq_info_init(&info);
    FUZZ_CHECK(bzq_game_info(g, &info) == BZQ_OK);
    if (info.is_over) return;
    std::uint32_t n = 0;
    FUZZ_CHECK(bzq_game_legal_count(g, &n) == BZQ_OK);
    FUZZ_CHECK(n > 0);
    FUZZ_CHECK(bzq_game_apply_id(g, info.current_player, static_cast<std::uint32_t>(i) % n) == BZQ_OK);
    read_everything(g, static_cast<std::uint32_t>(i));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2 || size > 1 << 20) return -1;
  std::string text(reinterpret_cast<const char*>(data) + 2, size - 2);
  text = text.substr(0, text.find('\0'));
  if (data[0] % 2 == 0) {
    bzq_game* g = nullptr;
    const bzq_status s = bzq_game_load_record(text.c_str(), &g);
    bzq_record* r = nullptr;
    const bzq_status rs = bzq_record_from_text(text.c_str(), &r);
    FUZZ_CHECK(s == rs);
    if (s != BZQ_OK) {
      FUZZ_CHECK(g == nullptr && r == nullptr);
      FUZZ_CHECK(bzq_last_error()[0] != '\0');
      return 0;
    }
    const std::string record = record_text(g);
    bzq_game* again = nullptr;
    FUZZ_CHECK(bzq_game_load_record(record.c_str(), &again) == BZQ_OK);
    FUZZ_CHECK(record_text(again) == record);
    FUZZ_CHECK(state_text(again) == state_text(g));
    std::uint32_t count = 0;
    FUZZ_CHECK(bzq_record_action_count(r, &count) == BZQ_OK);
    bzq_game* replayed = nullptr;
    FUZZ_CHECK(bzq_record_replay(r, count / 2, &replayed) == BZQ_OK);
    play_a_little(replayed);
    play_a_little(g);
    bzq_game_free(replayed);
    bzq_game_free(again);
    bzq_game_free(g);
    bzq_record_free(r);
    return 0;
  }
  bzq_variant* v = nullptr;
  FUZZ_CHECK(bzq_variant_new(preset_name(data[1]).c_str(), &v) == BZQ_OK);
  bzq_game* g = nullptr;
  const bzq_status s = bzq_game_load_state(v, text.c_str(), data[1], &g);
  if (s != BZQ_OK) {
    FUZZ_CHECK(g == nullptr);
    FUZZ_CHECK(bzq_last_error()[0] != '\0');
    bzq_variant_free(v);
    return 0;
  }
  const std::string state = state_text(g);
  bzq_game* again = nullptr;
  FUZZ_CHECK(bzq_game_load_state(v, state.c_str(), 0, &again) == BZQ_OK);
  FUZZ_CHECK(state_text(again) == state);
  read_everything(g, data[1]);
  play_a_little(g);
  bzq_game_free(again);
  bzq_game_free(g);
  bzq_variant_free(v);
  return 0;
}
