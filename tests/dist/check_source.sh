#!/usr/bin/env bash
# The source archive, bezique-V-src.tar.gz: one folder bezique-V/ with the LICENSE and
# project(VERSION) of the release and no build output; then a project that fetches it with
# FetchContent (URL and the SHA-256 of SHA256SUMS) builds it with CMake and g++ alone, as a
# subproject whose parts beyond the libraries are all off, and its programs play.
# Usage: check_source.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
archive=$(artifact "$dist/bezique-$version-src.tar.gz")
sha=$(awk -v f="$(basename "$archive")" '$2 == f {print $1}' "$dist/SHA256SUMS")
[ -n "$sha" ] || { echo "$(basename "$archive") is not in SHA256SUMS"; exit 1; }
top=$(tar tzf "$archive" | cut -d/ -f1 | sort -u)
[ "$top" = "bezique-$version" ] || { echo "top-level entries: $top"; exit 1; }
if grep -qE "^bezique-$version/(build|\.git)/" <(tar tzf "$archive"); then echo "build output or .git in the archive"; exit 1; fi
unpack "$archive"
grep -q "^project(bezique VERSION $version " "bezique-$version/CMakeLists.txt"
cmp "bezique-$version/LICENSE" "$src/LICENSE"

# Paths relative to the temporary folder in the compiler cache, so that a second run hits it.
export CCACHE_BASEDIR=$tmp
cmake -S "$src/tests/dist/fetchcontent" -B consumer -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DBEZIQUE_ARCHIVE="$archive" -DBEZIQUE_ARCHIVE_SHA256="$sha" -DBEZIQUE_SOURCE_DIR="$src" >consumer.log ||
  { cat consumer.log; exit 1; }
grep "bezique: " consumer.log || true
cmake --build consumer >>consumer.log || { cat consumer.log; exit 1; }
./consumer/checksum_static --expect "$src/tests/determinism/expected.txt" | tail -n 1
./consumer/consumer_cpp
echo "source archive: FetchContent from the URL with its SHA-256, built with CMake and g++"
