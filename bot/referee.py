"""Runs every match: clicks in, choices applied and saved, the thread updated.

One Referee per bot. Every change to a match happens under that match's lock
(`MatchSession.lock`), so two clicks never interleave; different matches run
concurrently. Interactions are answered or deferred before the lock is taken,
well inside Discord's 3 seconds, and images are drawn in worker threads.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown

import engine
from engine import Deck, Game, IllegalAction, SnapshotError, UnknownGame

from . import ai_runner, board, components, idle, ids, naming, prompts, reader, recovery, stops
from .errors import UserError, reply
from .sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, LiveHand, MatchSession, Player, Sessions
from .store import AI, GuildSettings, NotFound, StoreError, StoreUnavailable

if TYPE_CHECKING:
    from .app import DuelhallBot

log = logging.getLogger(__name__)

# A safety net against a game that keeps offering nothing but passes forever.
MAX_AUTOMATIC = 500
THREAD_ARCHIVE_MINUTES = 1440
# Matches the timer sweep looks at between two chances for clicks to be served.
SWEEP_SLICE = 50

NOT_A_PLAYER = "You're not playing in this match. You can follow it here in the thread."
NOT_OPEN = "That choice is no longer open. Look at the latest prompt in the thread."
MATCH_OVER = "This match is over."
CHOICE_SAVED = (
    "Your choice is saved, but the database went away before the match could go on; "
    "it goes on by itself once the database is back."
)
VOIDED = "This match was voided by the server's admins; nothing more can be played in it."
NO_MATCH = "That button does not belong to any match."
WRONG_PLACE = "That button belongs to a match in another thread."
# What a click on a match the bot no longer runs is told, by the stored status.
ENDED = {"broken": recovery.BROKEN, "void": VOIDED}


class Quarantined(Exception):
    """The match was just quarantined; the caller stops and explains."""


def _why(exc: BaseException) -> str:
    """What failed, without the exception's message: a message raised from inside a
    game's state can quote hidden cards, and this goes to the log and the thread."""
    if isinstance(exc, (UnknownGame, SnapshotError)):
        return str(exc)[:300]  # the engine's own messages name no card
    return f"{type(exc).__name__} in the game's state"


def _where(exc: BaseException) -> str:
    """The traceback's frames (file, line, code) without the exception's message."""
    return "".join(traceback.format_tb(exc.__traceback__))


def thread_name(game: Game, players: list[Player]) -> str:
    return f"{' vs '.join(p.name for p in players)} · {game.name}"[:100]


def summary(session: MatchSession, placings: list[int], reason: str) -> str:
    firsts = [session.players[s] for s, place in enumerate(placings) if place == 1]
    reason = escape_markdown(reason)
    if len(firsts) == len(placings):
        return f"Draw: {reason}."
    names = " and ".join(p.mention for p in firsts)
    verb = "wins" if len(firsts) == 1 else "share first place"
    return f"🏆 {names} {verb}: {reason}."


class Referee:
    def __init__(
        self,
        bot: DuelhallBot,
        clock: Callable[[], float] = time.monotonic,
        seeds: random.Random | None = None,
    ):
        self.bot = bot
        self.clock = clock
        # Where match seeds come from; tests pass a seeded Random to replay a match.
        self.seeds = seeds or random.SystemRandom()
        self.sessions = Sessions()

    @property
    def store(self):
        return self.bot.store

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
        await self._load_stops(session)
        self.sessions.add(session)
        async with session.lock:
            await recovery.ensure_thread(self.bot, session, parent.id, thread_name(game, players))
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
        for record in await self.store.running_matches(self.bot.config.shards):
            try:
                session = await self._restored(record)
            except Exception as exc:  # one damaged match must not stop the others
                reason = record.end_reason if record.status == "broken" else _why(exc)
                log.warning("match %s cannot be restored: %s\n%s", record.id, reason, _where(exc))
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
        level = record.options.get("ai_level", ai_runner.DEFAULT_LEVEL)
        if level not in ai_runner.levels():
            raise SnapshotError(f"unknown AI level {level!r}")
        players = [
            Player(None, "Duelhall", level=level)
            if seat == AI
            else Player(seat, names.get(seat) or naming.UNKNOWN_PLAYER)
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
        await self._load_stops(session)
        return session

    async def _load_stops(self, session: MatchSession) -> None:
        """Each person's saved stops for this game; stops are a player's own, kept
        across matches, and the bot never sets them for anyone."""
        if not stops.applies(session.game.id):
            return
        for player in session.players:
            if player.user_id is not None:
                saved = await self.store.get_stops(player.user_id, session.game.id)
                if saved is not None:
                    player.stops = stops.parse(saved)

    async def repair_all(self) -> None:
        """After start-up: explain dropped matches in their threads, and make every
        restored thread show the current board and a working prompt. Idle clocks
        start again from here: nobody could act while the bot was away."""
        for _match_id, channel_id, guild_id, reason in getattr(self, "dropped", []):
            await recovery.tell(self.bot, channel_id, guild_id, recovery.DROPPED.format(reason=reason))
        self.dropped = []
        for session in self.sessions:
            async with session.lock:
                if session.over:
                    continue
                try:
                    await recovery.ensure_thread(
                        self.bot, session, session.parent_id,
                        thread_name(session.game, session.players),
                    )
                    await self.guarded(session, recovery.repair(self.bot, session))
                except Quarantined:
                    continue
                except (discord.NotFound, discord.Forbidden) as exc:
                    await self.abandon(session, f"the match thread is gone ({exc.text or exc.status})")
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
        log.error("match %s quarantined: it fails when played (%s)\n%s", session.id, _why(exc), _where(exc))
        try:
            await self.store.break_match(session.id, f"its state fails in the engine: {_why(exc)}")
        except StoreError as failure:
            log.warning("match %s: could not mark it broken: %s", session.id, failure)
        await recovery.tell(self.bot, session.channel_id, session.guild_id, recovery.BROKEN)

    def resume_ai(self) -> None:
        """After a restart, let computer players whose turn it is think again."""
        for session in self.sessions:
            self._schedule_ai(session)

    async def settle(self, session: MatchSession) -> None:
        """After a choice: answer what needs no asking, end or update the thread,
        and wake the AI if it is its turn. Caller holds the lock."""
        for _ in range(MAX_AUTOMATIC):
            if session.match.result is not None:
                break
            automatic = session.automatic()
            if automatic is None:
                break
            seat, decision, answer = automatic
            await session.apply(self.store, seat, decision.id, answer, now=self.clock(), manual=False)
        result = session.match.result
        if result is not None:
            await self.end(session, list(result.placings), result.reason)
            return
        try:
            await board.refresh(self.bot, session)
        except (discord.NotFound, discord.Forbidden) as exc:
            await self.abandon(session, f"the match thread is gone ({exc.text or exc.status})")
            return
        self._schedule_ai(session)

    async def end(self, session: MatchSession, placings: list[int], reason: str) -> None:
        """Record the result, post it with the final board and archive the thread.
        Caller holds the lock; the session leaves the registry once all is done."""
        session.over = True
        reason = session.say(reason)  # the stored reason names players as the thread does
        try:
            record = await self.store.finish_match(session.id, placings, reason)
        except StoreUnavailable:
            # Not saved: the match stays here, over in the engine, and the timer sweep
            # ends it once the database is back (its choices are all saved).
            session.over = False
            raise
        except BaseException:
            self.sessions.remove(session)
            raise
        try:
            self.bot.tournaments.match_over(session.id)  # a tournament table may be over
            text = summary(session, placings, reason)
            if record.rated:
                text += "\n" + await self._ratings(session)
            else:
                text += f"\nNot rated: {record.unrated_reason}."
            await board.post_result(self.bot, session, text)
            thread = self.bot.get_channel(session.channel_id) or await self.bot.fetch_channel(
                session.channel_id
            )
            await thread.edit(archived=True)
        except (discord.NotFound, discord.Forbidden) as exc:
            log.warning("match %s: could not post the result: %s", session.id, exc)
        finally:
            self.sessions.remove(session)

    async def abandon(self, session: MatchSession, reason: str) -> None:
        session.over = True
        self.sessions.remove(session)
        log.warning("match %s aborted: %s", session.id, reason)
        await self.store.abort_match(session.id, reason)
        self.bot.tournaments.match_over(session.id)

    async def _ratings(self, session: MatchSession) -> str:
        parts = []
        for player in session.players:
            if player.is_ai:
                continue
            profile = await self.store.profile(session.guild_id, player.user_id)
            entry = next((g for g in profile.games if g.game == session.game.id), None)
            if entry is not None:
                mark = "?" if entry.provisional else ""
                parts.append(f"{player.mention} {entry.rating}{mark}")
        return "Ranked. New ratings: " + ", ".join(parts) if parts else "Ranked."

    async def concede(self, session: MatchSession, seat: int) -> None:
        """`seat` gives up; the engine applies the rules' consequence."""
        async with session.lock:
            if session.over:
                return
            try:
                await self.guarded(session, self._concede(session, seat))
            except IllegalAction as exc:
                raise UserError(f"You can't concede now: {session.say(str(exc))}.") from None
            except Quarantined:
                raise UserError(recovery.BROKEN) from None

    async def _concede(self, session: MatchSession, seat: int) -> None:
        await session.concede(self.store, seat, now=self.clock())
        await self.settle(session)

    async def void(self, match_id: int) -> bool:
        """An admin voided a running match: end it here too (thread told, prompt gone,
        session removed, so its components are refused). False if it was not running."""
        session = self.sessions.get(match_id)
        if session is None:
            return False
        async with session.lock:
            if session.over:
                return False
            session.over = True
            self.sessions.remove(session)
            if session.ai_task is not None and session.ai_task is not asyncio.current_task():
                session.ai_task.cancel()
            try:
                await board.delete_prompt(self.bot, session)
            except discord.HTTPException as exc:
                log.warning("match %s: could not remove the prompt: %s", session.id, exc)
            await recovery.tell(self.bot, session.channel_id, session.guild_id, VOIDED)
        return True

    # --------------------------------------------------------------- the AI
    def _schedule_ai(self, session: MatchSession) -> None:
        if session.over or session.ai_decision() is None:
            return
        if session.ai_task is not None and not session.ai_task.done():
            return
        session.ai_task = asyncio.create_task(self._ai_turns(session), name=f"ai-{session.id}")

    async def _ai_turns(self, session: MatchSession) -> None:
        try:
            while not session.over:
                decision = session.ai_decision()
                if decision is None:
                    return
                settings = await self.store.get_settings(session.guild_id)
                player = session.players[decision.seat]
                level = player.level or ai_runner.DEFAULT_LEVEL
                answer = await self.guarded(session, ai_runner.choose(
                    session.match,
                    decision,
                    level=level,
                    budget_ms=ai_runner.budget_for(level, settings.ai_budget_ms),
                    seed=session.id * 100_003 + session.match.version,
                ))
                async with session.lock:
                    if session.over or session.decision(decision.id) is None:
                        continue
                    await self.guarded(session, self._apply_ai(session, decision, answer))
        except Quarantined:
            return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("match %s: the AI failed", session.id)

    async def _apply_ai(self, session: MatchSession, decision, answer) -> None:
        await session.apply(self.store, decision.seat, decision.id, answer, now=self.clock(), manual=False)
        await self.settle(session)

    # ---------------------------------------------------------- interactions
    async def _gone(self, interaction: discord.Interaction, match_id: int) -> str:
        """Why a click on a match the bot is not running gets nothing, from the store."""
        try:
            record = await self.store.get_match(match_id)
        except NotFound:
            return NO_MATCH
        if record.guild_id != interaction.guild_id:
            return NO_MATCH
        return ENDED.get(record.status, MATCH_OVER)

    async def _lookup(self, interaction: discord.Interaction, match_id: int):
        """(session, seat) for a click, or an explanation why not. A custom_id is only
        what the client sent: the match must be one this bot runs, in this guild and
        this thread, and the clicker must hold a seat in it."""
        session = self.sessions.get(match_id)
        if session is None or session.over:
            return None, await self._gone(interaction, match_id)
        if interaction.guild_id != session.guild_id:
            return None, NO_MATCH
        if interaction.channel_id != session.channel_id:
            return None, WRONG_PLACE
        seat = session.seat_of(interaction.user.id)
        if seat is None:
            return None, NOT_A_PLAYER
        return (session, seat), None

    def _refusal(self, session: MatchSession, seat: int, ref: ids.DecisionRef) -> str | None:
        if ref.version > session.match.version:
            return NOT_OPEN  # drawn at a version that never existed: forged
        decision = session.decision(ref.decision_id)
        if decision is None:
            return NOT_OPEN
        if decision.seat != seat:
            whose = session.players[decision.seat].mention
            return f"It's not your turn: this choice is for {whose}."
        if decision.private and ref.where == ids.PUBLIC:
            return "Answer this one with **Your hand**."
        return None

    async def _handle(self, interaction: discord.Interaction, session: MatchSession, work) -> None:
        """Run a click's work on its match; a match that turns out broken is
        quarantined and the clicker told so in plain words."""
        try:
            await self.guarded(session, work)
        except Quarantined:
            await reply(interaction, recovery.BROKEN)

    async def on_choice(
        self, interaction: discord.Interaction, ref: ids.DecisionRef, tokens: list[str]
    ) -> None:
        found, why = await self._lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await self._handle(interaction, session, self._choice(interaction, session, seat, ref, tokens))

    async def _choice(self, interaction, session: MatchSession, seat: int, ref, tokens) -> None:
        why = self._refusal(session, seat, ref)
        if why is not None:
            return await reply(interaction, why)
        await interaction.response.defer()
        async with session.lock:
            why = None if not session.over else MATCH_OVER
            why = why or self._refusal(session, seat, ref)
            if why is not None:
                return await reply(interaction, why)
            decision = session.decision(ref.decision_id)
            option_ids = ids.option_ids(decision, tokens)
            if option_ids is None:
                return await reply(interaction, NOT_OPEN)
            try:
                await session.apply(
                    self.store, seat, decision.id, option_ids, now=self.clock(), manual=True
                )
            except IllegalAction as exc:
                return await reply(interaction, f"That isn't allowed: {session.say(str(exc))}.")
            session.display.pages.pop(decision.id, None)
            session.display.queries.pop(decision.id, None)
            try:
                if ref.where == ids.HAND:
                    async with self._redrawing(session, seat):
                        await self.settle(session)
                        await self._show_hand(interaction, session, seat)
                else:
                    await self.settle(session)
            except StoreUnavailable as exc:
                # The choice is saved; what follows it (an automatic answer, the end of
                # the match) met the outage and is done by the timer sweep once the
                # database is back. "Try again" would only be refused.
                raise StoreUnavailable(CHOICE_SAVED, exc.cause) from exc

    async def on_page(self, interaction: discord.Interaction, ref: ids.DecisionRef, page: int) -> None:
        found, why = await self._lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await self._handle(interaction, session, self._page(interaction, session, seat, ref, page))

    async def _page(self, interaction, session: MatchSession, seat: int, ref, page: int) -> None:
        why = self._refusal(session, seat, ref)
        if why is not None:
            return await reply(interaction, why)
        async with session.lock:
            decision = session.decision(ref.decision_id)
            if decision is None or session.over:
                return await reply(interaction, NOT_OPEN)
            await self._redraw(interaction, session, seat, ref, decision, prompts.clamp_page(decision, page))

    async def _redraw(self, interaction, session: MatchSession, seat: int, ref, decision, page: int) -> None:
        """Show another page (or search) of a decision's options in the clicked message."""
        if ref.where == ids.HAND:
            read_page = reader.page_in(interaction.message, ids.READ_TEMPLATE)
            hand = board.hand_view(session, seat, option_page=page, read_page=read_page)
            await interaction.response.edit_message(
                content=None, embeds=[], attachments=[], view=components.layout_view(hand.blocks)
            )
            session.display.hands[seat] = LiveHand.of(interaction, interaction.message.id, hand.key())
            return
        session.display.pages[decision.id] = page
        content, specs, _ = board.prompt(session)
        session.display.prompt_payload = board._payload_key(content, specs)
        await interaction.response.edit_message(
            content=content, view=components.view(specs), allowed_mentions=board.MENTION_USERS
        )

    async def on_search(self, interaction: discord.Interaction, ref: ids.DecisionRef, action: str) -> None:
        """"Search" opens the search form (it must be the click's first answer, so no
        lock is waited for); "Clear search" shows every option again."""
        found, why = await self._lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        why = self._refusal(session, seat, ref)
        if why is not None:
            return await reply(interaction, why)
        if action == "s":
            current = session.display.queries.get(ref.decision_id)
            return await components.send_search_form(interaction, ref, current)
        await self._handle(interaction, session, self._search(interaction, session, seat, ref, None))

    async def on_search_text(self, interaction: discord.Interaction, ref: ids.DecisionRef, text: str) -> None:
        found, why = await self._lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        query = " ".join(text.split())[: prompts.SEARCH_TEXT] or None
        await self._handle(interaction, session, self._search(interaction, session, seat, ref, query))

    async def _search(self, interaction, session: MatchSession, seat: int, ref, query: str | None) -> None:
        why = self._refusal(session, seat, ref)
        if why is not None:
            return await reply(interaction, why)
        async with session.lock:
            decision = session.decision(ref.decision_id)
            if decision is None or session.over or interaction.message is None:
                return await reply(interaction, NOT_OPEN)
            if query:
                session.display.queries[decision.id] = query
            else:
                session.display.queries.pop(decision.id, None)
            await self._redraw(interaction, session, seat, ref, decision, 0)

    async def on_hand(self, interaction: discord.Interaction, match_id: int) -> None:
        found, why = await self._lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            await interaction.response.defer()  # refresh the hand view in place
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)
        await self._handle(interaction, session, self._hand(interaction, session, seat))

    async def _hand(self, interaction, session: MatchSession, seat: int) -> None:
        async with session.lock:
            if session.over:
                return await reply(interaction, MATCH_OVER)
            await self._show_hand(interaction, session, seat)

    async def on_toggle(self, interaction: discord.Interaction, match_id: int, mode: str) -> None:
        found, why = await self._lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await interaction.response.defer()
        await self._handle(interaction, session, self._toggle(interaction, session, seat, mode))

    async def _toggle(self, interaction, session: MatchSession, seat: int, mode: str) -> None:
        async with session.lock:
            if session.over:
                return await reply(interaction, MATCH_OVER)
            player = session.players[seat]
            if mode == "full":
                player.full_control = not player.full_control
            elif mode in (PASS_UNTIL_NEW, PASS_UNTIL_TURN, stops.PASS_UNTIL_RESOLVED):
                player.pass_mode = None if player.pass_mode == mode else mode
            elif mode.startswith("stop-") and stops.applies(session.game.id):
                chosen = stops.toggle(player.stops or stops.DEFAULT_STOPS, mode[len("stop-"):])
                await self._save_stops(session, seat, chosen)
            async with self._redrawing(session, seat):
                await self.settle(session)
                await self._show_hand(interaction, session, seat)

    async def _show_hand(self, interaction: discord.Interaction, session: MatchSession, seat: int,
                         page: int | None = None) -> None:
        """Fill or refresh the presser's hand view (caller holds the lock)."""
        message = interaction.message
        # A refresh of an open hand view keeps its card list on the page it showed.
        mine = message is not None and message.flags.ephemeral
        read_page = reader.page_in(message, ids.READ_TEMPLATE) if mine else 0
        hand = board.hand_view(session, seat, page=page, read_page=read_page)
        await board.show_hand(interaction, session, seat, hand)

    @contextlib.asynccontextmanager
    async def _redrawing(self, session: MatchSession, seat: int):
        """While the clicked hand view redraws itself, the live update leaves it alone."""
        session.display.hand_busy.add(seat)
        try:
            yield
        finally:
            session.display.hand_busy.discard(seat)

    async def _save_stops(self, session: MatchSession, seat: int, chosen: frozenset[str]) -> None:
        player = session.players[seat]
        await self.store.set_stops(player.user_id, session.game.id, stops.dump(chosen))
        player.stops = chosen

    async def on_stops(self, interaction: discord.Interaction, match_id: int, values: list[str]) -> None:
        """The "Ask me…" select: the windows the player wants to be asked in, saved for
        their next matches of this game too."""
        found, why = await self._lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        if not stops.applies(session.game.id) or not set(values) <= set(stops.STOPS):
            return await reply(interaction, components.NOT_VALID)
        await interaction.response.defer()
        await self._handle(interaction, session, self._stops(interaction, session, seat, values))

    async def _stops(self, interaction, session: MatchSession, seat: int, values: list[str]) -> None:
        async with session.lock:
            if session.over:
                return await reply(interaction, MATCH_OVER)
            await self._save_stops(session, seat, frozenset(values))
            async with self._redrawing(session, seat):
                await self.settle(session)
                await self._show_hand(interaction, session, seat)

    async def on_watch(self, interaction: discord.Interaction, match_id: int) -> None:
        """Anyone may watch: a view of the public board that follows the match."""
        session = self.sessions.get(match_id)
        if session is None or session.over or session.guild_id != interaction.guild_id:
            return await reply(interaction, MATCH_OVER)
        await board.show_watch(interaction, session)

    async def on_hand_page(self, interaction: discord.Interaction, match_id: int, page: int) -> None:
        found, why = await self._lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await interaction.response.defer()
        await self._handle(interaction, session, self._hand_page(interaction, session, seat, page))

    async def _hand_page(self, interaction, session: MatchSession, seat: int, page: int) -> None:
        async with session.lock:
            if session.over:
                return await reply(interaction, MATCH_OVER)
            await self._show_hand(interaction, session, seat, page=page)

    async def on_hand_picture(self, interaction: discord.Interaction, match_id: int) -> None:
        """The hand as an image, in a message of its own, for whoever prefers a picture."""
        found, why = await self._lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await interaction.response.defer(ephemeral=True, thinking=True)
        file = await board.hand_file(session, seat)
        if file is None:
            return await interaction.followup.send("The picture could not be drawn.", ephemeral=True)
        await interaction.followup.send(file=file, ephemeral=True)

    # ---------------------------------------------------------------- timers
    async def sweep(self, now: float | None = None) -> None:
        """Turn clocks, idle reminders, automatic passes and forfeits, for every
        match. The bot calls this every second; tests call it with a fake `now`.
        Each match is on its own: one that fails is quarantined (its state) or
        logged and the others are still looked at; a database outage (StoreUnavailable)
        ends the pass, since every match would meet it."""
        now = self.clock() if now is None else now
        settings: dict[int, GuildSettings] = {}
        # A copy: the loop yields below, and matches start and end meanwhile.
        for index, session in enumerate(list(self.sessions)):
            if index and index % SWEEP_SLICE == 0:
                # Let waiting clicks in: a pass over a thousand matches is tens of
                # milliseconds of work, and it must not hold every click behind it.
                await asyncio.sleep(0)
            if session.over or session.lock.locked():
                continue  # busy matches are looked at on the next sweep
            try:
                if session.guild_id not in settings:
                    settings[session.guild_id] = await self.store.get_settings(session.guild_id)
                async with session.lock:
                    if not session.over:
                        await self.guarded(session, self._tick(session, now, settings[session.guild_id]))
            except Quarantined:
                continue
            except (asyncio.CancelledError, StoreUnavailable):
                raise  # the database is out for every match: the loop backs off (app.py)
            except Exception:
                log.exception("match %s: timer step failed", session.id)

    async def _tick(self, session: MatchSession, now: float, settings: GuildSettings) -> None:
        if session.match.result is not None or session.automatic() is not None:
            # A click whose follow-up met a database outage left an automatic answer
            # or the end of the match undone; it is done now.
            await self.settle(session)
            return
        changed = False
        if session.has_clock():
            session.sync_clock(now)
            late = next(
                (d for d in session.match.pending() if d.deadline_s is not None and d.deadline_s <= 0),
                None,
            )
            if late is not None:
                await session.run_timeout(self.store, late.seat, now=now)
                changed = True
        session.observe_idle(now)
        for seat, player in session.humans():
            decision = session.decision_for(seat)
            if decision is None or changed:
                continue
            pass_id = prompts.pass_option(decision)
            step = idle.next_step(player.idle, now, settings, pass_id is not None)
            if step == idle.FORFEIT:
                # Saved first: a database outage must not post the notice every second.
                await session.concede(self.store, seat, now=now)
                await board.thread_of(self.bot, session).send(
                    f"{player.mention} forfeits after being idle too long.",
                    allowed_mentions=board.MENTION_USERS,
                )
                changed = True
            if step == idle.REMIND:
                player.idle.reminded = True
                what = (
                    "a secret choice; open **Your hand**"
                    if decision.private
                    else f"{escape_markdown(session.say(decision.prompt))}; answer below"
                )
                await board.thread_of(self.bot, session).send(
                    f"⏰ {player.mention}, the match is waiting for you: {what}. "
                    "Otherwise you will be passed for, and eventually forfeit.",
                    allowed_mentions=board.MENTION_USERS,
                )
            elif step == idle.PASS:
                await session.apply(self.store, seat, decision.id, [pass_id], now=now, manual=False)
                changed = True
        if changed:
            await self.settle(session)
