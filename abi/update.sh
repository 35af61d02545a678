#!/usr/bin/env bash
# Rewrites the ABI baseline abi/libbezique.abi from a built shared library (with debug info:
# a Debug or RelWithDebInfo build). Do this only on purpose: when a release adds functions, or
# together with a major version (and SONAME) bump after an incompatible change.
# Usage (from the repository root): abi/update.sh build/<dir>/src/capi/libbezique.so
set -euo pipefail
cd "$(dirname "$0")/.."
library=${1:?usage: abi/update.sh path/to/libbezique.so}
# shellcheck disable=SC2046
abidw $(cat abi/abidw-options.txt) "$library" | sed "s|path='$PWD/|path='|" > abi/libbezique.abi
echo "abi/libbezique.abi: $(grep -c '<elf-symbol name=' abi/libbezique.abi) symbols, soname $(grep -o "soname='[^']*'" abi/libbezique.abi)"
