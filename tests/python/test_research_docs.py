"""The examples of docs/research.md: its Python blocks are included from the example files that
tests/python/run.sh runs, and the command marked as run by the tests runs here (compared with
`bezique tournament` when the CTest run names the program)."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO

DOC = REPO / "docs" / "research.md"
TEXT = DOC.read_text(encoding="utf-8")


def test_the_page_includes_its_examples_from_files() -> None:
    assert not re.search(r"```python\n", TEXT), "a Python block written in the page runs nowhere"
    included = re.findall(r"```\{literalinclude\} \.\./(examples/python/\S+)\n:language: python\n"
                          r':start-after: "(# \[\w+\])"', TEXT)
    assert {path for path, _ in included} == {"examples/python/openspiel_game.py", "examples/python/ray_tournament.py"}
    for path, marker in included:
        assert (REPO / path).read_text(encoding="utf-8").count(marker) == 2, (path, marker)


def test_the_command_example_runs_and_matches_bezique_match(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="Ray is not installed: pip install '.[ray]' runs this example")
    line = next(line for line in DOC.read_text(encoding="utf-8").splitlines() if line.endswith("# run by the tests"))
    args = shlex.split(line.split("#")[0])
    assert args[0] == "bezique-ray"
    command = Path(sys.executable).parent / "bezique-ray"  # the entry point pip installed
    done = subprocess.run([str(command), *args[1:]], cwd=tmp_path, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "40 deals x 2 seatings (duplicate), seed 1" in done.stdout
    assert (tmp_path / "small.jsonl").is_file()
    cli = os.environ.get("BEZIQUE_CLI")
    if cli is None:
        pytest.skip("the comparison with the `bezique` program needs BEZIQUE_CLI (the CTest run sets it)")
    match_args = [a for a in args[1:] if a not in ("--out", "small.jsonl", "--workers", "2")]
    expected = subprocess.run([cli, *match_args, "--quiet"], capture_output=True, text=True, check=True).stdout
    assert done.stdout == expected
