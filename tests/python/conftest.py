"""Shared helpers for the Python tests: stacked decks and random play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import bezique

REPO = Path(__file__).resolve().parents[2]
GOLDEN = REPO / "tests" / "data" / "golden"


def stacked_deck(variant: bezique.Variant, top: list[str]) -> list[bezique.Card]:
    """A full deck for ``variant`` whose first cards are ``top`` (lowest copies first); the
    rest follow in engine id order."""
    all_cards = list(bezique.State(variant).seeded_deck(0, 0))
    all_cards.sort(key=lambda c: c.id)
    deck: list[bezique.Card] = []
    for text in top:
        card = next(c for c in all_cards if str(c) == text.upper() and c not in deck)
        deck.append(card)
    deck += [c for c in all_cards if c not in deck]
    return deck


# Two-handed, dealer P0, eldest P1 (dealt deck[0], deck[2], ...), turn-up deck[16] = 9H:
# P1 holds a royal marriage (KH QH, hearts are trumps), a bezique (QS JD) and four brisques;
# P0 holds only low cards.
P1_HAND = ["KH", "QH", "QS", "JD", "AS", "TS", "AC", "TC"]
P0_HAND = ["7S", "8S", "7C", "8C", "7D", "8D", "9D", "9S"]


@pytest.fixture
def stacked_game() -> bezique.Game:
    variant = bezique.Variant("two-handed")
    top = [card for pair in zip(P1_HAND, P0_HAND) for card in pair] + ["9H"]
    return bezique.Game(variant, seed=5, decks=[stacked_deck(variant, top)])


def play_random(game: bezique.Game, rng: random.Random, limit: int = 100000) -> int:
    """Plays random legal actions until the game ends; returns how many."""
    n = 0
    while not game.is_over and n < limit:
        game.apply_index(rng.randrange(game.num_legal_actions()))
        n += 1
    return n
