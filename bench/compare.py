#!/usr/bin/env python3
"""Random-play speed of several builds of the `bezique` program, compared in one alternating run.

    python3 bench/compare.py [--preset NAME ...] [--deals N] [--copies C] [--environments E]
                             [--rounds R] PROGRAM [PROGRAM ...]

Each PROGRAM is a `bezique` executable (any build, e.g. an old commit's and today's); each plays
`bezique bench --preset NAME --deals N` and the first is the baseline of the printed ratios.

Where a program lies in memory moves its speed: on the development machine two byte-identical
copies of one executable ran 5% apart, run after run (the copies' pages sit at different
physical addresses), and the size of the environment moves the stack's alignment. So each
program is copied to C fresh files, each copy runs under E environment sizes, and in each of
those C x E placements the programs run alternately R times (the best of the R counts). A
program's figure is the mean of its placements' bests: no program is measured only in a lucky
or an unlucky placement, and the alternation spreads the machine's load over all of them.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

RATE = re.compile(r"^(\d+(?:\.\d+)?) deals/s", re.MULTILINE)
PAD_VARIABLE = "BEZIQUE_COMPARE_PAD"


@dataclass
class Figure:
    program: str
    deals_per_second: float  # the mean over placements of the best of the rounds
    ratio: float  # to the first program's figure


def deals_per_second(output: str) -> float:
    """The rate that `bezique bench` prints ("123456 deals/s, ... decisions/s")."""
    match = RATE.search(output)
    if not match:
        raise ValueError(f"no 'deals/s' figure in the program's output: {output.strip()!r}")
    return float(match.group(1))


def environment_sizes(count: int) -> list[int]:
    """Padding lengths that put the stack at every 8-byte alignment within 64 bytes, spread."""
    return [(i * 64 // count) // 8 * 8 for i in range(count)]


def run_once(program: Path, preset: str, deals: int, pad: int, name: str | None = None) -> float:
    """One run of @p program (a placed copy; @p name: the program it copies, for errors)."""
    env = dict(os.environ)
    env[PAD_VARIABLE] = "x" * pad
    done = subprocess.run([str(program), "bench", "--preset", preset, "--deals", str(deals)],
                          env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{name or program} bench --preset {preset} failed ({done.returncode}): {done.stderr.strip()}")
    return deals_per_second(done.stdout)


def compare(programs: list[Path], preset: str, deals: int, copies: int, environments: int,
            rounds: int, work: Path) -> list[Figure]:
    placed = [[work / f"p{i}-copy{k}{p.suffix}" for k in range(copies)] for i, p in enumerate(programs)]
    for program, files in zip(programs, placed):
        for f in files:
            shutil.copy2(program, f)
    sums = [0.0] * len(programs)
    for k in range(copies):
        for pad in environment_sizes(environments):
            best = [0.0] * len(programs)
            for _ in range(rounds):
                for i, files in enumerate(placed):
                    best[i] = max(best[i], run_once(files[k], preset, deals, pad, str(programs[i])))
            sums = [s + b for s, b in zip(sums, best)]
    placements = copies * environments
    means = [s / placements for s in sums]
    return [Figure(str(p), m, m / means[0]) for p, m in zip(programs, means)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("programs", nargs="+", type=Path, metavar="PROGRAM")
    parser.add_argument("--preset", action="append", help="a preset to play (repeatable; default two-handed)")
    parser.add_argument("--deals", type=int, default=20000, help="deals per run (default 20000)")
    parser.add_argument("--copies", type=int, default=3, help="fresh copies of each program (default 3)")
    parser.add_argument("--environments", type=int, default=4, help="environment sizes per copy (default 4)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per placement (default 3)")
    args = parser.parse_args(argv)
    for name, value in (("--deals", args.deals), ("--copies", args.copies),
                        ("--environments", args.environments), ("--rounds", args.rounds)):
        if value < 1:
            parser.error(f"{name} must be at least 1, not {value}")
    if args.environments > 8:
        parser.error("--environments is at most 8 (the 8-byte alignments within 64 bytes)")
    for p in args.programs:
        if not (p.is_file() and os.access(p, os.X_OK)):
            parser.error(f"not an executable program: {p}")
    presets = args.preset or ["two-handed"]
    print(f"{args.copies} copies x {args.environments} environment sizes, best of {args.rounds} "
          f"alternating rounds each; load {os.getloadavg()[0]:.1f}")
    width = max(len(str(p)) for p in args.programs)
    with tempfile.TemporaryDirectory(prefix="bezique-compare-") as work:
        for preset in presets:
            print(f"{preset} ({args.deals} deals a run)", flush=True)
            try:
                figures = compare(args.programs, preset, args.deals, args.copies, args.environments,
                                  args.rounds, Path(work))
            except (RuntimeError, ValueError) as e:
                print(f"compare.py: {e}", file=sys.stderr)
                return 1
            for f in figures:
                print(f"  {f.program:<{width}}  {f.deals_per_second:10.0f} deals/s  {f.ratio:.3f}", flush=True)
    print(f"load {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
