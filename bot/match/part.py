"""What every concern of the referee shares: the match registry, the store and the
clock, reached through the `Referee` that composes them; the `Quarantined` signal,
and what a failure of a match's state may say of itself."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

from engine import SnapshotError, UnknownGame

if TYPE_CHECKING:
    from ..store import Store
    from .referee import Referee


def what_failed(exc: BaseException) -> str:
    """What failed, without the exception's message: a message raised from inside a
    game's state can quote hidden cards, and this goes to the log and the thread."""
    if isinstance(exc, (UnknownGame, SnapshotError)):
        return str(exc)[:300]  # the engine's own messages name no card
    return f"{type(exc).__name__} in the game's state"


def where_failed(exc: BaseException) -> str:
    """The traceback's frames (file, line, code) without the exception's message."""
    return "".join(traceback.format_tb(exc.__traceback__))


class Quarantined(Exception):
    """The match was just quarantined; the caller stops and explains."""


class Part:
    """One concern of the referee (clicks, live views, card reading, timers, endings)."""

    def __init__(self, referee: Referee):
        self.referee = referee
        self.sessions = referee.sessions
        self.clock = referee.clock

    @property
    def store(self) -> Store:
        return self.referee.store
