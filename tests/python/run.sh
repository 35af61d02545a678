#!/usr/bin/env bash
# The Python suite, run the way a user meets the package: `pip wheel` builds the wheel from the
# repository root (scikit-build-core, build requirements from PyPI; nothing is written into the
# source tree), a fresh virtual environment installs that wheel with its extras
# [rl,test,openspiel,ray], then pytest, mypy --strict on the package stubs, the examples and the
# tests, and the examples themselves run against the installed package, never the checkout.
# Usage: tests/python/run.sh [WORK_DIR]   (default: build/python-test; it is wiped first)
# EXTRAS=rl,test leaves out the OpenSpiel and Ray extras (their tests then skip, saying so);
# BEZIQUE_CLI=path/to/bezique lets the Ray tests compare with `bezique tournament` (CTest sets it).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="$(mkdir -p "${1:-$ROOT/build/python-test}" && cd "${1:-$ROOT/build/python-test}" && pwd)"
PYTHON="${PYTHON:-python3}"

echo "== fresh virtual environment in $WORK/venv =="
rm -rf "$WORK/venv" "$WORK/wheel" "$WORK/dist" "$WORK/mypy-cache" "$WORK/quickstart"
if ! "$PYTHON" -m venv "$WORK/venv"; then
  echo "error: '$PYTHON -m venv' failed; on Debian's own python3 install python3-venv" >&2
  exit 1
fi
PY="$WORK/venv/bin/python"

echo "== pip wheel . =="
# The compiler launcher (ccache) comes from the top-level CMakeLists; a fresh build folder
# keeps this a real build rather than an incremental one.
"$PY" -m pip wheel --quiet --disable-pip-version-check --no-deps "$ROOT" -w "$WORK/dist" \
  --config-settings "build-dir=$WORK/wheel"
WHEEL=$(ls "$WORK"/dist/bezique-*.whl)
echo "built $(basename "$WHEEL")"
echo "== the wheel's description, PyPI's page: Markdown that renders there, no directive of the docs site =="
"$PY" - "$WHEEL" <<'PYTHON'
import sys
import zipfile
from email.parser import Parser

with zipfile.ZipFile(sys.argv[1]) as wheel:
    name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    metadata = Parser().parsestr(wheel.read(name).decode("utf-8"))
body = metadata.get_payload()
assert metadata["Description-Content-Type"].startswith("text/markdown"), metadata["Description-Content-Type"]
assert "import bezique" in body, "the description shows no code"
for directive in ("```{", "{literalinclude}", "{doxygen", ":::"):
    assert directive not in body, f"the description holds '{directive}', which PyPI shows as raw text"
print(f"{len(body.splitlines())} lines of Markdown, with its code")
PYTHON
EXTRAS="${EXTRAS:-rl,test,openspiel,ray}"
echo "== pip install the wheel [$EXTRAS] =="
"$PY" -m pip install --quiet --disable-pip-version-check "$WHEEL[$EXTRAS]" auditwheel
# Ray would try to report usage over the network at every start.
export RAY_USAGE_STATS_ENABLED=0
echo "== auditwheel show (the platform tag the wheel qualifies for) =="
"$WORK/venv/bin/auditwheel" show "$WHEEL" | tr '\n' ' ' | sed 's/  */ /g'; echo

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

echo "== the quickstart of docs/getting-started-python.md, as it shows it, with the wheel =="
"$ROOT/tests/quickstart/run.sh" "$WORK/quickstart" "$ROOT/examples/python/quickstart.sh" \
  "$ROOT/examples/quickstart-output.txt" "$WHEEL" "$ROOT/examples/python/quickstart.py"

echo "== examples =="
"$PY" "$ROOT/examples/python/play_random.py" --auto --preset two-handed --seed 3 | tail -n 3
"$PY" "$ROOT/examples/python/meld_frequencies.py" --deals 300 --seed 1
"$PY" "$ROOT/examples/python/play_vs_ai.py" --auto --preset two-handed --seed 3 | tail -n 1
"$PY" "$ROOT/examples/python/first_game.py"
"$PY" "$ROOT/examples/python/readme_taste.py"
"$PY" "$ROOT/examples/python/guide_snippets.py" | tail -n 1
# The examples of docs/research.md, where their extras are installed.
if [[ ",$EXTRAS," == *,openspiel,* ]]; then
  "$PY" "$ROOT/examples/python/openspiel_game.py" | tail -n 1
  # The side-by-side benchmark of docs/performance.md, briefly, so that it keeps working.
  "$PY" "$ROOT/bench/bench_openspiel_speed.py" --games hearts --presets two-handed --rounds 1 --seconds 0.05 \
    --iterations 10 | tail -n 1
else
  echo "skipped examples/python/openspiel_game.py: OpenSpiel is not installed (EXTRAS=$EXTRAS lacks openspiel)"
fi
if [[ ",$EXTRAS," == *,ray,* ]]; then
  "$PY" "$ROOT/examples/python/ray_tournament.py" | tail -n 1
else
  echo "skipped examples/python/ray_tournament.py: Ray is not installed (EXTRAS=$EXTRAS lacks ray)"
fi
echo "python suite passed"
