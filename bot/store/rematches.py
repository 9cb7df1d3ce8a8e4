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


def claim_rematch(db: Database, offer_id: str, guild_id: int, match_id: int, expires_at: float,
                  doc: dict[str, Any]) -> str | None:
    """Make `offer_id` the one rematch offer of `match_id` and store it, in one
    transaction; None if it won, else the state of the claim already there ("open":
    another offer waits, "started": the rematch was played). The claims table's
    primary key is what makes two concurrent presses give one offer."""
    with db.atomic():
        db.execute(
            "INSERT OR IGNORE INTO rematch_claims (match_id, offer_id, state) VALUES (?, ?, 'open')",
            [match_id, offer_id],
        )
        row = db.execute("SELECT offer_id, state FROM rematch_claims WHERE match_id = ?",
                         [match_id]).fetchone()
        if row is None or row[0] != offer_id:
            return row[1] if row else "open"
        save_rematch(db, offer_id, guild_id, match_id, expires_at, doc)
        return None


def start_rematch(db: Database, offer_id: str) -> bool:
    """The offer's match may start: True for exactly one caller (one press, one process),
    which also removes the offer; the claim stays, so the match is not rematched twice."""
    with db.atomic():
        cursor = db.execute(
            "UPDATE rematch_claims SET state = 'started' WHERE offer_id = ? AND state = 'open'", [offer_id]
        )
        db.execute("DELETE FROM rematches WHERE id = ?", [offer_id])
        return cursor.rowcount == 1


def delete_rematch(db: Database, offer_id: str) -> None:
    """An offer declined or expired: its match may be offered again."""
    with db.atomic():
        db.execute("DELETE FROM rematches WHERE id = ?", [offer_id])
        db.execute("DELETE FROM rematch_claims WHERE offer_id = ? AND state = 'open'", [offer_id])


def rematch_for(db: Database, match_id: int) -> str | None:
    """The open offer to replay `match_id`, if any (one at a time per match)."""
    row = db.execute("SELECT id FROM rematches WHERE match_id = ?", [match_id]).fetchone()
    return row[0] if row else None


def open_rematches(db: Database) -> list[tuple[str, float, str]]:
    """(id, expires_at as a UNIX time, the document as stored), oldest deadline first."""
    rows = db.execute("SELECT id, expires_at, doc FROM rematches ORDER BY expires_at, id").fetchall()
    return [(i, e, d) for i, e, d in rows]
