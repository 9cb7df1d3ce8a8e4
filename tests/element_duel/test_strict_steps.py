"""Seeded random matches with every step checked against its declaration in the StepBook,
the turn clock and timeouts included."""

from __future__ import annotations

import pytest

from engine.ai import RandomAgent
from engine.core.steps import StepError
from engine.element_duel.book import steps

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
    for n in range(5000):
        if m.result is not None:
            break
        d = m.pending()[0]
        if n % 17 == 5:  # now and then a player runs out of time
            m.elapse(60)
            m.run_timeout(d.seat)
            continue
        m.apply(d.seat, d.id, agent.choose(m, d))
    assert m.result is not None


def test_strict_mode_is_on_in_these_matches(strict):
    m = GAME.new_match(GAME.starter_decks()[:2], seed=1)
    with pytest.raises(StepError, match="field 'h' is str"):
        m.push({"op": "summon", "h": "0", "t": None})
