#!/usr/bin/env bash
# Builds and runs every test suite: C++ (warnings as errors, then again under AddressSanitizer
# and UndefinedBehaviorSanitizer), every other suite registered with CTest (C, Python, C#, Java,
# examples, CLI, package consumers), the Windows cross-build under Wine, and the C ABI under
# ThreadSanitizer and libFuzzer. The main builds read a read-only copy of the checkout and fail
# if anything was written into it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
JOBS=${JOBS:-2}
OUT=$PWD/build
# Python must not leave __pycache__ folders beside the sources it imports or tests.
export PYTHONDONTWRITEBYTECODE=1

echo "== a read-only copy of the checkout, for the builds below =="
SRC=$(scripts/source-snapshot.sh make "$OUT/source")

echo "== build (warnings as errors) =="
# The docs site publishes RULES.md, kept beside the checkout (not in its snapshot).
cmake -S "$SRC" -B "$OUT/ci" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEZIQUE_WERROR=ON \
  -DBEZIQUE_RULES_FILE="$PWD/../shared/RULES.md"
cmake --build "$OUT/ci" -j"$JOBS"
echo "== tests =="
ctest --test-dir "$OUT/ci" --output-on-failure -j"$JOBS"

echo "== build under AddressSanitizer + UndefinedBehaviorSanitizer =="
cmake -S "$SRC" -B "$OUT/asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DBEZIQUE_WERROR=ON \
  -DBEZIQUE_SANITIZE=address,undefined -DBEZIQUE_BUILD_BENCH=OFF -DBEZIQUE_BUILD_CLI=OFF \
  -DBEZIQUE_BUILD_CSHARP=OFF -DBEZIQUE_BUILD_JAVA=OFF -DBEZIQUE_BUILD_DOCS=OFF
cmake --build "$OUT/asan" -j"$JOBS"
echo "== tests under sanitizers =="
ctest --test-dir "$OUT/asan" --output-on-failure -j"$JOBS" -L cxx

echo "== Windows x86_64: MinGW-w64 cross-build, tests under Wine (cmake --workflow --preset windows-x64) =="
cmake --workflow --preset windows-x64

echo "== C ABI: ThreadSanitizer and libFuzzer runs (clang) =="
BUILD="$OUT" "$SRC/scripts/test-sanitizers.sh"

echo "== WebAssembly: the C ABI, core and JavaScript suites under node, the page in Chromium (cmake --workflow --preset wasm) =="
cmake --workflow --preset wasm

echo "== Linux plugin for old systems: glibc 2.17, no libstdc++ (cmake --workflow --preset linux-x64-portable) =="
cmake --workflow --preset linux-x64-portable

echo "== WebAssembly for Unity WebGL players: Emscripten exceptions (cmake --workflow --preset unity-webgl) =="
cmake --workflow --preset unity-webgl

echo "== the Unity package (scripts/unity-package.sh; the plugins of the builds above), its test =="
JOBS="$JOBS" scripts/unity-package.sh
ctest --test-dir build/release -L unity --output-on-failure

echo "== nothing was written into the source tree =="
scripts/source-snapshot.sh verify "$OUT/source"
echo "all suites passed"
