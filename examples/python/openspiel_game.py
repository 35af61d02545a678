"""Bezique as an OpenSpiel game (pip install '.[openspiel]'): the examples of docs/research.md.

    python examples/python/openspiel_game.py
"""

from __future__ import annotations


def explore_a_preset() -> None:
    # [preset]
    import pyspiel
    import bezique.openspiel  # registers the games

    game = pyspiel.load_game("bezique_rubicon")  # a preset: bezique_ + its name, _ for -
    state = game.new_initial_state()
    while state.is_chance_node():  # the deck, drawn card by card
        outcomes, probabilities = zip(*state.chance_outcomes())
        state.apply_action(outcomes[0])
    print(state.information_state_string(state.current_player()))
    print(game.num_distinct_actions(), game.max_chance_outcomes(), game.max_game_length())
    # [preset]


def any_variant() -> None:
    # [variant]
    import pyspiel
    import bezique.openspiel

    game = pyspiel.load_game("bezique", {"variant": "rubicon(game_bonus=1000, match_deals=1)"})
    assert str(game) == "bezique(variant=rubicon/game_bonus:1000/match_deals:1)"
    assert pyspiel.load_game(str(game)).variant == game.variant
    # [variant]


def ismcts_against_the_heuristic() -> None:
    # [ismcts]
    import numpy
    import pyspiel
    from open_spiel.python.algorithms import ismcts
    import bezique.openspiel as bos

    game = pyspiel.load_game("bezique", {"variant": "two-handed(target=100)"})
    bots = [ismcts.ISMCTSBot(game, bos.RandomRolloutEvaluator(n_rollouts=1, seed=1), uct_c=2.0,
                             max_simulations=20, random_state=numpy.random.RandomState(1)),
            bos.PlayerBot("heuristic", seed=1)]
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            for card in bos.seeded_deal(state, 7):  # the deal of bezique.Game(seed=7)
                state.apply_action(card)
        else:
            state.apply_action(bots[state.current_player()].step(state))
    print(state.returns())
    # [ismcts]


def main() -> None:
    explore_a_preset()
    any_variant()
    ismcts_against_the_heuristic()
    print("openspiel examples: done")


if __name__ == "__main__":
    main()
