"""Registers the test-only High Card game, so the conformance suite always has a game."""

import engine
from tests.toygame import GAME as HIGH_CARD

engine.register(HIGH_CARD)
