"""What Discord refuses in a command registration (PUT .../commands), names and
localisations above all: a bot whose Japanese or German names break Discord's rules
must fail here, not in production.

From Discord's "Application Command Naming": CHAT_INPUT command, subcommand and option
names match ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`` and use the lowercase
form of any letter that has one; USER and MESSAGE command names may be mixed case with
spaces. ``name_localizations`` and ``description_localizations`` are keyed by Discord
locales and their values follow the same rules as the name and description. Siblings
must have distinct names, and (this stand-in's reading, as a client could not tell them
apart) distinct localized names in every locale.
"""

from __future__ import annotations

import unicodedata
from typing import Any

# Discord's locales (Reference, "Locales").
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
    "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru",
    "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
})
CHAT_INPUT = 1
SUBCOMMANDS = (1, 2)
MAX_OPTIONS = 25
MAX_CHOICES = 25


def _name_char(ch: str) -> bool:
    if ch in "-_'":
        return True
    category = unicodedata.category(ch)
    if category[0] in "LN":
        return True
    # \p{sc=Deva} and \p{sc=Thai} take those scripts' combining marks too.
    return unicodedata.name(ch, "").startswith(("DEVANAGARI", "THAI"))


def name_problem(name: Any, chat_input: bool = True) -> str | None:
    if not isinstance(name, str) or not 1 <= len(name) <= 32:
        return f"name {name!r} must be 1-32 characters"
    if not chat_input:
        return None
    if not all(_name_char(ch) for ch in name):
        return f"name {name!r} does not match Discord's command name pattern"
    if name != name.lower():
        return f"name {name!r} must be lowercase"
    return None


def _text_problem(text: Any, what: str, low: int = 1, high: int = 100) -> str | None:
    if not isinstance(text, str) or not low <= len(text) <= high:
        return f"{what} {text!r} must be {low}-{high} characters"
    return None


def _localizations(entry: dict[str, Any], key: str, check, where: str) -> list[str]:
    found = entry.get(key)
    if found is None:
        return []
    if not isinstance(found, dict):
        return [f"{where}: {key} must be an object"]
    problems = []
    for locale, value in found.items():
        if locale not in LOCALES:
            problems.append(f"{where}: {key} has an unknown locale {locale!r}")
        elif (problem := check(value)) is not None:
            problems.append(f"{where}: {key}[{locale}]: {problem}")
    return problems


def _distinct(entries: list[dict[str, Any]], where: str) -> list[str]:
    problems = []
    names = [e.get("name") for e in entries]
    if len(set(names)) != len(names):
        problems.append(f"{where}: duplicate names {names}")
    for locale in LOCALES:
        local = [(e.get("name_localizations") or {}).get(locale, e.get("name")) for e in entries]
        if len(set(local)) != len(local):
            problems.append(f"{where}: duplicate {locale} names {local}")
    return problems


def _option_problems(option: dict[str, Any], where: str) -> list[str]:
    where = f"{where} {option.get('name')!r}"
    problems = []
    if (problem := name_problem(option.get("name"))) is not None:
        problems.append(f"{where}: {problem}")
    if (problem := _text_problem(option.get("description"), "description")) is not None:
        problems.append(f"{where}: {problem}")
    problems += _localizations(option, "name_localizations", name_problem, where)
    problems += _localizations(option, "description_localizations",
                               lambda v: _text_problem(v, "description"), where)
    choices = option.get("choices") or []
    if len(choices) > MAX_CHOICES:
        problems.append(f"{where}: more than {MAX_CHOICES} choices")
    for choice in choices:
        here = f"{where} choice {choice.get('name')!r}"
        if (problem := _text_problem(choice.get("name"), "choice name")) is not None:
            problems.append(f"{here}: {problem}")
        problems += _localizations(choice, "name_localizations",
                                   lambda v: _text_problem(v, "choice name"), here)
    problems += _children(option.get("options") or [], where)
    return problems


def _children(options: list[dict[str, Any]], where: str) -> list[str]:
    problems = []
    if len(options) > MAX_OPTIONS:
        problems.append(f"{where}: more than {MAX_OPTIONS} options")
    for option in options:
        problems += _option_problems(option, where)
    return problems + _distinct(options, where)


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    """Everything Discord would refuse in a bulk overwrite of `commands`."""
    problems = []
    for command in commands:
        kind = command.get("type", CHAT_INPUT)
        chat_input = kind == CHAT_INPUT
        where = f"command {command.get('name')!r}"
        if (problem := name_problem(command.get("name"), chat_input)) is not None:
            problems.append(f"{where}: {problem}")
        problems += _localizations(command, "name_localizations",
                                   lambda v, c=chat_input: name_problem(v, c), where)
        if chat_input:
            if (problem := _text_problem(command.get("description"), "description")) is not None:
                problems.append(f"{where}: {problem}")
            problems += _localizations(command, "description_localizations",
                                       lambda v: _text_problem(v, "description"), where)
            problems += _children(command.get("options") or [], where)
        elif command.get("description"):
            problems.append(f"{where}: a context menu command has no description")
    for kind in {c.get("type", CHAT_INPUT) for c in commands}:
        problems += _distinct([c for c in commands if c.get("type", CHAT_INPUT) == kind],
                              f"commands of type {kind}")
    return problems
