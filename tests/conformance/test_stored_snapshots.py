"""Matches saved by earlier engines still load and play to the end.

`tests/snapshots/<game>/` holds snapshots written by the engine of 2 December 2026
(snapshot format 1, state version 1) at several points of seeded random games. A
change to a game's state must bump its `state_version` and migrate these.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.ai import RandomAgent

from .helpers import MOVE_CAP, step

STORED = Path(__file__).resolve().parents[1] / "snapshots"
FILES = sorted(STORED.glob("*/*.json"))


def test_every_game_has_stored_snapshots():
    games = {g.id for g in engine.games()} - {"high-card"}
    assert games <= {f.parent.name for f in FILES}


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_stored_snapshot_loads_and_plays_to_a_result(path):
    game = engine.get_game(path.parent.name)
    m = game.load_match(path.read_text(encoding="utf-8"))
    for seat in [None, *range(m.players)]:
        assert m.view(seat)["game"] == game.id
    again = game.load_match(m.to_json())
    assert again.view(0) == m.view(0)
    agent = RandomAgent(7)
    for _ in range(MOVE_CAP):
        if m.result is not None:
            break
        step(m, agent)
    assert m.result is not None
