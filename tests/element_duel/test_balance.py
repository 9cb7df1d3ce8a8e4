"""The element chart tilts matchups but decides none: no starter pairing wins more
than 75% of 200 games between random agents (seats alternate, as in
`python -m engine simulate`)."""

from __future__ import annotations

import itertools

import pytest

from engine.ai import RandomAgent
from engine.ai.base import play_match

from .helpers import GAME

DECKS = GAME.starter_decks()


@pytest.mark.parametrize(("a", "b"), list(itertools.combinations(range(len(DECKS)), 2)),
                         ids=lambda i: DECKS[i].name.replace(" ", "-"))
def test_no_starter_pairing_wins_more_than_three_quarters(a, b):
    wins = {a: 0, b: 0}
    for i in range(200):
        order = (a, b) if i % 2 == 0 else (b, a)
        m = GAME.new_match([DECKS[order[0]], DECKS[order[1]]], seed=i)
        play_match(m, [RandomAgent(i * 7), RandomAgent(i * 7 + 1)])
        if not m.result.draw:
            wins[order[m.result.winners[0]]] += 1
    assert max(wins.values()) <= 150, {DECKS[k].name: v for k, v in wins.items()}
