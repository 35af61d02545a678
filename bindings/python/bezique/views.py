"""What one seat (or a spectator) may see, and the small records it is made of."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, Optional

from ._enums import MELD_KINDS, PHASES, SUITS, MeldKind, Phase, Suit
from .actions import Action
from .cards import Card, cards_of
from .events import Event, event_of


class TrickCard(NamedTuple):
    """A card in the trick in progress and the seat that played it."""

    player: int
    card: Card


class Meld(NamedTuple):
    """A declaration of this deal: who declared which kind with which cards.

    ``broken`` is true once one of its cards has been played to a trick.
    """

    kind: MeldKind
    player: int
    cards: tuple[Card, ...]
    broken: bool


class MeldScore(NamedTuple):
    """What a meld would score now (:meth:`bezique.State.evaluate_meld`)."""

    kind: MeldKind
    points: int
    fixes_trump: Optional[Suit]


def meld_of(raw: tuple[int, int, tuple[int, ...], bool], jokers: bool = False) -> Meld:
    """A Meld from the compiled module's tuple; ``jokers``: of a game with jokers."""
    return Meld(MELD_KINDS[raw[0]], raw[1], cards_of(raw[2], jokers), raw[3])


def trick_of(raw: tuple[tuple[int, int], ...], jokers: bool = False) -> tuple[TrickCard, ...]:
    """The trick from the compiled module's tuples; ``jokers``: of a game with jokers."""
    return tuple(TrickCard(p, cards_of((c,), jokers)[0]) for p, c in raw)


@dataclass(frozen=True)
class View:
    """Everything one seat may see (or a spectator, ``viewer`` = ``None``), and nothing more.

    A player's view never holds another player's hidden cards, the stock order or the seed.
    ``str(view)`` is a readable summary with the legal moves.
    """

    viewer: Optional[int]
    """The seat this view is for, or ``None`` for a spectator."""
    players: int
    phase: Phase
    current_player: Optional[int]
    """The seat to act, or ``None`` (the game is over)."""
    dealer: int
    deal_number: int
    stage: int
    """1 while the stock lasts, 2 in the play-off."""
    trump: Optional[Suit]
    previous_trump: Optional[Suit]
    """The previous deal's trump suit (a marriage in it cannot fix trumps under no_repeat_trump)."""
    turn_up: Optional[Card]
    stock_size: int
    trick_number: int
    hand: tuple[Card, ...]
    """The viewer's cards, declared ones included (empty for a spectator)."""
    hand_sizes: tuple[int, ...]
    table: tuple[tuple[Card, ...], ...]
    """Every seat's declared cards lying face up."""
    trick: tuple[TrickCard, ...]
    played: tuple[Card, ...]
    melds: tuple[Meld, ...]
    scores: tuple[int, ...]
    """Points per side in this game (cumulative) or deal (rubicon)."""
    won: tuple[int, ...]
    """Card points won in tricks and not yet scored, per side."""
    results: tuple[int, ...]
    """Rubicon match points per side."""
    winner: Optional[int]
    """The winning side once the game is over (``None`` before, or when drawn)."""
    legal_actions: tuple[Action, ...]
    """The viewer's legal actions when the viewer is to act."""
    history: tuple[Event, ...]
    """Every event the viewer may see (hidden draws of others redacted)."""
    text: str
    first_bezique_scored: bool = False
    """Whether the game's first bezique has been declared, where it scores the variant's
    ``first_bezique_value`` (rules 7.3); always False in other variants."""
    _core: Any = field(default=None, init=False, repr=False, compare=False)
    """The engine's own view this one was read from (None once changed, as by
    ``dataclasses.replace``): players and determinizers take it back as it is."""

    def __str__(self) -> str:
        return self.text

    def __getstate__(self) -> dict[str, Any]:
        # Copies and pickles hold the values only: the engine's object does not travel.
        state = dict(self.__dict__)
        state["_core"] = None
        return state


def view_of(raw: dict[str, Any]) -> View:
    """A View from the compiled module's dict, holding the engine's view it describes."""
    jokers: bool = raw.get("jokers", False)
    view = View(
        viewer=raw["viewer"] if raw["viewer"] >= 0 else None,
        players=raw["players"],
        phase=PHASES[raw["phase"]],
        current_player=raw["current_player"] if raw["current_player"] >= 0 else None,
        dealer=raw["dealer"],
        deal_number=raw["deal_number"],
        stage=raw["stage"],
        trump=SUITS[raw["trump"]] if raw["trump"] >= 0 else None,
        previous_trump=SUITS[raw["previous_trump"]] if raw["previous_trump"] >= 0 else None,
        turn_up=cards_of((raw["turn_up"],), jokers)[0] if raw["turn_up"] >= 0 else None,
        stock_size=raw["stock_size"],
        trick_number=raw["trick_number"],
        hand=cards_of(raw["hand"], jokers),
        hand_sizes=tuple(raw["hand_sizes"]),
        table=tuple(cards_of(t, jokers) for t in raw["table"]),
        trick=trick_of(raw["trick"], jokers),
        played=cards_of(raw["played"], jokers),
        melds=tuple(meld_of(m, jokers) for m in raw["melds"]),
        scores=tuple(raw["scores"]),
        won=tuple(raw["won"]),
        results=tuple(raw["results"]),
        winner=raw["winner"] if raw["winner"] >= 0 else None,
        legal_actions=tuple(Action._from_raw(a, jokers) for a in raw["legal_actions"]),
        history=tuple(event_of(e, jokers) for e in raw["history"]),
        text=raw["text"],
        first_bezique_scored=raw["first_bezique_scored"],
    )
    object.__setattr__(view, "_core", raw.get("core"))
    return view
