"""Cross Universe: partners, mana upkeep, stacks of blocks, fights and combined attacks.

Modules: queries (the read-only query layer at the bottom: derived name, level, Attack,
Defense, types and flags; selectors, conditions, expressions and event patterns; which
sets of cards meet a constraint; the abilities a card has), rules (the numbers and small
readings of the state), cards (schema, CardDef), cardfile (loading, checking and
compiling the card file), decks (deck legality), deckx (the online client's deck files),
match (the contract hooks), flow (every step the match runs, in one StepBook), migrate
(saved states of earlier shapes), turn (setup, phases, end of turn), stack (the right to
create blocks, creating, passing and resolving them, declaring attacks), abilities
(triggers and windows, uses; whether one may be used but for its programs), usable
(whether an ability may be used now), combat (fights), destruction (destroying a card and
the guards that may cancel it), effects (the operations of the effect vocabulary and
running programs), setchoice (choosing a set one card at a time), zones (card instances,
moves, draws, life, loss checks, the log), asks (questions to players), view (views and
the text board).
"""

from __future__ import annotations

from engine.core import Card, CardFace, Deck, DeckFormat, Game
from engine.core.shape import DECK_LIST

from .cardfile import load_defs
from .cards import PACKAGE, CardDef, said_texts
from .decks import deck_rules
from .deckx import format_deckx, looks_like_deckx, parse_deckx
from .match import CrossUniverseMatch
from .text import card_face
from .view import describe


class CrossUniverse(Game):
    id = "cross-universe"
    name = "Cross Universe"
    min_players = 2
    max_players = 2
    match_class = CrossUniverseMatch
    deck_lists = ("main",)
    deck_singles = ("partner",)
    rules_doc = "docs/rules/cross-universe.md"
    summary = (
        "Each player has a 30-50 card deck and a partner unit chosen from it, which stays on "
        "the field and costs its level in mana every turn (5 mana a turn, kept at most 5). "
        "Summon one unit a turn, cast spells at any time, deploy items, retire units for mana "
        "and attack: Attack beats Defense, the survivor counterattacks, and excess Attack "
        "against a partner is dealt to its player. Actions go on stacks of alternating blocks "
        "that resolve last in, first out. Reduce your opponent from 1000 life to 0, or make "
        "them draw from an empty deck or miss their partner's upkeep."
    )

    data_dir = PACKAGE
    deck_formats = {"txt": DECK_LIST,
                    "deckx": DeckFormat("deckx", "the online client's deck file")}
    # Its stacks' block decisions are priority windows a player may set stops for.
    has_windows = True

    def _load_info(self) -> dict[str, CardDef]:
        return {d.id: d for d in load_defs()}

    def _load_cards(self) -> list[Card]:
        return [Card(d.id, d.name, d.ctype, {**{k: v for k, v in d.record.items()
                                                if k not in ("id", "name")}, "text": d.full_text})
                for d in self.info.values()]

    def card_aliases(self, card: Card) -> tuple[str, ...]:
        ja = card.data.get("name_ja")
        return (ja,) if ja else ()

    def card_name(self, card_id: str, language: str) -> str | None:
        # The data carries the Japanese printing's names only.
        d = self.info.get(card_id) if language == "ja" else None
        return (d.record.get("name_ja") or None) if d is not None else None

    def parse_deck(self, text: str, name: str = "") -> Deck:
        """A deck list, or the online client's `.deckx` file (JSON)."""
        if looks_like_deckx(text):
            return parse_deckx(text, lambda cid: cid in self.info, name)
        return super().parse_deck(text, name)

    def deck_format_of(self, text: str) -> str:
        return "deckx" if looks_like_deckx(text) else "txt"

    def format_deck_as(self, deck: Deck, fmt: str) -> str:
        if fmt == "deckx":
            return format_deckx(deck)
        return super().format_deck_as(deck, fmt)

    def copy_limit(self, card: Card) -> int | None:
        d = self.info[card.id]
        if d.ctype == "token":
            return None  # a token is refused outright (decks.deck_rules)
        return d.limit or None  # 0: any number

    def copy_problem(self, card: Card, n: int, limit: int) -> str:
        return f"at most {limit} {card.name} in a deck, not {n}"

    def _deck_rules(self, deck: Deck) -> list[str]:
        return deck_rules(deck, self.info)

    def said_texts(self) -> list[str]:
        return said_texts(self.info.values())

    def describe(self, view: dict) -> str:
        return describe(view)

    def card_face(self, card: dict) -> CardFace:
        return card_face(self.info, card)


GAME = CrossUniverse()
