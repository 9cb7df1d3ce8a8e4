"""Saved deck lists: input rules and the deck table.

Only the shape of the input is checked here (length, characters, limits).
Whether the cards exist or the copies are legal is the game engine's job; it
reaches us through the `validate` callback of Store.save_deck.
"""

from __future__ import annotations

import unicodedata
from datetime import datetime

from sqlite_utils import Database

from engine import fold

from .db import iso
from .errors import NotFound, StoreError
from .records import Deck
from .users import ensure_users

MAX_DECKS_PER_USER = 100
MAX_LIST_CHARS = 20_000
# Discord autocomplete choices are limited to 100 characters.
MAX_NAME_CHARS = 100
AUTOCOMPLETE_LIMIT = 25


# Characters a name must not hold: controls (Cc), invisible format characters (Cf:
# zero-width spaces and joiners, the BOM, bidi overrides and isolates), lone
# surrogates (Cs), private-use (Co) and unassigned (Cn) code points, line and
# paragraph separators. Each can make two names look alike or text run backwards.
_UNSEEN = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def _control_chars(text: str, allowed: str) -> list[str]:
    return sorted({ch for ch in text if unicodedata.category(ch) == "Cc" and ch not in allowed})


def _surrogates(text: str) -> bool:
    return any(unicodedata.category(ch) == "Cs" for ch in text)


def clean_name(name: str) -> str:
    """A deck name as stored: NFKC-normalised (so full-width "Ｄｕｐ" is "Dup") and trimmed;
    invisible, control and bidi characters are refused."""
    if _surrogates(name):
        raise StoreError("That deck name contains a broken character (a lone surrogate); type it again.")
    name = unicodedata.normalize("NFKC", name).strip()
    if not name:
        raise StoreError("A deck needs a name.")
    if len(name) > MAX_NAME_CHARS:
        raise StoreError(f"Deck names can be at most {MAX_NAME_CHARS} characters.")
    unseen = sorted({ch for ch in name if unicodedata.category(ch) in _UNSEEN})
    if unseen:
        codes = ", ".join(f"U+{ord(ch):04X}" for ch in unseen)
        raise StoreError(
            "Deck names cannot contain line breaks, control characters or invisible "
            f"characters (zero-width, byte order mark, text direction): {codes}."
        )
    return name


def clean_list(text: str) -> str:
    # Lists pasted from Windows tools arrive with CRLF; keep one newline style.
    text = text.replace("\r\n", "\n")
    if not text.strip():
        raise StoreError("The deck list is empty.")
    if len(text) > MAX_LIST_CHARS:
        raise StoreError(
            f"That deck list is {len(text):,} characters long; the limit is {MAX_LIST_CHARS:,}."
        )
    if _surrogates(text):
        raise StoreError("The deck list contains a broken character (a lone surrogate); paste it again.")
    bad = _control_chars(text, allowed="\n\t")
    if bad:
        codes = ", ".join(f"U+{ord(ch):04X}" for ch in bad)
        raise StoreError(f"The deck list contains control characters ({codes}); remove them.")
    return text


def _key(name: str) -> str:
    """The comparison key (engine.fold), so look-alike spellings of one name are one name."""
    return fold(name)


def _deck(row: dict) -> Deck:
    return Deck(
        id=row["id"],
        owner_id=row["owner_id"],
        game=row["game"],
        name=row["name"],
        list_text=row["list_text"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
    )


def _find(db: Database, owner: int, game: str, name: str) -> dict | None:
    if _surrogates(name):
        return None  # no stored name has one, and SQLite cannot take it
    rows = list(
        db.query(
            "SELECT * FROM decks WHERE owner_id = ? AND game = ? AND name_key = ?",
            [owner, game, _key(name)],
        )
    )
    return rows[0] if rows else None


def save_deck(
    db: Database, owner: int, game: str, name: str, text: str, replace: bool, now: datetime
) -> Deck:
    """Insert a deck, or overwrite the list of an existing one when `replace`.

    Arguments must already be cleaned with clean_name/clean_list.
    """
    with db.atomic():
        ensure_users(db, [owner])
        existing = _find(db, owner, game, name)
        if existing is not None:
            if not replace:
                raise StoreError(
                    f'You already have a {game} deck named "{existing["name"]}". '
                    "Choose another name or overwrite it."
                )
            db.execute(
                "UPDATE decks SET name = ?, list_text = ?, updated_at = ? WHERE id = ?",
                [name, text, iso(now), existing["id"]],
            )
            deck_id = existing["id"]
        else:
            count = db.execute("SELECT count(*) FROM decks WHERE owner_id = ?", [owner]).fetchone()[
                0
            ]
            if count >= MAX_DECKS_PER_USER:
                raise StoreError(
                    f"You already have {MAX_DECKS_PER_USER} saved decks, the most allowed. "
                    "Delete one first."
                )
            deck_id = db.execute(
                "INSERT INTO decks (owner_id, game, name, name_key, list_text, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [owner, game, name, _key(name), text, iso(now), iso(now)],
            ).lastrowid
        return _deck(db["decks"].get(deck_id))


def get_deck(db: Database, owner: int, game: str, name: str) -> Deck | None:
    row = _find(db, owner, game, name.strip())
    return _deck(row) if row else None


def list_decks(db: Database, owner: int, game: str | None) -> list[Deck]:
    where, params = "owner_id = ?", [owner]
    if game is not None:
        where, params = where + " AND game = ?", [owner, game]
    rows = db.query(f"SELECT * FROM decks WHERE {where} ORDER BY game, name_key", params)
    return [_deck(row) for row in rows]


def rename_deck(db: Database, owner: int, game: str, old: str, new: str, now: datetime) -> Deck:
    with db.atomic():
        row = _find(db, owner, game, old.strip())
        if row is None:
            raise NotFound(f'You have no {game} deck named "{old.strip()}".')
        clash = _find(db, owner, game, new)
        # Renaming to a different capitalisation of the same name is allowed.
        if clash is not None and clash["id"] != row["id"]:
            raise StoreError(f'You already have a {game} deck named "{clash["name"]}".')
        db.execute(
            "UPDATE decks SET name = ?, name_key = ?, updated_at = ? WHERE id = ?",
            [new, _key(new), iso(now), row["id"]],
        )
        return _deck(db["decks"].get(row["id"]))


def delete_deck(db: Database, owner: int, game: str, name: str) -> None:
    with db.atomic():
        row = _find(db, owner, game, name.strip())
        if row is None:
            raise NotFound(f'You have no {game} deck named "{name.strip()}".')
        db.execute("DELETE FROM decks WHERE id = ?", [row["id"]])


def deck_names(db: Database, owner: int, game: str, prefix: str) -> list[str]:
    """Names for autocomplete: those starting with `prefix`, ignoring case."""
    # At most MAX_DECKS_PER_USER rows, so filtering in Python is cheap and,
    # unlike LIKE, handles case for every script and needs no escaping.
    wanted = _key(prefix.strip())
    rows = db.execute(
        "SELECT name, name_key FROM decks WHERE owner_id = ? AND game = ? ORDER BY name_key",
        [owner, game],
    ).fetchall()
    return [name for name, key in rows if key.startswith(wanted)][:AUTOCOMPLETE_LIMIT]
