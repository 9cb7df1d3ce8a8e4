"""What a spectator may see when the server delays spectators by N moves (tournaments:
a player's friend watching cannot relay the board as it is now). Pure: no Discord, no
clock, no I/O.

A `SpectatorFeed` keeps the public view (`match.view(None)`) and the public log lines
recorded after each move, as many as the delay needs and no more. A spectator at move
`v` is shown the newest record at or before move `v - delay`; when the match has not
gone that far, nothing yet (never a newer record in its place, which would be live).
Once the match is over the delay has nothing left to protect, and the final view shows.
A delay of 0 is the live view.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Frame:
    """The public view and the public log lines after move `version` (the engine's
    messages, put into words in each spectator's language when shown)."""

    version: int
    view: Any
    lines: tuple[Any, ...] = ()


def shown_version(current: int, delay: int, over: bool) -> int:
    """The newest move a spectator may see at move `current`."""
    return current if over or delay <= 0 else current - delay


def spectator_frame(frames: list[Frame] | deque[Frame], current: int, delay: int,
                    over: bool) -> Frame | None:
    """The frame to show at move `current`: the newest recorded at or before the
    shown version, or None while the match has not gone `delay` moves yet."""
    limit = shown_version(current, delay, over)
    return next((f for f in reversed(frames) if f.version <= limit), None)


@dataclass(slots=True)
class SpectatorFeed:
    """The frames of one match, bounded by its delay."""

    delay: int
    frames: deque[Frame] = field(default_factory=deque)

    def wants(self, version: int) -> bool:
        """Whether the state after move `version` is not kept yet (so a caller builds the
        public view only when it will be kept)."""
        return not self.frames or version > self.frames[-1].version

    def record(self, version: int, view: Any, lines: tuple[Any, ...] = ()) -> None:
        """Keep the public state after move `version` (call after every applied move,
        including moves the bot answers itself). A version not newer than the last one
        kept (a refresh without a move) replaces nothing."""
        if not self.wants(version):
            return
        self.frames.append(Frame(version, view, tuple(lines)))
        # The oldest frame the delay can still ask for is at version - delay; anything
        # before the newest such frame is never shown again.
        limit = version - max(self.delay, 0)
        while len(self.frames) > 1 and self.frames[1].version <= limit:
            self.frames.popleft()

    def frame(self, current: int, over: bool) -> Frame | None:
        return spectator_frame(self.frames, current, self.delay, over)
