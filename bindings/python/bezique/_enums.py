"""The engine's enumerations as Python enums; each value is the engine's number."""

from __future__ import annotations

import enum


class Suit(enum.IntEnum):
    """A suit, in the engine's order (spades, hearts, diamonds, clubs)."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        """The notation letter: ``S``, ``H``, ``D`` or ``C``."""
        return "SHDC"[self]


class Rank(enum.IntEnum):
    """A rank in trick-taking order, high to low: A 10 K Q J 9 8 7 (the ten beats the king)."""

    ACE = 0
    TEN = 1
    KING = 2
    QUEEN = 3
    JACK = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7

    @property
    def symbol(self) -> str:
        """The notation letter: ``A``, ``T``, ``K``, ``Q``, ``J``, ``9``, ``8`` or ``7``."""
        return "ATKQJ987"[self]


class MeldKind(enum.IntEnum):
    """A kind of declaration (docs/rules.md section 3)."""

    MARRIAGE = 0
    SEQUENCE = 1
    BEZIQUE = 2
    DOUBLE_BEZIQUE = 3
    TRIPLE_BEZIQUE = 4
    QUADRUPLE_BEZIQUE = 5
    QUINTUPLE_BEZIQUE = 6
    SEXTUPLE_BEZIQUE = 7
    FOUR = 8
    FOUR_TRUMPS = 9
    FIVE_TRUMPS = 10

    @property
    def notation(self) -> str:
        """The name used in action text, e.g. ``double-bezique``."""
        return self.name.lower().replace("_", "-")


class ActionType(enum.IntEnum):
    """A kind of decision; legal actions are listed in this order."""

    PLAY = 0
    DECLARE = 1
    EXCHANGE_SEVEN = 2
    DECLARE_SEVEN = 3
    CARTE_BLANCHE = 4
    PASS = 5
    TAKE_TOP = 6
    TAKE_TURN_UP = 7
    NOMINATE_SELF = 8
    NOMINATE_PARTNER = 9
    CLAIM = 10


class EventType(enum.IntEnum):
    """What happened (see :class:`bezique.Event` for the fields each kind fills)."""

    DEAL_STARTED = 0
    TURN_UP = 1
    CARD_DRAWN = 2
    CARD_PLAYED = 3
    TRICK_WON = 4
    MELD_DECLARED = 5
    SEVEN_EXCHANGED = 6
    CARTE_BLANCHE = 7
    TRUMP_FIXED = 8
    POINTS_SCORED = 9
    STAGE_TWO = 10
    NOMINATED = 11
    CLAIMED = 12
    DEAL_OVER = 13
    GAME_RESULT = 14
    GAME_OVER = 15
    PASSED = 16
    HAND_DEALT = 17


class ScoreReason(enum.IntEnum):
    """Why points were scored."""

    NONE = 0
    MELD = 1
    SEVEN = 2
    TURN_UP_SEVEN = 3
    CARTE_BLANCHE = 4
    LAST_TRICK = 5
    BRISQUES = 6
    CARD_POINTS = 7
    RUBICON = 8


class Phase(enum.IntEnum):
    """Which decision is due."""

    DEAL = 0
    CARTE_BLANCHE = 1
    PLAY = 2
    NOMINATE = 3
    DECLARE = 4
    REPEAT = 5
    LAST_DRAW = 6
    GAME_OVER = 7


# Lookup tables: indexing a tuple is much faster than calling the enum class.
SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(Rank)
MELD_KINDS: tuple[MeldKind, ...] = tuple(MeldKind)
ACTION_TYPES: tuple[ActionType, ...] = tuple(ActionType)
EVENT_TYPES: tuple[EventType, ...] = tuple(EventType)
SCORE_REASONS: tuple[ScoreReason, ...] = tuple(ScoreReason)
PHASES: tuple[Phase, ...] = tuple(Phase)
