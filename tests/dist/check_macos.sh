#!/usr/bin/env bash
# The macOS SDK, bezique-V-macos-universal.tar.gz, unpacked in an empty folder. It cannot run
# here (built and checked, not run): every library holds arm64 and x86_64; in each, the dylib
# exports the header's bzq_ functions and nothing else of bezique (only the replaceable
# operator new/delete that libc++ itself makes visible, and the linker's header symbols), has
# the install name @rpath/libbezique.0.dylib, needs only libSystem and states macOS 11.0; the
# static library defines every bzq_ function; the CMake package names the files that are there.
# Usage: check_macos.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
unpack "$(artifact "$dist/bezique-$version-macos-universal.tar.gz")"
sdk=$tmp/bezique-$version-macos-universal
tool() { local t; for t in "$1" "$1-14" "$1-15" "$1-16"; do command -v "$t" && return; done; echo "no $1 (Debian: llvm)" >&2; exit 1; }
lipo=$(tool llvm-lipo) nm=$(tool llvm-nm) otool=$(tool llvm-otool)
dylib=$sdk/lib/libbezique.$version.dylib
declared=$(grep -o 'BZQ_CALL bzq_[a-z0-9_]*' "$sdk/include/bezique/bezique.h" | sed 's/BZQ_CALL //' | sort -u)
# libc++ gives the global operator new and delete default visibility so that a program can replace them.
allowed='^(__Zn[wa]m|__Zn[wa]mSt11align_val_t|__Zd[la]Pv|__Zd[la]Pvm|__Zd[la]PvSt11align_val_t|__Zd[la]PvmSt11align_val_t|___dso_handle|__mh_dylib_header)$'

for file in lib/libbezique.$version.dylib lib/libbezique_static.a lib/libbezique_core.a lib/libbezique_ai.a; do
  archs=$("$lipo" -archs "$sdk/$file" | xargs -n 1 | sort | xargs)
  [ "$archs" = "arm64 x86_64" ] || { echo "$file holds '$archs', not arm64 and x86_64"; exit 1; }
  echo "$file: $archs"
done
for arch in arm64 x86_64; do
  exported=$("$nm" -gU --arch="$arch" "$dylib" | awk '{print $3}')
  bzq=$(echo "$exported" | grep '^_bzq_' | sed 's/^_//' | sort -u)
  if [ "$bzq" != "$declared" ]; then
    echo "$arch: exports differ from the header's functions:"; diff <(echo "$declared") <(echo "$bzq") || true; exit 1
  fi
  other=$(echo "$exported" | grep -v '^_bzq_' | grep -vE "$allowed" || true)
  [ -z "$other" ] || { echo "$arch: exports beyond the C ABI: $(echo "$other" | tr '\n' ' ' | cut -c 1-300)"; exit 1; }
  links=$("$otool" -arch "$arch" -L "$dylib" | tail -n +2 | awk '{print $1}')
  [ "$links" = "$(printf '@rpath/libbezique.0.dylib\n/usr/lib/libSystem.B.dylib')" ] ||
    { echo "$arch: install name and dependencies: $links"; exit 1; }
  minos=$("$otool" -arch "$arch" -l "$dylib" | awk '/LC_BUILD_VERSION/ {b=1} b && $1 == "minos" {print $2; exit}')
  [ "$minos" = "11.0" ] || { echo "$arch: minimum macOS '$minos', not 11.0"; exit 1; }
  static=$("$nm" -g --defined-only --arch="$arch" "$sdk/lib/libbezique_static.a" 2>/dev/null | awk '{print $3}' | grep '^_bzq_' | sed 's/^_//' | sort -u)
  [ "$static" = "$declared" ] || { echo "$arch: libbezique_static.a does not define every bzq_ function"; exit 1; }
  echo "$arch: $(echo "$declared" | wc -l) bzq_ exports, install name @rpath/libbezique.0.dylib, libSystem only, macOS $minos"
done
targets=$sdk/lib/cmake/bezique/beziqueTargets-release.cmake
grep -q 'IMPORTED_SONAME_RELEASE "@rpath/libbezique.0.dylib"' "$targets"
for file in $(grep -o '${_IMPORT_PREFIX}/[^ ")]*' "$targets" | sed 's|${_IMPORT_PREFIX}/||' | sort -u); do
  [ -e "$sdk/$file" ] || { echo "the CMake package names $file, which is not in the archive"; exit 1; }
done
echo "macOS SDK: universal (arm64, x86_64), built and checked, not run"
