"""The OpenSpiel game (bezique.openspiel): registration, OpenSpiel's own random simulation test
on every preset, hidden cards kept out of information states, resampling, and OpenSpiel's
ISMCTSBot playing whole games against the engine's heuristic player."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy
import pytest

pyspiel = pytest.importorskip("pyspiel", reason="OpenSpiel is not installed: pip install '.[openspiel]' runs these tests")
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

import bezique  # noqa: E402
from bezique import openspiel as bos  # noqa: E402

# A one-deal game keeps whole games with searching bots short.
ONE_DEAL = "two-handed(target=100)"


def play_chance(state: Any, rng: random.Random) -> None:
    while state.is_chance_node():
        outcomes, probabilities = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(outcomes, probabilities)[0])


def random_state(game_name: str, decisions: int, seed: int) -> Any:
    """A state of the game after ``decisions`` random decisions (and every chance node)."""
    state = pyspiel.load_game(game_name).new_initial_state()
    rng = random.Random(seed)
    play_chance(state, rng)
    for _ in range(decisions):
        state.apply_action(rng.choice(state.legal_actions()))
        play_chance(state, rng)
    return state


def test_every_preset_is_registered_with_honest_game_values() -> None:
    names = set(pyspiel.registered_names())
    assert bos.GAME_NAME in names
    for preset in bezique.PRESETS:
        variant = bezique.Variant(preset)
        game = pyspiel.load_game(bos.game_name(preset))
        kind = game.get_type()
        assert kind.short_name == bos.game_name(preset) and kind.short_name in names
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
        assert game.num_players() == variant.players
        assert game.num_distinct_actions() == bezique.MAX_LEGAL_ACTIONS
        # A chance outcome is a card id; the jokers' ids (docs/rules.md section 7) are 252..255.
        assert game.max_chance_outcomes() == (256 if variant["jokers"] else 32 * variant.packs)
        assert game.max_game_length() == bos.deals_bound(variant) * bos.decisions_per_deal_bound(variant)
        assert bos.deals_bound(variant) == (variant["match_deals"] if variant["scoring"] == "rubicon" else 100)
        assert game.max_utility() == 1.0 and game.utility_sum() == 0.0
        # A lone winner against n - 1 others: each loser -1 / (n - 1); partners: -1 each.
        assert game.min_utility() == (-1.0 if variant.partnerships else -1.0 / (variant.players - 1))
        state = game.new_initial_state()
        assert state.is_chance_node() and len(state.chance_outcomes()) == variant.deck_size
    assert bos.game_name("four-hand-rubicon") == "bezique_four_hand_rubicon"
    with pytest.raises(ValueError, match="unknown preset"):
        bos.game_name("skat")


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_random_sim_test_with_serialization(preset: str) -> None:
    # OpenSpiel's own checks over a whole random game: legal actions sorted and unique in text,
    # clones and serialized states equal, tensors of the declared sizes, returns within bounds
    # and zero-sum, the game no longer than max_game_length.
    game = pyspiel.load_game(bos.game_name(preset))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_variant_parameter_takes_any_variant_and_survives_game_strings() -> None:
    game = pyspiel.load_game("bezique", {"variant": "two-handed(target=1500, claim=true)"})
    assert game.variant == bezique.Variant("two-handed", target=1500, claim=True)
    assert game.get_parameters()["variant"] == "two-handed/target:1500/claim:true"
    again = pyspiel.load_game(str(game))  # OpenSpiel's text form, used by its serialization
    assert str(again) == str(game) and again.variant == game.variant
    assert pyspiel.load_game("bezique(variant=chinese)").variant == bezique.Variant("chinese")
    assert bos.variant_of_parameter("rubicon/game_bonus:1000") == bezique.Variant("rubicon", game_bonus=1000)
    assert bos.variant_parameter("two-handed") == "two-handed"
    removed = bezique.Variant("two-handed", removed=["7C", "7D"])  # a value with ':' of its own
    assert bos.variant_parameter(removed) == "two-handed/removed:7C:7D"
    assert bos.variant_of_parameter(bos.variant_parameter(removed)) == removed
    assert pyspiel.load_game("bezique_rubicon", {"variant": "rubicon/game_bonus:900"}).variant["game_bonus"] == 900
    with pytest.raises(bezique.UnknownNameError, match="unknown preset 'skat'"):
        bos.variant_of_parameter("skat")
    with pytest.raises(ValueError, match="is not option:value"):
        bos.variant_of_parameter("rubicon/target")


def test_seeded_deals_replay_an_engine_game() -> None:
    # Chance outcomes drawn from the engine's seeded shuffle deal what bezique.Game deals, and
    # the same decisions then give the same game: the OpenSpiel game is the engine's game.
    game = pyspiel.load_game("bezique_french_1847")
    state = game.new_initial_state()
    engine = bezique.Game("french-1847", seed=41)
    rng = random.Random(2)
    while not state.is_terminal():
        if state.is_chance_node():
            for card in bos.seeded_deal(state, 41):
                state.apply_action(card)
            continue
        seat = state.current_player()
        assert state.observation_string(seat).startswith(engine.view(seat).text)
        assert state.legal_actions() == list(range(engine.num_legal_actions()))
        slot = rng.randrange(len(state.legal_actions()))
        assert state.action_to_string(seat, slot) == str(engine.legal_actions()[slot])
        state.apply_action(slot)
        engine.apply_index(slot)
    assert engine.is_over and engine.outcome is not None
    assert state.engine_state.scores == engine.outcome.scores
    winner = engine.outcome.winner
    assert state.returns() == [0.0, 0.0] if winner is None else state.returns()[winner] == 1.0


def deal_with(game: Any, deck: list[int]) -> Any:
    state = game.new_initial_state()
    for card in deck:
        state.apply_action(card)
    return state


def test_information_states_hold_no_hidden_card() -> None:
    # Two deals that differ only in cards seat 0 cannot see -- one of seat 1's cards swapped
    # with a card deep in the stock -- give seat 0 the same information state and observation,
    # strings and tensors, all along a stretch of play; seat 1, whose hand differs, does not.
    game = pyspiel.load_game("bezique_two_handed")
    deck = bos.seeded_deal(game.new_initial_state(), 7)
    # Two-handed: eldest (seat 1) is dealt the first card, then alternate cards; 16 dealt, the
    # turn-up is deck[16]; the stock's top is deck[17]. deck[-1] is drawn last.
    other = list(deck)
    other[0], other[-1] = other[-1], other[0]
    a, b = deal_with(game, deck), deal_with(game, other)
    swapped = {bezique.Card.from_id(deck[0]).text(), bezique.Card.from_id(deck[-1]).text()}
    assert a.information_state_string(1) != b.information_state_string(1)
    assert a.engine_state.hand(1) != b.engine_state.hand(1)
    for step in range(30):
        assert not a.is_chance_node() and not b.is_chance_node()
        assert a.information_state_string(0) == b.information_state_string(0), f"step {step}"
        assert a.observation_string(0) == b.observation_string(0)
        assert numpy.array_equal(a.information_state_tensor(0), b.information_state_tensor(0))
        assert numpy.array_equal(a.observation_tensor(0), b.observation_tensor(0))
        # A decision that reads the same in both worlds and leaves the swapped cards alone.
        seat = a.current_player()
        texts_a = [a.action_to_string(seat, i) for i in a.legal_actions()]
        texts_b = [b.action_to_string(seat, i) for i in b.legal_actions()]
        common = [t for t in texts_a if t in texts_b and not any(card in t for card in swapped)]
        assert common, f"no shared action at step {step}"
        a.apply_action(texts_a.index(common[0]))
        b.apply_action(texts_b.index(common[0]))
    assert "is dealt 8 cards" in a.information_state_string(0)  # seat 1's hand, redacted


def test_resample_from_infostate_keeps_what_the_seat_knows() -> None:
    state = random_state("bezique_chinese", 40, 5)
    rng = random.Random(5)
    seat = state.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    key = state.information_state_string(seat)
    hands = set()
    for _ in range(5):
        world = state.resample_from_infostate(seat, sampler)
        assert world.information_state_string(seat) == key
        assert numpy.array_equal(world.information_state_tensor(seat), state.information_state_tensor(seat))
        assert world.legal_actions() == state.legal_actions()
        hands.add(tuple(world.engine_state.hand(1 - seat)))
        # A sampled world plays on to the end of the game.
        while not world.is_terminal():
            play_chance(world, rng)
            if not world.is_terminal():
                world.apply_action(rng.choice(world.legal_actions()))
    assert len(hands) > 1  # the other hand is sampled, not copied
    assert tuple(state.engine_state.hand(1 - seat)) not in hands or len(hands) > 1


def test_ismcts_bot_plays_whole_games_against_the_heuristic() -> None:
    # OpenSpiel's own IS-MCTS, through the registered game, against bezique's heuristic player
    # (a bot deciding from the seat's view), both seatings of one deal.
    game = pyspiel.load_game("bezique", {"variant": ONE_DEAL})
    for searcher in (0, 1):
        rng = random.Random(searcher)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=numpy.random.RandomState(searcher))
        bots = {searcher: ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=6,
                                           random_state=numpy.random.RandomState(searcher)),
                1 - searcher: bos.PlayerBot("heuristic", seed=searcher)}
        state = game.new_initial_state()
        deck = bos.seeded_deal(state, 100)
        decisions = [0, 0]
        while not state.is_terminal():
            if state.is_chance_node():
                for card in deck:
                    state.apply_action(card)
                continue
            seat = state.current_player()
            state.apply_action(bots[seat].step(state))
            decisions[seat] += 1
        assert min(decisions) > 10
        returns = state.returns()
        assert sum(returns) == 0.0 and sorted(returns) in ([-1.0, 1.0], [0.0, 0.0])


def test_the_length_bound_holds_and_max_deals_ends_a_game() -> None:
    # The variant's max_deals ends a game to a target however it stands (the side ahead wins),
    # which is what bounds max_game_length.
    game = pyspiel.load_game("bezique", {"variant": "two-handed(max_deals=2)"})
    assert game.max_game_length() == 2 * bos.decisions_per_deal_bound("two-handed")
    for seed in range(3):
        state = game.new_initial_state()
        rng = random.Random(seed)
        decisions = 0
        deals = 0
        while not state.is_terminal():
            if state.is_chance_node():
                deals += 1
                play_chance(state, rng)
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        assert deals == 2 and decisions <= game.max_game_length()
        scores = state.engine_state.scores
        assert sorted(state.returns()) == ([0.0, 0.0] if scores[0] == scores[1] else [-1.0, 1.0])


def test_observers_and_bad_requests() -> None:
    from open_spiel.python.observation import make_observation

    game = pyspiel.load_game("bezique_four_handed")
    state = random_state("bezique_four_handed", 0, 3)
    public = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True, public_info=True,
                                                               private_info=pyspiel.PrivateInfoType.NONE))
    text = public.string_from(state, 0)
    assert "your hand" not in text and "is dealt 8 cards" in text
    private = make_observation(game, pyspiel.IIGObservationType(perfect_recall=False))
    private.set_from(state, 2)
    assert numpy.array_equal(private.tensor, state.observation_tensor(2))
    with pytest.raises(ValueError, match="no observer of every seat's private cards"):
        game.make_py_observer(pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    with pytest.raises(ValueError, match="take no parameters"):
        game.make_py_observer(None, {"x": 1})
    with pytest.raises(ValueError, match="not a card left to draw"):
        fresh = game.new_initial_state()
        fresh.apply_action(0)
        fresh.apply_action(0)
    with pytest.raises(bezique.InvalidArgumentError, match="not below the"):
        state.apply_action(len(state.legal_actions()))


def test_states_pickle_and_clone_independently() -> None:
    state = random_state("bezique_rubicon", 25, 8)
    copy = state.clone()
    restored = pickle.loads(pickle.dumps(state))
    assert str(restored) == str(state) and restored.information_state_string(0) == state.information_state_string(0)
    copy.apply_action(copy.legal_actions()[0])
    assert str(copy) != str(state) and restored.history() == state.history()
