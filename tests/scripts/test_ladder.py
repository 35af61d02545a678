"""The ladder's rating fit (scripts/ladder.py) on synthetic results whose answer is known, and
its reading of `bezique match` output."""

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import ladder  # noqa: E402


def expected_results(elos, games):
    """Every pair's expected wins under Bradley-Terry with the given Elo ratings."""
    out = []
    names = list(elos)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            p = 1.0 / (1.0 + 10 ** ((elos[b] - elos[a]) / 400.0))
            out.append(ladder.PairResult(a, b, games, games * p))
    return out


def test_recovers_known_ratings_from_their_expected_results():
    truth = {"a": 0.0, "b": 150.0, "c": 400.0, "d": -100.0}
    ratings = ladder.fit(list(truth), expected_results(truth, 1_000_000), pseudo_games=0)
    for r in ratings:
        assert r.elo == pytest.approx(truth[r.name], abs=1e-6)
        assert r.low <= truth[r.name] <= r.high


def test_the_anchor_is_zero_and_other_ratings_are_relative_to_it():
    truth = {"a": 0.0, "b": 150.0, "c": 400.0}
    shifted = {"b": 150.0, "a": 0.0, "c": 400.0}  # "b" first: the anchor
    ratings = {r.name: r for r in ladder.fit(list(shifted), expected_results(truth, 10_000), pseudo_games=0)}
    assert ratings["b"].elo == 0.0 and ratings["b"].low == ratings["b"].high == 0.0
    assert ratings["a"].elo == pytest.approx(-150.0, abs=1e-6)
    assert ratings["c"].elo == pytest.approx(250.0, abs=1e-6)


def test_intervals_match_the_binomial_standard_error_for_two_players():
    # Two players: the Fisher standard error of theta is 1/sqrt(n p (1-p)).
    n, p = 400, 0.75
    (anchor, other) = ladder.fit(["x", "y"], [ladder.PairResult("x", "y", n, n * (1 - p))], pseudo_games=0)
    assert other.elo == pytest.approx(400 * math.log10(p / (1 - p)), abs=1e-6)
    half = 1.96 / math.sqrt(n * p * (1 - p)) * 400 / math.log(10)
    assert other.high - other.elo == pytest.approx(half, rel=1e-9)
    assert other.elo - other.low == pytest.approx(half, rel=1e-9)
    # Four times the games halve the interval.
    (_, more) = ladder.fit(["x", "y"], [ladder.PairResult("x", "y", 4 * n, 4 * n * (1 - p))], pseudo_games=0)
    assert more.high - more.low == pytest.approx((other.high - other.low) / 2, rel=1e-9)


def test_a_clean_sweep_stays_finite_with_the_pseudo_game():
    ratings = ladder.fit(["random", "heuristic"], [ladder.PairResult("random", "heuristic", 20, 0)])
    # 0.5 of 21 games: theta = ln(20.5 / 0.5).
    assert ratings[1].elo == pytest.approx(ELO(math.log(20.5 / 0.5)), abs=1e-6)
    assert ratings[1].games == 20 and ratings[1].score == 20


def ELO(theta):
    return theta * 400 / math.log(10)


def test_unconnected_players_are_refused():
    with pytest.raises(ValueError, match="not all connected"):
        ladder.fit(["a", "b", "c"], [ladder.PairResult("a", "b", 10, 5)], pseudo_games=0)


MATCH_OUTPUT = """two-handed, 300 deals x 2 seatings (duplicate), seed 1
600 games (2259 deals within them)
player                     games     wins  win rate  95% CI (deals)     95% CI (Wilson)    points/deal
master:300                   600    304.5     50.7%  [ 46.8%,  54.5%]  [ 46.7%,  54.7%]        267.3
ismcts:300                   600    295.5     49.3%  [ 45.5%,  53.2%]  [ 45.3%,  53.3%]        265.0
"""


def test_reads_a_matchs_table():
    r = ladder.parse_match(MATCH_OUTPUT, "master:300", "ismcts:300")
    assert (r.games, r.wins_a) == (600, 304.5)
    with pytest.raises(ValueError):
        ladder.parse_match(MATCH_OUTPUT, "master:300", "heuristic")


def test_the_table_lists_the_strongest_first():
    truth = {"a": 0.0, "b": 150.0, "c": 400.0}
    table = ladder.markdown(ladder.fit(list(truth), expected_results(truth, 1000), pseudo_games=0))
    rows = [line.split("|")[1].strip() for line in table.splitlines()[2:]]
    assert rows == ["c", "b", "a"]
    assert "| a | 0 | anchor |" in table


LOG = """random - heuristic: 0 - 32 (0 s)
random - ismcts:200: 0 - 32 (3 s)
heuristic - ismcts:200: 16.5 - 15.5 (3 s)
two-handed, 16 deals x 2 seatings a pair, seed 1, 2 thread(s), 1 minutes (`scripts/ladder.py`)
"""


def test_reads_the_results_a_run_printed():
    players, results = ladder.parse_log(LOG)
    assert players == ["random", "heuristic", "ismcts:200"]
    assert [(r.a, r.b, r.games, r.wins_a) for r in results] == [
        ("random", "heuristic", 32, 0), ("random", "ismcts:200", 32, 0), ("heuristic", "ismcts:200", 32, 16.5)]
    with pytest.raises(ValueError, match="no pair"):
        ladder.parse_log("nothing here\n")


def test_the_heuristic_player_is_the_anchor_unless_another_is_named():
    assert ladder.anchored(["random", "heuristic", "master:200"], None) == ["heuristic", "random", "master:200"]
    assert ladder.anchored(["random", "ismcts:100"], None) == ["random", "ismcts:100"]
    assert ladder.anchored(["random", "heuristic"], "random") == ["random", "heuristic"]
    with pytest.raises(ValueError, match="not one of the players"):
        ladder.anchored(["random", "heuristic"], "master:200")


def test_a_refit_rates_against_the_anchor(tmp_path, capsys):
    log = tmp_path / "ladder.log"
    log.write_text(LOG)
    assert ladder.main(["--results", str(log)]) == 0
    table = capsys.readouterr().out
    assert "| heuristic | 0 | anchor |" in table
    random_row = next(line for line in table.splitlines() if line.startswith("| random |"))
    assert int(random_row.split("|")[2]) < -300  # lost all 64 of its games


def test_no_rating_is_written_as_minus_zero():
    assert ladder._whole(-0.3) == "0" and ladder._whole(-0.6) == "-1" and ladder._whole(12.5) == "12"


def test_a_refit_names_an_unknown_anchor(tmp_path):
    log = tmp_path / "ladder.log"
    log.write_text(LOG)
    with pytest.raises(SystemExit, match="the anchor master:200 is not one of the players"):
        ladder.main(["--results", str(log), "--anchor", "master:200"])
