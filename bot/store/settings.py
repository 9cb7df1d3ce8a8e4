"""Per-guild settings, with defaults for guilds that never changed anything."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from sqlite_utils import Database

from .errors import StoreError


@dataclass(frozen=True)
class GuildSettings:
    idle_reminder_seconds: int = 600
    auto_pass_seconds: int = 120
    forfeit_seconds: int = 1800
    ranked_by_default: bool = False
    max_ranked_per_pair_per_day: int = 5
    ai_budget_ms: int = 2000


# Inclusive bounds for the integer settings; a typo like 10 000 000 seconds
# should be refused rather than silently disable a timer.
_BOUNDS = {
    "idle_reminder_seconds": (0, 7 * 24 * 3600),
    "auto_pass_seconds": (0, 7 * 24 * 3600),
    "forfeit_seconds": (0, 7 * 24 * 3600),
    "max_ranked_per_pair_per_day": (1, 1000),
    "ai_budget_ms": (10, 60_000),
}


def get_settings(db: Database, guild_id: int) -> GuildSettings:
    rows = list(db.query("SELECT * FROM settings WHERE guild_id = ?", [guild_id]))
    if not rows:
        return GuildSettings()
    values = {f.name: rows[0][f.name] for f in fields(GuildSettings)}
    values["ranked_by_default"] = bool(values["ranked_by_default"])
    return GuildSettings(**values)


def _check(name: str, value: Any) -> Any:
    if name == "ranked_by_default":
        if not isinstance(value, bool):
            raise StoreError("ranked_by_default must be true or false.")
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise StoreError(f"{name} must be a whole number.")
    low, high = _BOUNDS[name]
    if not low <= value <= high:
        raise StoreError(f"{name} must be between {low} and {high}.")
    return value


def set_settings(db: Database, guild_id: int, changes: dict[str, Any]) -> GuildSettings:
    known = {f.name for f in fields(GuildSettings)}
    unknown = sorted(set(changes) - known)
    if unknown:
        raise StoreError(f"Unknown setting: {', '.join(unknown)}.")
    checked = {name: _check(name, value) for name, value in changes.items()}
    with db.atomic():
        updated = replace(get_settings(db, guild_id), **checked)
        row = asdict(updated)
        row["ranked_by_default"] = int(row["ranked_by_default"])
        db["settings"].upsert({"guild_id": guild_id, **row}, pk="guild_id")
    return updated
