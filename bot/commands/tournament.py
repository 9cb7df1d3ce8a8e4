"""/tournament: create, start, standings, drop."""

from __future__ import annotations

import discord
from discord import app_commands

from ..tournament.runner import ELIMINATION, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, SWISS
from .common import GameArg, bot_of

tournament = app_commands.Group(name="tournament", description="Swiss and single-elimination tournaments",
                                guild_only=True)
ID = app_commands.Range[int, 1, 2**53]


@tournament.command(name="create", description="Open sign-ups for a tournament in this channel")
@app_commands.describe(
    game="The game to play",
    format="Swiss (every round, players with the same score meet) or single elimination",
    rounds=f"Swiss rounds, 1 to {MAX_ROUNDS} (default: enough for one undefeated player)",
    max_players=f"Most players who can join, {MIN_PLAYERS} to {MAX_PLAYERS}",
    casual="Casual tournaments do not count for the ladder (default: the server's setting)",
)
@app_commands.choices(format=[app_commands.Choice(name="Swiss", value=SWISS),
                              app_commands.Choice(name="Single elimination", value=ELIMINATION)])
async def create(
    interaction: discord.Interaction,
    game: GameArg,
    format: str,
    rounds: app_commands.Range[int, 1, MAX_ROUNDS] | None = None,
    max_players: app_commands.Range[int, MIN_PLAYERS, MAX_PLAYERS] = 64,
    casual: bool | None = None,
) -> None:
    await bot_of(interaction).tournaments.create(interaction, game, format, rounds, max_players, casual)


@tournament.command(name="start", description="Close sign-ups and play round 1 (organiser or Manage Server)")
@app_commands.describe(tournament="Tournament number (default: this server's newest with sign-ups open)")
async def start(interaction: discord.Interaction, tournament: ID | None = None) -> None:
    await bot_of(interaction).tournaments.start(interaction, tournament)


@tournament.command(name="standings", description="Points and tiebreaks of a tournament")
@app_commands.describe(tournament="Tournament number (default: this server's newest)")
async def standings(interaction: discord.Interaction, tournament: ID | None = None) -> None:
    await bot_of(interaction).tournaments.show_standings(interaction, tournament)


@tournament.command(name="drop", description="Leave a running tournament (a match you are playing is conceded)")
@app_commands.describe(tournament="Tournament number (default: this server's newest running one)")
async def drop(interaction: discord.Interaction, tournament: ID | None = None) -> None:
    await bot_of(interaction).tournaments.drop(interaction, tournament)


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(tournament)
