"""OpenSpiel's ISMCTSBot against bezique's ISMCTS player at equal iterations, in duplicate games
through the registered OpenSpiel game (pip install '.[openspiel]').

    python bench/bench_openspiel.py --variant 'rubicon(match_deals=1)' --iterations 200 \\
        --deals 100 --seed 1 --workers 2

Each deal (a game seed) is played twice, the two players swapping seats; the cards come from the
engine's seeded shuffle (bezique.openspiel.seeded_deal), so both seatings meet the same cards.
OpenSpiel's bot is ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` with ``max_simulations``
= N, UCT constant 2 (returns lie in [-1, 1]) and uniformly random rollouts to the end of the game
(bezique.openspiel.RandomRolloutEvaluator: OpenSpiel's random-rollout evaluator played inside the
engine); bezique's is ``ismcts:N`` (heuristic prior, fast-policy playouts to the end of the
deal) seated through bezique.openspiel.PlayerBot. The table is bezique.tournament_result's: win
rates with a 95% interval from the spread of the per-deal scores and a Wilson interval.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Optional

import numpy
import pyspiel
from open_spiel.python.algorithms import ismcts

import bezique
from bezique import openspiel as bos


def play(variant: str, iterations: int, seed: int, deal: int, rotation: int) -> bezique.TournamentGame:
    """One game: in rotation 0 OpenSpiel's bot holds seat 0, in rotation 1 seat 1."""
    game = pyspiel.load_game("bezique", {"variant": variant})
    game_seed = seed * 1_000_003 + deal
    bot_seed = game_seed * 2 + rotation
    searcher = rotation  # seat of OpenSpiel's bot (two-handed variants: side = seat)
    bots = {
        searcher: ismcts.ISMCTSBot(game, bos.RandomRolloutEvaluator(1, bot_seed), uct_c=2.0, max_simulations=iterations,
                                   random_state=numpy.random.RandomState(bot_seed % 2**32)),
        1 - searcher: bos.PlayerBot(f"ismcts:{iterations}", bot_seed),
    }
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            for card in bos.seeded_deal(state, game_seed):
                state.apply_action(card)
        else:
            state.apply_action(bots[state.current_player()].step(state))
    engine = state.engine_state
    points = engine.results if engine.variant["scoring"] == "rubicon" else engine.scores
    return bezique.TournamentGame(deal, rotation, engine.winner, points, engine.deal_number)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="rubicon(match_deals=1)", help="a two-player variant")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    if bezique.Variant(args.variant).players != 2:
        parser.error("the comparison seats one bot on each side of a two-player variant")
    start = time.monotonic()
    jobs = [(args.variant, args.iterations, args.seed, deal, rotation) for deal in range(args.deals) for rotation in (0, 1)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        games = list(pool.map(play, *zip(*jobs)))
    names = [f"openspiel-ismcts:{args.iterations}", f"bezique-ismcts:{args.iterations}"]
    result = bezique.tournament_result(names, args.variant, games)
    print(f"{bezique.Variant(args.variant).text}, {args.deals} deals x 2 seatings, seed {args.seed}, "
          f"{time.monotonic() - start:.0f} s")
    print(result.text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
