"""One sharded bot process for tests/bot/test_shard_processes.py: the real
bot, in its own OS process, against the fakediscord that runs in the test.

    python -m tests.bot.shard_process API_BASE GATEWAY_URL TOKEN DB SHARD_IDS SHARD_COUNT

Prints one JSON line once connected: the shards and the matches and
gatherings it restored. The test kills it with SIGKILL, as a crash would.
"""

from __future__ import annotations

import asyncio
import json
import sys

import discord
import yarl

import engine
from tests.toygame import GAME as HIGH_CARD

engine.register(HIGH_CARD)  # before the bot's commands are built

from bot.app import make_bot  # noqa: E402
from bot.config import Config, parse_shards  # noqa: E402


async def main(api_base: str, gateway: str, token: str, db: str, ids: str, count: str) -> None:
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    config = Config(token=token, db_path=db, shards=parse_shards(ids, count), sweep_seconds=0.2)
    bot = make_bot(config, guild_ready_timeout=0.05)

    async def announce() -> None:
        await bot.wait_until_ready()
        print(json.dumps({
            "shards": sorted(config.shards.ids),
            "matches": sorted(s.id for s in bot.referee.sessions),
            "gatherings": len(bot.lobby.open),
            "guilds": sorted(g.id for g in bot.guilds),
        }), flush=True)

    asyncio.get_running_loop().create_task(announce())
    async with bot:
        await bot.start(token)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:7]))
