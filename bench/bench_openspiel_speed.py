"""bezique beside OpenSpiel's card games, in one process: random play and IS-MCTS.

    pip install open_spiel '.[openspiel]'
    python bench/bench_openspiel_speed.py --games hearts,euchre,gin_rummy \\
        --presets two-handed,rubicon,four-handed --rounds 3 --seconds 1 --iterations 100

Three measurements, each game and preset in turn, round after round (the best round of each is
kept, so that another process's burst does not count against one side):

native random play
    The whole game loop in compiled code with uniformly random legal actions: OpenSpiel's
    ``pyspiel.evaluate_bots`` with ``make_uniform_random_bot`` seats, and bezique's
    ``bezique.simulate`` (the loop of the C++ benchmarks). Decisions per second (chance
    outcomes not counted), and games (OpenSpiel) or deals (bezique) per second.
random play stepped from Python
    The same through the ``pyspiel`` state API, one Python call per action: OpenSpiel's games
    and bezique's registered OpenSpiel game (``bezique_<preset>``) alike.
IS-MCTS
    Iterations per second of a search from the first decision of a game (in bezique, the first
    choice of cards to play): OpenSpiel's ``ISMCTSBot`` with uniformly random rollouts on each
    game (on bezique's registered game, the rollouts are played inside the engine by
    ``bezique.openspiel.RandomRolloutEvaluator``), and bezique's own ``ismcts:N`` player
    (heuristic prior, fast-policy play-outs to the end of the deal).

The ratios printed are bezique's figure over each OpenSpiel game's.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Callable, Optional

import numpy
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import bezique
from bezique import openspiel as bos


def best_rate(measure: Callable[[], tuple[float, float, float]], best: dict[str, tuple[float, float]], key: str) -> None:
    """Runs ``measure`` (returning units, games, seconds) and keeps the best rate under ``key``."""
    units, games, seconds = measure()
    rate = (units / seconds, games / seconds)
    if key not in best or rate[0] > best[key][0]:
        best[key] = rate


def timed(budget: float, step: Callable[[], tuple[int, int]]) -> tuple[float, float, float]:
    """Calls ``step`` (returning units, games) until ``budget`` seconds have passed."""
    units = games = 0
    start = time.perf_counter()
    while True:
        u, g = step()
        units, games = units + u, games + g
        elapsed = time.perf_counter() - start
        if elapsed >= budget:
            return units, games, elapsed


def decisions(state: pyspiel.State) -> int:
    """The decisions of a finished game: its history less the chance outcomes."""
    return sum(1 for entry in state.full_history() if entry.player >= 0)


def native_openspiel(game: pyspiel.Game, seed: list[int]) -> tuple[int, int]:
    seed[0] += 1
    state = game.new_initial_state()
    bots = [pyspiel.make_uniform_random_bot(p, seed[0] * 16 + p) for p in range(game.num_players())]
    pyspiel.evaluate_bots(state, bots, seed[0])
    return decisions(state), 1


def native_bezique(preset: str, seed: list[int]) -> tuple[int, int]:
    seed[0] += 1
    result = bezique.simulate(preset, 200, seed=seed[0])
    return result.actions, result.deals


def stepped(game: pyspiel.Game, rng: random.Random) -> tuple[int, int]:
    state = game.new_initial_state()
    n = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, probabilities)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            n += 1
    return n, 1


def first_decision(game: pyspiel.Game, rng: random.Random) -> pyspiel.State:
    """The first decision after the deal; in bezique's game, the first choice of cards to play
    (carte blanche and declaration turns before it may offer one action)."""
    state = game.new_initial_state()
    while state.is_chance_node() or (
            isinstance(state, bos.BeziqueState) and
            (state.engine_state.phase.name != "PLAY" or len(state.legal_actions()) < 2)):
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, probabilities)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def ismcts_openspiel(game: pyspiel.Game, iterations: int, seed: list[int]) -> tuple[int, int]:
    """OpenSpiel's ISMCTSBot with uniformly random rollouts: OpenSpiel's evaluator on its games;
    on bezique's, the same rollouts played inside the engine (bezique.openspiel's evaluator), as a
    user of OpenSpiel would run it there (stepped from Python, a rollout to the end of a
    1000-point game takes seconds)."""
    seed[0] += 1
    rng = random.Random(seed[0])
    state = first_decision(game, rng)
    if isinstance(state, bos.BeziqueState):
        evaluator = bos.RandomRolloutEvaluator(1, seed[0])
    else:
        evaluator = mcts.RandomRolloutEvaluator(1, numpy.random.RandomState(seed[0]))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=iterations,
                           random_state=numpy.random.RandomState(seed[0]))
    bot.step(state)
    return iterations, 1


def ismcts_bezique(preset: str, iterations: int, seed: list[int]) -> tuple[int, int]:
    """bezique's own search, from the first decision with a choice of cards to play (before it,
    carte blanche and declaration turns with one legal action need no search)."""
    seed[0] += 1
    game = bezique.Game(preset, seed=seed[0])
    rng = random.Random(seed[0])
    while game.phase.name != "PLAY" or game.num_legal_actions() < 2:
        game.apply(rng.choice(game.legal_actions()))
    bezique.Player(f"ismcts:{iterations}", seed=seed[0]).choose(game)
    return iterations, 1


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="hearts,euchre,gin_rummy", help="OpenSpiel game names")
    parser.add_argument("--presets", default="two-handed,rubicon,four-handed", help="bezique presets")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=1.0, help="time budget of one measurement")
    parser.add_argument("--iterations", type=int, default=100, help="IS-MCTS iterations of one search")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    presets = [p for p in args.presets.split(",") if p]
    spiel = {name: pyspiel.load_game(name) for name in games}
    ours = {p: pyspiel.load_game(bos.game_name(p)) for p in presets}
    best: dict[str, tuple[float, float]] = {}
    for r in range(args.rounds):
        seed = [r * 1_000_003]
        rng = random.Random(r)
        for name, game in spiel.items():
            best_rate(lambda: timed(args.seconds, lambda: native_openspiel(game, seed)), best, f"native/{name}")
            best_rate(lambda: timed(args.seconds, lambda: stepped(game, rng)), best, f"stepped/{name}")
            best_rate(lambda: timed(args.seconds, lambda: ismcts_openspiel(game, args.iterations, seed)), best,
                      f"ismcts/{name}")
        for p, game in ours.items():
            best_rate(lambda: timed(args.seconds, lambda: native_bezique(p, seed)), best, f"native/{p}")
            best_rate(lambda: timed(args.seconds, lambda: stepped(game, rng)), best, f"stepped/{p}")
            best_rate(lambda: timed(args.seconds, lambda: ismcts_openspiel(game, args.iterations, seed)), best,
                      f"ismcts/{p}")
            best_rate(lambda: timed(args.seconds, lambda: ismcts_bezique(p, args.iterations, seed)), best,
                      f"ismcts-own/{p}")
    table = best
    print(f"open_spiel {getattr(pyspiel, '__version__', '')}, bezique {bezique.__version__}; best of {args.rounds} "
          f"rounds of {args.seconds:g} s; IS-MCTS {args.iterations} iterations a search")
    print(f"{'measurement':32s} {'per second':>12s} {'games/deals/s':>14s}")
    for key, (rate, per_game) in table.items():
        print(f"{key:32s} {rate:12.0f} {per_game:14.1f}")
    print()
    print("bezique / OpenSpiel (decisions/s; IS-MCTS iterations/s):")
    header = f"{'':44s}" + "".join(f"{g:>12s}" for g in games)
    print(header)
    rows = [("native", "native", "random play, compiled loop"), ("stepped", "stepped", "random play, from Python"),
            ("ismcts", "ismcts", "OpenSpiel IS-MCTS on both"), ("ismcts-own", "ismcts", "bezique's ISMCTS / OpenSpiel's")]
    for ours_kind, theirs_kind, label in rows:
        for p in presets:
            cells = "".join(f"{table[f'{ours_kind}/{p}'][0] / table[f'{theirs_kind}/{g}'][0]:12.2f}" for g in games)
            print(f"{label + ', ' + p:44s}{cells}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
