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


@functools.cache
def catalog(language: str) -> gettext.NullTranslations:
    """The language's translations, compiled from its `.po` once per process."""
    path = po_path(language)
    if language == SOURCE or not path.exists():
        return gettext.NullTranslations()
    with path.open("rb") as po:
        parsed = read_po(po, locale=language, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, parsed)  # fuzzy entries are left out, so they read as English
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


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
