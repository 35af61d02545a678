# Sourced by every test of tests/dist. Each test works in an empty temporary folder of its own,
# never in a build tree: it is removed when the test passes and kept (and named) when it fails.
#   src       the source tree (test programs, expected checksums)
#   tmp       the temporary folder, also the working directory
#   artifact PATTERN   the one file of build/dist matching it, or a failure saying what to run
#   unpack ARCHIVE     unpacks a .tar.gz, .tgz, .zip, .whl or .nupkg into $tmp
#   wine PROGRAM ARGS  runs a Windows program under Wine, in a Wine prefix in $tmp
set -euo pipefail
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bezique-dist-test.XXXXXX")
finish() {
  local status=$?
  # Wine's server outlives the programs for a while: stopped before its prefix goes.
  if [ -d "$tmp/wine" ]; then WINEPREFIX=$tmp/wine "$(command -v wineserver || echo /usr/lib/wine/wineserver)" -k 2>/dev/null || true; fi
  if [ $status -eq 0 ]; then rm -rf "$tmp"; else echo "kept for inspection: $tmp"; fi
}
trap finish EXIT
cd "$tmp"

artifact() {
  local matches=()
  mapfile -t matches < <(compgen -G "$1" || true)
  if [ ${#matches[@]} -ne 1 ]; then
    echo "expected one file $1, found ${#matches[@]}: run scripts/dist.sh first" >&2
    exit 1
  fi
  echo "${matches[0]}"
}
unpack() { cmake -E tar xf "$1"; }
wine() { WINEPREFIX=$tmp/wine WINEDEBUG=-all "$(command -v wine64 || echo /usr/lib/wine/wine64)" "$@"; }
