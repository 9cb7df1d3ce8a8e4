"""Every step Exceed queues or resumes with matches its declaration in the StepBook.

Seeded random matches over the starter decks run with `StepBook.strict`, which checks
each step pushed and each question's resume step (name registered, every payload field
declared with its type, no required field missing)."""

from __future__ import annotations

import pytest

from engine.ai import RandomAgent
from engine.ai.base import play_match
from engine.core.steps import StepError
from engine.exceed.registry import STEPS
from tests.stepplay import strict as strict_steps

from .helpers import GAME


@pytest.fixture
def strict():
    with strict_steps(STEPS):
        yield


@pytest.mark.parametrize("seed", range(12))
def test_seeded_random_matches_push_only_declared_steps(strict, seed):
    decks = GAME.starter_decks()
    m = GAME.new_match([decks[seed % len(decks)], decks[(seed * 5 + 3) % len(decks)]], seed=seed)
    play_match(m, [RandomAgent(seed), RandomAgent(seed + 1)])
    assert m.result is not None


def test_strict_mode_refuses_a_step_off_its_declaration(strict):
    m = GAME.new_match(GAME.starter_decks()[:2], seed=1)
    with pytest.raises(StepError, match="no field"):
        m.push({"op": "mull", "s": 0, "bogus": 2})
    with pytest.raises(StepError, match="declared"):
        m.push({"op": "turn", "s": "0"})
    with pytest.raises(StepError, match="no step named"):
        m.ask(0, "choose", "?", [["0", "choose", "A", None, 0], ["1", "choose", "B", None, 1]],
              {"op": "no_such_step", "s": 0})
