"""Which servers a bot process holds when the bot is sharded.

Discord routes every server to one shard, shard (guild_id >> 22) % shard_count,
and a process running some shards only ever hears from those servers. So all
per-server state (matches, challenges, tables, tournaments, ladders) belongs to
the process holding the server's shard, and every restore loads only that.
`Shards.owns` is the rule; `Shards.sql` is the same rule as a WHERE clause, so
a restore can filter in the database instead of loading every server's rows.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# Discord's routing: guilds by (id >> 22) % num_shards; DMs (no guild) on shard 0.
SNOWFLAKE_SHIFT = 22


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if not guild_id else (guild_id >> SNOWFLAKE_SHIFT) % shard_count


@dataclass(frozen=True)
class Shards:
    ids: frozenset[int]
    count: int

    @classmethod
    def of(cls, ids: Iterable[int], count: int) -> Shards:
        ids = frozenset(ids)
        if count < 1:
            raise ValueError("The shard count must be at least 1.")
        if not ids:
            raise ValueError("A process needs at least one shard.")
        bad = sorted(i for i in ids if not 0 <= i < count)
        if bad:
            raise ValueError(
                f"Shard ids run from 0 to {count - 1} with {count} shards; got {bad[0]}."
            )
        return cls(ids, count)

    def owns(self, guild_id: int | None) -> bool:
        """Whether this process holds the server (a DM, no guild: shard 0)."""
        return shard_of(guild_id, self.count) in self.ids

    def sql(self, column: str = "guild_id") -> str:
        """`owns` as SQL (SQLite and PostgreSQL alike); the numbers are ints we
        checked, so they are written into the text rather than bound."""
        ids = ", ".join(str(i) for i in sorted(self.ids))
        return f"((coalesce({column}, 0) >> {SNOWFLAKE_SHIFT}) % {self.count}) IN ({ids})"

    def __str__(self) -> str:
        return f"shards {','.join(str(i) for i in sorted(self.ids))} of {self.count}"


def owns(shards: Shards | None, guild_id: int | None) -> bool:
    """An unsharded process (None) holds every server."""
    return shards is None or shards.owns(guild_id)
