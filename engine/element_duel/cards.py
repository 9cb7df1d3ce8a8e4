"""The card schema, the ability vocabulary, and static card data built once per game.

A card's abilities are data: a list of `{"on": trigger, "do": operation, "n":
amount, "to": target}`. The rules text is generated from that data, so what a
card says is always what it does. Matches read the precomputed `CardInfo`
objects (outside the match state), never the JSON records.
"""

from __future__ import annotations

from engine.core import Card, CardDataError, Field, load_cards
from engine.core.paths import game_data
from engine.core.words import card, say

from .rules import ELEMENTS

PACKAGE = "element_duel"

# When an ability fires. Supports only have "summon": their ability applies at once.
TRIGGERS = ("summon", "attack", "counter", "destroyed")

# Which targets each operation accepts.
OPERATIONS: dict[str, frozenset[str]] = {
    "damage": frozenset({"enemy", "enemies", "foe", "random_enemy", "enemy_leader"}),
    "heal": frozenset({"ally", "allies", "self", "own_leader"}),
    "buff_atk": frozenset({"ally", "allies", "self"}),
    # The facts' two abilities that change Defense: Resistance raises it, Weaken lowers it.
    "resistance": frozenset({"ally", "allies", "self"}),
    "weaken": frozenset({"enemy", "enemies", "foe", "random_enemy"}),
    "debuff_atk": frozenset({"enemy", "enemies", "foe", "random_enemy"}),
    "draw": frozenset({"me"}),
    "mana": frozenset({"me"}),
    "destroy": frozenset({"enemy"}),
    "ready": frozenset({"ally"}),
}
# Targets the player picks when summoning; only on-summon abilities may have one.
CHOSEN = frozenset({"enemy", "ally"})
TARGETS = tuple(sorted(set().union(*OPERATIONS.values())))

ABILITY = {
    "on": Field(str, choices=TRIGGERS),
    "do": Field(str, choices=tuple(OPERATIONS)),
    "n": Field(int, min=1, max=20),
    "to": Field(str, choices=TARGETS),
}

SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "kind": Field(str, choices=("character", "support")),
    "element": Field(str, choices=ELEMENTS),
    "cost": Field(int, min=0, max=10),
    "attack": Field(int, required=False, default=0, min=0, max=20),
    "defense": Field(int, required=False, default=0, min=0, max=30),
    "genesis": Field(bool, required=False, default=False),
    "abilities": Field(list, required=False, default=[], items=ABILITY),
}


class CardInfo:
    """Static facts of one card, precomputed for the hot path."""

    __slots__ = ("id", "name", "kind", "element", "cost", "attack", "defense", "genesis",
                 "is_char", "abilities", "on", "chosen", "text", "ref", "summon_label")

    def __init__(self, rec: dict):
        self.id = rec["id"]
        self.name = rec["name"]
        self.kind = rec["kind"]
        self.element = rec["element"]
        self.cost = rec["cost"]
        self.attack = rec["attack"]
        self.defense = rec["defense"]
        self.genesis = rec["genesis"]
        self.is_char = self.kind == "character"
        self.abilities = tuple((a["on"], a["do"], a["n"], a["to"]) for a in rec["abilities"])
        self.on = {t: tuple(a[1:] for a in self.abilities if a[0] == t) for t in TRIGGERS}
        chosen = [a[1:] for a in self.abilities if a[3] in CHOSEN]
        self.chosen = chosen[0] if chosen else None
        self.text = ability_text(self)
        # the card as a message argument, and its summon option's label (built once)
        self.ref = card(self.id, self.name)
        self.summon_label = say("Summon {card} ({n} mana)", card=self.ref, n=self.cost)


def _check_abilities(rec: dict, where: str) -> None:
    for i, a in enumerate(rec["abilities"]):
        at = f"{where}: field 'abilities'[{i}]"
        if a["to"] not in OPERATIONS[a["do"]]:
            raise CardDataError(f"{at}: {a['do']!r} cannot target {a['to']!r}")
        if rec["kind"] == "support" and a["on"] != "summon":
            raise CardDataError(f"{at}: a support's ability applies when it is summoned")
        if a["on"] != "summon" and a["to"] in CHOSEN:
            raise CardDataError(f"{at}: only on-summon abilities may pick a target")
        if a["to"] == "foe" and a["on"] not in ("attack", "counter"):
            raise CardDataError(f"{at}: only attack and counterattack abilities have a foe")
        if a["to"] == "self" and rec["kind"] == "support":
            raise CardDataError(f"{at}: a support has no 'self' on the field")
    # Several effects may share the one target picked on summon, if they agree on
    # its side; "destroy" filters the targets, so it must be the only one.
    chosen = [a for a in rec["abilities"] if a["to"] in CHOSEN]
    if len({a["to"] for a in chosen}) > 1 or (len(chosen) > 1 and any(
            a["do"] == "destroy" for a in chosen)):
        raise CardDataError(f"{where}: field 'abilities': the effects that pick a target "
                            "must share one target")
    if rec["kind"] == "character" and rec["defense"] < 1:
        raise CardDataError(f"{where}: field 'defense': a character needs at least 1 defense")
    if rec["kind"] == "support":
        if rec["attack"] or rec["defense"] or rec["genesis"]:
            raise CardDataError(f"{where}: a support has no attack, defense or Genesis")
        if not rec["abilities"]:
            raise CardDataError(f"{where}: field 'abilities': a support needs an ability")


def load_pool() -> list[dict]:
    records: list[dict] = []
    ids: set[str] = set()
    names: set[str] = set()
    files = sorted(game_data(PACKAGE).glob("*.json"))
    if not files:
        raise CardDataError(f"{game_data(PACKAGE)}: no card files")
    for path in files:
        for rec in load_cards(path, SCHEMA):
            where = f"{path.name}: card {rec['name']!r}"
            if rec["id"] in ids:
                raise CardDataError(f"{where}: field 'id': duplicate id {rec['id']!r}")
            if rec["name"].lower() in names:
                raise CardDataError(f"{where}: field 'name': duplicate name {rec['name']!r}")
            ids.add(rec["id"])
            names.add(rec["name"].lower())
            _check_abilities(rec, where)
            records.append(rec)
    return records


def to_card(ci: CardInfo) -> Card:
    """The catalog entry of a card: what `/card` and the deck builder show."""
    if ci.kind == "support":
        data = {"element": ci.element, "cost": ci.cost}
    else:
        data = {"element": ci.element, "cost": ci.cost, "attack": ci.attack,
                "defense": ci.defense, "genesis": ci.genesis}
    return Card(ci.id, ci.name, ci.kind, {**data, "text": ci.text})


# ------------------------------------------------------------------ rules text
_WHEN = {"summon": "On summon", "attack": "After attacking",
         "counter": "After counterattacking", "destroyed": "When destroyed in battle"}
_WHO = {"enemy": "an enemy character", "enemies": "every enemy character",
        "foe": "the character it fought", "random_enemy": "a random enemy character",
        "enemy_leader": "the enemy leader", "ally": "a character of yours",
        "allies": "every character of yours", "self": "this character",
        "own_leader": "your leader"}


def _phrase(do: str, n: int, to: str, support: bool) -> str:
    who = _WHO.get(to, "")
    if to == "ally" and not support:
        who = "another character of yours"
    if do == "damage":
        return f"deal {n} damage to {who}"
    if do == "heal":
        if to == "own_leader":
            return f"your leader regains {n} life"
        return f"restore up to {n} defense to {who}"
    if do == "buff_atk":
        return f"give {who} +{n} attack"
    if do == "resistance":
        return f"Resistance {n} (give {who} +{n} defense)"
    if do == "weaken":
        return f"Weaken {n} (give {who} -{n} defense)"
    if do == "debuff_atk":
        return f"give {who} -{n} attack"
    if do == "draw":
        return f"draw {n} card" + ("s" if n > 1 else "")
    if do == "mana":
        return f"gain {n} mana this turn"
    if do == "destroy":
        return f"destroy an enemy character that costs {n} or less"
    return f"let {who} attack this turn even if it is summoned or has attacked"


def ability_text(ci: CardInfo) -> str:
    support = ci.kind == "support"
    parts = []
    if ci.genesis:
        parts.append("Genesis (can attack the turn it is summoned).")
    for trig in TRIGGERS:
        effects = ci.on[trig]
        if not effects:
            continue
        body = "; ".join(_phrase(do, n, to, support) for do, n, to in effects)
        if support:
            parts.append(body[0].upper() + body[1:] + ".")
        else:
            parts.append(f"{_WHEN[trig]}: {body}.")
    return " ".join(parts)
