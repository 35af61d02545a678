"""Tabulate how often each meld is declared in random play, for every preset.

    python meld_frequencies.py --deals 2000 --seed 1 [--preset rubicon]

Each deal is played by uniformly random legal actions inside the C++ core
(:func:`bezique.simulate`); the table gives the share of deals with at least one declaration
of each kind.
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional

import bezique
from bezique import MeldKind


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", action="append", choices=bezique.PRESETS,
                        help="a preset to include (repeatable; default: all)")
    args = parser.parse_args(argv)
    presets: list[str] = args.preset or list(bezique.PRESETS)

    kinds = list(MeldKind)
    names = [k.notation.replace("-bezique", "") for k in kinds]
    col = max(len(n) for n in names) + 2
    width = max(len(p) for p in presets)
    print(f"share of deals with at least one declaration ({args.deals} random deals each, seed {args.seed})")
    print(" " * width + "".join(f"{n:>{col}}" for n in names) + f"{'deals/s':>{col}}")
    for preset in presets:
        result = bezique.simulate(preset, args.deals, args.seed)
        cells = "".join(f"{result.meld_frequency(k):>{col}.3f}" for k in kinds)
        print(f"{preset:<{width}}{cells}{result.deals_per_second:>{col}.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
