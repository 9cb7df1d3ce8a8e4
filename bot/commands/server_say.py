"""What a server decides about its matches (`/duelhall settings`, `/duelhall house-options`),
checked where a match is asked for: the channels matches may start in, and the match
options hosts may not pick."""

from __future__ import annotations

import discord

from engine import Game

from ..errors import UserError
from ..i18n import Speaker
from .common import bot_of


def channel_list(channel_ids: tuple[int, ...]) -> str:
    return ", ".join(f"<#{c}>" for c in channel_ids)


async def check_match_channel(interaction: discord.Interaction, _: Speaker) -> None:
    """Refuse, naming the allowed channels, a match asked for anywhere else. A thread
    counts as its parent channel. Outside a server the lobby refuses on its own."""
    if interaction.guild_id is None:
        return
    settings = await bot_of(interaction).store.get_settings(interaction.guild_id)
    allowed = settings.channel_ids
    if not allowed:
        return
    here = {interaction.channel_id, getattr(interaction.channel, "parent_id", None)}
    if here & set(allowed):
        return
    raise UserError(_("Matches can be started only in {channels} on this server.",
                      channels=channel_list(allowed)))


async def check_house_options(
    interaction: discord.Interaction, game: Game, choices: dict, _: Speaker
) -> None:
    """Refuse a match option the server keeps at the game's default."""
    if interaction.guild_id is None or not choices:
        return
    settings = await bot_of(interaction).store.get_settings(interaction.guild_id)
    for key in choices:
        option = game.match_option(key)
        if option is not None and settings.locked(game.id, key):
            raise UserError(_("On this server {game} is played with the default {choice}; leave "
                              "that option out to play.", game=game.name, choice=_(option.title)))
