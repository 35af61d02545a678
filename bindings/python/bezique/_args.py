"""Arguments checked in Python terms before they reach the compiled module.

A value of the wrong type raises :class:`TypeError` naming the argument and the type expected
(never an ``AttributeError`` from inside the package or the compiled module's signature list),
an integer beyond what the engine takes raises :class:`bezique.InvalidArgumentError`, and text
goes to the engine as UTF-8 bytes, so that text which is not valid (lone surrogates, bytes read
from a broken file) is refused by the engine with its own error class and a printable message.
"""

from __future__ import annotations

import operator
from typing import Any, Union

_INT32 = 2**31


def _type_name(value: Any) -> str:
    return type(value).__name__


_SHOWN_CHARACTERS = 40


def shown(value: Any) -> str:
    """A value refused by Python code, as its message quotes it: its repr (control characters
    escaped), cut to 40 characters as the engine's messages cut text; an integer too long for
    that is described by its number of digits."""
    if not isinstance(value, bool) and hasattr(type(value), "__index__"):  # int, numpy integers
        number = operator.index(value)
        if abs(number) < 10**_SHOWN_CHARACTERS:
            return str(number)
        return f"{'-' if number < 0 else ''}<an integer of about {int(number.bit_length() * 0.30103) + 1} digits>"
    try:
        text = repr(value)
    except Exception:  # a repr that fails still leaves a message to give
        text = f"<{_type_name(value)}>"
    if not text.isascii():
        text = ascii(text)[1:-1]  # bidirectional controls and other non-ASCII escaped
    return text if len(text) <= _SHOWN_CHARACTERS else text[: _SHOWN_CHARACTERS - 3] + "..."


def index_arg(value: Any, name: str) -> int:
    """An integer argument (bool excluded) that fits the engine's 32-bit ints."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an integer, not {_type_name(value)}")
    number = operator.index(value)
    if not -_INT32 <= number < _INT32:
        from ._errors import InvalidArgumentError

        raise InvalidArgumentError(f"{name} {number} is out of range")
    return number


def seed_arg(value: Any, name: str = "seed") -> int:
    """A seed: an integer from 0 to 2**64 - 1."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        raise TypeError(f"{name} must be an integer, not {_type_name(value)}")
    number = operator.index(value)
    if not 0 <= number < 2**64:
        from ._errors import InvalidArgumentError

        raise InvalidArgumentError(f"the {name} must lie in 0..2**64-1, not {number}")
    return number


def text_arg(value: Any, name: str) -> bytes:
    """Text for the engine: a str (encoded as UTF-8, lone surrogates kept as the bytes they
    stand for) or bytes."""
    if isinstance(value, str):
        return value.encode("utf-8", "surrogatepass")
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    raise TypeError(f"{name} must be text (str), not {_type_name(value)}")


def seat_arg(value: Any, name: str = "player") -> int:
    """A seat number (its range is checked by the engine)."""
    return index_arg(value, name)


TextLike = Union[str, bytes]
