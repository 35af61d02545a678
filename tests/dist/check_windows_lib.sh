#!/usr/bin/env bash
# bezique.lib, the Visual Studio import library of the Windows SDK (made with llvm-dlltool from
# the .def of the header's functions). No MSVC linker is here, so it is checked, not linked by
# MSVC: an import library (short import members only) naming bezique.dll, with an import
# (__imp_bzq_...) and a thunk for every bzq_ function the header declares and no other; the
# .def lists the same functions; bezique.dll exports them. Then MinGW's linker, which reads the
# same format, links a C program against bezique.lib alone, and it plays a game under Wine.
# Usage: check_windows_lib.sh DIST_DIR VERSION
source "$(dirname "$0")/common.sh"
dist=$1 version=$2
unpack "$(artifact "$dist/bezique-$version-windows-x64.zip")"
sdk=$tmp/bezique-$version-windows-x64
lib=$sdk/lib/bezique.lib
nm=$(command -v llvm-nm || command -v llvm-nm-14)
ar=$(command -v llvm-ar || command -v llvm-ar-14)

declared=$(grep -o 'BZQ_CALL bzq_[a-z0-9_]*' "$sdk/include/bezique/bezique.h" | sed 's/BZQ_CALL //' | sort -u)
members=$("$ar" t "$lib" | sort -u)
echo "members: $(echo "$members" | tr '\n' ' ')"
[ "$members" = "bezique.dll" ] || { echo "bezique.lib has members other than bezique.dll's imports"; exit 1; }
imports=$("$nm" "$lib" 2>/dev/null | awk '$2 == "T" || $2 == "D" || $2 == "I" {print $3}' | grep '^__imp_' | sed 's/^__imp_//' | sort -u)
thunks=$("$nm" "$lib" 2>/dev/null | awk '$2 == "T" {print $3}' | grep -v '^__imp_' | grep '^bzq_' | sort -u)
for set in imports thunks; do
  if [ "${!set}" != "$declared" ]; then
    echo "bezique.lib $set differ from the header's functions:"; diff <(echo "$declared") <(echo "${!set}") || true; exit 1
  fi
done
def=$(sed -n 's/^  \(bzq_[a-z0-9_]*\)$/\1/p' "$sdk/lib/bezique.def" | sort -u)
[ "$def" = "$declared" ] || { echo "bezique.def differs from the header"; exit 1; }
grep -qx "LIBRARY bezique.dll" "$sdk/lib/bezique.def"
"$src/tests/capi/check_windows_binaries.sh" x86_64-w64-mingw32-objdump "$sdk/include/bezique/bezique.h" \
  "$sdk/bin/bezique.dll" "$sdk/bin/bezique.exe"
echo "bezique.lib: $(echo "$declared" | wc -l) functions of bezique.dll"

echo "-- a C program linked against bezique.lib alone (MinGW's linker), under Wine"
x86_64-w64-mingw32-gcc -std=c99 -Wall -Werror -I"$sdk/include" "$src/tests/package/consumer/main.c" "$lib" -o play.exe
grep -qi 'DLL Name: bezique.dll' <(x86_64-w64-mingw32-objdump -p play.exe)
cp "$sdk/bin/bezique.dll" .
wine ./play.exe
