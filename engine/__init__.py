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
    fill_seats,
    fold,
    games,
    get_game,
    register,
    seat_ref,
    visible_cards,
)

__all__ = [
    "Card", "CardDataError", "Decision", "Deck", "DeckError", "Event", "Game", "IllegalAction",
    "Match", "Option", "Result", "Rng", "SnapshotError", "UnknownCard", "UnknownGame", "games",
    "fill_seats", "fold", "get_game", "register", "seat_ref", "visible_cards",
]
