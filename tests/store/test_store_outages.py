"""A database out of reach fails only the call that meets it (#30): a full disk, a
read-only file, a lost PostgreSQL connection; one bot process per SQLite file; a
row that cannot be decoded is reported damaged, not raised; one rematch offer per
finished match, held by the database."""

from __future__ import annotations

import asyncio
import os
import sqlite3

import pytest

from bot.store import Store, StoreUnavailable
from bot.store.errors import DISK_FULL, READ_ONLY
from bot.store.lock import AlreadyRunning


async def _fill_the_disk(store: Store) -> None:
    """The file may not grow by a page: SQLite answers SQLITE_FULL ("database or disk
    is full"), exactly as on a full filesystem."""
    def cap(db):
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count = {pages}")
    await store._worker.run(cap, store._db)


async def _free_the_disk(store: Store) -> None:
    await store._worker.run(lambda db: db.execute("PRAGMA max_page_count = 1073741823"), store._db)


async def test_a_full_disk_fails_the_write_with_a_plain_reason_and_nothing_half_done(sqlite_store):
    match = await sqlite_store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await _fill_the_disk(sqlite_store)
    big = "x" * 200_000  # needs new pages
    with pytest.raises(StoreUnavailable) as failure:
        await sqlite_store.record_choice(match.id, 1, 0, "d1", ["a"], big)
    assert str(failure.value) == DISK_FULL and failure.value.cause == "disk full"
    assert (await sqlite_store.get_match(match.id)).version == 0
    assert await sqlite_store.choices(match.id) == []
    await _free_the_disk(sqlite_store)
    await sqlite_store.record_choice(match.id, 1, 0, "d1", ["a"], big)
    assert (await sqlite_store.get_match(match.id)).version == 1


async def test_a_read_only_database_names_the_file_and_the_cause(sqlite_path, monkeypatch):
    store = await Store.open(sqlite_path)
    await store.close()
    real = sqlite3.connect

    def read_only(path, *args, **kwargs):
        return real(f"file:{path}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr("bot.store.db.sqlite3.connect", read_only)
    with pytest.raises(StoreUnavailable) as failure:
        await Store.open(sqlite_path, exclusive=True)
    text = str(failure.value)
    assert str(sqlite_path) in text and "read-only" in text and failure.value.cause == "read-only"
    # The lock was released with the failed open: a later start is not refused for it.
    monkeypatch.undo()
    again = await Store.open(sqlite_path, exclusive=True)
    await again.close()


async def test_writes_to_a_read_only_file_are_an_outage_not_a_bug(sqlite_store):
    match = await sqlite_store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await sqlite_store._worker.run(lambda db: db.execute("PRAGMA query_only = 1"), sqlite_store._db)
    with pytest.raises(StoreUnavailable) as failure:
        await sqlite_store.record_choice(match.id, 1, 0, "d1", ["a"], "{}")
    assert str(failure.value) == READ_ONLY


async def test_a_second_process_on_one_sqlite_file_is_refused(sqlite_path):
    first = await Store.open(sqlite_path, exclusive=True)
    try:
        with pytest.raises(AlreadyRunning) as failure:
            await Store.open(sqlite_path, exclusive=True)
        text = str(failure.value)
        assert str(sqlite_path) in text and f"pid {os.getpid()}" in text
        # Tools that only read or copy (a backup, a test's check) are not locked out.
        reader = await Store.open(sqlite_path)
        await reader.close()
    finally:
        await first.close()
    second = await Store.open(sqlite_path, exclusive=True)
    await second.close()


async def test_a_match_row_that_cannot_be_decoded_is_reported_damaged(sqlite_store, sqlite_path):
    match = await sqlite_store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    with sqlite3.connect(sqlite_path) as db:
        db.execute("UPDATE matches SET seats = '[1, 2' WHERE id = ?", [match.id])
    record = await sqlite_store.get_match(match.id)
    assert record.status == "broken" and "damaged" in record.end_reason
    with sqlite3.connect(sqlite_path) as db:
        assert db.execute("SELECT status FROM matches WHERE id = ?", [match.id]).fetchone()[0] == "broken"


async def test_one_rematch_offer_per_finished_match_even_when_pressed_together(store):
    match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await store.finish_match(match.id, [1, 2], "over")
    results = await asyncio.gather(*(
        store.claim_rematch(f"{i:010x}", 1, match.id, 9e9, {"n": i}) for i in range(6)))
    assert results.count(None) == 1 and set(results) == {None, "open"}
    winner = f"{results.index(None):010x}"
    assert [r[0] for r in await store.open_rematches()] == [winner]
    # Accepted twice at once: one start.
    started = await asyncio.gather(store.start_rematch(winner), store.start_rematch(winner))
    assert sorted(started) == [False, True]
    assert await store.open_rematches() == []
    assert await store.claim_rematch("ffffffffff", 1, match.id, 9e9, {}) == "started"


async def test_a_declined_rematch_offer_frees_the_match(store):
    match = await store.create_match(guild_id=1, channel_id=2, game="chess", seats=[1, 2])
    await store.finish_match(match.id, [1, 2], "over")
    assert await store.claim_rematch("aaaaaaaaaa", 1, match.id, 9e9, {}) is None
    await store.delete_rematch("aaaaaaaaaa")
    assert await store.claim_rematch("bbbbbbbbbb", 1, match.id, 9e9, {}) is None
