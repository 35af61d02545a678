"""A first game: every seat plays its first legal action until the game ends (the quickstart
of docs/getting-started-python.md; the Python suite runs it)."""

import bezique

game = bezique.Game("rubicon(game_bonus=1000)", seed=7)   # a preset or variant text; the seed fixes the deals
while game.outcome is None:
    view = game.view(game.current_player)             # what the seat to act may see
    game.apply(view.legal_actions[0])                 # an Action, or text: game.apply("marriage KH+QH")
print(game.outcome)
