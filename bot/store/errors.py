"""Errors the store raises on purpose.

Every message is written for the Discord user who caused it, so the bot can
show it as-is.
"""


class StoreError(ValueError):
    """A request the store refuses; the message is safe to show a user."""


class NotFound(StoreError):
    """The match, deck or season asked for does not exist."""


class VersionConflict(StoreError):
    """A choice was recorded for a version that is not the match's next one.

    This is what makes a double write impossible: two writers racing for the
    same version both pass the game engine, but only the first commit wins.
    """


class StoreUnavailable(StoreError):
    """The database could not be reached or written just now (a lost connection, a
    server restart, a full disk, a read-only file). Only the call that met it failed:
    nothing was half-written, and the next call tries again. `cause` says which, in
    a word, for the log: "unavailable", "disk full" or "read-only"."""

    def __init__(self, message: str, cause: str = "unavailable"):
        super().__init__(message)
        self.cause = cause


UNAVAILABLE = "The database is unavailable right now; try again in a moment."
DISK_FULL = "The server's disk is full, so nothing can be saved right now; try again in a moment."
READ_ONLY = "The database is read-only right now, so nothing can be saved; try again in a moment."
