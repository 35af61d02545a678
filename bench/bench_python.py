"""Python benchmark: a Python step loop, and simulate() against the C++ loop in the same run.

    python bench/bench_python.py [--preset two-handed ...] [--deals 2000] [--repeat 5]

Needs the installed package (pip install .). Figures:

- step loop, objects: ``game.apply(random.choice(game.legal_actions()))`` -- every legal
  action built as a Python object each step (what a Python player does);
- step loop, index: ``game.apply_index(rng.randrange(game.num_legal_actions()))`` -- the
  environment's path, no objects built;
- simulate(): deals per second of ``bezique.simulate`` timed from Python (call, GIL release,
  statistics, result conversion included);
- C++: deals per second of the loop simulate() plays (``play_random_deal`` of
  src/core/simulation.cpp) timed inside C++ on the same deals;
- ratio: simulate() / C++ (1.0 = no overhead). Each figure is the best of ``--repeat`` runs,
  interleaved, so a busy machine disturbs both sides alike.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Callable, Optional

import bezique
from bezique import _core


def best_rate(run: Callable[[], int], repeat: int) -> float:
    """The highest items per second over ``repeat`` runs of ``run`` (which returns items)."""
    best = 0.0
    for _ in range(repeat):
        start = time.perf_counter()
        items = run()
        seconds = time.perf_counter() - start
        best = max(best, items / seconds)
    return best


def step_loop_objects(preset: str, actions: int) -> Callable[[], int]:
    def run() -> int:
        rng = random.Random(1)
        game, done, seed = bezique.Game(preset, seed=1), 0, 1
        while done < actions:
            if game.is_over:
                seed += 1
                game = bezique.Game(preset, seed=seed)
            game.apply(rng.choice(game.legal_actions()))
            done += 1
        return done

    return run


def step_loop_index(preset: str, actions: int) -> Callable[[], int]:
    def run() -> int:
        rng = random.Random(1)
        game, done, seed = bezique.Game(preset, seed=1), 0, 1
        while done < actions:
            if game.is_over:
                seed += 1
                game = bezique.Game(preset, seed=seed)
            game.apply_index(rng.randrange(game.num_legal_actions()))
            done += 1
        return done

    return run


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", action="append", choices=bezique.PRESETS)
    parser.add_argument("--deals", type=int, default=2000, help="deals per simulate() run")
    parser.add_argument("--actions", type=int, default=20000, help="actions per step-loop run")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    presets: list[str] = args.preset or ["two-handed", "rubicon", "chinese", "four-handed"]

    print(f"{'preset':<20}{'step obj/s':>12}{'step idx/s':>12}{'simulate/s':>12}{'C++ deals/s':>13}{'ratio':>7}")
    for preset in presets:
        variant = bezique.Variant(preset)
        objects = best_rate(step_loop_objects(preset, args.actions), max(1, args.repeat // 2))
        index = best_rate(step_loop_index(preset, args.actions), max(1, args.repeat // 2))
        sim_best = cpp_best = 0.0
        for r in range(args.repeat):
            # The same deals (same seed) both ways, interleaved.
            result = bezique.simulate(variant, args.deals, seed=r + 1)
            sim_best = max(sim_best, args.deals / result.seconds)
            cpp_seconds = _core.native_simulate_seconds(variant._core, args.deals, r + 1)
            cpp_best = max(cpp_best, args.deals / cpp_seconds)
        print(f"{preset:<20}{objects:>12.0f}{index:>12.0f}{sim_best:>12.0f}{cpp_best:>13.0f}{sim_best / cpp_best:>7.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
