"""Throughput of the Ray runner on 1 and 2 workers (pip install '.[ray]').

    python bench/bench_ray.py --preset two-handed --deals 400000 --match-deals 400 --repeat 3

For each worker count a local Ray is started first (its start-up is not timed), then the runner
plays a random simulation (deals/s) and a duplicate tournament of ``heuristic`` against ``random``
(games/s) in shards of about eight per worker, results written to a temporary file as in any
run; the best of ``--repeat`` runs is kept. The single-process figures (bezique.simulate and
bezique.tournament in this process, no Ray) come first, for the overhead.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Optional

import ray

import bezique
from bezique.ray_runner import TournamentJob, SimulationJob, run


def best_seconds(repeat: int, work: Callable[[], object]) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", default="two-handed")
    parser.add_argument("--deals", type=int, default=400_000, help="deals of the random simulation")
    parser.add_argument("--match-deals", type=int, default=400, help="deals of the heuristic-random match")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    players = ("heuristic", "random")
    games = args.match_deals * bezique.Variant(args.preset).sides
    rows = []
    sim = best_seconds(args.repeat, lambda: bezique.simulate(args.preset, args.deals, args.seed))
    match = best_seconds(args.repeat, lambda: bezique.tournament(players, args.preset, args.match_deals, args.seed))
    rows.append(("no Ray (one process)", args.deals / sim, games / match))
    with tempfile.TemporaryDirectory() as tmp:
        for workers in (1, 2):
            ray.init(address="local", num_cpus=workers, include_dashboard=False, logging_level="WARNING",
                     log_to_driver=False)
            try:
                run(SimulationJob(args.preset, 100, args.seed), Path(tmp) / "warm.jsonl")  # workers started
                n = 0

                def sim_run() -> None:
                    nonlocal n
                    n += 1
                    run(SimulationJob(args.preset, args.deals, args.seed), Path(tmp) / f"sim{workers}-{n}.jsonl",
                        workers=workers)

                def match_run() -> None:
                    nonlocal n
                    n += 1
                    run(TournamentJob(players, args.preset, args.match_deals, args.seed), Path(tmp) / f"m{workers}-{n}.jsonl",
                        workers=workers)

                rows.append((f"Ray, {workers} worker{'s' if workers > 1 else ''}",
                             args.deals / best_seconds(args.repeat, sim_run), games / best_seconds(args.repeat, match_run)))
            finally:
                ray.shutdown()
    print(f"{args.preset}: {args.deals} random deals; {args.match_deals} deals x 2 seatings of heuristic v random")
    print(f"{'':24}{'deals/s':>12}{'games/s':>10}")
    for name, deals_per_s, games_per_s in rows:
        print(f"{name:24}{deals_per_s:>12.0f}{games_per_s:>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
