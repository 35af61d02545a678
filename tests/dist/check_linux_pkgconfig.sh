#!/usr/bin/env bash
# The Linux SDK through pkg-config: a C99 program compiled with `pkg-config --cflags --libs
# bezique` from the unpacked archive plays a seeded game with the shared library.
# Usage: check_linux_pkgconfig.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
unpack "$(artifact "$dist/bezique-$version-linux-x86_64.tar.gz")"
sdk=$tmp/bezique-$version-linux-x86_64
export PKG_CONFIG_PATH=$sdk/lib/pkgconfig
[ "$(pkg-config --modversion bezique)" = "$version" ]
cc -std=c99 -Wall -Wextra -Werror "$src/tests/package/consumer/main.c" -o play $(pkg-config --cflags --libs bezique)
LD_LIBRARY_PATH=$sdk/lib ./play
echo "pkg-config: bezique $version"
