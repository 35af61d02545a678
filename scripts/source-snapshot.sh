#!/usr/bin/env bash
# A read-only copy of the checkout, for builds that must not write into their source tree.
#   scripts/source-snapshot.sh make DIR     copies the files git tracks (and new files it does not
#                                           ignore) to DIR, makes them read-only, records their
#                                           checksums in DIR.manifest, and prints DIR
#   scripts/source-snapshot.sh verify DIR   fails, naming the files, if anything in DIR was added,
#                                           removed or changed since (root ignores the read-only
#                                           bits, so CI checks the contents as well)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?make or verify}
dir=${2:?snapshot directory}
manifest() { (cd "$1" && find . \( -type f -o -type l -o -type d \) -print0 | sort -z | xargs -0 sha256sum 2>/dev/null || true; \
              cd "$1" && find . -type d | sort); }
case $mode in
  make)
    if [ -d "$dir" ]; then chmod -R u+w "$dir" && rm -rf "$dir"; fi
    mkdir -p "$dir"
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
        [ -e "$f" ] && printf '%s\0' "$f"
      done | tar --null -T - -cf - | tar -xf - -C "$dir"
    else
      tar --exclude=./build -cf - . | tar -xf - -C "$dir"
    fi
    chmod -R a-w "$dir"
    manifest "$dir" >"$dir.manifest"
    echo "$dir"
    ;;
  verify)
    if ! diff <(manifest "$dir") "$dir.manifest" >"$dir.diff"; then
      echo "the build wrote into its source tree ($dir):"
      grep '^[<>]' "$dir.diff" | sed 's/^< /  now:    /; s/^> /  before: /' | head -n 40
      exit 1
    fi
    echo "source tree unchanged: $(wc -l <"$dir.manifest") entries"
    ;;
  *) echo "usage: $0 make|verify DIR" >&2; exit 2 ;;
esac
