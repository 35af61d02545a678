#!/usr/bin/env bash
# scripts/amalgamate.py on this tree writes the amalgamation without a collision, and on a copy
# where two files define the same file-local helper and constant it fails, naming both files
# and lines. Usage: check_collisions.sh SOURCE_DIR WORK_DIR
set -euo pipefail
src=$1 work=$2
rm -rf "$work"
mkdir -p "$work/tree"
python3 "$src/scripts/amalgamate.py" "$work/out"
cp -r "$src/CMakeLists.txt" "$src/include" "$src/src" "$src/scripts" "$work/tree/"
helper=$'\nnamespace bezique {\nnamespace {\nint twice_defined(int x) { return x; }\nconstexpr int kTwiceDefined = 1;\n}  // namespace\n}  // namespace bezique\n'
printf '%s' "$helper" >>"$work/tree/src/core/card.cpp"
printf '%s' "$helper" >>"$work/tree/src/ai/player.cpp"
if python3 "$work/tree/scripts/amalgamate.py" "$work/tree-out" 2>"$work/error.txt"; then
  echo "amalgamate.py accepted a helper defined in two files"; exit 1
fi
cat "$work/error.txt"
grep -q "src/core/card.cpp:[0-9]* and src/ai/player.cpp:[0-9]* both define 'twice_defined' in namespace bezique" "$work/error.txt"
grep -q "both define 'kTwiceDefined'" "$work/error.txt"
echo "amalgamate.py: this tree has no collision; an injected one is refused, naming both files"
