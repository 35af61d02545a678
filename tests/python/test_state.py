"""State: the position value for search, chance dealt by the caller, save and load."""

from __future__ import annotations

import copy
import pickle
import random

import numpy
import pytest

import bezique
from bezique import Card, Game, MeldKind, Phase, State


def test_a_new_state_waits_for_the_deal() -> None:
    s = State("two-handed")
    assert s.is_chance and s.phase is Phase.DEAL and s.current_player is None
    assert s.legal_actions() == [] and s.num_legal_actions() == 0
    with pytest.raises(bezique.WrongPhaseError, match="dealt first"):
        s.apply("pass")
    events = s.deal(seed=1)
    assert events[0].type is bezique.EventType.DEAL_STARTED
    assert not s.is_chance and s.current_player == 1
    # The seeded shuffle is the engine's: a Game of the same seed deals the same cards.
    assert s == Game("two-handed", seed=1).state


def test_deal_from_a_given_deck() -> None:
    s = State("french-1847")
    deck = s.parse_deck(" ".join(str(c) for c in s.seeded_deck(9)))
    assert len(deck) == 32
    s.deal(deck)
    # French 1847: 6 cards each, the 13th card turned up (docs/rules.md section 6).
    assert len(s.hand(0)) == len(s.hand(1)) == 6
    assert s.turn_up == deck[12] and s.stock_size == 32 - 12
    with pytest.raises(bezique.WrongPhaseError):
        s.deal(deck)
    t = State("french-1847")
    with pytest.raises(bezique.InvalidArgumentError, match="must hold 32 cards"):
        t.deal(deck[:-1])
    with pytest.raises(bezique.ParseError):
        t.parse_deck("AS XX")


def test_copy_is_independent_and_equal() -> None:
    s = Game("rubicon", seed=2).state
    c = s.copy()
    assert c == s and copy.copy(s) == s and copy.deepcopy(s) == s
    c.apply_index(0)
    assert c != s


def test_apply_by_text_object_and_index_agree() -> None:
    base = Game("two-handed", seed=4).state
    a, b, c = base.copy(), base.copy(), base.copy()
    action = base.legal_actions()[2]
    a.apply(action)
    b.apply(str(action))
    events = c.apply_with_events(action)
    d = base.copy()
    d.apply_index(2)
    assert a == b == c == d
    assert [e.type for e in events] == [bezique.EventType.CARD_PLAYED]
    assert base.action_text(action) == str(action)
    assert base.is_legal(action) and not base.is_legal("marriage KH+QH")
    with pytest.raises(bezique.InvalidArgumentError):
        base.copy().apply_index(-1)


def test_text_save_load_and_pickle() -> None:
    g = Game("four-hand-rubicon", seed=6)
    rng = random.Random(6)
    for _ in range(80):
        g.apply_index(rng.randrange(g.num_legal_actions()))
    s = g.state
    loaded = State.from_text(s.variant, s.to_text())
    assert loaded == s and loaded.hand(2) == s.hand(2) and loaded.stock == s.stock
    assert pickle.loads(pickle.dumps(s)) == s
    with pytest.raises(bezique.BeziqueError):
        State.from_text(s.variant, s.to_text().replace("\n", "\nnonsense\n", 1))


def test_observers() -> None:
    g = Game("two-handed", seed=8)
    for text in [str(g.legal_actions()[0])]:
        g.apply(text)
    s = g.state
    assert len(s.trick) == 1 and s.trick[0].player == 1
    assert s.dealer == 0 and s.deal_number == 0 and s.stage == 1 and s.trick_number == 0
    assert s.scores == (0, 0) and s.won == (0, 0) and s.results == (0, 0) and s.winner is None
    assert len(s.hand(0)) == 8 and len(s.hand(1)) == 7
    assert s.played == () and s.melds == () and s.table(0) == ()
    assert s.variant == bezique.Variant("two-handed")
    assert "stock (bottom first)" in str(s) and repr(s).startswith("<State two-handed deal 1")
    with pytest.raises(bezique.InvalidArgumentError, match="no seat 2"):
        s.hand(2)


def test_evaluate_meld() -> None:
    s = State("two-handed")
    top = ["KH", "7S", "QH", "8S", "QS", "7C", "JD", "8C", "AS", "7D", "TS", "8D", "AC", "9D", "TC", "9S", "9H"]
    from conftest import stacked_deck

    s.deal(stacked_deck(s.variant, top))
    kh, qh, qs, jd = Card("KH"), Card("QH"), Card("QS"), Card("JD")
    # Section 3: royal marriage 40 (hearts are trumps), bezique 40; the kind is inferred.
    assert s.evaluate_meld(1, [kh, qh]) == bezique.MeldScore(MeldKind.MARRIAGE, 40, None)
    assert s.evaluate_meld(1, [qs, jd], MeldKind.BEZIQUE).points == 40
    with pytest.raises(bezique.IllegalActionError):
        s.evaluate_meld(0, [kh, qh])  # P0 does not hold them


def test_observation_holds_only_what_the_seat_sees() -> None:
    g = Game("two-handed", seed=3)
    size = bezique.observation_size("two-handed")
    o0, o1 = g.observation(0), g.observation(1)
    assert o0.dtype == numpy.float32 and o0.shape == (size,)
    # The hand section: two packs, so each held copy counts 0.5.
    hand0 = numpy.zeros(32, dtype=numpy.float32)
    for c in g.state.hand(0):
        hand0[c.type] += 0.5
    assert numpy.array_equal(o0[:32], hand0)
    assert not numpy.array_equal(o0[:32], o1[:32])
    # Swapping the other seat's hidden hand must not change this seat's observation.
    assert numpy.array_equal(o0, g.state.observation(0))
    assert o0.min() >= 0.0 and o0.max() <= 2.0
    assert bezique.observation_size("four-handed") > size


def test_state_views_and_checks() -> None:
    s = Game("three-handed", seed=5).state
    seat = s.current_player
    assert seat is not None
    v = s.view(seat)
    assert v.viewer == seat and set(v.hand) == set(s.hand(seat)) and v.history == ()
    assert [str(a) for a in v.legal_actions] == [str(a) for a in s.legal_actions()]
    assert s.view().hand == () and s.view().hand_sizes == (8, 8, 8)
    s.check(s.legal_actions()[0])
    with pytest.raises(bezique.ParseError):
        s.check("XX")
    with pytest.raises(bezique.IllegalActionError):
        s.check(bezique.Action.simple(bezique.ActionType.CLAIM))
