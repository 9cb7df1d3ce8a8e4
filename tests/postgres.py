"""A throwaway PostgreSQL schema per test, on the server named by
$DUELHALL_TEST_PG (e.g. postgresql://duelhall@127.0.0.1:5432/duelhall).

Without it the PostgreSQL cases skip with a message saying how to run them,
except when $DUELHALL_REQUIRE_PG is set (as .ci/run does): then a missing or
unreachable server fails the test, so CI can never pass by skipping.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import quote

import pytest

URL_VAR = "DUELHALL_TEST_PG"
REQUIRE_VAR = "DUELHALL_REQUIRE_PG"


def _unavailable(why: str) -> None:
    if os.environ.get(REQUIRE_VAR):
        pytest.fail(f"PostgreSQL is required here (${REQUIRE_VAR} is set) but {why}")
    pytest.skip(f"PostgreSQL tests need a server: {why}; set ${URL_VAR}=postgresql://... "
                "(.ci/run starts a throwaway one)")


def need_psycopg() -> None:
    """For tests of PostgreSQL code that need psycopg but no server."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed (pip install '.[postgres]')")


def server_url() -> str:
    url = os.environ.get(URL_VAR, "").strip()
    if not url:
        _unavailable(f"${URL_VAR} is not set")
    try:
        import psycopg
    except ImportError:
        _unavailable("psycopg is not installed (pip install '.[postgres]')")
    try:
        psycopg.connect(url, connect_timeout=5).close()
    except psycopg.Error as exc:
        _unavailable(f"cannot connect to ${URL_VAR}: {exc}")
    return url


def with_schema(url: str, schema: str) -> str:
    """`url` with every connection's search_path set to `schema`."""
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}"


@contextmanager
def fresh_schema() -> Iterator[str]:
    """A URL whose tables live in a new, empty schema, dropped afterwards."""
    base = server_url()  # skips (or fails under $DUELHALL_REQUIRE_PG) before psycopg is needed
    import psycopg

    schema = f"t_{secrets.token_hex(6)}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield with_schema(base, schema)
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")
