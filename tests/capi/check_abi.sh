#!/usr/bin/env bash
# Compares the built shared library with the committed ABI baseline (abigail-tools). Added
# functions are compatible and pass; anything incompatible (a removed or changed function, a
# changed struct, a changed SONAME) fails unless the baseline and the major version were
# changed on purpose (abi/update.sh).
# Usage: check_abi.sh <repository root> <libbezique.so>
set -euo pipefail
root=$1
library=$2
current=$(mktemp --suffix=.abi)
trap 'rm -f "$current"' EXIT
cd "$root"
# shellcheck disable=SC2046
abidw $(cat abi/abidw-options.txt) "$library" | sed "s|path='$PWD/|path='|" > "$current"
base_soname=$(grep -o "soname='[^']*'" abi/libbezique.abi | head -1)
this_soname=$(grep -o "soname='[^']*'" "$current" | head -1)
if [ "$base_soname" != "$this_soname" ]; then
  echo "SONAME changed ($base_soname -> $this_soname): regenerate the baseline on purpose with abi/update.sh"
  exit 1
fi
set +e
abidiff --no-added-syms "$root/abi/libbezique.abi" "$current" > "$current.diff" 2>&1
rc=$?
set -e
# abidiff's status is a bit mask: 1 error, 2 usage error, 4 ABI change, 8 incompatible change.
# Added functions are left out (--no-added-syms), so any other bit is a change a host built
# against the baseline could notice: a struct layout change sets only bit 4.
if [ "$rc" -ne 0 ]; then
  cat "$current.diff"
  rm -f "$current.diff"
  echo "incompatible ABI change against abi/libbezique.abi (abidiff status $rc): keep the ABI, or bump the"
  echo "major version (SONAME) and regenerate the baseline with abi/update.sh"
  exit 1
fi
abidiff "$root/abi/libbezique.abi" "$current" > "$current.diff" 2>&1 || true
if grep -q "^  \[A\]" "$current.diff"; then
  grep "^  \[A\]" "$current.diff"
  echo "compatible: functions were added (record them in the baseline at the next release: abi/update.sh)"
fi
rm -f "$current.diff"
echo "ABI compatible with abi/libbezique.abi ($this_soname)"
