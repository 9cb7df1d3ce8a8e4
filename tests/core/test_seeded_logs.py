"""Seeded random matches of every game say exactly what they said before.

Engine refactors and speed-ups must not change play. When a change is meant to change
play (a rules fix), regenerate the stored digests with `python -m tests.core.seeded_logs
> tests/core/seeded_logs.json` and say why in the commit.
"""

from __future__ import annotations

import json

import pytest

from .seeded_logs import SEEDS, STORED, configs, digest

EXPECTED = json.loads(STORED.read_text(encoding="utf-8"))


def test_every_configuration_is_stored():
    assert sorted(EXPECTED) == sorted(f"{g}/{p}" for g, p in configs())


@pytest.mark.parametrize(("game_id", "players"), configs(), ids=lambda v: str(v))
def test_seeded_matches_give_the_stored_logs(game_id, players):
    got = {str(s): digest(game_id, players, s) for s in SEEDS}
    assert got == EXPECTED[f"{game_id}/{players}"]
