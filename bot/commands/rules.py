"""/rules: a game's summary and where its full rules live."""

from __future__ import annotations

import discord
from discord import app_commands

from .common import GameArg, bot_of


@app_commands.command(name="rules", description="How a game is played")
# Like /card: nothing here needs a server, so it is user-installable and works anywhere.
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
@app_commands.describe(game="The game", share="Post it for everyone")
async def rules(interaction: discord.Interaction, game: GameArg, share: bool = False) -> None:
    embed = discord.Embed(
        title=f"{game.name} ({game.players_label()} players)",
        description=(game.summary or "No summary yet.")[:4000],
        colour=discord.Colour.green(),
    )
    if game.rules_doc:
        base = bot_of(interaction).config.repo_url
        path = game.rules_doc.lstrip("/")
        value = f"[{path}]({base.rstrip('/')}/blob/main/{path})" if base else f"`{path}` in the repository"
        embed.add_field(name="Full rules and interpretations", value=value, inline=False)
    await interaction.response.send_message(embed=embed, ephemeral=not share)


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(rules)
