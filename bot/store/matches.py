"""Match records, the choice log, results, and the queries built on them.

The choice log is the source of truth for what happened in a match: the
snapshot on the match row is only a cache of the state after the last choice,
so both are always written in the same transaction.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from itertools import combinations
from typing import Any

from sqlite_utils import Database

from . import ladder
from .db import iso
from .errors import NotFound, StoreError, VersionConflict
from .records import AI, Choice, HeadToHead, HistoryEntry, Match, Seat
from .replays import save_match_decks
from .settings import get_settings
from .shards import Shards
from .users import ensure_users

MAX_MATCH_SEATS = 8


def _humans(seats: Sequence[Seat]) -> list[int]:
    return [seat for seat in seats if seat != AI]


def _check_seats(seats: Sequence[Seat]) -> None:
    if not 1 <= len(seats) <= MAX_MATCH_SEATS:
        raise StoreError(f"A match needs between 1 and {MAX_MATCH_SEATS} seats.")
    for seat in seats:
        if seat != AI and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise StoreError(f'A seat must be a Discord user id or "{AI}", not {seat!r}.')
    humans = _humans(seats)
    if len(set(humans)) != len(humans):
        raise StoreError("The same player cannot take two seats.")


def _placings(db: Database, match_id: int) -> list[int] | None:
    rows = db.execute(
        "SELECT placing FROM results WHERE match_id = ? ORDER BY seat", [match_id]
    ).fetchall()
    return [placing for (placing,) in rows] or None


def _match(db: Database, row: dict) -> Match:
    return Match(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        game=row["game"],
        seats=json.loads(row["seats"]),
        seed=row["seed"],
        options=json.loads(row["options"]),
        kind=row["kind"],
        status=row["status"],
        snapshot=row["snapshot"],
        version=row["version"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        finished_at=row["finished_at"],
        end_reason=row["end_reason"],
        rated=bool(row["rated"]),
        unrated_reason=row["unrated_reason"],
        season=row["season"],
        placings=_placings(db, row["id"]),
    )


# SQLite integers are 64-bit; a larger number (a forged or mistyped id) names no match.
MAX_ID = 2**63 - 1


def _row(db: Database, match_id: int) -> dict:
    if not isinstance(match_id, int) or not 0 <= match_id <= MAX_ID:
        raise NotFound(f"There is no match #{match_id}.")
    rows = list(db.query("SELECT * FROM matches WHERE id = ?", [match_id]))
    if not rows:
        raise NotFound(f"There is no match #{match_id}.")
    return rows[0]


def create_match(
    db: Database,
    *,
    guild_id: int,
    channel_id: int | None,
    game: str,
    seats: Sequence[Seat],
    seed: int | None,
    options: Mapping[str, Any],
    ranked: bool,
    snapshot: str | None,
    names: Mapping[int, str] | None,
    now: datetime,
    gathering_id: str | None = None,
    decks: Sequence[tuple[str, str]] = (),
) -> Match:
    """`gathering_id`: the challenge or table this match comes from, removed in the same
    transaction, so a crash leaves either the gathering or the match, never neither.
    `decks` (name, list text per seat) are saved with it, so every saved match can be
    replayed and rematched."""
    _check_seats(seats)
    # A match with any AI seat never counts for the ladder, whatever was asked.
    kind = AI if AI in seats else ("ranked" if ranked else "casual")
    with db.atomic():
        ensure_users(db, _humans(seats), names)
        match_id = db.execute(
            "INSERT INTO matches (guild_id, channel_id, game, seats, seed, options, kind, status,"
            " snapshot, version, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, 'running', ?, 0, ?, ?)",
            [
                guild_id,
                channel_id,
                game,
                json.dumps(list(seats)),
                seed,
                json.dumps(dict(options), sort_keys=True),
                kind,
                snapshot,
                iso(now),
                iso(now),
            ],
        ).lastrowid
        if gathering_id is not None:
            db.execute("DELETE FROM gatherings WHERE id = ?", [gathering_id])
        if decks:
            save_match_decks(db, match_id, decks)
        return _match(db, _row(db, match_id))


def get_match(db: Database, match_id: int, now: datetime | None = None) -> Match:
    """A row whose columns cannot be decoded comes back as a damaged record (status
    "broken", the reason in `end_reason`), quarantined on the spot if it was running,
    as `running_matches` does: a click on its thread is then told the match is
    stopped, never a generic error."""
    row = _row(db, match_id)
    try:
        return _match(db, row)
    except (TypeError, ValueError) as exc:
        reason = f"its stored record is damaged ({type(exc).__name__})"
        if now is not None and row["status"] == "running":
            with db.atomic():
                _set_broken(db, row["id"], reason, iso(now))
        return _damaged(row, reason)


def running_matches(db: Database, now: datetime, shards: Shards | None = None) -> list[Match]:
    """Every running match, only of the servers on `shards` if given. A row whose
    `seats` or `options` cannot be read is marked broken on the spot and returned with
    status "broken" (and the reason in `end_reason`), so one damaged row never stops
    the others from loading."""
    where = "" if shards is None else f" AND {shards.sql()}"
    rows = list(db.query(f"SELECT * FROM matches WHERE status = 'running'{where} ORDER BY id"))
    out = []
    for row in rows:
        try:
            out.append(_match(db, row))
        except (TypeError, ValueError) as exc:
            reason = f"its stored record is damaged ({type(exc).__name__})"
            with db.atomic():
                _set_broken(db, row["id"], reason, iso(now))
            out.append(_damaged(row, reason))
    return out


def _damaged(row: dict, reason: str) -> Match:
    return Match(
        id=row["id"], guild_id=row["guild_id"], channel_id=row["channel_id"], game=row["game"],
        seats=[], seed=row["seed"], options={}, kind=row["kind"], status="broken",
        snapshot=row["snapshot"], version=row["version"], created_at=row["created_at"],
        updated_at=row["updated_at"], finished_at=None, end_reason=reason, rated=False,
        unrated_reason=None, season=None, placings=None,
    )


def _set_broken(db: Database, match_id: int, reason: str, now: str) -> bool:
    cursor = db.execute(
        "UPDATE matches SET status = 'broken', end_reason = ?, updated_at = ?"
        " WHERE id = ? AND status = 'running'",
        [reason, now, match_id],
    )
    return cursor.rowcount == 1


def break_match(db: Database, match_id: int, reason: str, now: datetime) -> bool:
    """Quarantine a running match that cannot be played (its saved state fails in the
    engine). Returns False if it was not running (already ended or quarantined)."""
    with db.atomic():
        _row(db, match_id)
        return _set_broken(db, match_id, reason, iso(now))


def _update_snapshot(db: Database, match_id: int, version: int, snapshot: str, now: str,
                     steps: int = 1) -> str:
    """Write the snapshot in one statement and answer the match's seats. The WHERE
    clause is the whole check: the row exists, is running and is at the version
    `steps` before this one (the one before, for one choice), so even a writer outside
    this process cannot slip a second write for the same version in. Reading the row
    first cost a second statement and decoded the old snapshot on every choice."""
    cursor = db.execute(
        "UPDATE matches SET snapshot = ?, version = ?, updated_at = ? "
        "WHERE id = ? AND version = ? AND status = 'running' RETURNING seats",
        [snapshot, version, now, match_id, version - steps],
    )
    written = cursor.fetchall()
    if len(written) != 1:
        _refused(db, match_id, version - steps + 1)
    return written[0][0]


def _refused(db: Database, match_id: int, version: int) -> None:
    """Why the snapshot write matched no row, as the error a caller can act on."""
    row = _row(db, match_id)
    if row["status"] != "running":
        raise StoreError(f"Match #{match_id} is {row['status']}; no more choices can be made.")
    raise VersionConflict(
        f"Match #{match_id} is at version {row['version']}; version {version} cannot be recorded."
    )


def _insert_choice(db: Database, row: dict[str, Any]) -> None:
    # Plain SQL: sqlite-utils' insert() introspects the table on every call.
    db.execute(
        "INSERT INTO choices (match_id, version, seat, decision_id, option_ids, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [row["match_id"], row["version"], row["seat"], row["decision_id"], row["option_ids"],
         row["created_at"]],
    )


def record_choice(
    db: Database,
    match_id: int,
    version: int,
    seat: int,
    decision_id: str,
    option_ids: Sequence[Any],
    snapshot: str,
    now: datetime,
) -> None:
    """One choice and the snapshot after it, in one transaction."""
    record_choices(db, match_id, [(version, seat, decision_id, option_ids)], snapshot, now)


def record_choices(
    db: Database,
    match_id: int,
    rows: Sequence[tuple[int, int, str, Sequence[Any]]],
    snapshot: str,
    now: datetime,
) -> None:
    """Several choices made one after another, (version, seat, decision id, option ids)
    each, versions consecutive, saved in one transaction with the snapshot after the
    last: the choice log as `record_choice` writes it one by one, the snapshots between
    them left out (nothing reads them: a match loads from its newest snapshot, a replay
    from the choice log). All or nothing, like one choice."""
    if not isinstance(match_id, int) or not 0 <= match_id <= MAX_ID:
        raise NotFound(f"There is no match #{match_id}.")
    if not rows:
        return
    first = rows[0][0]
    if [row[0] for row in rows] != list(range(first, first + len(rows))):
        raise StoreError(f"Match #{match_id}: the choices' versions are not consecutive.")
    at = iso(now)
    with db.atomic():
        seats = len(json.loads(_update_snapshot(db, match_id, rows[-1][0], snapshot, at, len(rows))))
        for version, seat, decision_id, option_ids in rows:
            if not 0 <= seat < seats:
                raise StoreError(f"Match #{match_id} has no seat {seat}.")  # rolls the write back
            _insert_choice(
                db,
                {
                    "match_id": match_id,
                    "version": version,
                    "seat": seat,
                    "decision_id": decision_id,
                    "option_ids": json.dumps(list(option_ids)),
                    "created_at": at,
                },
            )


def choices(db: Database, match_id: int) -> list[Choice]:
    _row(db, match_id)
    rows = db.query("SELECT * FROM choices WHERE match_id = ? ORDER BY version", [match_id])
    return [
        Choice(
            match_id=row["match_id"],
            version=row["version"],
            seat=row["seat"],
            decision_id=row["decision_id"],
            option_ids=json.loads(row["option_ids"]),
            created_at=row["created_at"],
        )
        for row in rows
    ]


def _check_placings(seats: list[Seat], placings: Sequence[int]) -> None:
    if len(placings) != len(seats):
        raise StoreError(f"Expected {len(seats)} placings, one per seat, got {len(placings)}.")
    for placing in placings:
        if (
            not isinstance(placing, int)
            or isinstance(placing, bool)
            or not 1 <= placing <= len(seats)
        ):
            raise StoreError(f"Placings must be whole numbers from 1 to {len(seats)}.")
    if min(placings) != 1:
        raise StoreError("Someone must place first.")


def _pair_games_today(db: Database, guild_id: int, game: str, a: int, b: int, day: str) -> int:
    return db.execute(
        "SELECT count(*) FROM matches m WHERE m.guild_id = ? AND m.game = ? AND m.rated = 1"
        " AND m.status = 'finished' AND substr(m.finished_at, 1, 10) = ?"
        " AND EXISTS (SELECT 1 FROM results r WHERE r.match_id = m.id AND r.user_id = ?)"
        " AND EXISTS (SELECT 1 FROM results r WHERE r.match_id = m.id AND r.user_id = ?)",
        [guild_id, game, day, a, b],
    ).fetchone()[0]


def _decide_rated(
    db: Database, row: dict, seats: list[Seat], now: datetime
) -> tuple[int | None, str | None]:
    """Return (season, None) if the match counts for the ladder, else (None, why)."""
    if row["kind"] != "ranked":
        return None, f"{row['kind']} match"
    if not ladder.MIN_SEATS <= len(seats) <= ladder.MAX_SEATS:
        return None, f"ladders rate matches of {ladder.MIN_SEATS} to {ladder.MAX_SEATS} players"
    # Anti-farming: count rated games per pair of players on this UTC day.
    limit = get_settings(db, row["guild_id"]).max_ranked_per_pair_per_day
    day = iso(now)[:10]
    for a, b in combinations(_humans(seats), 2):
        if _pair_games_today(db, row["guild_id"], row["game"], a, b, day) >= limit:
            return None, f"daily limit of {limit} ranked games between the same players reached"
    season = ladder.open_season(db, row["guild_id"], row["game"], now)
    if season is None:
        return None, "no ladder season is running"
    return season, None


def finish_match(
    db: Database, match_id: int, placings: Sequence[int], reason: str, now: datetime
) -> Match:
    with db.atomic():
        row = _row(db, match_id)
        if row["status"] != "running":
            raise StoreError(f"Match #{match_id} is already {row['status']}.")
        seats = json.loads(row["seats"])
        _check_placings(seats, placings)
        season, unrated_reason = _decide_rated(db, row, seats, now)
        next_seq = db.execute("SELECT coalesce(max(finish_seq), 0) + 1 FROM matches").fetchone()[0]
        db.execute(
            "UPDATE matches SET status = 'finished', finished_at = ?, updated_at = ?,"
            " finish_seq = ?, end_reason = ?, rated = ?, unrated_reason = ?, season = ?"
            " WHERE id = ?",
            [
                iso(now),
                iso(now),
                next_seq,
                reason,
                int(season is not None),
                unrated_reason,
                season,
                match_id,
            ],
        )
        db["results"].insert_all(
            [
                {
                    "match_id": match_id,
                    "seat": index,
                    "user_id": None if seat == AI else seat,
                    "placing": placing,
                }
                for index, (seat, placing) in enumerate(zip(seats, placings, strict=True))
            ]
        )
        if season is not None:
            ladder.rate_match(
                db, match_id, row["guild_id"], row["game"], season, seats, list(placings)
            )
        return _match(db, _row(db, match_id))


def abort_match(db: Database, match_id: int, reason: str, now: datetime) -> Match:
    """End a running match with no result (for example the bot lost the thread)."""
    with db.atomic():
        row = _row(db, match_id)
        if row["status"] != "running":
            raise StoreError(f"Match #{match_id} is already {row['status']}.")
        db.execute(
            "UPDATE matches SET status = 'aborted', end_reason = ?, updated_at = ? WHERE id = ?",
            [reason, iso(now), match_id],
        )
        return _match(db, _row(db, match_id))


def void_match(db: Database, match_id: int, now: datetime) -> Match:
    """Cancel a match's result (for example after cheating is found).

    The choice log is kept as evidence; the results go, and the ladder the
    match counted in is rebuilt from the remaining results.
    """
    with db.atomic():
        row = _row(db, match_id)
        if row["status"] == "void":
            raise StoreError(f"Match #{match_id} is already void.")
        db.execute("DELETE FROM results WHERE match_id = ?", [match_id])
        db.execute(
            "UPDATE matches SET status = 'void', updated_at = ? WHERE id = ?", [iso(now), match_id]
        )
        if row["rated"]:
            ladder.rebuild(db, row["guild_id"], row["game"], row["season"])
        return _match(db, _row(db, match_id))


def history(
    db: Database, user_id: int, guild_id: int | None, game: str | None, limit: int
) -> list[HistoryEntry]:
    where, params = ["r.user_id = ?", "m.status = 'finished'"], [user_id]
    if guild_id is not None:
        where.append("m.guild_id = ?")
        params.append(guild_id)
    if game is not None:
        where.append("m.game = ?")
        params.append(game)
    rows = list(
        db.query(
            "SELECT m.*, r.seat AS my_seat, r.placing AS my_placing, r.rating_after AS my_rating"
            " FROM results r JOIN matches m ON m.id = r.match_id"
            f" WHERE {' AND '.join(where)} ORDER BY m.finish_seq DESC LIMIT ?",
            [*params, limit],
        )
    )
    return [
        HistoryEntry(
            match_id=row["id"],
            guild_id=row["guild_id"],
            game=row["game"],
            kind=row["kind"],
            rated=bool(row["rated"]),
            finished_at=row["finished_at"],
            end_reason=row["end_reason"],
            seat=row["my_seat"],
            placing=row["my_placing"],
            seats=json.loads(row["seats"]),
            placings=_placings(db, row["id"]) or [],
            rating_after=row["my_rating"],
        )
        for row in rows
    ]


def head_to_head(db: Database, guild_id: int, a: int, b: int, game: str | None) -> HeadToHead:
    """Every finished match in the guild where both played, rated or not."""
    sql = (
        "SELECT m.id, ra.placing, rb.placing FROM matches m"
        " JOIN results ra ON ra.match_id = m.id AND ra.user_id = ?"
        " JOIN results rb ON rb.match_id = m.id AND rb.user_id = ?"
        " WHERE m.guild_id = ? AND m.status = 'finished'"
    )
    params: list[Any] = [a, b, guild_id]
    if game is not None:
        sql += " AND m.game = ?"
        params.append(game)
    rows = db.execute(sql + " ORDER BY m.finish_seq DESC", params).fetchall()
    return HeadToHead(
        a=a,
        b=b,
        game=game,
        matches=len(rows),
        a_wins=sum(1 for _, pa, pb in rows if pa < pb),
        b_wins=sum(1 for _, pa, pb in rows if pb < pa),
        draws=sum(1 for _, pa, pb in rows if pa == pb),
        recent=[match_id for match_id, _, _ in rows[:10]],
    )
