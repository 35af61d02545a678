"""Many random deals played inside the compiled core, for statistics."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Sequence, Union

from . import _core
from ._args import index_arg, seed_arg
from ._enums import MeldKind
from .variant import DEFAULT_PRESET, Variant, as_variant


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
    """Wall time of the call (of :meth:`combine`: the parts' times added up)."""
    first: int = 0
    """The number of the first deal played (see :func:`simulate`)."""

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

    @classmethod
    def combine(cls, parts: Sequence[SimulationResult]) -> SimulationResult:
        """One result from the results of consecutive ranges of deals of one run (same variant
        and seed, each part starting where the one before it ends): its counts are those of
        :func:`simulate` over the whole range. Raises ValueError for parts that do not fit."""
        if not parts:
            raise ValueError("combine needs at least one result")
        head = parts[0]
        for before, part in zip(parts, parts[1:]):
            if part.variant != head.variant or part.seed != head.seed:
                raise ValueError("combine: the parts come from runs of different variants or seeds")
            if part.first != before.first + before.deals:
                raise ValueError(f"combine: a part starts at deal {part.first}, not {before.first + before.deals}")
        return cls(
            variant=head.variant,
            deals=sum(p.deals for p in parts),
            seed=head.seed,
            actions=sum(p.actions for p in parts),
            tricks=sum(p.tricks for p in parts),
            games_over=sum(p.games_over for p in parts),
            melds={k: sum(p.melds[k] for p in parts) for k in MeldKind},
            meld_deals={k: sum(p.meld_deals[k] for p in parts) for k in MeldKind},
            points_by_side=tuple(sum(col) for col in zip(*(p.points_by_side for p in parts))),
            deal_wins=tuple(sum(col) for col in zip(*(p.deal_wins for p in parts))),
            deal_ties=sum(p.deal_ties for p in parts),
            seconds=sum(p.seconds for p in parts),
            first=head.first,
        )

    def to_dict(self) -> dict[str, Any]:
        """The result as plain JSON values (meld kinds by their notation);
        :meth:`from_dict` reads it back."""
        return {
            "variant": self.variant.text,
            "seed": self.seed,
            "first": self.first,
            "deals": self.deals,
            "actions": self.actions,
            "tricks": self.tricks,
            "games_over": self.games_over,
            "melds": {k.notation: n for k, n in self.melds.items()},
            "meld_deals": {k.notation: n for k, n in self.meld_deals.items()},
            "points_by_side": list(self.points_by_side),
            "deal_wins": list(self.deal_wins),
            "deal_ties": self.deal_ties,
            "seconds": self.seconds,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SimulationResult:
        """A result from :meth:`to_dict` output."""
        by_notation = {k.notation: k for k in MeldKind}
        return cls(
            variant=Variant(data["variant"]),
            deals=int(data["deals"]),
            seed=int(data["seed"]),
            actions=int(data["actions"]),
            tricks=int(data["tricks"]),
            games_over=int(data["games_over"]),
            melds={by_notation[k]: int(n) for k, n in data["melds"].items()},
            meld_deals={by_notation[k]: int(n) for k, n in data["meld_deals"].items()},
            points_by_side=tuple(int(n) for n in data["points_by_side"]),
            deal_wins=tuple(int(n) for n in data["deal_wins"]),
            deal_ties=int(data["deal_ties"]),
            seconds=float(data["seconds"]),
            first=int(data["first"]),
        )


def simulate(variant: Union[Variant, str] = DEFAULT_PRESET, deals: int = 1000, seed: int = 0, first: int = 0) -> SimulationResult:
    """Plays ``deals`` independent deals by uniformly random legal actions inside C++ (the
    GIL is released, so other threads run meanwhile, and Ctrl-C stops it with
    ``KeyboardInterrupt``) and returns summary statistics.

    Deal ``i`` (``first`` to ``first + deals - 1``) is the first deal of a fresh game, dealt from
    the seeded shuffle of ``seed`` for deal number ``i``, its actions picked by a random stream
    of its own, seeded from ``seed`` and ``i``. So the result depends only on the arguments (it
    is the loop of the C++ benchmarks), and the counts of a run are the sums of the counts of
    any split of its deals: ``simulate(v, 100, s)`` counts what ``simulate(v, 60, s)`` and
    ``simulate(v, 40, s, first=60)`` count together (see :meth:`SimulationResult.combine`).
    """
    v = as_variant(variant)
    deals = index_arg(deals, "deals")
    seed = seed_arg(seed)
    start = time.perf_counter()
    raw = _core.simulate(v._core, deals, seed, first)
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
        first=first,
    )
