"""The speed comparison (bench/compare.py) with stand-in programs whose rates are known: its
figures, its placements (fresh copies, environment sizes) and its alternation."""

import stat
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import compare  # noqa: E402


def stand_in(directory: Path, name: str, rates: list[int], log: Path) -> Path:
    """A program that answers `bench` with the next of @p rates (cycling, per copy) plus the
    padding's length, and logs each call: its own path, the padding's length and the arguments."""
    program = directory / name
    program.write_text(
        "#!/usr/bin/env python3\n"
        "import os, sys\n"
        f"rates = {rates!r}\n"
        f"log = {str(log)!r}\n"
        "calls = open(log).read().count(sys.argv[0] + ' ') if os.path.exists(log) else 0\n"
        "with open(log, 'a') as f:\n"
        f"    f.write(sys.argv[0] + ' ' + str(len(os.environ.get({compare.PAD_VARIABLE!r}, ''))) + ' ' + ' '.join(sys.argv[1:]) + '\\n')\n"
        "print('two-handed: 10 deals, 880 decisions in 0.001 s')\n"
        f"pad = len(os.environ.get({compare.PAD_VARIABLE!r}, ''))\n"
        "print(f'{rates[calls % len(rates)] + pad} deals/s, 1 decisions/s')\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    return program


def test_reads_the_rate_that_bezique_bench_prints():
    out = "two-handed: 3000 deals, 264000 decisions in 0.026 s\n114030 deals/s, 10034617 decisions/s\n"
    assert compare.deals_per_second(out) == 114030


def test_output_without_a_rate_is_an_error_that_quotes_it():
    with pytest.raises(ValueError, match="no 'deals/s' figure.*unknown preset"):
        compare.deals_per_second("error: unknown preset\n")


def test_environment_sizes_cover_the_alignments_within_64_bytes():
    assert compare.environment_sizes(8) == [0, 8, 16, 24, 32, 40, 48, 56]
    assert compare.environment_sizes(4) == [0, 16, 32, 48]
    assert compare.environment_sizes(1) == [0]


def test_the_figure_is_the_mean_of_each_placements_best_round(tmp_path):
    log = tmp_path / "calls.log"
    # Rounds of one placement: 90 then 110, so the best is 110 plus the padding (0 or 32).
    slow = stand_in(tmp_path, "slow", [90, 110], log)
    fast = stand_in(tmp_path, "fast", [150, 120], log)
    work = tmp_path / "work"
    work.mkdir()
    figures = compare.compare([slow, fast], "two-handed", 10, copies=2, environments=2, rounds=2, work=work)
    assert [f.deals_per_second for f in figures] == [110 + 16, 150 + 16]
    assert figures[0].ratio == 1.0
    assert figures[1].ratio == pytest.approx(166 / 126)


def test_every_program_runs_in_every_placement_alternately(tmp_path):
    log = tmp_path / "calls.log"
    a = stand_in(tmp_path, "a", [100], log)
    b = stand_in(tmp_path, "b", [200], log)
    work = tmp_path / "work"
    work.mkdir()
    compare.compare([a, b], "rubicon", 7, copies=3, environments=2, rounds=2, work=work)
    calls = [line.split(" ", 2) for line in log.read_text().splitlines()]
    assert len(calls) == 2 * 3 * 2 * 2
    assert all(args == "bench --preset rubicon --deals 7" for _, _, args in calls)
    # Alternating: the two programs take turns, call after call.
    owners = [Path(path).name.split("-")[0] for path, _, _ in calls]
    assert owners == ["p0", "p1"] * (len(calls) // 2)
    # Fresh copies, none of them the original file, each run under both environment sizes.
    for owner in ("p0", "p1"):
        mine = [(path, int(pad)) for path, pad, _ in calls if Path(path).name.startswith(owner)]
        assert len({path for path, _ in mine}) == 3
        assert all(Path(path).parent == work for path, _ in mine)
        assert {(path, pad) for path, pad in mine} == {(path, pad) for path in {p for p, _ in mine} for pad in (0, 32)}


def test_a_failing_program_is_named_with_its_error(tmp_path):
    broken = tmp_path / "broken"
    broken.write_text("#!/bin/sh\necho 'unknown preset: nope' >&2\nexit 2\n")
    broken.chmod(broken.stat().st_mode | stat.S_IXUSR)
    work = tmp_path / "work"
    work.mkdir()
    with pytest.raises(RuntimeError, match=r"/broken bench --preset nope failed \(2\): unknown preset: nope"):
        compare.compare([broken], "nope", 1, copies=1, environments=1, rounds=1, work=work)


def test_the_command_line_reports_a_failing_program_without_a_traceback(tmp_path, capsys):
    broken = tmp_path / "broken"
    broken.write_text("#!/bin/sh\necho 'unknown preset: nope' >&2\nexit 2\n")
    broken.chmod(broken.stat().st_mode | stat.S_IXUSR)
    assert compare.main(["--preset", "nope", "--copies", "1", "--environments", "1", "--rounds", "1", str(broken)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("compare.py: ") and "broken bench --preset nope failed (2)" in err
    assert "Traceback" not in err


def test_the_command_line_refuses_what_it_cannot_run(tmp_path, capsys):
    with pytest.raises(SystemExit):
        compare.main([str(tmp_path / "missing")])
    assert "not an executable program" in capsys.readouterr().err
    program = stand_in(tmp_path, "ok", [1], tmp_path / "log")
    with pytest.raises(SystemExit):
        compare.main(["--copies", "0", str(program)])
    assert "--copies must be at least 1, not 0" in capsys.readouterr().err
    assert not (tmp_path / "log").exists()  # refused before the program ran
