# Builds for x86_64 Linux against an old glibc (2.17 by default, BEZIQUE_ZIG_GLIBC) with Zig's
# clang and its libc++ linked in: the shared library then loads on any Linux of the last ten
# years (Ubuntu 14.04+, RHEL 7+, the Steam runtimes) whatever the build machine's glibc is.
# Zig comes from PyPI (the ziglang wheel, cmake/toolchains/zig.cmake).
set(BEZIQUE_ZIG_GLIBC 2.17 CACHE STRING "The oldest glibc the build must load with")
include(${CMAKE_CURRENT_LIST_DIR}/zig.cmake)

set(_target x86_64-linux-gnu.${BEZIQUE_ZIG_GLIBC})
set(CMAKE_C_COMPILER ${BEZIQUE_ZIG} cc -target ${_target})
set(CMAKE_CXX_COMPILER ${BEZIQUE_ZIG} c++ -target ${_target})
# try_compile projects read this file again: they must see the same zig, not install another.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES BEZIQUE_ZIG BEZIQUE_ZIG_GLIBC)
