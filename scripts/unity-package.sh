#!/usr/bin/env bash
# Builds the Unity package and tests it: the native plugins in their presets' folders (Windows
# x86_64 with MinGW-w64; Linux x86_64 for old systems and macOS arm64 and x86_64 with Zig's
# clang), then the package and its tests with the unity-package preset (build/unity-package):
# the package's source plugin, the amalgamation, is compiled there as WebGL, iOS and Android
# players would (docs/unity.md). Prints the path of the .tgz for Unity's "Add package from
# tarball". Only the libraries are built in the other presets' folders; a build already there
# (the test command's) is reused.
# Usage: scripts/unity-package.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export CMAKE_BUILD_PARALLEL_LEVEL=${JOBS:-2}

echo "== the Windows x86_64 plugin: build/windows-x64/bin/bezique.dll =="
cmake --preset windows-x64 >/dev/null
cmake --build --preset windows-x64 --target bezique_c

echo "== the Linux x86_64 plugin (glibc 2.17): build/linux-x64-portable/src/capi/libbezique.so =="
cmake --preset linux-x64-portable >/dev/null
cmake --build --preset linux-x64-portable --target bezique_c

for arch in arm64 x86_64; do
  echo "== the macOS plugin, $arch: build/macos-$arch/src/capi/libbezique.dylib =="
  cmake --preset "macos-$arch" >/dev/null
  cmake --build --preset "macos-$arch" --target bezique_c
done

echo "== the package and its tests: cmake --workflow --preset unity-package =="
# The tests compile the source plugin with Zig too: the one the portable build installed,
# rather than a second copy (a preset cannot name another preset's cache entry).
zig=$(sed -n 's/^BEZIQUE_ZIG:FILEPATH=//p' build/linux-x64-portable/CMakeCache.txt)
cmake --preset unity-package -DBEZIQUE_ZIG="$zig" >/dev/null
cmake --workflow --preset unity-package
ls -l build/unity-package/bindings/unity/*.tgz
