"""Seeded random matches with every step checked against its declaration in the StepBook."""

from __future__ import annotations

import pytest

from engine.ai import RandomAgent
from engine.core.steps import StepError
from engine.universia.book import steps

from .helpers import GAME


@pytest.fixture
def strict():
    steps.strict = True
    try:
        yield
    finally:
        steps.strict = False


@pytest.mark.parametrize("seed", range(1, 7))
def test_seeded_random_matches_push_and_ask_only_declared_steps(strict, seed):
    decks = GAME.starter_decks()
    m = GAME.new_match([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(5000):
        if m.result is not None:
            break
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    assert m.result is not None


def test_strict_mode_is_on_in_these_matches(strict):
    m = GAME.new_match(GAME.starter_decks()[:2], seed=1)
    with pytest.raises(StepError, match="has no field"):
        m.push({"op": "dmg", "seat": 0, "n": 1, "x": 2})
