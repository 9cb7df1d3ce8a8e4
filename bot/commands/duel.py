"""/duel: challenge, open, vs-ai, concede, status."""

from __future__ import annotations

import time

import discord
from discord import app_commands

from .. import ai_runner, idle, prompts
from ..errors import UserError
from .common import GameArg, bot_of, deck_autocomplete, ephemeral, starter_autocomplete

duel = app_commands.Group(name="duel", description="Play a match", guild_only=True)


GAME_LEVEL = "Omniverse: the Game Level, 1-40 (default 10)"
FIRST = "Omniverse: who goes first (default: at random)"


@duel.command(name="challenge", description="Challenge someone to a match")
@app_commands.describe(
    game="The game to play",
    opponent="Who you challenge",
    deck="Your deck (a saved deck or a starter); you can also pick it later",
    casual="Casual matches do not count for the ladder (default: the server's setting)",
    game_level=GAME_LEVEL,
    first=FIRST,
)
@app_commands.autocomplete(deck=deck_autocomplete)
@app_commands.choices(first=[app_commands.Choice(name=n, value=v) for n, v in
                             (("At random", "random"), ("Me", "me"), ("My opponent", "opponent"))])
async def challenge(
    interaction: discord.Interaction,
    game: GameArg,
    opponent: discord.User,
    deck: str | None = None,
    casual: bool | None = None,
    game_level: app_commands.Range[int, 1, 40] | None = None,
    first: str | None = None,
) -> None:
    choices = match_choices(game, game_level, first)
    await bot_of(interaction).lobby.challenge(interaction, game, opponent, deck, casual, choices)


@duel.command(name="open", description="Open a table that others join (for 3-4 player games)")
@app_commands.describe(game="The game to play", players="How many players, you included",
                       game_level=GAME_LEVEL, first=FIRST)
@app_commands.choices(first=[app_commands.Choice(name=n, value=v) for n, v in
                             (("At random", "random"), ("Me", "me"))])
async def open_table(
    interaction: discord.Interaction,
    game: GameArg,
    players: app_commands.Range[int, 2, 8],
    casual: bool | None = None,
    game_level: app_commands.Range[int, 1, 40] | None = None,
    first: str | None = None,
) -> None:
    choices = match_choices(game, game_level, first)
    await bot_of(interaction).lobby.open_table(interaction, game, players, casual, choices)


def match_choices(game, game_level: int | None, first: str | None) -> dict:
    """The rules' choices the players make before a match (Omniverse's Game Level and
    first player), checked before anything is posted; other games have none."""
    if game_level is None and first is None:
        return {}
    if game.id != "omniverse":
        raise UserError(f"{game.name} has no Game Level or first-player choice; those options "
                        "are for Omniverse. Leave them out to play.")
    out: dict = {}
    if game_level is not None:
        out["level"] = game_level
    if first is not None:
        out["first"] = first
    return out


@duel.command(name="vs-ai", description="Play against the computer (never ranked)")
@app_commands.describe(
    game="The game to play",
    deck="Your deck",
    level="How hard the AI plays",
    ai_deck="The starter deck the AI plays (default: one at random)",
)
@app_commands.choices(level=[app_commands.Choice(name=n, value=n) for n in ai_runner.levels()])
@app_commands.autocomplete(deck=deck_autocomplete, ai_deck=starter_autocomplete)
async def vs_ai(
    interaction: discord.Interaction,
    game: GameArg,
    deck: str | None = None,
    level: str = ai_runner.DEFAULT_LEVEL,
    ai_deck: str | None = None,
) -> None:
    await bot_of(interaction).lobby.vs_ai(interaction, game, deck, level, ai_deck)


def _session_here(interaction: discord.Interaction):
    session = bot_of(interaction).referee.sessions.in_channel(interaction.channel_id)
    if session is None:
        raise UserError("There is no running match in this channel. Use this in a match thread.")
    return session


@duel.command(name="concede", description="Concede the match in this thread")
async def concede(interaction: discord.Interaction) -> None:
    session = _session_here(interaction)
    seat = session.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("You're not playing in this match.")
    await interaction.response.send_message(
        f"{interaction.user.mention} concedes.",
        allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
    )
    await bot_of(interaction).referee.concede(session, seat)


@duel.command(name="status", description="Where the match in this thread stands")
async def status(interaction: discord.Interaction) -> None:
    bot = bot_of(interaction)
    session = _session_here(interaction)
    settings = await bot.store.get_settings(session.guild_id)
    now = bot.referee.clock()
    lines = [
        f"**{session.game.name}**, match #{session.id} ({session.kind}), move {session.match.version}",
        "Players: " + ", ".join(f"{i + 1}. {p.mention}" for i, p in enumerate(session.players)),
    ]
    for decision in session.match.pending():
        player = session.players[decision.seat]
        if decision.private and player.user_id != interaction.user.id:
            line = f"Waiting for {player.mention} to choose in secret"
        else:
            line = f"Waiting for {player.mention}: {decision.prompt} ({prompts.how_many(decision)})"
        if decision.deadline_s is not None:
            line += f", turn clock <t:{int(time.time() + max(0.0, decision.deadline_s))}:R>"
        if not player.is_ai and settings.forfeit_seconds:
            left = settings.forfeit_seconds - player.idle.idle(now)
            line += f", forfeits if idle <t:{int(time.time() + max(0.0, left))}:R>"
        lines.append(line)
    lines.append(f"Idle rules: {idle.describe(settings)}.")
    await ephemeral(
        interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none()
    )


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(duel)
