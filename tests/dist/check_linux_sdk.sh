#!/usr/bin/env bash
# The Linux SDK as its users get it: bezique-V-linux-x86_64.tar.gz unpacked in an empty folder.
#   - a CMake project finds it with find_package(bezique V EXACT CONFIG REQUIRED) and links the
#     shared library (run through the run path CMake sets), the static library (with g++'s
#     libstdc++) and the C++ API and players; each C program plays every preset to the
#     determinism checksums of tests/determinism/expected.txt;
#   - the same unpacked folder moved elsewhere still works (the package is relocatable);
#   - the shared library and the bezique program need glibc 2.17 and no libstdc++, and the
#     library exports exactly the header's functions.
# Usage: check_linux_sdk.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
archive=$(artifact "$dist/bezique-$version-linux-x86_64.tar.gz")
sdk=$tmp/bezique-$version-linux-x86_64
unpack "$archive"

echo "-- the shared library and the program: glibc 2.17, no libstdc++; exports"
for binary in lib/libbezique.so.$version bin/bezique; do
  cmake -DOBJDUMP=objdump -DLIBRARY="$sdk/$binary" -DMAX_GLIBC=2.17 -P "$src/cmake/report_symbol_versions.cmake"
done
"$src/tests/capi/check_exports.sh" "$sdk/include/bezique/bezique.h" "$sdk/lib/libbezique.so.$version"
grep -q "Library soname: \[libbezique.so.0\]" <(readelf -d "$sdk/lib/libbezique.so.$version")

echo "-- find_package(bezique $version EXACT CONFIG REQUIRED), g++"
cmake -S "$src/tests/dist/consumer" -B consumer -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$sdk" -DBEZIQUE_SOURCE_DIR="$src" -DBEZIQUE_VERSION="$version" >consumer.log ||
  { cat consumer.log; exit 1; }
cmake --build consumer >>consumer.log || { cat consumer.log; exit 1; }
for kind in shared static; do
  ./consumer/checksum_$kind --expect "$src/tests/determinism/expected.txt" | tail -n 1
done
./consumer/players_cpp
if grep -q 'NEEDED.*libbezique' <(objdump -p consumer/checksum_static); then
  echo "checksum_static needs libbezique.so: it did not link the static library"; exit 1
fi

echo "-- moved: the package configures from any folder"
mv "$sdk" "$tmp/moved"
rm -rf consumer
cmake -S "$src/tests/dist/consumer" -B consumer -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$tmp/moved" -DBEZIQUE_SOURCE_DIR="$src" -DBEZIQUE_VERSION="$version" >consumer.log ||
  { cat consumer.log; exit 1; }
cmake --build consumer --target checksum_shared >>consumer.log || { cat consumer.log; exit 1; }
./consumer/checksum_shared --expect "$src/tests/determinism/expected.txt" | tail -n 1
echo "linux SDK: find_package, shared and static, C and C++, relocatable"
