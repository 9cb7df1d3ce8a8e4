"""The live views: a player's hand view and a spectator's Watch view, opened, paged,
redrawn after a pass toggle or a change of stops, and the hand as a picture.

A hand view redraws itself in answer to its own click (`redrawing` keeps the live
update, `hands.refresh`, off it meanwhile); every other open hand and watch
view is kept current by `hands` after each change, while its interaction token lives.
"""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable

import discord

from .. import i18n, kinds, reader, stops
from ..errors import reply
from ..sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, MatchSession
from ..spectate import SpectatorFeed
from . import hands
from .clicks import MATCH_OVER
from .items import ReadSelect
from .part import Part

# What a hand view's click does under the match's lock: (session, seat) -> work.
Locked = Callable[[MatchSession, int], Awaitable[None]]


class LiveViews(Part):
    async def _seated(self, interaction: discord.Interaction, match_id: int, then: Locked, *,
                      check: Callable[[MatchSession], str | None] = lambda session: None,
                      opening: bool = False) -> None:
        """A click of a player's own: their seat found (else why not), `check` passed, the
        click deferred (a new ephemeral reply when `opening`, else the clicked message is
        edited), then `then` run under the match's lock unless the match is over."""
        found, why = await self.referee.clicks.lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        why = check(session)
        if why is not None:
            return await reply(interaction, why)
        if opening:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()

        async def locked() -> None:
            async with session.lock:
                if session.over:
                    return await reply(interaction, i18n.user(interaction)(MATCH_OVER))
                await then(session, seat)

        await self.referee.clicks.handle(interaction, session, locked())

    async def on_hand(self, interaction: discord.Interaction, match_id: int) -> None:
        """"Your hand" opens a hand view; in a hand view it refreshes it in place."""
        message = interaction.message
        opening = message is None or not message.flags.ephemeral
        await self._seated(interaction, match_id,
                           lambda session, seat: self.show_hand(interaction, session, seat), opening=opening)

    async def on_hand_page(self, interaction: discord.Interaction, match_id: int, page: int) -> None:
        await self._seated(interaction, match_id,
                           lambda session, seat: self.show_hand(interaction, session, seat, page=page))

    async def on_toggle(self, interaction: discord.Interaction, match_id: int, mode: str) -> None:
        async def toggle(session: MatchSession, seat: int) -> None:
            player = session.players[seat]
            if mode == "full":
                player.full_control = not player.full_control
            elif mode in (PASS_UNTIL_NEW, PASS_UNTIL_TURN, stops.PASS_UNTIL_RESOLVED):
                player.pass_mode = None if player.pass_mode == mode else mode
            elif mode.startswith("stop-") and stops.applies(session.game):
                chosen = stops.toggle(player.stops or stops.DEFAULT_STOPS, mode[len("stop-"):])
                await self._save_stops(session, seat, chosen)
            await self._settle_and_show(interaction, session, seat)

        await self._seated(interaction, match_id, toggle)

    async def on_stops(self, interaction: discord.Interaction, match_id: int, values: list[str]) -> None:
        """The "Ask me…" select: the windows the player wants to be asked in, saved for
        their next matches of this game too."""
        def check(session: MatchSession) -> str | None:
            valid = stops.applies(session.game) and set(values) <= set(stops.STOPS)
            return None if valid else i18n.user(interaction)(kinds.NOT_VALID)

        async def save(session: MatchSession, seat: int) -> None:
            await self._save_stops(session, seat, frozenset(values))
            await self._settle_and_show(interaction, session, seat)

        await self._seated(interaction, match_id, save, check=check)

    async def _settle_and_show(self, interaction: discord.Interaction, session: MatchSession, seat: int) -> None:
        """A pass mode or the stops changed: what the bot now answers by itself is
        answered, and the clicked hand view shows the result."""
        async with self.redrawing(session, seat):
            await self.referee.settle(session)
            await self.show_hand(interaction, session, seat)

    async def show_hand(self, interaction: discord.Interaction, session: MatchSession, seat: int,
                        page: int | None = None) -> None:
        """Fill or refresh the presser's hand view (caller holds the lock)."""
        message = interaction.message
        # A refresh of an open hand view keeps its card list on the page it showed.
        mine = message is not None and message.flags.ephemeral
        read_page = reader.page_in(message, ReadSelect) if mine else 0
        hand = hands.hand_view(session, seat, i18n.user(interaction).language, page=page,
                               read_page=read_page)
        await hands.show_hand(interaction, session, seat, hand)

    @contextlib.asynccontextmanager
    async def redrawing(self, session: MatchSession, seat: int):
        """While the clicked hand view redraws itself, the live update leaves it alone."""
        session.display.hand_busy.add(seat)
        try:
            yield
        finally:
            session.display.hand_busy.discard(seat)

    async def load_stops(self, session: MatchSession) -> None:
        """Each person's saved stops for this game; stops are a player's own, kept
        across matches, and the bot never sets them for anyone."""
        if not stops.applies(session.game):
            return
        for player in session.players:
            if player.user_id is not None:
                saved = await self.store.get_stops(player.user_id, session.game.id)
                if saved is not None:
                    player.stops = stops.parse(saved)

    async def _save_stops(self, session: MatchSession, seat: int, chosen: frozenset[str]) -> None:
        player = session.players[seat]
        await self.store.set_stops(player.user_id, session.game.id, stops.dump(chosen))
        player.stops = chosen

    async def on_watch(self, interaction: discord.Interaction, match_id: int) -> None:
        """Anyone may watch: a view of the public board that follows the match."""
        session = self.sessions.get(match_id)
        if session is None or session.over or session.guild_id != interaction.guild_id:
            return await reply(interaction, i18n.user(interaction)(MATCH_OVER))
        delay = (await self.store.get_settings(session.guild_id)).spectator_delay
        feed = session.display.spectators
        if delay <= 0:
            session.display.spectators = None
        elif feed is None or feed.delay != delay:
            # Frames start now: until `delay` more moves are played the view says so,
            # never showing anything newer.
            session.display.spectators = SpectatorFeed(delay)
        await hands.show_watch(interaction, session)

    async def on_hand_picture(self, interaction: discord.Interaction, match_id: int) -> None:
        """The hand as an image, in a message of its own, for whoever prefers a picture."""
        found, why = await self.referee.clicks.lookup(interaction, match_id)
        if found is None:
            return await reply(interaction, why)
        session, seat = found
        _ = i18n.user(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        file = await hands.hand_file(session, seat, _)
        if file is None:
            return await interaction.followup.send(_("The picture could not be drawn."), ephemeral=True)
        await interaction.followup.send(file=file, ephemeral=True)
