"""Keeping the catalogs in step with the code: `python -m bot.i18n_catalog update`.

The messages are what the converted modules (and `extracted_only()`'s) pass to `_` /
`_.plural` (extracted with Babel) and the whole command surface (what discord.py asks the translator while it
builds the synced payload). `update` adds new messages to every `.po` untranslated,
drops messages no code uses any more and keeps every translation; the catalog tests
(`tests/bot/test_i18n_catalog.py`) fail until the complete languages translate them.
"""

from __future__ import annotations

import asyncio
import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

from . import i18n

ROOT = Path(__file__).resolve().parent.parent
# The modules whose every user-facing string goes through the catalog; the AST test
# reads this list. A module joins it only once it is wholly converted.
CONVERTED = ("bot/commands", "bot/match", "bot/table.py", "bot/board.py", "bot/prompts.py",
             "bot/reader.py", "bot/stops.py", "bot/cardtext.py", "bot/rematch.py",
             "bot/replay.py", "bot/lobby.py", "bot/tournament", "bot/lobby_items.py",
             "bot/community_ui.py", "bot/kinds.py", "bot/guards.py", "bot/recovery.py",
             "bot/decklists.py", "bot/naming.py", "bot/spectate.py", "bot/sessions.py",
             "render/describe.py")
KEYWORDS = {"_": None, "N_": None, "plural": (1, 2)}
# The engines mark every template they say with engine.core.words.say.
ENGINE_KEYWORDS = {"say": (1,)}


def converted_files(entries: tuple[str, ...] = CONVERTED) -> list[Path]:
    files: list[Path] = []
    for entry in entries:
        path = ROOT / entry
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def code_messages() -> dict[str | tuple[str, str], list[tuple[str, int]]]:
    """msgid (a pair for plurals) -> where the code uses it."""
    found: dict[str | tuple[str, str], list[tuple[str, int]]] = {}
    for path in converted_files(CONVERTED + extracted_only()):
        for line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords=KEYWORDS
        ):
            found.setdefault(message, []).append((str(path.relative_to(ROOT)), line))
    return found


def command_messages() -> set[tuple[str | None, str]]:
    """(context, msgid) of every command, option and choice name and description."""
    import discord
    from discord import app_commands

    from . import commands
    from .i18n_commands import command_strings

    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    commands.register(tree)
    return asyncio.run(command_strings(tree))


def catalog_games() -> list:
    """The games Duelhall ships (tests register toy games of their own)."""
    import engine

    return [g for g in engine.games() if type(g).__module__.startswith("engine.")]


def template() -> Catalog:
    pot = Catalog(domain=i18n.DOMAIN, project="Duelhall")
    for message, places in sorted(code_messages().items(), key=lambda item: str(item[0])):
        pot.add(message, locations=places)
    for game in catalog_games():
        if game.summary:  # /rules shows it through the catalog
            pot.add(game.summary, auto_comments=[f"/rules summary of {game.name}"])
        for option in game.match_options:  # replies name a match option by its title
            if option.title not in pot:
                pot.add(option.title, auto_comments=["a match option's title"])
    for context, message in sorted(command_messages(), key=lambda item: (item[0] or "", item[1])):
        existing = pot.get(message, context=context)
        if existing is None:
            pot.add(message, context=context, auto_comments=["command surface"])
        elif "command surface" not in existing.auto_comments:
            # Also said in a reply; the German catalog needs it all the same.
            existing.auto_comments.append("command surface")
    return pot


def engine_packages() -> list[str]:
    """The engine packages whose words have a catalog: the core and every game."""
    games = sorted(p.name for p in (ROOT / "engine").iterdir()
                   if (p / "__init__.py").exists() and (p / "text.py").exists())
    return [i18n.ENGINE_CORE, *games]


def extracted_only() -> tuple[str, ...]:
    """Modules whose `_()` / `N_()` messages the catalog extracts, though they are not wholly
    converted: each game's render module (named after its engine package) says its board
    facts and card words through the speaker it is given, but the rest of it is drawing
    code full of literals the images show (layout keys, colours, fixed English drawn on
    cards), which the AST test of `CONVERTED` would flag. Only their extraction is shared."""
    return tuple(f"render/{p}.py" for p in engine_packages()
                 if (ROOT / "render" / f"{p}.py").exists())


def engine_messages(package: str) -> dict[str, list[tuple[str, int]]]:
    """template -> where `say("...")` uses it in engine/<package>; the texts of card data
    its games say as whole messages (`engine_data_texts`) too, with no place."""
    found: dict[str, list[tuple[str, int]]] = {}
    for path in sorted((ROOT / "engine" / package).rglob("*.py")):
        for line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords=ENGINE_KEYWORDS
        ):
            found.setdefault(message, []).append((str(path.relative_to(ROOT)), line))
    for text in engine_data_texts(package):
        found.setdefault(text, [])
    return found


def engine_data_texts(package: str) -> set[str]:
    """The data texts the games of engine/<package> say as whole messages
    (`Game.said_texts`: a card's question and option labels)."""
    return {text for game in catalog_games() if i18n.engine_package(game) == package
            for text in game.said_texts()}


def engine_template(package: str) -> Catalog:
    pot = Catalog(domain=f"engine-{package}", project="Duelhall")
    data = engine_data_texts(package)
    for message, places in sorted(engine_messages(package).items()):
        pot.add(message, locations=places, flags=("python-brace-format",) if "{" in message
                else (), auto_comments=["card data"] if message in data else ())
    return pot


def read(language: str, path: Path | None = None, domain: str = i18n.DOMAIN) -> Catalog:
    with (path or i18n.po_path(language)).open("rb") as po:
        return read_po(po, locale=language, domain=domain)


def update() -> None:
    _write(template(), i18n.LANGUAGES, i18n.po_path, i18n.DOMAIN)
    for package in engine_packages():
        _write(engine_template(package), i18n.COMPLETE,
               lambda language, p=package: i18n.engine_po_path(language, p), f"engine-{package}")


def _write(pot: Catalog, languages, path_of, domain: str) -> None:
    for language in languages:
        path = path_of(language)
        if path.exists():
            current = read(language, path, domain)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            current = Catalog(locale=language, domain=domain, project="Duelhall")
        # No fuzzy guesses: a guessed translation is shown as English until a person checks it.
        current.update(pot, no_fuzzy_matching=True)
        current.obsolete.clear()
        # A fuzzy header would leave the compiled catalog without its plural rule.
        current.fuzzy = False
        out = io.BytesIO()
        write_po(out, current, width=100, sort_output=True, include_lineno=False,
                 include_previous=False)
        # Only a change of messages rewrites a file (not the header's date alone).
        if not path.exists() or _undated(path.read_bytes()) != _undated(out.getvalue()):
            path.write_bytes(out.getvalue())


def _undated(po: bytes) -> bytes:
    return re.sub(rb'"POT-Creation-Date: [^"]*"', b"", po)


if __name__ == "__main__":
    if sys.argv[1:] != ["update"]:
        sys.exit("usage: python -m bot.i18n_catalog update")
    update()
