"""bezique: a rules engine for every classic form of Bezique.

>>> import bezique
>>> game = bezique.Game("rubicon", seed=7)
>>> action = game.legal_actions()[0]
>>> game.apply(action)

The main classes are :class:`Variant` (rules), :class:`Game` (a game with its history and
record), :class:`State` (a cheap position for search), and the values :class:`Card`,
:class:`Action`, :class:`Event` and :class:`View`. :func:`simulate` plays many random deals in
C++. :class:`Player` gives the engine's automatic players (random, heuristic, ISMCTS) and
:meth:`Game.determinize` samples what a seat cannot see; :func:`tournament` plays duplicate
tournaments between them. The PettingZoo environment is in :mod:`bezique.env` (``pip install '.[rl]'`` from
the repository root), the OpenSpiel game in ``bezique.openspiel`` (``'.[openspiel]'``), and
the Ray runner for tournaments and simulations across machines in ``bezique.ray_runner``
(``'.[ray]'``); both are described in the research guide (docs/research.md).
"""

from importlib import metadata as _metadata

from ._errors import (
    BeziqueError,
    Code,
    GameOverError,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    InvalidVariantError,
    OutOfTurnError,
    ParseError,
    RecordError,
    UnknownNameError,
    WrongPhaseError,
)
from ._enums import ActionType, EventType, MeldKind, Phase, Rank, ScoreReason, Suit
from ._position import ActionLike
from .actions import Action
from .cards import Card
from .cent_points import CentPoints
from .determinizer import Determinizer
from .events import Event
from .game import Game, Hint, Outcome, ReplayStep
from .tournaments import PlayerScore, TournamentGame, TournamentResult, play_tournament_game, tournament, tournament_result
from .observation import observation_size
from .players import Player, PlayerInfo, players
from .simulation import SimulationResult, simulate
from .state import State
from .variant import DEFAULT_PRESET, PRESETS, OptionInfo, OptionValue, Variant
from .views import Meld, MeldScore, TrickCard, View

# One version for the whole project: project(VERSION) in CMakeLists.txt, which the wheel's
# metadata carries (pyproject.toml reads it from there).
try:
    __version__: str = _metadata.version("bezique")
except _metadata.PackageNotFoundError:  # imported from a tree that pip did not install
    __version__ = "0+unknown"

MAX_LEGAL_ACTIONS: int = 4096
"""The engine's bound on the number of legal actions in any position."""

__all__ = [
    "Action",
    "ActionLike",
    "ActionType",
    "BeziqueError",
    "Card",
    "CentPoints",
    "Code",
    "Determinizer",
    "Event",
    "EventType",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "InternalError",
    "InvalidArgumentError",
    "InvalidVariantError",
    "MAX_LEGAL_ACTIONS",
    "TournamentGame",
    "TournamentResult",
    "Meld",
    "MeldKind",
    "MeldScore",
    "OptionInfo",
    "OptionValue",
    "Hint",
    "Outcome",
    "OutOfTurnError",
    "DEFAULT_PRESET",
    "PRESETS",
    "ParseError",
    "PlayerScore",
    "Phase",
    "Player",
    "PlayerInfo",
    "Rank",
    "RecordError",
    "ReplayStep",
    "ScoreReason",
    "SimulationResult",
    "State",
    "Suit",
    "TrickCard",
    "UnknownNameError",
    "Variant",
    "View",
    "WrongPhaseError",
    "observation_size",
    "tournament",
    "tournament_result",
    "play_tournament_game",
    "players",
    "simulate",
]
