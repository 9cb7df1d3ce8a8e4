"""Snapshot state versions: older saved states are migrated one step at a time."""

from __future__ import annotations

import json

import pytest

from engine.core import SnapshotError
from tests.toygame import GAME, HighCardMatch


def _renamed_round(state: dict) -> dict:  # version 1 -> 2: "round" becomes "round_no"
    state["round_no"] = state.pop("round")
    return state


def _scored(state: dict) -> dict:  # version 2 -> 3: a total of points is kept
    state["points"] = sum(p["score"] for p in state["players"])
    return state


class V3(HighCardMatch):
    state_version = 3
    state_migrations = {1: _renamed_round, 2: _scored}


def _old_snapshot(fmt: int = 1) -> dict:
    m = GAME.new_match(GAME.starter_decks() * 2, seed=4)
    doc = json.loads(m.to_json())
    if fmt == 1:  # what the engine wrote before state versions existed
        doc["format"] = 1
        del doc["state_version"]
    return doc


def test_a_snapshot_carries_its_state_version():
    doc = json.loads(GAME.new_match(GAME.starter_decks() * 2, seed=4).to_json())
    assert doc["format"] == 2 and doc["state_version"] == 1


@pytest.mark.parametrize("fmt", [1, 2])
def test_an_old_state_is_migrated_step_by_step(fmt):
    m = V3.from_json(GAME, json.dumps(_old_snapshot(fmt)))
    assert m.state["round_no"] == 1 and "round" not in m.state and m.state["points"] == 0
    again = json.loads(m.to_json())
    assert again["state_version"] == 3
    # A version-3 snapshot is read as is: no step runs twice.
    assert V3.from_json(GAME, m.to_json()).state == m.state


def test_a_state_from_a_newer_engine_is_refused_clearly():
    doc = _old_snapshot(2)
    doc["state_version"] = 9
    with pytest.raises(SnapshotError, match="newer engine"):
        GAME.load_match(json.dumps(doc))


@pytest.mark.parametrize("bad", [None, 0, "1", True, 1.5])
def test_a_broken_state_version_is_a_snapshot_error(bad):
    doc = _old_snapshot(2)
    doc["state_version"] = bad
    with pytest.raises(SnapshotError, match="state version"):
        GAME.load_match(json.dumps(doc))


def test_a_missing_migration_step_is_a_snapshot_error():
    class Gap(HighCardMatch):
        state_version = 3
        state_migrations = {1: _renamed_round}

    with pytest.raises(SnapshotError, match="no migration from state version 2 to 3"):
        Gap.from_json(GAME, json.dumps(_old_snapshot()))


def test_a_state_too_broken_to_migrate_is_a_snapshot_error():
    doc = _old_snapshot()
    del doc["state"]["round"]
    with pytest.raises(SnapshotError, match="cannot migrate state version 1"):
        V3.from_json(GAME, json.dumps(doc))


@pytest.mark.parametrize("fmt", [True, 1.0, "1", 0, 3, None])
def test_a_snapshot_format_that_is_not_a_known_whole_number_is_refused(fmt):
    doc = _old_snapshot(2)
    doc["format"] = fmt
    with pytest.raises(SnapshotError, match="unknown snapshot format"):
        GAME.load_match(json.dumps(doc))
