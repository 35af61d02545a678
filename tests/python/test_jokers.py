"""Jokers of Haitian Bésigue (docs/rules.md section 7) in the Python package: their text and
parsing, cards read from a game as jokers exactly where the game has them, actions, events and
views naming them JK, and the observation's own joker slot."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

import bezique
from bezique import Card
from bezique.cards import FIRST_JOKER, JOKER_TYPE

JOKER_PRESETS = ("haitian", "haitian-four")


def test_joker_text_and_identity() -> None:
    jk = Card("JK")
    assert jk.is_joker and str(jk) == "JK" and repr(jk) == "Card('JK')"
    assert (jk.id, jk.copy, jk.type) == (FIRST_JOKER, 0, JOKER_TYPE)
    jk2 = Card("jk.2")
    assert jk2.is_joker and jk2.id == FIRST_JOKER + 2 and jk2.copy == 2
    assert jk2.text(with_copy=True) == "JK.2" and repr(jk2) == "Card('JK.2')"
    assert Card.joker(3) == Card("JK.3") and Card(Card("JK.1")) == Card("JK.1")
    assert jk.same_type(jk2) and jk != jk2 and not jk.same_type(Card("7C"))
    assert not jk.is_brisque and not jk.is_court


def test_a_joker_has_no_suit_or_rank() -> None:
    with pytest.raises(ValueError, match="JK.1 is a joker, which has no suit"):
        Card("JK.1").suit
    with pytest.raises(ValueError, match="no rank"):
        Card("JK").rank


def test_joker_ids_are_ordinary_cards_unless_the_game_has_jokers() -> None:
    # Ids 252..255 are copy 7 of JC 9C 8C 7C in eight-deck: an id alone is not a joker.
    assert Card(FIRST_JOKER) == Card("JC.7") and not Card(FIRST_JOKER).is_joker
    assert Card.from_id(FIRST_JOKER + 3) == Card("7C.7")
    assert Card.from_id(FIRST_JOKER + 3, jokers=True) == Card("JK.3")
    assert Card.from_id(5, jokers=True) == Card("9S")
    assert Card("JK") != Card("JC.7") and len({Card("JK"), Card("JC.7")}) == 2


def test_jokers_sort_last_and_copy_and_pickle() -> None:
    assert sorted([Card("JK.1"), Card("7C"), Card("JK"), Card("AS")]) == [Card("AS"), Card("7C"), Card("JK"), Card("JK.1")]
    jk = Card("JK.2")
    assert copy.copy(jk) == jk and copy.deepcopy(jk) == jk
    assert pickle.loads(pickle.dumps(jk)).is_joker and pickle.loads(pickle.dumps(Card("JC.7"))) == Card("JC.7")


@pytest.mark.parametrize("text", ["JK.4", "JK.", "JKX", "J"])
def test_malformed_joker_text(text: str) -> None:
    with pytest.raises(bezique.ParseError):
        Card(text)


def test_joker_numbers_out_of_range() -> None:
    with pytest.raises(bezique.InvalidArgumentError, match="joker 4 is out of range 0..3"):
        Card.joker(4)
    with pytest.raises(TypeError):
        Card.joker("1")  # type: ignore[arg-type]


@pytest.mark.parametrize("preset", JOKER_PRESETS)
def test_a_game_with_jokers_deals_them_as_jokers(preset: str) -> None:
    state = bezique.Game(preset, seed=7).state
    cards = list(state.stock) + [c for p in range(state.variant.players) for c in state.hand(p)]
    jokers = [c for c in cards if c.is_joker]
    assert sorted(c.id for c in jokers) == list(range(FIRST_JOKER, FIRST_JOKER + 4))
    assert {str(c) for c in jokers} == {"JK"}
    assert len(cards) == state.variant.deck_size
    assert all(c.id < FIRST_JOKER for c in cards if not c.is_joker)
    deck = state.seeded_deck(7, 0)
    assert sum(c.is_joker for c in deck) == 4 and sum(str(c) == "JK" for c in deck) == 4


def test_eight_deck_has_no_jokers() -> None:
    state = bezique.Game("eight-deck", seed=1).state
    cards = list(state.stock) + [c for p in range(state.variant.players) for c in state.hand(p)]
    assert not any(c.is_joker for c in cards)
    assert sum(c.id >= FIRST_JOKER for c in cards) == 4


def test_parse_card_in_a_game() -> None:
    haitian = bezique.Game("haitian", seed=1)
    assert haitian.parse_card("JK") == Card("JK") and haitian.parse_card("jk.3").id == FIRST_JOKER + 3
    assert haitian.parse_card("QS.3") == Card("QS.3")
    assert haitian.card(FIRST_JOKER + 1) == Card("JK.1")
    assert haitian.state.parse_card("JK.2").is_joker
    with pytest.raises(bezique.InvalidArgumentError, match="not a card of this game"):
        haitian.parse_card("JC.7")
    with pytest.raises(bezique.ParseError, match="a joker: JK or JK.1"):
        haitian.parse_card("XX")
    two = bezique.Game("two-handed")
    with pytest.raises(bezique.ParseError, match="is not a card"):
        two.parse_card("JK")
    with pytest.raises(bezique.InvalidArgumentError, match="not a card of this game"):
        two.parse_card("QS.2")
    with pytest.raises(bezique.InvalidArgumentError, match="not a card of this game"):
        two.card(FIRST_JOKER)
    eight = bezique.Game("eight-deck")
    assert eight.parse_card("JC.7") == Card("JC.7") and not eight.card(FIRST_JOKER).is_joker


def _play_to_a_joker(preset: str, seed: int) -> tuple[bezique.Game, bezique.Action]:
    """A game of ``preset`` played at random until a joker may be played."""
    game = bezique.Game(preset, seed=seed)
    rng = random.Random(seed)
    while not game.is_over:
        legal = game.legal_actions()
        jokers = [a for a in legal if a.card is not None and a.card.is_joker]
        if jokers:
            return game, jokers[0]
        game.apply(rng.choice(legal))
    raise AssertionError("no joker was ever playable")


@pytest.mark.parametrize("preset", JOKER_PRESETS)
def test_jokers_in_actions_events_and_views(preset: str) -> None:
    game, action = _play_to_a_joker(preset, 3)
    seat = game.current_player
    assert seat is not None
    assert action.type is bezique.ActionType.PLAY and str(action) == "JK"
    assert action in game.view(seat).legal_actions
    hand = game.view(seat).hand
    assert action.card in hand and [c for c in hand if c.is_joker] == [c for c in game.state.hand(seat) if c.is_joker]
    played = action.card
    assert played is not None
    game.apply("JK")
    shown = [e for e in game.last_events if e.type is bezique.EventType.CARD_PLAYED]
    assert shown[0].cards == (played,) and shown[0].cards[0].is_joker
    assert played in [t.card for t in game.state.trick] or played in game.state.played
    assert pickle.loads(pickle.dumps(action)) == action and pickle.loads(pickle.dumps(action)).card == played
    # The record replays, and every action read back names the joker as it was played.
    again = bezique.Game.from_record(game.record())
    assert again.actions[-1].card == played and again.actions[-1].text == "JK"


def test_a_deck_of_text_numbers_the_jokers_in_order() -> None:
    state = bezique.State("haitian")
    deck = state.seeded_deck(4, 0)
    game = bezique.Game("haitian", seed=4, decks=[[str(c) for c in deck]])
    jokers = [c for c in game.decks[0] if c.is_joker]
    assert [c.copy for c in jokers] == [0, 1, 2, 3]
    with pytest.raises(bezique.InvalidArgumentError, match="at most 4 jokers"):
        bezique.Game("haitian", decks=[[str(c) for c in deck] + ["JK"]])


@pytest.mark.parametrize("preset", JOKER_PRESETS)
def test_observation_counts_jokers_in_their_own_slot(preset: str) -> None:
    pytest.importorskip("numpy")
    variant = bezique.Variant(preset)
    plain = bezique.Variant(preset, jokers=0) if variant.players == 2 else None
    # A card block is 33 wide with jokers: hand, each table, played, each trick card, the
    # turn-up and three meld classes, one slot more each.
    if plain is not None:
        blocks = 1 + variant.players + 1 + variant.players + 1 + 3
        assert bezique.observation_size(variant) == bezique.observation_size(plain) + blocks
    for seed in range(1, 40):
        game = bezique.Game(preset, seed=seed)
        seat = game.current_player
        assert seat is not None
        hand = game.state.hand(seat)
        obs = game.observation(seat)
        packs, jokers = variant.packs, int(variant["jokers"])
        for slot in range(32):
            assert obs[slot] == pytest.approx(sum(c.type == slot for c in hand) / packs)
        assert obs[32] == pytest.approx(sum(c.is_joker for c in hand) / jokers)
        if any(c.is_joker for c in hand):
            return
    raise AssertionError("no deal gave the seat to act a joker")


def test_the_first_bezique_flag_in_every_view() -> None:
    """Rules 7.3, ``first_bezique_value``: the first bezique of the game scores 100, and from
    then on every seat's view (and the engine's players, reading it) knows it has come."""
    game = bezique.Game("haitian(first_bezique_value=100)", seed=2)
    rng = random.Random(2)
    while not game.is_over:
        for seat in range(2):
            assert not game.view(seat).first_bezique_scored
        legal = game.legal_actions()
        beziques = [a for a in legal if str(a).startswith("bezique ")]
        game.apply(beziques[0] if beziques else rng.choice(legal))
        declared = [e for e in game.last_events if e.meld is bezique.MeldKind.BEZIQUE]
        if declared:
            assert declared[0].value == 100
            break
    else:
        raise AssertionError("no bezique was ever declared")
    for seat in range(2):
        view = game.view(seat)
        assert view.first_bezique_scored and "first bezique declared" in view.text
    # A view read back from its values keeps the flag; one that claims it where the variant has
    # no first bezique value is refused.
    to_act = game.current_player
    assert to_act is not None
    changed = dataclasses.replace(game.view(to_act))
    heuristic = bezique.Player("heuristic")
    assert heuristic.choose(changed, game.variant) in changed.legal_actions
    plain = bezique.Game("haitian", seed=2)
    first = plain.current_player
    assert first is not None
    with pytest.raises(bezique.InvalidArgumentError, match="first_bezique_scored"):
        heuristic.choose(dataclasses.replace(plain.view(first), first_bezique_scored=True), plain.variant)
    assert not bezique.Game("haitian", seed=2).view(0).first_bezique_scored
