"""The contract every game implements, and the machinery they share."""

from .cardface import Block, CardFace, Stat
from .catalog import Field, load_cards, validate_record
from .errors import CardDataError, DeckError, IllegalAction, SnapshotError, UnknownCard, UnknownGame
from .game import Game, fold
from .match import Match
from .model import Card, Decision, Deck, Event, Option, Result, fill_seats, seat_ref, seats_in
from .registry import games, get_game, register, unregister
from .rng import Rng
from .shape import WINDOWS, DeckFormat, MatchOption, priority_window
from .steps import StepBook, StepError, StepMatch, empty_machine
from .visible import visible_cards

__all__ = [
    "Block", "Card", "CardFace", "Stat", "CardDataError", "Decision", "Deck", "DeckError", "DeckFormat", "Event", "Field", "Game",
    "IllegalAction", "Match", "MatchOption", "Option", "Result", "Rng", "SnapshotError", "StepBook",
    "StepError", "StepMatch", "UnknownCard", "empty_machine",
    "UnknownGame", "WINDOWS", "fill_seats", "fold", "games", "get_game", "load_cards", "priority_window", "register", "seat_ref",
    "seats_in", "unregister", "validate_record", "visible_cards",
]
