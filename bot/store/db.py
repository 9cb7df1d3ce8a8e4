"""Opening the database (a SQLite file, or a PostgreSQL URL through `pg`),
the single database thread, and backups.

sqlite3 connections are not safe to use from several threads at once, and a
blocking query on the event loop would freeze the bot, so every statement runs
on one dedicated worker thread. Serialising all work there also means that
transactions never interleave, which keeps version checks simple.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import queue
import sqlite3
import sys
import threading
import weakref
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlite_utils import Database

from .errors import DISK_FULL, READ_ONLY, UNAVAILABLE, StoreUnavailable

DEFAULT_PATH = "./duelhall.db"
ENV_VAR = "DUELHALL_DB"
# Milliseconds a statement waits for a lock held by another process (for
# example a backup or an admin's sqlite3 shell) before failing.
BUSY_TIMEOUT_MS = 5000

T = TypeVar("T")


def is_postgres(location: object) -> bool:
    return isinstance(location, str) and location.startswith(("postgresql://", "postgres://"))


def resolve_path(path: str | os.PathLike[str] | None = None) -> Path | str:
    """The database: the argument, else $DUELHALL_DB, else ./duelhall.db.
    A PostgreSQL URL stays a string (a Path would fold its `//`)."""
    location = path if path is not None else (os.environ.get(ENV_VAR) or DEFAULT_PATH)
    return location if is_postgres(location) else Path(location)


def connect(path: str | os.PathLike[str]) -> Database:
    """Open the database with the settings we rely on: a SQLite file (created
    if needed), or a PostgreSQL database given by URL (see `pg`)."""
    if is_postgres(path):
        from .pg import PgDatabase  # psycopg is the optional `postgres` extra

        return PgDatabase(path)  # type: ignore[return-value]
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=5)
    db = Database(conn)
    db.enable_wal()
    # foreign_keys and busy_timeout are per connection, not stored in the file.
    db.execute("PRAGMA foreign_keys=ON")
    db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    return db


def migrate(db: Database) -> None:
    """Apply pending migrations, with the runner of the database's kind."""
    from .migrations import migrate as migrate_sqlite
    from .migrations import migrations

    if is_postgres(getattr(db, "url", None)):
        from .pg import apply_migrations

        apply_migrations(db, migrations)  # type: ignore[arg-type]
    else:
        migrate_sqlite(db)


def run_unit(db: Database, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """One store call. On PostgreSQL it is one transaction, retried if another
    process won a race (see `pg`); SQLite's single writer needs no more."""
    unit = getattr(db, "run_unit", None)
    if unit is not None:
        return unit(fn, *args, **kwargs)
    return fn(db, *args, **kwargs)


# SQLite's primary result codes (the low byte of sqlite_errorcode) that mean the file
# cannot be reached or written right now, as opposed to a mistake in our SQL.
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_READONLY = 5, 6, 7, 8
SQLITE_IOERR, SQLITE_CORRUPT, SQLITE_FULL, SQLITE_CANTOPEN, SQLITE_PROTOCOL = 10, 11, 13, 14, 15
_SQLITE_OUTAGES = {SQLITE_BUSY, SQLITE_LOCKED, SQLITE_NOMEM, SQLITE_IOERR, SQLITE_CANTOPEN,
                   SQLITE_PROTOCOL}


def outage(exc: BaseException) -> StoreUnavailable | None:
    """The driver error as a StoreUnavailable when it means the database is out of
    reach (a lost connection, a restart, a full disk, a read-only file), else None:
    an error in our own SQL stays what it is, a bug."""
    if isinstance(exc, sqlite3.Error):
        code = getattr(exc, "sqlite_errorcode", None)
        if code is None:
            return None
        code &= 0xFF
        if code == SQLITE_FULL:
            return StoreUnavailable(DISK_FULL, "disk full")
        if code == SQLITE_READONLY:
            return StoreUnavailable(READ_ONLY, "read-only")
        if code in _SQLITE_OUTAGES:
            return StoreUnavailable(UNAVAILABLE, "unavailable")
        return None
    psycopg = sys.modules.get("psycopg")
    if psycopg is None:
        return None
    if isinstance(exc, psycopg.errors.DiskFull):
        return StoreUnavailable(DISK_FULL, "disk full")
    if isinstance(exc, psycopg.errors.ReadOnlySqlTransaction):
        return StoreUnavailable(READ_ONLY, "read-only")
    # OperationalError covers a server shutting down or restarting (AdminShutdown,
    # CrashShutdown, CannotConnectNow), a refused or dropped connection and too many
    # connections; InterfaceError a connection already closed under us.
    if isinstance(exc, (psycopg.OperationalError, psycopg.InterfaceError)):
        return StoreUnavailable(UNAVAILABLE, "unavailable")
    return None


def open_failure(location: Path | str, exc: BaseException) -> StoreUnavailable | None:
    """Why the database cannot be opened at start-up, naming it and the cause, for the
    operator (the user-facing wording of `outage` says nothing about where it is)."""
    found = outage(exc)
    if found is None:
        if not isinstance(exc, OSError):
            return None
        found = StoreUnavailable(UNAVAILABLE, "unavailable")
    where = describe(location)
    why = {
        "disk full": "the disk is full",
        "read-only": "the file or its directory is read-only (the bot must be able to write "
                     "the file and create its -wal and -shm files next to it)",
    }.get(found.cause, "it cannot be reached")
    return StoreUnavailable(f"Cannot open the database {where}: {why} ({exc}).", found.cause)


def describe(location: Path | str) -> str:
    """The database for logs and `Store.path`: never a password."""
    if is_postgres(location):
        from .pg import redact

        return redact(str(location))
    return str(location)


def utc_now() -> datetime:
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """Timestamps are stored as UTC ISO-8601 text so that sorting is chronological
    and the first ten characters are the UTC day (used by anti-farming)."""
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


class Worker:
    """Runs functions of the Database on one dedicated thread, in the order given.

    A job is put on a queue the thread reads, and its answer handed back to the
    event loop with one `call_soon_threadsafe`. `run_in_executor` did the same
    through a `concurrent.futures.Future` chained to an asyncio one, two locks and
    a condition: 122 us of CPU per call on one core, against 64 us this way (most
    clicks make one or two store calls). As with an executor, a call whose task
    was cancelled before the thread reached it is not run."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue = queue.SimpleQueue()
        self._closed = False
        self._thread = threading.Thread(target=_serve, args=(self._jobs,), name="duelhall-db",
                                        daemon=True)
        self._thread.start()
        # Like an executor's threads, finish the queued work when the interpreter exits
        # (a daemon thread would otherwise be stopped wherever it is).
        atexit.register(_stop_at_exit, weakref.ref(self))

    async def run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        if self._closed:
            raise RuntimeError("cannot run a store call after the store's thread was shut down")
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._jobs.put((loop, future, fn, args, kwargs))
        return await future

    def shutdown(self) -> None:
        if not self._closed:
            self._closed = True
            self._jobs.put(None)
        if self._thread is not threading.current_thread():
            self._thread.join()


def _serve(jobs: queue.SimpleQueue) -> None:
    while True:
        job = jobs.get()
        if job is None:
            return
        loop, future, fn, args, kwargs = job
        if future.cancelled():  # its caller gave up before it started
            continue
        try:
            answer = (True, fn(*args, **kwargs))
        except BaseException as exc:  # handed to the caller, as an executor does
            answer = (False, exc)
        try:
            loop.call_soon_threadsafe(_settle, future, answer)
        except RuntimeError:  # the loop is closed: nobody is waiting any more
            pass
        del job, future, answer


def _settle(future: asyncio.Future, answer: tuple[bool, Any]) -> None:
    if future.cancelled():
        return
    ok, value = answer
    if ok:
        future.set_result(value)
    else:
        future.set_exception(value)


def _stop_at_exit(ref: weakref.ref) -> None:
    worker = ref()
    if worker is not None:
        worker.shutdown()


def backup_to(conn: sqlite3.Connection, dest: str | os.PathLike[str]) -> None:
    """Copy a live database with SQLite's online backup API.

    The backup API copies a consistent snapshot even while WAL readers and
    writers are active, which a plain file copy of the .db (without the -wal
    file) would not.
    """
    target = sqlite3.connect(str(dest))
    try:
        conn.backup(target)
    finally:
        target.close()


def backup_file(source: str | os.PathLike[str], dest: str | os.PathLike[str]) -> None:
    """Back up a database file without a running Store (for `python -m bot backup`)."""
    if not Path(source).exists():
        raise FileNotFoundError(f"No database at {source}")
    src = sqlite3.connect(str(source), timeout=5)
    try:
        backup_to(src, dest)
    finally:
        src.close()
