#!/usr/bin/env bash
# Builds the Unity package: the Windows x86_64 plugin (preset windows-x64, MinGW-w64), then the
# Linux x86_64 plugin and the package itself (preset release), and prints the path of the
# .tgz for Unity's "Add package from tarball" (docs/unity.md). Only the libraries are built in
# the other presets' folders; a build already there (CI's) is reused.
# Usage: scripts/unity-package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
JOBS=${JOBS:-2}

echo "== the Windows x86_64 plugin: build/windows-x64/bin/bezique.dll =="
cmake --preset windows-x64 >/dev/null
cmake --build --preset windows-x64 --target bezique_c -j"$JOBS"

echo "== the Linux x86_64 plugin and the package (preset release) =="
cmake --preset release >/dev/null
cmake --build --preset release --target unity-package -j"$JOBS"
ls -l build/release/bindings/unity/*.tgz
