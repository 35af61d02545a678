"""The automatic players and determinization from Python: specs, decisions from a seat's view
only, reproducibility from a seed, errors as the package's exceptions, every preset played to
its end, the players' golden game, and the GIL released while a player thinks."""

from __future__ import annotations

import dataclasses
import pickle
import random
import threading
from typing import Any

import pytest

import bezique
from bezique import Determinizer, Game, Player
from conftest import GOLDEN


def play_out(game: Game, seats: list[Player]) -> int:
    """Plays to the end, seat p decided by seats[p]; returns the number of actions."""
    n = 0
    while not game.is_over:
        player = game.current_player
        assert player is not None
        action = seats[player].choose(game)
        assert action in game.legal_actions()
        game.apply(action)
        n += 1
    return n


def test_players_lists_every_spec_with_a_summary() -> None:
    infos = bezique.players()
    assert [i.spec for i in infos] == ["random", "heuristic", "ismcts", "ismcts:LEVEL", "ismcts:N", "ismcts:Nms", "ismcts:BUDGET:Mms", "master", "master:BUDGET"]
    assert all(len(i.summary) > 10 for i in infos)
    assert "easy (200)" in infos[3].summary


def test_names_resolve_levels() -> None:
    assert Player().name == "heuristic"
    assert Player("ismcts:easy", seed=4).name == "ismcts:200"
    assert Player("ismcts").name == "ismcts:10000"
    assert Player("ismcts:25ms").name == "ismcts:25ms"
    assert Player("ismcts:hard:25ms").name == "ismcts:10000:25ms"
    p = Player("ismcts:hard", seed=9)
    assert (p.spec, p.seed) == ("ismcts:hard", 9)
    assert repr(p) == "<Player ismcts:10000 seed=9>"


def test_bad_specs_and_seeds_raise_the_package_errors() -> None:
    with pytest.raises(bezique.UnknownNameError, match="unknown player 'alphazero'"):
        Player("alphazero")
    with pytest.raises(bezique.UnknownNameError, match="unknown ismcts level 'ultra'"):
        Player("ismcts:ultra")
    with pytest.raises(bezique.InvalidArgumentError, match="ismcts takes 1 to 1000000 iterations"):
        Player("ismcts:0")
    with pytest.raises(ValueError):  # the package's errors for bad input are ValueErrors too
        Player("")
    for seed in (-1, 2**64):
        with pytest.raises(bezique.InvalidArgumentError, match="seed"):
            Player("random", seed)
    with pytest.raises(TypeError):
        Player(3)  # type: ignore[arg-type]


def test_choose_gives_a_legal_action_and_changes_nothing() -> None:
    game = Game("two-handed", seed=4)
    record, state = game.record(), game.state
    for spec in ("random", "heuristic", "ismcts:50"):
        action = Player(spec, seed=9).choose(game)
        assert action in game.legal_actions()
        assert str(action) == str(game.legal_actions()[game.legal_actions().index(action)])
        # The index form names the same action.
        assert game.legal_actions()[Player(spec, seed=9).choose_index(game)] == action
    assert game.record() == record and game.state == state


def test_same_seed_same_game_and_other_seeds_differ() -> None:
    def play(spec: str, seed: int) -> str:
        game = Game("two-handed", seed=31)
        play_out(game, [Player(spec, seed), Player(spec, seed + 1000)])
        return game.record()

    for spec in ("random", "ismcts:40"):
        first = play(spec, 5)
        assert play(spec, 5) == first
        assert play(spec, 6) != first
    assert play("heuristic", 5) == play("heuristic", 6)  # no randomness in its rules


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_every_preset_finishes(preset: str) -> None:
    game = Game(preset, seed=3)
    specs = ["ismcts:4", "heuristic", "random", "heuristic"]
    seats = [Player(specs[p], seed=7 + p) for p in range(game.variant.players)]
    assert play_out(game, seats) > 20
    outcome = game.outcome
    assert outcome is not None and len(outcome.scores) == game.variant.sides
    # Every chosen action was legal where it was made: the record replays.
    assert Game.from_record(game.record()).state == game.state


def test_after_the_end() -> None:
    game = Game("french-1847", seed=2)
    play_out(game, [Player(), Player()])
    with pytest.raises(bezique.GameOverError, match="the game is over"):
        Player().choose(game)
    with pytest.raises(bezique.WrongPhaseError, match="the game is over"):
        game.determinize(0, seed=1)


def test_players_golden_game() -> None:
    # tests/ai/test_players_golden.cpp writes the file; the same seeds in Python play the same game.
    text = (GOLDEN / "players_two-handed.txt").read_text()
    game = Game("two-handed", seed=7)
    play_out(game, [Player("ismcts:200", seed=11), Player("heuristic", seed=12)])
    assert game.record() == text[text.index("bezique-record 1\n") :]


def test_decisions_and_samples_depend_only_on_what_the_seat_sees() -> None:
    # Two games whose decks differ only in cards seat 0 cannot see: one in seat 1's hand that
    # seat 1 keeps back, one at the bottom of the stock. While seat 0's views agree, the same
    # seeds must decide (and sample) the same in both.
    variant = bezique.Variant("two-handed")
    deck1 = list(bezique.State(variant).seeded_deck(5, 0))
    deck2 = list(deck1)
    deck2[0], deck2[-1] = deck2[-1], deck2[0]  # seat 1 (eldest) is dealt positions 0, 2, ...
    moved = {deck1[0], deck1[-1]}
    g1, g2 = Game(variant, seed=5, decks=[deck1]), Game(variant, seed=5, decks=[deck2])
    assert g1.state != g2.state
    specs = ["heuristic", "random", "ismcts:60"]
    in1 = [Player(s, seed=77) for s in specs]
    in2 = [Player(s, seed=77) for s in specs]
    compared = 0
    while not g1.is_over:
        seat = g1.current_player
        assert seat == g2.current_player
        if seat == 0:
            v1, v2 = g1.view(0), g2.view(0)
            if v1 != v2:
                break  # seat 0 has now seen a moved card
            choices = [(a.choose(g1), b.choose(g2)) for a, b in zip(in1, in2)]
            for spec, (x, y) in zip(specs, choices):
                assert x == y, f"{spec} at decision {compared}"
            assert g1.determinize(0, seed=compared) == g2.determinize(0, seed=compared)
            action = choices[0][0]
            compared += 1
        else:
            keep = [a for a in g1.legal_actions() if not moved & set(a.cards) and g2.is_legal(a)]
            if not keep:
                break
            action = keep[0]
        g1.apply(action)
        g2.apply(action)
    assert compared >= 10


def test_choosing_from_a_view_is_choosing_from_the_game() -> None:
    game = Game("rubicon", seed=21)
    rng = random.Random(3)
    checked = 0
    while not game.is_over and checked < 60:
        seat = game.current_player
        assert seat is not None
        seed = rng.randrange(1000)
        for spec in ("heuristic", "ismcts:30", "random"):
            from_game = Player(spec, seed).choose(game)
            from_view = Player(spec, seed).choose(game.view(seat), game.variant)
            assert from_view == from_game and str(from_view) == str(from_game)
        checked += 1
        game.apply(rng.choice(game.legal_actions()))
    assert checked == 60


def test_a_view_goes_back_to_the_engine_as_it_is() -> None:
    # A view a game made holds the engine's own view, which a player or a determinizer takes back
    # without reading the values again; a changed or copied view is read from its values.
    game = Game("rubicon", seed=4)
    for _ in range(15):
        game.apply(Player("heuristic").choose(game))
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    assert view._core is not None
    changed = dataclasses.replace(view)
    assert changed == view and changed._core is None
    restored = pickle.loads(pickle.dumps(view))
    assert restored == view and restored._core is None
    for spec in ("heuristic", "ismcts:50"):
        assert Player(spec, 3).choose(view, game.variant) == Player(spec, 3).choose(changed, game.variant)
    assert Determinizer(view, game.variant).sample(8) == Determinizer(restored, game.variant).sample(8)


def test_views_that_are_not_the_engines_are_refused() -> None:
    game = Game("two-handed", seed=6)
    for _ in range(23):
        game.apply(Player("heuristic").choose(game))
    seat = game.current_player
    assert seat is not None
    view, variant, player = game.view(seat), game.variant, Player("heuristic")
    other = 1 - seat
    with pytest.raises(bezique.WrongPhaseError, match="no decision"):
        player.choose(game.view(other), variant)
    with pytest.raises(bezique.InvalidArgumentError, match="viewer"):
        player.choose(game.view(), variant)  # a spectator's
    with pytest.raises(bezique.InvalidArgumentError, match="no history of the current deal"):
        player.choose(dataclasses.replace(view, history=()), variant)
    # Another card in the hand, an action that is not offered, rules the view cannot come from.
    played = view.played[0]
    with pytest.raises(bezique.InvalidArgumentError, match="cannot be determinized"):
        player.choose(dataclasses.replace(view, hand=(played,) + view.hand[1:]), variant)
    with pytest.raises(bezique.InvalidArgumentError, match="cannot be determinized"):
        player.choose(dataclasses.replace(view, legal_actions=view.legal_actions[1:]), variant)
    with pytest.raises(bezique.InvalidArgumentError, match="cannot be determinized"):
        player.choose(view, bezique.Variant("without-trump"))  # no turn-up in those rules
    with pytest.raises(bezique.InvalidArgumentError, match="players"):
        player.choose(view, "three-handed")
    with pytest.raises(TypeError):
        player.choose(view)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        player.choose(game, variant)  # type: ignore[call-overload]
    # The untouched view still works.
    assert player.choose(view, variant) == player.choose(game)


def test_altered_raw_views_never_crash() -> None:
    # Every number a host could put in a view is checked before the engine reads it: random
    # changes give a decision or an error of the package, never a crash.
    from bezique.players import _raw_view

    game = Game("four-handed", seed=2)
    for _ in range(60):
        game.apply(Player("heuristic").choose(game))
    seat = game.current_player
    assert seat is not None
    raw = _raw_view(game.view(seat))
    player = Player("ismcts:5")
    core_variant = game.variant._core
    rng = random.Random(1)
    values = [-(2**70), -129, -2, -1, 0, 1, 2, 3, 4, 5, 17, 63, 64, 127, 128, 255, 256, 2**31, 2**70]

    def mutate(value: Any) -> Any:
        if isinstance(value, bool) or value is None:
            return rng.choice([True, False, 0, "x"])
        if isinstance(value, int):
            return rng.choice(values)
        if isinstance(value, (list, tuple)):
            items = list(value)
            if items and rng.random() < 0.8:
                i = rng.randrange(len(items))
                items[i] = mutate(items[i])
            elif rng.random() < 0.5:
                items.append(rng.choice(values))
            elif items:
                items.pop()
            return items if isinstance(value, list) else tuple(items)
        return rng.choice(values)

    refused = 0
    for _ in range(400):
        altered = dict(raw)
        key = rng.choice(sorted(altered))
        altered[key] = mutate(altered[key])
        try:
            index = player._p.choose_view(altered, core_variant)
            assert 0 <= index < len(raw["legal_actions"])
        except bezique.BeziqueError:
            refused += 1
    assert refused > 200


def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest() -> None:
    game = Game("two-handed", seed=12)
    for _ in range(37):
        game.apply(Player("heuristic").choose(game))
    for seat in (0, 1):
        seen = dataclasses.replace(game.view(seat), history=())
        other_hands = set()
        for seed in range(12):
            sample = game.determinize(seat, seed)
            assert sample.view(seat) == seen
            # A whole state: it loads back from its text, which checks every card is in one place.
            assert bezique.State.from_text("two-handed", sample.to_text()) == sample
            assert sample.stock_size == game.state.stock_size
            other_hands.add(sample.hand(1 - seat))
        assert len(other_hands) > 6  # the unseen cards are shared out afresh
    a, b, c = game.determinize(0, 99), game.determinize(0, 99), game.determinize(0, 100)
    assert a == b and a != c
    # A sample plays on: a search's playout.
    rng = random.Random(4)
    while a.current_player is not None:
        a.apply(rng.choice(a.legal_actions()))
    with pytest.raises(bezique.InvalidArgumentError, match="no seat 2"):
        game.determinize(2)
    with pytest.raises(bezique.InvalidArgumentError, match="no seat -1"):
        game.determinize(-1)
    with pytest.raises(bezique.InvalidArgumentError, match="seed"):
        game.determinize(0, seed=-5)


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_determinize_every_preset_every_seat(preset: str) -> None:
    game = Game(preset, seed=8)
    heuristic = Player("heuristic")
    for moves in (0, 9, 40):
        for _ in range(moves):
            if game.is_over:
                return
            game.apply(heuristic.choose(game))
        for seat in range(game.variant.players):
            sample = game.determinize(seat, seed=3)
            assert sample.view(seat) == dataclasses.replace(game.view(seat), history=())


def test_the_gil_is_released_while_a_player_thinks() -> None:
    game = Game("two-handed", seed=1)
    player = Player("ismcts:300ms", seed=1)
    chosen: list[bezique.Action] = []
    thinker = threading.Thread(target=lambda: chosen.append(player.choose(game)))
    thinker.start()
    # Held for the whole decision, the GIL would stop this loop until the thread is done.
    spins = 0
    while thinker.is_alive():
        spins += 1
    thinker.join()
    assert chosen and chosen[0] in game.legal_actions()
    assert spins > 10000


def test_one_player_shared_between_threads() -> None:
    # Decisions of a shared player take turns; each is a legal action of its own game.
    player = Player("ismcts:100", seed=5)
    games = [Game("two-handed", seed=s) for s in range(4)]
    results: list[bool] = []

    def run(game: Game) -> None:
        for _ in range(6):
            action = player.choose(game)
            results.append(action in game.legal_actions())
            game.apply(action)

    threads = [threading.Thread(target=run, args=(g,)) for g in games]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [True] * 24
