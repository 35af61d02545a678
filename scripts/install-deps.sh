#!/usr/bin/env bash
# Installs the Debian packages listed in scripts/apt-packages.txt (or in the list given) that
# are missing. Usage: scripts/install-deps.sh [LIST]
set -euo pipefail
cd "$(dirname "$0")/.."
LIST=${1:-scripts/apt-packages.txt}
mapfile -t wanted < <(grep -v '^\s*#' "$LIST" | sed '/^\s*$/d')
missing=()
for pkg in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
