#!/usr/bin/env bash
# The Python suite, run the way a user meets the package: a fresh virtual environment,
# `pip install .[rl,test]` from the repository root (the extension is built by scikit-build-core
# with build requirements from PyPI), then pytest, mypy --strict on the package stubs, the
# examples and the tests, and the examples themselves.
# Usage: tests/python/run.sh [WORK_DIR]   (default: build/python-test; it is wiped first)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mkdir -p "${1:-$ROOT/build/python-test}" && cd "${1:-$ROOT/build/python-test}" && pwd)"
PYTHON="${PYTHON:-python3}"

echo "== fresh virtual environment in $WORK/venv =="
rm -rf "$WORK/venv" "$WORK/wheel" "$WORK/mypy-cache"
if ! "$PYTHON" -m venv "$WORK/venv"; then
  echo "error: '$PYTHON -m venv' failed; on Debian's own python3 install python3-venv" >&2
  exit 1
fi
PY="$WORK/venv/bin/python"

echo "== pip install .[rl,test] =="
# The compiler launcher (ccache) comes from the top-level CMakeLists; a fresh build folder
# keeps this a real install rather than an incremental one.
"$PY" -m pip install --quiet --disable-pip-version-check "$ROOT[rl,test]" --config-settings "build-dir=$WORK/wheel"

# Run from the work folder so that `import bezique` finds the installed package only.
cd "$WORK"
echo "== pytest =="
"$PY" -m pytest -p no:cacheprovider -q "$ROOT/tests/python"

echo "== mypy --strict (package sources and stubs, tests) =="
"$WORK/venv/bin/mypy" --strict --config-file "$ROOT/pyproject.toml" --cache-dir "$WORK/mypy-cache" \
  "$ROOT/bindings/python/bezique" "$ROOT/tests/python"
echo "== mypy --strict (examples, against the installed package and its py.typed) =="
"$WORK/venv/bin/mypy" --strict --config-file "$ROOT/pyproject.toml" --cache-dir "$WORK/mypy-cache" \
  "$ROOT/examples/python"

echo "== examples =="
"$PY" "$ROOT/examples/python/play_random.py" --auto --preset two-handed --seed 3 | tail -n 3
"$PY" "$ROOT/examples/python/meld_frequencies.py" --deals 300 --seed 1
"$PY" "$ROOT/examples/python/play_vs_ai.py" --auto --preset two-handed --seed 3 | tail -n 1
echo "== Python API reference (pydoc; every public name has a docstring) =="
"$PY" "$ROOT/docs/tools/python_api.py" "$WORK/python-api"
echo "python suite passed"
