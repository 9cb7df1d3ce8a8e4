"""Duelhall's rules engine: pure Python, no I/O. See DESIGN.md for the contract."""

from .core import (
    Card,
    CardDataError,
    Decision,
    Deck,
    DeckError,
    Event,
    Game,
    IllegalAction,
    Match,
    Option,
    Result,
    Rng,
    SnapshotError,
    UnknownCard,
    UnknownGame,
    games,
    get_game,
    register,
)

__all__ = [
    "Card", "CardDataError", "Decision", "Deck", "DeckError", "Event", "Game", "IllegalAction",
    "Match", "Option", "Result", "Rng", "SnapshotError", "UnknownCard", "UnknownGame", "games",
    "get_game", "register",
]
