#!/usr/bin/env bash
# Builds the command-line program and plays one complete game between the engine's players,
# printed trick by trick. It installs only what that needs (scripts/apt-packages-play.txt).
# Usage: scripts/play.sh [bezique play options], e.g. --preset rubicon --seed 5;
#        scripts/play.sh --human 0 to play seat 0 yourself at the terminal.
# BUILD_DIR (default build/release) is where it builds.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build/release}
scripts/install-deps.sh scripts/apt-packages-play.txt
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBEZIQUE_BUILD_TESTS=OFF -DBEZIQUE_BUILD_BENCH=OFF \
  -DBEZIQUE_BUILD_DOCS=OFF -DBEZIQUE_BUILD_CSHARP=OFF -DBEZIQUE_BUILD_JAVA=OFF -DBEZIQUE_BUILD_CLI=ON >/dev/null
cmake --build "$BUILD_DIR" --target bezique_cli -j2 >/dev/null
# Without a seat for you (--human, 'human' in --players) or a game to resume, the players play.
watch=1
for arg in "$@"; do
  case "$arg" in --human | --human=* | --players | --players=* | --load | --load=*) watch=0 ;; esac
done
if [ "$watch" = 1 ]; then set -- --players heuristic "$@"; fi
exec "$BUILD_DIR/src/cli/bezique" play "$@"
