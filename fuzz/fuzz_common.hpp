// Shared by the fuzz targets: strings through the ABI and a check that traps (so libFuzzer
// reports it) when a promise of the ABI is broken without a crash.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

#include "bezique/bezique.h"

namespace bzq_fuzz {

#define FUZZ_CHECK(cond)                                                          \
  do {                                                                            \
    if (!(cond)) {                                                                \
      std::fprintf(stderr, "%s:%d: broken promise: %s\n", __FILE__, __LINE__, #cond); \
      __builtin_trap();                                                           \
    }                                                                             \
  } while (0)

template <class F>
std::string get_string(F&& f) {
  std::uint32_t needed = 0;
  if (f(nullptr, 0u, &needed) != BZQ_OK) return "<error>";
  std::string out(needed, '\0');
  if (f(&out[0], needed, &needed) != BZQ_OK) return "<error>";
  out.resize(needed - 1);
  return out;
}

inline std::string state_text(const bzq_game* g) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_save_state(g, b, s, n); });
}

inline std::string record_text(const bzq_game* g) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_game_save_record(g, b, s, n); });
}

inline std::uint32_t event_count(const bzq_game* g) {
  std::uint32_t n = 0;
  FUZZ_CHECK(bzq_game_event_count(g, BZQ_OMNISCIENT, BZQ_EVENTS_ALL, &n) == BZQ_OK);
  return n;
}

inline std::string preset_name(std::uint32_t index) {
  std::uint32_t count = 0;
  bzq_preset_count(&count);
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_preset_name(index % count, b, s, n); });
}

// Reads the views, events and texts of a game: every read must succeed on a live game.
inline void read_everything(const bzq_game* g, std::uint32_t pick) {
  bzq_info info;
  bzq_info_init(&info);
  FUZZ_CHECK(bzq_game_info(g, &info) == BZQ_OK);
  const std::int32_t viewer = static_cast<std::int32_t>(pick % static_cast<std::uint32_t>(info.players + 1)) - 1;
  bzq_view* v = nullptr;
  FUZZ_CHECK(bzq_game_view(g, viewer, &v) == BZQ_OK);
  const std::string text = get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_view_text(v, b, s, n); });
  FUZZ_CHECK(text != "<error>");
  std::uint32_t n = 0;
  FUZZ_CHECK(bzq_view_event_count(v, &n) == BZQ_OK);
  bzq_view_free(v);
  FUZZ_CHECK(bzq_game_event_count(g, viewer, BZQ_EVENTS_LAST, &n) == BZQ_OK);
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::string e = get_string([&](char* b, std::uint32_t s, std::uint32_t* nd) {
      return bzq_game_event_text(g, viewer, BZQ_EVENTS_LAST, i, b, s, nd);
    });
    FUZZ_CHECK(e != "<error>");
  }
}

}  // namespace bzq_fuzz
