"""Cards: a physical card is a card type (rank and suit) plus a copy number, or a joker."""

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
FIRST_JOKER = 252
"""The engine id of joker 0 in a variant with jokers; joker ``k`` is ``FIRST_JOKER + k``."""
MAX_JOKERS = 4
"""Jokers at most (docs/rules.md section 7)."""
JOKER_TYPE = 32
"""What :attr:`Card.type` gives for a joker: a type of its own, after the 32 of a pack."""


class Card:
    """A physical card, e.g. ``Card("QS")`` (copy 0) or ``Card("QS.1")`` (copy 1), or a joker,
    ``Card("JK")`` (joker 0) or ``Card("JK.2")``.

    Games of several packs hold several copies of each card type; the engine tracks each copy
    because its meld history matters. Cards compare and hash by identity of the physical card,
    so ``Card("QS") != Card("QS.1")``; use :meth:`same_type` to compare card types. ``str``
    gives the notation without the copy (``QS``, ``JK``); ``repr`` names the copy when it is
    not 0.

    A joker (Haitian Bésigue, docs/rules.md section 7) has no suit and no rank: :attr:`suit`
    and :attr:`rank` raise ``ValueError`` for it, :attr:`is_joker` is true and :attr:`type` is
    32 (``bezique.cards.JOKER_TYPE``). Its engine id is ``FIRST_JOKER + k`` (252..255), ids
    that are ordinary cards (copy 7) in eight-deck, so an id alone does not say whether it is
    a joker: the cards a game, state, view or event gives are jokers where that game has them,
    and ``Card.from_id(id, jokers=True)`` reads an id as a game with jokers does.
    """

    __slots__ = ("_id", "_joker")

    def __init__(self, card: Union[str, int, Card]) -> None:
        """Parses notation (``QS``, ``10H``, ``th``, ``QS.2``, ``JK``, ``JK.1``) or takes an
        engine card id, which is read as an ordinary card (see :meth:`from_id` for jokers).

        Raises :class:`bezique.ParseError` for text that is not a card and
        :class:`bezique.InvalidArgumentError` for an id outside 0..255.
        """
        self._joker: bool = False
        if isinstance(card, Card):
            self._id: int = card._id
            self._joker = card._joker
        elif isinstance(card, str):
            raw = card.encode("utf-8", "surrogatepass")
            joker = _core.parse_joker(raw)
            if joker is not None:
                self._id = FIRST_JOKER + max(joker, 0)
                self._joker = True
            else:
                card_type, copy = _core.parse_card(raw)
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
    def from_id(cls, card_id: int, jokers: bool = False) -> Card:
        """The card with this engine id (``copy * 32 + suit * 8 + rank``); with ``jokers``
        (the id is from a game whose variant has jokers) ids 252..255 are the jokers."""
        if not 0 <= card_id < MAX_CARDS:
            return cls(card_id)  # raises with the range
        return _JOKERS[card_id - FIRST_JOKER] if jokers and card_id >= FIRST_JOKER else _CARDS[card_id]

    @classmethod
    def joker(cls, number: int = 0) -> Card:
        """Joker ``number`` (0..3), written ``JK`` or ``JK.<number>``."""
        if isinstance(number, bool) or not isinstance(number, int):
            raise TypeError(f"a joker's number is an int, not {type(number).__name__}")
        if not 0 <= number < MAX_JOKERS:
            from ._errors import InvalidArgumentError

            raise InvalidArgumentError(f"joker {number} is out of range 0..{MAX_JOKERS - 1}")
        return _JOKERS[number]

    @property
    def id(self) -> int:
        """The engine's id: ``copy * 32 + type``, or ``FIRST_JOKER + copy`` for a joker."""
        return self._id

    @property
    def is_joker(self) -> bool:
        """Whether the card is a joker (docs/rules.md section 7)."""
        return self._joker

    @property
    def type(self) -> int:
        """The card type, 0..31: ``suit * 8 + rank``; 32 (``bezique.cards.JOKER_TYPE``) for a joker."""
        return JOKER_TYPE if self._joker else self._id % CARD_TYPES

    @property
    def suit(self) -> Suit:
        """The suit. A joker has none: ``ValueError``."""
        if self._joker:
            raise ValueError(f"{self.text(True)} is a joker, which has no suit")
        return SUITS[(self._id % CARD_TYPES) // 8]

    @property
    def rank(self) -> Rank:
        """The rank. A joker has none: ``ValueError``."""
        if self._joker:
            raise ValueError(f"{self.text(True)} is a joker, which has no rank")
        return RANKS[self._id % 8]

    @property
    def copy(self) -> int:
        """Which physical copy (0 for the first pack); for a joker, which joker (0..3)."""
        return self._id - FIRST_JOKER if self._joker else self._id // CARD_TYPES

    @property
    def is_brisque(self) -> bool:
        """Whether the card is an ace or a ten (a joker is neither)."""
        return not self._joker and self._id % 8 <= 1

    @property
    def is_court(self) -> bool:
        """Whether the card is a king, queen or jack (a joker is none of them)."""
        return not self._joker and 2 <= self._id % 8 <= 4

    def same_type(self, other: Card) -> bool:
        """Whether the two cards have the same rank and suit (any copy), or are both jokers."""
        return self.type == other.type

    def text(self, with_copy: bool = False) -> str:
        """The notation, ``QS`` or ``JK``; with ``with_copy`` always ``QS.0``, ``QS.1``, ...,
        ``JK.0``, ``JK.1``, ..."""
        if self._joker:
            base = "JK"
        else:
            base = _RANK_CHARS[self._id % 8] + _SUIT_CHARS[(self._id % CARD_TYPES) // 8]
        return f"{base}.{self.copy}" if with_copy else base

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Card('{self.text(self.copy > 0)}')"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other._id == self._id and other._joker == self._joker

    def __hash__(self) -> int:
        return hash(("Card", self._id, self._joker))

    def __lt__(self, other: Card) -> bool:
        """Orders by card type, then copy (jokers last): the order of cards in actions."""
        if not isinstance(other, Card):
            return NotImplemented
        return (self.type, self.copy) < (other.type, other.copy)

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.type, self.copy) <= (other.type, other.copy)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card.from_id, (self._id, self._joker))


def _make(card_id: int, joker: bool) -> Card:
    card = Card.__new__(Card)
    card._id = card_id
    card._joker = joker
    return card


_CARDS: tuple[Card, ...] = tuple(_make(i, False) for i in range(MAX_CARDS))
_JOKERS: tuple[Card, ...] = tuple(_make(FIRST_JOKER + k, True) for k in range(MAX_JOKERS))
# Ids as a game with jokers reads them: 252..255 are the jokers.
_CARDS_WITH_JOKERS: tuple[Card, ...] = _CARDS[:FIRST_JOKER] + _JOKERS


def cards_of(ids: tuple[int, ...], jokers: bool = False) -> tuple[Card, ...]:
    """Cards from engine ids (shared instances; cards are immutable); ``jokers``: the ids are
    of a game whose variant has jokers."""
    table = _CARDS_WITH_JOKERS if jokers else _CARDS
    return tuple([table[i] for i in ids])
