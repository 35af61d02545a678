#!/usr/bin/env bash
# Builds and runs every test suite: C++ (warnings as errors, then again under AddressSanitizer
# and UndefinedBehaviorSanitizer), every other suite registered with CTest (C, Python, C#, Java,
# examples, CLI, docs, package consumers), the Windows cross-build under Wine, the C ABI under
# ThreadSanitizer and libFuzzer, WebAssembly under node and Chromium, the portable Linux plugin,
# the Unity package, and every release artifact (scripts/dist.sh), each tested as installed.
# Each step is a workflow preset of CMakePresets.json, with a build folder of its own
# (build/<preset>) that no other command configures with other options; the script
# adds what presets cannot express: the fuzzers' timed runs, the Unity package's plugins from
# three presets, the release artifacts assembled from the presets' folders (built once, here),
# and the check that no build step wrote into the source tree.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
export CMAKE_BUILD_PARALLEL_LEVEL=${JOBS:-2}
# Python must not leave __pycache__ folders beside the sources it imports or tests.
export PYTHONDONTWRITEBYTECODE=1
scripts/source-tree.sh record build/source-tree.manifest
step() { echo "== $1 =="; shift; "$@"; }

step "build (warnings as errors) and every suite: cmake --workflow --preset ci" \
  cmake --workflow --preset ci
step "the C++ suites under AddressSanitizer + UndefinedBehaviorSanitizer: cmake --workflow --preset asan" \
  cmake --workflow --preset asan
step "Windows x86_64: MinGW-w64 cross-build, tests under Wine: cmake --workflow --preset windows-x64" \
  cmake --workflow --preset windows-x64
step "C ABI concurrency under ThreadSanitizer (clang): cmake --workflow --preset tsan" \
  cmake --workflow --preset tsan
step "C ABI fuzzing (clang): scripts/fuzz.sh" \
  scripts/fuzz.sh
step "WebAssembly: the C ABI, core and JavaScript suites under node, the page in Chromium: cmake --workflow --preset wasm" \
  cmake --workflow --preset wasm
step "Linux plugin for old systems, glibc 2.17, no libstdc++: cmake --workflow --preset linux-x64-portable" \
  cmake --workflow --preset linux-x64-portable
step "WebAssembly for Unity WebGL players, Emscripten exceptions: cmake --workflow --preset unity-webgl" \
  cmake --workflow --preset unity-webgl
step "the Unity package and its test: scripts/unity-package.sh" \
  scripts/unity-package.sh
step "every release artifact into build/dist, from the folders built above: scripts/dist.sh" \
  scripts/dist.sh
step "every release artifact installed and used as its users would: cmake --workflow --preset dist" \
  cmake --workflow --preset dist

step "nothing was written into the source tree" scripts/source-tree.sh verify build/source-tree.manifest
echo "all suites passed"
