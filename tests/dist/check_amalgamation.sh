#!/usr/bin/env bash
# The amalgamation, bezique-V-amalgamation.zip, unpacked in an empty folder: bezique.cpp compiled
# alone (no include path: it holds every header) by one compiler, warnings as errors, and linked
# with tests/determinism/checksum.c, a C99 program that plays every preset through the C ABI
# and compares the determinism checksums with tests/determinism/expected.txt, run natively,
# under Wine or under node.
# Usage: check_amalgamation.sh DIST_DIR VERSION COMPILER
#   COMPILER: gcc, clang, mingw (MinGW-w64, under Wine), wasm (em++, -fwasm-exceptions) or
#   wasm-js (em++, -fexceptions: Emscripten's JavaScript exceptions, as Unity's WebGL players)
source "$(dirname "$0")/common.sh"
dist=$1 version=$2 compiler=$3
unpack "$(artifact "$dist/bezique-$version-amalgamation.zip")"
cd "bezique-$version-amalgamation"
[ -f bezique.cpp ] && [ -f bezique/bezique.h ] && [ -f LICENSE ]
warnings=(-Wall -Wextra -Wpedantic -Werror)
cxxflags=()
expected=$src/tests/determinism/expected.txt
run=()
case $compiler in
  gcc) cc=gcc cxx=g++ link=(-pthread) ;;
  clang) cc=clang cxx=clang++ link=(-pthread) ;;
  mingw) cc=x86_64-w64-mingw32-gcc-posix cxx=x86_64-w64-mingw32-g++-posix link=(-static)
         run=(wine) ;;
  wasm | wasm-js)
    cc=emcc cxx=em++
    if [ "$compiler" = wasm ]; then exceptions=-fwasm-exceptions; else exceptions=-fexceptions; fi
    cxxflags=("$exceptions" -DBEZIQUE_THREADS=0)
    link=("$exceptions" -sABORTING_MALLOC=0 -sNODERAWFS=1 -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=1)
    run=(node --no-experimental-fetch) ;;
  *) echo "unknown compiler $compiler"; exit 2 ;;
esac
"$cxx" -std=c++17 -O2 "${warnings[@]}" "${cxxflags[@]}" -c bezique.cpp -o bezique.o
"$cc" -std=c99 "${warnings[@]}" -I. -c "$src/tests/determinism/checksum.c" -o checksum.o
case $compiler in mingw) out=checksum.exe ;; wasm*) out=checksum.js ;; *) out=checksum ;; esac
"$cxx" checksum.o bezique.o "${link[@]}" -o "$out"
"${run[@]}" "./$out" --expect "$expected" | tail -n 1
echo "amalgamation ($compiler): bezique.cpp compiled alone, linked with a C program, checksums as expected"
