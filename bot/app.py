"""The Discord client: start-up, restoring matches, command sync, the timer loop."""

from __future__ import annotations

import asyncio
import logging
import random
import sys
import time
from collections.abc import Callable

import aiohttp
import discord
from discord import app_commands

from . import commands, components
from .commands.common import ephemeral
from .config import Config
from .errors import UserError
from .lobby import Lobby
from .referee import Referee
from .store import Store, StoreError

log = logging.getLogger("bot")
# How long shutting down waits for clicks being handled to finish.
SHUTDOWN_GRACE_SECONDS = 10


class DuelhallBot(discord.Client):
    """The bot opens `config.db_path` itself unless given an open `store`.
    `clock` drives turn clocks and idle timers and `seeds` makes match seeds;
    tests pass fakes for both. `sweep=False` leaves timers to explicit
    `referee.sweep()` calls."""

    def __init__(
        self,
        config: Config,
        *,
        store: Store | None = None,
        clock: Callable[[], float] = time.monotonic,
        seeds: random.Random | None = None,
        sweep: bool = True,
        **options,
    ):
        # Default intents only: the bot reads no message content and needs no
        # member list, so it needs no privileged intent.
        # No message cache either: the bot never reads messages back, and
        # 1000 cached messages would be memory for nothing.
        options.setdefault("max_messages", None)
        super().__init__(intents=discord.Intents.default(), **options)
        self.config = config
        self.store: Store = store  # type: ignore[assignment]
        self._owns_store = store is None
        self._sweep_enabled = sweep
        self._sweeper: asyncio.Task | None = None
        self.tree = app_commands.CommandTree(self)
        self.tree.on_error = self.on_app_command_error
        commands.register(self.tree)
        self.referee = Referee(self, clock, seeds)
        self.lobby = Lobby(self, clock)
        # Component handlers still running; close() lets them finish their writes.
        self.handlers: set[asyncio.Task] = set()

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await Store.open(self.config.db_path)
        self.add_dynamic_items(*components.ALL)
        resumed = await self.referee.restore()
        waiting = await self.lobby.restore()
        log.info("database %s: %d running matches and %d open challenges or tables restored",
                 self.store.path, resumed, waiting)
        await self._sync_commands()
        self.referee.resume_ai()
        if self._sweep_enabled:
            self._sweeper = asyncio.create_task(self._sweep_loop(), name="duelhall-sweep")

    async def _sync_commands(self) -> None:
        shards = self.config.shards
        if shards is not None and 0 not in shards.ids:
            # Commands belong to the application, not to a shard: one process publishes them.
            log.info("%s: commands are synced by the process running shard 0", shards)
            return
        if self.config.dev_guild is not None:
            guild = discord.Object(id=self.config.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development server %s", len(synced), guild.id)
        elif not await self.tree.fetch_commands():
            # First start: publish once. Later changes go out with /duelhall sync.
            synced = await self.tree.sync()
            log.info("first start: synced %d commands globally", len(synced))

    async def _sweep_loop(self) -> None:
        while True:
            await asyncio.sleep(self.config.sweep_seconds)
            try:
                await self.referee.sweep()
                await self.lobby.expire()
            except Exception:
                log.exception("timer sweep failed")

    async def on_ready(self) -> None:
        log.info("connected as %s (%s) to %d servers", self.user, self.user.id, len(self.guilds))

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        cause = error.__cause__ if isinstance(error, app_commands.TransformerError) else None
        original = cause or getattr(error, "original", error)
        if isinstance(original, (UserError, StoreError)):
            text = str(original)
        elif isinstance(error, app_commands.CheckFailure):
            text = "You can't use this command here."
        else:
            log.error("command failed", exc_info=original)
            text = "Something went wrong on our side; it has been logged."
        try:
            await ephemeral(interaction, text[:2000])
        except discord.HTTPException:
            log.warning("could not tell the user about an error: %s", text)

    async def close(self) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self.handlers:
            await asyncio.wait(set(self.handlers), timeout=SHUTDOWN_GRACE_SECONDS)
        for session in self.referee.sessions:
            if session.ai_task is not None:
                session.ai_task.cancel()
        await super().close()
        if self._owns_store and self.store is not None:
            await self.store.close()
            self.store = None  # type: ignore[assignment]


class ShardedDuelhallBot(DuelhallBot, discord.AutoShardedClient):
    """The bot for some of the shards of a sharded bot (`config.shards`): one
    gateway connection per shard, and only those shards' servers in memory."""


def make_bot(config: Config, **options) -> DuelhallBot:
    if config.shards is None:
        return DuelhallBot(config, **options)
    # discord.py indexes shard_ids, so a list, in order.
    return ShardedDuelhallBot(
        config, shard_ids=sorted(config.shards.ids), shard_count=config.shards.count, **options
    )


def run(config: Config) -> int:
    discord.utils.setup_logging(handler=logging.StreamHandler(sys.stdout), root=True)
    # Duelhall never joins voice, so discord.py's warnings about voice libraries are noise.
    discord.VoiceClient.warn_nacl = False
    discord.VoiceClient.warn_dave = False
    bot = make_bot(config)
    if config.shards is not None:
        log.info("running %s", config.shards)
    try:
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        log.error("Discord refused the token in DISCORD_TOKEN; reset it in the developer portal.")
        return 2
    except discord.PrivilegedIntentsRequired:
        log.error("Discord refused the connection: an intent is not enabled for this application.")
        return 2
    except (aiohttp.ClientError, OSError) as exc:
        # No route to Discord (offline, DNS, firewall): say so in one line, not a traceback.
        log.error("cannot reach Discord (%s); check the network and try again", type(exc).__name__)
        return 1
    return 0
