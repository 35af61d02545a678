# Cross-builds for macOS from Linux with Zig's clang, which carries the macOS headers and
# libSystem's stubs and links its own libc++ in (as the Linux portable build does): the
# library needs nothing on the Mac but libSystem. One architecture per build folder
# (BEZIQUE_MACOS_ARCH: arm64 or x86_64); scripts/dist.sh merges the two into universal files
# with llvm-lipo. Nothing built here can run on this machine: the checks read the files.
# Zig comes from PyPI (the ziglang wheel, cmake/toolchains/zig.cmake).
set(BEZIQUE_MACOS_ARCH arm64 CACHE STRING "arm64 (Apple silicon) or x86_64 (Intel)")
# The oldest macOS the files load on: Big Sur, the first release for Apple silicon.
set(BEZIQUE_MACOS_MIN 11.0 CACHE STRING "The oldest macOS the build must load on")
include(${CMAKE_CURRENT_LIST_DIR}/zig.cmake)

set(CMAKE_SYSTEM_NAME Darwin)
set(CMAKE_SYSTEM_PROCESSOR ${BEZIQUE_MACOS_ARCH})
if(BEZIQUE_MACOS_ARCH STREQUAL "arm64")
  set(_target aarch64-macos.${BEZIQUE_MACOS_MIN})
elseif(BEZIQUE_MACOS_ARCH STREQUAL "x86_64")
  set(_target x86_64-macos.${BEZIQUE_MACOS_MIN})
else()
  message(FATAL_ERROR "BEZIQUE_MACOS_ARCH is '${BEZIQUE_MACOS_ARCH}': use arm64 or x86_64")
endif()
set(CMAKE_C_COMPILER ${BEZIQUE_ZIG} cc -target ${_target})
set(CMAKE_CXX_COMPILER ${BEZIQUE_ZIG} c++ -target ${_target})
# The target names the architecture and the oldest macOS; no Xcode SDK is involved.
set(CMAKE_OSX_ARCHITECTURES "" CACHE STRING "" FORCE)
set(CMAKE_OSX_DEPLOYMENT_TARGET "" CACHE STRING "" FORCE)
set(CMAKE_OSX_SYSROOT "" CACHE PATH "" FORCE)

# Archives in the BSD format Apple's linker reads (LLVM's ar picks it from the Mach-O members),
# and install names rewritten by LLVM's install_name_tool: Debian's llvm package.
find_program(BEZIQUE_LLVM_AR NAMES llvm-ar llvm-ar-14 llvm-ar-15 llvm-ar-16 REQUIRED)
find_program(BEZIQUE_LLVM_RANLIB NAMES llvm-ranlib llvm-ranlib-14 llvm-ranlib-15 llvm-ranlib-16 REQUIRED)
find_program(BEZIQUE_LLVM_INSTALL_NAME_TOOL NAMES llvm-install-name-tool llvm-install-name-tool-14
             llvm-install-name-tool-15 llvm-install-name-tool-16 REQUIRED)
set(CMAKE_AR ${BEZIQUE_LLVM_AR} CACHE FILEPATH "" FORCE)
set(CMAKE_RANLIB ${BEZIQUE_LLVM_RANLIB} CACHE FILEPATH "" FORCE)
set(CMAKE_INSTALL_NAME_TOOL ${BEZIQUE_LLVM_INSTALL_NAME_TOOL} CACHE FILEPATH "" FORCE)

# Apple's CMake platform file offers @rpath install names only when it can ask the host's macOS
# version (sw_vers); every macOS this build targets has @rpath (zig-macos-rules.cmake).
set(CMAKE_USER_MAKE_RULES_OVERRIDE ${CMAKE_CURRENT_LIST_DIR}/zig-macos-rules.cmake)
# Zig's Mach-O linker ignores -exported_symbols_list (Linux builds use a version script), so
# every object is compiled with hidden symbols: the dylib exports what BZQ_API marks and
# nothing of the core, the players or libc++ beyond what libc++ itself makes visible.
set(CMAKE_C_VISIBILITY_PRESET hidden)
set(CMAKE_CXX_VISIBILITY_PRESET hidden)
set(CMAKE_VISIBILITY_INLINES_HIDDEN ON)

# Nothing of the host: no library, header or package of this Linux machine may be found.
set(CMAKE_FIND_ROOT_PATH ${CMAKE_BINARY_DIR}/no-host-sysroot)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# try_compile projects read this file again: they must see the same zig and architecture.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES BEZIQUE_ZIG BEZIQUE_MACOS_ARCH BEZIQUE_MACOS_MIN)
