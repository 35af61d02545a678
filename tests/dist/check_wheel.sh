#!/usr/bin/env bash
# One wheel of build/dist as its users install it: `pip install --no-index` of the file into a
# fresh virtual environment of its CPython, then a game played with the installed package
# (play_wheel.py, run from the empty folder so that nothing else can be imported). Its
# extension needs no glibc symbol newer than 2.17 and no libstdc++ (manylinux_2_17_x86_64).
# Where that CPython is not installed the test is skipped (exit code 77), as dist.sh skips
# its wheel. Usage: check_wheel.sh DIST_DIR VERSION 3.X
source "$(dirname "$0")/common.sh"
dist=$1 version=$2 python=$3
source "$src/scripts/find-python.sh"
py=$(python_for "$python")
if [ -z "$py" ]; then echo "skipped: no CPython $python here (python$python on PATH or under pyenv)"; exit 77; fi
tag=cp${python/./}
wheel=$(artifact "$dist/bezique-$version-$tag-$tag-*manylinux_2_17_x86_64*.whl")

"$py" -m venv venv
venv/bin/python -m pip install --quiet --disable-pip-version-check --no-index "$wheel"
venv/bin/python "$src/tests/dist/play_wheel.py" "$version" "$tmp/venv"

mkdir unpacked && (cd unpacked && unpack "$wheel")
extension=$(ls unpacked/bezique/_core.*.so)
cmake -DOBJDUMP=objdump -DLIBRARY="$extension" -DMAX_GLIBC=2.17 -P "$src/cmake/report_symbol_versions.cmake"
needed=$(objdump -p "$extension" | awk '/NEEDED/ {print $2}' | sort | tr '\n' ' ')
echo "$(basename "$extension") needs: $needed"
if echo "$needed" | grep -qE 'libstdc\+\+|libc\+\+|libgcc_s'; then echo "the extension needs a C++ runtime of the system"; exit 1; fi
echo "$(basename "$wheel"): installed with --no-index into a fresh CPython $python environment, plays"
