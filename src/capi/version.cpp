// The version of the library loaded at run time (the header's macros give the compiled-in one).
#include "internal.hpp"

extern "C" {

const char* bzq_version_string(void) { return BZQ_VERSION_STRING; }
uint32_t bzq_version_number(void) { return BZQ_VERSION_NUMBER; }
uint32_t bzq_abi_version(void) { return BZQ_ABI_VERSION; }

}  // extern "C"
