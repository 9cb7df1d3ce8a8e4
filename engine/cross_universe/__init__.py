"""Cross Universe: partners, mana upkeep, stacks of blocks, fights and combined attacks."""

from __future__ import annotations

from engine.core import Card, Deck, Game
from engine.core.paths import game_data

from .cards import CardDef, load_defs
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

    def ensure_loaded(self) -> None:
        if not self.defs:
            self.cards()

    def _starter_decks(self) -> list[Deck]:
        self.ensure_loaded()
        out = []
        for path in sorted((game_data("cross_universe") / "decks").glob("*.txt")):
            title = path.stem.replace("_", " ").title()
            out.append(self.parse_deck(path.read_text(encoding="utf-8"), name=title))
        return out

    def validate_deck(self, deck: Deck) -> list[str]:
        self.ensure_loaded()
        problems = []
        size = deck.size("main")
        if not 30 <= size <= 50:
            problems.append(f"a deck needs 30 to 50 cards, not {size}")
        names: dict[str, int] = {}
        units = set()
        for cid, n in deck.counts("main").items():
            d = self.defs.get(cid)
            if d is None:
                problems.append(f"unknown card {cid!r}")
                continue
            if d.ctype == "token":
                problems.append(f"{d.name} is a token and cannot be put in a deck")
                continue
            names[d.name] = names.get(d.name, 0) + n
            if d.ctype == "unit":
                units.add(cid)
        for name, n in names.items():
            d = self.card(name)
            limit = self.defs[d.id].limit
            if limit and n > limit:
                problems.append(f"at most {limit} {name} in a deck, not {n}")
        if not units:
            problems.append("a deck needs at least one unit to be the partner")
        for cid, _ in deck.section("partner"):
            d = self.defs.get(cid)
            if d is None or d.ctype != "unit":
                problems.append("the partner must be a unit")
            elif cid not in units:
                problems.append(f"the partner {d.name} must be one of the deck's cards")
        for extra in set(deck.sections) - {"main", "partner"}:
            problems.append(f"unknown deck section {extra!r}")
        return problems

    def new_match(self, decks, seed=0, options=None):
        self.ensure_loaded()
        return super().new_match(decks, seed, options)

    def load_match(self, text):
        self.ensure_loaded()
        return super().load_match(text)

    def describe(self, view: dict) -> str:
        return describe(view)


GAME = CrossUniverse()
