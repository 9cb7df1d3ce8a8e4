"""Slash commands in the reader's language: the catalog as discord.py's `Translator`.

discord.py asks the translator for every command, group, option and choice name and
description, once per Discord locale, while it builds the payload it syncs; the
answers become the payload's `name_localizations` and `description_localizations`.
Names are looked up under the catalog context "name" (Discord holds localized names to
the rules of names: lowercase, no spaces, 1-32 characters); descriptions and choice
names are sentences. A string the catalog lacks gets no localisation, and Discord
shows the English.
"""

from __future__ import annotations

from discord import Locale, app_commands
from discord.app_commands import TranslationContextLocation as Where

import engine

from . import i18n

NAME_LOCATIONS = frozenset({Where.command_name, Where.group_name, Where.parameter_name})


def _is_game_choice(context: app_commands.TranslationContext) -> bool:
    # Game names are the games' own names in every language, as their publishers print them.
    choice = context.data if context.location is Where.choice_name else None
    return choice is not None and choice.value in {g.id for g in engine.games()}


class CatalogTranslator(app_commands.Translator):
    async def load(self) -> None:
        # Compiling a catalog takes 20-90 ms; at start-up, not in the first reply's path.
        for language in i18n.LANGUAGES:
            i18n.catalog(language)

    async def translate(
        self, string: app_commands.locale_str, locale: Locale, context: app_commands.TranslationContext
    ) -> str | None:
        language = i18n.language_of(locale)
        if language == i18n.SOURCE or _is_game_choice(context):
            return None
        if context.location in NAME_LOCATIONS:
            return i18n.lookup(language, string.message, i18n.NAME_CONTEXT)
        return i18n.lookup(language, string.message)


class _Recorder(app_commands.Translator):
    """Answers nothing; notes what discord.py asked, in one locale."""

    def __init__(self) -> None:
        self.asked: set[tuple[str | None, str]] = set()

    async def translate(self, string, locale, context) -> None:
        if locale is Locale.japanese and not _is_game_choice(context):
            where = i18n.NAME_CONTEXT if context.location in NAME_LOCATIONS else None
            self.asked.add((where, string.message))
        return None


async def command_strings(tree: app_commands.CommandTree) -> set[tuple[str | None, str]]:
    """Every (context, msgid) of the command surface: exactly what a sync translates."""
    recorder = _Recorder()
    for command in tree.get_commands():
        await command.get_translated_payload(tree, recorder)
    return recorder.asked
