"""Timers: turn clocks, idle reminders, automatic passes and forfeits (`sweep`, every
second), and the computer player's turns (`schedule_ai`), each on its match's lock.
The sweep also keeps each thread's language the server's (`speak_as_server`)."""

from __future__ import annotations

import asyncio
import logging

from discord.utils import escape_markdown

from .. import ai_runner, board, idle, prompts
from ..sessions import MatchSession
from ..store import GuildSettings, StoreUnavailable
from .part import Part, Quarantined

log = logging.getLogger(__name__)

# Matches the timer sweep looks at between two chances for clicks to be served.
SWEEP_SLICE = 50


class Timers(Part):
    def resume_ai(self) -> None:
        """After a restart, let computer players whose turn it is think again."""
        for session in self.sessions:
            self.schedule_ai(session)

    def schedule_ai(self, session: MatchSession) -> None:
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
                answer = await self.referee.guarded(session, ai_runner.choose(
                    session.match,
                    decision,
                    level=level,
                    budget_ms=ai_runner.budget_for(level, settings.ai_budget_ms),
                    seed=session.id * 100_003 + session.match.version,
                ))
                async with session.lock:
                    if session.over or session.decision(decision.id) is None:
                        continue
                    await self.referee.guarded(session, self._apply_ai(session, decision, answer))
        except Quarantined:
            return
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("match %s: the AI failed", session.id)

    async def _apply_ai(self, session: MatchSession, decision, answer) -> None:
        await session.apply(self.store, decision.seat, decision.id, answer, now=self.clock(), manual=False)
        await self.referee.settle(session)

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
                        await self.referee.guarded(session, self._tick(session, now, settings[session.guild_id]))
            except Quarantined:
                continue
            except (asyncio.CancelledError, StoreUnavailable):
                raise  # the database is out for every match: the loop backs off (app.py)
            except Exception:
                log.exception("match %s: timer step failed", session.id)

    async def speak_as_server(self, session: MatchSession, settings: GuildSettings | None = None) -> None:
        """Set the thread's language from the server's setting, else Discord's language
        for the server (at a start, after a restart once connected, and every sweep)."""
        if settings is None:
            settings = await self.store.get_settings(session.guild_id)
        session.display.language = board.public_language(self.referee.client, session.guild_id,
                                                         settings.language)

    async def _tick(self, session: MatchSession, now: float, settings: GuildSettings) -> None:
        # The settings are read here anyway: a server's new language reaches its threads.
        await self.speak_as_server(session, settings)
        if session.match.result is not None or session.automatic() is not None:
            # A click whose follow-up met a database outage left an automatic answer
            # or the end of the match undone; it is done now.
            await self.referee.settle(session)
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
            _ = board.speaker(session)
            if step == idle.FORFEIT:
                # Saved first: a database outage must not post the notice every second.
                await session.concede(self.store, seat, now=now)
                await board.thread_of(self.referee.client, session).send(
                    _("{player} forfeits after being idle too long.", player=player.mention),
                    allowed_mentions=board.MENTION_USERS,
                )
                changed = True
            if step == idle.REMIND:
                player.idle.reminded = True
                what = (
                    _("a secret choice; open **Your hand**")
                    if decision.private
                    else _("{prompt}; answer below", prompt=escape_markdown(session.say(decision.said, _.language)))
                )
                await board.thread_of(self.referee.client, session).send(
                    "⏰ " + _("{player}, the match is waiting for you: {what}. "
                              "Otherwise you will be passed for, and eventually forfeit.",
                              player=player.mention, what=what),
                    allowed_mentions=board.MENTION_USERS,
                )
            elif step == idle.PASS:
                await session.apply(self.store, seat, decision.id, [pass_id], now=now, manual=False)
                changed = True
        if changed:
            await self.referee.settle(session)
