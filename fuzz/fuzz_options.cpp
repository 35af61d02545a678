// Fuzzes option strings. Input: byte 0 picks a preset; the first line is variant text for
// bzq_variant_from_text, each further line "name=value" for bzq_variant_set on the preset.
// Promises checked: no crash or sanitizer report; a refused text or set changes nothing and
// says why in a message safe to print; a parsed variant's canonical text parses back to the
// same text; a valid variant starts a game.
#include <cstring>

#include "fuzz_common.hpp"

using namespace bzq_fuzz;

namespace {

std::string text_of(const bzq_variant* v) {
  return get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_text(v, b, s, n); });
}

void check_round_trip_and_play(const bzq_variant* v) {
  const std::string text = text_of(v);
  bzq_variant* back = nullptr;
  FUZZ_CHECK(bzq_variant_from_text(text.c_str(), &back) == BZQ_OK);
  FUZZ_CHECK(text_of(back) == text);
  bzq_variant_free(back);
  bzq_game* g = nullptr;
  FUZZ_CHECK(bzq_game_new(v, 1, &g) == BZQ_OK);
  for (int i = 0; i < 30; ++i) {
    bzq_info info;
    bzq_info_init(&info);
    FUZZ_CHECK(bzq_game_info(g, &info) == BZQ_OK);
    if (info.is_over) break;
    std::uint32_t n = 0;
    FUZZ_CHECK(bzq_game_legal_count(g, &n) == BZQ_OK && n > 0);
    FUZZ_CHECK(bzq_game_apply_id(g, info.current_player, static_cast<std::uint32_t>(i * 7) % n) == BZQ_OK);
  }
  bzq_game_free(g);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > 1 << 14) return -1;
  std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  rest = rest.substr(0, rest.find('\0'));
  std::size_t nl = rest.find('\n');
  const std::string first = rest.substr(0, nl);
  bzq_variant* parsed = nullptr;
  if (bzq_variant_from_text(first.c_str(), &parsed) == BZQ_OK) {
    FUZZ_CHECK(bzq_variant_validate(parsed) == BZQ_OK);
    check_round_trip_and_play(parsed);
    bzq_variant_free(parsed);
  } else {
    FUZZ_CHECK(parsed == nullptr && bzq_last_error()[0] != '\0');
    FUZZ_CHECK(safe_message(bzq_last_error()));
    FUZZ_CHECK(bzq_last_error_status() != BZQ_INTERNAL && bzq_last_error_status() != BZQ_OUT_OF_MEMORY);
  }
  bzq_variant* v = nullptr;
  FUZZ_CHECK(bzq_variant_new(preset_name(data[0]).c_str(), &v) == BZQ_OK);
  std::size_t start = nl == std::string::npos ? rest.size() : nl + 1;
  while (start < rest.size()) {
    nl = rest.find('\n', start);
    const std::string line = rest.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    start = nl == std::string::npos ? rest.size() : nl + 1;
    const std::size_t eq = line.find('=');
    const std::string name = line.substr(0, eq);
    const std::string value = eq == std::string::npos ? "" : line.substr(eq + 1);
    const std::string before = text_of(v);
    std::string got = get_string([&](char* b, std::uint32_t s, std::uint32_t* n) {
      return bzq_variant_get(v, name.c_str(), b, s, n);
    });
    if (bzq_variant_set(v, name.c_str(), value.c_str()) != BZQ_OK) {
      FUZZ_CHECK(text_of(v) == before);
      FUZZ_CHECK(bzq_variant_message(v)[0] != '\0');
      FUZZ_CHECK(safe_message(bzq_variant_message(v)));
    } else {
      got = get_string([&](char* b, std::uint32_t s, std::uint32_t* n) { return bzq_variant_get(v, name.c_str(), b, s, n); });
      FUZZ_CHECK(got != "<error>");
    }
  }
  if (bzq_variant_validate(v) == BZQ_OK) check_round_trip_and_play(v);
  else FUZZ_CHECK(safe_message(bzq_variant_message(v)));
  bzq_variant_free(v);
  return 0;
}
