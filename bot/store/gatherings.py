"""Challenges and open tables waiting for players (the lobby's gatherings), kept so that a
restart does not close them. The lobby owns the document's shape; this module stores it."""

from __future__ import annotations

import json
from typing import Any

from sqlite_utils import Database

from .shards import Shards


def save_gathering(db: Database, gathering_id: str, guild_id: int, expires_at: float,
                   doc: dict[str, Any]) -> None:
    db["gatherings"].upsert(
        {"id": gathering_id, "guild_id": guild_id, "expires_at": expires_at,
         "doc": json.dumps(doc, separators=(",", ":"))},
        pk="id",
    )


def delete_gathering(db: Database, gathering_id: str) -> None:
    db.execute("DELETE FROM gatherings WHERE id = ?", [gathering_id])


def open_gatherings(db: Database, shards: Shards | None = None) -> list[tuple[str, float, str]]:
    """(id, expires_at as a UNIX time, the document as stored), oldest deadline first;
    only of the servers on `shards` if given."""
    where = "" if shards is None else f" WHERE {shards.sql()}"
    rows = db.query(f"SELECT id, expires_at, doc FROM gatherings{where} ORDER BY expires_at, id")
    return [(r["id"], r["expires_at"], r["doc"]) for r in rows]
