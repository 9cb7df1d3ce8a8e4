from datetime import UTC, datetime, timedelta

import pytest

from bot.store import Store


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


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "duelhall.db"


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
