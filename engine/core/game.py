"""The Game base class: catalog, deck lists, starter decks, deck legality and match creation.

The chores every game shares live here once: the card catalog and its one
cached table of card facts (`info`), name lookups, starter decks read from
`data/<data_dir>/decks/`, the deck checks every game makes (unknown sections,
unknown cards, copy limits) and match creation and loading.
"""

from __future__ import annotations

import copy
import json
import unicodedata
from abc import ABC, abstractmethod
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path
from typing import Any

from .cardface import CardFace, generic_face
from .decklist import format_decklist, parse_decklist, suggest
from .errors import DeckError, UnknownCard
from .match import Match
from .model import Card, Deck
from .paths import game_data
from .shape import DECK_LIST, DeckFormat, MatchOption


class Game(ABC):
    """One registered game. Subclasses set the class attributes and the hooks."""

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 2
    match_class: type[Match] = Match
    # Deck-list sections: lists of "N Card" lines, and one-card "Section: Card" lines.
    deck_lists: tuple[str, ...] = ("main",)
    deck_singles: tuple[str, ...] = ()
    # One paragraph for /rules and `python -m engine games --long`.
    summary: str = ""
    rules_doc: str = ""
    # The languages (ISO 639-1) in which the game's full rules text exists, for /rules.
    rules_languages: tuple[str, ...] = ("en",)
    # How this game adjusts the AI's levels ({"normal": {"exploration": 0.25}}): Level fields
    # other than the clock budget. Only what a measurement in docs/ai.md supports.
    ai_levels: dict[str, dict] = {}
    # The game's folder under data/: its starter decks are `decks/*.txt` there, in
    # file-name order, or the files `decks/decks.json` lists ({"decks": [{"name", "file"}]}).
    data_dir: str = ""
    # The choices the rules leave to the players before a match, as `new_match` options
    # (a Game Level, who goes first); a front end offers exactly these.
    match_options: tuple[MatchOption, ...] = ()
    # Public card areas some players have beyond the game's own zones, by view key (a
    # player's entry in `view()`), with the name the rules give them; front ends list them.
    areas: dict[str, str] = {}
    # Whether this game's decisions carry `Decision.window`, so a player may set stops.
    has_windows: bool = False

    # ----------------------------------------------------------------- hooks
    def _load_info(self) -> dict[str, Any]:
        """The game's own card facts by card id (its CardInfo records), validated.

        Called once, through `info`. A game whose rules read nothing but the `Card`s
        (High Card, in the tests) keeps no such table: it is empty."""
        return {}

    @abstractmethod
    def _load_cards(self) -> list[Card]:
        """The catalog as `Card`s (built from `info` where the game has one)."""

    def _starter_name(self, path: Path, deck: Deck) -> str:
        """The name of the starter deck read from `path` (when decks.json gives none)."""
        return path.stem.replace("-", " ").replace("_", " ").title()

    def copy_limit(self, card: Card) -> int | None:
        """How many copies of `card` (counted by name) a deck may hold; None: no limit."""
        return None

    def copy_problem(self, card: Card, n: int, limit: int) -> str:
        """The sentence for a deck holding `n` copies of `card` where `limit` are allowed."""
        return f"at most {limit} copies of {card.name}, not {n}"

    def _deck_rules(self, deck: Deck) -> list[str]:
        """The game's own deck rules beyond sections, known cards and copy limits."""
        return []

    # --------------------------------------------------------------- catalog
    @cached_property
    def info(self) -> dict[str, Any]:
        """The game's card facts by card id, loaded once."""
        return self._load_info()

    def card_name(self, card_id: str, language: str) -> str | None:
        """The card's own printed name in `language` (ISO 639-1), or None where the game
        has none: a front end then shows `Card.name`. The engine speaks only English;
        this is data for front ends that translate."""
        return None

    def card_aliases(self, card: Card) -> tuple[str, ...]:
        """Other names a player may write for `card` (Cross Universe: its Japanese name)."""
        return ()

    @cached_property
    def _catalog(self) -> tuple[list[Card], dict[str, Card]]:
        cards = self._load_cards()
        index: dict[str, Card] = {}
        for c in cards:
            index[_key(c.id)] = c
        for c in cards:  # names win over ids only where they do not collide
            index.setdefault(_key(c.name), c)
        for c in cards:
            for alias in self.card_aliases(c):
                index.setdefault(_key(alias), c)
        return cards, index

    def cards(self) -> list[Card]:
        return list(self._catalog[0])

    def card(self, key: str) -> Card:
        found = self._catalog[1].get(_key(str(key)))
        if found is None:
            names = [c.name for c in self._catalog[0]]
            raise UnknownCard(f"no {self.name} card called {key!r}{suggest(str(key), names)}")
        return found

    def find_card(self, key: str) -> Card | None:
        return self._catalog[1].get(_key(str(key)))

    def search(self, query: str = "") -> list[Card]:
        q = _key(query)
        return [
            c for c in self._catalog[0]
            if q in _key(c.name) or q in _key(c.id) or any(q in _key(a) for a in self.card_aliases(c))
        ]

    # ----------------------------------------------------------------- decks
    def parse_deck(self, text: str, name: str = "") -> Deck:
        def resolve(written: str) -> str | None:
            c = self.find_card(written)
            return c.id if c else None

        return parse_decklist(
            text, self.id, resolve, [c.name for c in self._catalog[0]],
            self.deck_lists, self.deck_singles, name,
        )

    def format_deck(self, deck: Deck) -> str:
        return format_decklist(deck, lambda cid: self.card(cid).name, self.deck_lists, self.deck_singles)

    # The deck files this game reads and writes, by extension; "txt" (the deck list) first.
    deck_formats: dict[str, DeckFormat] = {"txt": DECK_LIST}

    def format_deck_as(self, deck: Deck, fmt: str) -> str:
        """The deck in one of `deck_formats` (another game's client's file, say)."""
        if fmt == "txt":
            return self.format_deck(deck)
        raise DeckError(f"{self.name} decks cannot be written as .{fmt} files")

    def deck_format_of(self, text: str) -> str:
        """Which of `deck_formats` a deck file's text is written in, so a front end can
        keep a deck list as written and turn any other file into one."""
        return "txt"

    def match_option(self, key: str) -> MatchOption | None:
        return next((o for o in self.match_options if o.key == key), None)

    def validate_deck(self, deck: Deck) -> list[str]:
        """Every problem with the deck, as sentences; [] means legal."""
        allowed = self.deck_lists + self.deck_singles
        problems = [f"unknown deck section {name!r}" for name in deck.sections if name not in allowed]
        totals: dict[str, tuple[Card, int]] = {}
        for section in self.deck_lists:
            for cid, n in deck.section(section):
                card = self._catalog[1].get(_key(str(cid)))
                if card is None or card.id != cid:
                    problems.append(f"unknown card {cid!r}")
                    continue
                seen = totals.get(card.name)
                totals[card.name] = (card, n + (seen[1] if seen else 0))
        for card, n in totals.values():
            limit = self.copy_limit(card)
            if limit is not None and n > limit:
                problems.append(self.copy_problem(card, n, limit))
        return problems + self._deck_rules(deck)

    def _starter_decks(self) -> list[Deck]:
        return list(self._starters)

    @cached_property
    def _starters(self) -> tuple[Deck, ...]:
        if not self.data_dir:
            return ()
        folder = game_data(self.data_dir) / "decks"
        index = folder / "decks.json"
        if index.is_file():
            listed = json.loads(index.read_text(encoding="utf-8"))["decks"]
            entries = [(folder / e["file"], e["name"]) for e in listed]
        else:
            entries = [(path, "") for path in sorted(folder.glob("*.txt"))]
        decks = []
        for path, name in entries:
            deck = self.parse_deck(path.read_text(encoding="utf-8"), name=name)
            if not name:
                deck.name = self._starter_name(path, deck)
            decks.append(deck)
        return tuple(decks)

    def starter_decks(self) -> list[Deck]:
        # Copies: a caller may rename or edit the deck it is handed.
        return copy.deepcopy(self._starter_decks())

    def starter_deck(self, name: str) -> Deck:
        for d in self._starter_decks():
            if d.name.lower() == name.strip().lower():
                return copy.deepcopy(d)
        names = [d.name for d in self._starter_decks()]
        raise DeckError(f"no starter deck called {name!r}{suggest(name, names)}")

    # --------------------------------------------------------------- matches
    def new_match(self, decks: list[Deck], seed: int = 0, options: dict | None = None) -> Match:
        if not self.min_players <= len(decks) <= self.max_players:
            raise DeckError(
                f"{self.name} is for {self.players_label()} players, not {len(decks)}"
            )
        for seat, deck in enumerate(decks):
            if not isinstance(deck, Deck):
                raise DeckError(f"seat {seat + 1}: not a deck")
            if deck.game != self.id:
                raise DeckError(f"seat {seat + 1}: that is a {deck.game} deck, not {self.id}")
            problems = self.validate_deck(deck)
            if problems:
                raise DeckError(f"seat {seat + 1}'s deck is not legal: " + "; ".join(problems))
        match = self.match_class(self, len(decks), int(seed), options)
        match._setup(decks)
        return match

    def load_match(self, text: str | bytes) -> Match:
        return self.match_class.from_json(self, text)

    def players_label(self) -> str:
        if self.min_players == self.max_players:
            return str(self.min_players)
        return f"{self.min_players}-{self.max_players}"

    def card_face(self, card: dict) -> CardFace:
        """A card dict (a view's or a catalog `to_dict()`) in words: kind, cost, stats,
        traits and its whole text (see `engine.core.cardface`). Games override it."""
        return generic_face(card)

    def said_texts(self) -> Iterable[str]:
        """The texts of the game's data that its engine says as whole messages (a card's
        question or option labels written by the data's compilers): each is a message whose
        msgid is the text itself, so a catalog holds them next to the code's templates
        (`python -m bot.i18n_catalog update` adds them). None by default."""
        return ()

    def describe(self, view: dict) -> str:
        """A text rendering of a view for the terminal; games may do better."""
        from .textview import render_view

        return render_view(view)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


def fold(text: str) -> str:
    """Text as names and searches compare it: NFKC folds full-width and other
    compatibility forms ("Ｓｔｏｎｅ", half-width katakana), then case is folded and NFKC
    applied again (Unicode's NFKC_Casefold idea), so a name typed on any keyboard
    matches."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def _key(text: str) -> str:
    return fold(text).strip()
