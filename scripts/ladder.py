#!/usr/bin/env python3
"""A rating ladder of the automatic players: round-robin duplicate matches played by the
`bezique` program (`bezique match`), fitted to Bradley-Terry (Elo) ratings with 95% intervals,
written as a Markdown table.

    scripts/ladder.py [--quick] [--bezique PATH] [--preset NAME] [--deals N] [--seed S]
                      [--threads T] [--players A,B,...] [--anchor NAME] [--out FILE]
    scripts/ladder.py --results LOG [--anchor NAME] [--out FILE]

Every pair of players meets in `bezique match --players A,B --deals N --seed S`: N deals, each
played twice with the seats swapped (2N games, duplicate). The same seed for every pair makes the
run reproducible (iteration budgets only, never time budgets).

The fit: player i has strength exp(theta_i), and wins a game against j with probability
exp(theta_i) / (exp(theta_i) + exp(theta_j)); a drawn game is half a win each. Ratings are
maximum likelihood, anchored at 0 for one player (--anchor: by default the heuristic player
when it plays, else the first), on the Elo scale (400 / ln 10 per unit of theta). A player who
won (or lost) every game of a pair has no finite maximum, so each pair played adds one drawn
pseudo-game (half a win to each side). The 95%
intervals are theta +- 1.96 standard errors from the Fisher information (the inverse of the
likelihood's Hessian, with the anchor held fixed), so they are relative to the anchor.

--quick plays a small ladder (4 players, 6 deals a pair) that finishes in minutes. --results
fits the pairs' results that an earlier run printed (its lines "A - B: wins - wins (time)")
without playing them again, e.g. to rate them against another anchor.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

ELO_PER_THETA = 400.0 / math.log(10.0)

FULL_PLAYERS = [
    "random",
    "heuristic",
    "ismcts:200",
    "ismcts:500",
    "ismcts:2000",
    "master:200",
    "master:500",
    "master:2000",
]
# 16 deals (32 games) a pair keeps the full ladder under two hours on 2 cores: a game costs
# master:2000 about 30 s of a core, master:500 6 s, master:200 3.5 s, ismcts:2000 2.5 s and the
# rest under a second (docs/players.md, "A ladder"), and every player plays 7 pairs, so the 28
# pairs take about 7 x 42 s x 32 games = 2.6 core-hours, 80 minutes on 2 cores (a full run of
# main at e0dacca took 79 minutes).
FULL_DEALS = 16
QUICK_PLAYERS = ["random", "heuristic", "ismcts:100", "master:100"]
QUICK_DEALS = 6


@dataclass
class PairResult:
    """The games of one pair: `wins_a` (draws as halves) of `games` went to `a`."""

    a: str
    b: str
    games: float
    wins_a: float


@dataclass
class Rating:
    name: str
    elo: float
    low: float
    high: float
    games: float
    score: float  # wins (draws as halves) over all its games


_ROW = re.compile(r"^(\S+)\s+(\d+)\s+([0-9.]+)\s+[0-9.]+%")


def parse_match(text: str, a: str, b: str) -> PairResult:
    """The result of `bezique match --players a,b` from its output (the table's rows)."""
    rows: Dict[str, Tuple[float, float]] = {}
    for line in text.splitlines():
        m = _ROW.match(line)
        if m:
            rows[m.group(1)] = (float(m.group(2)), float(m.group(3)))
    if a not in rows or b not in rows:
        raise ValueError(f"no result for {a} and {b} in the match's output:\n{text}")
    games_a, wins_a = rows[a]
    games_b, wins_b = rows[b]
    if games_a != games_b or abs(wins_a + wins_b - games_a) > 1e-6:
        raise ValueError(f"inconsistent results for {a} ({wins_a}/{games_a}) and {b} ({wins_b}/{games_b})")
    return PairResult(a, b, games_a, wins_a)


_PAIR_LINE = re.compile(r"^(\S+) - (\S+): ([0-9.]+) - ([0-9.]+) \(")


def parse_log(text: str) -> Tuple[List[str], List[PairResult]]:
    """The players (in the order they first appear) and the pairs' results of a run's log."""
    players: List[str] = []
    results = []
    for line in text.splitlines():
        m = _PAIR_LINE.match(line)
        if not m:
            continue
        a, b, wins_a, wins_b = m.group(1), m.group(2), float(m.group(3)), float(m.group(4))
        players += [p for p in (a, b) if p not in players]
        results.append(PairResult(a, b, wins_a + wins_b, wins_a))
    if not results:
        raise ValueError("no pair's result (\"A - B: wins - wins (time)\") in the log")
    return players, results


def anchored(players: Sequence[str], anchor: Optional[str]) -> List[str]:
    """The players with the anchor first: `anchor`, else heuristic when it plays, else the first."""
    if anchor is None:
        anchor = "heuristic" if "heuristic" in players else players[0]
    if anchor not in players:
        raise ValueError(f"the anchor {anchor} is not one of the players ({', '.join(players)})")
    return [anchor] + [p for p in players if p != anchor]


def _solve(matrix: List[List[float]], rhs: List[float]) -> List[float]:
    """Gaussian elimination with partial pivoting (the systems are a few dozen unknowns)."""
    n = len(rhs)
    m = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-300:
            raise ValueError("singular system: the players are not all connected by games")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col] != 0.0:
                f = m[r][col] / m[col][col]
                for c in range(col, n + 1):
                    m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] for i in range(n)]


def _inverse(matrix: List[List[float]]) -> List[List[float]]:
    n = len(matrix)
    cols = [_solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def fit(players: Sequence[str], results: Sequence[PairResult], pseudo_games: float = 1.0) -> List[Rating]:
    """Bradley-Terry ratings (Elo scale, players[0] at 0) with 95% Fisher intervals."""
    index = {p: i for i, p in enumerate(players)}
    k = len(players)
    games = [[0.0] * k for _ in range(k)]
    wins = [[0.0] * k for _ in range(k)]  # wins[i][j]: i's wins against j
    for r in results:
        i, j = index[r.a], index[r.b]
        games[i][j] += r.games
        games[j][i] += r.games
        wins[i][j] += r.wins_a
        wins[j][i] += r.games - r.wins_a
    for i in range(k):
        for j in range(k):
            if i != j and games[i][j] > 0 and pseudo_games > 0:
                games[i][j] += pseudo_games
                wins[i][j] += pseudo_games / 2
    theta = [0.0] * k

    def gradient_hessian() -> Tuple[List[float], List[List[float]]]:
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for i in range(k):
            for j in range(k):
                if i == j or games[i][j] == 0:
                    continue
                p = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
                grad[i] += wins[i][j] - games[i][j] * p
                w = games[i][j] * p * (1.0 - p)
                hess[i][i] += w  # the information: minus the log-likelihood's Hessian
                hess[i][j] -= w
        return grad, hess

    # Newton's method on the free ratings (the anchor stays at 0); the likelihood is concave.
    for _ in range(100):
        grad, info = gradient_hessian()
        free = list(range(1, k))
        step = _solve([[info[i][j] for j in free] for i in free], [grad[i] for i in free])
        for n, i in enumerate(free):
            theta[i] += step[n]
        if max((abs(s) for s in step), default=0.0) < 1e-10:
            break
    _, info = gradient_hessian()
    free = list(range(1, k))
    cov = _inverse([[info[i][j] for j in free] for i in free]) if free else []
    out = []
    for i, name in enumerate(players):
        se = math.sqrt(cov[i - 1][i - 1]) if i > 0 else 0.0
        played = sum(games[i][j] - (pseudo_games if games[i][j] > 0 else 0.0) for j in range(k) if j != i)
        won = sum(wins[i][j] - (pseudo_games / 2 if games[i][j] > 0 else 0.0) for j in range(k) if j != i)
        elo = theta[i] * ELO_PER_THETA
        half = 1.96 * se * ELO_PER_THETA
        out.append(Rating(name, elo, elo - half, elo + half, played, won))
    return out


def _whole(x: float) -> str:
    return str(int(round(x)))  # never "-0"


def markdown(ratings: Sequence[Rating]) -> str:
    lines = [
        "| player | Elo | 95% interval | games | score |",
        "|---|---:|---|---:|---:|",
    ]
    for r in sorted(ratings, key=lambda r: -r.elo):
        interval = "anchor" if r.low == r.high else f"[{_whole(r.low)}, {_whole(r.high)}]"
        rate = 100.0 * r.score / r.games if r.games else 0.0
        lines.append(f"| {r.name} | {_whole(r.elo)} | {interval} | {r.games:.0f} | {rate:.1f}% |")
    return "\n".join(lines) + "\n"


def find_bezique(given: Optional[str]) -> str:
    for candidate in (given, os.environ.get("BEZIQUE_CLI"), shutil.which("bezique")):
        if candidate and Path(candidate).exists():
            return candidate
    raise SystemExit("ladder.py: no `bezique` program: give --bezique PATH or set BEZIQUE_CLI")


def play(bezique: str, a: str, b: str, preset: str, deals: int, seed: int, threads: int) -> PairResult:
    cmd = [bezique, "match", "--players", f"{a},{b}", "--preset", preset, "--deals", str(deals),
           "--seed", str(seed), "--threads", str(threads), "--quiet"]
    done = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return parse_match(done.stdout, a, b)


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help=f"{len(QUICK_PLAYERS)} players, {QUICK_DEALS} deals a pair")
    ap.add_argument("--bezique", help="the bezique program (default: $BEZIQUE_CLI, then PATH)")
    ap.add_argument("--preset", default="two-handed", help="a two-player preset (default two-handed)")
    ap.add_argument("--deals", type=int, help=f"deals a pair (default {FULL_DEALS}, quick {QUICK_DEALS})")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                    help="threads of each match (default: every core)")
    ap.add_argument("--players", help="comma-separated player specs")
    ap.add_argument("--anchor", help="the player rated 0 (default: heuristic when it plays, else the first)")
    ap.add_argument("--results", help="fit the results printed by an earlier run instead of playing")
    ap.add_argument("--out", help="write the Markdown table here too")
    args = ap.parse_args(argv)
    try:
        if args.results:
            players, results = parse_log(Path(args.results).read_text())
            table = markdown(fit(anchored(players, args.anchor), results))
            return emit(f"{len(results)} pairs of {args.results}, refitted\n\n{table}", args.out)
        players = args.players.split(",") if args.players else (QUICK_PLAYERS if args.quick else FULL_PLAYERS)
        rated = anchored(players, args.anchor)
    except ValueError as e:
        raise SystemExit(f"ladder.py: {e}")
    deals = args.deals or (QUICK_DEALS if args.quick else FULL_DEALS)
    bezique = find_bezique(args.bezique)
    results = []
    began = time.monotonic()
    for a, b in itertools.combinations(players, 2):
        pair_began = time.monotonic()
        r = play(bezique, a, b, args.preset, deals, args.seed, args.threads)
        print(f"{a} - {b}: {r.wins_a:g} - {r.games - r.wins_a:g} ({time.monotonic() - pair_began:.0f} s)",
              file=sys.stderr)
        results.append(r)
    minutes = (time.monotonic() - began) / 60.0
    table = markdown(fit(rated, results))
    # The command as run, but for the program's path (a path of this machine).
    given = list(argv if argv is not None else sys.argv[1:])
    shown = [a for n, a in enumerate(given) if a != "--bezique" and (n == 0 or given[n - 1] != "--bezique")
             and not a.startswith("--bezique=")]
    command = "scripts/ladder.py " + " ".join(shown)
    return emit(f"{args.preset}, {deals} deals x 2 seatings a pair, seed {args.seed}, {args.threads} thread(s), "
                f"{minutes:.0f} minutes (`{command.strip()}`)\n\n{table}", args.out)


def emit(text: str, out: Optional[str]) -> int:
    """Prints the table (and writes it to `out` when given)."""
    print(text, end="")
    if out:
        Path(out).write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
