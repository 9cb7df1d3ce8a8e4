"""The bot's words in the reader's language: gettext catalogs (`bot/locale/<lang>/
LC_MESSAGES/duelhall.po`, English msgids) read through Python's `gettext`.

Only the `.po` files are kept in the repository. Each is compiled to `.mo` in memory by
Babel the first time its language is asked for, so a fresh checkout, the tests and the
bot need no build step and a compiled file can never be older than its source.

Who reads what decides the language: an ephemeral reply speaks the clicking user's
Discord language (`interaction.locale`), a public message the server's (its
`/duelhall settings language`, else Discord's `interaction.guild_locale`). A language
without a catalog, and any message a catalog lacks, is English.

    _ = i18n.user(interaction)
    _("You have no {game} deck named \"{name}\".", game=..., name=...)
    _.plural("{n} card", "{n} cards", count)
"""

from __future__ import annotations

import functools
import gettext
import io
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from engine.core.words import english, render

DOMAIN = "duelhall"
LOCALE_DIR = Path(__file__).with_name("locale")
SOURCE = "en"
# Languages with a catalog; "ja" and "en" are complete, "de" covers the command surface.
LANGUAGES = ("en", "ja", "de")
COMPLETE = ("en", "ja")
# Context of a command, option or choice *name*: Discord holds names to their own rules
# (lowercase, no spaces), so a name is never the same entry as a sentence spelt alike.
NAME_CONTEXT = "name"


def language_of(locale: Any) -> str:
    """The catalog language for a Discord locale (`discord.Locale`, "ja", "en-US", None)."""
    code = str(getattr(locale, "value", locale) or "").lower()
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else SOURCE


def po_path(language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def _compile(path: Path, language: str, domain: str) -> gettext.NullTranslations:
    if language == SOURCE or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as po:
        parsed = read_po(po, locale=language, domain=domain)
    compiled = io.BytesIO()
    write_mo(compiled, parsed)  # fuzzy entries are left out, so they read as English
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@functools.cache
def catalog(language: str) -> gettext.NullTranslations:
    """The language's translations, compiled from its `.po` once per process."""
    return _compile(po_path(language), language, DOMAIN)


def _fill(text: str, values: dict[str, Any]) -> str:
    return text.format(**values) if values else text


def translate(locale: Any, msgid: str, **values: Any) -> str:
    """`msgid` in the locale's language, its `{placeholders}` filled from `values`."""
    return _fill(catalog(language_of(locale)).gettext(msgid), values)


def translate_plural(locale: Any, singular: str, plural: str, n: int, **values: Any) -> str:
    """The form for `n` (the language's own plural rule); `{n}` is filled with `n`."""
    return _fill(catalog(language_of(locale)).ngettext(singular, plural, n), {"n": n, **values})


def lookup(language: str, msgid: str, context: str | None = None) -> str | None:
    """The catalog's own entry for `msgid` (None where it has none), unlike gettext, which
    answers a missing entry with the msgid: a German name may be spelt as the English."""
    key = msgid if context is None else f"{context}\x04{msgid}"
    found = getattr(catalog(language), "_catalog", {}).get(key)
    return found if isinstance(found, str) and found else None


def translate_name(locale: Any, name: str) -> str | None:
    """A command, option or choice name in the locale's language, or None without one."""
    return lookup(language_of(locale), name, NAME_CONTEXT)


class Speaker:
    """`translate` bound to one language: what a command module calls `_`. It holds its
    catalog, since a hand view says dozens of messages each time it is drawn."""

    __slots__ = ("language", "_catalog")

    def __init__(self, locale: Any):
        self.language = language_of(locale)
        self._catalog = catalog(self.language)

    def __call__(self, msgid: str, **values: Any) -> str:
        return _fill(self._catalog.gettext(msgid), values)

    def plural(self, singular: str, plural: str, n: int, **values: Any) -> str:
        return _fill(self._catalog.ngettext(singular, plural, n), {"n": n, **values})

    def known(self, msgid: str, **values: Any) -> str | None:
        """`msgid` in this language where the catalog has it, else None (so a word a
        game wrote that the catalog lacks stays as written, in English too)."""
        found = lookup(self.language, msgid)
        return None if found is None else _fill(found, values)


# For code that speaks before it knows to whom (defaults of pure builders, tests).
ENGLISH = Speaker(SOURCE)


def N_(msgid: str) -> str:
    """Marks a constant message for the catalog; it is translated where it is said."""
    return msgid


def user(interaction: Any) -> Speaker:
    """For an answer only the user sees: their own Discord language."""
    return Speaker(getattr(interaction, "locale", None))


def server_language(setting: str | None, guild_locale: Any) -> str:
    """The language of a server's public messages: its setting, else Discord's."""
    return language_of(setting) if setting else language_of(guild_locale)


# ------------------------------------------------------------ the games' words
# What an engine says (events, prompts, option labels, results) is data (engine.core.
# words); its templates live in one catalog per engine package, `engine-<package>.po`
# beside the bot's own, with the core's (a concession, "board updated") in
# `engine-core.po`. A game without a catalog (a test's toy game) speaks English.
ENGINE_CORE = "core"
# How each language joins a list argument.
LIST_COMMA = {"ja": "、"}


def engine_po_path(language: str, package: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"engine-{package}.po"


def engine_package(game: Any) -> str:
    """The engine package a game lives in ("cross_universe"), which names its catalog."""
    parts = type(game).__module__.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "engine" else ""


@functools.cache
def engine_catalog(language: str, package: str) -> gettext.NullTranslations:
    """The game's templates in `language`, falling back to the core's, then English."""
    own = _compile(engine_po_path(language, package), language, f"engine-{package}")
    if package != ENGINE_CORE:
        own.add_fallback(engine_catalog(language, ENGINE_CORE))
    return own


class GameSpeaker:
    """A game's messages (engine.core.words) in one language: what the bot calls to put
    an event, prompt, label or result into words. Card arguments are named by the
    game in that language (Cross Universe's Japanese names); card text stays as printed."""

    __slots__ = ("language", "_game", "_gettext", "_comma")

    def __init__(self, language: str, game: Any):
        self.language = language
        self._game = game
        self._gettext = engine_catalog(language, engine_package(game)).gettext
        self._comma = LIST_COMMA.get(language, ", ")

    def _name(self, card: dict) -> str:
        try:
            own = self._game.card_name(str(card["card"]), self.language)
        except (AttributeError, KeyError, LookupError, ValueError):
            own = None  # a toy game, or an id the catalog lacks: the engine's name
        return own or str(card.get("name", ""))

    def __call__(self, words: Any) -> str:
        if self.language == SOURCE:
            return english(words)
        return render(words, self._gettext, self._name, self._comma)


@functools.cache
def _game_speaker(language: str, game: Any) -> GameSpeaker:
    return GameSpeaker(language, game)


def game_speaker(language: Any, game: Any) -> GameSpeaker:
    """The speaker of `game` in a language (a code or a Discord locale), kept per pair."""
    return _game_speaker(language_of(language), game)


class TableSpeaker(Speaker):
    """A speaker of the bot's words that can also say one game's messages (`words`): what
    the bot hands `render.describe`, so a view's engine messages (Cross Universe's stack
    blocks) read in the same language as the facts around them."""

    __slots__ = ("words",)

    def __init__(self, locale: Any, game: Any):
        super().__init__(locale)
        self.words = game_speaker(self.language, game)


def at_table(speaker: Speaker, game: Any) -> Speaker:
    """`speaker`'s language, able to say `game`'s messages too (a `TableSpeaker`)."""
    if isinstance(speaker, TableSpeaker) and speaker.words._game is game:
        return speaker
    return TableSpeaker(speaker.language, game)
