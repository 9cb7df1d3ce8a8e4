"""Pieces every command module uses: the game parameter, autocomplete, replies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

import engine
from engine import Game, UnknownGame

from .. import i18n
from ..errors import UserError, reply

if TYPE_CHECKING:
    from ..app import DuelhallBot

AUTOCOMPLETE_LIMIT = 25
# Command modules answer refusals and confirmations with this.
ephemeral = reply


def bot_of(interaction: discord.Interaction) -> DuelhallBot:
    return interaction.client  # type: ignore[return-value]


def speaker(interaction: discord.Interaction) -> i18n.Speaker:
    """For replies only the user sees: their Discord language."""
    return i18n.user(interaction)


async def public_speaker(interaction: discord.Interaction) -> i18n.Speaker:
    """For a message everyone in the channel reads: the server's language (its setting,
    else Discord's); in a DM, the user's."""
    setting = ""
    if interaction.guild_id is not None and interaction.guild is not None:
        setting = (await bot_of(interaction).store.get_settings(interaction.guild_id)).language
    return i18n.Speaker(i18n.server_language(setting, interaction.guild_locale or interaction.locale))


def game_by_id(game_id: str, _: i18n.Speaker | None = None) -> Game:
    try:
        return engine.get_game(game_id)
    except UnknownGame:
        _ = _ or i18n.Speaker(None)
        raise UserError(_("There is no game called {game}.", game=game_id)) from None


def game_name(game_id: str) -> str:
    try:
        return engine.get_game(game_id).name
    except UnknownGame:
        return game_id


class GameParam(app_commands.Transformer):
    """A game, offered as a fixed list of choices (every registered game)."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def choices(self):
        return [app_commands.Choice(name=g.name, value=g.id) for g in engine.games()][:25]

    async def transform(self, interaction: discord.Interaction, value: str) -> Game:
        return game_by_id(value, speaker(interaction))


GameArg = app_commands.Transform[Game, GameParam]


def namespace_game(interaction: discord.Interaction) -> Game | None:
    """The game already filled in, while the user types another option."""
    value = getattr(interaction.namespace, "game", None)
    if isinstance(value, Game):
        return value
    try:
        return engine.get_game(value) if value else None
    except UnknownGame:
        return None


async def deck_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The user's saved decks (for the chosen game, or all games) and the starters."""
    bot = bot_of(interaction)
    _ = speaker(interaction)
    game = namespace_game(interaction)
    wanted = current.strip().casefold()
    names: list[tuple[str, str]] = []
    decks = await bot.store.list_decks(interaction.user.id, game.id if game else None)
    for deck in decks:
        label = deck.name if game else f"{deck.name} ({game_name(deck.game)})"
        names.append((label, deck.name))
    if game is not None:
        names.extend((_("{deck} (starter)", deck=d.name), d.name) for d in game.starter_decks())
    return [
        app_commands.Choice(name=label[:100], value=value[:100])
        for label, value in names
        if wanted in label.casefold()
    ][:AUTOCOMPLETE_LIMIT]


async def starter_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The chosen game's starter decks (what the AI can play)."""
    game = namespace_game(interaction)
    if game is None:
        return []
    wanted = current.strip().casefold()
    return [
        app_commands.Choice(name=d.name[:100], value=d.name[:100])
        for d in game.starter_decks()
        if wanted in d.name.casefold()
    ][:AUTOCOMPLETE_LIMIT]


async def card_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    game = namespace_game(interaction)
    if game is None:
        return []
    # A Japanese reader sees the Japanese printing's names; the value stays the card's own.
    language = speaker(interaction).language
    return [
        app_commands.Choice(name=(game.card_name(c.id, language) or c.name)[:100], value=c.name[:100])
        for c in game.search(current)[:AUTOCOMPLETE_LIMIT]
    ]
