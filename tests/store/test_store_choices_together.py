"""Several choices saved in one transaction (`Store.record_choices`: the bot's automatic
answers after a move): the same choice log as one by one, the last snapshot, and all or
nothing."""

from __future__ import annotations

import pytest

from bot.store import NotFound, StoreError, VersionConflict


async def new_match(store):
    return await store.create_match(guild_id=1, channel_id=5, game="chess", seats=[1, 2])


async def test_the_same_log_as_one_by_one_and_the_last_snapshot(store):
    match = await new_match(store)
    await store.record_choice(match.id, 1, 0, "play", ["card-3"], "after-1")
    await store.record_choices(match.id, [(2, 1, "pass", []), (3, 0, "pass", ["p"]),
                                          (4, 1, "block", ["x", "y"])], "after-4")
    got = await store.get_match(match.id)
    assert (got.version, got.snapshot) == (4, "after-4")
    log = await store.choices(match.id)
    assert [(c.version, c.seat, c.decision_id, c.option_ids) for c in log] == [
        (1, 0, "play", ["card-3"]), (2, 1, "pass", []), (3, 0, "pass", ["p"]), (4, 1, "block", ["x", "y"])]
    await store.record_choices(match.id, [], "ignored")
    assert (await store.get_match(match.id)).snapshot == "after-4"


@pytest.mark.parametrize("rows", [
    [(2, 0, "d", []), (3, 2, "d", [])],  # a seat the match does not have
    [(1, 0, "d", []), (2, 1, "d", [])],  # not from the next version
    [(2, 0, "d", []), (4, 1, "d", [])],  # not consecutive
])
async def test_all_or_nothing(store, rows):
    match = await new_match(store)
    await store.record_choice(match.id, 1, 0, "d", [], "s1")
    with pytest.raises((StoreError, VersionConflict)):
        await store.record_choices(match.id, rows, "never")
    got = await store.get_match(match.id)
    assert (got.version, got.snapshot) == (1, "s1")
    assert [c.version for c in await store.choices(match.id)] == [1]
    with pytest.raises(NotFound):
        await store.record_choices(404, [(1, 0, "d", [])], "s")
