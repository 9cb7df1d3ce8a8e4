"""Errors a user caused, and the short ephemeral reply that explains them."""

from __future__ import annotations

import discord
from discord import app_commands

from .text import fit


class UserError(app_commands.AppCommandError):
    """A request the bot refuses; the message is written for the user who made it."""


async def reply(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """A short ephemeral answer, whether or not the interaction was already answered.
    A text over Discord's 2,000 characters (which Discord would refuse, leaving the
    user with nothing) is cut at a line, "… and N more"."""
    text = fit(text)
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)
