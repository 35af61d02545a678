"""Game.undo(): taking back decisions restores the state, the views, the events and the record."""

from __future__ import annotations

import random

import pytest

import bezique
from bezique import Game


def snapshot(g: Game) -> tuple[object, ...]:
    views = tuple(str(g.view(p)) for p in range(g.variant.players)) + (str(g.view()),)
    return (g.state.to_text(), g.record(), views, [str(e) for e in g.events], [str(a) for a in g.actions])


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_apply_then_undo_gives_back_every_position(preset: str) -> None:
    g = Game(preset, seed=3)
    rng = random.Random(3)
    saved = [snapshot(g)]
    while not g.is_over and len(saved) < 120:
        g.apply_index(rng.randrange(g.num_legal_actions()))
        saved.append(snapshot(g))
    while len(saved) > 1:
        back = min(len(saved) - 1, rng.randint(1, 5))
        g.undo(back)
        del saved[len(saved) - back :]
        assert snapshot(g) == saved[-1]


def test_undoing_past_the_start_is_refused_and_changes_nothing() -> None:
    g = Game("two-handed", seed=1)
    g.apply_index(0)
    before = snapshot(g)
    with pytest.raises(bezique.InvalidArgumentError, match="cannot undo 2 decisions: 1 has been made"):
        g.undo(2)
    with pytest.raises(bezique.InvalidArgumentError, match="negative"):
        g.undo(-1)
    with pytest.raises(TypeError):
        g.undo("1")  # type: ignore[arg-type]
    assert snapshot(g) == before
    g.undo()
    assert snapshot(g) == snapshot(Game("two-handed", seed=1))
