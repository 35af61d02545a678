// What the JavaScript package needs that the C ABI does not offer: many random deals played
// inside WebAssembly (simulate(): the loop of the Python package and of the benchmarks,
// bindings/shared/simulate.hpp), the shape of a variant (players, sides, packs, cards), and the
// bytes malloc has handed out (memoryUsage(), which the leak tests watch). The first two
// take the variant's text, which the package has already parsed and validated through the C ABI,
// so a bad variant is reported with the engine's own message. No exception leaves them.
#include <cstdint>
#include <exception>
#include <malloc.h>
#include <new>

#include "bezique/bezique.h"
#include "bezique/variant.hpp"
#include "simulate.hpp"

namespace {

// Runs `body` (which returns a status) with the variant `text` parsed; no exception leaves it.
template <class Body>
bzq_status with_variant(const char* text, Body body) noexcept {
  try {
    auto variant = bezique::parse_variant(text);
    if (!variant) return static_cast<bzq_status>(variant.status().code());
    return body(*variant);
  } catch (const std::bad_alloc&) {
    return BZQ_OUT_OF_MEMORY;
  } catch (const std::exception&) {
    return BZQ_INTERNAL;
  }
}

}  // namespace

extern "C" {

// Plays `deals` random deals of the variant `text` from `seed` and writes the statistics as
// int64 values: deals, actions, tricks, games over, then per meld kind (kMeldKinds) the
// declarations and the deals with one, then per side (kMaxPlayers) the points and the deals
// won, then the drawn deals. `out` holds bezique_js_simulate_length() values.
bzq_status bezique_js_simulate(const char* text, int32_t deals, uint64_t seed, int64_t* out) {
  if (text == nullptr || out == nullptr) return BZQ_NULL_ARGUMENT;
  if (deals < 0) return BZQ_INVALID_ARGUMENT;
  return with_variant(text, [&](const bezique::Variant& variant) {
    const bezique::bindings::SimulationStats st = bezique::bindings::simulate_deals(variant, deals, seed, 0);
    int64_t* at = out;
    for (int64_t v : {st.deals, st.actions, st.tricks, st.games_over}) *at++ = v;
    for (int64_t v : st.melds) *at++ = v;
    for (int64_t v : st.meld_deals) *at++ = v;
    for (int64_t v : st.points_by_side) *at++ = v;
    for (int64_t v : st.deal_wins) *at++ = v;
    return BZQ_OK;
  });
}

// The number of int64 values bezique_js_simulate writes.
int32_t bezique_js_simulate_length(void) {
  return 4 + 2 * bezique::kMeldKinds + 2 * bezique::kMaxPlayers + 1;
}

// The shape of the variant `text`: players, sides, packs, hand size, deck size, partnerships
// (0 or 1), written to out[0..6).
bzq_status bezique_js_variant_shape(const char* text, int32_t* out) {
  if (text == nullptr || out == nullptr) return BZQ_NULL_ARGUMENT;
  return with_variant(text, [&](const bezique::Variant& v) {
    const int32_t shape[] = {v.players, v.sides(), v.packs, v.hand_size, v.deck_size(), v.partnerships ? 1 : 0};
    for (int32_t value : shape) *out++ = value;
    return BZQ_OK;
  });
}

// The bytes of WebAssembly memory allocated now (malloc's in-use total).
uint32_t bezique_js_heap_in_use(void) {
  return static_cast<uint32_t>(mallinfo().uordblks);
}

}  // extern "C"
