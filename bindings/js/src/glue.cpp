// What the JavaScript package needs that the C ABI does not offer: the bytes malloc has handed
// out (memoryUsage(), which the leak tests watch). Everything else, simulation and the shape of
// a variant included, goes through the C ABI (bzq_simulate, bzq_variant_shape).
#include <cstdint>
#include <malloc.h>

extern "C" {

// The bytes of WebAssembly memory allocated now (malloc's in-use total).
uint32_t bezique_js_heap_in_use(void) {
  return static_cast<uint32_t>(mallinfo().uordblks);
}

}  // extern "C"
