"""What the subcommands share: finding games, reading decks, failing with one line."""

from __future__ import annotations

import sys
from pathlib import Path

import engine
from engine.core import Deck, DeckError, UnknownGame


class CliError(Exception):
    """A user mistake: printed as one line, exit status 2."""


def game_or_fail(game_id: str) -> engine.Game:
    try:
        return engine.get_game(game_id)
    except UnknownGame as exc:
        raise CliError(str(exc)) from None


def read_deck(game: engine.Game, spec: str) -> Deck:
    """A deck from a file path, or a starter deck's name."""
    path = Path(spec)
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise CliError(f"{spec}: cannot read the file ({exc})") from None
        try:
            deck = game.parse_deck(text, name=path.stem)
        except DeckError as exc:
            raise CliError(f"{spec}: {exc}") from None
        problems = game.validate_deck(deck)
        if problems:
            raise CliError(f"{spec}: not a legal deck: " + "; ".join(problems))
        return deck
    try:
        return game.starter_deck(spec)
    except DeckError as exc:
        raise CliError(f"{spec!r} is neither a deck file nor a starter deck: {exc}") from None


def decks_for(game: engine.Game, specs: list[str] | None, players: int) -> list[Deck]:
    starters = game.starter_decks()
    if not starters and not specs:
        raise CliError(f"{game.id} has no starter decks; pass --deck FILE for each seat")
    specs = list(specs or [])
    decks = [read_deck(game, s) for s in specs]
    i = 0
    while len(decks) < players:
        decks.append(starters[(len(decks) + i) % len(starters)])
    return decks[:players]


def match_options(game: engine.Game, players: int, level: int | None = None,
                  first: str | None = None) -> dict:
    """Match options from the `play` flags (`--level` and `--first` set the game's declared
    options of those keys); a flag the game has no use for is refused."""
    given = {k: v for k, v in (("level", level), ("first", first)) if v is not None}
    allowed = [o.key for o in game.match_options]
    extra = [k for k in given if k not in allowed]
    if extra:
        raise CliError(f"{game.name} has no --{extra[0]} option"
                       + (f" (its options: {', '.join('--' + k for k in allowed)})" if allowed else ""))
    options: dict = {}
    for key, value in given.items():
        if not game.match_option(key).seat:
            options[key] = value  # the game's own check names the range it allows
            continue
        raw = str(value).strip().lower()
        if raw == "random":
            options[key] = "random"
        elif raw.isdigit() and 1 <= int(raw) <= players:
            options[key] = int(raw) - 1
        else:
            raise CliError(f"--{key} must be 'random' or a player number from 1 to {players}, "
                           f"not {value!r}")
    return options


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2
