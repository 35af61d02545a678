"""Quickstart: the engine's heuristic player plays both seats of a two-handed game."""
import bezique

game = bezique.Game("two-handed", seed=1)     # the seed fixes every deal
ai = bezique.Player("heuristic", seed=1)      # or "random", "ismcts:hard"
while not game.is_over:
    game.apply(ai.choose(game))               # decided from the view of the seat to act
outcome = game.outcome
assert outcome is not None
print(f"side {outcome.winner} wins, {outcome.scores[0]} to {outcome.scores[1]}")
