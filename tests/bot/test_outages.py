"""Database outages in the middle of a match (#30): PostgreSQL restarted or stopped,
a full disk, a read-only file, a second process on one SQLite file. The click that
meets the outage is told so in a short reply; the match stays in memory and in the
database as it was; the timers log the outage once and once when it ends; the next
click after the database is back plays on."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from bot import recovery
from bot.app import DuelhallBot
from bot.config import Config
from bot.match.clicks import CHOICE_SAVED
from bot.store import Store, StoreUnavailable
from bot.store.errors import DISK_FULL, UNAVAILABLE
from bot.store.lock import AlreadyRunning
from tests.pgcluster import Cluster

from .harness import RandomPlayer, challenge, make_hall, start_bot


def _outage_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "bot" and "database" in r.getMessage()]


async def _refused_with(player: RandomPlayer, text: str) -> None:
    """The next click is answered with `text` (RandomPlayer asserts no refusal)."""
    with pytest.raises(AssertionError, match=text.split(";")[0]):
        await player.step()


@pytest.fixture
def cluster():
    made = Cluster()
    yield made
    made.destroy()


@pytest.mark.postgres
async def test_postgresql_restarted_or_stopped_mid_match_fails_only_the_click(cluster, caplog):
    from bot.local.fakediscord import FakeDiscord

    async with FakeDiscord() as fake:
        hall = make_hall(fake, cluster.url)
        async with start_bot(hall) as bot:
            thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
            (session,) = list(bot.referee.sessions)
            player = RandomPlayer(hall, bot, thread, seed=3)
            for _ in range(2):
                assert await player.step()
            # A restart between two clicks: the dead connection is found at BEGIN and
            # replaced, so the next click simply plays.
            cluster.restart()
            before = session.match.version
            assert await player.step()
            assert session.match.version > before
            # Stopped: the click is told the database is unavailable, nothing changes.
            cluster.stop()
            version = session.match.version
            caplog.set_level(logging.INFO)
            await _refused_with(player, UNAVAILABLE)
            assert bot.referee.sessions.get(session.id) is session and not session.over
            assert session.match.version == version
            for _ in range(3):
                assert await bot.sweep_once() is False
            assert len([line for line in _outage_lines(caplog) if "timers wait" in line]) == 1
            assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
            cluster.start()
            assert await bot.sweep_once() is True
            assert len([line for line in _outage_lines(caplog) if "timers run again" in line]) == 1
            assert await player.step()  # plays on
            assert session.match.version > version
            record = await bot.store.get_match(session.id)
            assert record.status == "running" and record.version == session.match.version
            assert recovery.BROKEN not in fake.all_public_text()
            await player.play()


async def test_a_choice_saved_before_the_outage_is_not_called_unsaved(hall, monkeypatch):
    """Found by the PostgreSQL crash soak: the choice was saved, then the match's end
    (or an automatic answer after it) met the outage, and the player was told to try
    again, though trying again could only be refused. They are told it is saved, and
    the timers finish the match once the database is back."""
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        player = RandomPlayer(hall, bot, thread, seed=3)

        async def out(*args, **kwargs):
            raise StoreUnavailable(UNAVAILABLE)

        monkeypatch.setattr(bot.store, "finish_match", out)
        with pytest.raises(AssertionError) as refused:
            for _ in range(500):
                assert await player.step(), "the match ended without meeting the outage"
        assert CHOICE_SAVED in str(refused.value) and UNAVAILABLE not in str(refused.value)
        record = await bot.store.get_match(session.id)
        assert record.status == "running" and record.version == session.match.version
        monkeypatch.undo()
        assert await bot.sweep_once() is True
        assert (await bot.store.get_match(session.id)).status == "finished"


class FullDisk:
    """The SQLite connection as on a full filesystem: every write fails with SQLITE_FULL
    (SQLite's own "database or disk is full"), reads work. Injected under sqlite-utils."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def execute(self, sql, *args):
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE", "REPLACE")):
            failure = sqlite3.OperationalError("database or disk is full")
            failure.sqlite_errorcode, failure.sqlite_errorname = 13, "SQLITE_FULL"
            raise failure
        return self.conn.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self.conn, name)


async def test_a_full_disk_is_explained_and_play_resumes_when_space_returns(hall, caplog, monkeypatch):
    async with start_bot(hall) as bot:
        await bot.store.set_settings(hall.guild.id, idle_reminder_seconds=0, auto_pass_seconds=0,
                                     forfeit_seconds=60)
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        (session,) = list(bot.referee.sessions)
        player = RandomPlayer(hall, bot, thread, seed=5)
        assert await player.step()
        version = session.match.version
        db = bot.store._db
        monkeypatch.setattr(db, "conn", FullDisk(db.conn))
        caplog.set_level(logging.INFO)
        await _refused_with(player, DISK_FULL)
        assert bot.referee.sessions.get(session.id) is session and not session.over
        assert session.match.version == version
        # The timers meet it too (a forfeit is due): logged once, no error, no notice.
        hall.clock.advance(10_000)
        for _ in range(3):
            await bot.sweep_once()
        assert len([line for line in _outage_lines(caplog) if "disk full" in line]) == 1
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
        assert "forfeits" not in hall.fake.all_public_text()
        monkeypatch.undo()
        hall.clock.advance(-10_000)
        assert await bot.sweep_once() is True
        assert await player.step()
        assert session.match.version > version
        assert (await bot.store.get_match(session.id)).status == "running"


async def test_a_second_bot_on_one_sqlite_file_refuses_to_start(hall):
    async with start_bot(hall):
        second = DuelhallBot(Config(token="x", db_path=hall.db_path), sweep=False)
        with pytest.raises(AlreadyRunning) as failure:
            await second.setup_hook()
        assert hall.db_path in str(failure.value) and "pid" in str(failure.value)


def test_the_bot_names_a_read_only_database_at_start_up(tmp_path, monkeypatch, caplog):
    import asyncio

    from bot import app

    path = tmp_path / "duelhall.db"

    async def create():
        await (await Store.open(path)).close()

    asyncio.run(create())
    real = sqlite3.connect
    monkeypatch.setattr("bot.store.db.sqlite3.connect",
                        lambda p, *a, **k: real(f"file:{p}?mode=ro", *a, uri=True, **k))

    def run(self, token, **kwargs):  # start-up as far as the database, no Discord
        asyncio.run(self.setup_hook())

    monkeypatch.setattr(app.DuelhallBot, "run", run)
    monkeypatch.setattr(app.discord.utils, "setup_logging", lambda **k: None)
    caplog.set_level(logging.ERROR)
    assert app.run(Config(token="x", db_path=str(path))) == 1
    (line,) = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert str(path) in line and "read-only" in line
