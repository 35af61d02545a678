"""The public surface: everything exported is documented, typed, and behaves as a Python
library should (exception hierarchy, enums)."""

from __future__ import annotations

import enum
import inspect
from pathlib import Path

import pytest

import bezique


def public_members(obj: object) -> list[tuple[str, object]]:
    return [(n, m) for n, m in inspect.getmembers(obj) if not n.startswith("_")]


@pytest.mark.parametrize("name", bezique.__all__)
def test_every_export_is_documented(name: str) -> None:
    obj = getattr(bezique, name)
    if isinstance(obj, (int, tuple, str)) or getattr(obj, "__origin__", None) is not None:
        return  # constants and type aliases are documented in the module
    assert inspect.getdoc(obj), f"{name} has no docstring"
    if inspect.isclass(obj) and not issubclass(obj, (enum.Enum, BaseException)):
        for member_name, member in public_members(obj):
            if inspect.isfunction(member) or inspect.ismethod(member) or isinstance(member, property):
                assert inspect.getdoc(member), f"{name}.{member_name} has no docstring"


def test_modules_are_documented() -> None:
    import bezique.env
    import bezique.observation

    for module in (bezique, bezique.env, bezique.observation):
        assert inspect.getdoc(module)


def test_exception_hierarchy() -> None:
    for cls in (bezique.InvalidArgumentError, bezique.InvalidVariantError, bezique.UnknownNameError,
                bezique.ParseError, bezique.IllegalActionError, bezique.WrongPhaseError,
                bezique.OutOfTurnError, bezique.GameOverError, bezique.RecordError):
        assert issubclass(cls, bezique.BeziqueError) and issubclass(cls, ValueError)
    assert issubclass(bezique.InternalError, RuntimeError)
    assert issubclass(bezique.GameOverError, bezique.IllegalActionError)
    assert issubclass(bezique.UnknownNameError, bezique.InvalidVariantError)


def test_enums_are_python_enums_with_engine_values() -> None:
    assert issubclass(bezique.Suit, enum.IntEnum)
    # The numbers of include/bezique/*.hpp.
    assert int(bezique.Rank.TEN) == 1 and int(bezique.Phase.GAME_OVER) == 7
    assert int(bezique.EventType.HAND_DEALT) == 17 and int(bezique.ScoreReason.RUBICON) == 8
    assert int(bezique.ActionType.CLAIM) == 10 and int(bezique.MeldKind.FIVE_TRUMPS) == 10
    assert int(bezique.Code.INTERNAL) == 11


def test_typed_package() -> None:
    package = Path(bezique.__file__).parent
    assert (package / "py.typed").is_file() and (package / "_core.pyi").is_file()
    assert bezique.MAX_LEGAL_ACTIONS == bezique._core.MAX_LEGAL_ACTIONS


def test_numpy_is_needed_only_for_observations() -> None:
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['numpy'] = None\n"  # any `import numpy` now fails
        "import bezique\n"
        "g = bezique.Game('rubicon', seed=1); g.apply_index(0); bezique.simulate('rubicon', 5)\n"
        "try:\n"
        "    g.observation(0)\n"
        "except ImportError:\n"
        "    print('observation needs numpy')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "observation needs numpy"
