"""/duel replay: a finished match board by board, or its replay file."""

from __future__ import annotations

import discord
from discord import app_commands

from .. import replay
from .duel import duel


@duel.command(name="replay", description="Step through a finished match of this server, board by board")
@app_commands.describe(
    match="The match number (shown under every board and in /history)",
    export="Send me the replay file instead (players of the match only; it shows every hand)",
)
async def replay_command(
    interaction: discord.Interaction, match: app_commands.Range[int, 1, 2**53], export: bool = False
) -> None:
    await replay.command(interaction, match, export)


def register(tree: app_commands.CommandTree) -> None:
    """The command lives in the /duel group, which duel.register adds."""
