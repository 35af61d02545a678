"""The cent points match (docs/rules.md 7.5): counts, the match won, the start bonus, text."""

from __future__ import annotations

import copy
import pickle

import pytest

import bezique
from bezique import CentPoints, Game


def test_a_win_adds_one_and_two_en_bas_table_and_the_loser_goes_back_to_zero() -> None:
    match = CentPoints("two-handed")
    match.record_game(winner=1, loser_score=800)
    assert match.counts == (0, 1)
    match.record_game(winner=1, loser_score=749)  # below en_bas_table (750): 2
    assert match.counts == (0, 3)
    match.record_game(winner=0, loser_score=900)
    assert match.counts == (1, 0) and match.games == 3 and not match.is_over


def test_four_wins_the_match_and_no_game_counts_until_the_next() -> None:
    match = CentPoints(bezique.Variant("two-handed", loser_start_bonus=100))
    for _ in range(4):
        assert match.winner is None
        match.record_game(0, 900)
    assert match.is_over and match.winner == 0 and match.matches == 1
    assert match.bonus_seat == 1 and match.start_scores == (0, 100)
    before = match.text
    with pytest.raises(bezique.GameOverError, match="new_match"):
        match.record_game(1, 900)
    assert match.text == before
    match.new_match()
    assert match.counts == (0, 0) and match.start_scores == (0, 100)
    with pytest.raises(bezique.WrongPhaseError):
        match.new_match()


def test_a_game_starts_at_the_bonus_and_its_record_keeps_it() -> None:
    variant = bezique.Variant("two-handed", loser_start_bonus=100)
    plain = Game(variant, seed=3)
    ahead = Game(variant, seed=3, start_scores=(0, 100))
    assert ahead.scores == (plain.scores[0], plain.scores[1] + 100)
    assert ahead.start_scores == (0, 100) and plain.start_scores == (0, 0)
    assert "\nstart-scores 0 100\n" in ahead.record()
    assert Game.from_record(ahead.record()).scores == ahead.scores
    with pytest.raises(bezique.InvalidArgumentError, match="start scores"):
        Game(variant, seed=3, start_scores=(50, 0))
    with pytest.raises(TypeError):
        Game(variant, seed=3, start_scores="0 100")  # type: ignore[arg-type]


def test_bad_input_is_refused_and_changes_nothing() -> None:
    match = CentPoints("two-handed")
    match.record_game(0, 900)
    before = match.copy()
    with pytest.raises(bezique.InvalidArgumentError, match="seat 0 or 1, not 2"):
        match.record_game(2, 900)
    with pytest.raises(TypeError):
        match.record_game("0", 900)  # type: ignore[arg-type]
    assert match == before
    with pytest.raises(bezique.InvalidVariantError, match="two players"):
        CentPoints("rubicon")
    with pytest.raises(bezique.InvalidVariantError, match="cent points match"):
        bezique.Variant("three-handed", match_games=2)
    with pytest.raises(bezique.InvalidVariantError, match="match_games"):
        bezique.Variant("two-handed", match_games=0)


def test_text_round_trips_and_corrupt_text_is_refused() -> None:
    match = CentPoints("two-handed(match_games=2)")
    match.record_game(1, 100)
    assert match.text == "cent-points 1 counts=0:2 games=1 matches=1 winner=1 bonus=0"
    back = CentPoints.from_text("two-handed(match_games=2)", match.text)
    assert back == match and back is not match
    assert pickle.loads(pickle.dumps(match)) == match
    assert copy.deepcopy(match) == match
    with pytest.raises(bezique.RecordError, match="counts"):
        CentPoints.from_text("two-handed", "cent-points 1 counts=1:1 games=2 matches=0 winner=- bonus=-")
    with pytest.raises(bezique.RecordError, match="cent points text"):
        CentPoints.from_text("two-handed", b"\xff")
