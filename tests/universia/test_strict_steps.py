"""Seeded random matches with every step checked against its declaration in the StepBook."""

from __future__ import annotations

import pytest

from engine.core.steps import StepError
from engine.universia.book import steps
from tests.stepplay import play_strictly, strict

from .helpers import GAME


@pytest.mark.parametrize("seed", range(1, 7))
def test_seeded_random_matches_push_and_ask_only_declared_steps(seed):
    assert play_strictly(GAME, steps, seed).result is not None


def test_strict_mode_is_on_in_these_matches():
    m = GAME.new_match(GAME.starter_decks()[:2], seed=1)
    with strict(steps), pytest.raises(StepError, match="has no field"):
        m.push({"op": "dmg", "seat": 0, "n": 1, "x": 2})
