"""Bezique as an OpenSpiel game (``pip install '.[openspiel]'``).

>>> import pyspiel
>>> import bezique.openspiel  # registers the games
>>> game = pyspiel.load_game("bezique_rubicon")
>>> game = pyspiel.load_game("bezique", {"variant": "two-handed(target=1500)"})

Importing this module registers, with ``pyspiel.register_game``, one game per preset --
``bezique_two_handed``, ``bezique_rubicon``, ... (the preset name with ``_`` for ``-``, see
:func:`game_name`) -- and the game ``bezique``, whose ``variant`` parameter takes any variant
(a preset, or variant text such as ``two-handed(target=1500)``).

Chance
------
Chance is explicit: at the start of each deal the deck is drawn card by card, one chance node
per card, each outcome (a card id, see :class:`bezique.Card`) equally likely among the cards not
yet drawn; the deal follows the drawn order exactly as :meth:`bezique.State.deal` deals a
deck. So the game's chance is exactly the engine's: every deck order equally likely (the engine's
seeded shuffle is a uniform shuffle), and OpenSpiel's algorithms see the probability of every
deal, can sample it, and can resample it. Drawing the whole deck at the start of a deal (rather
than each card as it leaves the stock) changes nothing a player can know, since the stock's order
is hidden until each card is drawn. To replay a deal of :class:`bezique.Game` with seed ``s``,
apply :func:`seeded_deal` ``(state, s)`` as the chance outcomes.

The engine's seeded shuffle is not the chance model because a seed is not a chance outcome
OpenSpiel can list: the outcomes of one chance node are enumerated with their probabilities, and
2**64 seeds cannot be, while a card-by-card draw has at most 256 outcomes per node.

Actions
-------
``num_distinct_actions`` is :data:`bezique.MAX_LEGAL_ACTIONS` (4096): action ``i`` is the
``i``-th legal action of the player to act, in the engine's stable order -- the slot encoding of
:mod:`bezique.env`, for the same reason (a declaration names physical copies, so a fixed index
of every action would run to millions of entries). The legal actions of a player depend only on
what that player can see, so they are the same in every state of an information state, as
information-set search needs.

Information and observations
----------------------------
Both are taken from the engine's per-seat view (:meth:`bezique.State.view`), which holds
nothing the seat cannot see:

- ``observation_string``: the view's text (the seat's hand, every table, the trick, trumps,
  stock size, scores, legal moves); ``observation_tensor``: :meth:`bezique.State.observation`
  (layout in :mod:`bezique.observation`).
- ``information_state_string``: the view's text followed by every event of the current and the
  previous deal as that seat saw them (others' draws and hands redacted): perfect recall within
  the deal. Earlier deals enter through what carries over (scores, match points, dealer, deal
  number); their cards have no bearing on later deals, which are fresh shuffles, and keeping them
  would make every string grow with the match. ``information_state_tensor``: the observation
  followed by, for each seat (the viewer first), the cards it played this deal and the cards it
  declared this deal (counts divided by the number of packs) -- a fixed-size summary.

Returns and length
------------------
The game is zero-sum: when a side wins, each of its seats gets +1 and the losing seats share
the same total as a loss (-1 each with two sides; -1/2 each in three-handed play); a drawn game
gives 0. Rewards come at the end only. Every game ends: a rubicon match after ``match_deals``
deals, a game to a target after ``max_deals`` deals at most (the variant's option, 100 in every
preset: the side ahead then wins). ``max_game_length`` is that number of deals times a bound on
the decisions of one deal (:func:`decisions_per_deal_bound`); the longest random game of any
preset in testing took 31 deals (three-handed to 1500).

Search
------
:meth:`BeziqueState.resample_from_infostate` samples a state consistent with what a seat has seen
with the engine's determinizer (:class:`bezique.Determinizer`), so OpenSpiel's Python
``ISMCTSBot`` (``open_spiel.python.algorithms.ismcts``) plays the game. The resampled state
carries the resampling seat's own (redacted) events, as the determinizer knows them, and no
OpenSpiel history (``history()`` is empty): it is a world to search, not a record of one.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional, Sequence, Union

try:
    import numpy
    import pyspiel
    from open_spiel.python.algorithms import mcts
except ImportError as missing:  # pragma: no cover - depends on the installed extras
    raise ImportError(f"bezique.openspiel needs the openspiel extra: pip install '.[openspiel]' ({missing})") from missing

from . import _core
from ._enums import EventType
from .cards import FIRST_JOKER, Card
from .observation import observation_size
from .players import Player
from .state import State
from .variant import DEFAULT_PRESET, PRESETS, Variant, as_variant
from .views import View, view_of

GAME_NAME = "bezique"
"""The short name of the game whose ``variant`` parameter takes any variant."""

_DEAL_STARTED = int(EventType.DEAL_STARTED)
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)
_CHANCE = int(pyspiel.PlayerId.CHANCE)
_CARD_PLAYED = int(EventType.CARD_PLAYED)


def game_name(preset: str) -> str:
    """The OpenSpiel short name of a preset's game: ``bezique_`` and the preset name with
    underscores (``four-hand-rubicon`` is ``bezique_four_hand_rubicon``)."""
    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r} (presets: {', '.join(PRESETS)})")
    return f"{GAME_NAME}_{preset.replace('-', '_')}"


def variant_parameter(variant: Union[Variant, str]) -> str:
    """The ``variant`` game parameter for a variant, in the form OpenSpiel's game strings can
    carry: the canonical variant text with ``/`` for ``(`` and ``,`` and ``:`` for ``=``
    (``two-handed(target=1500, claim=true)`` is ``two-handed/target:1500/claim:true``)."""
    text = as_variant(variant).text
    if "(" not in text:
        return text
    preset, options = text[:-1].split("(", 1)
    return "/".join([preset] + [o.strip().replace("=", ":", 1) for o in options.split(",")])


def variant_of_parameter(text: str) -> Variant:
    """The variant a ``variant`` parameter names: a preset, variant text
    (``two-handed(target=1500)``) or the form of :func:`variant_parameter`
    (``two-handed/target:1500``). An unknown or impossible variant raises the engine's error."""
    if "(" in text or "/" not in text:
        return Variant(text)
    preset, *options = text.split("/")
    pairs = []
    for option in options:
        name, sep, value = option.partition(":")
        if not sep:
            raise ValueError(f"variant parameter {text!r}: {option!r} is not option:value")
        pairs.append(f"{name.strip()}={value.strip()}")
    return Variant(f"{preset}({', '.join(pairs)})")


def decisions_per_deal_bound(variant: Union[Variant, str]) -> int:
    """An upper bound on the decisions of one deal: every card played once, and per trick (at
    least two cards each) a nomination, the declarations allowed, a pass and a carte-blanche
    repeat per player; at the start a carte-blanche choice per player; each seven of trumps
    exchanged or declared at most once; the last draw and a claim."""
    v = as_variant(variant)
    tricks = v.deck_size // 2
    per_trick = 1 + int(v.get("declarations_per_trick")) + 1 + v.players
    return v.deck_size + tricks * per_trick + 2 * v.packs + v.players + 2


def deals_bound(variant: Union[Variant, str]) -> int:
    """The most deals a game can last: ``match_deals`` of a rubicon match, ``max_deals`` of a
    game to a target."""
    v = as_variant(variant)
    return int(v.get("match_deals") if v.get("scoring") == "rubicon" else v.get("max_deals"))


def _has_jokers(variant: Variant) -> bool:
    return int(variant.get("jokers")) > 0


def _slots(variant: Variant) -> int:
    """Slots per seat in the per-seat card counts: the 32 card types, and the jokers' own."""
    return 33 if _has_jokers(variant) else 32


def _slot(card: int, jokers: bool) -> int:
    """A card's slot: its card type, or 32 for a joker (which is no card type)."""
    return 32 if jokers and card >= FIRST_JOKER else card % 32


def _returns(variant: Variant, winner: Optional[int]) -> list[float]:
    if winner is None:
        return [0.0] * variant.players
    winners = [variant.side_of(p) == winner for p in range(variant.players)]
    loss = -sum(winners) / (variant.players - sum(winners))
    return [1.0 if w else loss for w in winners]


def _min_utility(variant: Variant) -> float:
    sizes = [sum(1 for p in range(variant.players) if variant.side_of(p) == s) for s in range(variant.sides)]
    return min(-size / (variant.players - size) for size in sizes)


def _game_type(short_name: str, long_name: str, default_variant: str, min_players: int, max_players: int) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=short_name,
        long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max_players,
        min_num_players=min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"variant": default_variant},
    )


class BeziqueGame(pyspiel.Game):  # type: ignore[misc]
    """A Bezique variant as an OpenSpiel game (see the module documentation)."""

    registered_type: pyspiel.GameType = None
    """The GameType this class is registered with (a subclass per preset)."""

    def __init__(self, params: Optional[dict[str, Any]] = None) -> None:
        """The game of ``params["variant"]`` (default: the registered game's)."""
        params = dict(params or {})
        default = type(self).registered_type.parameter_specification["variant"]
        self.variant: Variant = variant_of_parameter(str(params.get("variant", default)))
        v = self.variant
        self.deck: tuple[int, ...] = tuple(sorted(c.id for c in State(v).seeded_deck(0, 0)))
        """The ids of the variant's cards, in order: the chance outcomes of a deal's first card."""
        self.jokers: bool = _has_jokers(v)
        """Whether ids 252..255 are jokers (docs/rules.md section 7)."""
        info = pyspiel.GameInfo(
            num_distinct_actions=_core.MAX_LEGAL_ACTIONS,
            # A chance outcome is a card id: the jokers' ids (252..255) lie above the packs'.
            max_chance_outcomes=self.deck[-1] + 1,
            num_players=v.players,
            min_utility=_min_utility(v),
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=deals_bound(v) * decisions_per_deal_bound(v),
        )
        registered = type(self).registered_type
        own_type = _game_type(registered.short_name, registered.long_name, variant_parameter(v), v.players, v.players)
        super().__init__(own_type, info, {"variant": variant_parameter(v)})

    def new_initial_state(self) -> BeziqueState:
        """The state before the first card of the first deal is drawn."""
        return BeziqueState(self)

    def max_chance_nodes_in_history(self) -> int:
        """A chance node per card of each deal."""
        return deals_bound(self.variant) * self.variant.deck_size

    def make_py_observer(self, iig_obs_type: Optional[pyspiel.IIGObservationType] = None,
                         params: Optional[dict[str, Any]] = None) -> Union[ViewObserver, InfoStateObserver, PublicObserver]:
        """An observer: a seat's observation (the default), its information state
        (``perfect_recall``), or what every seat sees (``private_info`` NONE: strings only)."""
        if params:
            raise ValueError(f"bezique observers take no parameters, not {params}")
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        if not iig_obs_type.public_info:
            raise ValueError("bezique observers always include the public information")
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.SINGLE_PLAYER:
            return InfoStateObserver(self) if iig_obs_type.perfect_recall else ViewObserver(self)
        if private == pyspiel.PrivateInfoType.NONE:
            return PublicObserver(self, iig_obs_type.perfect_recall)
        raise ValueError("bezique has no observer of every seat's private cards")


class BeziqueState(pyspiel.State):  # type: ignore[misc]
    """A state of a Bezique game: the engine's State, the deck being drawn, and the events of the
    current and the previous deal."""

    def __init__(self, game: BeziqueGame) -> None:
        """The state before the first deal."""
        super().__init__(game)
        self._variant = game.variant
        self._state = State(game.variant)
        self._drawn: tuple[int, ...] = ()  # the chance outcomes of the deal being drawn
        self._log = _EventLog.empty(game.variant)  # events of the previous and the current deal
        self._cache = _Cache()

    # -- the position -------------------------------------------------------------------

    @property
    def engine_state(self) -> State:
        """A copy of the engine's state (every hidden card included)."""
        return self._state.copy()

    def _game(self) -> BeziqueGame:
        game = self.get_game()
        assert isinstance(game, BeziqueGame)
        return game

    def current_player(self) -> int:
        """The seat to act, ``pyspiel.PlayerId.CHANCE`` while a deck is drawn, or
        ``pyspiel.PlayerId.TERMINAL``."""
        core = self._state._c
        if core.is_terminal():
            return _TERMINAL
        return _CHANCE if core.is_chance() else core.current_player()

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self._state._c.is_terminal()

    def returns(self) -> list[float]:
        """Per seat: 0 until the end, then +1 for each seat of the winning side and the
        losing seats' share of the same total as a loss; 0 for all in a drawn game."""
        if not self._state.is_terminal:
            return [0.0] * self._variant.players
        return _returns(self._variant, self._state.winner)

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(self._state.num_legal_actions()))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards not yet drawn for this deal, each equally likely."""
        remaining = self._remaining()
        p = 1.0 / len(remaining)
        return [(c, p) for c in remaining]

    def _remaining(self) -> list[int]:
        drawn = set(self._drawn)
        return [c for c in self._game().deck if c not in drawn]

    def _apply_action(self, action: int) -> None:
        self._cache = _Cache()
        if self._state.is_chance:
            if action not in self._remaining():
                raise ValueError(f"chance outcome {action} is not a card left to draw")
            self._drawn += (action,)
            if len(self._drawn) == self._variant.deck_size:
                events = self._state._c.deal(list(self._drawn), events=True) or []
                self._drawn = ()
                self._log = self._log.extended(events)
            return
        events = self._state._c.apply_index(int(action), events=True) or []
        self._log = self._log.extended(events)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {Card.from_id(action, self._game().jokers).text(with_copy=True)}"
        if 0 <= action < self._state.num_legal_actions() and not self._state.is_chance:
            return self._state.legal_actions()[action].text
        return f"action {action} (not legal here)"

    def __str__(self) -> str:
        if "str" not in self._cache:
            self._cache["str"] = self._text()
        return self._cache["str"]  # type: ignore[no-any-return]

    def _text(self) -> str:
        text = str(self._state)
        if self._drawn:
            jokers = self._game().jokers
            cards = " ".join(Card.from_id(c, jokers).text(with_copy=True) for c in self._drawn)
            text += f"drawing the deck: {len(self._drawn)} of {self._variant.deck_size}: {cards}\n"
        return text

    # -- views --------------------------------------------------------------------------

    def _view(self, viewer: int, history: bool = True) -> dict[str, Any]:
        key = ("view", viewer, history)
        if key not in self._cache:
            self._cache[key] = self._state._c.view(viewer, self._log.events if history else None)
        return self._cache[key]  # type: ignore[no-any-return]

    def view_text(self, viewer: Optional[int]) -> str:
        """What ``viewer`` (``None``: a spectator) sees now, as text."""
        text = str(self._view(-1 if viewer is None else viewer, history=False)["text"])
        if self._drawn:
            text += f"drawing the deck: {len(self._drawn)} of {self._variant.deck_size} cards\n"
        return text

    def view(self, viewer: Optional[int]) -> View:
        """What ``viewer`` (``None``: a spectator) may see, with the events of the current and
        the previous deal: the view a :class:`bezique.Player` decides from."""
        return view_of(self._view(-1 if viewer is None else viewer))

    @property
    def variant(self) -> Variant:
        """The rules of this game."""
        return self._variant

    def history_text(self, viewer: Optional[int]) -> str:
        """The events of the current and the previous deal as ``viewer`` saw them, one a line."""
        return "\n".join(self._log.texts(self._variant, -1 if viewer is None else viewer))

    # -- search -------------------------------------------------------------------------

    def resample_from_infostate(self, player_id: int, probability_sampler: Callable[[], float]) -> BeziqueState:
        """A state ``player_id`` cannot tell from this one, drawn with the engine's
        determinizer from a seed taken from ``probability_sampler`` (a function returning
        uniform numbers in [0, 1), as ``pyspiel.UniformProbabilitySampler``)."""
        seed = int(probability_sampler() * 2**53)
        copy = self.clone()
        assert isinstance(copy, BeziqueState)
        if self.is_terminal():
            return copy
        if self._state.is_chance:
            # No card of a deck being drawn has been seen: any same-sized draw will do.
            pool = list(self._game().deck)
            random.Random(seed).shuffle(pool)
            copy._drawn = tuple(pool[: len(self._drawn)])
            return copy
        key = ("determinizer", player_id)
        if key not in self._cache:
            self._cache[key] = _core.Determinizer(self._state._c, self._log.events, player_id)
        copy._state = State._wrap(self._cache[key].sample(seed))
        copy._log = _EventLog.empty(self._variant).extended(self._view(player_id)["history"])
        copy._cache = _Cache()
        return copy


class _Cache(dict):  # type: ignore[type-arg]
    """What a state computed of itself (views, determinizers), dropped when it changes. A copy
    of the state is the same position, so it shares the cache; the cache is not saved."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Cache:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_Cache, ())


class _EventLog:
    """The events (raw tuples, as the compiled module gives them) of the current and the previous
    deal, and the cards each seat played this deal. Its content never changes, so copies of a
    state share it; the text of the events as each seat saw them is worked out when first asked
    for, carried over to the logs that extend this one."""

    __slots__ = ("events", "played", "slots", "_texts")

    def __init__(self, events: tuple[Any, ...], played: tuple[int, ...], slots: int = 32,
                 texts: Optional[dict[int, tuple[str, ...]]] = None) -> None:
        self.events = events
        self.played = played  # seat * slots + slot (card type, or 32: jokers) -> copies played this deal
        self.slots = slots  # 32, or 33 in a variant with jokers
        self._texts = texts or {}  # viewer -> texts of a prefix of events

    @classmethod
    def empty(cls, variant: Variant) -> _EventLog:
        """The log before the first deal."""
        slots = _slots(variant)
        return cls((), (0,) * (variant.players * slots), slots)

    def extended(self, new: Sequence[Any]) -> _EventLog:
        """The log with ``new`` appended, from the previous deal's start on."""
        if not new:
            return self
        events = self.events + tuple(new)
        played = self.played
        texts = self._texts
        if any(e[0] == _DEAL_STARTED for e in new):
            starts = [i for i, e in enumerate(events) if e[0] == _DEAL_STARTED]
            if len(starts) > 2:
                cut = starts[-2]
                events = events[cut:]
                texts = {v: t[cut:] for v, t in texts.items()}
        counts: Optional[list[int]] = None
        slots = self.slots
        for e in new:
            if e[0] == _DEAL_STARTED:
                counts = [0] * len(played)
            elif e[0] == _CARD_PLAYED:
                counts = counts if counts is not None else list(played)
                counts[e[1] * slots + _slot(e[7][0], slots == 33)] += 1
        return _EventLog(events, played if counts is None else tuple(counts), slots, dict(texts))

    def texts(self, variant: Variant, viewer: int) -> tuple[str, ...]:
        """The text of every event as ``viewer`` (-1: a spectator) saw it."""
        known = self._texts.get(viewer, ())
        if len(known) < len(self.events):
            known += tuple(_core.event_texts(variant._core, self.events[len(known):], viewer))
            self._texts[viewer] = known
        return known

    def __deepcopy__(self, memo: dict[int, Any]) -> _EventLog:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_EventLog, (self.events, self.played, self.slots))


def _per_seat_counts(state: BeziqueState, viewer: int) -> numpy.ndarray[Any, Any]:
    """Cards played and declared this deal by each seat (the viewer first), over two blocks."""
    v = state._variant
    slots = state._log.slots
    jokers = slots == 33
    players, played, split = v.players, state._log.played, viewer * slots
    declared = [0.0] * (players * slots)
    for _kind, player, cards, _broken in state._state._c.melds():
        for c in cards:
            declared[((player - viewer) % players) * slots + _slot(c, jokers)] += 1.0
    counts = numpy.array(played[split:] + played[:split] + tuple(declared), numpy.float32)
    # Each slot over the copies it can hold: the packs, or for the jokers' slot the jokers.
    share = numpy.full(slots, 1.0 / v.packs, numpy.float32)
    if jokers:
        share[32] = 1.0 / int(v.get("jokers"))
    return counts * numpy.tile(share, 2 * players)


class ViewObserver:
    """A seat's observation: the engine view's text and :meth:`bezique.State.observation`."""

    def __init__(self, game: BeziqueGame) -> None:
        """Tensors sized for ``game``'s variant."""
        self.tensor = numpy.zeros(observation_size(game.variant), numpy.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: BeziqueState, player: int) -> None:
        """Writes ``player``'s observation of ``state`` into the tensor."""
        self.tensor[:] = state._state.observation(player)

    def string_from(self, state: BeziqueState, player: int) -> str:
        """``player``'s view of ``state`` as text."""
        return state.view_text(player)


class InfoStateObserver:
    """A seat's information state: the view's text and its events of the current and the
    previous deal; the tensor adds the cards each seat played and declared this deal."""

    def __init__(self, game: BeziqueGame) -> None:
        """Tensors sized for ``game``'s variant."""
        size = observation_size(game.variant)
        self.tensor = numpy.zeros(size + 2 * game.variant.players * _slots(game.variant), numpy.float32)
        self.dict = {"observation": self.tensor[:size], "seats": self.tensor[size:]}
        self._size = size

    def set_from(self, state: BeziqueState, player: int) -> None:
        """Writes ``player``'s information state of ``state`` into the tensor."""
        self.tensor[: self._size] = state._state.observation(player)
        self.tensor[self._size :] = _per_seat_counts(state, player)

    def string_from(self, state: BeziqueState, player: int) -> str:
        """``player``'s information state of ``state`` as text."""
        return f"{state.view_text(player)}history:\n{state.history_text(player)}"


class PublicObserver:
    """What every seat sees (a spectator's view); strings only."""

    def __init__(self, game: BeziqueGame, perfect_recall: bool) -> None:
        """With ``perfect_recall``, the strings carry the public events too."""
        self.tensor = None
        self.dict: dict[str, Any] = {}
        self._recall = perfect_recall

    def set_from(self, state: BeziqueState, player: int) -> None:
        """No tensor."""

    def string_from(self, state: BeziqueState, player: int) -> str:
        """The spectator's view of ``state`` as text."""
        text = state.view_text(None)
        return f"{text}history:\n{state.history_text(None)}" if self._recall else text


class PlayerBot(pyspiel.Bot):  # type: ignore[misc]
    """One of the engine's automatic players (:class:`bezique.Player`) as an OpenSpiel bot: it
    decides from the seat's view, as in a :class:`bezique.Game`."""

    def __init__(self, spec: str = "heuristic", seed: int = 0) -> None:
        """The player of ``spec`` (``heuristic``, ``ismcts:2000``, ...), its choices drawn from
        a generator seeded with ``seed``."""
        pyspiel.Bot.__init__(self)
        self.player = Player(spec, seed)

    def step(self, state: BeziqueState) -> int:
        """The action (slot) the player chooses for the seat to act."""
        view = state.view(state.current_player())
        return view.legal_actions.index(self.player.choose(view, state.variant))

    def restart_at(self, state: BeziqueState) -> None:
        """Nothing to forget: the player decides from the view alone."""


class RandomRolloutEvaluator(mcts.Evaluator):  # type: ignore[misc]
    """OpenSpiel's random-rollout evaluator
    (``open_spiel.python.algorithms.mcts.RandomRolloutEvaluator``) with the rollouts played
    inside the engine: the same uniformly random legal actions and uniformly shuffled deals to the
    end of the game, and the same uniform prior, about fifty times faster than stepping an
    OpenSpiel state from Python. For :class:`open_spiel.python.algorithms.ismcts.ISMCTSBot` and
    ``MCTSBot`` on these games."""

    def __init__(self, n_rollouts: int = 1, seed: int = 0) -> None:
        """Averages ``n_rollouts`` rollouts per evaluation; its choices come from ``seed``."""
        self.n_rollouts = n_rollouts
        self.random = random.Random(seed)

    def evaluate(self, state: BeziqueState) -> numpy.ndarray[Any, Any]:
        """The mean returns of random play from ``state`` to the end of the game."""
        variant, deck, rng = state._variant, list(state._game().deck), self.random
        total = numpy.zeros(variant.players)
        for _ in range(self.n_rollouts):
            core = state._state._c.copy()
            drawn = list(state._drawn)
            while not core.is_terminal():
                if core.is_chance():
                    rest = [c for c in deck if c not in set(drawn)]
                    rng.shuffle(rest)
                    core.deal(drawn + rest)
                    drawn = []
                else:
                    core.apply_index(rng.randrange(core.legal_count()))
            winner = core.winner()
            total += _returns(variant, winner if winner >= 0 else None)
        return total / self.n_rollouts

    def prior(self, state: BeziqueState) -> list[tuple[int, float]]:
        """Equal probabilities for every legal action (or the chance outcomes)."""
        if state.is_chance_node():
            return state.chance_outcomes()
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def seeded_deal(state: BeziqueState, seed: int) -> list[int]:
    """The chance outcomes that draw the deck :class:`bezique.Game` with seed ``seed`` deals for
    the state's deal (:meth:`bezique.State.seeded_deck`), to replay an engine game in OpenSpiel.
    The state must be at the first chance node of a deal."""
    if not state.is_chance_node() or state._drawn:
        raise ValueError("seeded_deal needs a state at the start of a deal")
    return [c.id for c in state._state.seeded_deck(seed)]


BeziqueGame.registered_type = _game_type(GAME_NAME, "Bezique", DEFAULT_PRESET, 2, 4)


def _register() -> dict[str, type[BeziqueGame]]:
    # One class per registered name: OpenSpiel keeps the creators until the process ends, and
    # a class (unlike a closure) is never freed then, after Python has shut down.
    classes: dict[str, type[BeziqueGame]] = {GAME_NAME: BeziqueGame}
    for preset in PRESETS:
        players = Variant(preset).players
        name = game_name(preset)
        game_type = _game_type(name, f"Bezique ({preset})", preset, players, players)
        classes[name] = type(f"BeziqueGame_{name}", (BeziqueGame,), {"registered_type": game_type})
    registered = set(pyspiel.registered_names())
    for name, cls in classes.items():
        if name not in registered:
            pyspiel.register_game(cls.registered_type, cls)
    return classes


GAMES: dict[str, type[BeziqueGame]] = _register()
"""The registered games by short name: ``bezique`` and one per preset."""
