"""A choice is saved with one statement for the snapshot and one for the choice row,
inside one transaction: nothing is read first (the row's old snapshot included)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.store import StoreError, matches
from bot.store.db import connect, migrate
from bot.store.errors import NotFound, VersionConflict

NOW = datetime(2026, 1, 1, tzinfo=UTC)


@pytest.fixture
def db(tmp_path):
    db = connect(tmp_path / "write.db")
    migrate(db)
    yield db
    db.close()


def _statements(db, action) -> list[str]:
    seen: list[str] = []
    db.conn.set_trace_callback(seen.append)
    try:
        action()
    finally:
        db.conn.set_trace_callback(None)
    return [s.split()[0].upper() for s in seen if s.split()[0].upper() not in ("BEGIN", "COMMIT",
                                                                               "SAVEPOINT", "RELEASE")]


def _match(db) -> int:
    return matches.create_match(db, guild_id=1, channel_id=2, game="chess", seats=[1, 2], seed=1,
                                options={}, ranked=False, snapshot="v0", names=None, now=NOW).id


def test_a_choice_is_one_update_and_one_insert(db):
    match_id = _match(db)
    done = _statements(db, lambda: matches.record_choice(db, match_id, 1, 1, "d", [3], "v1", NOW))
    assert done == ["UPDATE", "INSERT"]
    assert db.execute("SELECT snapshot, version FROM matches").fetchall() == [("v1", 1)]
    assert db.execute("SELECT version, seat, option_ids FROM choices").fetchall() == [(1, 1, "[3]")]


def test_a_refused_write_changes_nothing_and_says_why(db):
    match_id = _match(db)
    matches.record_choice(db, match_id, 1, 0, "d", [1], "v1", NOW)
    with pytest.raises(VersionConflict, match="at version 1"):
        matches.record_choice(db, match_id, 3, 0, "d", [1], "v3", NOW)
    with pytest.raises(StoreError, match="no seat 2"):
        matches.record_choice(db, match_id, 2, 2, "d", [1], "v2", NOW)
    with pytest.raises(NotFound):
        matches.record_choice(db, match_id + 1, 2, 0, "d", [1], "v2", NOW)
    assert db.execute("SELECT snapshot, version FROM matches").fetchall() == [("v1", 1)]
    assert db.execute("SELECT count(*) FROM choices").fetchall() == [(1,)]
