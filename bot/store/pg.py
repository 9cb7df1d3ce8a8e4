"""PostgreSQL behind the same store code: the slice of sqlite-utils' `Database`
the store modules use (`execute`, `query`, `atomic`, `db[table]` with insert,
upsert, get, create, create_index, add_column), on a psycopg 3 connection.

The store's SQL is written once, in SQLite's dialect; `translate` turns it
into PostgreSQL's (placeholders, INSERT OR IGNORE, the new row's id), so the
dialect lives here and nowhere else. Migrations use the table API, which this
module renders as PostgreSQL DDL.

Transactions: each store call is one unit (`run_unit`), run in one
SERIALIZABLE transaction. SQLite has one writer at a time, so every store
function was written for serial execution; SERIALIZABLE gives the same
guarantee when several bot processes share the server, and a unit that loses
a race is retried from the start (it only touches the database, so a retry is
safe). `atomic()` blocks inside a unit are savepoints, as in sqlite-utils.
"""

from __future__ import annotations

import contextlib
import datetime
import functools
import random
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import errors as pg_errors
from psycopg.rows import dict_row
from sqlite_utils.db import NotFoundError

T = TypeVar("T")

URL_PREFIXES = ("postgresql://", "postgres://")
# A unit that lost a race to another process is retried this many times, after
# a random pause that grows with each attempt (so two losers do not collide again).
MAX_ATTEMPTS = 30
MAX_PAUSE_SECONDS = 0.05
# Errors that mean "another transaction got there first", not "this is wrong".
# A unique violation is not one: under SERIALIZABLE, PostgreSQL reports a
# duplicate caused by a concurrent writer as a serialization failure, so a
# unique violation left over is a real bug, and retrying would only hide it.
RETRYABLE = (pg_errors.SerializationFailure, pg_errors.DeadlockDetected)
# Every process applying migrations takes this advisory lock first, so two
# processes starting together cannot both apply the same migration.
MIGRATION_LOCK = 0x6475656C  # "duel"
MIGRATIONS_TABLE = "_migrations"

# sqlite-utils column types, as PostgreSQL types. Text compares byte-wise
# ("C"), like SQLite, so ORDER BY on names and ids gives the same order.
COLUMN_TYPES = {
    int: "BIGINT",
    str: 'TEXT COLLATE "C"',
    float: "DOUBLE PRECISION",
    bytes: "BYTEA",
    bool: "BIGINT",
    dict: 'TEXT COLLATE "C"',
    list: 'TEXT COLLATE "C"',
    datetime.datetime: 'TEXT COLLATE "C"',
}

_INSERT_OR_IGNORE = re.compile(r"^\s*INSERT\s+OR\s+IGNORE\s+INTO\b", re.IGNORECASE)
_INSERT_INTO = re.compile(r"^\s*INSERT\s+INTO\s+\"?(\w+)\"?", re.IGNORECASE)
_UNSUPPORTED = re.compile(r"\bINSERT\s+OR\s+(REPLACE|ABORT|FAIL|ROLLBACK)\b|\bPRAGMA\b", re.I)


def is_url(location: object) -> bool:
    return isinstance(location, str) and location.startswith(URL_PREFIXES)


def redact(url: str) -> str:
    """The URL without its password, for logs and `Store.path`."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    netloc = f"{parts.username}:***@{host}" if parts.username else f"***@{host}"
    return urlunsplit(parts._replace(netloc=netloc))


# Column names that SQLite takes bare but PostgreSQL reserves.
_RESERVED = re.compile(r"\b(placing)\b", re.IGNORECASE)


def _unquoted(part: str) -> str:
    return _RESERVED.sub(r'"\1"', part.replace("%", "%%").replace("?", "%s"))


def _placeholders(sql: str) -> str:
    """Outside quoted text: `?` to `%s`, `%` to `%%`, reserved words quoted."""
    out: list[str] = []
    quote: str | None = None
    start = 0
    for index, ch in enumerate(sql):
        if quote:
            if ch == quote:
                out.append(sql[start : index + 1].replace("%", "%%"))
                quote, start = None, index + 1
        elif ch in "'\"":
            out.append(_unquoted(sql[start:index]))
            quote, start = ch, index
    tail = sql[start:]
    out.append(tail.replace("%", "%%") if quote else _unquoted(tail))
    return "".join(out)


@functools.lru_cache(maxsize=512)
def translate(sql: str, identity_tables: frozenset[str]) -> tuple[str, bool]:
    """SQLite-dialect SQL as PostgreSQL SQL, and whether it returns the new row's id."""
    if _UNSUPPORTED.search(sql):
        raise ValueError(f"SQLite-only SQL has no PostgreSQL translation here: {sql!r}")
    sql = sql.strip().rstrip(";")
    if _INSERT_OR_IGNORE.match(sql):
        sql = _INSERT_OR_IGNORE.sub("INSERT INTO", sql, count=1) + " ON CONFLICT DO NOTHING"
    returns_id = False
    insert = _INSERT_INTO.match(sql)
    if insert and insert.group(1) in identity_tables and " RETURNING " not in sql.upper():
        sql += " RETURNING id"
        returns_id = True
    return _placeholders(sql), returns_id


def _params(params: Sequence[Any] | Mapping[str, Any] | None) -> list[Any]:
    if params is None:
        return []
    if isinstance(params, Mapping):
        raise ValueError("The PostgreSQL store takes positional ? parameters only.")
    # SQLite stores booleans as integers; PostgreSQL would refuse a bool for BIGINT.
    return [int(p) if isinstance(p, bool) else p for p in params]


class Cursor:
    """What sqlite3's cursor offers the store: rows as tuples, rowcount, lastrowid."""

    def __init__(self, cursor: psycopg.Cursor, returns_id: bool) -> None:
        self._cursor = cursor
        self.rowcount = cursor.rowcount
        self.lastrowid: int | None = None
        self._rows: list[tuple] | None = None
        if returns_id:
            rows = cursor.fetchall()
            self.lastrowid = rows[0][0] if rows else None
            self._rows = []

    def fetchone(self) -> tuple | None:
        if self._rows is not None:
            return self._rows.pop(0) if self._rows else None
        return self._cursor.fetchone() if self._cursor.description else None

    def fetchall(self) -> list[tuple]:
        if self._rows is not None:
            rows, self._rows = self._rows, []
            return rows
        return self._cursor.fetchall() if self._cursor.description else []

    def __iter__(self) -> Iterator[tuple]:
        return iter(self.fetchall())


class PgDatabase:
    def __init__(self, url: str) -> None:
        self.url = url
        # autocommit: statements outside a unit commit at once; units and
        # atomic() blocks open their own transactions.
        self.conn = self._connect()
        self._identity: frozenset[str] = frozenset()
        self._pks: dict[str, list[str]] = {}
        self.refresh_schema()

    def _connect(self) -> psycopg.Connection:
        conn = psycopg.connect(self.url, autocommit=True)
        conn.isolation_level = psycopg.IsolationLevel.SERIALIZABLE
        return conn

    # --- the sqlite-utils surface --------------------------------------------

    def execute(self, sql: str, params: Sequence[Any] | None = None) -> Cursor:
        text, returns_id = translate(sql, self._identity)
        return Cursor(self.conn.execute(text, _params(params)), returns_id)

    def query(self, sql: str, params: Sequence[Any] | None = None) -> Iterator[dict[str, Any]]:
        text, _ = translate(sql, self._identity)
        with self.conn.cursor(row_factory=dict_row) as cursor:
            # Fetched at once, as the caller may run other statements while iterating.
            return iter(cursor.execute(text, _params(params)).fetchall())

    @contextmanager
    def atomic(self) -> Iterator[PgDatabase]:
        with self.conn.transaction():
            yield self

    def __getitem__(self, name: str) -> Table:
        return Table(self, name)

    def table_names(self) -> list[str]:
        rows = self.conn.execute(
            "SELECT table_name FROM information_schema.tables"
            " WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
            " ORDER BY table_name"
        ).fetchall()
        return [name for (name,) in rows]

    def close(self) -> None:
        self.conn.close()

    # --- units and schema ----------------------------------------------------

    def run_unit(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run one store function in one transaction, retrying lost races."""
        fresh = False
        if self.conn.closed or self.conn.broken:
            # The server restarted or the network dropped since the last unit. That
            # unit failed (it may or may not have committed, so it is not retried);
            # this one gets a new connection (and fails as it, if the server is down).
            self._reconnect()
            fresh = True
        for attempt in range(1, MAX_ATTEMPTS + 1):
            began = False
            try:
                with self.conn.transaction():
                    began = True
                    return fn(self, *args, **kwargs)
            except RETRYABLE:
                if attempt == MAX_ATTEMPTS:
                    raise
                time.sleep(random.uniform(0, min(MAX_PAUSE_SECONDS, 0.001 * 2**attempt)))
            except (psycopg.OperationalError, psycopg.InterfaceError):  # RETRYABLE are caught above
                # A connection that died while idle (the server restarted between two
                # units) fails at BEGIN, before anything of this unit reached the
                # server: then one new connection and a second try are safe. Past
                # BEGIN the commit may have happened, so the error is the caller's.
                if began or fresh:
                    raise
                self._reconnect()
                fresh = True
        raise AssertionError("unreachable")

    def _reconnect(self) -> None:
        with contextlib.suppress(psycopg.Error):
            self.conn.close()
        self.conn = self._connect()

    def refresh_schema(self) -> None:
        """Learn which tables have an identity `id` (for lastrowid) and every
        table's primary key (for upsert and get)."""
        rows = self.conn.execute(
            "SELECT table_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND column_name = 'id' AND is_identity = 'YES'"
        ).fetchall()
        self._identity = frozenset(name for (name,) in rows)
        rows = self.conn.execute(
            "SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc"
            " JOIN information_schema.key_column_usage kcu"
            " ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema"
            " WHERE tc.table_schema = current_schema() AND tc.constraint_type = 'PRIMARY KEY'"
            " ORDER BY tc.table_name, kcu.ordinal_position"
        ).fetchall()
        self._pks = {}
        for table, column in rows:
            self._pks.setdefault(table, []).append(column)

    def primary_key(self, table: str) -> list[str]:
        return self._pks.get(table, [])


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _literal(value: Any) -> str:
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int | float):
        return repr(value)
    if value is None:
        return "NULL"
    return "'" + str(value).replace("'", "''") + "'"


class Table:
    def __init__(self, db: PgDatabase, name: str) -> None:
        self.db = db
        self.name = name

    @property
    def pks(self) -> list[str]:
        return self.db.primary_key(self.name)

    def exists(self) -> bool:
        return self.name in self.db.table_names()

    def _insert_sql(self, columns: list[str], conflict: str = "") -> str:
        names = ", ".join(_quote(c) for c in columns)
        marks = ", ".join("%s" for _ in columns)
        return f"INSERT INTO {_quote(self.name)} ({names}) VALUES ({marks}){conflict}"

    def insert(self, row: Mapping[str, Any]) -> Table:
        return self.insert_all([row])

    def insert_all(self, rows: Iterable[Mapping[str, Any]]) -> Table:
        self._write(list(rows), "")
        return self

    def upsert(self, row: Mapping[str, Any], pk: str | Sequence[str] | None = None) -> Table:
        return self.upsert_all([row], pk=pk)

    def upsert_all(
        self, rows: Iterable[Mapping[str, Any]], pk: str | Sequence[str] | None = None
    ) -> Table:
        """Insert each row, or update the given columns of the row with its key."""
        keys = [pk] if isinstance(pk, str) else list(pk or self.pks)
        rows = list(rows)
        if not rows:
            return self
        others = [c for c in rows[0] if c not in keys]
        target = ", ".join(_quote(k) for k in keys)
        if others:
            sets = ", ".join(f"{_quote(c)} = EXCLUDED.{_quote(c)}" for c in others)
            conflict = f" ON CONFLICT ({target}) DO UPDATE SET {sets}"
        else:
            conflict = f" ON CONFLICT ({target}) DO NOTHING"
        self._write(rows, conflict)
        return self

    def _write(self, rows: list[Mapping[str, Any]], conflict: str) -> None:
        groups: dict[tuple[str, ...], list[list[Any]]] = {}
        for row in rows:
            groups.setdefault(tuple(row), []).append(_params(list(row.values())))
        for columns, values in groups.items():
            with self.db.conn.cursor() as cursor:
                cursor.executemany(self._insert_sql(list(columns), conflict), values)

    def get(self, pk_values: Any) -> dict[str, Any]:
        keys = self.pks
        values = list(pk_values) if isinstance(pk_values, list | tuple) else [pk_values]
        if len(values) != len(keys):
            raise NotFoundError(f"{self.name} has primary key {keys}, got {values!r}")
        where = " AND ".join(f"{_quote(k)} = %s" for k in keys)
        with self.db.conn.cursor(row_factory=dict_row) as cursor:
            row = cursor.execute(
                f"SELECT * FROM {_quote(self.name)} WHERE {where}", _params(values)
            ).fetchone()
        if row is None:
            raise NotFoundError(f"{self.name} has no row {values!r}")
        return row

    # --- DDL for migrations --------------------------------------------------

    def create(
        self,
        columns: Mapping[str, Any],
        pk: str | Sequence[str] | None = None,
        foreign_keys: Sequence[tuple[str, ...]] | None = None,
        not_null: Iterable[str] | None = None,
        defaults: Mapping[str, Any] | None = None,
    ) -> Table:
        keys = [pk] if isinstance(pk, str) else list(pk or [])
        not_null = set(not_null or [])
        defaults = dict(defaults or {})
        references = {}
        for fk in foreign_keys or []:
            if len(fk) not in (2, 3):
                raise ValueError(f"Foreign keys are (column, table[, column]), not {fk!r}.")
            references[fk[0]] = (fk[1], fk[2] if len(fk) == 3 else "id")
        lines = []
        for column, kind in columns.items():
            if kind not in COLUMN_TYPES:
                raise ValueError(f"No PostgreSQL type for {column} of type {kind!r}.")
            line = f"{_quote(column)} {COLUMN_TYPES[kind]}"
            # SQLite makes a single INTEGER PRIMARY KEY the rowid, numbered on insert.
            if keys == [column] and kind is int:
                line += " GENERATED BY DEFAULT AS IDENTITY"
            if column in not_null:
                line += " NOT NULL"
            if column in defaults:
                line += f" DEFAULT {_literal(defaults[column])}"
            if column in references:
                other, other_column = references[column]
                line += f" REFERENCES {_quote(other)} ({_quote(other_column)})"
            lines.append(line)
        if keys:
            lines.append(f"PRIMARY KEY ({', '.join(_quote(k) for k in keys)})")
        self.db.conn.execute(f"CREATE TABLE {_quote(self.name)} (\n  " + ",\n  ".join(lines) + "\n)")
        self.db.refresh_schema()
        return self

    def create_index(
        self,
        columns: Sequence[str],
        index_name: str | None = None,
        unique: bool = False,
        if_not_exists: bool = False,
    ) -> Table:
        name = index_name or f"idx_{self.name}_{'_'.join(columns)}"
        self.db.conn.execute(
            f"CREATE {'UNIQUE ' if unique else ''}INDEX {'IF NOT EXISTS ' if if_not_exists else ''}"
            f"{_quote(name)} ON {_quote(self.name)} ({', '.join(_quote(c) for c in columns)})"
        )
        return self

    def add_column(
        self,
        name: str,
        col_type: Any = None,
        fk: str | None = None,
        fk_col: str | None = None,
        not_null_default: Any = None,
    ) -> Table:
        kind = COLUMN_TYPES.get(col_type or str)
        if kind is None:
            raise ValueError(f"No PostgreSQL type for {name} of type {col_type!r}.")
        sql = f"ALTER TABLE {_quote(self.name)} ADD COLUMN {_quote(name)} {kind}"
        if not_null_default is not None:
            sql += f" NOT NULL DEFAULT {_literal(not_null_default)}"
        if fk is not None:
            sql += f" REFERENCES {_quote(fk)} ({_quote(fk_col or 'id')})"
        self.db.conn.execute(sql)
        self.db.refresh_schema()
        return self


# --- migrations ----------------------------------------------------------------


def applied_migrations(db: PgDatabase, migration_set: str) -> list[str]:
    if MIGRATIONS_TABLE not in db.table_names():
        return []
    rows = db.conn.execute(
        f"SELECT name FROM {MIGRATIONS_TABLE} WHERE migration_set = %s ORDER BY id",
        [migration_set],
    ).fetchall()
    return [name for (name,) in rows]


def apply_migrations(db: PgDatabase, migrations: Any) -> None:
    """Apply pending sqlite-utils migrations (the same functions SQLite runs).

    Each runs in its own transaction with its record, under an advisory lock,
    and is skipped if another process applied it while this one waited.
    """
    # READ COMMITTED, so the check made after taking the lock sees what the
    # process that held it committed (a SERIALIZABLE snapshot would predate it).
    serializable, db.conn.isolation_level = db.conn.isolation_level, psycopg.IsolationLevel.READ_COMMITTED
    try:
        _apply(db, migrations)
    finally:
        db.conn.isolation_level = serializable
    db.refresh_schema()


def _apply(db: PgDatabase, migrations: Any) -> None:
    with db.conn.transaction():
        db.conn.execute("SELECT pg_advisory_xact_lock(%s)", [MIGRATION_LOCK])
        db.conn.execute(
            f"CREATE TABLE IF NOT EXISTS {MIGRATIONS_TABLE} (id BIGINT GENERATED BY DEFAULT AS"
            " IDENTITY PRIMARY KEY, migration_set TEXT NOT NULL, name TEXT NOT NULL,"
            " applied_at TEXT NOT NULL, UNIQUE (migration_set, name))"
        )
    for migration in migrations._migrations:
        if migration.name in applied_migrations(db, migrations.name):
            continue
        if not migration.transactional:
            # Declared unable to run in a transaction (like SQLite's VACUUM).
            migration.fn(db)
            _record(db, migrations.name, migration.name)
            continue
        with db.conn.transaction():
            db.conn.execute("SELECT pg_advisory_xact_lock(%s)", [MIGRATION_LOCK])
            # Another process may have applied it while this one waited for the lock.
            if migration.name not in applied_migrations(db, migrations.name):
                migration.fn(db)
                _record(db, migrations.name, migration.name)


def _record(db: PgDatabase, migration_set: str, name: str) -> None:
    db.conn.execute(
        f"INSERT INTO {MIGRATIONS_TABLE} (migration_set, name, applied_at) VALUES (%s, %s, %s)",
        [migration_set, name, str(datetime.datetime.now(datetime.UTC))],
    )
