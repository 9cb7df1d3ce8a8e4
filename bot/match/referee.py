"""The referee: the running matches (`Sessions`) and their life, from start or restore
to `settle` after every change, composed of one part per concern:

- `clicks.Clicks`: answers, pages and searches from components, validated and locked;
- `live.LiveViews`: hand views and spectators' views;
- `reading.Reading`: "Read a card";
- `timers.Timers`: turn clocks, idle, the AI's turns;
- `endings.Endings`: results, ladders and tournaments told, concede, void.

One Referee per bot. Every change to a match happens under that match's lock
(`MatchSession.lock`), so two clicks never interleave; different matches run
concurrently. Interactions are answered or deferred before the lock is taken,
well inside Discord's 3 seconds, and images are drawn in worker threads.
The referee reaches Discord only through `client` (channels and threads), the
store through `store`, and the rest of the bot through `match_over`.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections.abc import Callable

import discord
from discord.utils import escape_markdown

import engine
from engine import Deck, Game, IllegalAction, SnapshotError

from .. import ai_runner, board, idle, naming, recovery
from ..i18n import ENGLISH, Speaker
from ..sessions import MatchSession, Player, Sessions
from ..store import AI, Shards, Store, StoreError
from . import hands
from .clicks import Clicks
from .endings import Endings
from .live import LiveViews
from .part import Quarantined, what_failed, where_failed
from .reading import Reading
from .timers import Timers

log = logging.getLogger(__name__)



def thread_name(game: Game, players: list[Player]) -> str:
    return f"{' vs '.join(p.name for p in players)} · {game.name}"[:100]


class Referee:
    """`client` posts and edits in threads; `store` gives the open store (the bot opens it
    after building the referee); `match_over(match_id)` tells the rest of the bot (a
    tournament table) that a match ended; `shards` are this process's servers. Tests
    pass a fake `clock` and seeded `seeds` to replay a match."""

    def __init__(
        self,
        client: discord.Client,
        store: Callable[[], Store],
        *,
        match_over: Callable[[int], None],
        shards: Shards | None = None,
        clock: Callable[[], float] = time.monotonic,
        seeds: random.Random | None = None,
    ):
        self.client = client
        self._store = store
        self.match_over = match_over
        self.shards = shards
        self.clock = clock
        # Where match seeds come from; tests pass a seeded Random to replay a match.
        self.seeds = seeds or random.SystemRandom()
        self.sessions = Sessions()
        self.clicks = Clicks(self)
        self.live = LiveViews(self)
        self.reading = Reading(self)
        self.timers = Timers(self)
        self.endings = Endings(self)

    @property
    def store(self) -> Store:
        return self._store()

    # What other features ask of the match: a seat gives up, an admin voids a match.
    async def concede(self, session: MatchSession, seat: int, _: Speaker = ENGLISH) -> None:
        await self.endings.concede(session, seat, _)

    async def void(self, match_id: int) -> bool:
        return await self.endings.void(match_id)

    # ------------------------------------------------------------ match life
    async def start(
        self,
        *,
        guild_id: int,
        parent: discord.TextChannel,
        game: Game,
        decks: list[Deck],
        players: list[Player],
        ranked: bool,
        options: dict | None = None,
        anchor_id: int | None = None,
        gathering_id: str | None = None,
    ) -> MatchSession:
        """Start a match. Its thread is opened from the message `anchor_id` (a
        challenge's message; else a short notice is posted in `parent`), so the
        thread's id is known before the match is saved: a crash after saving
        leaves a match whose thread the restore can open, never an empty thread.
        `gathering_id` is removed in the transaction that saves the match."""
        seed = self.seeds.getrandbits(31)
        match = await asyncio.to_thread(game.new_match, decks, seed, options)
        if anchor_id is None:
            anchor_id = (await self.post_anchor(parent, game, players)).id
        levels = {p.level for p in players if p.is_ai}
        # What the bot needs back at a restart; the engine's own options are in the snapshot.
        stored: dict = {"parent_id": parent.id}
        if levels:
            stored["ai_level"] = levels.pop()
        record = await self.store.create_match(
            guild_id=guild_id,
            channel_id=anchor_id,
            game=game.id,
            seats=[AI if p.is_ai else p.user_id for p in players],
            seed=seed,
            options=stored,
            ranked=ranked,
            snapshot=match.to_json(),
            names={p.user_id: p.name for p in players if not p.is_ai},
            gathering_id=gathering_id,
            # With the seed and the choice log, the decks make the match replayable.
            decks=[(d.name, game.format_deck(d)) for d in decks],
        )
        session = MatchSession(
            match_id=record.id,
            guild_id=guild_id,
            channel_id=anchor_id,
            kind=record.kind,
            match=match,
            players=players,
            now=self.clock(),
        )
        session.parent_id = parent.id
        await self.live.load_stops(session)
        await self.timers.speak_as_server(session)
        self.sessions.add(session)
        async with session.lock:
            await recovery.ensure_thread(self.client, session, parent.id, thread_name(game, players))
            try:
                await self.guarded(session, self.settle(session))
            except Quarantined:
                pass  # the thread was told; the match is over before it began
        return session

    async def post_anchor(self, parent: discord.abc.Messageable, game: Game, players: list[Player]):
        """The message a match thread starts from, when no challenge message is there."""
        names = " vs ".join(p.mention for p in players)
        return await parent.send(
            f"🎲 {names} · **{escape_markdown(game.name)}**",
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def restore(self) -> int:
        """Load the running matches of this process's servers; returns how many resumed.
        A match that cannot be loaded is ended (quarantined) and its thread is told why
        once the bot is connected (`repair_all`)."""
        resumed = 0
        self.dropped: list[tuple[int, int | None, int, str]] = []
        # Only the servers on this process's shards: the others belong to other processes.
        for record in await self.store.running_matches(self.shards):
            try:
                session = await self._restored(record)
            except Exception as exc:  # one damaged match must not stop the others
                reason = record.end_reason if record.status == "broken" else what_failed(exc)
                log.warning("match %s cannot be restored: %s\n%s", record.id, reason, where_failed(exc))
                if record.status != "broken":
                    await self.store.break_match(record.id, f"could not be restored: {reason}")
                self.dropped.append((record.id, record.channel_id, record.guild_id, reason))
                continue
            self.sessions.add(session)
            resumed += 1
        return resumed

    async def _restored(self, record) -> MatchSession:
        if record.status == "broken":
            raise SnapshotError(record.end_reason or "damaged record")
        game = engine.get_game(record.game)
        match = game.load_match(record.snapshot)
        humans = [s for s in record.seats if s != AI]
        names = await self.store.user_names(humans)
        _ = await board.thread_speaker(self.client, self.store, record.guild_id)
        level = record.options.get("ai_level", ai_runner.DEFAULT_LEVEL)
        if level not in ai_runner.levels():
            raise SnapshotError(f"unknown AI level {level!r}")
        players = [
            Player(None, "Duelhall", level=level)
            if seat == AI
            else Player(seat, names.get(seat) or _(naming.UNKNOWN_PLAYER))
            for seat in record.seats
        ]
        if len(players) != match.players:
            raise SnapshotError(f"{len(players)} seats for a {match.players}-player match")
        session = MatchSession(
            match_id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            kind=record.kind,
            match=match,
            players=players,
            now=self.clock(),
        )
        session.parent_id = record.options.get("parent_id")
        session.match.pending()  # a state that fails here is quarantined now, not on first click
        await self.live.load_stops(session)
        return session

    async def repair_all(self) -> None:
        """After start-up: explain dropped matches in their threads, and make every
        restored thread show the current board and a working prompt. Idle clocks
        start again from here: nobody could act while the bot was away."""
        for _match_id, channel_id, guild_id, reason in getattr(self, "dropped", []):
            _ = await board.thread_speaker(self.client, self.store, guild_id)
            await recovery.tell(self.client, channel_id, guild_id, _(recovery.DROPPED, reason=reason))
        self.dropped = []
        for session in self.sessions:
            async with session.lock:
                if session.over:
                    continue
                try:
                    # Only now, connected, does the bot know Discord's language for the server.
                    await self.timers.speak_as_server(session)
                    await recovery.ensure_thread(
                        self.client, session, session.parent_id,
                        thread_name(session.game, session.players),
                    )
                    await self.guarded(session, recovery.repair(self.client, session))
                    await hands.refresh(session)
                except Quarantined:
                    continue
                except (discord.NotFound, discord.Forbidden) as exc:
                    await self.endings.abandon(session, f"the match thread is gone ({exc.text or exc.status})")
                    continue
                except Exception:
                    log.exception("match %s: could not repair its thread", session.id)
                now = self.clock()
                for _, player in session.humans():
                    player.idle = idle.IdleTracker()
                session.observe_idle(now)

    async def guarded(self, session: MatchSession, work):
        """Run work on a match; a failure that comes from the match itself (its state
        fails in the engine) quarantines the match and raises Quarantined."""
        try:
            return await work
        except IllegalAction:
            raise
        except Exception as exc:
            if recovery.outside_failure(exc) or isinstance(exc, Quarantined):
                raise
            await self.quarantine(session, exc)
            raise Quarantined() from exc

    async def quarantine(self, session: MatchSession, exc: BaseException) -> None:
        if session.over:
            return
        session.over = True
        self.sessions.remove(session)
        log.error("match %s quarantined: it fails when played (%s)\n%s", session.id, what_failed(exc), where_failed(exc))
        try:
            await self.store.break_match(session.id, f"its state fails in the engine: {what_failed(exc)}")
        except StoreError as failure:
            log.warning("match %s: could not mark it broken: %s", session.id, failure)
        await recovery.tell(self.client, session.channel_id, session.guild_id,
                            board.speaker(session)(recovery.BROKEN))

    async def settle(self, session: MatchSession) -> None:
        """After a choice: answer what needs no asking, end or update the thread,
        and wake the AI if it is its turn. Caller holds the lock."""
        # Saved together: one snapshot and one commit for the lot, not one per pass.
        await session.apply_automatic(self.store, now=self.clock())
        result = session.match.result
        if result is not None:
            await self.endings.end(session, list(result.placings), result.said)
            return
        try:
            await board.refresh(self.client, session)
            await hands.refresh(session)
        except (discord.NotFound, discord.Forbidden) as exc:
            await self.endings.abandon(session, f"the match thread is gone ({exc.text or exc.status})")
            return
        self.timers.schedule_ai(session)
