"""CentPoints: the "cent points" match kept across games (docs/rules.md 7.5)."""

from __future__ import annotations

from typing import Any, Optional, Union

from . import _core
from ._args import index_arg, seat_arg, text_arg
from .variant import Variant, as_variant


class CentPoints:
    """The count of a match between two players of a game to a target.

    >>> match = CentPoints("two-handed(loser_start_bonus=100)")
    >>> match.record_game(winner=0, loser_score=600)
    >>> match.counts
    (2, 0)

    A game won adds 1 to the winner's count, 2 when the loser ended below the variant's
    ``en_bas_table`` ("en bas table"); the loser's count goes back to 0. The first to reach
    ``match_games`` wins the match (:attr:`winner`); recording another game then raises
    :class:`bezique.GameOverError` until :meth:`new_match`. The last match's loser starts
    every game with ``loser_start_bonus`` points: pass :attr:`start_scores` to
    :class:`bezique.Game`. Matches copy, compare, and save as one line (:attr:`text`,
    :meth:`from_text`).
    """

    __slots__ = ("_c", "_variant")

    def __init__(self, variant: Union[Variant, str]) -> None:
        """A match at its start under the variant's options; InvalidVariantError for a
        variant that is not a game to a target between two players."""
        self._variant = as_variant(variant)
        self._c = _core.CentPoints(self._variant._core)

    @classmethod
    def from_text(cls, variant: Union[Variant, str], text: Union[str, bytes]) -> CentPoints:
        """Reads :attr:`text` back for a match under ``variant``; RecordError names the field
        at fault."""
        match = cls.__new__(cls)
        match._variant = as_variant(variant)
        match._c = _core.CentPoints.from_text(match._variant._core, text_arg(text, "the cent points text"))
        return match

    def record_game(self, winner: int, loser_score: int) -> None:
        """Counts a finished game: seat ``winner`` (0 or 1) won it, the other player ended at
        ``loser_score`` points. A refused call changes nothing."""
        self._c.record_game(seat_arg(winner, "winner"), index_arg(loser_score, "loser_score"))

    def new_match(self) -> None:
        """Starts the next match once this one is won (WrongPhaseError before): the counts go
        back to 0, the last match's loser keeps the start bonus."""
        self._c.new_match()

    @property
    def variant(self) -> Variant:
        """The rules whose options the match counts by."""
        return self._variant

    @property
    def counts(self) -> tuple[int, int]:
        """Each seat's count, seat 0 first."""
        a, b = self._c.counts()
        return (a, b)

    @property
    def games(self) -> int:
        """Games recorded in this match."""
        return self._c.games()

    @property
    def matches(self) -> int:
        """Matches won so far, this one included once it is won."""
        return self._c.matches()

    @property
    def is_over(self) -> bool:
        """Whether this match has been won."""
        return self._c.match_winner() >= 0

    @property
    def winner(self) -> Optional[int]:
        """The seat that won this match, or ``None`` while it is being played."""
        seat = self._c.match_winner()
        return None if seat < 0 else seat

    @property
    def bonus_seat(self) -> Optional[int]:
        """The seat that lost the last match won and starts its games with the bonus."""
        seat = self._c.bonus_seat()
        return None if seat < 0 else seat

    @property
    def start_scores(self) -> tuple[int, int]:
        """The points each seat starts the next game with (``Game(..., start_scores=)``)."""
        a, b = self._c.start_scores()
        return (a, b)

    @property
    def text(self) -> str:
        """One line that :meth:`from_text` reads back to an equal match."""
        return self._c.text()

    def copy(self) -> CentPoints:
        """An independent copy."""
        match = CentPoints.__new__(CentPoints)
        match._variant = self._variant
        match._c = self._c.copy()
        return match

    def __copy__(self) -> CentPoints:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> CentPoints:
        return self.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CentPoints):
            return NotImplemented
        return self._c == other._c

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __reduce__(self) -> tuple[Any, ...]:
        return (CentPoints.from_text, (self._variant.text, self.text))

    def __repr__(self) -> str:
        return f"CentPoints({self._variant.text!r}, {self.text!r})"
