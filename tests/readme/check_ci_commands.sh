#!/usr/bin/env bash
# CI runs the README's two commands exactly as printed: the commands of the README's first two
# code blocks (play a game; run every test suite) must be, in that order, the commands that
# .ci/run runs after its preamble (comments, `set`, and the `cd` to the checkout).
# Usage: check_ci_commands.sh SOURCE_DIR
set -euo pipefail
SRC=${1:?source dir}
readme=$(awk '/^```/ { if (inside) { inside = 0; if (++blocks == 2) exit } else inside = 1; next }
              inside && !/^[[:space:]]*(#|$)/' "$SRC/README.md")
ci=$(grep -vE '^[[:space:]]*(#|$|set |cd )' "$SRC/.ci/run")
if [ "$(wc -l <<<"$readme")" -ne 2 ]; then
  echo "the README's first two code blocks should hold one command each (play a game; run every test), found:"
  echo "$readme"
  exit 1
fi
if [ "$readme" != "$ci" ]; then
  echo "the README's commands and the commands .ci/run runs differ"
  echo "README:"; sed 's/^/  /' <<<"$readme"
  echo ".ci/run:"; sed 's/^/  /' <<<"$ci"
  exit 1
fi
echo "CI runs the README's commands, in order:"; sed 's/^/  /' <<<"$readme"
