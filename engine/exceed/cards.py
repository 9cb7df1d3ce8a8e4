"""Card and character data: loading, validation and the static tables the rules read.

Every attack card carries its effects as data keyed by timing (`during`, `before`,
`hit`, `after`, `reveal`, `set`, `end`, `now`, `always`); each effect names an
operation of the vocabulary in `effects.py` (`{"do": "push", "n": 2}`), composed
with `seq`, `choice` and `if`. Card data never changes during a match: the state
stores only instance ids, and these tables are looked up by card id.
"""

from __future__ import annotations

from difflib import get_close_matches
from pathlib import Path

from engine.core import Card, CardDataError, Field, load_cards, validate_record
from engine.core.paths import game_data
from engine.core.words import card, listed, say

TIMINGS = ("during", "before", "hit", "after", "now", "reveal", "set", "end", "always")
KINDS = ("normal", "special", "ultra")
NORMAL_IDS = ("grasp", "cross", "assault", "dive", "spike", "sweep", "focus", "block")

_EFFECTS = Field(list, required=False, default=[], items=dict)
CARD_SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "kind": Field(str, choices=KINDS),
    "range": Field((list, type(None)), items=Field(int, min=0, max=8)),
    "power": Field((int, str, type(None))),
    "speed": Field((int, str)),
    "armor": Field(int, required=False, default=0, min=0),
    "guard": Field(int, required=False, default=0, min=0),
    "gauge_cost": Field(int, required=False, default=0, min=0),
    "text": Field(str, required=False, default=""),
    "effects": _EFFECTS,
    "boost": Field(dict),
}
BOOST_SCHEMA = {
    "name": Field(str),
    "kind": Field(str, choices=("instant", "continuous", "transform", "overload")),
    "cost": Field(int, required=False, default=0, min=0),
    "text": Field(str),
    "effects": _EFFECTS,
}
CHARACTER_SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "exceed_name": Field(str),
    "exceed_cost": Field(int, min=0),
    "life": Field(int, required=False, default=30, min=1, max=30),
    "hand_bonus": Field(int, required=False, default=0, min=0),
    "hand_max": Field(int, required=False, default=7, min=1),
    # the Exceed side has no maximum hand size
    "exceed_hand_unlimited": Field(bool, required=False, default=False),
    # what each face-down continuous boost of the character adds to Power, and whether they
    # are sealed rather than discarded when they leave play
    "facedown_power": Field(int, required=False, default=0, min=0),
    "facedown_sealed": Field(bool, required=False, default=False),
    "text": Field(str),
    "exceed_text": Field(str),
    "pieces": Field(str, required=False, default=""),
}


def card_text(text: str) -> dict:
    """Words a card's data gives for its own effect (a prompt, an answer's label, a `why`) as a
    whole message: quoted as the data has it, in English like the card's printed text (the
    card-text fallback), so it has no template to translate."""
    return listed([text])


class CardInfo:
    """The static facts of one attack card, as the rules read them."""

    __slots__ = ("id", "name", "kind", "char", "rng", "power", "speed", "armor", "guard",
                 "cost", "text", "fx", "bname", "bkind", "bcost", "btext", "bfx", "ultra",
                 "px", "sx", "rules", "boostable", "full_text", "spend")

    def __init__(self, rec: dict, char: str):
        self.id = rec["id"]
        self.name = rec["name"]
        self.kind = rec["kind"]
        self.char = char
        self.rng = tuple(rec["range"]) if rec["range"] is not None else None
        self.px = rec["power"] == "X"
        self.sx = rec["speed"] == "X"
        self.power = rec["power"] if isinstance(rec["power"], int) else None
        self.speed = rec["speed"] if isinstance(rec["speed"], int) else 0
        self.armor = rec["armor"]
        self.guard = rec["guard"]
        self.cost = rec["gauge_cost"]
        self.text = rec["text"]
        self.fx = _by_timing(rec["effects"])
        b = rec["boost"]
        self.bname = b["name"]
        self.bkind = b["kind"]
        self.bcost = b["cost"]
        self.btext = b["text"]
        self.bfx = _by_timing(b["effects"])
        self.ultra = self.kind == "ultra"
        # a transformation is no boost; an Overload lower half is used only when setting an EX attack
        self.boostable = self.bkind in ("instant", "continuous")
        # standing rules granted while this card is a face-up boost or a transformation
        self.rules = frozenset(e["rule"] for e in self.bfx.get("always", ()) if e["do"] == "rule")
        # how a payment question offers this card: zone -> [(Force it pays, label)]; a
        # payment menu lists every card in hand and gauge, so the labels are built once
        me = card(self.id, self.name)
        if self.ultra:
            self.spend = {
                "hand": [(v, say("{card} (hand) for {n} Force", card=me, n=v)) for v in (1, 2)],
                "gauge": [(v, say("{card} (gauge) for {n} Force", card=me, n=v)) for v in (1, 2)]}
        else:
            self.spend = {"hand": [(1, say("{card} (hand)", card=me))],
                          "gauge": [(1, say("{card} (gauge)", card=me))]}
        # what a player reads: the attack's effects, then its boost (built once, shared by views)
        from .text import attack_blocks

        self.full_text = "\n".join(b.words() for b in attack_blocks(
            self.text, self.bname, self.bkind, self.bcost if self.boostable else None, self.btext))

    def card(self) -> Card:
        data = {
            "type": self.kind, "character": self.char or None,
            "range": list(self.rng) if self.rng else None,
            "power": "X" if self.px else self.power, "speed": "X" if self.sx else self.speed,
            "armor": self.armor, "guard": self.guard, "text": self.full_text,
            "attack_text": self.text,
            "boost": {"name": self.bname, "kind": self.bkind,
                      "cost": self.bcost if self.boostable else None,
                      "text": self.btext},
        }
        if self.ultra:
            data["gauge_cost"] = self.cost
        said = effect_texts(self.fx, self.bfx)
        if said:
            # the words the card's data gives its effects' questions and answers, which the
            # rules show as they are (cards.card_text): English card text, like "text"
            data["effect_texts"] = said
        return Card(self.id, self.name, self.kind, data)


_SAID_KEYS = ("text", "label", "ask", "pass", "why")


def effect_texts(*by_timing: dict) -> list[str]:
    """Every text the effects (by timing) carry for the rules to show, in order, once each."""
    out: dict[str, None] = {}

    def walk(e: dict) -> None:
        for k in _SAID_KEYS:
            if isinstance(e.get(k), str) and e[k]:
                out[e[k]] = None
        for k in ("then", "else"):
            if isinstance(e.get(k), dict):
                walk(e[k])
        for x in e.get("of", ()):
            if isinstance(x, dict):
                walk(x)

    for table in by_timing:
        for effects in table.values():
            for e in effects:
                walk(e)
    return list(out)


_CHAR_FACTS = tuple(CHARACTER_SCHEMA)


class CharInfo:
    """The static facts of one character, as its data file gives them."""

    __slots__ = (*_CHAR_FACTS, "cards")

    def __init__(self, rec: dict, cards: list[str]):
        for k in _CHAR_FACTS:
            setattr(self, k, rec[k])
        self.cards = tuple(cards)

    def card(self) -> Card:
        return Card(self.id, self.name, "character", {
            "exceed_name": self.exceed_name, "exceed_cost": self.exceed_cost,
            "starting_life": self.life, "text": self.text, "exceed_text": self.exceed_text,
            "pieces": self.pieces or None, "cards": list(self.cards),
        })


def _by_timing(effects: list[dict]) -> dict[str, tuple]:
    out: dict[str, list] = {}
    for e in effects:
        out.setdefault(e["when"], []).append(e)
    return {k: tuple(v) for k, v in out.items()}


def _check_effect(e, where: str, ops: set[str], top: bool, rules: frozenset[str]) -> None:
    if not isinstance(e, dict):
        raise CardDataError(f"{where}: an effect must be an object")
    if top and e.get("when") not in TIMINGS:
        raise CardDataError(f"{where}: field 'when' must be one of {', '.join(TIMINGS)}")
    if e.get("do") not in ops:
        raise CardDataError(f"{where}: unknown effect {e.get('do')!r}")
    # a misspelt standing rule would otherwise be a card that silently does nothing
    if e["do"] == "rule" and e.get("rule") not in rules:
        near = get_close_matches(str(e.get("rule")), rules, n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise CardDataError(f"{where}: unknown rule {e.get('rule')!r}{hint}: no rules code reads it")
    for key in ("of",):
        for i, sub in enumerate(e.get(key, ())):
            _check_effect(sub, f"{where}.{key}[{i}]", ops, False, rules)
    if "then" in e:
        _check_effect(e["then"], f"{where}.then", ops, False, rules)
    if "else" in e:
        _check_effect(e["else"], f"{where}.else", ops, False, rules)


def load_all(ops: set[str], conds: set[str], rules: frozenset[str]
             ) -> tuple[dict[str, CardInfo], dict[str, CharInfo]]:
    """Read data/exceed: normals.json and characters/*.json; fail naming file, card, field.

    `rules` is the set of standing-rule names the engine implements (rule_names.known_rules).
    """
    root = game_data("exceed")
    cards: dict[str, CardInfo] = {}
    chars: dict[str, CharInfo] = {}

    def take(path: Path, char: str) -> list[str]:
        ids = []
        for rec in load_cards(path, CARD_SCHEMA):
            where = f"{path.name}: card {rec['name']!r}"
            rec["boost"] = validate_record(rec["boost"], BOOST_SCHEMA, f"{where}: field 'boost'")
            for part, effs in (("effects", rec["effects"]), ("boost", rec["boost"]["effects"])):
                for i, e in enumerate(effs):
                    _check_effect(e, f"{where}: field {part!r}[{i}]", ops, True, rules)
                    _check_conds(e, f"{where}: field {part!r}[{i}]", conds)
            if rec["id"] in cards:
                raise CardDataError(f"{where}: field 'id': duplicate id {rec['id']!r}")
            cards[rec["id"]] = CardInfo(rec, char)
            ids.append(rec["id"])
        return ids

    normals = take(root / "normals.json", "")
    if tuple(normals) != NORMAL_IDS:
        raise CardDataError(f"normals.json: expected the normals {', '.join(NORMAL_IDS)}")
    for path in sorted((root / "characters").glob("*.json")):
        ids = take(path, path.stem)
        recs = load_cards(path, CHARACTER_SCHEMA, key="characters")
        if len(recs) != 1 or recs[0]["id"] != path.stem:
            raise CardDataError(f"{path.name}: needs exactly one character with id {path.stem!r}")
        kinds = [cards[i].kind for i in ids]
        if kinds.count("special") != 5 or kinds.count("ultra") != 2:
            raise CardDataError(f"{path.name}: a character needs 5 specials and 2 ultras")
        chars[path.stem] = CharInfo(recs[0], ids)
    return cards, chars


def _check_conds(e: dict, where: str, conds: set[str]) -> None:
    c = e.get("if")
    if c is not None and c not in conds:
        raise CardDataError(f"{where}: unknown condition {c!r}")
    for sub in e.get("of", ()):
        _check_conds(sub, where, conds)
    for key in ("then", "else"):
        if key in e:
            _check_conds(e[key], where, conds)

