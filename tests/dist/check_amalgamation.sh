#!/usr/bin/env bash
# The amalgamation, bezique-V-amalgamation.zip, unpacked in an empty folder: bezique.cpp compiled
# alone (no include path: it holds every header) by one compiler, warnings as errors, and linked
# with tests/determinism/checksum.c, a C99 program that plays every preset through the C ABI
# and compares the determinism checksums with tests/determinism/expected.txt, run natively or
# under Wine. (Emscripten compiles the same file in the Unity package's tests, unity.source.*.)
# Usage: check_amalgamation.sh DIST_DIR VERSION COMPILER
#   COMPILER: gcc, clang or mingw (MinGW-w64, under Wine)
source "$(dirname "$0")/common.sh"
dist=$1 version=$2 compiler=$3
unpack "$(artifact "$dist/bezique-$version-amalgamation.zip")"
cd "bezique-$version-amalgamation"
[ -f bezique.cpp ] && [ -f bezique/bezique.h ] && [ -f LICENSE ]
warnings=(-Wall -Wextra -Wpedantic -Werror)
expected=$src/tests/determinism/expected.txt
run=()
case $compiler in
  gcc) cc=gcc cxx=g++ link=(-pthread) ;;
  clang) cc=clang cxx=clang++ link=(-pthread) ;;
  mingw) cc=x86_64-w64-mingw32-gcc-posix cxx=x86_64-w64-mingw32-g++-posix link=(-static)
         run=(wine) ;;
  *) echo "unknown compiler $compiler"; exit 2 ;;
esac
"$cxx" -std=c++17 -O2 "${warnings[@]}" -c bezique.cpp -o bezique.o
"$cc" -std=c99 "${warnings[@]}" -I. -c "$src/tests/determinism/checksum.c" -o checksum.o
case $compiler in mingw) out=checksum.exe ;; *) out=checksum ;; esac
"$cxx" checksum.o bezique.o "${link[@]}" -o "$out"
"${run[@]}" "./$out" --expect "$expected" | tail -n 1
echo "amalgamation ($compiler): bezique.cpp compiled alone, linked with a C program, checksums as expected"
