#!/usr/bin/env bash
# Builds the command-line program and plays one complete game between the engine's players,
# printed trick by trick. It installs only what that needs (scripts/apt-packages-play.txt).
# Usage: scripts/play.sh [bezique play options], e.g. --preset rubicon --seed 5;
#        scripts/play.sh --human 0 to play seat 0 yourself at the terminal.
# It builds with the play preset, in a folder no other command configures (build/play; BUILD_DIR
# puts it elsewhere, as its test does).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh scripts/apt-packages-play.txt
# The build's output is shown only if it fails, so that the game is what the terminal shows.
quietly() { local log; log=$(mktemp); "$@" >"$log" 2>&1 || { cat "$log"; rm -f "$log"; return 1; }; rm -f "$log"; }
BUILD_DIR=${BUILD_DIR:-build/play}
quietly cmake --preset play -B "$BUILD_DIR"
quietly cmake --build "$BUILD_DIR" --target bezique_cli -j"${JOBS:-2}"
# Without a seat for you (--human, 'human' in --players) or a game to resume, the players play.
watch=1
for arg in "$@"; do
  case "$arg" in --human | --human=* | --players | --players=* | --load | --load=*) watch=0 ;; esac
done
if [ "$watch" = 1 ]; then set -- --players heuristic "$@"; fi
exec "$BUILD_DIR/src/cli/bezique" play "$@"
