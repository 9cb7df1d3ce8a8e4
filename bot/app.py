"""The Discord client: start-up, restoring matches, command sync, the timer loop."""

from __future__ import annotations

import asyncio
import gc
import logging
import random
import sys
import time
from collections.abc import Callable

import aiohttp
import discord
from discord import app_commands

# Imported for their component kinds, which register themselves (bot/kinds.py).
from . import commands, community_ui, dispatch, guards, i18n, kinds, lobby_items, replay, text  # noqa: F401
from .commands.common import ephemeral
from .config import Config
from .desk import Desk
from .errors import UserError
from .i18n_commands import CatalogTranslator
from .lobby import Lobby
from .match import items as match_items
from .match.referee import Referee
from .rematch import Rematches
from .store import Store, StoreError, StoreUnavailable
from .tournament.runner import Tournaments

log = logging.getLogger("bot")
# How long shutting down waits for clicks being handled to finish.
SHUTDOWN_GRACE_SECONDS = 10
# While the database is out the timer loop waits longer between tries, up to this.
MAX_SWEEP_BACKOFF_SECONDS = 30


def tune_collector() -> None:
    """Keep Python's cyclic garbage collector off the matches restored at start-up.

    A full collection walks every container object the collector tracks, and with
    1,000 running matches that took 100 to 380 ms of CPU with the event loop
    stopped (docs/scale.md, "The garbage collector"). The restored matches live on
    until they end, so they are frozen (`gc.freeze()`, after a collection so that
    no garbage is frozen): later collections never walk them again. A frozen object
    is still freed by refcounting when its match ends; what a freeze keeps alive is
    a reference cycle that turns into garbage after it, and at start-up, before any
    click, there is none worth counting. Freezing again after every full
    collection was measured and rejected: it kept the discord.py interactions and
    views of the hand views open at that moment, 33,000 objects in 40 s at 50
    interactions/s, and thawing them now and then cost a one-second
    collection. Python's thresholds stay: raising the youngest generation's to
    2,000 or 5,000 halved the collector's CPU but made full collections rarer
    and longer (up to 620 ms of CPU), and the budget is the longest pause."""
    gc.collect()
    gc.freeze()


class CheckedTree(app_commands.CommandTree):
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Refuse, in plain words, input no command can use: a lone surrogate, an
        integer beyond Discord's range (only a forged request carries those)."""
        if interaction.type is not discord.InteractionType.application_command:
            return True
        problem = text.option_problem((interaction.data or {}).get("options"))
        # discord.py does not enforce declared ranges and choices; Discord's client does,
        # a forged request need not.
        problem = problem or guards.option_problem(interaction)
        if problem is None:
            return True
        await ephemeral(interaction, problem)
        return False


class DuelhallBot(discord.Client):
    """The bot opens `config.db_path` itself unless given an open `store`.
    `clock` drives turn clocks and idle timers and `seeds` makes match seeds;
    tests pass fakes for both. `sweep=False` leaves timers to explicit
    `referee.sweep()` calls. `tune_gc` freezes the long-lived objects after the
    restore (`tune_collector`); `python -m bot` sets it, tests leave it off (a freeze
    in a test process would keep every earlier test's cyclic garbage)."""

    def __init__(
        self,
        config: Config,
        *,
        store: Store | None = None,
        clock: Callable[[], float] = time.monotonic,
        seeds: random.Random | None = None,
        sweep: bool = True,
        tune_gc: bool = False,
        **options,
    ):
        # Default intents, less than those: the bot reads no message content and
        # needs no member list, so it needs no privileged intent. Nor does it read
        # any message event, and without the message intents Discord no longer
        # sends back every message the bot posts, edits or deletes (several per
        # click) for the event loop to parse into a Message and drop.
        # No message cache either: the bot never reads messages back, and
        # 1000 cached messages would be memory for nothing.
        options.setdefault("max_messages", None)
        intents = discord.Intents.default()
        intents.messages = False  # guild_messages and dm_messages
        super().__init__(intents=intents, **options)
        self.config = config
        self.store: Store = store  # type: ignore[assignment]
        self._owns_store = store is None
        self._sweep_enabled = sweep
        self._tune_gc = tune_gc
        self._sweeper: asyncio.Task | None = None
        # What is wrong with the database while the timers find it out, else None.
        self.outage: str | None = None
        self.recovery_task: asyncio.Task | None = None
        self._owner_ids: frozenset[int] | None = None
        self.tree = CheckedTree(self)
        self.tree.on_error = self.on_app_command_error
        commands.register(self.tree)
        self.referee = Referee(self, lambda: self.store, match_over=lambda match_id: self.tournaments.match_over(match_id),
                               shards=config.shards, clock=clock, seeds=seeds)
        self.tournaments = Tournaments(self, self.referee)
        self.lobby = Lobby(self, self.referee, clock)
        self.rematches = Rematches(self, self.referee, clock)
        # What every component kind's click reaches (bot/kinds.py); `handlers` are the
        # component handlers still running, which close() lets finish their writes.
        self.desk = Desk(self.referee, self.lobby, self.rematches, self.tournaments, lambda: self.store,
                         me=lambda: self.user.id if self.user is not None else None)
        self.handlers: set[asyncio.Task] = self.desk.handlers

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await Store.open(self.config.db_path, exclusive=True)
        self.add_dynamic_items(*kinds.bound(self.desk))
        dispatch.install(self)  # a click's item found without rebuilding its message's view
        resumed = await self.referee.restore()
        waiting = await self.lobby.restore()
        await self.rematches.restore()
        if self._tune_gc:
            tune_collector()  # the restored matches are the longest-lived objects there are
        log.info("database %s: %d running matches and %d open challenges or tables restored",
                 self.store.path, resumed, waiting)
        # Command names and descriptions in Japanese and German, from the message catalog.
        await self.tree.set_translator(CatalogTranslator())
        await self._sync_commands()
        # Threads are put right (board and prompt posted again where a crash left them
        # stale) in the background: clicks are served meanwhile, under each match's lock.
        self.recovery_task = asyncio.create_task(self._recover(), name="duelhall-repair")
        self.referee.timers.resume_ai()
        # After the matches: a round whose last match ended just before a restart moves on.
        self.tournaments.schedule(self.tournaments.restore(guilds=None, shards=self.config.shards))
        if self._sweep_enabled:
            self._sweeper = asyncio.create_task(self._sweep_loop(), name="duelhall-sweep")

    async def _recover(self) -> None:
        try:
            await self.referee.repair_all()
            await self.lobby.relaunch()
        except Exception:
            log.exception("recovery after start-up failed")

    async def is_owner(self, user: discord.abc.User) -> bool:
        """Whether `user` owns the application, or is a member of the team that owns it.
        Asked of Discord once, then remembered."""
        if self._owner_ids is None:
            info = await self.application_info()
            if info.team is not None:
                owners = {
                    m.id for m in info.team.members
                    if m.membership_state == discord.TeamMembershipState.accepted
                }
            else:
                owners = {info.owner.id}
            self._owner_ids = frozenset(owners)
        return user.id in self._owner_ids

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
        pause = self.config.sweep_seconds
        while True:
            await asyncio.sleep(pause)
            pause = self.config.sweep_seconds if await self.sweep_once() else min(
                max(pause, self.config.sweep_seconds) * 2, MAX_SWEEP_BACKOFF_SECONDS)

    async def sweep_once(self) -> bool:
        """One pass of the timers; False while the database is out. The outage is
        logged once when it starts and once when it ends, not every second."""
        out: StoreUnavailable | None = None
        # Each part on its own: a failing match sweep must not stop challenges expiring.
        for step in (self.referee.timers.sweep, self.lobby.expire, self.rematches.expire):
            try:
                await step()
            except StoreUnavailable as exc:
                out = exc
                break  # the other parts would meet the same outage
            except Exception:
                log.exception("timer sweep failed")
        if out is not None and self.outage is None:
            log.warning("database %s is %s: timers wait until it is back (%s)",
                        self.store.path, out.cause, out.__cause__ or out)
        elif out is None and self.outage is not None:
            log.warning("database %s is back: timers run again", self.store.path)
        self.outage = out.cause if out is not None else None
        return out is None

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Our modals are only forms: their answers are read here by custom_id, so a form
        # shown before a restart still works (discord.py's own modal objects would not).
        if interaction.type is discord.InteractionType.modal_submit:
            await match_items.SearchButton.submitted(self.desk, interaction)
        elif guards.unknown_custom_id(interaction):
            await ephemeral(interaction, i18n.user(interaction)(guards.NOT_VALID))

    async def on_ready(self) -> None:
        log.info("connected as %s (%s) to %d servers", self.user, self.user.id, len(self.guilds))

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        cause = error.__cause__ if isinstance(error, app_commands.TransformerError) else None
        original = cause or getattr(error, "original", error)
        if isinstance(original, (UserError, StoreError)):
            answer = str(original)
        elif isinstance(error, app_commands.CheckFailure):
            answer = "You can't use this command here."
        else:
            log.error("command failed", exc_info=original)
            answer = "Something went wrong on our side; it has been logged."
        try:
            await ephemeral(interaction, answer)
        except discord.HTTPException:
            log.warning("could not tell the user about an error: %s", answer)

    async def close(self) -> None:
        for task in (self._sweeper, self.recovery_task):
            if task is not None:
                task.cancel()
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
    bot = make_bot(config, tune_gc=True)
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
    except StoreError as exc:
        # The database cannot be opened (read-only, full, unreachable) or another bot
        # process runs on it: one line naming the database and the cause.
        log.error("%s", exc)
        return 1
    except (aiohttp.ClientError, OSError) as exc:
        # No route to Discord (offline, DNS, firewall): say so in one line, not a traceback.
        log.error("cannot reach Discord (%s); check the network and try again", type(exc).__name__)
        return 1
    return 0
