"""Play a game of Bezique against a random player in the terminal.

    python play_random.py --preset two-handed --seed 1

Type an action in the notation (``QS``, ``marriage KH+QH``, ``pass``) or its number in the
list. With ``--auto`` (or when input ends) your seat plays the first legal action instead, so
the example also runs unattended.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Optional

import bezique


def choose(game: bezique.Game, auto: bool) -> bezique.Action:
    """Asks for the human's action until a legal one is given."""
    actions = game.legal_actions()
    if auto:
        return actions[0]
    print(game.view(game.current_player))
    for i, action in enumerate(actions):
        print(f"  {i:2}: {action}")
    while True:
        try:
            line = input("your action> ").strip()
        except EOFError:
            return actions[0]
        if line.isdigit() and int(line) < len(actions):
            return actions[int(line)]
        try:
            return game.parse_action(line)
        except bezique.BeziqueError as err:
            print(f"  {err}")


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", default="two-handed", choices=bezique.PRESETS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seat", type=int, default=0, help="your seat (0 deals first)")
    parser.add_argument("--auto", action="store_true", help="play your seat automatically")
    args = parser.parse_args(argv)

    game = bezique.Game(args.preset, seed=args.seed)
    opponent = random.Random(args.seed)
    shown = 0
    while not game.is_over:
        # Print what the human's seat may see of what happened.
        history = game.view(args.seat).history
        for event in history[shown:]:
            print(event)
        shown = len(history)
        player = game.current_player
        if player == args.seat:
            action = choose(game, args.auto)
        else:
            action = opponent.choice(game.legal_actions())
        game.apply(action)
    for event in game.view(args.seat).history[shown:]:
        print(event)

    outcome = game.outcome
    assert outcome is not None
    you = game.variant.side_of(args.seat)
    verdict = "drawn" if outcome.winner is None else ("you win" if outcome.winner == you else "you lose")
    print(f"game over after {len(game.actions)} actions: scores {outcome.scores}, {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
