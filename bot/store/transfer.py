"""`python -m bot migrate --to postgresql://...`: copy a SQLite database into
an empty PostgreSQL one, every table, then rebuild every ladder season there
from the copied results and compare it with the copied ratings.

All of it is one PostgreSQL transaction: if anything fails or a rebuilt
rating differs from the copied one, nothing is left behind.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from itertools import zip_longest
from pathlib import Path
from typing import Any

from . import ladder
from .db import connect, describe, migrate

# Not copied: sqlite-utils' record of migrations (PostgreSQL keeps its own) and
# SQLite's internal tables. Every other table is, in foreign-key order.
SKIP_TABLES = ("_sqlite_migrations", "sqlite_")
RATED_COLUMNS = ("mu_after", "sigma_after", "rating_after")


class TransferError(Exception):
    """The copy was refused or did not verify; the target is unchanged."""


@dataclass
class Report:
    source: str
    target: str
    rows: dict[str, int] = field(default_factory=dict)
    seasons: int = 0
    ladders: int = 0
    source_migrated: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = [f"copied {self.source} to {self.target}:"]
        out += [f"  {table}: {count} rows" for table, count in self.rows.items()]
        out.append(
            f"ratings: {self.seasons} ladder seasons of {self.ladders} ladders rebuilt on "
            "PostgreSQL from the copied results; ratings, standings and rating history "
            "are identical to the copy"
        )
        if self.source_migrated:
            out.append(f"(the SQLite file was first brought up to date: {', '.join(self.source_migrated)})")
        return out


def _tables_in_order(lite: Any) -> list[str]:
    names = [t for t in lite.table_names() if not t.startswith(SKIP_TABLES)]
    depends = {t: {fk.other_table for fk in lite[t].foreign_keys} - {t} for t in names}
    ordered: list[str] = []
    while len(ordered) < len(names):
        ready = [t for t in names if t not in ordered and depends[t] <= set(ordered)]
        if not ready:
            raise TransferError(f"Foreign keys form a cycle among {sorted(set(names) - set(ordered))}.")
        ordered.extend(sorted(ready))
    return ordered


def _check_target(pg: Any, tables: list[str]) -> None:
    missing = [t for t in tables if t not in pg.table_names()]
    if missing:
        raise TransferError(
            f"PostgreSQL has no table {missing[0]}: the SQLite file has tables this "
            "version of the bot does not know."
        )
    for table in tables:
        (count,) = pg.conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()
        if count:
            raise TransferError(
                f"The PostgreSQL database already holds data ({count} rows in {table}); "
                "migrate into an empty database."
            )


def _copy_table(lite: Any, pg: Any, table: str) -> int:
    columns = [c.name for c in lite[table].columns]
    target = [
        name
        for (name,) in pg.conn.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND table_name = %s",
            [table],
        ).fetchall()
    ]
    extra = [c for c in columns if c not in target]
    if extra:
        raise TransferError(f"PostgreSQL's {table} has no column {extra[0]}.")
    quoted = ", ".join(f'"{c}"' for c in columns)
    count = 0
    with pg.conn.cursor() as cursor:
        with cursor.copy(f'COPY "{table}" ({quoted}) FROM STDIN') as copy:
            for row in lite.execute(f"SELECT {quoted} FROM [{table}] ORDER BY rowid"):
                copy.write_row(row)
                count += 1
    return count


def _reset_identities(pg: Any) -> None:
    """Copied ids were given explicitly; new rows must be numbered after them."""
    for table in sorted(pg._identity):
        pg.conn.execute(
            f"SELECT setval(pg_get_serial_sequence('\"{table}\"', 'id'),"
            f' coalesce(max(id), 0) + 1, false) FROM "{table}"'
        )


def _rows(db: Any, sql: str) -> list[tuple]:
    return [tuple(row) for row in db.execute(sql).fetchall()]


def _verify_ratings(lite: Any, pg: Any, report: Report) -> None:
    seasons = _rows(lite, "SELECT guild_id, game, number FROM seasons ORDER BY guild_id, game, number")
    for guild_id, game, number in seasons:
        ladder.rebuild(pg, guild_id, game, number)
    report.seasons = len(seasons)
    report.ladders = len({(g, game) for g, game, _ in seasons})
    checks = {
        "ratings": "SELECT * FROM ratings ORDER BY guild_id, game, user_id",
        "rating history": "SELECT match_id, seat, mu_after, sigma_after, rating_after"
        " FROM results ORDER BY match_id, seat",
    }
    for what, sql in checks.items():
        before, after = _rows(lite, sql), _rows(pg, sql)
        if before != after:
            diff = next((b, a) for b, a in zip_longest(before, after) if b != a)
            raise TransferError(
                f"The {what} rebuilt on PostgreSQL differ from the SQLite file's "
                f"(first difference: {diff[0]} became {diff[1]}). Nothing was copied. "
                "The SQLite ladders may be stale: the copy keeps derived data only if a "
                "rebuild reproduces it exactly."
            )
    sql = "SELECT guild_id, game, number, standings FROM seasons ORDER BY guild_id, game, number"
    for before, after in zip(_rows(lite, sql), _rows(pg, sql), strict=True):
        if (json.loads(before[3]) if before[3] else None) != (json.loads(after[3]) if after[3] else None):
            raise TransferError(
                f"The archived standings of season {before[2]} of {before[1]} in server "
                f"{before[0]} rebuilt differently on PostgreSQL. Nothing was copied."
            )


def copy_sqlite_to_postgres(source: str | os.PathLike[str], url: str) -> Report:
    if not Path(source).exists():
        raise TransferError(f"No SQLite database at {source}.")
    lite = connect(source)
    try:
        from .migrations import migrations

        pending = [m.name for m in migrations.pending(lite)]
        migrate(lite)
        pg = connect(url)
        try:
            migrate(pg)
            report = Report(str(source), describe(url), source_migrated=pending)
            tables = _tables_in_order(lite)
            with pg.conn.transaction():
                _check_target(pg, tables)
                for table in tables:
                    report.rows[table] = _copy_table(lite, pg, table)
                _reset_identities(pg)
                for table, count in report.rows.items():
                    (copied,) = pg.conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()
                    if copied != count:
                        raise TransferError(f"{table}: {count} rows read but {copied} stored.")
                _verify_ratings(lite, pg, report)
            return report
        finally:
            pg.close()
    finally:
        lite.close()
