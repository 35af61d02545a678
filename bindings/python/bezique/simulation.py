"""Many random deals played inside the compiled core, for statistics."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Union

from . import _core
from ._args import index_arg, seed_arg
from ._enums import MeldKind
from .variant import Variant, as_variant


@dataclass(frozen=True)
class SimulationResult:
    """Summary statistics of :func:`simulate`.

    Counts are totals over all deals; the properties give per-deal figures.
    """

    variant: Variant
    deals: int
    seed: int
    actions: int
    """Decisions taken, over all deals."""
    tricks: int
    games_over: int
    """Deals that ended the game (a target reached, or the deal of a one-deal rubicon match)."""
    melds: dict[MeldKind, int]
    """Declarations of each kind (sevens and carte blanche are not melds)."""
    meld_deals: dict[MeldKind, int]
    """Deals with at least one declaration of each kind."""
    points_by_side: tuple[int, ...]
    """Points each side scored, over all deals (the deal's score: melds, sevens, last trick,
    brisques or card points as the variant counts them)."""
    deal_wins: tuple[int, ...]
    """Deals each side scored most points in."""
    deal_ties: int
    seconds: float
    """Wall time of the call."""

    @property
    def actions_per_deal(self) -> float:
        """Mean decisions per deal."""
        return self.actions / self.deals if self.deals else 0.0

    @property
    def deals_per_second(self) -> float:
        """Deals simulated per second of wall time."""
        return self.deals / self.seconds if self.seconds > 0 else 0.0

    def meld_frequency(self, kind: MeldKind) -> float:
        """The share of deals with at least one declaration of ``kind``."""
        return self.meld_deals[kind] / self.deals if self.deals else 0.0

    def mean_points(self, side: int) -> float:
        """Mean points a side scored per deal."""
        return self.points_by_side[side] / self.deals if self.deals else 0.0


def simulate(variant: Union[Variant, str] = "two-handed", deals: int = 1000, seed: int = 0) -> SimulationResult:
    """Plays ``deals`` independent deals by uniformly random legal actions inside C++ (the
    GIL is released, so other threads run meanwhile, and Ctrl-C stops it with
    ``KeyboardInterrupt``) and returns summary statistics.

    Each deal is the first deal of a fresh game, dealt from the seeded shuffle of ``seed`` for
    deal number ``i``; one random stream seeded with ``seed`` picks the actions of the whole
    run. The result depends only on the arguments (it is the loop of the C++ benchmarks).
    """
    v = as_variant(variant)
    deals = index_arg(deals, "deals")
    seed = seed_arg(seed)
    start = time.perf_counter()
    raw = _core.simulate(v._core, deals, seed)
    seconds = time.perf_counter() - start
    return SimulationResult(
        variant=v,
        deals=raw["deals"],
        seed=seed,
        actions=raw["actions"],
        tricks=raw["tricks"],
        games_over=raw["games_over"],
        melds={k: raw["melds"][k] for k in MeldKind},
        meld_deals={k: raw["meld_deals"][k] for k in MeldKind},
        points_by_side=tuple(raw["points_by_side"]),
        deal_wins=tuple(raw["deal_wins"]),
        deal_ties=raw["deal_ties"],
        seconds=seconds,
    )
