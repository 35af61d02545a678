#!/usr/bin/env bash
# Proves that no build step writes into the source tree: every build folder is under build/,
# which git ignores, and nothing else may change while the test command runs.
#   scripts/source-tree.sh record FILE   writes the checksum of every file outside build/ and .git/
#   scripts/source-tree.sh verify FILE   fails, naming the files, if any was added, removed or changed
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?record or verify}
file=${2:?manifest file}
manifest() {
  find . \( -path ./build -o -path ./.git \) -prune -o \( -type f -o -type l \) -print0 |
    sort -z | xargs -0 sha256sum
  find . \( -path ./build -o -path ./.git \) -prune -o -type d -print | sort
}
case $mode in
  record) mkdir -p "$(dirname "$file")" && manifest >"$file" ;;
  verify)
    if ! diff <(manifest) "$file" >"$file.diff"; then
      echo "a build step wrote into the source tree:"
      grep '^[<>]' "$file.diff" | sed 's/^< /  now:    /; s/^> /  before: /' | head -n 40
      exit 1
    fi
    echo "source tree unchanged: $(wc -l <"$file") entries"
    ;;
  *) echo "usage: $0 record|verify FILE" >&2; exit 2 ;;
esac
