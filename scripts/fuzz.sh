#!/usr/bin/env bash
# Runs each libFuzzer target of the C ABI for a bounded time (FUZZ_SECONDS, default 60) on a copy
# of its committed seed corpus, under AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer; the targets are built by the fuzz preset (build/fuzz, clang).
# A crash, leak or sanitizer report fails the script; libFuzzer leaves the input that caused
# it as build/fuzz/crash-*: commit it to fuzz/corpus/<target>/regression-<name> (every run
# replays the corpus first) and add a test for the root cause. Before a release, run
# FUZZ_SECONDS=600 (docs/c-api.md, "Fuzzing before a release").
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
ROOT=$PWD
BUILD=$ROOT/build/fuzz

cmake --workflow --preset fuzz >/dev/null
echo "== C ABI fuzzing (${FUZZ_SECONDS} s per target) =="
for target in fuzz_actions fuzz_load fuzz_options fuzz_players; do
  work=$BUILD/corpus-$target
  rm -rf "$work" && mkdir -p "$work"
  # New inputs go to the scratch directory; the committed corpus is only read.
  if (cd "$BUILD" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
      ./fuzz/$target -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
      "corpus-$target" "$ROOT/fuzz/corpus/$target" >"$target.log" 2>&1); then
    grep -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|Done [0-9]+ runs)" "$BUILD/$target.log" || tail -n 5 "$BUILD/$target.log"
  else
    cat "$BUILD/$target.log"
    echo "$target: FAILED (the input is $BUILD/crash-* or leak-*)"
    exit 1
  fi
done
echo "fuzzing passed"
