"""/rules: a game's summary, where its full rules live and in which languages."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import i18n
from . import words
from .common import GameArg, bot_of, speaker


@app_commands.command(name="rules", description="How a game is played")
# Like /card: nothing here needs a server, so it is user-installable and works anywhere.
@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
@app_commands.describe(game="The game", share="Post it for everyone")
async def rules(interaction: discord.Interaction, game: GameArg, share: bool = False) -> None:
    # Shared, it is read by the channel: Discord's language for the server (no settings are
    # read, so this works where the bot is not installed), else the user's.
    _ = i18n.Speaker(interaction.guild_locale or interaction.locale) if share else speaker(interaction)
    embed = discord.Embed(
        title=_("{game} ({players} players)", game=game.name, players=game.players_label()),
        # Each game's summary is a catalog entry too (bot/i18n_catalog.py collects them).
        description=(_(game.summary) if game.summary else _("No summary yet."))[:4000],
        colour=discord.Colour.green(),
    )
    if game.rules_doc:
        base = bot_of(interaction).config.repo_url
        path = game.rules_doc.lstrip("/")
        value = (f"[{path}]({base.rstrip('/')}/blob/main/{path})" if base
                 else _("`{path}` in the repository", path=path))
        embed.add_field(name=_("Full rules and interpretations"), value=value, inline=False)
    embed.add_field(
        name=_("The rules text exists in"),
        value=", ".join(words.language_name(_, code) for code in game.rules_languages),
        inline=False,
    )
    await interaction.response.send_message(embed=embed, ephemeral=not share)


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(rules)
