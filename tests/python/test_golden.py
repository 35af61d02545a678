"""The same seed and actions give the same events and scores as the C++ golden records
(tests/data/golden/<preset>.txt, written by tests/core/test_golden.cpp)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

import bezique
from bezique import Event, EventType, Game
from conftest import GOLDEN


@dataclass
class Golden:
    record: str
    events: list[str]
    final: dict[str, list[int]]


def read_golden(path: Path) -> Golden:
    lines = [line for line in path.read_text(encoding="utf-8").split("\n") if not line.startswith("#")]
    start = lines.index("bezique-record 1")
    end = lines.index("end", start)
    record = "\n".join(lines[start:end + 1]) + "\n"
    events_at = next(i for i, line in enumerate(lines) if line.startswith("events "))
    count = int(lines[events_at].split()[1])
    events = lines[events_at + 1:events_at + 1 + count]
    final_at = lines.index("final", events_at)
    final = {}
    for line in lines[final_at + 1:]:
        if line.strip():
            key, *values = line.split()
            final[key] = [int(v) for v in values]
    return Golden(record, events, final)


def event_line(e: Event) -> str:
    """The golden file's event line, rebuilt from the Python Event's fields."""
    parts = [f"{e.text} | {e.type.name.lower().replace('_', '-')}"]
    if e.player is not None:
        parts.append(f"player={e.player}")
    if e.side is not None:
        parts.append(f"side={e.side}")
    if e.suit is not None:
        parts.append(f"suit={e.suit.symbol}")
    if e.meld is not None:
        parts.append(f"kind={e.meld.notation}")
    if e.reason is not None:
        parts.append(f"reason={e.reason.name.lower().replace('_', '-')}")
    if e.value != 0:
        parts.append(f"value={e.value}")
    if e.hidden:
        parts.append("hidden")
    if e.redacted:
        parts.append("redacted")
    if e.cards:
        parts.append("cards=" + "+".join(c.text(with_copy=True) for c in e.cards))
    return " ".join(parts)


def golden_paths() -> list[Path]:
    # The players' game (players_*.txt) is a record only; test_players.py reads it.
    if not GOLDEN.is_dir():
        return []
    return sorted(p for p in GOLDEN.glob("*.txt") if not p.stem.startswith("players_"))


pytestmark = pytest.mark.skipif(not GOLDEN.is_dir(), reason=f"no golden records at {GOLDEN}")


def test_every_preset_has_a_golden_record() -> None:
    assert {p.stem for p in golden_paths()} == set(bezique.PRESETS)


def check_final(game: Game, golden: Golden) -> None:
    assert len(game.actions) == golden.final["actions"][0]
    # `deal-number`: the state's deal counter at the end (README.md of the golden folder).
    assert game.state.deal_number == golden.final["deal-number"][0]
    assert list(game.scores) == golden.final["scores"]
    assert list(game.results) == golden.final["results"]
    winner = golden.final["winner"][0]
    assert game.is_over
    outcome = game.outcome
    assert outcome is not None and outcome.winner == (winner if winner >= 0 else None)


@pytest.mark.parametrize("path", golden_paths(), ids=lambda p: p.stem)
def test_loading_the_record_gives_the_golden_events(path: Path) -> None:
    golden = read_golden(path)
    game = Game.from_record(golden.record)
    lines = [event_line(e) for e in game.events]
    for i, (got, want) in enumerate(zip(lines, golden.events)):
        assert got == want, f"{path.name}: event {i} differs"
    assert len(lines) == len(golden.events)
    check_final(game, golden)
    assert game.record() == golden.record


@pytest.mark.parametrize("path", golden_paths(), ids=lambda p: p.stem)
def test_seed_and_actions_one_by_one_give_the_golden_events(path: Path) -> None:
    golden = read_golden(path)
    header = golden.record.split("actions\n")[0].split("\n")
    variant = bezique.Variant(header[1][len("variant "):])
    seed = int(header[2][len("seed "):])
    assert not any(line.startswith("deck ") for line in header)
    actions = golden.record.split("actions\n")[1].split("\nend")[0].split("\n")
    game = Game(variant, seed)
    lines = [event_line(e) for e in game.events]
    for text in actions:
        legal = {str(a): a for a in game.legal_actions()}
        assert text in legal, f"{path.name}: '{text}' is not offered"
        game.apply(legal[text])  # by object, so the text and the object paths agree
        lines += [event_line(e) for e in game.last_events]
    assert lines == golden.events
    check_final(game, golden)


def test_golden_event_types_cover_the_enum() -> None:
    seen = set()
    for path in golden_paths():
        for line in read_golden(path).events:
            seen.add(line.split(" | ")[1].split()[0])
    names = {t.name.lower().replace("_", "-") for t in EventType}
    assert seen <= names
