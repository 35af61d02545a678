#!/usr/bin/env bash
# Runs a quickstart of the docs as a reader would: the files the page names are copied into an
# empty folder, and the page's commands run there with sh, from the very file the page includes
# (so what runs is what it shows). The last line they print must be the output the page shows.
# Usage: tests/quickstart/run.sh WORK_DIR COMMANDS EXPECTED_OUTPUT FILE...
set -euo pipefail
work=$1 commands=$2 expected=$3
shift 3
rm -rf "$work"
mkdir -p "$work"
cp "$@" "$work/"
cd "$work"
echo "== in an empty folder with $(ls | tr '\n' ' '): $(basename "$commands")"
sed 's/^/  $ /' "$commands"
sh -e -x "$commands" >stdout.txt
cat stdout.txt
want=$(cat "$expected")
got=$(tail -n 1 stdout.txt)
if [ "$got" != "$want" ]; then
  echo "the quickstart printed '$got'; its page shows '$want'"
  exit 1
fi
echo "quickstart: printed what its page shows"
