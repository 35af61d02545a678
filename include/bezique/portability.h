/** @file
 * portability.h: every compiler-specific construct bezique uses, in one place.
 *
 * The rest of the sources are standard C99 / C++17. This header gives them the export and
 * calling-convention macros of the C ABI, and (in C++) the bit operations the card sets are
 * made of: standard `<bit>` where the library has it (C++20), MSVC intrinsics, GNU builtins
 * otherwise, and a portable fallback for any other compiler. A CTest check
 * (tests/portability/check_builtins.cmake) refuses compiler extensions anywhere else.
 */
#ifndef BEZIQUE_PORTABILITY_H
#define BEZIQUE_PORTABILITY_H

/** @def BZQ_API
 * Marks an exported function of the C ABI: dllexport/dllimport on Windows, default visibility
 * elsewhere. Defined empty when BZQ_STATIC is defined: set when building or linking the static
 * library (the CMake target bezique::c_static sets it for its users), so that neither the archive
 * nor a program linking it exports the bzq_ functions. */
/** @def BZQ_CALL
 * The calling convention of every C ABI function: cdecl where a platform has more than one. */
#if defined(BZQ_STATIC)
#  define BZQ_API
#elif defined(_WIN32) || defined(__CYGWIN__)
#  if defined(BZQ_BUILDING_LIBRARY)
#    define BZQ_API __declspec(dllexport)
#  else
#    define BZQ_API __declspec(dllimport)
#  endif
#elif defined(__GNUC__) || defined(__clang__)
#  define BZQ_API __attribute__((visibility("default")))
#else
#  define BZQ_API
#endif

#if defined(_WIN32) || defined(__CYGWIN__)
#  define BZQ_CALL __cdecl
#else
#  define BZQ_CALL
#endif

/** @def BZQ_NOINLINE
 * Keeps a function out of its callers: the library marks its own rare paths with it, so that
 * the usual path around them stays short. */
#if defined(_MSC_VER)
#  define BZQ_NOINLINE __declspec(noinline)
#elif defined(__GNUC__) || defined(__clang__)
#  define BZQ_NOINLINE __attribute__((noinline))
#else
#  define BZQ_NOINLINE
#endif

#ifdef __cplusplus

#include <cstdint>

#if defined(__has_include)
#  if __has_include(<bit>)
#    include <bit>
#  endif
#endif
#if !defined(__cpp_lib_bitops) && defined(_MSC_VER)
#  include <intrin.h>
#endif

namespace bezique {
namespace detail {

/// The number of set bits of @p x.
inline int popcount64(std::uint64_t x) {
#if defined(__cpp_lib_bitops)
  return std::popcount(x);
#elif defined(_MSC_VER) && defined(_M_X64)
  return static_cast<int>(__popcnt64(x));
#elif defined(__GNUC__) || defined(__clang__)
  return __builtin_popcountll(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555u);
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return static_cast<int>((x * 0x0101010101010101u) >> 56);
#endif
}

/// The index of the lowest set bit of @p x, which must not be 0.
inline int countr_zero64(std::uint64_t x) {
#if defined(__cpp_lib_bitops)
  return std::countr_zero(x);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
  unsigned long index;
  _BitScanForward64(&index, x);
  return static_cast<int>(index);
#elif defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#else
  int n = 0;
  while (!(x & 1u)) {
    x >>= 1;
    ++n;
  }
  return n;
#endif
}

/// The index of the lowest set bit of @p x, which must not be 0.
inline int countr_zero32(std::uint32_t x) {
#if defined(__cpp_lib_bitops)
  return std::countr_zero(x);
#elif defined(_MSC_VER)
  unsigned long index;
  _BitScanForward(&index, x);
  return static_cast<int>(index);
#elif defined(__GNUC__) || defined(__clang__)
  return __builtin_ctz(x);
#else
  return countr_zero64(x);
#endif
}

}  // namespace detail
}  // namespace bezique

#endif /* __cplusplus */

#endif /* BEZIQUE_PORTABILITY_H */
