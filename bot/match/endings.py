"""Endings: a result recorded (ratings, tournaments told), posted with the final board
and Rematch, and the thread archived; a concession, an admin's void, a match whose
thread is gone. The result is public: the bot's words in it are the thread's language;
the reason is the engine's."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord.utils import escape_markdown

from engine import IllegalAction

from .. import board, recovery
from ..errors import UserError
from ..i18n import ENGLISH, SOURCE, Speaker
from ..sessions import MatchSession
from ..store import StoreUnavailable
from . import hands
from .clicks import VOIDED
from .part import Part, Quarantined

log = logging.getLogger(__name__)


def summary(session: MatchSession, placings: list[int], reason: str, _: Speaker = ENGLISH) -> str:
    firsts = [session.players[s] for s, place in enumerate(placings) if place == 1]
    reason = escape_markdown(reason)
    if len(firsts) == len(placings):
        return _("Draw: {reason}.", reason=reason)
    if len(firsts) == 1:
        return "🏆 " + _("{player} wins: {reason}.", player=firsts[0].mention, reason=reason)
    names = _(" and ").join(p.mention for p in firsts)
    return "🏆 " + _("{players} share first place: {reason}.", players=names, reason=reason)


class Endings(Part):
    async def end(self, session: MatchSession, placings: list[int], reason: Any) -> None:
        """Record the result, post it with the final board and archive the thread.
        `reason` is the engine's (a message, engine.core.words): the record keeps it in
        English, the thread reads it in its own language. Caller holds the lock; the
        session leaves the registry once all is done."""
        session.over = True
        # the stored reason names players as the thread does
        recorded = session.say(reason, SOURCE)
        try:
            record = await self.store.finish_match(session.id, placings, recorded)
        except StoreUnavailable:
            # Not saved: the match stays here, over in the engine, and the timer sweep
            # ends it once the database is back (its choices are all saved).
            session.over = False
            raise
        except BaseException:
            self.sessions.remove(session)
            raise
        try:
            self.referee.match_over(session.id)  # a tournament table may be over
            _ = board.speaker(session)
            text = summary(session, placings, session.say(reason, _.language), _)
            if record.rated:
                text += "\n" + await self._ratings(session, _)
            else:
                text += "\n" + _("Not rated: {reason}.", reason=record.unrated_reason)
            await board.post_result(self.referee.client, session, text)
            await hands.refresh(session)
            thread = self.referee.client.get_channel(session.channel_id) or await self.referee.client.fetch_channel(
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
        self.referee.match_over(session.id)

    async def _ratings(self, session: MatchSession, _: Speaker) -> str:
        parts = []
        for player in session.players:
            if player.is_ai:
                continue
            profile = await self.store.profile(session.guild_id, player.user_id)
            entry = next((g for g in profile.games if g.game == session.game.id), None)
            if entry is not None:
                mark = "?" if entry.provisional else ""
                parts.append(f"{player.mention} {entry.rating}{mark}")
        return _("Ranked. New ratings: {ratings}", ratings=", ".join(parts)) if parts else _("Ranked.")

    async def concede(self, session: MatchSession, seat: int, _: Speaker = ENGLISH) -> None:
        """`seat` gives up; the engine applies the rules' consequence. A refusal is
        said in `_`'s language (the conceder's)."""
        async with session.lock:
            if session.over:
                return
            try:
                await self.referee.guarded(session, self._concede(session, seat))
            except IllegalAction as exc:
                raise UserError(_("You can't concede now: {reason}.", reason=session.say(exc.words, _.language))) from None
            except Quarantined:
                raise UserError(_(recovery.BROKEN)) from None

    async def _concede(self, session: MatchSession, seat: int) -> None:
        await session.concede(self.store, seat, now=self.clock())
        await self.referee.settle(session)

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
                await board.delete_prompt(self.referee.client, session)
            except discord.HTTPException as exc:
                log.warning("match %s: could not remove the prompt: %s", session.id, exc)
            await recovery.tell(self.referee.client, session.channel_id, session.guild_id,
                                board.speaker(session)(VOIDED))
        return True
