#!/usr/bin/env bash
# The Unity package of build/dist, com.bezique.engine-V.tgz, through the checks of the Unity
# package test (tests/csharp/unity/check_package.py): layout, package.json, .meta files, the
# Linux, Windows and WebGL plugins, and the Runtime and sample compiled with mcs and played
# with the packaged Linux plugin, in a temporary folder of its own.
# Usage: check_unity.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
tarball=$(artifact "$dist/com.bezique.engine-$version.tgz")
python3 "$src/tests/csharp/unity/check_package.py" --tarball "$tarball" --name com.bezique.engine \
  --version "$version" --plugins linux,windows,webgl --csharp-src "$src/bindings/csharp/src" \
  --mcs "$(command -v mcs)" --mono "$(command -v mono)" --harness "$src/tests/csharp/unity"
