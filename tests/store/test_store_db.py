import asyncio
import sqlite3
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from bot.store import Store, StoreError, StoreUnavailable, backup_file
from bot.store.db import connect, describe, migrate, resolve_path
from bot.store.errors import UNAVAILABLE
from bot.store.migrations import migrations
from tests.postgres import fresh_schema, need_psycopg

REPO_ROOT = Path(__file__).resolve().parents[2]


def integrity_errors() -> tuple[type[Exception], ...]:
    try:
        import psycopg
    except ImportError:
        return (sqlite3.IntegrityError,)
    return (sqlite3.IntegrityError, psycopg.IntegrityError)


def tables(path) -> set[str]:
    conn = sqlite3.connect(path)
    try:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        conn.close()


def test_path_comes_from_argument_then_env_then_default(monkeypatch, tmp_path):
    monkeypatch.delenv("DUELHALL_DB", raising=False)
    assert str(resolve_path()) == "duelhall.db"
    monkeypatch.setenv("DUELHALL_DB", str(tmp_path / "env.db"))
    assert resolve_path() == tmp_path / "env.db"
    assert resolve_path(tmp_path / "arg.db") == tmp_path / "arg.db"


async def test_open_uses_env_path(monkeypatch, tmp_path):
    monkeypatch.setenv("DUELHALL_DB", str(tmp_path / "env.db"))
    store = await Store.open()
    await store.close()
    assert (tmp_path / "env.db").exists()


async def test_connection_pragmas(sqlite_store):
    db = sqlite_store._db
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert db.execute("PRAGMA busy_timeout").fetchone()[0] == 5000


def test_migrate_from_empty_then_again_is_a_no_op(sqlite_path):
    db = connect(sqlite_path)
    assert migrations.pending(db)
    migrate(db)
    expected = {"users", "decks", "matches", "choices", "results", "ratings", "seasons", "settings",
                "gatherings", "match_decks", "rematches", "tournaments", "tournament_players",
                "tournament_games"}
    assert expected <= set(db.table_names())
    schema = db.execute("SELECT sql FROM sqlite_master ORDER BY name").fetchall()
    applied = [m.name for m in migrations.applied(db)]
    migrate(db)
    assert db.execute("SELECT sql FROM sqlite_master ORDER BY name").fetchall() == schema
    assert [m.name for m in migrations.applied(db)] == applied == [
        "m001_initial_schema", "m002_gatherings", "m003_community",
        "m004_normalised_deck_name_keys", "m005_user_stops", "m006_one_rematch_offer_per_match",
        "m007_server_say",
    ]
    assert migrations.pending(db) == []
    db.close()


async def test_reopening_keeps_data(db_path, clock):
    store = await Store.open(db_path, clock=clock)
    match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await store.close()
    store = await Store.open(db_path, clock=clock)
    assert (await store.get_match(match.id)).seats == [1, 2]
    await store.close()


async def test_foreign_keys_are_enforced(store):
    with pytest.raises(integrity_errors()):
        await store._run(
            lambda db: db.execute(
                "INSERT INTO choices (match_id, version, seat, decision_id, option_ids)"
                " VALUES (12345, 1, 0, 'd', '[]')"
            )
        )


async def test_backup_copy_opens_with_the_data(sqlite_store, tmp_path):
    store = sqlite_store
    match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await store.record_choice(match.id, 1, 0, "move", ["e4"], "state-1")
    await store.save_deck(1, "chess", "Main", "1 pawn")
    copy = tmp_path / "backup.db"
    await store.backup(copy)

    conn = sqlite3.connect(copy)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT snapshot, version FROM matches").fetchall() == [("state-1", 1)]
    assert conn.execute("SELECT count(*) FROM choices").fetchone()[0] == 1
    conn.close()
    restored = await Store.open(copy)
    assert (await store.get_deck(1, "chess", "main")).list_text == "1 pawn"
    assert (await restored.get_deck(1, "chess", "main")).list_text == "1 pawn"
    await restored.close()


async def test_sync_backup_of_a_closed_file(sqlite_path, tmp_path, clock):
    db_path = sqlite_path
    store = await Store.open(db_path, clock=clock)
    await store.save_deck(7, "chess", "Saved", "1 rook")
    await store.close()
    backup_file(db_path, tmp_path / "copy.db")
    assert "decks" in tables(tmp_path / "copy.db")
    with pytest.raises(FileNotFoundError):
        backup_file(tmp_path / "missing.db", tmp_path / "never.db")


def test_process_killed_mid_transaction_leaves_match_and_log_consistent(db_path, tmp_path):
    """A real crash: the process dies after the snapshot update, before commit."""
    script = textwrap.dedent(
        f"""
        import os
        from datetime import UTC, datetime
        from bot.store import matches
        from bot.store.db import connect, migrate

        db = connect({str(db_path)!r})
        migrate(db)
        now = datetime(2025, 1, 1, tzinfo=UTC)
        m = matches.create_match(db, guild_id=1, channel_id=2, game="chess", seats=[1, 2],
                                 seed=1, options={{}}, ranked=False, snapshot="v0",
                                 names=None, now=now)
        matches.record_choice(db, m.id, 1, 0, "d", [1], "v1", now)

        def die(db, row):
            os._exit(3)

        matches._insert_choice = die
        matches.record_choice(db, m.id, 2, 1, "d", [2], "v2", now)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=REPO_ROOT, capture_output=True)
    assert done.returncode == 3, done.stderr.decode()
    db = connect(db_path)
    assert db.execute("SELECT snapshot, version FROM matches").fetchall() == [("v1", 1)]
    assert db.execute("SELECT version FROM choices").fetchall() == [(1,)]
    db.close()


async def test_all_database_work_runs_on_one_worker_thread(sqlite_store):
    store = sqlite_store
    seen = set()
    store._db.conn.set_trace_callback(lambda sql: seen.add(threading.current_thread().name))
    match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await asyncio.gather(
        store.record_choice(match.id, 1, 0, "d", [], "s"),
        store.save_deck(1, "chess", "Deck", "x"),
        store.ladder(1, "chess"),
    )
    await store._run(lambda db: db.conn.set_trace_callback(None))
    assert len(seen) == 1
    assert seen.pop().startswith("duelhall-db")


async def test_gatherings_are_kept_until_deleted(store):
    await store.save_gathering("ab12", 7, 2e9, {"game": "high-card"})
    await store.save_gathering("ab12", 7, 2e9 + 5, {"game": "high-card", "seats": [1]})  # update
    await store.save_gathering("cd34", 7, 1e9, {"game": "exceed"})
    rows = await store.open_gatherings()
    assert [(i, e) for i, e, _ in rows] == [("cd34", 1e9), ("ab12", 2e9 + 5)]
    assert '"seats":[1]' in rows[1][2]
    await store.delete_gathering("cd34")
    await store.delete_gathering("nope")  # nothing to delete is fine
    assert [i for i, _, _ in await store.open_gatherings()] == ["ab12"]


@pytest.mark.postgres
def test_a_postgresql_url_is_not_a_path(monkeypatch):
    need_psycopg()  # describe() reads the URL with psycopg's parser
    url = "postgresql://duel:secret@db.example:5432/hall"
    monkeypatch.setenv("DUELHALL_DB", url)
    assert resolve_path() == url
    assert resolve_path("postgres://h/db") == "postgres://h/db"
    assert describe(url) == "postgresql://duel:***@db.example:5432/hall"


@pytest.mark.postgres
async def test_open_uses_env_url_and_never_shows_the_password(monkeypatch):
    with fresh_schema() as url:
        monkeypatch.setenv("DUELHALL_DB", url)
        store = await Store.open()
        try:
            assert store.postgres and store.path == describe(url)
            match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
            assert (await store.get_match(match.id)).seats == [1, 2]
            with pytest.raises(StoreError, match="pg_dump"):
                await store.backup("/tmp/never.db")
        finally:
            await store.close()


@pytest.mark.postgres
def test_postgresql_migrations_apply_once_and_match_sqlite(sqlite_path):
    lite = connect(sqlite_path)
    migrate(lite)
    with fresh_schema() as url:
        from bot.store.pg import applied_migrations  # psycopg: only once the server is there

        db = connect(url)
        migrate(db)
        columns = db.execute(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
        ).fetchall()
        migrate(db)
        assert applied_migrations(db, migrations.name) == [m.name for m in migrations._migrations]
        assert db.execute(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
        ).fetchall() == columns
        # Every SQLite table and column exists on PostgreSQL, in the same order.
        for table in lite.table_names():
            if table.startswith("_sqlite"):
                continue
            assert [c for t, c in columns if t == table] == [c.name for c in lite[table].columns]
        db.close()
    lite.close()


@pytest.mark.postgres
async def test_processes_starting_together_apply_migrations_once():
    with fresh_schema() as url:
        stores = await asyncio.gather(*(Store.open(url) for _ in range(4)))
        for store in stores:
            await store.close()
        db = connect(url)
        assert db.execute("SELECT count(*) FROM _migrations").fetchone()[0] == len(
            migrations._migrations
        )
        db.close()


@pytest.mark.postgres
async def test_postgresql_store_reconnects_after_losing_its_connection():
    with fresh_schema() as url:
        import psycopg  # only once fresh_schema has found it installed

        store = await Store.open(url)
        try:
            match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
            pid = store._db.conn.info.backend_pid
            with psycopg.connect(url, autocommit=True) as admin:
                admin.execute("SELECT pg_terminate_backend(%s)", [pid])
            # The connection died while idle: the next call fails at BEGIN, before any of
            # it reached the server, so it is safely run again on a new connection.
            assert (await store.get_match(match.id)).seats == [1, 2]
            assert store._db.conn.info.backend_pid != pid

            def dies_inside(db):
                db.execute("SELECT 1")
                db.execute("SELECT pg_terminate_backend(pg_backend_pid())")

            # Lost past BEGIN, the call fails (its commit may have happened): as an outage.
            with pytest.raises(StoreUnavailable) as failure:
                await store._run(dies_inside)
            assert isinstance(failure.value.__cause__, psycopg.OperationalError)
            assert str(failure.value) == UNAVAILABLE
            assert (await store.get_match(match.id)).seats == [1, 2]  # the next call reconnects
        finally:
            await store.close()
