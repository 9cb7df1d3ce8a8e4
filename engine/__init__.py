"""Duelhall's rules engine: pure Python, no I/O. See DESIGN.md for the contract."""

from .core import (
    WINDOWS,
    Block,
    Card,
    CardDataError,
    CardFace,
    Decision,
    Deck,
    DeckError,
    DeckFormat,
    Event,
    Game,
    IllegalAction,
    Match,
    MatchOption,
    Option,
    Result,
    Rng,
    SnapshotError,
    Stat,
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
    "Block", "Card", "CardFace", "Stat", "CardDataError", "Decision", "Deck", "DeckError", "DeckFormat", "Event", "Game",
    "IllegalAction", "Match", "MatchOption", "Option", "Result", "Rng", "SnapshotError", "UnknownCard", "UnknownGame", "WINDOWS", "games",
    "fill_seats", "fold", "get_game", "register", "seat_ref", "visible_cards",
]
