"""What a Game and a State both answer: the rules, the phase, the scores and the decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Union

from . import _core
from ._enums import PHASES, Phase
from ._args import index_arg, seat_arg, text_arg
from .actions import Action, action_input
from .cards import Card
from .variant import Variant

if TYPE_CHECKING:
    from .observation import FloatArray

ActionLike = Union[Action, str]
"""An action, or its text in the notation (``QS``, ``marriage KH+QH``, ``pass``)."""


class _Position:
    """The members Game and State share, read from the compiled object each holds in ``_c``."""

    __slots__ = ()
    _c: Union[_core.Game, _core.State]

    @property
    def variant(self) -> Variant:
        """The rules of this game."""
        return Variant._wrap(self._c.variant())

    @property
    def phase(self) -> Phase:
        """Which decision is due."""
        return PHASES[self._c.phase()]

    @property
    def scores(self) -> tuple[int, ...]:
        """Points per side in this game (cumulative) or deal (rubicon), as docs/rules.md section 5
        scores them."""
        return self._c.scores()

    @property
    def results(self) -> tuple[int, ...]:
        """Rubicon match points per side."""
        return self._c.results()

    def legal_actions(self) -> list[Action]:
        """Every legal action of the player to act, in the engine's stable order. What is legal
        is docs/rules.md section 2 (the play-off duties: docs/rules.md 2.8) and, for declarations,
        docs/rules.md section 3 and docs/rules.md section 4."""
        return [Action._from_raw(a, self._c.jokers()) for a in self._c.legal_actions()]

    def parse_card(self, text: str) -> Card:
        """The card of this game that ``text`` names: ``QS``, ``QS.1`` and, in a game with
        jokers (docs/rules.md section 7), ``JK`` or ``JK.1``. Raises ParseError for text that
        is not a card and InvalidArgumentError for a card this game does not have."""
        return Card.from_id(self._c.parse_card(text_arg(text, "the card text")), self._c.jokers())

    def card(self, card_id: int) -> Card:
        """The card of this game with this engine id: a joker where the game has jokers.
        Raises InvalidArgumentError for an id that is not a card of this game."""
        card_id = index_arg(card_id, "card_id")
        self._c.card_text(card_id, False)  # raises unless the game has the card
        return Card.from_id(card_id, self._c.jokers())

    def is_legal(self, action: ActionLike) -> bool:
        """Whether the action (or text) is legal now."""
        from ._errors import BeziqueError

        try:
            self.check(action)
        except BeziqueError:
            return False
        return True

    def check(self, action: ActionLike) -> None:
        """Raises the error that says why the action is not legal now; returns if it is."""
        raw = action_input(action)
        if isinstance(raw, bytes):
            self._c.parse_action(raw)
        else:
            self._c.check(raw)

    def apply_index(self, index: int) -> None:
        """Applies ``legal_actions()[index]`` without building the list in Python (fast)."""
        self._c.apply_index(index_arg(index, "index"))

    def observation(self, player: int) -> FloatArray:
        """The seat's observation as a float32 numpy array (see bezique.observation)."""
        from .observation import to_array

        return to_array(self._c.observation(seat_arg(player)))
