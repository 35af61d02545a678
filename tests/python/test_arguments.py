"""Wrong arguments raise errors in Python terms: TypeError naming what was expected for a wrong
type, the package's InvalidArgumentError for an integer the engine cannot take, never an
AttributeError from inside the package nor the compiled module's signature list. Text that is
not valid (undecodable bytes, lone surrogates) is refused with the package's own error classes,
and every message that quotes input is printable."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable

import pytest

import bezique
from bezique import Action, ActionType, Card, Game, MeldKind, Player, State, Variant

GAME = Game("two-handed", seed=1)
STATE = GAME.state
VARIANT = Variant("two-handed")
PLAYER = Player("random", seed=1)
VIEW = GAME.view(GAME.current_player)
LEAKS = ("_raw", "incompatible function arguments", "incompatible constructor arguments", "_core", "Invoked with",
         "pybind11")

WRONG_TYPES: list[tuple[str, Callable[[], Any]]] = [
    ("Game(variant=5)", lambda: Game(5)),  # type: ignore[arg-type]
    ("Game(seed='1')", lambda: Game("two-handed", seed="1")),  # type: ignore[arg-type]
    ("Game(seed=1.5)", lambda: Game("two-handed", seed=1.5)),  # type: ignore[arg-type]
    ("Game(seed=None)", lambda: Game("two-handed", seed=None)),  # type: ignore[arg-type]
    ("Game(decks=5)", lambda: Game("two-handed", decks=5)),  # type: ignore[arg-type]
    ("Game(decks='AS')", lambda: Game("two-handed", decks="AS KS")),
    ("Game(decks=[[object]])", lambda: Game("two-handed", decks=[[object()]])),  # type: ignore[list-item]
    ("Game.from_record(5)", lambda: Game.from_record(5)),  # type: ignore[arg-type]
    ("Game.from_record(None)", lambda: Game.from_record(None)),  # type: ignore[arg-type]
    ("game.apply(5)", lambda: GAME.copy().apply(5)),  # type: ignore[arg-type]
    ("game.apply(None)", lambda: GAME.copy().apply(None)),  # type: ignore[arg-type]
    ("game.apply(['QS'])", lambda: GAME.copy().apply(["QS"])),  # type: ignore[arg-type]
    ("game.check(1.5)", lambda: GAME.check(1.5)),  # type: ignore[arg-type]
    ("game.is_legal(5)", lambda: GAME.is_legal(5)),  # type: ignore[arg-type]
    ("game.parse_action(5)", lambda: GAME.parse_action(5)),  # type: ignore[arg-type]
    ("game.apply_index('0')", lambda: GAME.copy().apply_index("0")),  # type: ignore[arg-type]
    ("game.apply_index(1.5)", lambda: GAME.copy().apply_index(1.5)),  # type: ignore[arg-type]
    ("game.view('0')", lambda: GAME.view("0")),  # type: ignore[arg-type]
    ("game.observation(1.5)", lambda: GAME.observation(1.5)),  # type: ignore[arg-type]
    ("game.determinize('0')", lambda: GAME.determinize("0")),  # type: ignore[arg-type]
    ("game.determinize(seed='x')", lambda: GAME.determinize(0, seed="x")),  # type: ignore[arg-type]
    ("State(5)", lambda: State(5)),  # type: ignore[arg-type]
    ("State.from_text(v, 5)", lambda: State.from_text(VARIANT, 5)),  # type: ignore[arg-type]
    ("state.hand('0')", lambda: STATE.hand("0")),  # type: ignore[arg-type]
    ("state.table(None)", lambda: STATE.table(None)),  # type: ignore[arg-type]
    ("state.apply(5)", lambda: STATE.copy().apply(5)),  # type: ignore[arg-type]
    ("state.apply_with_events(object)", lambda: STATE.copy().apply_with_events(object())),  # type: ignore[arg-type]
    ("state.action_text('QS')", lambda: STATE.action_text("QS")),  # type: ignore[arg-type]
    ("state.evaluate_meld('0', ...)", lambda: STATE.evaluate_meld("0", [])),  # type: ignore[arg-type]
    ("state.evaluate_meld(0, 5)", lambda: STATE.evaluate_meld(0, 5)),  # type: ignore[arg-type]
    ("state.evaluate_meld(kind='marriage')", lambda: STATE.evaluate_meld(0, ["KH", "QH"], kind="marriage")),  # type: ignore[arg-type,list-item]
    ("state.deal(deck=5)", lambda: State("two-handed").deal(5)),  # type: ignore[arg-type]
    ("state.deal('AS KS')", lambda: State("two-handed").deal("AS KS")),  # type: ignore[arg-type]
    ("state.seeded_deck('1')", lambda: STATE.seeded_deck("1")),  # type: ignore[arg-type]
    ("state.seeded_deck(deal_number=1.0)", lambda: STATE.seeded_deck(1, 1.0)),  # type: ignore[arg-type]
    ("state.parse_deck(5)", lambda: STATE.parse_deck(5)),  # type: ignore[arg-type]
    ("Variant(5)", lambda: Variant(5)),  # type: ignore[arg-type]
    ("Variant(target=1.5)", lambda: Variant("two-handed", target=1.5)),
    ("Variant(target=object)", lambda: Variant("two-handed", target=object())),
    ("variant.get(5)", lambda: VARIANT.get(5)),  # type: ignore[arg-type]
    ("variant.side_of('0')", lambda: VARIANT.side_of("0")),  # type: ignore[arg-type]
    ("variant.replace(target=None)", lambda: VARIANT.replace(target=None)),
    ("Card(1.5)", lambda: Card(1.5)),  # type: ignore[arg-type]
    ("Card(None)", lambda: Card(None)),  # type: ignore[arg-type]
    ("Action('play')", lambda: Action("play")),  # type: ignore[arg-type]
    ("Action(cards=5)", lambda: Action(ActionType.PLAY, 5)),  # type: ignore[arg-type]
    ("Action(cards=[object])", lambda: Action(ActionType.PLAY, [object()])),  # type: ignore[list-item]
    ("Player(5)", lambda: Player(5)),  # type: ignore[arg-type]
    ("Player(seed='1')", lambda: Player("random", seed="1")),  # type: ignore[arg-type]
    ("player.choose(5)", lambda: PLAYER.choose(5)),  # type: ignore[call-overload]
    ("player.choose_index('game')", lambda: PLAYER.choose_index("game")),  # type: ignore[arg-type]
    ("player.choose(view, 5)", lambda: PLAYER.choose(VIEW, 5)),  # type: ignore[call-overload]
    ("simulate(5)", lambda: bezique.simulate(5)),  # type: ignore[arg-type]
    ("simulate(deals='10')", lambda: bezique.simulate("two-handed", deals="10")),  # type: ignore[arg-type]
    ("simulate(seed=1.5)", lambda: bezique.simulate("two-handed", seed=1.5)),  # type: ignore[arg-type]
    ("tournament('heuristic')", lambda: bezique.tournament("heuristic")),
    ("tournament([5, 'random'])", lambda: bezique.tournament([5, "random"])),  # type: ignore[list-item]
    ("tournament(deals='1')", lambda: bezique.tournament(["random", "random"], deals="1")),  # type: ignore[arg-type]
    ("observation_size(5)", lambda: bezique.observation_size(5)),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("call", [c for _, c in WRONG_TYPES], ids=[name for name, _ in WRONG_TYPES])
def test_a_wrong_type_is_a_type_error_in_python_terms(call: Callable[[], Any]) -> None:
    with pytest.raises(TypeError) as err:
        call()
    message = str(err.value)
    assert not any(leak in message for leak in LEAKS), message
    assert len(message) < 300, message


@pytest.mark.parametrize(
    "call",
    [
        lambda: STATE.hand(2**40),
        lambda: GAME.view(-(2**40)),
        lambda: GAME.copy().apply_index(2**63),
        lambda: bezique.simulate("two-handed", deals=2**40),
        lambda: Game("two-handed", seed=2**64),
        lambda: Player("random", seed=-1),
        lambda: bezique.tournament(["random", "random"], threads=10**6),
    ],
)
def test_an_integer_out_of_range_is_the_packages_error(call: Callable[[], Any]) -> None:
    with pytest.raises(bezique.InvalidArgumentError) as err:
        call()
    assert not any(leak in str(err.value) for leak in LEAKS)


def test_undecodable_record_files_are_record_errors(tmp_path: Path) -> None:
    record = GAME.record().encode()
    for name, data in [
        ("binary", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
        ("latin-1", record.replace(b"actions\n", "actions\nr\u00e9sum\u00e9\n".encode("latin-1"))),
        ("utf-16", GAME.record().encode("utf-16")),
    ]:
        path = tmp_path / name
        path.write_bytes(data)
        with pytest.raises(bezique.RecordError, match=r"line \d+, column \d+: byte 0x[0-9A-F]{2} is not allowed"):
            Game.load(path)
        with pytest.raises(bezique.RecordError):
            Game.from_record(data)
    # A byte order mark and trailing whitespace, as editors leave them, are accepted.
    path = tmp_path / "edited"
    path.write_bytes(b"\xef\xbb\xbf" + record.replace(b"\n", b"  \r\n"))
    assert Game.load(path) == GAME


def test_undecodable_text_raises_the_packages_errors() -> None:
    surrogate = "two-handed\udcff"  # what os.fsdecode makes of a stray byte
    with pytest.raises(bezique.UnknownNameError, match=r"'two-handed\\xED\\xB3\\xBF'"):
        Variant(surrogate)
    with pytest.raises(bezique.ParseError):
        Card("Q\ud800S")
    with pytest.raises(bezique.ParseError):
        GAME.parse_action("Q\udcffS")
    with pytest.raises(bezique.RecordError):
        Game.from_record("bezique-record 1\nvariant \udcff\n")
    with pytest.raises(bezique.RecordError):
        State.from_text(VARIANT, "\udcff")
    with pytest.raises(bezique.UnknownNameError):
        Player("heuristic\udcff")


@pytest.mark.parametrize(
    "text", ["\x1b[2J\x1b[31mred", "QS\nforged log line", "\u202eesrever", "x" * 10000, "\x00nul"]
)
def test_messages_quoting_input_are_printable(text: str) -> None:
    calls: list[Callable[[], Any]] = [
        lambda: Variant(text),
        lambda: Variant("two-handed", trump=text),
        lambda: Card(text),
        lambda: GAME.parse_action(text),
        lambda: Game.from_record(GAME.record().replace("actions\n", f"actions\n{text}\n")),
        lambda: Player(text),
        lambda: STATE.parse_deck(text),
    ]
    for call in calls:
        with pytest.raises(bezique.BeziqueError) as err:
            call()
        message = str(err.value)
        assert message.isprintable(), repr(message)
        assert "\u202e" not in message and len(message) < 1000


def test_variant_text_is_strict_in_python_too() -> None:
    with pytest.raises(bezique.ParseError, match="empty"):
        Variant("")
    with pytest.raises(bezique.ParseError, match="given twice"):
        Variant("two-handed(target=1500, target=2000)")
    with pytest.raises(bezique.InvalidVariantError, match="target=1500 has no effect: scoring=rubicon"):
        Variant("rubicon", target=1500)
    with pytest.raises(bezique.UnknownNameError, match="did you mean 'rubicon'"):
        Variant("rubicn")
    assert Variant("Rubicon(Game_Bonus=1000)") == Variant("rubicon", game_bonus=1000)
    assert Variant("two-handed").get("TARGET") == 1000


if sys.version_info < (3, 9):  # pragma: no cover
    pytest.skip("needs Python 3.9", allow_module_level=True)
