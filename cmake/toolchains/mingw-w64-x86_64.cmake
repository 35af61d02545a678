# Cross-compiles for 64-bit Windows with MinGW-w64 (Debian: g++-mingw-w64-x86-64) and runs the
# test programs under Wine (Debian: wine64), through CMAKE_CROSSCOMPILING_EMULATOR.
# The -posix compilers: std::thread (the match runner's threads) needs the POSIX thread model.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(BEZIQUE_MINGW_TRIPLE x86_64-w64-mingw32)

find_program(BEZIQUE_MINGW_CC NAMES ${BEZIQUE_MINGW_TRIPLE}-gcc-posix ${BEZIQUE_MINGW_TRIPLE}-gcc)
find_program(BEZIQUE_MINGW_CXX NAMES ${BEZIQUE_MINGW_TRIPLE}-g++-posix ${BEZIQUE_MINGW_TRIPLE}-g++)
find_program(BEZIQUE_MINGW_RC NAMES ${BEZIQUE_MINGW_TRIPLE}-windres)
set(CMAKE_C_COMPILER ${BEZIQUE_MINGW_CC})
set(CMAKE_CXX_COMPILER ${BEZIQUE_MINGW_CXX})
set(CMAKE_RC_COMPILER ${BEZIQUE_MINGW_RC})

# Libraries and packages come from the MinGW sysroot only, never the host's (a host GoogleTest
# or Google Benchmark cannot link into a Windows program); programs come from the host.
set(CMAKE_FIND_ROOT_PATH /usr/${BEZIQUE_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Programs link the MinGW runtime statically, so Wine runs them without the runtime DLLs on its
# path (the bezique DLL does the same for its users, in src/capi/CMakeLists.txt).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Wine runs the test programs: wine64 is not on PATH in Debian's package.
find_program(BEZIQUE_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(BEZIQUE_WINE)
  # A Wine prefix of the build's own in the temporary folder (created on first use; not in the
  # build tree, whose drive z: would link back to /), and Wine's debug chatter off.
  if(DEFINED ENV{TMPDIR})
    set(BEZIQUE_WINE_TMP $ENV{TMPDIR})
  else()
    set(BEZIQUE_WINE_TMP /tmp)
  endif()
  string(MD5 BEZIQUE_WINE_ID "${CMAKE_BINARY_DIR}")
  string(SUBSTRING ${BEZIQUE_WINE_ID} 0 12 BEZIQUE_WINE_ID)
  set(CMAKE_CROSSCOMPILING_EMULATOR env WINEPREFIX=${BEZIQUE_WINE_TMP}/bezique-wine-${BEZIQUE_WINE_ID} WINEDEBUG=-all
      ${BEZIQUE_WINE})
endif()
