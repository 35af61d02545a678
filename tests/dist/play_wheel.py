"""Plays with the bezique package installed from a wheel (tests/dist/check_wheel.sh): the
package comes from the fresh environment, has the release's version, and plays a whole game
between its players and a seat choosing the first legal action.
Usage: python play_wheel.py VERSION VENV_DIR"""
import os
import sys

import bezique

version, venv = sys.argv[1], os.path.realpath(sys.argv[2])
where = os.path.realpath(bezique.__file__)
assert where.startswith(venv + os.sep), f"bezique imported from {where}, not from {venv}"
installed = getattr(bezique, "__version__", None)
assert installed == version, f"bezique.__version__ is {installed!r}, not {version!r}"

game = bezique.Game("two-handed", seed=7)
player = bezique.Player("heuristic", seed=3)
moves = 0
while game.outcome is None:
    seat = game.current_player
    view = game.view(seat)
    action = player.choose(game) if seat == 0 else view.legal_actions[0]
    game.apply(action)
    moves += 1
print(f"bezique {installed} from {where}: {moves} actions, {game.outcome}")
