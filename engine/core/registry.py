"""The game registry: every subpackage of `engine` that exposes `GAME` is a game.

A game plugs in by existing; the core never lists games by name.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from .errors import UnknownGame
from .game import Game

_NOT_GAMES = {"core", "ai", "cli"}
ENGINE_DIR = Path(__file__).resolve().parents[1]
_games: dict[str, Game] = {}
_discovered = False


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    # The games are the packages beside engine/core (read from disk, not by importing
    # `engine`, which imports this module).
    for info in sorted(pkgutil.iter_modules([str(ENGINE_DIR)]), key=lambda i: i.name):
        if not info.ispkg or info.name in _NOT_GAMES or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"engine.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            register(game)


def register(game: Game) -> Game:
    """Add a game (also used by tests to register a game defined under tests/)."""
    if not game.id:
        raise ValueError("a game needs an id")
    existing = _games.get(game.id)
    if existing is not None and existing is not game:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    _games[game.id] = game
    return game


def unregister(game_id: str) -> None:
    _games.pop(game_id, None)


def games() -> list[Game]:
    _discover()
    return sorted(_games.values(), key=lambda g: g.id)


def get_game(game_id: str) -> Game:
    _discover()
    try:
        return _games[str(game_id).strip().lower()]
    except KeyError:
        from .decklist import suggest

        known = ", ".join(sorted(_games)) or "none"
        raise UnknownGame(
            f"unknown game {game_id!r}{suggest(str(game_id), _games)}; games: {known}"
        ) from None
