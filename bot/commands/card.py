"""/card: look a card up, with its image."""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.utils import escape_markdown

from engine import UnknownCard

from .. import images
from ..errors import UserError
from .common import GameArg, card_autocomplete

# Card fields that are already the embed's title or say nothing to a player.
_SKIP = {"id", "name", "kind", "image"}


def card_embed(game_name: str, data: dict) -> discord.Embed:
    embed = discord.Embed(title=str(data["name"])[:256], colour=discord.Colour.dark_gold())
    embed.set_author(name=f"{game_name} · {data.get('kind') or 'card'}"[:256])
    for key, value in data.items():
        if key in _SKIP or value in (None, "", [], {}):
            continue
        if isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        elif isinstance(value, dict):
            continue
        embed.add_field(
            name=key.replace("_", " ").title()[:256],
            value=escape_markdown(str(value))[:1024],
            inline=len(str(value)) < 40,
        )
        if len(embed.fields) >= 20:
            break
    return embed


@app_commands.command(name="card", description="Show a card")
@app_commands.describe(game="The game", name="The card's name", share="Post it for everyone")
@app_commands.autocomplete(name=card_autocomplete)
async def card(interaction: discord.Interaction, game: GameArg, name: str, share: bool = False) -> None:
    try:
        found = game.card(name)
    except UnknownCard as exc:
        raise UserError(str(exc)) from None
    await interaction.response.defer(ephemeral=not share, thinking=True)
    data = found.to_dict()
    png = await images.card(game.id, data)
    embed = card_embed(game.name, data)
    embed.set_image(url="attachment://card.png")
    file = discord.File(io.BytesIO(png), filename="card.png")
    await interaction.followup.send(embed=embed, file=file)


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(card)
