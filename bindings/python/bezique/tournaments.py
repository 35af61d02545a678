"""Duplicate tournaments between the engine's players, played inside C++.

>>> import bezique
>>> result = bezique.tournament(["ismcts:easy", "heuristic"], "two-handed", deals=20, seed=1)
>>> result.players[0].win_rate
>>> print(result.text)

Each deal sequence (a game seed) is played once per seating of the players, so each player
meets the same cards from every seat and the luck of the deal cancels out. The GIL is released
while the games are played and Ctrl-C stops the tournament (``KeyboardInterrupt``).

Each game depends only on the players, the variant, the tournament seed, its deal and its rotation,
so the games can also be played apart -- in other processes or on other machines
(:mod:`bezique.ray_runner`) -- with :func:`play_tournament_game` and summed up with
:func:`tournament_result`: the result is :func:`tournament`'s, figure for figure.
"""

from __future__ import annotations

from typing import NamedTuple, Optional, Sequence, Union

from . import _core
from ._args import index_arg, seed_arg, text_arg
from .variant import DEFAULT_PRESET, Variant, as_variant


class PlayerScore(NamedTuple):
    """One player's results in a tournament."""

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


class TournamentResult(NamedTuple):
    """What :func:`tournament` and :func:`tournament_result` return."""

    players: tuple[PlayerScore, ...]
    """One entry per player spec, in the order given."""
    games: int
    deals_played: int
    """Deals within the games, all together."""
    text: str
    """The table ``bezique tournament`` prints for the same tournament."""


class TournamentGame(NamedTuple):
    """How one game of a duplicate tournament ended (:func:`play_tournament_game`)."""

    deal: int
    """The deal (game seed) of the tournament, from 0."""
    rotation: int
    """The seating: side ``s`` was played by ``players[(s + rotation) % sides]``."""
    winner: Optional[int]
    """The winning side, or ``None`` for a drawn game."""
    points: tuple[int, ...]
    """Final score per side (cumulative games) or match points (rubicon)."""
    deals: int
    """Deals played within the game."""


def _specs(players: Sequence[str]) -> list[bytes]:
    if isinstance(players, (str, bytes)):
        raise TypeError("players is a sequence of player specs, e.g. ['ismcts', 'heuristic'], not one string")
    return [text_arg(p, "a player spec") for p in players]


def _result_of(raw: dict[str, object]) -> TournamentResult:
    players = raw["players"]
    assert isinstance(players, list)
    games, deals_played, text = raw["games"], raw["deals_played"], raw["text"]
    assert isinstance(games, int) and isinstance(deals_played, int) and isinstance(text, str)
    return TournamentResult(tuple(PlayerScore(**p) for p in players), games, deals_played, text)


def tournament(
    players: Sequence[str],
    variant: Union[Variant, str] = DEFAULT_PRESET,
    deals: int = 100,
    seed: int = 1,
    threads: int = 1,
) -> TournamentResult:
    """Plays a duplicate tournament of ``deals`` game seeds (1 to 1,000,000) between ``players`` (one
    spec per side, see :func:`bezique.players`), each seed once per seating, ``threads`` games at
    a time (1 to 256): the figures of ``bezique tournament`` with the same arguments, whatever the
    number of threads (for players with iteration budgets). Bad specs raise
    :class:`bezique.UnknownNameError` or :class:`bezique.InvalidArgumentError`."""
    specs = _specs(players)
    raw = _core.run_tournament(
        as_variant(variant)._core, specs, index_arg(deals, "deals"), seed_arg(seed), index_arg(threads, "threads")
    )
    return _result_of(raw)


def play_tournament_game(
    players: Sequence[str], variant: Union[Variant, str], deal: int, rotation: int, seed: int = 1
) -> TournamentGame:
    """One game of :func:`tournament` ``(players, variant, seed=seed)``: deal ``deal`` (from 0) in
    rotation ``rotation`` (0 .. sides - 1), exactly as the tournament plays it."""
    specs = _specs(players)
    winner, points, deals_played = _core.play_duplicate_game(
        as_variant(variant)._core, specs, seed_arg(seed), index_arg(deal, "deal"), index_arg(rotation, "rotation")
    )
    return TournamentGame(deal, rotation, winner if winner >= 0 else None, points, deals_played)


def tournament_result(players: Sequence[str], variant: Union[Variant, str], games: Sequence[TournamentGame]) -> TournamentResult:
    """The result of the tournament whose games these are (:func:`play_tournament_game`): one per deal
    ``0 .. n-1`` and rotation, in any order. Raises :class:`bezique.InvalidArgumentError` when
    one is missing or doubled."""
    specs = _specs(players)
    v = as_variant(variant)
    sides = v.sides
    by_job = {(g.deal, g.rotation): g for g in games}
    deals = len(games) // sides
    if len(by_job) != len(games) or set(by_job) != {(d, r) for d in range(deals) for r in range(sides)}:
        from ._errors import InvalidArgumentError

        raise InvalidArgumentError(
            f"tournament_result needs one game for each deal 0..n-1 and each of the {sides} rotations, once; got {len(games)} games"
        )
    ordered = [by_job[(d, r)] for d in range(deals) for r in range(sides)]
    raw = [(-1 if g.winner is None else g.winner, list(g.points), g.deals) for g in ordered]
    return _result_of(_core.tournament_report(v._core, specs, max(deals, 1), raw))


def _check_tournament(players: Sequence[str], variant: Union[Variant, str], deals: int) -> None:
    """Raises what :func:`tournament` would refuse for these arguments, without playing (for runners
    that play the games elsewhere)."""
    _core.check_tournament(as_variant(variant)._core, _specs(players), index_arg(deals, "deals"), 1)
