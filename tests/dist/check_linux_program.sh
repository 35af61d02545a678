#!/usr/bin/env bash
# The Linux SDK's bezique program, run from the unpacked archive: its version, and a whole game.
# Usage: check_linux_program.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
unpack "$(artifact "$dist/bezique-$version-linux-x86_64.tar.gz")"
program=$tmp/bezique-$version-linux-x86_64/bin/bezique
"$program" --version | grep -F "$version"
"$program" play --preset two-handed --seed 1 --players heuristic >game.txt
grep -q "== result ==" game.txt
tail -n 3 game.txt
