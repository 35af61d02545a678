"""The exceptions bezique raises, one class per kind of mistake.

Every exception carries the engine's own message as its text and the engine's status code as
``code``. They all derive from :class:`BeziqueError`, and those caused by bad input also derive
from :class:`ValueError`, so ``except ValueError`` works as it does for the standard library.
"""

from __future__ import annotations

import enum


class Code(enum.IntEnum):
    """The engine's status codes (their numbers are part of the C ABI and never change)."""

    OK = 0
    INVALID_ARGUMENT = 1
    UNKNOWN_NAME = 2
    PARSE_ERROR = 3
    INVALID_VARIANT = 4
    ILLEGAL_ACTION = 5
    WRONG_PHASE = 6
    OUT_OF_TURN = 7
    GAME_OVER = 8
    CORRUPT_RECORD = 9
    BUFFER_TOO_SMALL = 10
    INTERNAL = 11


class BeziqueError(Exception):
    """The base of every error the engine reports; ``code`` says which status it was."""

    code: Code = Code.INTERNAL


class InvalidArgumentError(BeziqueError, ValueError):
    """An argument out of range: a seat that does not exist, a card id above 255, a bad deck."""

    code = Code.INVALID_ARGUMENT


class InvalidVariantError(BeziqueError, ValueError):
    """An impossible variant: a bad option value or combination."""

    code = Code.INVALID_VARIANT


class UnknownNameError(InvalidVariantError):
    """No preset or option of that name (the message lists the known ones)."""

    code = Code.UNKNOWN_NAME


class ParseError(BeziqueError, ValueError):
    """Text that does not follow the notation: a card, an action, a deck or a variant."""

    code = Code.PARSE_ERROR


class IllegalActionError(BeziqueError, ValueError):
    """An action the rules forbid now; the message gives the reason."""

    code = Code.ILLEGAL_ACTION


class WrongPhaseError(IllegalActionError):
    """An action of a kind that is not due now (say, a declaration while a card must be played)."""

    code = Code.WRONG_PHASE


class OutOfTurnError(IllegalActionError):
    """An action for a player who is not to act."""

    code = Code.OUT_OF_TURN


class GameOverError(IllegalActionError):
    """An action after the game has ended."""

    code = Code.GAME_OVER


class RecordError(BeziqueError, ValueError):
    """A saved game that does not load: the message names the line and the problem."""

    code = Code.CORRUPT_RECORD


class InternalError(BeziqueError, RuntimeError):
    """A bug in the engine; please report it with the message."""

    code = Code.INTERNAL


_BY_CODE: dict[int, type[BeziqueError]] = {
    cls.code: cls
    for cls in (
        InvalidArgumentError,
        InvalidVariantError,
        UnknownNameError,
        ParseError,
        IllegalActionError,
        WrongPhaseError,
        OutOfTurnError,
        GameOverError,
        RecordError,
        InternalError,
    )
}


def error_class(code: int) -> type[BeziqueError]:
    """The exception class for an engine status code (used by the compiled module)."""
    return _BY_CODE.get(code, InternalError)
