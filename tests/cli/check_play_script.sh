#!/usr/bin/env bash
# scripts/play.sh, as the README's first command: with apt-get and dpkg-query replaced by shims
# that report every package missing and log what is asked for, it must ask for the program's
# own packages only (not the test toolchain: Mono, a JDK, ...), then build and play a complete
# game, printed, from `--seed 5` alone and from no argument.
# Usage: check_play_script.sh SOURCE_DIR WORK_DIR
set -euo pipefail
SRC=$1
WORK=$2
mkdir -p "$WORK/shims"
LOG="$WORK/apt.log"
: >"$LOG"
cat >"$WORK/shims/dpkg-query" <<'SHIM'
#!/bin/sh
exit 1
SHIM
cat >"$WORK/shims/apt-get" <<SHIM
#!/bin/sh
echo "\$@" >>"$LOG"
SHIM
cp "$WORK/shims/apt-get" "$WORK/shims/sudo"
chmod +x "$WORK/shims/"*
out=$(PATH="$WORK/shims:$PATH" BUILD_DIR="$WORK/build" "$SRC/scripts/play.sh" --seed 5)
asked=$(grep -o 'install .*' "$LOG" | tr ' ' '\n' | grep -v -e '^install$' -e '^-' | sort | tr '\n' ' ')
expected=$(grep -v '^\s*#' "$SRC/scripts/apt-packages-play.txt" | sed '/^\s*$/d' | sort | tr '\n' ' ')
if [ "$asked" != "$expected" ]; then
  echo "play.sh asked apt-get for: $asked"
  echo "expected only:             $expected"
  exit 1
fi
for pkg in mono-devel default-jdk-headless swig doxygen libgtest-dev python3-venv; do
  if grep -qw "$pkg" "$SRC/scripts/apt-packages-play.txt"; then echo "play.sh installs $pkg"; exit 1; fi
done
for want in "== deal 1, dealer P" "wins trick 1 " "== result ==" "wins"; do
  if ! grep -qF "$want" <<<"$out"; then
    echo "the game's print lacks '$want':"
    echo "$out" | tail -n 20
    exit 1
  fi
done
# With no argument at all, as the README's first command: a complete game too.
bare=$(PATH="$WORK/shims:$PATH" BUILD_DIR="$WORK/build" "$SRC/scripts/play.sh" </dev/null)
if ! grep -q "== result ==" <<<"$bare" || ! grep -q "wins\|drawn" <<<"$bare"; then
  echo "scripts/play.sh with no argument did not play a complete game:"
  echo "$bare" | tail -n 20
  exit 1
fi
echo "play.sh asked for: $asked; played a complete game, with --seed 5 and with no argument"
