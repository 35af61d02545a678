"""The engine's automatic players (random, heuristic, ISMCTS) and the specs that make them.

>>> import bezique
>>> game = bezique.Game("two-handed", seed=7)
>>> ai = bezique.Player("ismcts:easy", seed=11)
>>> game.apply(ai.choose(game))

A player decides for the seat to act from what that seat may see (its view), never from the
hidden cards. Its randomness comes from a generator seeded when it is made, so the same spec,
seed and calls give the same choices, in Python as in C++, C and C#.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Optional, Union, overload

from . import _core
from ._args import seed_arg, text_arg
from .actions import Action, raw_of
from .events import raw_of_event
from .variant import Variant, as_variant
from .views import View

if TYPE_CHECKING:
    from .game import Game


class PlayerInfo(NamedTuple):
    """A spec :class:`Player` accepts, with a line about it. Upper-case words are
    placeholders: ``ismcts:N`` stands for ``ismcts:500``."""

    spec: str
    summary: str


def players() -> list[PlayerInfo]:
    """Every player spec with a one-line summary: ``random``, ``heuristic``, ``ismcts``,
    ``ismcts:LEVEL`` (easy, medium, hard, expert), ``ismcts:N`` (iterations),
    ``ismcts:Nms`` (milliseconds per decision) and ``ismcts:BUDGET:Mms`` (a level or N
    iterations with a time cap: ``ismcts:hard:200ms``), ``master`` and ``master:BUDGET``
    (a search of paired samples while cards are hidden, the exact solver in a two-player
    play-off)."""
    return [PlayerInfo(spec, summary) for spec, summary in _core.player_infos()]


class Player:
    """An automatic player: ``Player("heuristic")``, ``Player("ismcts:hard", seed=3)``.

    :meth:`choose` returns its decision for the seat to act; apply it yourself. The choice
    is made from that seat's view alone. ISMCTS players think for a while (about 2 ms a
    decision for ``ismcts:easy`` in two-handed play, 100 ms for the default 10,000 iterations):
    the GIL is released meanwhile, so other Python threads run. A player may be shared between
    threads; its decisions then take turns. An unknown spec raises
    :class:`bezique.UnknownNameError`, a budget out of range (1 to 1,000,000 iterations, 1 to
    60,000 ms) :class:`bezique.InvalidArgumentError`. Ctrl-C stops a decision (``KeyboardInterrupt``).
    """

    __slots__ = ("_p", "_spec", "_seed")

    def __init__(self, spec: str = "heuristic", seed: int = 0) -> None:
        """A player from its spec (see :func:`players`); its choices draw on a generator
        seeded with ``seed`` (0 to 2**64-1)."""
        self._p = _core.Player(text_arg(spec, "a player spec"), seed_arg(seed))
        self._spec = spec
        self._seed = seed

    @property
    def name(self) -> str:
        """The player's name: its spec with a level resolved (``ismcts:easy`` is
        ``ismcts:200``)."""
        return self._p.name()

    @property
    def spec(self) -> str:
        """The spec the player was made from."""
        return self._spec

    @property
    def seed(self) -> int:
        """The seed its generator started from."""
        return self._seed

    @overload
    def choose(self, game: Game) -> Action: ...

    @overload
    def choose(self, game: View, variant: Union[Variant, str]) -> Action: ...

    def choose(self, game: Union[Game, View], variant: Union[Variant, str, None] = None) -> Action:
        """The decision for the seat to act in ``game``, one of ``game.legal_actions()``.

        Or from a seat's :class:`bezique.View` (``game.view(seat)``) and the game's variant:
        the view must be one the engine made, with its history, for the seat to act; one that
        was altered raises :class:`bezique.InvalidArgumentError`. Both give the same decision.
        A finished game raises :class:`bezique.GameOverError`."""
        if isinstance(game, View):
            if variant is None:
                raise TypeError("choosing from a View needs the game's variant too")
            v = as_variant(variant)._core
            # The engine's own view goes back as it is; a changed one is read from its values.
            if game._core is not None:
                index = self._p.choose_core(game._core, v)
            else:
                index = self._p.choose_view(_raw_view(game), v)
            return game.legal_actions[index]
        if variant is not None:
            raise TypeError("the variant is given only with a View")
        core = _game_core(game)
        raw, _ = self._p.choose(core)
        return Action._from_raw(raw, core.jokers())

    def choose_index(self, game: Game) -> int:
        """The decision as its index in ``game.legal_actions()``, for
        :meth:`bezique.Game.apply_index` (no action object is built)."""
        _, index = self._p.choose(_game_core(game))
        return index

    def __repr__(self) -> str:
        return f"<Player {self.name} seed={self._seed}>"


def _game_core(game: Any) -> Any:
    from .game import Game

    if not isinstance(game, Game):
        raise TypeError(f"a player chooses for a bezique.Game (or from a View), not {type(game).__name__}")
    return game._c


def _raw_view(view: View) -> dict[str, Any]:
    """The view as the compiled module reads it: numbers, card ids and tuples."""

    def opt(value: Optional[int]) -> int:
        return -1 if value is None else int(value)

    return {
        "viewer": opt(view.viewer),
        "players": view.players,
        "phase": int(view.phase),
        "current_player": opt(view.current_player),
        "dealer": view.dealer,
        "deal_number": view.deal_number,
        "stage": view.stage,
        "trump": opt(view.trump),
        "previous_trump": opt(view.previous_trump),
        "first_bezique_scored": view.first_bezique_scored,
        "turn_up": -1 if view.turn_up is None else view.turn_up.id,
        "stock_size": view.stock_size,
        "trick_number": view.trick_number,
        "hand": [c.id for c in view.hand],
        "hand_sizes": list(view.hand_sizes),
        "table": [[c.id for c in t] for t in view.table],
        "trick": [(t.player, t.card.id) for t in view.trick],
        "played": [c.id for c in view.played],
        "melds": [(int(m.kind), m.player, [c.id for c in m.cards], m.broken) for m in view.melds],
        "scores": list(view.scores),
        "won": list(view.won),
        "results": list(view.results),
        "winner": opt(view.winner),
        "legal_actions": [raw_of(a) for a in view.legal_actions],
        "history": [raw_of_event(e) for e in view.history],
    }
