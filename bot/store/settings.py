"""Per-guild settings, with defaults for guilds that never changed anything."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from sqlite_utils import Database

from ..i18n import LANGUAGES
from .errors import StoreError

# Discord lets a select or an option list offer 25 entries; a server naming more
# channels than that has not limited anything.
MAX_MATCH_CHANNELS = 25
_LOCK = re.compile(r"[a-z0-9-]{1,40}:[a-z0-9_-]{1,40}")


@dataclass(frozen=True)
class GuildSettings:
    idle_reminder_seconds: int = 600
    auto_pass_seconds: int = 120
    forfeit_seconds: int = 1800
    ranked_by_default: bool = False
    max_ranked_per_pair_per_day: int = 5
    ai_budget_ms: int = 2000
    # The language of public messages; "" follows the server's Discord language.
    language: str = ""
    # Channel ids where matches may be started, comma-separated; "" allows every channel.
    match_channels: str = ""
    # "game:option" keys of match options hosts may not pick (the game's default applies).
    locked_options: str = ""
    # Moves a spectator's view lags behind the match (tournaments); 0 shows it live.
    spectator_delay: int = 0

    @property
    def channel_ids(self) -> tuple[int, ...]:
        return tuple(int(c) for c in self.match_channels.split(",") if c)

    def locked(self, game_id: str, key: str) -> bool:
        return f"{game_id}:{key}" in self.locked_options.split(",")


# Inclusive bounds for the integer settings; a typo like 10 000 000 seconds
# should be refused rather than silently disable a timer.
_BOUNDS = {
    "idle_reminder_seconds": (0, 7 * 24 * 3600),
    "auto_pass_seconds": (0, 7 * 24 * 3600),
    "forfeit_seconds": (0, 7 * 24 * 3600),
    "max_ranked_per_pair_per_day": (1, 1000),
    "ai_budget_ms": (10, 60_000),
    "spectator_delay": (0, 50),
}


def get_settings(db: Database, guild_id: int) -> GuildSettings:
    rows = list(db.query("SELECT * FROM settings WHERE guild_id = ?", [guild_id]))
    if not rows:
        return GuildSettings()
    values = {f.name: rows[0][f.name] for f in fields(GuildSettings)}
    values["ranked_by_default"] = bool(values["ranked_by_default"])
    return GuildSettings(**values)


def _check_text(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise StoreError(f"{name} must be text.")
    if name == "language":
        if value not in ("", *LANGUAGES):
            raise StoreError(f"language must be one of {', '.join(LANGUAGES)} (or empty).")
        return value
    items = [item for item in value.split(",") if item]
    if name == "match_channels":
        if not all(item.isdigit() and len(item) <= 20 for item in items):
            raise StoreError("match_channels must be channel ids separated by commas.")
        if len(items) > MAX_MATCH_CHANNELS:
            raise StoreError(f"At most {MAX_MATCH_CHANNELS} match channels.")
    elif not all(_LOCK.fullmatch(item) for item in items):
        raise StoreError("locked_options must be game:option keys separated by commas.")
    # Kept sorted and once each, so two writes of the same set compare equal.
    return ",".join(sorted(set(items), key=lambda i: (len(i), i)))


def _check(name: str, value: Any) -> Any:
    if name == "ranked_by_default":
        if not isinstance(value, bool):
            raise StoreError("ranked_by_default must be true or false.")
        return value
    if name not in _BOUNDS:
        return _check_text(name, value)
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
