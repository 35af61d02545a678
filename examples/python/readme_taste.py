import bezique
game = bezique.Game("two-handed", seed=1)    # the seed fixes every deal
ai = bezique.Player("heuristic", seed=1)     # or "random", "ismcts:hard"
while not game.is_over:
    game.apply(ai.choose(game))              # each choice from the seat's own view
print(game.outcome)                          # Outcome(winner=1, scores=(960, 1050), ...)
