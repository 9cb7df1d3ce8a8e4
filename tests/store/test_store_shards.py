"""Each bot process restores only the servers on its shards: the store's
filter must be exactly Discord's routing, (guild_id >> 22) % shard_count."""

import random

import pytest

from bot.store import Shards
from bot.store.shards import owns, shard_of


def test_shard_of_is_discords_routing():
    assert shard_of(41771983423143937, 2) == (41771983423143937 >> 22) % 2
    assert shard_of(None, 4) == 0  # DMs belong to shard 0
    assert owns(None, 12345)
    assert Shards.of([1], 2).owns(1 << 22) and not Shards.of([0], 2).owns(1 << 22)


@pytest.mark.parametrize(
    "ids, count, message",
    [([], 2, "at least one shard"), ([2], 2, "from 0 to 1"), ([0], 0, "at least 1")],
)
def test_impossible_shards_are_refused(ids, count, message):
    with pytest.raises(ValueError, match=message):
        Shards.of(ids, count)


async def test_restores_see_only_the_servers_on_their_shards(store):
    rng = random.Random(5)
    # Real snowflakes span 2015 to now; a few small ids check the low bits too.
    guilds = [rng.randrange(1 << 40, 1 << 62) for _ in range(40)] + [1, 1 << 22, 3 << 22]
    created = {}
    for index, guild in enumerate(guilds):
        match = await store.create_match(
            guild_id=guild, channel_id=index, game="chess", seats=[2 * index + 1, 2 * index + 2]
        )
        created[match.id] = guild
        await store.save_gathering(f"g{index}", guild, 2e9 + index, {"i": index})
    for shards in (Shards.of([0], 1), Shards.of([0, 1], 4), Shards.of([2, 3], 4), Shards.of([5], 7)):
        expected = {m for m, g in created.items() if shards.owns(g)}
        assert {m.id for m in await store.running_matches(shards)} == expected
        waiting = {i for i, _, _ in await store.open_gatherings(shards)}
        assert waiting == {f"g{i}" for i, g in enumerate(guilds) if shards.owns(g)}
    low, high = Shards.of([0, 1], 4), Shards.of([2, 3], 4)
    both = [m.id for m in await store.running_matches(low)] + [
        m.id for m in await store.running_matches(high)
    ]
    assert sorted(both) == sorted(created) and len(set(both)) == len(both)
    assert len(await store.running_matches()) == len(guilds)
