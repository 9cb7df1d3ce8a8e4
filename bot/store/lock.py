"""One bot process per SQLite file.

Two processes on one file would both run the same matches: each keeps its own
copy in memory, runs its own timers on it, and Discord delivers every click to
both. The version checks keep the data consistent, but the slower process
fails every second on stale state. So the bot holds an exclusive lock on
`<file>.lock` for as long as it runs, and a second bot refuses to start,
naming the file and the process holding it. The kernel drops the lock when
its process dies, even by SIGKILL, so a crash never leaves a stale lock.
Backups and `sqlite3` shells do not take it: they may run beside the bot.
PostgreSQL deployments run several processes by design (shards, docs/scale.md).
"""

from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path

from .errors import StoreError, StoreUnavailable


class AlreadyRunning(StoreError):
    """Another bot process holds the database file."""


class FileLock:
    def __init__(self, fd: int, path: Path):
        self.fd = fd
        self.path = path

    @classmethod
    def acquire(cls, database: Path) -> FileLock:
        path = database.with_name(database.name + ".lock")
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            why = ("the directory is read-only" if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM)
                   else "the lock file cannot be created")
            cause = "read-only" if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM) else "unavailable"
            raise StoreUnavailable(f"Cannot open the database {database}: {why} ({exc}).", cause) from exc
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 64, 0).decode("ascii", "replace").strip() or "unknown"
            os.close(fd)
            raise AlreadyRunning(
                f"Another Duelhall process (pid {holder}) is already running on the database "
                f"{database} (it holds {path}). Stop it first: two processes on one SQLite file "
                "would both run the same matches. To run several processes, use PostgreSQL "
                "and shards (docs/scale.md)."
            ) from None
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        return cls(fd, path)

    def release(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)  # closing drops the flock
            self.fd = -1
