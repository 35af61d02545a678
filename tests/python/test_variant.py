"""Variants: presets, options as keywords, listing, errors, value semantics."""

from __future__ import annotations

import copy
import pickle

import pytest

import bezique
from bezique import Variant

# docs/rules.md sections 6 and 7, in table order.
RULES_PRESETS = ("two-handed", "without-trump", "panache", "fixed-point", "three-handed",
                 "three-handed-two-pack", "four-handed", "rubicon", "chinese", "eight-deck",
                 "four-hand-rubicon", "french-1847", "haitian", "haitian-four")


def test_presets_are_those_of_the_rules() -> None:
    assert bezique.PRESETS == RULES_PRESETS
    assert Variant.presets() == RULES_PRESETS


@pytest.mark.parametrize(
    "name,players,packs,hand,deck",
    [("two-handed", 2, 2, 8, 64), ("three-handed", 3, 3, 8, 96), ("three-handed-two-pack", 3, 2, 8, 63),
     ("four-handed", 4, 4, 8, 128), ("rubicon", 2, 4, 9, 128), ("chinese", 2, 6, 12, 192),
     ("eight-deck", 2, 8, 15, 256), ("four-hand-rubicon", 4, 6, 9, 192), ("french-1847", 2, 1, 6, 32)],
)
def test_preset_table(name: str, players: int, packs: int, hand: int, deck: int) -> None:
    v = Variant(name)
    assert (v.players, v.packs, v.hand_size, v.deck_size) == (players, packs, hand, deck)
    assert v.name == name and v.text == name


def test_partnerships_have_two_sides() -> None:
    v = Variant("four-handed")
    assert v.partnerships and v.sides == 2
    assert [v.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    assert Variant("three-handed").sides == 3


def test_options_as_keywords() -> None:
    v = Variant("two-handed", target=1500, claim=True)
    assert v.get("target") == 1500 and v["claim"] is True
    assert v.text.startswith("two-handed(") and "target=1500" in v.text and "claim=true" in v.text
    assert Variant(v.text) == v
    assert Variant("two-handed", trump="first_marriage")["trump"] == "first_marriage"
    assert Variant("three-handed", packs=2, removed=["8C"]).deck_size == 63


def test_replace_and_to_dict() -> None:
    base = Variant("two-handed")
    bigger = base.replace(target=1500)
    assert base["target"] == 1000 and bigger["target"] == 1500
    d = bigger.to_dict()
    assert d["target"] == 1500 and d["players"] == 2
    assert set(d) == {o.name for o in Variant.options()}


def test_option_listing() -> None:
    options = {o.name: o for o in Variant.options()}
    assert {"players", "packs", "hand_size", "target", "trump", "reform_a", "removed"} <= set(options)
    assert options["target"].type == "int" and options["target"].meaning
    assert options["trump"].choices == ("turn_up", "first_marriage")
    assert options["claim"].type == "bool" and options["claim"].choices == ()


def test_equality_ignores_the_preset_name() -> None:
    # fixed-point is two-handed with claims allowed (docs/rules.md section 6).
    assert Variant("fixed-point") == Variant("two-handed", claim=True)
    assert hash(Variant("fixed-point")) == hash(Variant("two-handed", claim=True))
    assert Variant("two-handed") != Variant("panache")


def test_repr_round_trips() -> None:
    v = Variant("rubicon", game_bonus=1000)
    assert repr(v) == "Variant('rubicon(game_bonus=1000)')"
    assert eval(repr(v), {"Variant": Variant}) == v
    assert str(v) == "rubicon(game_bonus=1000)"


def test_copy_and_pickle() -> None:
    v = Variant("chinese", rubicon_threshold=5000)
    assert copy.copy(v) == v and copy.deepcopy(v) == v
    assert pickle.loads(pickle.dumps(v)) == v


def test_unknown_preset() -> None:
    with pytest.raises(bezique.UnknownNameError) as err:
        Variant("nope")
    assert "unknown preset 'nope'" in str(err.value)
    assert "two-handed" in str(err.value)  # the message lists the presets
    assert isinstance(err.value, bezique.InvalidVariantError)
    assert err.value.code is bezique.Code.UNKNOWN_NAME


def test_unknown_option() -> None:
    with pytest.raises(bezique.UnknownNameError, match="unknown option 'targt'"):
        Variant("rubicon", targt=1500)


@pytest.mark.parametrize(
    "options,words",
    [({"target": -5}, "target"), ({"players": 7}, "players"), ({"trump": "sideways"}, "trump"),
     ({"packs": 5}, "packs"), ({"removed": ["ZZ"]}, "removed")],
)
def test_invalid_option_values(options: dict[str, object], words: str) -> None:
    with pytest.raises(bezique.InvalidVariantError) as err:
        Variant("two-handed", **options)
    assert words in str(err.value)


def test_impossible_combination() -> None:
    # A claim (fixed point) needs a cumulative game of two sides.
    with pytest.raises(bezique.InvalidVariantError, match="claim"):
        Variant("rubicon", claim=True)


def test_malformed_variant_text() -> None:
    with pytest.raises(bezique.BeziqueError):
        Variant("rubicon(target=)")


def test_option_value_type_errors() -> None:
    with pytest.raises(TypeError):
        Variant("two-handed", target=1.5)


def test_parse_is_the_text_form() -> None:
    assert Variant.parse("chinese(rubicon_threshold=5000)") == Variant("chinese", rubicon_threshold=5000)
    assert Variant.parse("french-1847").players == 2
    with pytest.raises(bezique.UnknownNameError):
        Variant.parse("nope(target=1)")
