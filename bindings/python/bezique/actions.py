"""Actions: the decisions of a game, as immutable values."""

from __future__ import annotations

from typing import Any, Iterable, Optional, Tuple, Union

from ._enums import ACTION_TYPES, MELD_KINDS, ActionType, MeldKind
from ._args import text_arg
from .cards import Card, cards_of

RawAction = Tuple[int, int, Tuple[int, ...]]
builtins_type = type


class Action:
    """One decision: play a card, declare a meld, exchange the seven, pass, ...

    Get actions from :meth:`bezique.Game.legal_actions` or :meth:`bezique.Game.parse_action`;
    their ``str`` is the canonical notation in that position (``QS``, ``marriage KH+QH``,
    ``pass``), which :meth:`bezique.Game.apply` also accepts. Two actions are equal when they
    have the same type, meld kind and physical cards; the text is not compared.
    """

    __slots__ = ("_type", "_meld", "_cards", "_text", "_raw")

    def __init__(self, type: ActionType, cards: Iterable[Card] = (), meld: Optional[MeldKind] = None) -> None:
        """An action from its parts. ``meld`` is required for, and only for, a declaration,
        whose cards may be given in any order."""
        if isinstance(type, bool) or not isinstance(type, int):
            raise TypeError(f"an action type is a bezique.ActionType, not {builtins_type(type).__name__}")
        action_type = ActionType(type)
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise TypeError(f"cards must be an iterable of cards, not {builtins_type(cards).__name__}")
        card_tuple = tuple(Card(c) for c in cards)
        if action_type == ActionType.DECLARE:
            card_tuple = tuple(sorted(card_tuple))  # any order; the engine's is by type, then copy
        if (action_type == ActionType.DECLARE) != (meld is not None):
            raise ValueError("a declaration names its meld kind, and no other action does")
        self._type = action_type
        self._meld = MeldKind(meld) if meld is not None else None
        self._cards = card_tuple
        self._raw: RawAction = (int(action_type), int(meld) if meld is not None else 0, tuple(c.id for c in card_tuple))
        self._text = _default_text(action_type, self._meld, card_tuple)

    @classmethod
    def play(cls, card: Card) -> Action:
        """Play ``card`` to the trick."""
        return cls(ActionType.PLAY, (card,))

    @classmethod
    def declare(cls, meld: MeldKind, cards: Iterable[Card]) -> Action:
        """Declare ``meld`` with ``cards``."""
        return cls(ActionType.DECLARE, cards, meld)

    @classmethod
    def simple(cls, type: ActionType) -> Action:
        """An action without cards: pass, carte blanche, take-top, take-turn-up, nominate, claim."""
        return cls(type)

    @classmethod
    def _from_raw(cls, raw: tuple[int, int, tuple[int, ...], str], jokers: bool = False) -> Action:
        """``jokers``: the action is of a game whose variant has jokers (ids 252..255)."""
        action = cls.__new__(cls)
        action._type = ACTION_TYPES[raw[0]]
        action._meld = MELD_KINDS[raw[1]] if raw[0] == 1 else None
        action._cards = cards_of(raw[2], jokers)
        action._text = raw[3]
        action._raw = (raw[0], raw[1] if raw[0] == 1 else 0, raw[2])
        return action

    @property
    def type(self) -> ActionType:
        """The kind of decision."""
        return self._type

    @property
    def meld(self) -> Optional[MeldKind]:
        """The meld kind of a declaration, else ``None``."""
        return self._meld

    @property
    def cards(self) -> tuple[Card, ...]:
        """The physical cards the action uses (none for pass and the like)."""
        return self._cards

    @property
    def card(self) -> Optional[Card]:
        """The single card of a play, exchange or seven; ``None`` for other actions."""
        return self._cards[0] if len(self._cards) == 1 and self._type != ActionType.DECLARE else None

    @property
    def text(self) -> str:
        """The notation of the action."""
        return self._text

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"<Action {self._text!r}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other._raw == self._raw

    def __hash__(self) -> int:
        return hash(self._raw)

    def __reduce__(self) -> tuple[Any, ...]:
        # In a game with jokers every id from 252 up is a joker, so the cards say which it is.
        jokers = any(c.is_joker for c in self._cards)
        return (Action._from_raw, ((self._raw[0], self._raw[1], self._raw[2], self._text), jokers))


def _default_text(action_type: ActionType, meld: Optional[MeldKind], cards: tuple[Card, ...]) -> str:
    # Without a position to say whether copies differ, a copy other than 0 is always named.
    names = "+".join(c.text(c.copy > 0) for c in cards)
    if action_type == ActionType.PLAY:
        return names
    if action_type == ActionType.DECLARE:
        assert meld is not None
        return f"{meld.notation} {names}"
    if action_type == ActionType.EXCHANGE_SEVEN:
        return f"exchange {names}"
    if action_type == ActionType.DECLARE_SEVEN:
        return f"seven {names}"
    return action_type.name.lower().replace("_", "-")


def raw_of(action: Action) -> RawAction:
    """The (type, kind, card ids) triple the compiled module takes."""
    if not isinstance(action, Action):
        raise TypeError(f"an action must be a bezique.Action, not {type(action).__name__}")
    return action._raw


def action_input(action: Any) -> Union[RawAction, bytes]:
    """An action or its text, as the compiled module takes it: the raw triple, or UTF-8 text."""
    if isinstance(action, Action):
        return action._raw
    if isinstance(action, (str, bytes)):
        return text_arg(action, "the action text")
    raise TypeError(f"an action is a bezique.Action or its text (str), not {type(action).__name__}")
