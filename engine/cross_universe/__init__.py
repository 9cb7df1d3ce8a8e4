"""Cross Universe: partners, mana upkeep, stacks of blocks, fights and combined attacks.

Modules: rules (the numbers and small readings of the state), cards (schema, loading,
CardDef), decks (deck legality), deckx (the online client's deck files), match (the
contract hooks), turn (setup, the loop, phases, end of turn), stack (the right to
create blocks, creating, passing and resolving them), abilities (when abilities may be
used; triggers and windows), combat (attacks, fights, destruction), effects (the
operations of the effect vocabulary and running programs), selectors (selectors,
conditions, expressions and event patterns), stats (derived level, Attack, Defense,
types and flags), zones (card instances, moves, draws, life, loss checks, the log),
asks (questions to players), view (views and the text board).
"""

from __future__ import annotations

import json

from engine.core import Card, Deck, Game
from engine.core.paths import game_data

from .cards import CardDef, load_defs
from .decks import problems
from .deckx import format_deckx, looks_like_deckx, parse_deckx
from .match import CrossUniverseMatch
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

    def __init__(self):
        self.defs: dict[str, CardDef] = {}
        self.programs: dict = {}
        self.zone_abilities: dict[str, set] = {}
        self.zone_triggers: dict[str, bool] = {}

    def _load_cards(self) -> list[Card]:
        defs = load_defs()
        self.defs = {d.id: d for d in defs}
        for d in defs:
            zones = {a["zone"] for a in d.abilities if a["kind"] in ("optional", "fast")}
            self.zone_abilities[d.id] = zones - {"field"}
            self.zone_triggers[d.id] = any(a["kind"] == "trigger" and a["zone"] in
                                           ("discard", "exile") for a in d.abilities)
        return [Card(d.id, d.name, d.ctype, {**{k: v for k, v in d.record.items()
                                                if k not in ("id", "name")}, "text": d.full_text})
                for d in defs]

    def card_aliases(self, card: Card) -> tuple[str, ...]:
        ja = card.data.get("name_ja")
        return (ja,) if ja else ()

    deck_formats = ("txt", "deckx")

    def parse_deck(self, text: str, name: str = "") -> Deck:
        """A deck list, or the online client's `.deckx` file (JSON)."""
        if looks_like_deckx(text):
            self.ensure_loaded()
            return parse_deckx(text, lambda cid: cid in self.defs, name)
        return super().parse_deck(text, name)

    def format_deck_as(self, deck: Deck, fmt: str) -> str:
        if fmt == "deckx":
            return format_deckx(deck)
        return super().format_deck_as(deck, fmt)

    def ensure_loaded(self) -> None:
        if not self.defs:
            self.cards()

    def _starter_decks(self) -> list[Deck]:
        self.ensure_loaded()
        folder = game_data("cross_universe") / "decks"
        index = json.loads((folder / "decks.json").read_text(encoding="utf-8"))
        return [self.parse_deck((folder / entry["file"]).read_text(encoding="utf-8"), name=entry["name"])
                for entry in index["decks"]]

    def validate_deck(self, deck: Deck) -> list[str]:
        self.ensure_loaded()
        return problems(deck, self.defs)

    def new_match(self, decks, seed=0, options=None):
        self.ensure_loaded()
        return super().new_match(decks, seed, options)

    def load_match(self, text):
        self.ensure_loaded()
        return super().load_match(text)

    def describe(self, view: dict) -> str:
        return describe(view)


GAME = CrossUniverse()
