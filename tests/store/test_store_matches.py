import asyncio
import json

import pytest

from bot.store import AI, NotFound, Store, StoreError, VersionConflict
from bot.store import matches as matches_module


async def new_match(store, seats=(1, 2), **kwargs):
    return await store.create_match(
        guild_id=kwargs.pop("guild_id", 1), channel_id=5, game="chess", seats=list(seats), **kwargs
    )


async def test_create_and_get(store):
    match = await store.create_match(
        guild_id=1,
        channel_id=5,
        game="chess",
        seats=[11, AI],
        seed=42,
        options={"variant": "fast"},
        ranked=True,
        snapshot="start",
        names={11: "Ann"},
    )
    got = await store.get_match(match.id)
    assert got == match
    assert (got.seats, got.seed, got.options, got.snapshot) == (
        [11, AI],
        42,
        {"variant": "fast"},
        "start",
    )
    assert (got.status, got.version, got.kind) == ("running", 0, "ai")
    with pytest.raises(NotFound):
        await store.get_match(999)


async def test_a_match_is_saved_with_its_decks_in_one_transaction(store):
    decks = [("Mine", "3 Number 1\n"), ("", "3 Number 2\n")]
    match = await new_match(store, decks=decks)
    assert await store.match_decks(match.id) == decks
    # A failing insert takes the decks with it: nothing is left half-saved.
    with pytest.raises(StoreError):
        await new_match(store, seats=[1, 1], decks=decks)
    assert [m.id for m in await store.running_matches()] == [match.id]


@pytest.mark.parametrize("seats", [[], [1, 1], [1, "bot"], [1, True], list(range(1, 10))])
async def test_bad_seats_are_refused(store, seats):
    with pytest.raises(StoreError):
        await new_match(store, seats)
    assert await store.running_matches() == []


async def test_record_choice_writes_snapshot_and_log(store):
    match = await new_match(store)
    await store.record_choice(match.id, 1, 0, "play", ["card-3", "target-1"], "after-1")
    await store.record_choice(match.id, 2, 1, "pass", [], "after-2")
    got = await store.get_match(match.id)
    assert (got.version, got.snapshot) == (2, "after-2")
    log = await store.choices(match.id)
    assert [(c.version, c.seat, c.decision_id, c.option_ids) for c in log] == [
        (1, 0, "play", ["card-3", "target-1"]),
        (2, 1, "pass", []),
    ]


@pytest.mark.parametrize("version", [0, 1, 3])
async def test_record_choice_needs_exactly_the_next_version(store, version):
    match = await new_match(store)
    await store.record_choice(match.id, 1, 0, "d", [1], "s1")
    with pytest.raises(VersionConflict):
        await store.record_choice(match.id, version, 0, "d", [1], "other")
    got = await store.get_match(match.id)
    assert (got.version, got.snapshot, len(await store.choices(match.id))) == (1, "s1", 1)


async def test_record_choice_refuses_unknown_seat_and_finished_match(store):
    match = await new_match(store)
    with pytest.raises(StoreError):
        await store.record_choice(match.id, 1, 2, "d", [], "s")
    await store.finish_match(match.id, [1, 2], "resign")
    with pytest.raises(StoreError):
        await store.record_choice(match.id, 1, 0, "d", [], "s")
    with pytest.raises(NotFound):
        await store.record_choice(404, 1, 0, "d", [], "s")


async def test_racing_double_write_stores_one(store):
    match = await new_match(store)
    outcomes = await asyncio.gather(
        store.record_choice(match.id, 1, 0, "d", ["a"], "from-a"),
        store.record_choice(match.id, 1, 1, "d", ["b"], "from-b"),
        return_exceptions=True,
    )
    assert sum(isinstance(o, VersionConflict) for o in outcomes) == 1
    log = await store.choices(match.id)
    got = await store.get_match(match.id)
    assert len(log) == 1 and got.version == 1
    assert got.snapshot == f"from-{log[0].option_ids[0]}"


async def test_many_concurrent_writers(store):
    async def run_match(index):
        match = await new_match(store, seats=(1000 + 2 * index, 1001 + 2 * index))
        for version in range(1, 21):
            await store.record_choice(
                match.id,
                version,
                version % 2,
                f"d{version}",
                [index, version],
                json.dumps({"match": index, "version": version}),
            )
        return match.id

    ids = await asyncio.gather(*(run_match(i) for i in range(50)))
    assert len(set(ids)) == 50
    for index, match_id in enumerate(ids):
        got = await store.get_match(match_id)
        assert got.version == 20
        assert json.loads(got.snapshot) == {"match": index, "version": 20}
        log = await store.choices(match_id)
        assert [c.version for c in log] == list(range(1, 21))
        assert all(c.option_ids == [index, c.version] for c in log)


async def test_exception_after_snapshot_update_rolls_back_both(store, monkeypatch):
    match = await new_match(store)
    await store.record_choice(match.id, 1, 0, "d", [1], "s1")

    def crash(db, row):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(matches_module, "_insert_choice", crash)
    with pytest.raises(RuntimeError):
        await store.record_choice(match.id, 2, 1, "d", [2], "s2")
    got = await store.get_match(match.id)
    assert (got.version, got.snapshot) == (1, "s1")
    assert [c.version for c in await store.choices(match.id)] == [1]

    monkeypatch.undo()
    await store.record_choice(match.id, 2, 1, "d", [2], "s2")
    assert (await store.get_match(match.id)).version == 2


async def test_exception_while_rating_leaves_match_running(store, monkeypatch):
    match = await new_match(store, ranked=True)

    def crash(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(matches_module.ladder, "rate_match", crash)
    with pytest.raises(RuntimeError):
        await store.finish_match(match.id, [1, 2], "checkmate")
    got = await store.get_match(match.id)
    assert (got.status, got.placings, got.rated) == ("running", None, False)
    assert (await store.ladder(1, "chess")).total == 0


async def test_running_matches_for_restore(store):
    a = await new_match(store)
    b = await new_match(store, seats=(3, 4))
    c = await new_match(store, seats=(5, 6))
    await store.record_choice(b.id, 1, 0, "d", [], "b1")
    await store.finish_match(a.id, [2, 1], "timeout")
    await store.abort_match(c.id, "thread deleted")
    running = await store.running_matches()
    assert [(m.id, m.snapshot, m.version) for m in running] == [(b.id, "b1", 1)]
    assert (await store.get_match(c.id)).status == "aborted"


@pytest.mark.parametrize("placings", [[1], [1, 3], [2, 2], [0, 1], [1, 1.5]])
async def test_bad_placings_are_refused(store, placings):
    match = await new_match(store)
    with pytest.raises(StoreError):
        await store.finish_match(match.id, placings, "x")
    assert (await store.get_match(match.id)).status == "running"


async def test_finish_twice_is_refused(store):
    match = await new_match(store)
    await store.finish_match(match.id, [1, 2], "x")
    with pytest.raises(StoreError):
        await store.finish_match(match.id, [2, 1], "x")
    assert (await store.get_match(match.id)).placings == [1, 2]


async def test_casual_and_ai_matches_are_recorded_unrated(store, play):
    casual = await play([1, 2], [1, 2], ranked=False)
    versus_ai = await play([1, AI], [1, 2], ranked=True)
    assert (casual.rated, casual.unrated_reason) == (False, "casual match")
    assert (versus_ai.kind, versus_ai.rated, versus_ai.unrated_reason) == ("ai", False, "ai match")
    assert (await store.ladder(1, "chess")).total == 0
    assert len(await store.history(1)) == 2


async def test_history_newest_first_with_filters(store, play):
    first = await play([1, 2], [1, 2], game="chess")
    second = await play([3, 1], [1, 2], game="go", guild=2)
    third = await play([1, AI], [1, 1], game="chess")
    entries = await store.history(1)
    assert [e.match_id for e in entries] == [third.id, second.id, first.id]
    assert entries[1].seat == 1 and entries[1].placing == 2 and entries[1].placings == [1, 2]
    assert [e.match_id for e in await store.history(1, guild_id=2)] == [second.id]
    assert [e.match_id for e in await store.history(1, game="chess", limit=1)] == [third.id]
    assert entries[2].rating_after is not None and entries[0].rating_after is None


async def test_head_to_head(store, play):
    await play([1, 2], [1, 2], game="chess")
    await play([2, 1], [1, 2], game="chess", ranked=False)
    await play([1, 2], [1, 1], game="go")
    await play([1, 3, 2], [1, 2, 3], game="go")
    last = await play([2, 1, 4, 5], [2, 1, 4, 3], game="go")
    await play([1, 2], [1, 2], guild=2)
    h2h = await store.head_to_head(1, 1, 2)
    assert (h2h.matches, h2h.a_wins, h2h.b_wins, h2h.draws) == (5, 3, 1, 1)
    assert h2h.recent[0] == last.id
    go = await store.head_to_head(1, 2, 1, game="go")
    assert (go.matches, go.a_wins, go.b_wins, go.draws) == (3, 0, 2, 1)


# Several processes writing one database is what PostgreSQL is for; SQLite's
# deferred transactions give "database is locked" there (docs/scale.md).
@pytest.mark.parametrize("backend", ["postgresql"])
async def test_two_stores_on_one_database_finish_matches_at_once(store, new_db, db_path, clock):
    """Two bot processes share users, the finish order and the ladders' seasons:
    racing writers from separate connections must neither fail nor collide."""
    other = await Store.open(db_path, clock=clock)
    try:
        ours = [await new_match(store, seats=(2 * i + 1, 2 * i + 2), ranked=True) for i in range(15)]
        theirs = [
            await other.create_match(guild_id=2, channel_id=9, game="chess",
                                     seats=[2 * i + 1, 2 * i + 2], ranked=True)
            for i in range(15)
        ]
        await asyncio.gather(
            *(store.finish_match(m.id, [1, 2], "mate") for m in ours),
            *(other.finish_match(m.id, [2, 1], "mate") for m in theirs),
        )
        seqs = await store._run(
            lambda db: db.execute("SELECT finish_seq FROM matches ORDER BY finish_seq").fetchall()
        )
        assert [s for (s,) in seqs] == list(range(1, 31))
        assert (await store.ladder(1, "chess")).total == 30
        assert (await other.ladder(2, "chess")).total == 30
    finally:
        await other.close()
