from datetime import UTC, datetime, timedelta

import pytest

from bot.store import Store
from tests.postgres import fresh_schema


class FakeClock:
    """A clock the test moves by hand, so date-dependent rules are deterministic."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        # Step a microsecond per read so timestamps stay distinct and ordered.
        self.now += timedelta(microseconds=1)
        return self.now

    def advance(self, **delta: float) -> None:
        self.now += timedelta(**delta)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request) -> str:
    return request.param


@pytest.fixture
def new_db(backend, tmp_path):
    """Makes databases of the test's backend: a file path, or a PostgreSQL URL
    with its own empty schema (dropped after the test)."""
    made = []

    def make(name: str = "duelhall"):
        if backend == "sqlite":
            return tmp_path / f"{name}.db"
        schema = fresh_schema()
        made.append(schema)
        return schema.__enter__()

    yield make
    for schema in reversed(made):
        schema.__exit__(None, None, None)


@pytest.fixture
def db_path(new_db):
    return new_db()


@pytest.fixture
def sqlite_path(tmp_path):
    """For tests of SQLite itself (pragmas, backups, the file)."""
    return tmp_path / "duelhall.db"


@pytest.fixture
async def sqlite_store(sqlite_path, clock):
    opened = await Store.open(sqlite_path, clock=clock)
    yield opened
    await opened.close()


@pytest.fixture
async def store(db_path, clock):
    opened = await Store.open(db_path, clock=clock)
    yield opened
    await opened.close()


@pytest.fixture
def play(store):
    """Create a match in `store` and finish it at once."""

    async def play_match(seats, placings, *, guild=1, game="chess", ranked=True):
        match = await store.create_match(
            guild_id=guild, channel_id=99, game=game, seats=seats, ranked=ranked
        )
        return await store.finish_match(match.id, placings, "game over")

    return play_match
