#!/usr/bin/env bash
# Installs bezique into a temporary prefix and builds a consumer project against it four ways:
# find_package on the install, add_subdirectory, FetchContent from this checkout, and a C
# program through pkg-config; then a project that enables only C links the static C library,
# installed and as a subdirectory. A subproject builds the libraries only: no test, benchmark,
# program or binding. Usage: tests/package/run.sh <work-dir>
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:?work directory}
rm -rf "$work"
mkdir -p "$work"
gen=(-G Ninja -DCMAKE_BUILD_TYPE=Release)
quiet() { "$@" >"$work/last.log" 2>&1 || { cat "$work/last.log"; exit 1; }; }

echo "-- install into a temporary prefix, then move it (the install is relocatable)"
quiet cmake -S "$src" -B "$work/lib" "${gen[@]}" -DCMAKE_INSTALL_PREFIX="$work/staging" \
  -DBEZIQUE_BUILD_TESTS=OFF -DBEZIQUE_BUILD_BENCH=OFF -DBEZIQUE_BUILD_CLI=OFF -DBEZIQUE_BUILD_DOCS=OFF \
  -DBEZIQUE_BUILD_CSHARP=OFF -DBEZIQUE_BUILD_JAVA=OFF
quiet cmake --build "$work/lib" -j2 --target bezique_core bezique_ai bezique_c bezique_c_static
quiet cmake --install "$work/lib"
mv "$work/staging" "$work/prefix"

for mode in find_package subdirectory fetchcontent; do
  echo "-- consumer through $mode"
  quiet cmake -S "$src/tests/package/consumer" -B "$work/$mode" "${gen[@]}" -DCONSUME=$mode \
    -DCMAKE_PREFIX_PATH="$work/prefix" -DBEZIQUE_SOURCE_DIR="$src"
  quiet cmake --build "$work/$mode" -j2
  LD_LIBRARY_PATH="$work/prefix/lib:$work/$mode/bezique/src/capi:$work/$mode/_deps/bezique-build/src/capi" \
    "$work/$mode/consumer_cpp"
  LD_LIBRARY_PATH="$work/prefix/lib:$work/$mode/bezique/src/capi:$work/$mode/_deps/bezique-build/src/capi" \
    "$work/$mode/consumer_c"
done

echo "-- a subproject builds the libraries only"
for mode in subdirectory fetchcontent; do
  extra=$(cmake --build "$work/$mode" --target help | grep -oE "bezique_[a-z0-9_]*(tests|bench[a-z_]*|cli|csharp|java|python|docs)[a-z_]*" | sort -u || true)
  if [ -n "$extra" ]; then echo "a $mode consumer has targets it should not build: $extra"; exit 1; fi
  if [ -n "$(ctest --test-dir "$work/$mode" -N | grep -E '^ *Test +#')" ]; then echo "a $mode consumer registers tests"; exit 1; fi
done

for mode in find_package subdirectory; do
  echo "-- a C-only project links bezique::c_static through $mode"
  quiet cmake -S "$src/tests/package/c_only" -B "$work/c_only_$mode" "${gen[@]}" -DCONSUME=$mode \
    -DCMAKE_PREFIX_PATH="$work/prefix" -DBEZIQUE_SOURCE_DIR="$src"
  quiet cmake --build "$work/c_only_$mode" -j2
  "$work/c_only_$mode/consumer_c_static"
done

echo "-- C consumer through pkg-config"
export PKG_CONFIG_PATH="$work/prefix/lib/pkgconfig"
cc -std=c99 -Wall -Wextra -Werror "$src/tests/package/consumer/main.c" -o "$work/pkgconfig_c" \
  $(pkg-config --cflags --libs bezique)
LD_LIBRARY_PATH="$work/prefix/lib" "$work/pkgconfig_c"
echo "package: 7 passed, 0 failed"
