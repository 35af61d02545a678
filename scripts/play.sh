#!/usr/bin/env bash
# Builds the command-line program and plays one complete game, printed trick by trick.
# Usage: scripts/play.sh [--preset NAME] [--seed N]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DBEZIQUE_BUILD_TESTS=OFF -DBEZIQUE_BUILD_BENCH=OFF >/dev/null
cmake --build build/release --target bezique_cli -j2 >/dev/null
if [ $# -eq 0 ]; then set -- --preset two-handed --seed 1; fi
exec build/release/src/cli/bezique play "$@"
