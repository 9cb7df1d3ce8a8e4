"""Community ladders: OpenSkill Plackett-Luce ratings per guild, game and season.

Ratings are derived data. The incremental update at finish time and a full
rebuild from the results log go through the same `play` function, in the same
seat order, starting from the same defaults, so both produce bit-identical
floats (SQLite REAL round-trips a Python float exactly).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass
from datetime import datetime

from openskill.models import PlackettLuce
from sqlite_utils import Database

from .db import iso
from .errors import StoreError
from .records import GameProfile, LadderEntry, LadderPage, Profile, RatingPoint, Season
from .users import user_name

# OpenSkill defaults: mu 25, sigma 25/3, so a new player's ordinal
# (mu - 3*sigma) is 0.
MODEL = PlackettLuce()
# Shown rating = round(RATING_BASE + RATING_SCALE * ordinal): newcomers show
# 1000 and one point of ordinal is worth 40 shown points, a familiar scale.
RATING_BASE = 1000
RATING_SCALE = 40
# A rating is provisional ("?") while sigma is at or above this. Starting from
# 8.33, a player typically gets below it after 8-10 two-player games.
PROVISIONAL_SIGMA = 6.5
MIN_SEATS, MAX_SEATS = 2, 4


def display_rating(mu: float, sigma: float) -> int:
    return round(RATING_BASE + RATING_SCALE * MODEL.rating(mu=mu, sigma=sigma).ordinal())


def is_provisional(sigma: float) -> bool:
    return sigma >= PROVISIONAL_SIGMA


@dataclass
class Standing:
    """One player's ladder state within a season."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    # Positive: wins in a row; negative: losses in a row; a draw resets it.
    streak: int = 0
    best_streak: int = 0
    peak: int = RATING_BASE

    @property
    def rating(self) -> int:
        return display_rating(self.mu, self.sigma)


def outcome(placings: list[int], index: int) -> str:
    """'win' for sole first place, 'draw' for shared first place, else 'loss'."""
    top = min(placings)
    if placings[index] != top:
        return "loss"
    return "win" if placings.count(top) == 1 else "draw"


def play(standings: dict[int, Standing], users: list[int], placings: list[int]) -> None:
    """Apply one rated match (users and placings in seat order) to `standings`."""
    for user in users:
        standings.setdefault(user, Standing())
    teams = [[MODEL.rating(mu=standings[u].mu, sigma=standings[u].sigma)] for u in users]
    rated = MODEL.rate(teams, ranks=[float(p) for p in placings])
    for index, (user, [new]) in enumerate(zip(users, rated, strict=True)):
        s = standings[user]
        s.mu, s.sigma = new.mu, new.sigma
        s.games += 1
        result = outcome(placings, index)
        if result == "win":
            s.wins += 1
            s.streak = s.streak + 1 if s.streak > 0 else 1
        elif result == "loss":
            s.losses += 1
            s.streak = s.streak - 1 if s.streak < 0 else -1
        else:
            s.draws += 1
            s.streak = 0
        s.best_streak = max(s.best_streak, s.streak)
        # The first game sets the peak: a newcomer who drops below the base
        # rating must not keep a peak of 1000 they never reached.
        s.peak = max(s.peak, s.rating) if s.games > 1 else s.rating


# --- seasons -----------------------------------------------------------------


def _latest_season(db: Database, guild_id: int, game: str) -> dict | None:
    rows = list(
        db.query(
            "SELECT * FROM seasons WHERE guild_id = ? AND game = ? ORDER BY number DESC LIMIT 1",
            [guild_id, game],
        )
    )
    return rows[0] if rows else None


def open_season(db: Database, guild_id: int, game: str, now: datetime) -> int | None:
    """Number of the running season, starting season 1 on a ladder's first use.

    None means the last season was ended and no new one started yet: the
    ladder is closed and ranked matches count as casual.
    """
    latest = _latest_season(db, guild_id, game)
    if latest is None:
        db["seasons"].insert(
            {"guild_id": guild_id, "game": game, "number": 1, "started_at": iso(now)}
        )
        return 1
    return latest["number"] if latest["ended_at"] is None else None


def _season(row: dict) -> Season:
    return Season(
        guild_id=row["guild_id"],
        game=row["game"],
        number=row["number"],
        started_at=row["started_at"],
        ended_at=row["ended_at"],
        standings=json.loads(row["standings"]) if row["standings"] else None,
    )


def season_start(db: Database, guild_id: int, game: str, now: datetime) -> Season:
    with db.atomic():
        latest = _latest_season(db, guild_id, game)
        if latest is not None and latest["ended_at"] is None:
            raise StoreError(f"Season {latest['number']} of {game} is still running; end it first.")
        number = 1 if latest is None else latest["number"] + 1
        row = {"guild_id": guild_id, "game": game, "number": number, "started_at": iso(now)}
        db["seasons"].insert(row)
        return _season({**row, "ended_at": None, "standings": None})


def _standings_json(ranked: list[tuple[int, Standing]]) -> str:
    return json.dumps(
        [
            {
                "rank": rank,
                "user_id": user,
                "rating": s.rating,
                "provisional": is_provisional(s.sigma),
                **asdict(s),
            }
            for rank, (user, s) in enumerate(ranked, start=1)
        ]
    )


def season_end(db: Database, guild_id: int, game: str, now: datetime) -> Season:
    """Archive the standings of the running season and reset the ladder."""
    with db.atomic():
        latest = _latest_season(db, guild_id, game)
        if latest is None or latest["ended_at"] is not None:
            raise StoreError(f"No season of {game} is running.")
        standings = _sorted(_load(db, guild_id, game))
        db.execute(
            "UPDATE seasons SET ended_at = ?, standings = ? "
            "WHERE guild_id = ? AND game = ? AND number = ?",
            [iso(now), _standings_json(standings), guild_id, game, latest["number"]],
        )
        db.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", [guild_id, game])
        return _season(db["seasons"].get((guild_id, game, latest["number"])))


def seasons(db: Database, guild_id: int, game: str) -> list[Season]:
    rows = db.query(
        "SELECT * FROM seasons WHERE guild_id = ? AND game = ? ORDER BY number", [guild_id, game]
    )
    return [_season(row) for row in rows]


# --- ratings table -----------------------------------------------------------


def _load(
    db: Database, guild_id: int, game: str, users: list[int] | None = None
) -> dict[int, Standing]:
    sql, params = "SELECT * FROM ratings WHERE guild_id = ? AND game = ?", [guild_id, game]
    if users is not None:
        sql += f" AND user_id IN ({', '.join('?' for _ in users)})"
        params += users
    rows = db.query(sql, params)
    return {
        row["user_id"]: Standing(
            mu=row["mu"],
            sigma=row["sigma"],
            games=row["games"],
            wins=row["wins"],
            losses=row["losses"],
            draws=row["draws"],
            streak=row["streak"],
            best_streak=row["best_streak"],
            peak=row["peak"],
        )
        for row in rows
    }


def _sorted(standings: dict[int, Standing]) -> list[tuple[int, Standing]]:
    # Exact ordinal first so equal shown ratings still order consistently.
    return sorted(
        standings.items(),
        key=lambda item: (-(item[1].mu - 3 * item[1].sigma), -item[1].games, item[0]),
    )


def _save(
    db: Database, guild_id: int, game: str, season: int, standings: dict[int, Standing]
) -> None:
    db["ratings"].upsert_all(
        [
            {"guild_id": guild_id, "game": game, "user_id": user, "season": season, **asdict(s)}
            for user, s in standings.items()
        ],
        pk=("guild_id", "game", "user_id"),
    )


def _record_after(db: Database, match_id: int, standings: dict[int, Standing]) -> None:
    for user, s in standings.items():
        db.execute(
            "UPDATE results SET mu_after = ?, sigma_after = ?, rating_after = ? "
            "WHERE match_id = ? AND user_id = ?",
            [s.mu, s.sigma, s.rating, match_id, user],
        )


def rate_match(
    db: Database,
    match_id: int,
    guild_id: int,
    game: str,
    season: int,
    users: list[int],
    placings: list[int],
) -> None:
    """The incremental path: update the ladder with one newly finished match."""
    current = _load(db, guild_id, game, users)
    touched = {user: current.get(user, Standing()) for user in users}
    play(touched, users, placings)
    _save(db, guild_id, game, season, touched)
    _record_after(db, match_id, touched)


def replay(db: Database, guild_id: int, game: str, season: int) -> dict[int, Standing]:
    """Recompute a season from its rated matches, in finish order.

    Also rewrites each result's rating-after columns, which the chart uses.
    """
    standings: dict[int, Standing] = {}
    matches = db.execute(
        "SELECT id FROM matches WHERE guild_id = ? AND game = ? AND season = ? "
        "AND rated = 1 AND status = 'finished' ORDER BY finish_seq",
        [guild_id, game, season],
    ).fetchall()
    for (match_id,) in matches:
        seats = db.execute(
            "SELECT user_id, placing FROM results WHERE match_id = ? ORDER BY seat", [match_id]
        ).fetchall()
        users = [user for user, _ in seats]
        play(standings, users, [placing for _, placing in seats])
        _record_after(db, match_id, {user: standings[user] for user in users})
    return standings


def rebuild(db: Database, guild_id: int, game: str, season: int) -> None:
    """Replace a season's derived data: the ratings table if it is running, the
    archived standings if it has ended."""
    with db.atomic():
        standings = replay(db, guild_id, game, season)
        row = db["seasons"].get((guild_id, game, season))
        if row["ended_at"] is None:
            db.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", [guild_id, game])
            _save(db, guild_id, game, season, standings)
        else:
            db.execute(
                "UPDATE seasons SET standings = ? WHERE guild_id = ? AND game = ? AND number = ?",
                [_standings_json(_sorted(standings)), guild_id, game, season],
            )


def rebuild_latest(db: Database, guild_id: int, game: str) -> None:
    latest = _latest_season(db, guild_id, game)
    if latest is not None:
        rebuild(db, guild_id, game, latest["number"])


# --- reading -----------------------------------------------------------------


def ladder(
    db: Database, guild_id: int, game: str, page: int, page_size: int, min_games: int
) -> LadderPage:
    if page < 1 or page_size < 1:
        raise StoreError("Pages start at 1 and hold at least one entry.")
    standings = [
        (user, s) for user, s in _sorted(_load(db, guild_id, game)) if s.games >= min_games
    ]
    total = len(standings)
    start = (page - 1) * page_size
    entries = [
        LadderEntry(
            rank=start + offset + 1,
            user_id=user,
            name=user_name(db, user),
            rating=s.rating,
            provisional=is_provisional(s.sigma),
            mu=s.mu,
            sigma=s.sigma,
            games=s.games,
            wins=s.wins,
            losses=s.losses,
            draws=s.draws,
        )
        for offset, (user, s) in enumerate(standings[start : start + page_size])
    ]
    return LadderPage(
        entries=entries, page=page, pages=max(1, math.ceil(total / page_size)), total=total
    )


def profile(db: Database, guild_id: int, user_id: int) -> Profile:
    games = []
    rows = db.query(
        "SELECT * FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY game",
        [guild_id, user_id],
    )
    for row in list(rows):
        history = [
            RatingPoint(match_id=match_id, finished_at=finished_at, rating=rating)
            for match_id, finished_at, rating in db.execute(
                "SELECT m.id, m.finished_at, r.rating_after FROM results r "
                "JOIN matches m ON m.id = r.match_id "
                "WHERE m.guild_id = ? AND m.game = ? AND m.season = ? AND m.rated = 1 "
                "AND m.status = 'finished' AND r.user_id = ? ORDER BY m.finish_seq",
                [guild_id, row["game"], row["season"], user_id],
            ).fetchall()
        ]
        games.append(
            GameProfile(
                game=row["game"],
                season=row["season"],
                rating=display_rating(row["mu"], row["sigma"]),
                provisional=is_provisional(row["sigma"]),
                mu=row["mu"],
                sigma=row["sigma"],
                games=row["games"],
                wins=row["wins"],
                losses=row["losses"],
                draws=row["draws"],
                streak=row["streak"],
                best_streak=row["best_streak"],
                peak=row["peak"],
                history=history,
            )
        )
    return Profile(user_id=user_id, name=user_name(db, user_id), games=games)
