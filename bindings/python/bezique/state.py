"""State: the compact position value for search; the caller resolves chance (the deal)."""

from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence, Union

from . import _core
from ._enums import SUITS, MeldKind, Suit
from ._position import ActionLike, _Position
from ._args import index_arg, seat_arg, seed_arg, text_arg
from .actions import Action, RawAction, action_input, raw_of
from .cards import Card, cards_of
from .events import Event, events_of, raw_of_event
from .variant import DEFAULT_PRESET, Variant, as_variant
from .views import Meld, MeldScore, TrickCard, View, meld_of, trick_of, view_of

class State(_Position):
    """A position of a game: cheap to copy, for search and simulation.

    A new State waits at a chance node: call :meth:`deal` (with a deck, or a seed) before the
    first decision, and again whenever :attr:`is_chance` says the next deal is due.
    :class:`bezique.Game` does this for you and keeps the history; use State where you need
    many copies. A State holds hidden information (every hand, the stock order): give players
    :meth:`view` instead. States compare equal when every field is equal.
    """

    __slots__ = ("_c",)
    _c: _core.State

    def __init__(self, variant: Union[Variant, str] = DEFAULT_PRESET) -> None:
        """A new match of ``variant`` at its first chance node."""
        self._c = _core.State(as_variant(variant)._core)

    @classmethod
    def _wrap(cls, core: _core.State) -> State:
        state = cls.__new__(cls)
        state._c = core
        return state

    # -- the position -------------------------------------------------------------------

    @property
    def current_player(self) -> Optional[int]:
        """The seat to act, or ``None`` at a chance node or when the game is over."""
        p = self._c.current_player()
        return p if p >= 0 else None

    @property
    def is_chance(self) -> bool:
        """Whether the next deal must be dealt (:meth:`deal`)."""
        return self._c.is_chance()

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self._c.is_terminal()

    @property
    def trump(self) -> Optional[Suit]:
        """The trump suit, or ``None`` while it is not fixed."""
        t = self._c.trump()
        return SUITS[t] if t >= 0 else None

    @property
    def turn_up(self) -> Optional[Card]:
        """The face-up card under the stock, if any."""
        c = self._c.turn_up()
        return cards_of((c,), self._c.jokers())[0] if c >= 0 else None

    @property
    def stock_size(self) -> int:
        """Cards left in the stock, the turn-up included."""
        return self._c.stock_size()

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, bottom (drawn last) first. Hidden information."""
        return cards_of(self._c.stock(), self._c.jokers())

    @property
    def dealer(self) -> int:
        """The dealer of this deal."""
        return self._c.dealer()

    @property
    def deal_number(self) -> int:
        """The number of this deal, from 0."""
        return self._c.deal_number()

    @property
    def stage(self) -> int:
        """1 while the stock lasts, 2 in the play-off."""
        return self._c.stage()

    @property
    def trick_number(self) -> int:
        """Tricks completed in this deal."""
        return self._c.trick_number()

    @property
    def trick(self) -> tuple[TrickCard, ...]:
        """The trick in progress."""
        return trick_of(self._c.trick(), self._c.jokers())

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card gone to a trick this deal."""
        return cards_of(self._c.played(), self._c.jokers())

    @property
    def melds(self) -> tuple[Meld, ...]:
        """Every declaration of this deal."""
        jokers = self._c.jokers()
        return tuple(meld_of(m, jokers) for m in self._c.melds())

    @property
    def won(self) -> tuple[int, ...]:
        """Card points won in tricks and not yet scored, per side."""
        return self._c.pending()

    @property
    def winner(self) -> Optional[int]:
        """The winning side once the game is over (``None`` before, or when drawn)."""
        w = self._c.winner()
        return w if w >= 0 else None

    def hand(self, player: int) -> tuple[Card, ...]:
        """A seat's cards, declared ones included. Hidden information."""
        return cards_of(self._c.hand(seat_arg(player)), self._c.jokers())

    def table(self, player: int) -> tuple[Card, ...]:
        """A seat's declared cards lying face up."""
        return cards_of(self._c.table(seat_arg(player)), self._c.jokers())

    # -- decisions ------------------------------------------------------------------------

    def num_legal_actions(self) -> int:
        """How many legal actions there are (0 at a chance node or when over)."""
        return self._c.legal_count()

    def parse_action(self, text: str) -> Action:
        """The legal action this text names; raises ParseError or IllegalActionError."""
        return Action._from_raw(self._c.parse_action(text_arg(text, "the action text")), self._c.jokers())

    def _raw_action(self, action: ActionLike) -> RawAction:
        raw = action_input(action)
        return self._c.parse_action(raw)[:3] if isinstance(raw, bytes) else raw

    def apply(self, action: ActionLike) -> None:
        """Applies a legal action (or its text). An illegal one raises and changes nothing."""
        self._c.apply(self._raw_action(action))

    def apply_with_events(self, action: ActionLike) -> list[Event]:
        """As :meth:`apply`, returning the events the action caused."""
        return events_of(self._c.apply(self._raw_action(action), events=True) or [], self._c.jokers())

    def apply_index_with_events(self, index: int) -> list[Event]:
        """As :meth:`apply_index` (``legal_actions()[index]``), returning the events it caused."""
        return events_of(self._c.apply_index(index, events=True) or [], self._c.jokers())

    def action_text(self, action: Action) -> str:
        """The canonical text of an action in this position."""
        return self._c.action_text(raw_of(action))

    def evaluate_meld(self, player: int, cards: Iterable[Card], kind: Optional[MeldKind] = None) -> MeldScore:
        """What ``player`` would score declaring ``cards`` (as ``kind``, or the highest kind
        they legally form) ignoring whose turn it is, by the rules of docs/rules.md section 3 and
        docs/rules.md section 4. Raises IllegalActionError if not legal."""
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise TypeError(f"cards must be an iterable of cards, not {type(cards).__name__}")
        if kind is not None and not isinstance(kind, MeldKind):
            raise TypeError(f"kind must be a bezique.MeldKind or None, not {type(kind).__name__}")
        k, points, fixes = self._c.evaluate_meld(seat_arg(player), [Card(c).id for c in cards], -1 if kind is None else int(kind))
        return MeldScore(MeldKind(k), points, SUITS[fixes] if fixes >= 0 else None)

    # -- chance ---------------------------------------------------------------------------

    def deal(self, deck: Optional[Sequence[Card]] = None, *, seed: int = 0) -> list[Event]:
        """Deals the next deal from ``deck`` (every card of the game once, top first as
        :meth:`seeded_deck` gives it), or from the seeded shuffle of ``seed``."""
        if isinstance(deck, (str, bytes)):
            raise TypeError("deck is a sequence of cards; parse text with parse_deck()")
        cards = self.seeded_deck(seed) if deck is None else [Card(c) for c in deck]
        return events_of(self._c.deal([c.id for c in cards], events=True) or [], self._c.jokers())

    def seeded_deck(self, seed: int, deal_number: Optional[int] = None) -> list[Card]:
        """The deck of a deal of a game seeded with ``seed`` (the engine's specified shuffle)."""
        n = self.deal_number if deal_number is None else index_arg(deal_number, "deal_number")
        return list(cards_of(self._c.seeded_deck(seed_arg(seed), n), self._c.jokers()))

    def parse_deck(self, text: str) -> list[Card]:
        """A deck from card notation separated by spaces; the n-th ``QS`` is copy n."""
        return list(cards_of(self._c.parse_deck(text_arg(text, "the deck text")), self._c.jokers()))

    # -- views ----------------------------------------------------------------------------

    def view(self, player: Optional[int] = None, history: Optional[Sequence[Event]] = None) -> View:
        """What ``player`` may see (``None``: a spectator). A State keeps no history: give the
        match's events so far (as :meth:`deal` and :meth:`apply_with_events` return them) as
        ``history`` and the view carries them redacted for ``player``, as
        :meth:`bezique.Game.view` does -- the view a :class:`bezique.Player` and a
        :class:`bezique.Determinizer` need (the current and the previous deal suffice)."""
        raw_history = None if history is None else [raw_of_event(e) for e in history]
        return view_of(self._c.view(-1 if player is None else seat_arg(player), raw_history))

    # -- save and load --------------------------------------------------------------------

    def to_text(self) -> str:
        """Every field as text, hidden ones (hands, stock order) included: for servers and
        search checkpoints. :meth:`from_text` reads it back."""
        return self._c.to_text()

    @classmethod
    def from_text(cls, variant: Union[Variant, str], text: str) -> State:
        """Loads :meth:`to_text` output, checking card conservation and consistency; raises
        RecordError (or ParseError) naming the problem."""
        return cls._wrap(_core.State.from_text(as_variant(variant)._core, text_arg(text, "a state text")))

    # -- values ---------------------------------------------------------------------------

    def copy(self) -> State:
        """An independent copy."""
        return State._wrap(self._c.copy())

    def __copy__(self) -> State:
        return self.copy()

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return self.copy()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._c == other._c

    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        return self._c.full_text()

    def __repr__(self) -> str:
        who = "over" if self.is_terminal else "chance" if self.is_chance else f"P{self.current_player} to act"
        return f"<State {self.variant.text} deal {self.deal_number + 1}, {self.phase.name.lower()}, {who}>"

    def __reduce__(self) -> tuple[Any, ...]:
        return (State.from_text, (self.variant, self.to_text()))
