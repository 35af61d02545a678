// Shared by the fuzz targets: strings through the ABI and a check that traps (so libFuzzer
// reports it) when a promise of the ABI is broken without a crash.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstring>
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

// A message is safe to print: at most 1000 bytes of valid UTF-8 with no C0 or C1 control
// character, DEL, line or paragraph separator, bidirectional control or byte order mark.
// Written apart from the library's own escaping, so that it checks it.
inline bool safe_message(const char* message) {
  const auto* p = reinterpret_cast<const unsigned char*>(message);
  const std::size_t n = std::strlen(message);
  if (n > 1000) return false;
  for (std::size_t i = 0; i < n;) {
    std::uint32_t cp = p[i];
    std::size_t len = 1;
    if (cp >= 0xF0 && cp < 0xF5) len = 4, cp &= 0x07;
    else if (cp >= 0xE0 && cp < 0xF0) len = 3, cp &= 0x0F;
    else if (cp >= 0xC2 && cp < 0xE0) len = 2, cp &= 0x1F;
    else if (cp >= 0x80) return false;
    if (i + len > n) return false;
    for (std::size_t k = 1; k < len; ++k) {
      if ((p[i + k] & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (p[i + k] & 0x3F);
    }
    const std::uint32_t min = len == 1 ? 0 : len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    if (cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || cp == 0x200E || cp == 0x200F ||
        (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069) || cp == 0x061C || cp == 0xFEFF)
      return false;
    i += len;
  }
  return true;
}

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
