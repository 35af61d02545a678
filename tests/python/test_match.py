"""Duplicate tournaments from Python: tournament() is `bezique tournament`, and its games played one by one
(play_tournament_game) and summed up (tournament_result) give the same result."""

from __future__ import annotations

import random

import pytest

import bezique
from bezique import TournamentGame, play_tournament_game, tournament, tournament_result


def test_games_played_apart_give_the_matchs_result() -> None:
    players = ["heuristic", "random"]
    whole = tournament(players, "two-handed", deals=4, seed=6)
    threads = tournament(players, "two-handed", deals=4, seed=6, threads=2)
    games = [play_tournament_game(players, "two-handed", deal, rotation, seed=6) for deal in range(4) for rotation in range(2)]
    random.Random(1).shuffle(games)  # any order
    assert tournament_result(players, "two-handed", games) == whole == threads
    assert whole.games == 8 and [p.spec for p in whole.players] == players
    assert whole.players[0].wins + whole.players[1].wins == 8
    assert whole.text.startswith("8 games (") and "heuristic" in whole.text
    assert all(isinstance(g, TournamentGame) and len(g.points) == 2 for g in games)
    # Another match seed is another match.
    assert tournament(players, "two-handed", deals=4, seed=7) != whole


def test_partnerships_and_three_sides() -> None:
    result = tournament(["heuristic", "random", "random"], "three-handed(target=500)", deals=1, seed=2)
    assert result.games == 3 and len(result.players) == 3
    game = play_tournament_game(["heuristic", "random"], "four-handed", 0, 1)
    assert game.rotation == 1 and len(game.points) == 2


def test_bad_matches_are_refused() -> None:
    with pytest.raises(bezique.InvalidArgumentError, match="2 sides"):
        tournament(["heuristic"], "two-handed", deals=2)
    with pytest.raises(bezique.UnknownNameError):
        tournament(["heuristic", "nobody"], "two-handed", deals=2)
    with pytest.raises(bezique.InvalidArgumentError, match="1 to 1000000 deals, not 0"):
        tournament(["heuristic", "random"], "two-handed", deals=0)
    with pytest.raises(bezique.InvalidArgumentError, match="rotation 2"):
        play_tournament_game(["heuristic", "random"], "two-handed", 0, 2)
    with pytest.raises(bezique.InvalidArgumentError, match="deal -1"):
        play_tournament_game(["heuristic", "random"], "two-handed", -1, 0)
    with pytest.raises(TypeError, match="deal must be an integer"):
        play_tournament_game(["heuristic", "random"], "two-handed", "0", 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not one string"):
        play_tournament_game("heuristic", "two-handed", 0, 0)
    game = play_tournament_game(["heuristic", "random"], "two-handed", 0, 0)
    with pytest.raises(bezique.InvalidArgumentError, match="once"):
        tournament_result(["heuristic", "random"], "two-handed", [game, game])
    with pytest.raises(bezique.InvalidArgumentError, match="once"):
        tournament_result(["heuristic", "random"], "two-handed", [game])
