"""Plain data the store hands back to the bot. Frozen, so callers cannot
mistake them for live rows."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

AI = "ai"
Seat = int | Literal["ai"]


@dataclass(frozen=True)
class Deck:
    id: int
    owner_id: int
    game: str
    name: str
    list_text: str
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class Match:
    id: int
    guild_id: int
    channel_id: int | None
    game: str
    seats: list[Seat]
    seed: int | None
    options: dict[str, Any]
    kind: str  # "ranked", "casual" or "ai"
    status: str  # "running", "finished", "aborted", "void" or "broken" (quarantined)
    snapshot: str | None
    version: int
    created_at: str
    updated_at: str
    finished_at: str | None
    end_reason: str | None
    rated: bool
    unrated_reason: str | None
    season: int | None
    placings: list[int] | None  # per seat, once finished


@dataclass(frozen=True)
class Choice:
    match_id: int
    version: int
    seat: int
    decision_id: str
    option_ids: list[Any]
    created_at: str


@dataclass(frozen=True)
class LadderEntry:
    rank: int
    user_id: int
    name: str | None
    rating: int
    provisional: bool
    mu: float
    sigma: float
    games: int
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True)
class LadderPage:
    entries: list[LadderEntry]
    page: int
    pages: int
    total: int


@dataclass(frozen=True)
class RatingPoint:
    match_id: int
    finished_at: str
    rating: int


@dataclass(frozen=True)
class GameProfile:
    game: str
    season: int
    rating: int
    provisional: bool
    mu: float
    sigma: float
    games: int
    wins: int
    losses: int
    draws: int
    streak: int
    best_streak: int
    peak: int
    history: list[RatingPoint] = field(default_factory=list)


@dataclass(frozen=True)
class Profile:
    user_id: int
    name: str | None
    games: list[GameProfile]


@dataclass(frozen=True)
class HistoryEntry:
    match_id: int
    guild_id: int
    game: str
    kind: str
    rated: bool
    finished_at: str
    end_reason: str | None
    seat: int
    placing: int
    seats: list[Seat]
    placings: list[int]
    rating_after: int | None


@dataclass(frozen=True)
class HeadToHead:
    a: int
    b: int
    game: str | None
    matches: int
    a_wins: int
    b_wins: int
    draws: int
    recent: list[int]  # match ids, newest first


@dataclass(frozen=True)
class Season:
    guild_id: int
    game: str
    number: int
    started_at: str
    ended_at: str | None
    standings: list[dict[str, Any]] | None
