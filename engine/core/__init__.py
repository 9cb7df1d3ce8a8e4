"""The contract every game implements, and the machinery they share."""

from .catalog import Field, load_cards, validate_record
from .errors import CardDataError, DeckError, IllegalAction, SnapshotError, UnknownCard, UnknownGame
from .game import Game
from .match import Match
from .model import Card, Decision, Deck, Event, Option, Result
from .registry import games, get_game, register, unregister
from .rng import Rng

__all__ = [
    "Card", "CardDataError", "Decision", "Deck", "DeckError", "Event", "Field", "Game",
    "IllegalAction", "Match", "Option", "Result", "Rng", "SnapshotError", "UnknownCard",
    "UnknownGame", "games", "get_game", "load_cards", "register", "unregister", "validate_record",
]
