"""Cards: notation, value semantics, errors."""

from __future__ import annotations

import copy
import pickle

import pytest

import bezique
from bezique import Card, Rank, Suit


def test_parse_notation() -> None:
    qs = Card("QS")
    assert (qs.rank, qs.suit, qs.copy) == (Rank.QUEEN, Suit.SPADES, 0)
    assert Card("10H") == Card("TH") == Card("th")
    assert Card("QS.1").copy == 1 and Card("QS.1").same_type(qs)
    assert Card("7C").rank is Rank.SEVEN and Card("7C").suit is Suit.CLUBS


def test_ids_follow_the_engine_layout() -> None:
    # id = copy * 32 + suit * 8 + rank (include/bezique/card.hpp)
    assert Card("AS").id == 0
    assert Card("TH").id == 9
    assert Card("7C.2").id == 2 * 32 + 3 * 8 + 7
    assert Card.from_id(Card("JD.1").id) == Card("JD.1")
    assert Card.of(Rank.JACK, Suit.DIAMONDS, 1) == Card("JD.1")
    assert Card(Card("KS")) == Card("KS")


def test_text_and_repr() -> None:
    assert str(Card("10H")) == "TH"
    assert repr(Card("QS")) == "Card('QS')"
    assert repr(Card("QS.1")) == "Card('QS.1')"
    assert Card("QS.1").text(with_copy=True) == "QS.1"
    assert eval(repr(Card("KD.3")), {"Card": Card}) == Card("KD.3")


def test_equality_hash_and_order() -> None:
    assert Card("QS") != Card("QS.1")
    assert len({Card("QS"), Card("qs"), Card("QS.1")}) == 2
    assert sorted([Card("7S"), Card("AH"), Card("AS.1"), Card("AS")]) == [
        Card("AS"), Card("AS.1"), Card("7S"), Card("AH")]
    assert Card("AS") != "AS"


def test_brisques_and_courts() -> None:
    assert Card("AS").is_brisque and Card("TD").is_brisque and not Card("KS").is_brisque
    assert all(Card(t).is_court for t in ("KH", "QH", "JH")) and not Card("9H").is_court


def test_copy_and_pickle() -> None:
    card = Card("JD.1")
    assert copy.copy(card) == card and copy.deepcopy(card) == card
    assert pickle.loads(pickle.dumps(card)) == card


@pytest.mark.parametrize("text", ["ZZ", "QX", "", "Q", "QS.x", "11S"])
def test_malformed_card_text(text: str) -> None:
    with pytest.raises(bezique.ParseError) as err:
        Card(text)
    assert "is not a card" in str(err.value)
    assert err.value.code is bezique.Code.PARSE_ERROR
    assert isinstance(err.value, ValueError)


def test_card_id_out_of_range() -> None:
    with pytest.raises(bezique.InvalidArgumentError, match="out of range"):
        Card(256)
    with pytest.raises(TypeError):
        Card(1.5)  # type: ignore[arg-type]


def test_enum_symbols() -> None:
    assert [s.symbol for s in Suit] == ["S", "H", "D", "C"]
    assert "".join(r.symbol for r in Rank) == "ATKQJ987"
    assert bezique.MeldKind.DOUBLE_BEZIQUE.notation == "double-bezique"
