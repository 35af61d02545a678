#!/usr/bin/env bash
# The Unity package of build/dist, com.bezique.engine-V.tgz, through the checks of the Unity
# package test (tests/csharp/unity/check_package.py): layout, package.json, .meta files, the
# Linux, Windows and macOS plugins and the source plugin, and the Runtime and sample compiled
# with mcs and played with the packaged Linux plugin, in a temporary folder of its own. The
# source plugin is the amalgamation of bezique-V-amalgamation.zip, byte for byte: the Unity
# package's tests (unity.source.*) compile it with Emscripten and for 64-bit ARM.
# Usage: check_unity.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
tarball=$(artifact "$dist/com.bezique.engine-$version.tgz")
nm=$(command -v llvm-nm || command -v llvm-nm-14 || command -v llvm-nm-15 || command -v llvm-nm-16)
python3 "$src/tests/csharp/unity/check_package.py" --tarball "$tarball" --name com.bezique.engine \
  --version "$version" --plugins linux,windows,macos,source --csharp-src "$src/bindings/csharp/src" \
  --mcs "$(command -v mcs)" --mono "$(command -v mono)" --harness "$src/tests/csharp/unity" --nm "$nm"
unpack "$(artifact "$dist/bezique-$version-amalgamation.zip")"
tar xzf "$tarball" package/Runtime/Plugins/Source
for file in bezique.cpp bezique/bezique.h; do
  cmp "package/Runtime/Plugins/Source/$file" "bezique-$version-amalgamation/$file" ||
    { echo "the Unity package's $file is not the amalgamation's"; exit 1; }
done
echo "the Unity package's source plugin is the amalgamation of bezique-$version-amalgamation.zip"
