#!/usr/bin/env bash
# Checks that a shared library exports exactly the bzq_ functions a header declares: no more
# (no leaked C++ or helper symbol), no fewer. Usage: check_exports.sh bezique.h libbezique.so
set -euo pipefail
header=$1
library=$2
NM=${NM:-nm}
declared=$(grep -o 'BZQ_CALL bzq_[a-z0-9_]*' "$header" | sed 's/BZQ_CALL //' | sort -u)
exported=$("$NM" -D --defined-only "$library" | awk '$2 ~ /^[TtWwDdBbRr]$/ {print $3}' | sed 's/@.*//' | sort -u)
if [ "$declared" != "$exported" ]; then
  echo "exports differ from the header's declarations:"
  diff <(echo "$declared") <(echo "$exported") | sed 's/^< /  declared, not exported: /; s/^> /  exported, not declared: /' | grep -v '^[0-9]'
  exit 1
fi
echo "$(echo "$declared" | wc -l) functions declared and exported, nothing else"
