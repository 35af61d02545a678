"""Cards: a physical card is a card type (rank and suit) plus a copy number."""

from __future__ import annotations

from typing import Any, Union

from . import _core
from ._enums import RANKS, SUITS, Rank, Suit

_RANK_CHARS = "ATKQJ987"
_SUIT_CHARS = "SHDC"

CARD_TYPES = 32
"""Card types in one pack."""
MAX_CARDS = 256
"""Physical cards at most: eight packs."""


class Card:
    """A physical card, e.g. ``Card("QS")`` (copy 0) or ``Card("QS.1")`` (copy 1).

    Games of several packs hold several copies of each card type; the engine tracks each copy
    because its meld history matters. Cards compare and hash by identity of the physical card,
    so ``Card("QS") != Card("QS.1")``; use :meth:`same_type` to compare card types. ``str``
    gives the notation without the copy (``QS``); ``repr`` names the copy when it is not 0.
    """

    __slots__ = ("_id",)

    def __init__(self, card: Union[str, int, Card]) -> None:
        """Parses notation (``QS``, ``10H``, ``th``, ``QS.2``) or takes an engine card id.

        Raises :class:`bezique.ParseError` for text that is not a card and
        :class:`bezique.InvalidArgumentError` for an id outside 0..255.
        """
        if isinstance(card, Card):
            self._id: int = card._id
        elif isinstance(card, str):
            card_type, copy = _core.parse_card(card.encode("utf-8", "surrogatepass"))
            self._id = max(copy, 0) * CARD_TYPES + card_type
        elif isinstance(card, int) and not isinstance(card, bool):
            if not 0 <= card < MAX_CARDS:
                from ._errors import InvalidArgumentError

                raise InvalidArgumentError(f"card id {card} is out of range 0..255")
            self._id = card
        else:
            raise TypeError(f"a card is notation text or an id, not {type(card).__name__}")

    @classmethod
    def of(cls, rank: Rank, suit: Suit, copy: int = 0) -> Card:
        """The card of this rank and suit, copy ``copy`` (0 for the first pack)."""
        return cls(int(copy) * CARD_TYPES + int(suit) * 8 + int(rank))

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card with this engine id (``copy * 32 + suit * 8 + rank``)."""
        return _CARDS[card_id] if 0 <= card_id < MAX_CARDS else cls(card_id)

    @property
    def id(self) -> int:
        """The engine's id: ``copy * 32 + type``."""
        return self._id

    @property
    def type(self) -> int:
        """The card type, 0..31: ``suit * 8 + rank``."""
        return self._id % CARD_TYPES

    @property
    def suit(self) -> Suit:
        """The suit."""
        return SUITS[(self._id % CARD_TYPES) // 8]

    @property
    def rank(self) -> Rank:
        """The rank."""
        return RANKS[self._id % 8]

    @property
    def copy(self) -> int:
        """Which physical copy (0 for the first pack)."""
        return self._id // CARD_TYPES

    @property
    def is_brisque(self) -> bool:
        """Whether the card is an ace or a ten."""
        return self._id % 8 <= 1

    @property
    def is_court(self) -> bool:
        """Whether the card is a king, queen or jack."""
        return 2 <= self._id % 8 <= 4

    def same_type(self, other: Card) -> bool:
        """Whether the two cards have the same rank and suit (any copy)."""
        return self._id % CARD_TYPES == other._id % CARD_TYPES

    def text(self, with_copy: bool = False) -> str:
        """The notation, ``QS``; with ``with_copy`` always ``QS.0``, ``QS.1``, ..."""
        base = _RANK_CHARS[self._id % 8] + _SUIT_CHARS[(self._id % CARD_TYPES) // 8]
        return f"{base}.{self.copy}" if with_copy else base

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Card('{self.text(self.copy > 0)}')"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other._id == self._id

    def __hash__(self) -> int:
        return hash(("Card", self._id))

    def __lt__(self, other: Card) -> bool:
        """Orders by card type, then copy: the order of cards in actions."""
        if not isinstance(other, Card):
            return NotImplemented
        return (self.type, self.copy) < (other.type, other.copy)

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.type, self.copy) <= (other.type, other.copy)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card.from_id, (self._id,))


def _make_all() -> tuple[Card, ...]:
    out = []
    for card_id in range(MAX_CARDS):
        card = Card.__new__(Card)
        card._id = card_id
        out.append(card)
    return tuple(out)


_CARDS: tuple[Card, ...] = _make_all()


def cards_of(ids: tuple[int, ...]) -> tuple[Card, ...]:
    """Cards from engine ids (shared instances; cards are immutable)."""
    return tuple([_CARDS[i] for i in ids])
