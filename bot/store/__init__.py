"""Duelhall persistence: decks, matches and their choice log, results,
ladders and guild settings, in one SQLite file or a PostgreSQL database.
See docs/store.md."""

from .db import backup_file
from .errors import NotFound, StoreError, StoreUnavailable, VersionConflict
from .ladder import PROVISIONAL_SIGMA, RATING_BASE, RATING_SCALE, display_rating
from .records import (
    AI,
    Choice,
    Deck,
    GameProfile,
    HeadToHead,
    HistoryEntry,
    LadderEntry,
    LadderPage,
    Match,
    Profile,
    RatingPoint,
    Season,
)
from .settings import MAX_MATCH_CHANNELS, GuildSettings
from .shards import Shards
from .store import Store

__all__ = [
    "AI",
    "PROVISIONAL_SIGMA",
    "RATING_BASE",
    "RATING_SCALE",
    "Choice",
    "Deck",
    "GameProfile",
    "GuildSettings",
    "MAX_MATCH_CHANNELS",
    "HeadToHead",
    "HistoryEntry",
    "LadderEntry",
    "LadderPage",
    "Match",
    "NotFound",
    "Profile",
    "RatingPoint",
    "Season",
    "Shards",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "VersionConflict",
    "backup_file",
    "display_rating",
]
