"""Play a game of Bezique against the engine's AI in the terminal.

    python play_vs_ai.py --preset two-handed --opponent ismcts:easy --seed 7

Type an action in the notation (``QS``, ``marriage KH+QH``, ``pass``) or its number in the
list; ``hint`` asks the heuristic player what it would do. The opponents are engine players
(``bezique.players()`` lists the specs: ``random``, ``heuristic``, ``ismcts:easy`` ...
``ismcts:expert``). With ``--auto`` (or when input ends) your seat is played by the heuristic
player, so the example also runs unattended.
"""

from __future__ import annotations

import argparse
import sys
from typing import Optional

import bezique


def ask(game: bezique.Game, seat: int, adviser: bezique.Player) -> Optional[bezique.Action]:
    """The human's action, asked for until a legal one is given; None when input ends."""
    actions = game.legal_actions()
    print(game.view(seat))
    for i, action in enumerate(actions):
        print(f"  {i:2}: {action}")
    while True:
        try:
            line = input("your action> ").strip()
        except EOFError:
            return None
        if line == "hint":
            print(f"  the heuristic player would play {adviser.choose(game)}")
            continue
        if line.isdigit() and int(line) < len(actions):
            return actions[int(line)]
        try:
            return game.parse_action(line)
        except bezique.BeziqueError as err:
            print(f"  not accepted: {err}")


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", default="two-handed", choices=bezique.PRESETS)
    parser.add_argument("--seed", type=int, default=7, help="deals the cards and seeds the AI")
    parser.add_argument("--seat", type=int, default=0, help="your seat (0 deals first)")
    parser.add_argument("--opponent", default="ismcts:easy", help="the AI's spec (default ismcts:easy)")
    parser.add_argument("--auto", action="store_true", help="play your seat with the heuristic player")
    args = parser.parse_args(argv)

    try:
        game = bezique.Game(args.preset, seed=args.seed)
        # One player per other seat, each with its own seed: the same seed, the same game.
        ai = {p: bezique.Player(args.opponent, seed=args.seed + p) for p in range(game.variant.players)}
    except bezique.BeziqueError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if not 0 <= args.seat < game.variant.players:
        print(f"error: no seat {args.seat} in {args.preset}", file=sys.stderr)
        return 2
    you = bezique.Player("heuristic")
    auto = args.auto
    print(f"you are seat {args.seat}; the other seats are {ai[0].name}")
    shown = 0
    while not game.is_over:
        # What your seat may see of what happened (the others' hidden draws stay hidden).
        history = game.view(args.seat).history
        for event in history[shown:]:
            print(event)
        shown = len(history)
        player = game.current_player
        assert player is not None
        action: Optional[bezique.Action] = None
        if player == args.seat and not auto:
            action = ask(game, args.seat, you)
            auto = action is None
        if action is None:
            action = (you if player == args.seat else ai[player]).choose(game)
        game.apply(action)
    for event in game.view(args.seat).history[shown:]:
        print(event)

    outcome = game.outcome
    assert outcome is not None
    side = game.variant.side_of(args.seat)
    verdict = "drawn" if outcome.winner is None else ("you win" if outcome.winner == side else "you lose")
    print(f"game over after {len(game.actions)} actions: scores {outcome.scores}, {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
