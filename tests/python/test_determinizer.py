"""Determinizer, State.view with a history, and apply_index_with_events: what a host that keeps
the history beside a State (as the OpenSpiel game does) needs for players and search."""

from __future__ import annotations

import dataclasses

import pytest

import bezique
from bezique import Determinizer, Game, Player, State


def game_and_state(preset: str, seed: int, moves: int) -> tuple[Game, State, list[bezique.Event]]:
    """A game played by the heuristic player, and a State that followed it with its own events."""
    game = Game(preset, seed=seed)
    state = State(preset)
    history = state.deal(seed=seed)
    heuristic = Player("heuristic")
    for _ in range(moves):
        index = heuristic.choose_index(game)
        game.apply_index(index)
        history += state.apply_index_with_events(index)
        if state.is_chance:
            history += state.deal(state.seeded_deck(seed))
    return game, state, history


@pytest.mark.parametrize("preset", ["two-handed", "chinese", "four-hand-rubicon"])
def test_a_state_with_its_history_views_as_the_game_does(preset: str) -> None:
    game, state, history = game_and_state(preset, 3, 120)
    assert state == game.state
    for seat in range(game.variant.players):
        assert state.view(seat, history) == game.view(seat)
    assert state.view(None, history) == game.view(None)
    assert state.view(0).history == ()


@pytest.mark.parametrize("preset", ["two-handed", "three-handed", "four-handed", "eight-deck"])
def test_determinizer_samples_what_game_determinize_samples(preset: str) -> None:
    game, state, history = game_and_state(preset, 5, 60)
    seat = game.current_player
    assert seat is not None
    from_view = Determinizer(game.view(seat), game.variant)
    from_state = Determinizer.for_state(state, history, seat)
    assert from_view.viewer == from_state.viewer == seat
    assert from_view.hidden_count == from_state.hidden_count > 0
    seen = dataclasses.replace(game.view(seat), history=())
    worlds = set()
    for seed in range(8):
        world = from_state.sample(seed)
        assert world == from_view.sample(seed) == game.determinize(seat, seed)
        assert world.view(seat) == seen
        worlds.add(world.to_text())
    assert len(worlds) > 1


def test_determinizer_refuses_what_it_cannot_read() -> None:
    game, state, history = game_and_state("two-handed", 2, 10)
    with pytest.raises(bezique.InvalidArgumentError, match="no seat 3"):
        Determinizer.for_state(state, history, 3)
    with pytest.raises(bezique.InvalidArgumentError, match="no history of the current deal"):
        Determinizer.for_state(state, [], 0)
    with pytest.raises(bezique.InvalidArgumentError, match="cannot be determinized"):
        Determinizer.for_state(state, history[:3] + history[5:], 0)
    with pytest.raises(bezique.WrongPhaseError, match="no deal is in progress"):
        Determinizer.for_state(State("two-handed"), [], 0)
    with pytest.raises(bezique.InvalidArgumentError, match="seed"):
        Determinizer.for_state(state, history, 0).sample(-1)
    # A history is checked as a view handed to a player is.
    with pytest.raises(bezique.InvalidArgumentError, match="history"):
        state.view(0, [history[0]._replace(player=7)])


def test_apply_index_with_events_is_apply_with_events() -> None:
    a = State("rubicon")
    a.deal(seed=4)
    b = a.copy()
    for index in (0, 1, 0, 0, 2):
        index = min(index, a.num_legal_actions() - 1)
        action = a.legal_actions()[index]
        assert a.apply_index_with_events(index) == b.apply_with_events(action)
    assert a == b
