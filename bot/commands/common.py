"""Pieces every command module uses: the game parameter, autocomplete, replies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

import engine
from engine import Game, UnknownGame

from ..errors import UserError, reply

if TYPE_CHECKING:
    from ..app import DuelhallBot

AUTOCOMPLETE_LIMIT = 25
# Command modules answer refusals and confirmations with this.
ephemeral = reply


def bot_of(interaction: discord.Interaction) -> DuelhallBot:
    return interaction.client  # type: ignore[return-value]


def game_by_id(game_id: str) -> Game:
    try:
        return engine.get_game(game_id)
    except UnknownGame as exc:
        raise UserError(str(exc)) from None


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
        return game_by_id(value)


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
    game = namespace_game(interaction)
    wanted = current.strip().casefold()
    names: list[tuple[str, str]] = []
    decks = await bot.store.list_decks(interaction.user.id, game.id if game else None)
    for deck in decks:
        label = deck.name if game else f"{deck.name} ({game_name(deck.game)})"
        names.append((label, deck.name))
    if game is not None:
        names.extend((f"{d.name} (starter)", d.name) for d in game.starter_decks())
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
    return [
        app_commands.Choice(name=c.name[:100], value=c.name[:100]) for c in game.search(current)
    ][:AUTOCOMPLETE_LIMIT]
