"""Game.hint(): a recommended legal action with its reason and text; the game is unchanged."""

from __future__ import annotations

import random

import pytest

import bezique
from bezique import Game


def test_a_hint_is_a_legal_action_with_a_reason() -> None:
    g = Game("two-handed", seed=3)
    before = (g.state.to_text(), g.record())
    h = g.hint("ismcts:60", seed=7)
    assert isinstance(h, bezique.Hint)
    assert h.reason == "search" and h.work == 60 and 0 <= h.value <= 1000
    assert h.action in g.legal_actions()
    assert h.text.startswith(str(h.action) + ": search estimate") and len(h.text) <= 120
    assert (g.state.to_text(), g.record()) == before
    assert g.hint("ismcts:60", seed=7) == h
    assert g.hint("heuristic").reason == "rule"
    g.apply(g.hint().action)


def test_the_play_off_hint_is_exact() -> None:
    g = Game("two-handed", seed=8)
    rng = random.Random(8)
    while not (g.state.stage == 2 and g.num_legal_actions() > 1):
        g.apply_index(rng.randrange(g.num_legal_actions()))
    h = g.hint("master:easy")
    assert h.reason == "solved" and h.work > 0 and "(exact)" in h.text


def test_refusals() -> None:
    g = Game("two-handed", seed=3)
    other = 1 - (g.current_player or 0)
    with pytest.raises(bezique.OutOfTurnError, match="is not to act"):
        g.hint(seat=other)
    with pytest.raises(bezique.UnknownNameError, match="alphazero"):
        g.hint("alphazero")
