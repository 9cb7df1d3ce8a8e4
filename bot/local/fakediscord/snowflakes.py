"""Snowflake ids and timestamps in Discord's format.

discord.py derives ``created_at`` from ids, so ids encode real time like
Discord's do; they are also strictly increasing so tests can sort by id.
"""

from __future__ import annotations

import datetime
import time

DISCORD_EPOCH_MS = 1420070400000


class SnowflakeFactory:
    def __init__(self) -> None:
        self._last = 0

    def next(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        # Several ids per millisecond are common in tests; bump instead of colliding.
        self._last = max(candidate, self._last + 1)
        return self._last

    def next_on_shard(self, shard_id: int, shard_count: int) -> int:
        """The next id whose guild would live on that shard ((id >> 22) % count)."""
        stamp = self.next() >> 22
        stamp += (shard_id - stamp) % shard_count
        self._last = max(self._last, stamp << 22)
        return self._last


def snowflake_time(snowflake: int) -> str:
    ms = (snowflake >> 22) + DISCORD_EPOCH_MS
    return datetime.datetime.fromtimestamp(ms / 1000, tz=datetime.UTC).isoformat()


def now_iso() -> str:
    return datetime.datetime.now(tz=datetime.UTC).isoformat()
