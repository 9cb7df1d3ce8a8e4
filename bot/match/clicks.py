"""Clicks in: a decision's answers, pages and searches, from a component to the match.

A custom_id is only what the client sent: `lookup` finds the match this bot runs in
the clicker's server and thread and the clicker's seat, `_refusal` checks the
decision it names (drawn at a version the match reached, still pending, the
clicker's, a private one only from a hand view). The click is answered or deferred
before the match's lock is taken; under the lock everything is checked again (a
double click waits, then is refused), the answer goes to a clone, is saved, and
`Referee.settle` carries on. Refusals are the clicker's alone, so they are in the
clicker's language.
"""

from __future__ import annotations

import discord

from engine import IllegalAction

from .. import board, i18n, ids, prompts, reader, recovery, views
from ..errors import reply
from ..i18n import N_
from ..sessions import LiveHand, MatchSession
from ..store import NotFound, StoreUnavailable
from . import hands
from .items import SEARCH_TEXT, ReadSelect, SearchButton
from .part import Part, Quarantined

# Catalog msgids, said in the reader's language where they are sent.
NOT_A_PLAYER = N_("You're not playing in this match. You can follow it here in the thread.")
NOT_OPEN = N_("That choice is no longer open. Look at the latest prompt in the thread.")
MATCH_OVER = reader.MATCH_OVER
CHOICE_SAVED = N_(
    "Your choice is saved, but the database went away before the match could go on; "
    "it goes on by itself once the database is back."
)
VOIDED = N_("This match was voided by the server's admins; nothing more can be played in it.")
NO_MATCH = N_("That button does not belong to any match.")
WRONG_PLACE = N_("That button belongs to a match in another thread.")
# What a click on a match the bot no longer runs is told, by the stored status.
ENDED = {"broken": recovery.BROKEN, "void": VOIDED}


class Clicks(Part):
    async def gone(self, interaction: discord.Interaction, match_id: int) -> str:
        """Why a click on a match the bot is not running gets nothing, from the store."""
        _ = i18n.user(interaction)
        try:
            record = await self.store.get_match(match_id)
        except NotFound:
            return _(NO_MATCH)
        if record.guild_id != interaction.guild_id:
            return _(NO_MATCH)
        return _(ENDED.get(record.status, MATCH_OVER))

    async def lookup(self, interaction: discord.Interaction, match_id: int):
        """(session, seat) for a click, or an explanation why not, in the clicker's
        language. A custom_id is only what the client sent: the match must be one this
        bot runs, in this guild and this thread, and the clicker must hold a seat in it."""
        _ = i18n.user(interaction)
        session = self.sessions.get(match_id)
        if session is None or session.over:
            return None, await self.gone(interaction, match_id)
        if interaction.guild_id != session.guild_id:
            return None, _(NO_MATCH)
        if interaction.channel_id != session.channel_id:
            return None, _(WRONG_PLACE)
        seat = session.seat_of(interaction.user.id)
        if seat is None:
            return None, _(NOT_A_PLAYER)
        return (session, seat), None

    def _refusal(self, session: MatchSession, seat: int, ref: ids.DecisionRef,
                 _: i18n.Speaker) -> str | None:
        if ref.version > session.match.version:
            return _(NOT_OPEN)  # drawn at a version that never existed: forged
        decision = session.decision(ref.decision_id)
        if decision is None:
            return _(NOT_OPEN)
        if decision.seat != seat:
            whose = session.players[decision.seat].mention
            return _("It's not your turn: this choice is for {player}.", player=whose)
        if decision.private and ref.where == ids.PUBLIC:
            return _("Answer this one with **Your hand**.")
        return None

    async def handle(self, interaction: discord.Interaction, session: MatchSession, work) -> None:
        """Run a click's work on its match; a match that turns out broken is
        quarantined and the clicker told so in plain words, in their language."""
        try:
            await self.referee.guarded(session, work)
        except Quarantined:
            await reply(interaction, i18n.user(interaction)(recovery.BROKEN))

    async def on_choice(
        self, interaction: discord.Interaction, ref: ids.DecisionRef, tokens: list[str]
    ) -> None:
        found, why = await self.lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await self.handle(interaction, session, self._choice(interaction, session, seat, ref, tokens))

    async def _choice(self, interaction, session: MatchSession, seat: int, ref, tokens) -> None:
        _ = i18n.user(interaction)
        why = self._refusal(session, seat, ref, _)
        if why is not None:
            return await reply(interaction, why)
        await interaction.response.defer()
        async with session.lock:
            why = None if not session.over else _(MATCH_OVER)
            why = why or self._refusal(session, seat, ref, _)
            if why is not None:
                return await reply(interaction, why)
            decision = session.decision(ref.decision_id)
            option_ids = ids.option_ids(decision, tokens)
            if option_ids is None:
                return await reply(interaction, _(NOT_OPEN))
            try:
                # The answer and the automatic answers after it (passes the bot gives) are
                # saved together; settle then finds none left to give.
                await session.apply_automatic(self.store, now=self.clock(),
                                              first=(seat, decision, option_ids))
            except IllegalAction as exc:
                return await reply(interaction, _("That isn't allowed: {reason}.",
                                                  reason=session.say(exc.words, _.language)))
            session.display.pages.pop(decision.id, None)
            session.display.queries.pop(decision.id, None)
            try:
                if ref.where == ids.HAND:
                    async with self.referee.live.redrawing(session, seat):
                        await self.referee.settle(session)
                        await self.referee.live.show_hand(interaction, session, seat)
                else:
                    await self.referee.settle(session)
            except StoreUnavailable as exc:
                # The choice is saved; what follows it (an automatic answer, the end of
                # the match) met the outage and is done by the timer sweep once the
                # database is back. "Try again" would only be refused.
                raise StoreUnavailable(_(CHOICE_SAVED), exc.cause) from exc

    async def on_page(self, interaction: discord.Interaction, ref: ids.DecisionRef, page: int) -> None:
        found, why = await self.lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        await self.handle(interaction, session, self._page(interaction, session, seat, ref, page))

    async def _page(self, interaction, session: MatchSession, seat: int, ref, page: int) -> None:
        _ = i18n.user(interaction)
        why = self._refusal(session, seat, ref, _)
        if why is not None:
            return await reply(interaction, why)
        async with session.lock:
            decision = session.decision(ref.decision_id)
            if decision is None or session.over:
                return await reply(interaction, _(NOT_OPEN))
            await self._redraw(interaction, session, seat, ref, decision, prompts.clamp_page(decision, page))

    async def _redraw(self, interaction, session: MatchSession, seat: int, ref, decision, page: int) -> None:
        """Show another page (or search) of a decision's options in the clicked message."""
        if ref.where == ids.HAND:
            read_page = reader.page_in(interaction.message, ReadSelect)
            hand = hands.hand_view(session, seat, i18n.user(interaction).language,
                                   option_page=page, read_page=read_page)
            await interaction.response.edit_message(
                content=None, embeds=[], attachments=[], view=views.layout_view(hand.blocks)
            )
            session.display.hands[seat] = LiveHand.of(interaction, interaction.message.id, hand.key())
            return
        session.display.pages[decision.id] = page
        content, specs, _ = board.prompt(session)
        session.display.prompt_payload = board.payload_key(content, specs)
        await interaction.response.edit_message(
            content=content, view=views.view(specs), allowed_mentions=board.MENTION_USERS
        )

    async def on_search(self, interaction: discord.Interaction, ref: ids.DecisionRef, action: str) -> None:
        """"Search" opens the search form (it must be the click's first answer, so no
        lock is waited for); "Clear search" shows every option again."""
        found, why = await self.lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        why = self._refusal(session, seat, ref, i18n.user(interaction))
        if why is not None:
            return await reply(interaction, why)
        if action == "s":
            current = session.display.queries.get(ref.decision_id)
            return await SearchButton.send_form(interaction, ref, current)
        await self.handle(interaction, session, self._search(interaction, session, seat, ref, None))

    async def on_search_text(self, interaction: discord.Interaction, ref: ids.DecisionRef, text: str) -> None:
        found, why = await self.lookup(interaction, ref.match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        query = " ".join(text.split())[: SEARCH_TEXT] or None
        await self.handle(interaction, session, self._search(interaction, session, seat, ref, query))

    async def _search(self, interaction, session: MatchSession, seat: int, ref, query: str | None) -> None:
        _ = i18n.user(interaction)
        why = self._refusal(session, seat, ref, _)
        if why is not None:
            return await reply(interaction, why)
        async with session.lock:
            decision = session.decision(ref.decision_id)
            if decision is None or session.over or interaction.message is None:
                return await reply(interaction, _(NOT_OPEN))
            if query:
                session.display.queries[decision.id] = query
            else:
                session.display.queries.pop(decision.id, None)
            await self._redraw(interaction, session, seat, ref, decision, 0)
