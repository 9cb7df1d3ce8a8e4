"""Discord users known to the store (rows other tables point at)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from sqlite_utils import Database


def ensure_users(
    db: Database, user_ids: Iterable[int], names: Mapping[int, str] | None = None
) -> None:
    """Make sure every user has a row; refresh names we were given.

    A known name is never replaced by nothing, so callers that only have ids
    (for example when restoring) cannot erase what the bot learnt earlier.
    """
    names = names or {}
    for user_id in set(user_ids):
        name = names.get(user_id)
        db.execute("INSERT OR IGNORE INTO users (id, name) VALUES (?, ?)", [user_id, name])
        if name is not None:
            db.execute("UPDATE users SET name = ? WHERE id = ?", [name, user_id])


def user_name(db: Database, user_id: int) -> str | None:
    row = db.execute("SELECT name FROM users WHERE id = ?", [user_id]).fetchone()
    return row[0] if row else None


def user_names(db: Database, user_ids: Iterable[int]) -> dict[int, str | None]:
    """Known names by id (None where the store never learnt one)."""
    return {user_id: user_name(db, user_id) for user_id in set(user_ids)}


def get_stops(db: Database, user_id: int, game: str) -> str | None:
    """A player's saved stops for a game (bot/stops.py's comma-separated ids), or None."""
    row = db.execute("SELECT stops FROM user_stops WHERE user_id = ? AND game = ?",
                     [user_id, game]).fetchone()
    return row[0] if row else None


def set_stops(db: Database, user_id: int, game: str, stops: str) -> None:
    db.execute("DELETE FROM user_stops WHERE user_id = ? AND game = ?", [user_id, game])
    db.execute("INSERT INTO user_stops (user_id, game, stops) VALUES (?, ?, ?)",
               [user_id, game, stops])
