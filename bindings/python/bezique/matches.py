"""Duplicate matches between the engine's players, played inside C++.

>>> import bezique
>>> result = bezique.match(["ismcts:easy", "heuristic"], "two-handed", deals=20, seed=1)
>>> result.players[0].win_rate

Each deal sequence (a game seed) is played once per seating of the players, so each player
meets the same cards from every seat and the luck of the deal cancels out. The GIL is released
while the games are played and Ctrl-C stops the match (``KeyboardInterrupt``).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence, Union

from . import _core
from ._args import index_arg, seed_arg, text_arg
from .variant import Variant, as_variant


class PlayerScore(NamedTuple):
    """One player's results in a match."""

    spec: str
    games: int
    wins: float
    """Games won; a draw counts half."""
    win_rate: float
    ci_low: float
    """The 95% interval of the win rate from the spread of the per-deal (duplicate) scores."""
    ci_high: float
    wilson_low: float
    """The 95% Wilson interval over the games taken as independent."""
    wilson_high: float
    points_per_deal: float
    """Final game score (or rubicon match points) per deal played."""


class MatchResult(NamedTuple):
    """What :func:`match` returns."""

    players: tuple[PlayerScore, ...]
    """One entry per player spec, in the order given."""
    games: int
    deals_played: int
    """Deals within the games, all together."""


def match(
    players: Sequence[str],
    variant: Union[Variant, str] = "two-handed",
    deals: int = 100,
    seed: int = 1,
    threads: int = 1,
) -> MatchResult:
    """Plays a duplicate match of ``deals`` game seeds between ``players`` (one spec per side,
    see :func:`bezique.players`), each seed once per seating, ``threads`` games at a time
    (1 to 256). The result depends only on the arguments (for players with iteration budgets).
    Bad specs raise :class:`bezique.UnknownNameError` or :class:`bezique.InvalidArgumentError`."""
    if isinstance(players, (str, bytes)):
        raise TypeError("players is a sequence of player specs, e.g. ['ismcts', 'heuristic'], not one string")
    specs = [text_arg(p, "a player spec") for p in players]
    raw, games, deals_played = _core.run_match(
        as_variant(variant)._core, specs, index_arg(deals, "deals"), seed_arg(seed), index_arg(threads, "threads")
    )
    return MatchResult(tuple(PlayerScore(*r) for r in raw), games, deals_played)
