"""Registers the test-only High Card game, so the conformance suite always has a game."""

import engine
from tests.toygame import GAME as HIGH_CARD

engine.register(HIGH_CARD)

import pytest  # noqa: E402


def pytest_collection_modifyitems(items):
    # The store tests run once per backend; the PostgreSQL half is selected by
    # `-m postgres` (as .ci/run does) along with the tests marked by hand.
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and callspec.params.get("backend") == "postgresql":
            item.add_marker(pytest.mark.postgres)
