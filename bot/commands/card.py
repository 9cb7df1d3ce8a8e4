"""/card: look a card up, with its image.

Works in DMs and, user-installed, in servers without the bot: the answer is
only ever the interaction's own response, never a post to the channel."""

from __future__ import annotations

import difflib
import io

import discord
from discord import app_commands

from engine import UnknownCard
from render import describe, registry

from .. import cardtext, i18n, images
from ..errors import UserError
from .common import GameArg, card_autocomplete, speaker


@app_commands.command(name="card", description="Show a card")
# Needs nothing of a server, so anyone can add it to their account and use it anywhere.
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
@app_commands.describe(game="The game", name="The card's name", share="Post it for everyone")
@app_commands.autocomplete(name=card_autocomplete)
async def card(interaction: discord.Interaction, game: GameArg, name: str, share: bool = False) -> None:
    _ = speaker(interaction)
    try:
        found = game.card(name)
    except UnknownCard:
        close = ", ".join(difflib.get_close_matches(name, [c.name for c in game.search()], n=3))
        raise UserError(_("{game} has no card named \"{name}\".", game=game.name, name=name)
                        + (" " + _("Did you mean: {names}?", names=close) if close else "")) from None
    await interaction.response.defer(ephemeral=not share, thinking=True)
    data = found.to_dict()
    png = await images.card(game.id, data)
    # A shared card is read by the whole channel, so it takes the server's language (its
    # field titles, alt text and the printing's name where the game has one).
    reader = i18n.language_of(interaction.guild_locale or interaction.locale) if share else _.language
    said = i18n.Speaker(reader)
    embed = cardtext.embed(game, data, said)
    printed = game.card_name(found.id, reader)
    if printed:
        embed.title = printed[:256]
    embed.set_image(url="attachment://card.png")
    alt = describe.card_alt(game.name, data, registry.card_tile(game.id, data), said)
    file = discord.File(io.BytesIO(png), filename="card.png", description=alt)
    await interaction.followup.send(embed=embed, file=file)


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(card)
