"""Game: a match with its seed, history, events and record (save, load, replay)."""

from __future__ import annotations

import os
from typing import Any, Iterator, NamedTuple, Optional, Sequence, Union

from . import _core
from ._position import ActionLike, _Position
from ._args import index_arg, seat_arg, seed_arg, text_arg
from .actions import Action, action_input
from .cards import MAX_JOKERS, Card, cards_of
from .events import Event, events_of
from .state import State
from .variant import DEFAULT_PRESET, Variant, as_variant
from .views import View, view_of


def _deck_ids(deck: Sequence[Union[Card, str]]) -> list[int]:
    seen: dict[int, int] = {}
    ids = []
    for item in deck:
        card = Card(item)
        if isinstance(item, str) and "." not in item:
            copy = seen.get(card.type, 0)
            seen[card.type] = copy + 1
            if card.is_joker and copy >= MAX_JOKERS:
                from ._errors import InvalidArgumentError

                raise InvalidArgumentError(f"a deck holds at most {MAX_JOKERS} jokers (JK)")
            card = Card.joker(copy) if card.is_joker else Card.from_id(copy * 32 + card.type)
        ids.append(card.id)
    return ids


class Outcome(NamedTuple):
    """How a finished game ended."""

    winner: Optional[int]
    """The winning side, or ``None`` for a drawn game."""
    scores: tuple[int, ...]
    """Final points per side."""
    results: tuple[int, ...]
    """Match points per side (rubicon games)."""


HINT_REASONS = ("only-move", "solved", "declaration", "search", "rule")


class Hint(NamedTuple):
    """An action recommended by :meth:`Game.hint`, and why."""

    action: Action
    """The recommended legal action."""
    reason: str
    """``only-move``, ``solved`` (the exact play-off solver), ``declaration`` (it scores now),
    ``search`` (the search's choice) or ``rule`` (a rule-based player's choice)."""
    value: int
    """solved: the solver's objective for the seat's side (docs/players.md); declaration: its
    points; search: the estimate in per mille; otherwise 0."""
    outcome: int
    """solved: 1 when best play wins the game, -1 when it is lost whatever is played; else 0."""
    work: int
    """solved: positions visited; search: iterations run; otherwise 0."""
    text: str
    """One line for people: ``"KS: search estimate 62% (2000 iterations)"``."""


class ReplayStep(NamedTuple):
    """One step of :meth:`Game.replay`: the action, the events it caused, the state after."""

    action: Action
    events: list[Event]
    state: State


class Game(_Position):
    """A match: the variant, the deals (from a seed or given decks), every action and event.

    >>> game = Game("two-handed", seed=1)
    >>> game.apply(game.legal_actions()[0])

    Chance is resolved for you: when a deal ends, the next one is dealt from the seed. The same
    variant, seed and actions give the same events and scores on every platform. Actions are
    :class:`bezique.Action` values or their text (``"QS"``, ``"marriage KH+QH"``, ``"pass"``);
    an illegal one raises :class:`bezique.IllegalActionError` (or a subclass) and changes
    nothing. Games copy, pickle (through their record) and compare by record and state.
    """

    __slots__ = ("_c",)
    _c: _core.Game

    def __init__(
        self,
        variant: Union[Variant, str] = DEFAULT_PRESET,
        seed: int = 0,
        decks: Optional[Sequence[Sequence[Union[Card, str]]]] = None,
        start_scores: Optional[Sequence[int]] = None,
    ) -> None:
        """A new match; deal ``n`` uses ``decks[n]`` while they last (top card first), then
        the seeded shuffle. A deck holds cards or card text; in text without a copy number
        (``QS`` rather than ``QS.1``) the n-th occurrence of a card is its copy n, as in
        the record's deck lines. ``start_scores`` (one per side) start the first deal with
        points: all 0, or the variant's ``loser_start_bonus`` for the last cent points match's
        loser (:attr:`bezique.CentPoints.start_scores`); the record keeps them."""
        seed = seed_arg(seed)
        if isinstance(decks, (str, bytes)):
            raise TypeError("decks is a list of decks (each a sequence of cards), not text")
        raw_decks = [_deck_ids(deck) for deck in decks or []]
        if isinstance(start_scores, (str, bytes)):
            raise TypeError("start_scores is a sequence of integers, one per side, not text")
        scores = None if start_scores is None else [index_arg(s, "a start score") for s in start_scores]
        self._c = _core.Game(as_variant(variant)._core, seed, raw_decks, scores)

    @classmethod
    def _wrap(cls, core: _core.Game) -> Game:
        game = cls.__new__(cls)
        game._c = core
        return game

    # -- save and load --------------------------------------------------------------------

    def record(self) -> str:
        """The record: variant, seed, decks and every action as text (one per line)."""
        return self._c.record()

    @classmethod
    def from_record(cls, text: Union[str, bytes]) -> Game:
        """Loads a record (text, or the bytes of a file), replaying and checking every action;
        raises RecordError naming the line, the column and the problem when it does not load,
        bytes that are not the record's ASCII text included."""
        return cls._wrap(_core.Game.from_record(text_arg(text, "a record")))

    def save(self, path: Union[str, os.PathLike[str]]) -> None:
        """Writes the record to a file."""
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.record())

    @classmethod
    def load(cls, path: Union[str, os.PathLike[str]]) -> Game:
        """Reads a record from a file (see :meth:`from_record`): a file that is not a record
        raises RecordError whatever its bytes."""
        with open(path, "rb") as f:
            return cls.from_record(f.read())

    def replay(self) -> Iterator[ReplayStep]:
        """Plays this game's actions again from the start, yielding each action with the
        events it caused and a copy of the state after it."""
        game = Game(self.variant, self.seed, self.decks)
        for action in self.actions:
            game.apply(action)
            yield ReplayStep(action, game.last_events, game.state)

    # -- the match ------------------------------------------------------------------------

    @property
    def seed(self) -> int:
        """The seed of the deals."""
        return self._c.seed()

    @property
    def start_scores(self) -> tuple[int, ...]:
        """The points each side started the game with (all 0 unless given; empty for a game
        loaded from a state, which has no start)."""
        return self._c.start_scores()

    @property
    def decks(self) -> list[list[Card]]:
        """The explicit deck orders given, if any."""
        return [list(cards_of(d, self._c.jokers())) for d in self._c.decks()]

    @property
    def state(self) -> State:
        """A copy of the current state (hidden information included)."""
        return State._wrap(self._c.state())

    @property
    def current_player(self) -> Optional[int]:
        """The seat to act, or ``None`` once the game is over."""
        p = self._c.current_player()
        return p if p >= 0 else None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self._c.is_over()

    @property
    def outcome(self) -> Optional[Outcome]:
        """How the game ended, or ``None`` while it goes on."""
        if not self._c.is_over():
            return None
        w = self._c.winner()
        return Outcome(w if w >= 0 else None, self._c.scores(), self._c.results())

    # -- decisions ------------------------------------------------------------------------

    def num_legal_actions(self) -> int:
        """How many legal actions there are (0 once the game is over)."""
        return self._c.legal_count()

    def parse_action(self, text: str) -> Action:
        """The legal action this text names; raises ParseError for text that is not notation
        and IllegalActionError (with the reason) for an action the rules forbid now."""
        return Action._from_raw(self._c.parse_action(text_arg(text, "the action text")), self._c.jokers())

    def apply(self, action: ActionLike) -> None:
        """Applies a legal action or its text, then deals the next deal if one is due. An
        illegal action raises and changes nothing; :attr:`last_events` says what happened."""
        raw = action_input(action)
        if isinstance(raw, bytes):
            self._c.apply_text(raw)
        else:
            self._c.apply(raw)

    def hint(self, player: str = "master:medium", seed: int = 0, seat: Optional[int] = None) -> Hint:
        """The action ``player`` (a :class:`Player` spec) recommends to ``seat`` (the seat to
        act by default), decided from that seat's view alone, with the reason: the exact
        solver's value in a two-player play-off, a declaration's points or the search's
        estimate. The game is not changed. Raises OutOfTurnError for a seat not to act and
        GameOverError once the game is over."""
        if seat is None:
            seat = self._c.current_player()
            if seat < 0:
                seat = 0
        raw, reason, value, outcome, work, text = self._c.hint(
            seat_arg(seat, "seat"), text_arg(player, "the player spec").decode(), seed_arg(seed)
        )
        return Hint(Action._from_raw(raw, self._c.jokers()), HINT_REASONS[reason], value, outcome, work, text)

    def undo(self, count: int = 1) -> None:
        """Takes back the last ``count`` decisions, with the deals dealt after them: the state,
        every seat's view, the events and the record become exactly what they were before.
        Undoing more decisions than were made raises InvalidArgumentError and changes nothing.
        Automatic players keep their own random streams: undo does not rewind them."""
        self._c.undo(index_arg(count, "count"))

    # -- history --------------------------------------------------------------------------

    @property
    def actions(self) -> list[Action]:
        """Every action so far, with the text it had when played."""
        jokers = self._c.jokers()
        return [Action._from_raw(a, jokers) for a in self._c.actions()]

    @property
    def events(self) -> list[Event]:
        """Every event so far, the first deal's included (hidden cards shown: this is the
        full history; use :meth:`view` for what one seat may see)."""
        return events_of(self._c.events(), self._c.jokers())

    @property
    def last_events(self) -> list[Event]:
        """The events of the last action (or of the first deal, before any action)."""
        return events_of(self._c.last_events(), self._c.jokers())

    # -- views ----------------------------------------------------------------------------

    def view(self, player: Optional[int] = None) -> View:
        """What ``player`` may see, with the game's history redacted for that seat
        (``None``: a spectator, who sees no hidden card)."""
        return view_of(self._c.view(-1 if player is None else seat_arg(player)))

    def determinize(self, seat: int, seed: int = 0) -> State:
        """One state consistent with everything ``seat`` has seen, for information-set search.

        The seat's own cards, every card shown, played or declared, and what the others'
        plays prove (voids, cards they could not have held) are where the seat saw them; only
        the cards it could not see (the other hands, the stock below the turn-up) are shared
        out at random from ``seed``. The same game, seat and seed give the same state (in every
        binding); the game's own hidden cards and seed play no part. The state holds no
        history: deal it on with :meth:`bezique.State.deal` when its deal ends. A seat that
        does not exist raises :class:`bezique.InvalidArgumentError`, a finished game
        :class:`bezique.WrongPhaseError`."""
        return State._wrap(_core.determinize(self._c, seat_arg(seat, "seat"), seed_arg(seed)))

    # -- values ---------------------------------------------------------------------------

    def copy(self) -> Game:
        """An independent copy, history included."""
        return Game._wrap(self._c.copy())

    def __copy__(self) -> Game:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        return self.copy()

    def __reduce__(self) -> tuple[Any, ...]:
        return (Game.from_record, (self.record(),))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.record() == other.record() and self.state == other.state

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return self.view().text

    def __repr__(self) -> str:
        who = "over" if self.is_over else f"P{self.current_player} to act"
        return f"<Game {self.variant.text} seed={self.seed}, {len(self._c.actions())} actions, {who}>"
