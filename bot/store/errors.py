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
