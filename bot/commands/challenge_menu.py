""""Challenge to a duel": a user context menu (right-click a member, Apps) that
opens the same challenge `/duel challenge` makes, with that member as the opponent.

A context menu carries no options, so the challenger picks the game in an
ephemeral select first; picking one runs `Lobby.challenge`, which posts the
challenge in the channel. The select's custom_id names the opponent only
(`dh:cd:<user id>`), so it still works after a restart; the member is fetched
again on the pick, which also checks that the id names someone in this server.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands, ui

import engine

from ..errors import UserError, reply
from ..kinds import NOT_VALID, PRIVATE, Select, checked
from ..lobby import parent_channel, refuse_opponent
from .common import bot_of, game_by_id, speaker
from .server_say import check_match_channel

MENU_NAME = "Challenge to a duel"


def game_select_id(opponent_id: int) -> str:
    return ChallengeGameSelect.make(opponent_id)


def duel_games() -> list[engine.Game]:
    """The games two people can play against each other."""
    return [g for g in engine.games() if g.min_players <= 2 <= g.max_players]


# A match needs the bot in the server (it opens the match thread), so this menu is
# for servers with the bot installed only: the tree's defaults, spelt out here.
@app_commands.context_menu(name=MENU_NAME)
@app_commands.guild_only()
@app_commands.allowed_installs(guilds=True, users=False)
async def challenge_to_a_duel(interaction: discord.Interaction, member: discord.Member) -> None:
    _ = speaker(interaction)
    refuse_opponent(interaction.user, member, _)
    # Discord offers the menu in servers only; a forged one from a DM is refused as
    # /duel challenge refuses it.
    parent_channel(interaction)
    await check_match_channel(interaction, _)
    games = duel_games()
    select = ui.Select(
        custom_id=game_select_id(member.id),
        placeholder=_("Choose the game"),
        options=[
            discord.SelectOption(label=g.name[:100], value=g.id,
                                 description=_("{players} players", players=g.players_label()))
            for g in games
        ][:25],
    )
    view = ui.View(timeout=None)
    view.add_item(select)
    view.stop()  # only a layout: the pick reaches ChallengeGameSelect by its custom_id
    await interaction.response.send_message(
        _("Challenge {player} to which game? You pick your deck once the challenge is up.",
          player=member.mention),
        view=view,
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


async def on_game(interaction: discord.Interaction, opponent_id: int, game_id: str) -> None:
    _ = speaker(interaction)
    game = game_by_id(game_id, _)
    guild = interaction.guild
    if guild is None:
        parent_channel(interaction)  # refuses, in /duel challenge's words
        return
    # Checked again on the pick: the server may have limited its channels meanwhile.
    await check_match_channel(interaction, _)
    try:
        opponent = await guild.fetch_member(opponent_id)
    except discord.NotFound:
        raise UserError(_("That member is not in this server any more.")) from None
    await bot_of(interaction).lobby.challenge(interaction, game, opponent, None, None, {})


class ChallengeGameSelect(Select, template=r"dh:cd:(?P<opponent>\d{1,20})", placement=PRIVATE):
    """The ephemeral game select (values are game ids); the member is fetched again on the pick."""

    @classmethod
    def make(cls, opponent_id: int) -> str:
        return checked(f"dh:cd:{opponent_id}")

    async def click(self, desk, interaction: discord.Interaction) -> None:
        values: list[Any] = self.values() or []
        if len(values) != 1:
            await reply(interaction, speaker(interaction)(NOT_VALID))
            return
        await on_game(interaction, int(self.match["opponent"]), str(values[0]))


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(challenge_to_a_duel)

