"""Every character of the roster, in a seeded random game against the next one: the game
ends, cards are conserved, and no view shows a card hidden from its viewer (the contract
test samples only some pairings; this one covers every character)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.ai import RandomAgent
from tests.conformance.helpers import iids_in

from .helpers import GAME

DECKS = GAME.starter_decks()


def test_every_character_of_the_data_is_offered():
    assert len(DECKS) == 21


@pytest.mark.parametrize("i", range(len(DECKS)), ids=[d.name for d in DECKS])
def test_each_character_plays_a_whole_game_without_leaks(i):
    m = GAME.new_match([DECKS[i], DECKS[(i + 1) % len(DECKS)]], seed=500 + i)
    start = Counter(c for z in m.card_zones().values() for c in z)
    agent = RandomAgent(i)
    for _ in range(3000):
        if m.result is not None:
            break
        assert Counter(c for z in m.card_zones().values() for c in z) == start
        for viewer in (None, 0, 1):
            leaked = iids_in(m.view(viewer)) & m.secret_from(viewer)
            assert not leaked, f"seat {viewer} sees hidden cards"
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    assert m.result is not None
