"""`python -m bot migrate --to postgresql://...`: a SQLite database copied into
PostgreSQL, every table, with the ladders rebuilt there and compared."""

import random

import pytest

from bot.__main__ import main
from bot.store import Store
from bot.store.db import connect
from bot.store.transfer import TransferError, copy_sqlite_to_postgres
from tests.postgres import fresh_schema

TABLES = ["users", "decks", "matches", "choices", "results", "ratings", "seasons", "settings",
          "gatherings"]


async def fill(store: Store) -> None:
    rng = random.Random(3)
    await store.set_settings(1, max_ranked_per_pair_per_day=1000, forfeit_seconds=900)
    await store.save_deck(1, "chess", "Ünïcode Deck", "1 pawn\n2 rook")
    await store.set_user_name(2, "bob")
    for index in range(24):
        if index == 12:
            await store.season_end(1, "chess")
            await store.season_start(1, "chess")
        seats = rng.sample(range(1, 7), rng.choice([2, 3]))
        match = await store.create_match(guild_id=1, channel_id=index, game="chess", seats=seats,
                                         ranked=index % 5 != 0)
        await store.record_choice(match.id, 1, 0, "move", [index], f"snap {index}")
        placings = [1] + [rng.randint(1, len(seats)) for _ in seats[1:]]
        await store.finish_match(match.id, placings, "mate")
        if index == 7:
            await store.void_match(match.id)
    running = await store.create_match(guild_id=(5 << 22), channel_id=3, game="go", seats=[1, "ai"])
    await store.record_choice(running.id, 1, 1, "play", ["d4"], "go state")
    await store.save_gathering("ab12", 1, 2e9, {"game": "chess"})


async def snapshot(store: Store) -> tuple:
    return (
        await store.ladder(1, "chess", page_size=50),
        await store.profile(1, 3),
        await store.seasons(1, "chess"),
        await store.list_decks(1),
        [(m.id, m.snapshot, m.version) for m in await store.running_matches()],
        await store.history(2, limit=100),
        await store.get_settings(1),
        await store.open_gatherings(),
        await store.user_names([2]),
    )


@pytest.mark.postgres
async def test_copy_keeps_everything_and_new_rows_follow(tmp_path, capsys):
    source = tmp_path / "duelhall.db"
    lite = await Store.open(source)
    await fill(lite)
    before = await snapshot(lite)
    running_id = (await lite.running_matches())[0].id
    await lite.close()
    with fresh_schema() as url:
        assert main(["migrate", "--to", url, "--from", str(source)]) == 0
        out = capsys.readouterr().out
        assert "choices: 25 rows" in out and "identical" in out
        for table in TABLES:
            assert f"  {table}: " in out
        pg = await Store.open(url)
        try:
            assert await snapshot(pg) == before
            assert [c.option_ids for c in await pg.choices(running_id)] == [["d4"]]
            # Ids continue after the copied ones.
            fresh = await pg.create_match(guild_id=1, channel_id=1, game="chess", seats=[1, 2])
            assert fresh.id == running_id + 1
            await pg.save_deck(1, "chess", "Another", "1 king")
        finally:
            await pg.close()


@pytest.mark.postgres
async def test_stale_ratings_are_refused_and_nothing_is_copied(tmp_path):
    source = tmp_path / "duelhall.db"
    lite = await Store.open(source)
    await fill(lite)
    await lite._run(lambda db: db.execute("UPDATE ratings SET mu = mu + 1 WHERE user_id = 3"))
    await lite.close()
    with fresh_schema() as url:
        with pytest.raises(TransferError, match="ratings rebuilt on PostgreSQL differ"):
            copy_sqlite_to_postgres(source, url)
        db = connect(url)
        assert db.execute("SELECT count(*) FROM matches").fetchone()[0] == 0
        db.close()


@pytest.mark.postgres
async def test_a_target_with_data_is_refused(tmp_path, capsys):
    source = tmp_path / "duelhall.db"
    lite = await Store.open(source)
    await fill(lite)
    await lite.close()
    with fresh_schema() as url:
        pg = await Store.open(url)
        await pg.save_deck(9, "chess", "Mine", "1 king")
        await pg.close()
        assert main(["migrate", "--to", url, "--from", str(source)]) == 1
        assert "already holds data" in capsys.readouterr().err


def test_migrate_needs_a_postgresql_target(capsys, tmp_path):
    assert main(["migrate", "--to", str(tmp_path / "other.db")]) == 2
    assert "postgresql://" in capsys.readouterr().err
    assert main(["migrate"]) == 2
