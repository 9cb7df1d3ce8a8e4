"""Rematch offers waiting for answers, kept so that a restart does not close them.
The rematch module owns the document's shape; this module stores it."""

from __future__ import annotations

import json
from typing import Any

from sqlite_utils import Database


def save_rematch(db: Database, offer_id: str, guild_id: int, match_id: int, expires_at: float,
                 doc: dict[str, Any]) -> None:
    with db.atomic():
        db.execute("DELETE FROM rematches WHERE id = ?", [offer_id])
        db.execute(
            "INSERT INTO rematches (id, guild_id, match_id, expires_at, doc) VALUES (?, ?, ?, ?, ?)",
            [offer_id, guild_id, match_id, expires_at, json.dumps(doc, separators=(",", ":"))],
        )


def delete_rematch(db: Database, offer_id: str) -> None:
    db.execute("DELETE FROM rematches WHERE id = ?", [offer_id])


def rematch_for(db: Database, match_id: int) -> str | None:
    """The open offer to replay `match_id`, if any (one at a time per match)."""
    row = db.execute("SELECT id FROM rematches WHERE match_id = ?", [match_id]).fetchone()
    return row[0] if row else None


def open_rematches(db: Database) -> list[tuple[str, float, str]]:
    """(id, expires_at as a UNIX time, the document as stored), oldest deadline first."""
    rows = db.execute("SELECT id, expires_at, doc FROM rematches ORDER BY expires_at, id").fetchall()
    return [(i, e, d) for i, e, d in rows]
