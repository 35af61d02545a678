"""The code the guides show (docs/python.md, docs/players.md, docs/haitian.md), as one program that the Python
suite runs and checks with mypy --strict, so every snippet on the site works as printed. Each
snippet lies between a pair of `# [name]` lines, which the pages include by name."""

from typing import Optional

import numpy
import numpy.typing

import bezique
from bezique.env import env  # pip install ".[rl]" from the repository root


def pick(observation: numpy.typing.NDArray[numpy.float32],
         mask: numpy.typing.NDArray[numpy.int8]) -> int:
    """The first legal slot: any agent's policy goes here."""
    del observation
    return int(numpy.flatnonzero(mask)[0])


def a_game() -> bezique.Game:
    # [game]
    game = bezique.Game("two-handed", seed=1)    # a preset, or a Variant; the seed fixes the deals
    print(game)                                  # the table as a spectator sees it
    print(game.legal_actions())                  # [<Action 'AS'>, <Action 'KS'>, ...]
    game.apply(game.legal_actions()[0])          # by object ...
    game.apply("JS")                             # ... or by text (raises if the seat lacks JS)
    for event in game.last_events:               # what the last action caused
        print(event)                             # "P0 plays JS", "P1 wins trick 1 (AS+JS)", ...
    # [game]
    return game


def variants() -> None:
    # [variants]
    bezique.PRESETS                               # the 12 presets of docs/rules.md section 6
    v = bezique.Variant("rubicon", game_bonus=1000)   # options as keyword arguments
    v = bezique.Variant("rubicon(game_bonus=1000)")   # or the text form; repr(v) gives it back
    v["game_bonus"], v.players, v.packs, v.deck_size  # 1000, 2, 4, 128
    v.replace(rubicon_bonus=500)                  # a new variant
    v.to_dict()                                   # every option by name
    for o in bezique.Variant.options():           # name, type, meaning (enum choices: o.choices)
        print(o.name, o.type, o.meaning)
    # [variants]
    assert (v["game_bonus"], v.players, v.packs, v.deck_size) == (1000, 2, 4, 128)


def a_state() -> None:
    # [state]
    s = bezique.State("two-handed")
    s.deal(seed=7)                  # or s.deal(deck) with every card of the game, top first
    while not s.is_terminal:
        if s.is_chance:             # the next deal is due
            s.deal(seed=7)          # deal n of seed 7 (the same deck a Game of seed 7 gets)
            continue
        s.apply_index(0)            # or s.apply(action), s.apply("QS")
    # [state]


def players(game: bezique.Game) -> None:
    seat: Optional[int] = game.current_player
    assert seat is not None
    # [players]
    ai = bezique.Player("ismcts:easy", seed=11)   # bezique.players(): every spec with a summary
    action = ai.choose(game)                      # an Action of game.legal_actions(); apply it yourself
    game.apply(action)
    ai.choose(game.view(seat), game.variant)      # the same decision from the seat's View
    game.determinize(seat, seed=3)                # a State: one sample of what the seat cannot see
    # [players]


def ai_plays_a_game() -> None:
    # [ai-game]
    game = bezique.Game("two-handed", seed=7)
    ai = bezique.Player("ismcts:easy", seed=11)      # bezique.players() lists the specs
    while not game.is_over:
        game.apply(ai.choose(game))                  # an Action, one of game.legal_actions()
    # [ai-game]
    print("ai game:", game.outcome)


def duplicate_match() -> None:
    # [match]
    result = bezique.tournament(["ismcts:easy", "heuristic"], "two-handed", deals=4, seed=1, threads=2)
    print(result.players[0].win_rate, result.players[0].ci_low, result.players[0].ci_high)
    print(result.text)  # the table `bezique tournament` prints, with 95% intervals
    game = bezique.play_tournament_game(["ismcts:easy", "heuristic"], "two-handed", deal=3, rotation=1, seed=1)
    print("deal 3, seats swapped:", game.winner, game.points)
    # [match]


def cent_points() -> None:
    # [cent-points]
    variant = bezique.Variant("two-handed", target=300, loser_start_bonus=100)
    match = bezique.CentPoints(variant)          # InvalidVariantError unless two players, a target
    seed = 0
    while not match.is_over:
        game = bezique.Game(variant, seed=seed, start_scores=match.start_scores)  # the bonus, if any
        seed += 1
        while not game.is_over:
            game.apply(game.legal_actions()[0])  # your players here
        outcome = game.outcome
        if outcome is not None and outcome.winner is not None:   # a drawn game counts for nobody
            match.record_game(outcome.winner, loser_score=outcome.scores[1 - outcome.winner])
    print(match.winner, match.counts, match.start_scores)  # the loser starts the next games ahead
    saved = match.text                           # one line; CentPoints.from_text(variant, saved)
    match.new_match()                            # GameOverError for games recorded before this
    # [cent-points]
    assert bezique.CentPoints.from_text(variant, saved).is_over


def simulation() -> None:
    # [simulate]
    r = bezique.simulate("chinese", deals=10_000, seed=1)
    r.meld_frequency(bezique.MeldKind.DOUBLE_BEZIQUE)   # share of deals with one
    r.melds, r.meld_deals, r.points_by_side, r.deal_wins, r.actions_per_deal, r.deals_per_second
    # [simulate]


def environment() -> None:
    # [env]
    e = env("rubicon", game_bonus=1000)  # any preset, options as keywords; render_mode="ansi"|"human"
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        if terminated or truncated:
            action = None
        else:
            action = pick(obs["observation"], obs["action_mask"])
        e.step(action)
    # [env]


def haitian() -> None:
    # [haitian]
    game = bezique.Game("haitian", seed=7)       # 4 packs and 4 jokers, 9-card hands
    hand = game.view(0).hand                     # seat 0's own cards
    print(" ".join(str(card) for card in hand))  # "QS ... JK": a joker is written JK
    jokers = [card for card in hand if card.is_joker]   # a joker has no suit or rank
    game.parse_card("JK.1")                      # the game's joker 1 (id 253)
    for action in game.legal_actions():
        if action.card is not None and action.card.is_joker:
            game.apply(action)                   # or game.apply("JK"): a led joker wins unless trumped
            break
    # [haitian]
    assert len(hand) == 9 and all(str(card) == "JK" for card in jokers)


def main() -> None:
    game = a_game()
    variants()
    a_state()
    players(game)
    ai_plays_a_game()
    duplicate_match()
    cent_points()
    simulation()
    environment()
    haitian()
    print("guide snippets: done")


if __name__ == "__main__":
    main()
