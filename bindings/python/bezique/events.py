"""Events: what each action (or deal) caused, in order, so a host can animate a game."""

from __future__ import annotations

from typing import NamedTuple, Optional

from ._enums import EVENT_TYPES, MELD_KINDS, SCORE_REASONS, SUITS, EventType, MeldKind, ScoreReason, Suit
from .cards import Card, cards_of


class Event(NamedTuple):
    """One thing that happened. ``str(event)`` reads like ``P0 declares bezique QS+JD for 40``.

    Which fields an event fills depends on its type: ``player`` for the seat that acted
    (``None`` where no seat did), ``side`` for scores and results, ``suit`` when trumps are
    fixed, ``meld`` for a declaration, ``reason`` for points, ``value`` for points, trick and deal
    numbers, ``cards`` for the cards shown. In a player's view a card that player may not see
    is removed: ``redacted`` is then true and ``card_count`` still says how many cards there were.
    """

    type: EventType
    player: Optional[int]
    side: Optional[int]
    suit: Optional[Suit]
    meld: Optional[MeldKind]
    reason: Optional[ScoreReason]
    value: int
    cards: tuple[Card, ...]
    card_count: int
    hidden: bool
    redacted: bool
    text: str

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<Event {self.type.name} {self.text!r}>"


def event_of(raw: tuple[int, int, int, int, int, int, int, tuple[int, ...], int, bool, bool, str], jokers: bool = False) -> Event:
    """An Event from the compiled module's tuple; ``jokers``: of a game with jokers."""
    etype = raw[0]
    return Event(
        EVENT_TYPES[etype],
        raw[1] if raw[1] >= 0 else None,
        raw[2] if raw[2] >= 0 else None,
        SUITS[raw[3]] if raw[3] >= 0 else None,
        MELD_KINDS[raw[4]] if etype == EventType.MELD_DECLARED else None,
        SCORE_REASONS[raw[5]] if raw[5] > 0 else None,
        raw[6],
        cards_of(raw[7], jokers),
        raw[8],
        raw[9],
        raw[10],
        raw[11],
    )


RawEvent = tuple[int, int, int, int, int, int, int, tuple[int, ...], int, bool, bool]


def raw_of_event(e: Event) -> RawEvent:
    """The event as the compiled module reads it back (its fields before the text)."""
    return (
        int(e.type),
        -1 if e.player is None else e.player,
        -1 if e.side is None else e.side,
        -1 if e.suit is None else int(e.suit),
        0 if e.meld is None else int(e.meld),
        0 if e.reason is None else int(e.reason),
        e.value,
        tuple(c.id for c in e.cards),
        e.card_count,
        e.hidden,
        e.redacted,
    )


def events_of(raws: list[tuple[int, int, int, int, int, int, int, tuple[int, ...], int, bool, bool, str]], jokers: bool = False) -> list[Event]:
    """Events from the compiled module's tuples; ``jokers``: of a game with jokers."""
    return [event_of(r, jokers) for r in raws]
