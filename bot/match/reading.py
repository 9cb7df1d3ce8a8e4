""""Read a card" clicks: the board message's list of public cards, its pages and a
hand view's, and the picked card in full (embed and image), only to whoever picked.
What may be read is `bot/reader.py`'s; a pick is checked against the view *now*."""

from __future__ import annotations

import io
import logging

import discord

from render import describe, registry

from .. import cardtext, i18n, ids, images, reader, views
from ..errors import reply
from . import hands
from .items import OptionSelect
from .part import Part

log = logging.getLogger(__name__)


class Reading(Part):
    def _session(self, match_id: int):
        session = self.sessions.get(match_id)
        return None if session is None or session.over else session

    async def on_board(self, interaction: discord.Interaction, match_id: int) -> None:
        """The board message's button: the public cards, for anyone, ephemerally."""
        _ = i18n.user(interaction)
        session = self._session(match_id)
        if session is None:
            return await reply(interaction, _(reader.MATCH_OVER))
        specs = reader.layout(session, ids.PUBLIC, None, 0, select_row=0, page_row=1, _=_)
        if not specs:
            return await reply(interaction, _(reader.NOTHING_PUBLIC))
        await interaction.response.send_message(
            _("Cards anyone can see now: pick one to read it in full."),
            view=views.view(specs),
            ephemeral=True,
        )

    async def on_page(self, interaction: discord.Interaction, where: str, match_id: int, page: int) -> None:
        _ = i18n.user(interaction)
        session = self._session(match_id)
        if session is None:
            return await reply(interaction, _(reader.MATCH_OVER))
        if where == ids.PUBLIC:
            specs = reader.layout(session, ids.PUBLIC, None, page, select_row=0, page_row=1, _=_)
            if not specs:
                return await reply(interaction, _(reader.NOTHING_PUBLIC))
            return await interaction.response.edit_message(view=views.view(specs))
        seat = session.seat_of(interaction.user.id)
        if seat is None:
            return await reply(interaction, _(reader.NOT_A_PLAYER))
        decision_page = reader.page_in(interaction.message, OptionSelect)
        hand = hands.hand_view(session, seat, _.language, option_page=decision_page, read_page=page)
        await interaction.response.edit_message(
            content=None, embeds=[], attachments=[], view=views.layout_view(hand.blocks)
        )

    async def on_pick(self, interaction: discord.Interaction, where: str, match_id: int, values: list[str]) -> None:
        """Show the picked card, image and full text, only to the person who picked (its
        name the printing's in their language where the game has one)."""
        _ = i18n.user(interaction)
        session = self._session(match_id)
        if session is None:
            return await reply(interaction, _(reader.MATCH_OVER))
        seat: int | None = None
        if where == ids.HAND:
            seat = session.seat_of(interaction.user.id)
            if seat is None:
                return await reply(interaction, _(reader.NOT_A_PLAYER))
        card = reader.find(session.match, seat, values[0]) if len(values) == 1 else None
        if card is None:
            return await reply(interaction, _(reader.NOT_READABLE))
        game = session.game
        printed, drawn = reader.full_card(game, card)
        embed = cardtext.embed(game, printed, _)
        await interaction.response.defer(ephemeral=True, thinking=True)
        file = None
        try:
            png = await images.card(game.id, drawn)
        except Exception:
            # The text is the point; a renderer bug must not hide it.
            log.exception("match %s: could not draw a card", session.id)
        else:
            file = discord.File(io.BytesIO(png), filename="card.png",
                                description=describe.card_alt(game.name, drawn,
                                                             registry.card_tile(game.id, drawn), _))
            embed.set_image(url="attachment://card.png")
        await interaction.followup.send(embed=embed, ephemeral=True, **({"file": file} if file else {}))
