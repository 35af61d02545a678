"""Variants: the twelve presets of docs/rules.md section 6 and every rule option."""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple, Union

from . import _core
from ._args import seat_arg, text_arg
from .cards import Card


OptionValue = Union[int, bool, str]
"""The Python value of an option: ``int``, ``bool``, or ``str`` for enums and card lists."""

PRESETS: tuple[str, ...] = tuple(_core.preset_names())
"""The preset names in the order of docs/rules.md section 6; ``two-handed`` is the default."""

DEFAULT_PRESET: str = _core.DEFAULT_PRESET
"""The preset a variant, game or environment starts from when none is named: ``two-handed``,
the engine's default."""


class OptionInfo(NamedTuple):
    """One rule option: its keyword name, type and meaning.

    ``type`` is ``int``, ``bool``, ``enum(a|b|...)`` (the value is one of the names) or
    ``cards`` (cards separated by ``:``, or ``none``).
    """

    name: str
    type: str
    meaning: str

    @property
    def choices(self) -> tuple[str, ...]:
        """The allowed values of an enum option; empty for other types."""
        if self.type.startswith("enum(") and self.type.endswith(")"):
            return tuple(self.type[5:-1].split("|"))
        return ()


_OPTIONS: tuple[OptionInfo, ...] = tuple(OptionInfo(*o) for o in _core.option_infos())
_OPTION_TYPES: dict[str, str] = {o.name: o.type for o in _OPTIONS}


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, Card):
        return value.text()
    if isinstance(value, bytes):
        return value.decode("utf-8", "surrogateescape")
    if isinstance(value, Iterable):
        parts = [_option_text(v) for v in value]
        return ":".join(parts) if parts else "none"
    raise TypeError(f"an option value is an int, bool, str or list of cards, not {type(value).__name__}")


def _option_value(name: str, text: str) -> OptionValue:
    kind = _OPTION_TYPES.get(name.lower(), "")
    if kind == "int":
        return int(text)
    if kind == "bool":
        return text == "true"
    return text


class Variant:
    """A complete set of rules: a preset plus options, immutable.

    >>> Variant("rubicon", game_bonus=1000)
    Variant('rubicon(game_bonus=1000)')

    The first argument is a preset name from :data:`PRESETS` or a variant text such as
    ``two-handed(target=1500, claim=true)``; keyword arguments set further options (see
    :meth:`options`). Enum options take their value name (``trump="first_marriage"``) and
    ``removed`` takes cards (``removed=["8C"]``). The result is validated: an unknown preset or
    option raises :class:`bezique.UnknownNameError`, an impossible value or combination
    :class:`bezique.InvalidVariantError`, both with the engine's message. Variants are equal
    when every rule is the same, whatever preset they started from.
    """

    __slots__ = ("_core", "_key")

    def __init__(self, preset: str = DEFAULT_PRESET, /, **options: Any) -> None:
        """A preset (or variant text) with options changed by keyword."""
        core = _core.Variant.parse(text_arg(preset, "the preset or variant text"))
        for name, value in options.items():
            core.set(text_arg(name, "an option name"), text_arg(_option_text(value), "an option value"))
        core.validate()
        self._core = core
        self._key = tuple(core.get(o.name) for o in _OPTIONS)

    @classmethod
    def parse(cls, text: str) -> Variant:
        """A variant from its text form, ``preset`` or ``preset(name=value, ...)``."""
        return cls(text)

    @classmethod
    def _wrap(cls, core: _core.Variant) -> Variant:
        variant = cls.__new__(cls)
        variant._core = core
        variant._key = tuple(core.get(o.name) for o in _OPTIONS)
        return variant

    @staticmethod
    def presets() -> tuple[str, ...]:
        """The preset names, as :data:`PRESETS`."""
        return PRESETS

    @staticmethod
    def options() -> tuple[OptionInfo, ...]:
        """Every option a variant has, in the engine's order."""
        return _OPTIONS

    @property
    def name(self) -> str:
        """The preset this variant started from."""
        return self._core.name

    @property
    def text(self) -> str:
        """The canonical text: the preset plus every option that differs from it."""
        return self._core.text()

    @property
    def players(self) -> int:
        """Players at the table."""
        return self._core.players

    @property
    def sides(self) -> int:
        """Scoring sides: the players, or two partnerships."""
        return self._core.sides

    @property
    def packs(self) -> int:
        """32-card packs shuffled together."""
        return self._core.packs

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player."""
        return self._core.hand_size

    @property
    def deck_size(self) -> int:
        """Cards in the game (packs times 32, less removed cards)."""
        return self._core.deck_size

    @property
    def partnerships(self) -> bool:
        """Whether four players play in two partnerships."""
        return self._core.partnerships

    def side_of(self, player: int) -> int:
        """The scoring side of a seat."""
        return self._core.side_of(seat_arg(player))

    def get(self, option: str) -> OptionValue:
        """The value of an option (``int``, ``bool`` or ``str``)."""
        return _option_value(option, self._core.get(text_arg(option, "an option name")))

    def __getitem__(self, option: str) -> OptionValue:
        return self.get(option)

    def replace(self, **options: Any) -> Variant:
        """A new variant with these options changed (this one stays as it is)."""
        core = self._core.copy()
        for name, value in options.items():
            core.set(text_arg(name, "an option name"), text_arg(_option_text(value), "an option value"))
        core.validate()
        return Variant._wrap(core)

    def to_dict(self) -> dict[str, OptionValue]:
        """Every option by name."""
        return {o.name: _option_value(o.name, v) for o, v in zip(_OPTIONS, self._key)}

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Variant({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Variant) and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Variant, (self.text,))

    # Immutable: a copy is the variant itself (states that hold one copy cheaply).
    def __copy__(self) -> Variant:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Variant:
        return self


def as_variant(variant: Union[Variant, str]) -> Variant:
    """A Variant from a Variant or a preset name / variant text."""
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, (str, bytes)):
        return Variant(variant)
    raise TypeError(f"a variant is a bezique.Variant, a preset name or variant text, not {type(variant).__name__}")
