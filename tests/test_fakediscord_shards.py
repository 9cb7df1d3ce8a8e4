"""fakediscord's sharding, with discord.py's real AutoShardedClient: IDENTIFY
with `shard`, GET /gateway/bot's recommended count, and each guild's events
going only to the session of its shard (DMs to shard 0), as Discord documents."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import discord
from discord import app_commands

from bot.local.fakediscord import FakeDiscord

pytest_plugins = ["tests.discord_fixtures"]


class QuickShards(discord.AutoShardedClient):
    """discord.py waits 5 s between a process's IDENTIFYs (Discord's rate limit);
    the fake does not limit, so these test clients do not wait."""

    async def before_identify_hook(self, shard_id, *, initial=False):
        return None


def shard_client(name: str, seen: list, **options) -> QuickShards:
    client = QuickShards(intents=discord.Intents.default(), guild_ready_timeout=0.05, **options)
    tree = app_commands.CommandTree(client)

    @tree.command()
    async def where(interaction: discord.Interaction) -> None:
        seen.append((name, interaction.guild_id))
        shard = None if interaction.guild is None else interaction.guild.shard_id
        await interaction.response.send_message(f"{name} shard {shard}")

    async def setup_hook() -> None:
        if 0 in (client.shard_ids or [0]):
            await tree.sync()  # commands are global: one process publishes them

    client.setup_hook = setup_hook
    return client


async def test_two_clients_with_disjoint_shards_each_get_only_their_guilds(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    guilds = [fake.add_guild(f"g{i}", shard=(i, 4)) for i in range(4)]
    assert [(g.id >> 22) % 4 for g in guilds] == [0, 1, 2, 3]
    lobbies = [fake.add_text_channel(g, "lobby") for g in guilds]
    alice = fake.add_user("alice")
    for guild in guilds:
        fake.add_member(guild, alice)
    seen: list = []
    low = shard_client("low", seen, shard_ids=[0, 1], shard_count=4)
    high = shard_client("high", seen, shard_ids=[2, 3], shard_count=4)
    async with fake.run(low), fake.run(high):
        assert {g.id for g in low.guilds} == {guilds[0].id, guilds[1].id}
        assert {g.id for g in high.guilds} == {guilds[2].id, guilds[3].id}
        assert fake.server.gateway.live_shards() == {0, 1, 2, 3}
        for index, lobby in enumerate(lobbies):
            record = await fake.slash(alice, "where", channel=lobby)
            owner = "low" if index < 2 else "high"
            assert (await record.original()).content == f"{owner} shard {index}"
        record = await fake.slash(alice, "where", channel=fake.dm_channel(alice))
        assert (await record.original()).content == "low shard None"  # DMs: shard 0
        # A guild created now reaches only its shard's client.
        late = fake.add_guild("late", shard=(3, 4))
        for _ in range(100):
            if high.get_guild(late.id):
                break
            await asyncio.sleep(0.01)
        assert high.get_guild(late.id) is not None and low.get_guild(late.id) is None
    assert [name for name, _ in seen] == ["low", "low", "high", "high", "low"]


async def test_without_a_count_the_client_uses_the_recommended_shards(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    fake.add_guild("a", shard=(0, 2))
    fake.add_guild("b", shard=(1, 2))
    fake.server.gateway.recommended_shards = 2
    client = shard_client("solo", [])
    async with fake.run(client):
        assert client.shard_count == 2
        assert fake.server.gateway.live_shards() == {0, 1}
        assert len(client.guilds) == 2
        assert {client.get_shard(i).id for i in (0, 1)} == {0, 1}


async def test_identify_with_an_impossible_shard_is_closed_with_4010(
    fake_discord: FakeDiscord,
) -> None:
    fake = fake_discord
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(fake.server.gateway_url) as ws:
            hello = json.loads((await ws.receive()).data)
            assert hello["op"] == 10
            await ws.send_str(json.dumps({"op": 2, "d": {"token": fake.token, "intents": 0,
                                                          "properties": {}, "shard": [4, 4]}}))
            closing = await ws.receive()
            assert closing.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            assert ws.close_code == 4010
    assert fake.server.gateway.sessions == {}
