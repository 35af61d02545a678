#!/usr/bin/env bash
# Builds and runs every test suite: C++ (warnings as errors, then again under AddressSanitizer
# and UndefinedBehaviorSanitizer), and every other suite registered with CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
JOBS=${JOBS:-2}

echo "== build (warnings as errors) =="
cmake -S . -B build/ci -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEZIQUE_WERROR=ON
cmake --build build/ci -j"$JOBS"
echo "== tests =="
ctest --test-dir build/ci --output-on-failure -j"$JOBS"

echo "== build under AddressSanitizer + UndefinedBehaviorSanitizer =="
cmake -S . -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DBEZIQUE_WERROR=ON \
  -DBEZIQUE_SANITIZE=address,undefined -DBEZIQUE_BUILD_BENCH=OFF
cmake --build build/asan -j"$JOBS"
echo "== tests under sanitizers =="
ctest --test-dir build/asan --output-on-failure -j"$JOBS" -L cxx

echo "== C ABI: ThreadSanitizer and libFuzzer runs (clang) =="
scripts/test-sanitizers.sh
