"""The decks a match was played with, per seat, as deck text: with the seed and the
choice log they are the whole match, so a finished match can be replayed or rematched."""

from __future__ import annotations

from collections.abc import Sequence

from sqlite_utils import Database


def save_match_decks(db: Database, match_id: int, decks: Sequence[tuple[str, str]]) -> None:
    """`decks`: (name, list text) per seat, in seat order."""
    with db.atomic():
        db.execute("DELETE FROM match_decks WHERE match_id = ?", [match_id])
        for seat, (name, text) in enumerate(decks):
            db.execute(
                "INSERT INTO match_decks (match_id, seat, name, list_text) VALUES (?, ?, ?, ?)",
                [match_id, seat, name, text],
            )


def match_decks(db: Database, match_id: int) -> list[tuple[str, str]]:
    rows = db.execute(
        "SELECT name, list_text FROM match_decks WHERE match_id = ? ORDER BY seat", [match_id]
    ).fetchall()
    return [(name or "", text) for name, text in rows]
