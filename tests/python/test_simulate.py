"""simulate(): random deals inside C++ with summary statistics."""

from __future__ import annotations

import threading

import pytest

import bezique
from bezique import MeldKind


def test_statistics_are_consistent() -> None:
    r = bezique.simulate("two-handed", deals=300, seed=1)
    assert r.deals == 300 and r.seed == 1 and r.variant == bezique.Variant("two-handed")
    # Two-handed: 64 cards, 8 each, so 32 tricks a deal (16 in each stage).
    assert r.tricks == 32 * 300
    assert r.actions > r.tricks * 2
    assert sum(r.deal_wins) + r.deal_ties == 300
    assert r.games_over == 0  # no deal of a 1000-point game reaches the target alone
    assert all(r.meld_deals[k] <= r.melds[k] for k in MeldKind)
    assert r.melds[MeldKind.MARRIAGE] > 0 and r.melds[MeldKind.BEZIQUE] > 0
    # Disabled in two-handed (section 3/6): plain sequences score 0, so a sequence is only
    # ever declared in trumps; sextuple beziques are impossible with two packs.
    assert r.melds[MeldKind.SEXTUPLE_BEZIQUE] == 0 and r.melds[MeldKind.FIVE_TRUMPS] == 0
    assert 0.0 < r.meld_frequency(MeldKind.MARRIAGE) <= 1.0
    assert r.mean_points(0) > 0 and r.actions_per_deal == r.actions / 300
    assert r.seconds > 0 and r.deals_per_second > 0


def test_same_seed_same_result() -> None:
    a = bezique.simulate("rubicon", 100, seed=5)
    b = bezique.simulate(bezique.Variant("rubicon"), 100, seed=5)
    c = bezique.simulate("rubicon", 100, seed=6)
    assert (a.actions, a.melds, a.points_by_side) == (b.actions, b.melds, b.points_by_side)
    assert (a.actions, a.points_by_side) != (c.actions, c.points_by_side)
    # The rubicon preset plays a match of two deals, so no single deal ends the game; with
    # a one-deal match every deal does (docs/rules.md section 5, single-deal rubicon game).
    assert a.games_over == 0
    assert bezique.simulate(bezique.Variant("rubicon", match_deals=1), 50, seed=5).games_over == 50


@pytest.mark.parametrize("preset", bezique.PRESETS)
def test_every_preset(preset: str) -> None:
    r = bezique.simulate(preset, 20, seed=3)
    v = bezique.Variant(preset)
    assert r.deals == 20 and len(r.points_by_side) == v.sides == len(r.deal_wins)


def test_threads_give_the_same_results() -> None:
    results: list[bezique.SimulationResult] = []
    threads = [threading.Thread(target=lambda: results.append(bezique.simulate("chinese", 40, seed=2))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({(r.actions, tuple(r.points_by_side)) for r in results}) == 1


def test_bad_arguments() -> None:
    with pytest.raises(bezique.InvalidArgumentError, match="deals"):
        bezique.simulate("two-handed", -1)
    with pytest.raises(bezique.InvalidArgumentError, match="seed"):
        bezique.simulate("two-handed", 1, seed=-3)
    with pytest.raises(bezique.UnknownNameError):
        bezique.simulate("nope", 1)
    assert bezique.simulate("two-handed", 0).deals == 0


@pytest.mark.parametrize("preset", ["two-handed", "chinese", "four-handed"])
def test_a_run_is_the_sum_of_its_parts(preset: str) -> None:
    # Each deal has its own deck and its own stream of actions, so a run split into ranges of
    # deals (as the Ray runner splits it) counts exactly what the whole run counts.
    whole = bezique.simulate(preset, 30, seed=9)
    parts = [bezique.simulate(preset, 7, seed=9), bezique.simulate(preset, 20, seed=9, first=7),
             bezique.simulate(preset, 3, seed=9, first=27)]
    combined = bezique.SimulationResult.combine(parts)
    fields = ("deals", "first", "actions", "tricks", "games_over", "melds", "meld_deals", "points_by_side",
              "deal_wins", "deal_ties")
    assert [getattr(combined, f) for f in fields] == [getattr(whole, f) for f in fields]
    # A later range is not a repeat of the first deals.
    assert parts[1].points_by_side != bezique.simulate(preset, 20, seed=9).points_by_side
    restored = bezique.SimulationResult.from_dict(combined.to_dict())
    assert restored == combined


def test_combine_refuses_parts_that_do_not_fit() -> None:
    a = bezique.simulate("two-handed", 5, seed=1)
    with pytest.raises(ValueError, match="starts at deal 6, not 5"):
        bezique.SimulationResult.combine([a, bezique.simulate("two-handed", 5, seed=1, first=6)])
    with pytest.raises(ValueError, match="different variants or seeds"):
        bezique.SimulationResult.combine([a, bezique.simulate("two-handed", 5, seed=2, first=5)])
    with pytest.raises(ValueError, match="at least one"):
        bezique.SimulationResult.combine([])
    with pytest.raises(bezique.InvalidArgumentError, match="first deal"):
        bezique.simulate("two-handed", 5, first=-1)
    with pytest.raises(bezique.InvalidArgumentError, match="first deal"):
        bezique.simulate("two-handed", 5, first=2**31 - 3)
