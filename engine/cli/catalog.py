"""`games`, `cards` and `deck validate`."""

from __future__ import annotations

import sys
from pathlib import Path

import engine
from engine.core import DeckError

from .cardtext import full_lines
from .common import CliError, game_or_fail


def run_games(args, out=None) -> int:
    out = out or sys.stdout
    for g in engine.games():
        print(f"{g.id:<16} {g.name:<26} {g.players_label()} players", file=out)
    return 0


def run_cards(args, out=None) -> int:
    """One card in full when the query names it (or only one card matches); else a list."""
    out = out or sys.stdout
    game = game_or_fail(args.game)
    exact = game.find_card(args.query) if args.query else None
    found = [exact] if exact is not None else game.search(args.query or "")
    if args.query and len(found) == 1:
        for line in full_lines(game, found[0].to_dict()):
            print(line, file=out)
        return 0
    for c in found[: args.limit]:
        print(f"{c.id:<24} {c.name:<32} {c.kind}", file=out)
    if len(found) > args.limit:
        print(f"... and {len(found) - args.limit} more (use --limit)", file=out)
    if not found:
        print(f"no {game.name} card matches {args.query!r}", file=out)
    return 0


def run_deck_validate(args, out=None) -> int:
    out = out or sys.stdout
    game = game_or_fail(args.game)
    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CliError(f"{args.file}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{args.file}: cannot read the file ({exc})") from None
    try:
        deck = game.parse_deck(text, name=path.stem)
    except DeckError as exc:
        raise CliError(f"{args.file}: {exc}") from None
    problems = game.validate_deck(deck)
    if problems:
        for p in problems:
            print(f"{args.file}: {p}", file=out)
        return 2
    print("legal", file=out)
    return 0
