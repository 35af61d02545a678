#!/usr/bin/env bash
# The Windows SDK as a MinGW-w64 user gets it: bezique-V-windows-x64.zip unpacked in an empty
# folder, the consumer project of tests/dist/consumer cross-built against it with
# find_package (bezique_DIR: the cross toolchain's find root hides other prefixes), linking
# bezique.dll through bezique.dll.a, the static library and the C++ API; the programs run under
# Wine beside a copy of bezique.dll, as on Windows, and so does the archive's bezique.exe.
# Usage: check_windows_mingw.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
unpack "$(artifact "$dist/bezique-$version-windows-x64.zip")"
sdk=$tmp/bezique-$version-windows-x64

cmake -S "$src/tests/dist/consumer" -B consumer -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$src/cmake/toolchains/mingw-w64-x86_64.cmake" \
  -Dbezique_DIR="$sdk/lib/cmake/bezique" -DBEZIQUE_SOURCE_DIR="$src" -DBEZIQUE_VERSION="$version" >consumer.log ||
  { cat consumer.log; exit 1; }
cmake --build consumer >>consumer.log || { cat consumer.log; exit 1; }
cp "$sdk/bin/bezique.dll" consumer/
for kind in shared static; do
  wine consumer/checksum_$kind.exe --expect "$src/tests/determinism/expected.txt" | tail -n 1
done
wine consumer/players_cpp.exe
if grep -qi 'DLL Name: bezique.dll' <(x86_64-w64-mingw32-objdump -p consumer/checksum_static.exe); then
  echo "checksum_static.exe imports bezique.dll: it did not link the static library"; exit 1
fi
if ! grep -qi 'DLL Name: bezique.dll' <(x86_64-w64-mingw32-objdump -p consumer/checksum_shared.exe); then
  echo "checksum_shared.exe does not import bezique.dll"; exit 1
fi
wine "$sdk/bin/bezique.exe" --version | grep -F "$version"
game=$(wine "$sdk/bin/bezique.exe" play --preset two-handed --seed 1 --players heuristic)
grep -q "== result ==" <<<"$game"
echo "windows SDK (MinGW-w64): find_package, bezique.dll and the static library, bezique.exe, under Wine"
