#!/usr/bin/env bash
# The C ABI's checks that need clang: the concurrency test under ThreadSanitizer, and each
# libFuzzer target for a bounded time (FUZZ_SECONDS, default 60) on a copy of its committed
# seed corpus, under AddressSanitizer (leaks included) and UndefinedBehaviorSanitizer.
# A crash, leak or sanitizer report fails the script; libFuzzer leaves the input that caused
# it as $BUILD/fuzz/crash-*: commit it to fuzz/corpus/<target>/regression-<name> (every run
# replays the corpus first) and add a test for the root cause. Before a release, run
# FUZZ_SECONDS=600 (docs/c-api.md, "Fuzzing before a release").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
JOBS=${JOBS:-2}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
BUILD=${BUILD:-build}  # where the tsan/ and fuzz/ trees go
ROOT=$PWD
export CC=clang CXX=clang++

echo "== C ABI concurrency under ThreadSanitizer =="
cmake -S . -B $BUILD/tsan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEZIQUE_SANITIZE=thread \
  -DBEZIQUE_BUILD_BENCH=OFF -DBEZIQUE_BUILD_CLI=OFF >/dev/null
cmake --build $BUILD/tsan -j"$JOBS" --target bezique_capi_threads
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" $BUILD/tsan/tests/capi/bezique_capi_threads

echo "== C ABI fuzzing (${FUZZ_SECONDS} s per target) =="
cmake -S . -B $BUILD/fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBEZIQUE_FUZZ=ON \
  -DBEZIQUE_SANITIZE=address,undefined -DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link \
  -DBEZIQUE_BUILD_TESTS=OFF -DBEZIQUE_BUILD_BENCH=OFF -DBEZIQUE_BUILD_CLI=OFF >/dev/null
cmake --build $BUILD/fuzz -j"$JOBS" --target fuzz_actions fuzz_load fuzz_options fuzz_players
for target in fuzz_actions fuzz_load fuzz_options fuzz_players; do
  work=$BUILD/fuzz/corpus-$target
  rm -rf "$work" && mkdir -p "$work"
  # New inputs go to the scratch directory; the committed corpus is only read.
  if (cd "$BUILD/fuzz" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ./fuzz/$target -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
      "corpus-$target" "$ROOT/fuzz/corpus/$target" >"$target.log" 2>&1); then
    grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|Done [0-9]+ runs)" "$BUILD/fuzz/$target.log" || tail -n 5 "$BUILD/fuzz/$target.log"
  else
    cat "$BUILD/fuzz/$target.log"
    echo "$target: FAILED (the input is $BUILD/fuzz/crash-* or leak-*)"
    exit 1
  fi
done
echo "sanitizer checks passed"
