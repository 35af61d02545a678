"""Determinization: states consistent with what one seat has seen, for information-set search."""

from __future__ import annotations

from typing import Sequence, Union

from . import _core
from .events import Event, raw_of_event
from .state import State
from .variant import Variant, as_variant
from .views import View


class Determinizer:
    """Samples full states that agree with everything one seat has seen.

    >>> sampler = bezique.Determinizer(game.view(seat), game.variant)
    >>> world = sampler.sample(seed=1)

    The seat's own cards, every card shown, played or declared, and what the others' plays
    prove (voids, cards they could not have held) are where the seat saw them; only the cards
    it could not see (the other hands, the stock below the turn-up) are shared out at random
    from the seed. The view is read once (its history is replayed and checked); each sample
    then only redistributes the hidden cards, so make one Determinizer for many samples. The
    same view and seed give the same state in every binding. A view the engine could not have
    made raises :class:`bezique.InvalidArgumentError`, a view with no deal in progress
    :class:`bezique.WrongPhaseError`.
    """

    __slots__ = ("_d",)
    _d: _core.Determinizer

    def __init__(self, view: View, variant: Union[Variant, str]) -> None:
        """A determinizer for the seat whose view this is (with its history, as
        :meth:`bezique.Game.view` or :meth:`bezique.State.view` with ``history`` give it)."""
        from .players import _raw_view

        v = as_variant(variant)._core
        # The engine's own view goes back as it is; a changed one is read from its values.
        if view._core is not None:
            self._d = _core.Determinizer.from_core(view._core, v)
        else:
            self._d = _core.Determinizer.from_view(_raw_view(view), v)

    @classmethod
    def for_state(cls, state: State, history: Sequence[Event], seat: int) -> Determinizer:
        """A determinizer for ``seat`` in ``state``, given the match's events so far (the
        current and the previous deal suffice), as a host that keeps the history beside a
        :class:`bezique.State` holds them."""
        made = cls.__new__(cls)
        made._d = _core.Determinizer(state._c, [raw_of_event(e) for e in history], seat)
        return made

    @property
    def viewer(self) -> int:
        """The seat whose view was read."""
        return self._d.viewer()

    @property
    def hidden_count(self) -> int:
        """How many cards the seat cannot place (the other hands' unseen cards and the stock
        below the turn-up)."""
        return self._d.hidden_count()

    def sample(self, seed: int = 0) -> State:
        """One consistent state, its hidden cards shared out from ``seed`` (0 to 2**64-1). The
        state holds no history: deal it on with :meth:`bezique.State.deal` when its deal ends."""
        if not 0 <= seed < 2**64:
            from ._errors import InvalidArgumentError

            raise InvalidArgumentError(f"the seed must lie in 0..2**64-1, not {seed}")
        return State._wrap(self._d.sample(seed))
