"""Universia card data: the schema of a card file and the static record the engine reads.

Each file `data/universia/*.json` holds one Universe: `{"universe": {"name", "generic"},
"cards": [...]}`. Cards are built from a small vocabulary: static keywords the
rules code checks by name, and effect records (`{"kw": "Draw", "n": 2}`) that
resolve when the card is played, activated or its Delay runs out.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.core import Card, CardDataError, Field, load_cards, validate_record
from engine.core.words import card, say

from .terms import KW

# Keywords a card simply has; the rules code asks `"Blocker" in info.kw`.
STATIC_KEYWORDS = (
    "Save", "Retreat", "INNUMERABLE",
    "Blocker", "Piercing", "Indestructable", "Alert", "Retaliation", "Evade", "Swift",
    "Alliance", "Maddness", "Blessed", "Guard", "FrontLiner",
    "Decoy", "ArmorPurge", "Fortitude", "Seperation", "Beserker", "Scapegoat", "Decode",
    "UseRequirement", "Ascension",
    "Battlements", "SupplyLine", "Delivery", "Delay", "HighCourage", "Endurance", "Leadership",
    "TeaWithTheGoddess", "DivineAnnoyance", "DivineIntervention", "BattlePlan",
    "BattleFormation", "DivineWrath", "DivineJudgement",
    "Loner", "Jamming",
)
# Keywords that are things a card does when it resolves.
EFFECT_KEYWORDS = (
    "Revive", "Abduct", "Waste", "Spare", "Recycle", "Draw", "Regress",
    "HighMoral", "HighGrit", "Strife", "Raze",
)
# Plain effects that are not glossary keywords (mostly for Traps).
PLAIN_EFFECTS = ("Destroy", "Negate", "Damage", "Heal", "Mana")
ALL_KEYWORDS = STATIC_KEYWORDS + EFFECT_KEYWORDS

# What UseRequirement may name: the checks a card is allowed to skip.
REQUIREMENTS = ("universe", "level", "student", "loner")

TYPES = ("monster", "evolution", "immaterial", "enhancement", "trap", "field")
# Types that live in the Nonmaterial Deck rather than the Main Deck.
NONMATERIAL_TYPES = ("evolution", "immaterial")
MONSTER_TYPES = ("monster", "evolution", "immaterial")

EFFECT = {
    "kw": Field(str, choices=EFFECT_KEYWORDS + PLAIN_EFFECTS),
    "n": Field(int, required=False, default=1, min=0, max=10000),
    "floor": Field(int, required=False, default=0, min=0, max=10),
}

SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "type": Field(str, choices=TYPES),
    "cost": Field(int, required=False, default=0, min=0, max=10),
    "attack": Field(int, required=False, default=0, min=0, max=10000),
    "defense": Field(int, required=False, default=0, min=0, max=10000),
    "level": Field(int, required=False, default=1, min=1, max=10),
    "keywords": Field(list, required=False, default=[], items=Field(str, choices=STATIC_KEYWORDS)),
    "effects": Field(list, required=False, default=[], items=EFFECT),
    "delayed": Field(list, required=False, default=[], items=EFFECT),
    "delay": Field(int, required=False, default=0, min=0, max=10),
    "permanent": Field(bool, required=False, default=False),
    "student": Field(str, required=False),
    "ignores": Field(list, required=False, default=[], items=Field(str, choices=REQUIREMENTS)),
    "jamming": Field(list, required=False, default=[], items=EFFECT),
    "boost_attack": Field(int, required=False, default=0, min=-5000, max=5000),
    "boost_defense": Field(int, required=False, default=0, min=-5000, max=5000),
    "text": Field(str),
}

UNIVERSE = {"name": Field(str), "generic": Field(bool)}


class CardInfo:
    """The static record of one card id, precomputed for the rules code's hot path."""

    __slots__ = (
        "id", "name", "type", "universe", "generic", "cost", "attack", "defense", "level",
        "kw", "effects", "delayed", "delay", "permanent", "student", "ignores", "jamming",
        "boost_attack", "boost_defense", "text", "main", "is_monster", "keywords", "labels",
        "ref",
    )

    def __init__(self, rec: dict, universe: str, generic: bool):
        self.id = rec["id"]
        self.name = rec["name"]
        self.type = rec["type"]
        self.universe = universe
        self.generic = generic
        self.cost = rec["cost"]
        self.attack = rec["attack"]
        self.defense = rec["defense"]
        self.level = rec["level"]
        self.kw = frozenset(rec["keywords"])
        self.effects = tuple(rec["effects"])
        self.delayed = tuple(rec["delayed"])
        self.delay = rec["delay"]
        self.permanent = rec["permanent"] or self.type == "field"
        self.student = rec["student"]
        self.ignores = frozenset(rec["ignores"])
        self.jamming = tuple(rec["jamming"])
        self.boost_attack = rec["boost_attack"]
        self.boost_defense = rec["boost_defense"]
        self.text = rec["text"]
        self.main = self.type not in NONMATERIAL_TYPES
        self.is_monster = self.type in MONSTER_TYPES
        # Every keyword the card carries, static and effect, in card order (for views).
        seen = list(rec["keywords"])
        for e in (*rec["effects"], *rec["delayed"]):
            if e["kw"] in EFFECT_KEYWORDS and e["kw"] not in seen:
                seen.append(e["kw"])
        self.keywords = tuple(seen)
        # The card as a message argument (engine.core.words), made once: messages name
        # cards by it, so a front end may show the name in its reader's language.
        self.ref = n = card(self.id, self.name)
        # Main Phase button labels (messages), built once (the option list is rebuilt
        # every decision).
        c = self.cost
        self.labels = {
            "play": say("Play {card} (cost {cost}, or set it for free)", card=n, cost=c),
            "trap": say("Set the Trap {card} (free)", card=n),
            "enh": say("Activate {card} (cost {cost})", card=n, cost=c),
            "stack": say("Stack {card} on a monster (cost {cost})", card=n, cost=c),
            "loner": say("Play the {kw} {card} (cost {cost})", kw=KW["Loner"], card=n,
                         cost=c),
            "flip": say("Flip {card} face-up (cost {cost})", card=n, cost=c),
        }

    def to_data(self) -> dict:
        d = {"type": self.type, "universe": self.universe, "cost": self.cost, "text": self.text,
             "keywords": list(self.keywords)}
        if self.is_monster:
            d.update(attack=self.attack, defense=self.defense, level=self.level)
        return d


def _check(info: CardInfo, where: str) -> None:
    """Cross-field rules a schema cannot express."""
    kw = info.kw
    if info.is_monster != (info.type in MONSTER_TYPES):
        raise CardDataError(f"{where}: inconsistent type")
    if ("Loner" in kw) != (info.type == "immaterial"):
        raise CardDataError(f"{where}: field 'keywords': Loner is exactly the immaterial cards")
    if info.type == "immaterial" and not info.student and "student" not in info.ignores:
        raise CardDataError(f"{where}: field 'student': a Loner names its student requirement")
    if ("Delay" in kw) != bool(info.delay):
        raise CardDataError(f"{where}: field 'delay': Delay needs a turn count and vice versa")
    if ("UseRequirement" in kw) != bool(info.ignores):
        raise CardDataError(f"{where}: field 'ignores': UseRequirement names what it ignores")
    if info.jamming and "Jamming" not in kw:
        raise CardDataError(f"{where}: field 'jamming': only a Jamming card defines Jamming text")
    if not info.main and kw & {"Save", "Ascension", "INNUMERABLE"}:
        raise CardDataError(f"{where}: field 'keywords': Nonmaterial cards cannot go to hand or deck")


def load_info(folder: Path) -> dict[str, CardInfo]:
    """The static record of every card of every universe file, by card id, validated."""
    info: dict[str, CardInfo] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            head = json.loads(path.read_text(encoding="utf-8")).get("universe")
        except (ValueError, AttributeError):
            head = None
        if not isinstance(head, dict):
            raise CardDataError(f"{path}: expected an object with a 'universe' record")
        uni = validate_record(head, UNIVERSE, f"{path.name}: universe")
        for rec in load_cards(path, SCHEMA):
            where = f"{path.name}: card {rec['name']!r}"
            if rec["id"] in info:
                raise CardDataError(f"{where}: field 'id': duplicate id {rec['id']!r}")
            ci = CardInfo(rec, uni["name"], uni["generic"])
            _check(ci, where)
            info[ci.id] = ci
    for ci in info.values():
        if ci.student and ci.student not in info:
            raise CardDataError(f"card {ci.name!r}: field 'student': no card {ci.student!r}")
    return info


def to_card(ci: CardInfo) -> Card:
    """The catalog entry (what `/card` and deck lists show) of a card's static record."""
    return Card(ci.id, ci.name, ci.type, ci.to_data())
