"""/duel: challenge, open, vs-ai, concede, status."""

from __future__ import annotations

import time

import discord
from discord import app_commands

import engine

from .. import ai_runner, i18n
from ..errors import UserError
from . import words
from .common import (
    GameArg,
    bot_of,
    deck_autocomplete,
    ephemeral,
    public_speaker,
    speaker,
    starter_autocomplete,
)
from .server_say import check_house_options, check_match_channel

duel = app_commands.Group(name="duel", description="Play a match", guild_only=True)


# The command's parameters for the match options games declare (Game.match_options), by
# the option's key. Discord needs a command's parameters before any game is picked, so
# each key a game may declare has one here; tests/bot/test_match_choices.py fails for a
# declared key without one.
PARAMETERS = {"level": "game_level", "first": "first"}


def declaring(key: str) -> list[tuple[engine.Game, engine.MatchOption]]:
    """The games that declare the match option `key`, with their declarations."""
    return [(g, o) for g in engine.games() if (o := g.match_option(key)) is not None]


def _help(key: str) -> str:
    """The parameter's help from its declarations: "Omniverse: the Game Level, 1-40 ..." """
    # Games that word the choice alike share one clause, so the help fits in 100 characters.
    games_by_help: dict[str, list[str]] = {}
    for g, o in declaring(key):
        games_by_help.setdefault(o.help, []).append(g.name)
    said = "; ".join(f"{', '.join(names)}: {help}" for help, names in games_by_help.items())
    return (said or "no game has this choice")[:100]


def _bounds(key: str) -> tuple[int, int]:
    options = [o for _, o in declaring(key)]
    return (min((o.low for o in options if o.low is not None), default=1),
            max((o.high for o in options if o.high is not None), default=1))


GAME_LEVEL, FIRST = _help("level"), _help("first")
LEVEL_LOW, LEVEL_HIGH = _bounds("level")


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
    game_level: app_commands.Range[int, LEVEL_LOW, LEVEL_HIGH] | None = None,
    first: str | None = None,
) -> None:
    _ = speaker(interaction)
    await check_match_channel(interaction, _)
    choices = match_choices(game, game_level, first, _)
    await check_house_options(interaction, game, choices, _)
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
    game_level: app_commands.Range[int, LEVEL_LOW, LEVEL_HIGH] | None = None,
    first: str | None = None,
) -> None:
    _ = speaker(interaction)
    await check_match_channel(interaction, _)
    choices = match_choices(game, game_level, first, _)
    await check_house_options(interaction, game, choices, _)
    await bot_of(interaction).lobby.open_table(interaction, game, players, casual, choices)


def match_choices(game, game_level: int | None, first: str | None,
                  _: i18n.Speaker | None = None) -> dict:
    """The rules' choices the players make before a match (the match options the game
    declares), by option key, checked before anything is posted."""
    _ = _ or i18n.Speaker(None)
    values = {"game_level": game_level, "first": first}
    given = {key: values[param] for key, param in PARAMETERS.items() if values[param] is not None}
    for key, value in given.items():
        option = game.match_option(key)
        if option is None:
            others = ", ".join(g.name for g, _o in declaring(key)) or _("no game")
            title = next((o.title for _g, o in declaring(key)), key)
            raise UserError(_("{game} has no {choice} choice; those options are for {others}. "
                              "Leave them out to play.", game=game.name, choice=_(title),
                              others=others))
        problem = None if option.seat else option.check(value, game.max_players)
        if problem:
            raise UserError(_("{game}: {choice} must be from {low} to {high}.", game=game.name,
                              choice=_(option.title), low=option.low, high=option.high))
    return given


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
    await check_match_channel(interaction, speaker(interaction))
    await bot_of(interaction).lobby.vs_ai(interaction, game, deck, level, ai_deck)


def _session_here(interaction: discord.Interaction):
    session = bot_of(interaction).referee.sessions.in_channel(interaction.channel_id)
    if session is None:
        _ = speaker(interaction)
        raise UserError(_("There is no running match in this channel. Use this in a match thread."))
    return session


@duel.command(name="concede", description="Concede the match in this thread")
async def concede(interaction: discord.Interaction) -> None:
    session = _session_here(interaction)
    seat = session.seat_of(interaction.user.id)
    if seat is None:
        raise UserError(speaker(interaction)("You're not playing in this match."))
    said = await public_speaker(interaction)
    await interaction.response.send_message(
        said("{player} concedes.", player=interaction.user.mention),
        allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
    )
    await bot_of(interaction).referee.concede(session, seat, speaker(interaction))


@duel.command(name="status", description="Where the match in this thread stands")
async def status(interaction: discord.Interaction) -> None:
    bot = bot_of(interaction)
    _ = speaker(interaction)
    session = _session_here(interaction)
    settings = await bot.store.get_settings(session.guild_id)
    now = bot.referee.clock()
    lines = [
        _("**{game}**, match #{match} ({kind}), move {move}", game=session.game.name,
          match=session.id, kind=words.match_kind(_, session.kind), move=session.match.version),
        _("Players: {players}", players=", ".join(
            f"{i + 1}. {p.mention}" for i, p in enumerate(session.players))),
    ]
    for decision in session.match.pending():
        player = session.players[decision.seat]
        if decision.private and player.user_id != interaction.user.id:
            line = _("Waiting for {player} to choose in secret", player=player.mention)
        else:
            line = _("Waiting for {player}: {prompt} ({how_many})", player=player.mention,
                     prompt=session.say(decision.said, _.language),
                     how_many=words.how_many(_, decision))
        if decision.deadline_s is not None:
            when = f"<t:{int(time.time() + max(0.0, decision.deadline_s))}:R>"
            line += _(", turn clock {when}", when=when)
        if not player.is_ai and settings.forfeit_seconds:
            left = settings.forfeit_seconds - player.idle.idle(now)
            line += _(", forfeits if idle {when}", when=f"<t:{int(time.time() + max(0.0, left))}:R>")
        lines.append(line)
    lines.append(_("Idle rules: {rules}.", rules=words.idle_rules(_, settings)))
    await ephemeral(
        interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none()
    )


def register(tree: app_commands.CommandTree) -> None:
    tree.add_command(duel)
