#!/usr/bin/env bash
# Builds the Unity package and tests it: the plugins in their presets' folders (Windows x86_64
# with MinGW-w64, Linux x86_64 for old systems with Zig, WebGL with Emscripten), then the
# package and its test with the unity-package preset (build/unity-package), and prints the path
# of the .tgz for Unity's "Add package from tarball" (docs/unity.md). Only the libraries are
# built in the other presets' folders; a build already there (the test command's) is reused.
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

echo "== the WebGL plugin: build/unity-webgl/src/capi/libbezique_static.a =="
cmake --preset unity-webgl >/dev/null
cmake --build --preset unity-webgl --target bezique_c_static

echo "== the package and its test: cmake --workflow --preset unity-package =="
cmake --workflow --preset unity-package
ls -l build/unity-package/bindings/unity/*.tgz
