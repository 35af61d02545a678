// Fuzzes player specs, as a server would take them from a client. Input: byte 0 picks a preset,
// the rest is the spec for bzq_player_new. Promises checked: no crash, sanitizer report or
// out-of-memory failure (budgets are capped when the spec is read); a refused spec leaves no
// handle and says why in a message safe to print; an accepted one has a name that makes the
// same player again, and chooses legal actions (its budget permitting a quick run).
#include <cstdlib>

#include "fuzz_common.hpp"

using namespace bzq_fuzz;

namespace {

std::string name_of(const bzq_player* p) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_player_name(p, b, s, n); });
}

// Whether a decision of this player is quick enough to make in a fuzz run: a few iterations,
// with or without a time cap ("ismcts:200" or "ismcts:200:5ms"), not a time alone.
bool quick(const std::string& name) {
  if (name == "random" || name == "heuristic") return true;
  if (name.compare(0, 7, "ismcts:") != 0) return false;
  const std::string budget = name.substr(7, name.find(':', 7) - 7);
  return budget.find("ms") == std::string::npos && std::atoi(budget.c_str()) <= 300;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > 4096) return -1;
  std::string spec(reinterpret_cast<const char*>(data) + 1, size - 1);
  spec = spec.substr(0, spec.find('\0'));
  bzq_player* p = nullptr;
  const bzq_status s = bzq_player_new(spec.c_str(), 7, &p);
  if (s != BZQ_OK) {
    FUZZ_CHECK(p == nullptr);
    FUZZ_CHECK(s == BZQ_UNKNOWN_NAME || s == BZQ_INVALID_ARGUMENT);
    FUZZ_CHECK(bzq_last_error()[0] != '\0' && safe_message(bzq_last_error()));
    return 0;
  }
  const std::string name = name_of(p);
  bzq_player* again = nullptr;
  FUZZ_CHECK(bzq_player_new(name.c_str(), 7, &again) == BZQ_OK);
  FUZZ_CHECK(name_of(again) == name);
  bzq_player_free(again);
  if (quick(name)) {
    bzq_variant* v = nullptr;
    FUZZ_CHECK(bzq_variant_new(preset_name(data[0]).c_str(), &v) == BZQ_OK);
    bzq_game* g = nullptr;
    FUZZ_CHECK(bzq_game_new(v, data[0], &g) == BZQ_OK);
    for (int i = 0; i < 6; ++i) {
      bzq_info info;
      bzq_info_init(&info);
      FUZZ_CHECK(bzq_game_info(g, &info) == BZQ_OK);
      if (info.is_over) break;
      bzq_action a;
      bzq_action_init(&a);
      std::uint32_t id = 0;
      FUZZ_CHECK(bzq_player_choose(p, g, &a, &id) == BZQ_OK);
      FUZZ_CHECK(bzq_game_apply_id(g, info.current_player, id) == BZQ_OK);
    }
    bzq_game_free(g);
    bzq_variant_free(v);
  }
  bzq_player_free(p);
  return 0;
}
