#!/usr/bin/env bash
# The Unity package's source plugin (Runtime/Plugins/Source: bezique.cpp, the amalgamation, and
# bezique/bezique.h), taken from the unpacked tarball and compiled alone as a Unity player's
# toolchain compiles plugin sources: Emscripten for WebGL, Zig's clang for the 64-bit ARM of
# phones and Apple silicon. Unity's IL2CPP flags are kept (-fno-rtti, hidden visibility, -Os),
# with C++17 as docs/unity.md has the project set it, and warnings as errors. It is then linked
# with the C programs of the tests (tests/determinism/checksum.c: every preset's determinism
# checksums, compared with tests/determinism/expected.txt, the x86_64 values; and
# tests/c/play_all_presets.c: whole games with a refused move at every step) and run.
# This proves the source in each mode, not Unity's own toolchain, which does not run here.
#
# Usage: check_source_plugin.sh TARBALL MODE SOURCE_DIR
#   webgl-js            em++ -fexceptions (JavaScript exceptions: Unity's "Explicitly Thrown
#                       Exceptions Only" and "Full"); checksums under node
#   webgl-wasm          em++ -fwasm-exceptions (Unity 6's "WebAssembly 2023"); checksums under node
#   webgl-none          em++ with exception catching off (Unity's "None": a throw aborts);
#                       checksums and whole games with refused moves under node: the engine
#                       reports its errors as statuses and throws nothing
#   webgl-js-pthread    em++ -fexceptions -pthread (native multithreading): compiled and linked,
#                       with the match runner's threads; not run (JavaScript exceptions and
#                       threads make the run four times as slow as webgl-wasm-pthread's)
#   webgl-wasm-pthread  em++ -fwasm-exceptions -pthread; checksums under node
#   webgl-cxx11         em++ -std=c++11, the standard Unity gives plugin sources by default: the
#                       one error is the file's own, saying it needs C++17
#   aarch64-linux       zig c++ -target aarch64-linux-gnu (as Android's ARM64); checksums under
#                       qemu-aarch64 with the arm64 C library (AARCH64_SYSROOT)
#   aarch64-macos       zig c++ -target aarch64-macos (as iOS devices and Apple silicon): an arm64
#                       Mach-O object defining every function of the header (it cannot run here)
# Tools from the environment: EMXX, EMCC, NODE, ZIG, QEMU_AARCH64, AARCH64_SYSROOT, NM.
set -euo pipefail
tarball=$1 mode=$2 src=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bezique-unity-source.XXXXXX")
finish() { local status=$?; if [ $status -eq 0 ]; then rm -rf "$tmp"; else echo "kept for inspection: $tmp"; fi; }
trap finish EXIT
cd "$tmp"
tar xzf "$tarball"
plugin=$tmp/package/Runtime/Plugins/Source
[ -f "$plugin/bezique.cpp" ] && [ -f "$plugin/bezique/bezique.h" ] || { echo "no source plugin in $tarball"; exit 1; }
expected=$src/tests/determinism/expected.txt
warnings=(-Wall -Wextra -Wpedantic -Werror)
unity=(-Os -fno-rtti -fvisibility=hidden)
c_program() { # c_program COMPILER [ARGS...] -- PROGRAM: the tests' C99 PROGRAM against the packaged header
  local compiler=() program
  while [ "$1" != -- ]; do compiler+=("$1"); shift; done
  program=$2
  "${compiler[@]}" -std=c99 "${warnings[@]}" -I"$plugin" -c "$src/$program" -o "$(basename "$program" .c).o"
}

case $mode in
  webgl-*)
    case $mode in
      webgl-js) eh=(-fexceptions) threads=() ;;
      webgl-wasm) eh=(-fwasm-exceptions) threads=() ;;
      webgl-none) eh=() threads=() ;;
      webgl-js-pthread) eh=(-fexceptions) threads=(-pthread) ;;
      webgl-wasm-pthread) eh=(-fwasm-exceptions) threads=(-pthread) ;;
      webgl-cxx11)
        if "$EMXX" -std=c++11 "${unity[@]}" -c "$plugin/bezique.cpp" -o bezique.o 2>errors.txt; then
          echo "bezique.cpp compiled as C++11: its C++17 check did not stop it"; exit 1
        fi
        cat errors.txt
        errors=$(grep -c "error:" errors.txt || true)
        grep -q 'error: "bezique.cpp is C++17: compile it with -std=c++17' errors.txt && [ "$errors" -le 2 ] ||
          { echo "as C++11, bezique.cpp should fail with its own message alone, not $errors errors"; exit 1; }
        echo "webgl-cxx11: at Unity's default C++11 the one error is bezique.cpp's, saying it needs C++17"
        exit 0 ;;
      *) echo "unknown mode $mode"; exit 2 ;;
    esac
    "$EMXX" -std=c++17 "${unity[@]}" "${warnings[@]}" "${eh[@]}" "${threads[@]}" -c "$plugin/bezique.cpp" -o bezique.o
    # Threads: a fixed heap (Emscripten's growable heap with threads needs a JavaScript pass
    # of its own); without them, a growable one, as Unity's WebGL players have.
    if [ ${#threads[@]} -gt 0 ]; then memory=(-sINITIAL_MEMORY=256MB); else memory=(-sALLOW_MEMORY_GROWTH=1); fi
    link=("${eh[@]}" "${threads[@]}" "${memory[@]}" -sABORTING_MALLOC=0 -sNODERAWFS=1 -sEXIT_RUNTIME=1)
    programs=(tests/determinism/checksum.c)
    [ "$mode" = webgl-none ] && programs+=(tests/c/play_all_presets.c)
    for program in "${programs[@]}"; do
      c_program "$EMCC" "${eh[@]}" "${threads[@]}" -- "$program"
      name=$(basename "$program" .c)
      "$EMXX" "$name.o" bezique.o "${link[@]}" -o "$name.js"
    done
    if [ "$mode" = webgl-js-pthread ]; then
      echo "$mode: compiled and linked (not run: see the header of this script)"; exit 0
    fi
    "$NODE" --no-experimental-fetch checksum.js --expect "$expected" | tail -n 1
    if [ "$mode" = webgl-none ]; then "$NODE" --no-experimental-fetch play_all_presets.js | tail -n 1; fi ;;
  aarch64-linux)
    target=(-target aarch64-linux-gnu.2.17)
    "$ZIG" c++ "${target[@]}" -std=c++17 "${unity[@]}" "${warnings[@]}" -c "$plugin/bezique.cpp" -o bezique.o
    c_program "$ZIG" cc "${target[@]}" -- tests/determinism/checksum.c
    "$ZIG" c++ "${target[@]}" checksum.o bezique.o -o checksum
    file_header=$(od -A n -t x1 -N 20 checksum | tr -d ' \n')
    # ELF, 64-bit, little-endian; e_machine 183 (0xb7): AArch64.
    [ "${file_header:0:10}" = 7f454c4602 ] && [ "${file_header:36:4}" = b700 ] ||
      { echo "checksum is not a 64-bit ARM ELF program ($file_header)"; exit 1; }
    "$QEMU_AARCH64" -L "$AARCH64_SYSROOT" ./checksum --expect "$expected" | tail -n 1 ;;
  aarch64-macos)
    "$ZIG" c++ -target aarch64-macos.11.0 -std=c++17 "${unity[@]}" "${warnings[@]}" -c "$plugin/bezique.cpp" -o bezique.o
    file_header=$(od -A n -t x1 -N 8 bezique.o | tr -d ' \n')
    # MH_MAGIC_64 (cffaedfe, little-endian) and CPU_TYPE_ARM64 (0x0100000c).
    [ "$file_header" = cffaedfe0c000001 ] || { echo "bezique.o is not an arm64 Mach-O object ($file_header)"; exit 1; }
    declared=$(grep -o 'BZQ_CALL bzq_[a-z0-9_]*' "$plugin/bezique/bezique.h" | sed 's/BZQ_CALL //' | sort -u)
    defined=$("$NM" -g --defined-only bezique.o | awk '{print $3}' | grep '^_bzq_' | sed 's/^_//' | sort -u)
    [ "$defined" = "$declared" ] || { echo "bezique.o does not define exactly the header's functions:";
                                      diff <(echo "$declared") <(echo "$defined") || true; exit 1; }
    echo "aarch64-macos: an arm64 Mach-O object defining the header's $(echo "$declared" | wc -l) functions (built, not run)" ;;
  *) echo "unknown mode $mode"; exit 2 ;;
esac
echo "$mode: the packaged source plugin compiled$([ "$mode" = aarch64-macos ] || echo ", linked and run")"
