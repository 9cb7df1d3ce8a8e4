"""Tournaments: sign-ups, the players and their decks, every table of every round.

The tables are the record: a table's placings are copied from its match when the
match ends (or read back from the match row after a restart), so standings are
always recomputed from them and nothing derived is stored until the final
standings, which are kept on the tournament row for /history.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlite_utils import Database

from .db import iso
from .errors import NotFound, StoreError
from .users import ensure_users

OPEN_STATUSES = ("signup", "running")


@dataclass(frozen=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    message_id: int | None
    game: str
    format: str
    rounds: int | None
    max_players: int
    ranked: bool
    organiser_id: int
    status: str
    round: int
    created_at: str
    finished_at: str | None
    standings: list | None


@dataclass(frozen=True)
class Entrant:
    user_id: int
    name: str
    deck_name: str
    deck_text: str
    seed: int | None
    dropped_round: int | None


@dataclass(frozen=True)
class TableRow:
    round: int
    table_no: int
    seats: list[int]
    match_id: int | None
    placings: list[int] | None


_T_COLUMNS = ("id, guild_id, channel_id, message_id, game, format, rounds, max_players, ranked,"
              " organiser_id, status, round, created_at, finished_at, standings")


def _tournament(row: Sequence) -> Tournament:
    (tid, guild, channel, message, game, fmt, rounds, max_players, ranked, organiser, status,
     rnd, created, finished, standings) = row
    return Tournament(tid, guild, channel, message, game, fmt, rounds, max_players, bool(ranked),
                      organiser, status, rnd or 0, created, finished,
                      json.loads(standings) if standings else None)


def create_tournament(db: Database, guild_id: int, channel_id: int, game: str, fmt: str,
                      rounds: int | None, max_players: int, ranked: bool, organiser_id: int,
                      now: datetime) -> Tournament:
    with db.atomic():
        tid = db.execute(
            "INSERT INTO tournaments (guild_id, channel_id, game, format, rounds, max_players, ranked,"
            " organiser_id, status, round, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'signup', 0, ?)",
            [guild_id, channel_id, game, fmt, rounds, max_players, int(ranked), organiser_id, iso(now)],
        ).lastrowid
        return get_tournament(db, tid)


def get_tournament(db: Database, tid: int) -> Tournament:
    row = db.execute(f"SELECT {_T_COLUMNS} FROM tournaments WHERE id = ?", [tid]).fetchone()
    if row is None:
        raise NotFound(f"There is no tournament #{tid}.")
    return _tournament(row)


def tournaments(db: Database, guild_ids: Iterable[int] | None, statuses: Sequence[str]) -> list[Tournament]:
    """Tournaments with one of `statuses`, newest first; `guild_ids` None means every guild."""
    marks = ", ".join("?" for _ in statuses)
    sql = f"SELECT {_T_COLUMNS} FROM tournaments WHERE status IN ({marks})"
    params: list = list(statuses)
    if guild_ids is not None:
        guilds = list(guild_ids)
        if not guilds:
            return []
        sql += f" AND guild_id IN ({', '.join('?' for _ in guilds)})"
        params += guilds
    return [_tournament(r) for r in db.execute(sql + " ORDER BY id DESC", params).fetchall()]


def set_message(db: Database, tid: int, message_id: int) -> None:
    db.execute("UPDATE tournaments SET message_id = ? WHERE id = ?", [message_id, tid])


def entrants(db: Database, tid: int) -> list[Entrant]:
    rows = db.execute(
        "SELECT user_id, name, deck_name, deck_text, seed, dropped_round FROM tournament_players"
        " WHERE tournament_id = ? ORDER BY coalesce(seed, 1000000), joined_at, user_id", [tid]
    ).fetchall()
    return [Entrant(*r) for r in rows]


def join(db: Database, tid: int, user_id: int, name: str, deck_name: str, deck_text: str,
         now: datetime) -> bool:
    """Sign up, or change the deck of someone signed up; True if they were new."""
    with db.atomic():
        t = get_tournament(db, tid)
        if t.status != "signup":
            raise StoreError("This tournament has already started; sign-ups are closed.")
        known = db.execute("SELECT 1 FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                           [tid, user_id]).fetchone()
        if known:
            db.execute("UPDATE tournament_players SET deck_name = ?, deck_text = ?, name = ?"
                       " WHERE tournament_id = ? AND user_id = ?", [deck_name, deck_text, name, tid, user_id])
            return False
        count = db.execute("SELECT count(*) FROM tournament_players WHERE tournament_id = ?", [tid]).fetchone()[0]
        if count >= t.max_players:
            raise StoreError(f"This tournament is full ({t.max_players} players).")
        ensure_users(db, [user_id], {user_id: name})
        db.execute(
            "INSERT INTO tournament_players (tournament_id, user_id, name, deck_name, deck_text, joined_at)"
            " VALUES (?, ?, ?, ?, ?, ?)", [tid, user_id, name, deck_name, deck_text, iso(now)],
        )
        return True


def leave(db: Database, tid: int, user_id: int) -> None:
    with db.atomic():
        if get_tournament(db, tid).status != "signup":
            raise StoreError("This tournament has started; use `/tournament drop` to leave it.")
        gone = db.execute("DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                          [tid, user_id]).rowcount
        if not gone:
            raise StoreError("You're not signed up for this tournament.")


def start(db: Database, tid: int, seeds: Sequence[int], rounds: int) -> None:
    """Close sign-ups: fix the seeds (user ids, best first) and the number of rounds."""
    with db.atomic():
        if get_tournament(db, tid).status != "signup":
            raise StoreError("This tournament has already started.")
        for seed, user in enumerate(seeds, 1):
            db.execute("UPDATE tournament_players SET seed = ? WHERE tournament_id = ? AND user_id = ?",
                       [seed, tid, user])
        db.execute("UPDATE tournaments SET status = 'running', rounds = ? WHERE id = ?", [rounds, tid])


def cancel(db: Database, tid: int) -> None:
    db.execute("UPDATE tournaments SET status = 'cancelled' WHERE id = ? AND status = 'signup'", [tid])


def drop(db: Database, tid: int, user_id: int) -> None:
    with db.atomic():
        t = get_tournament(db, tid)
        if t.status != "running":
            raise StoreError("This tournament isn't running." if t.status != "signup" else
                             "This tournament hasn't started; use the Leave button instead.")
        row = db.execute("SELECT dropped_round FROM tournament_players WHERE tournament_id = ? AND user_id = ?",
                         [tid, user_id]).fetchone()
        if row is None:
            raise StoreError("You're not playing in this tournament.")
        if row[0] is not None:
            raise StoreError("You have already dropped out of this tournament.")
        db.execute("UPDATE tournament_players SET dropped_round = ? WHERE tournament_id = ? AND user_id = ?",
                   [max(1, t.round), tid, user_id])


def open_round(db: Database, tid: int, rnd: int, tables: Sequence[tuple[Sequence[int], list[int] | None]]) -> None:
    """Write a round's tables (seats, and placings for a bye) and make it current."""
    with db.atomic():
        t = get_tournament(db, tid)
        if t.round != rnd - 1:
            raise StoreError(f"Tournament #{tid} is at round {t.round}; round {rnd} cannot open.")
        for no, (seats, placings) in enumerate(tables, 1):
            db.execute(
                "INSERT INTO tournament_games (tournament_id, round, table_no, seats, placings)"
                " VALUES (?, ?, ?, ?, ?)",
                [tid, rnd, no, json.dumps(list(seats)), json.dumps(placings) if placings is not None else None],
            )
        db.execute("UPDATE tournaments SET round = ? WHERE id = ?", [rnd, tid])


def set_table_match(db: Database, tid: int, rnd: int, table_no: int, match_id: int) -> None:
    db.execute("UPDATE tournament_games SET match_id = ? WHERE tournament_id = ? AND round = ? AND table_no = ?",
               [match_id, tid, rnd, table_no])


def set_table_result(db: Database, tid: int, rnd: int, table_no: int, placings: Sequence[int]) -> None:
    """Settle a table without a match (a deck that can no longer be played)."""
    db.execute("UPDATE tournament_games SET placings = ? WHERE tournament_id = ? AND round = ? AND table_no = ?"
               " AND placings IS NULL", [json.dumps(list(placings)), tid, rnd, table_no])


def table_of_match(db: Database, match_id: int) -> tuple[int, int, int] | None:
    row = db.execute("SELECT tournament_id, round, table_no FROM tournament_games WHERE match_id = ?",
                     [match_id]).fetchone()
    return tuple(row) if row else None


def record_table(db: Database, match_id: int, placings: Sequence[int]) -> tuple[int, int, int] | None:
    """Copy a finished match's placings to its table; the table, or None if it is no tournament's."""
    with db.atomic():
        where = table_of_match(db, match_id)
        if where is not None:
            db.execute("UPDATE tournament_games SET placings = ? WHERE match_id = ? AND placings IS NULL",
                       [json.dumps(list(placings)), match_id])
        return where


def tables(db: Database, tid: int) -> list[TableRow]:
    rows = db.execute(
        "SELECT round, table_no, seats, match_id, placings FROM tournament_games"
        " WHERE tournament_id = ? ORDER BY round, table_no", [tid]
    ).fetchall()
    return [TableRow(r, n, json.loads(s), m, json.loads(p) if p else None) for r, n, s, m, p in rows]


def finish(db: Database, tid: int, standings: list, now: datetime) -> None:
    db.execute("UPDATE tournaments SET status = 'finished', finished_at = ?, standings = ? WHERE id = ?",
               [iso(now), json.dumps(standings), tid])


def tournaments_of(db: Database, guild_id: int, user_id: int, limit: int) -> list[Tournament]:
    """Finished tournaments `user_id` played in, newest first (for /history)."""
    rows = db.execute(
        f"SELECT {', '.join('t.' + c.strip() for c in _T_COLUMNS.split(','))} FROM tournaments t"
        " JOIN tournament_players p ON p.tournament_id = t.id AND p.user_id = ?"
        " WHERE t.guild_id = ? AND t.status = 'finished' ORDER BY t.id DESC LIMIT ?",
        [user_id, guild_id, limit],
    ).fetchall()
    return [_tournament(r) for r in rows]
