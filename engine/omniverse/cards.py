"""Omniverse card data: the schema of the card files, the precomputed card records, card text.

Cards are data built from a small vocabulary of powers (see `POWER_DOS`); the
rules text of each card is generated from that data, so what a card says and
what the engine does can never drift apart.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Card, CardDataError, Field, load_cards, validate_record
from engine.core.paths import game_data
from engine.core.words import card as card_words

from .rules import COPY_LIMIT, EVENT_LIMIT

PACKAGE = "omniverse"  # the folder under data/ with the card files and starter decks

KINDS = ("champion", "ability", "ally", "artifact", "event")
ATTACHMENTS = ("ability", "ally", "artifact")
ALIGNMENTS = ("hero", "villain", "neutral")
GENDERS = ("male", "female", "none")

# When a power works:
#   static   - always, while the card is on the field (auras, extra attacks, slots...)
#   start    - at the beginning of its owner's turn (after the draw)
#   end      - at the end of its owner's turn
#   recruit  - when the champion is recruited
#   defeated - when the champion is defeated in combat (never when destroyed)
#   instead  - "instead of attacking": an action of a champion in attack stance
#   use      - an action of the champion (any stance); the card is then discarded if it is an ability
#   discard  - an attached ally or artifact is discarded to activate it (the champion's action)
#   defend   - a reaction while the champion defends (ignore the attack / destroy this card in their place)
#   play     - an event's one-time effect; also an instant event's reaction
WHENS = ("static", "start", "end", "recruit", "defeated", "instead", "use", "discard", "defend", "play")

# What a power does. Targeted ones ask for a target when used; automatic triggers
# (start, end, recruit, defeated) may only use untargeted ones.
TARGETED = {"damage": "opponent", "destroy": "champion", "revive": "fallen",
            "remove_attachment": "attachment"}
UNTARGETED = ("heal", "draw", "damage_opponents", "damage_all", "heal_all", "draw_all",
              "destroy_all", "clear_event", "damage_attacker")
STATIC_DOS = ("boost", "multiply", "attacks", "defends", "slots")
REACTION_DOS = ("ignore", "shield", "negate_event")
POWER_DOS = tuple(TARGETED) + UNTARGETED + STATIC_DOS + REACTION_DOS
AUTOMATIC = ("start", "end", "recruit", "defeated")

FILTER = {
    "types": Field(list, required=False, items=str),
    "alignment": Field(str, required=False, choices=ALIGNMENTS),
    "gender": Field(str, required=False, choices=GENDERS),
    "max_level": Field(int, required=False, min=1),
}

POWER = {
    "when": Field(str, choices=WHENS),
    "do": Field(str, choices=POWER_DOS),
    "amount": Field(int, required=False, default=0, min=0, max=20000),
    "n": Field(int, required=False, default=1, min=1, max=5),
    "attack": Field(int, required=False, default=0, min=-5000, max=5000),
    "defense": Field(int, required=False, default=0, min=-5000, max=5000),
    "factor": Field(int, required=False, default=1, min=1, max=4),
    "scope": Field(str, required=False, default="team",
                   choices=("team", "others", "enemies", "all")),
    "kind": Field(str, required=False, choices=ATTACHMENTS),
    "max_level": Field(int, required=False, min=1),
    "filter": Field(dict, required=False),
}

COMMON = {
    "id": Field(str),
    "name": Field(str),
    "kind": Field(str, choices=KINDS),
    "limit": Field(int, required=False, min=1, max=COPY_LIMIT),
    "flavor": Field(str, required=False, default=""),
    "powers": Field(list, required=False, default=[], items=POWER),
}

CHAMPION = {
    **COMMON,
    "alignment": Field(str, choices=ALIGNMENTS),
    "gender": Field(str, choices=GENDERS),
    "types": Field(list, items=str),
    "level": Field(int, min=1, max=60),
    "attack": Field(int, min=0, max=20000),
    "defense": Field(int, min=0, max=20000),
    "connections": Field(list, required=False, default=[], items={
        "card": Field(str),
        "any": Field(list, items=Field(list, items=str)),
    }),
    "requires": Field(dict, required=False),
}

REQUIRES = {"count": Field(int, min=1, max=5), "filter": Field(dict)}

ATTACHMENT = {
    **COMMON,
    "attack": Field(int, required=False, default=0, min=-5000, max=10000),
    "defense": Field(int, required=False, default=0, min=-5000, max=10000),
    "instant": Field(bool, required=False, default=False),
    "continuous": Field(bool, required=False, default=False),
    "connection": Field(bool, required=False, default=False),
    "hostile": Field(bool, required=False, default=False),
    "only": Field(dict, required=False),
    "alignment": Field(str, required=False, choices=ALIGNMENTS),
    "gender": Field(str, required=False, choices=GENDERS),
    "types": Field(list, required=False, default=[], items=str),
}

EVENT = {
    **COMMON,
    "continuous": Field(bool, required=False, default=False),
    "instant": Field(bool, required=False, default=False),
}

FILES = (("champions.json", CHAMPION), ("attachments.json", ATTACHMENT), ("events.json", EVENT))


@dataclass(slots=True)
class Info:
    """Static data of one card, precomputed for the hot path."""

    id: str
    name: str
    kind: str
    level: int = 0
    attack: int = 0
    defense: int = 0
    alignment: str | None = None
    gender: str | None = None
    types: frozenset = frozenset()
    instant: bool = False
    continuous: bool = False
    connection: bool = False
    hostile: bool = False
    only: dict | None = None
    limit: int = COPY_LIMIT
    powers: list = field(default_factory=list)
    connections: list = field(default_factory=list)
    requires: dict | None = None
    # derived
    by_when: dict = field(default_factory=dict)
    attacks: int = 1
    defends: int = 1
    slots: int = 1
    shield: bool = False
    ignore: bool = False
    negate: bool = False
    auras: list = field(default_factory=list)
    multiply: list = field(default_factory=list)
    text: str = ""
    flavor: str = ""
    # the card as a message argument (engine.core.words.card), made once
    words: dict = field(default_factory=dict)


def matches(flt: dict | None, info: Info) -> bool:
    """Does a champion or ally fit a filter (types: any of; other keys: equal / at most)?"""
    if not flt:
        return True
    types = flt.get("types")
    if types and not info.types.intersection(types):
        return False
    al = flt.get("alignment")
    if al and info.alignment != al:
        return False
    g = flt.get("gender")
    if g and info.gender != g:
        return False
    ml = flt.get("max_level")
    return not (ml and info.level > ml)


def _build(rec: dict) -> Info:
    kind = rec["kind"]
    info = Info(
        id=rec["id"], name=rec["name"], kind=kind,
        level=rec.get("level") or 0,
        attack=rec.get("attack") or 0, defense=rec.get("defense") or 0,
        alignment=rec.get("alignment"), gender=rec.get("gender"),
        types=frozenset(rec.get("types") or ()),
        instant=bool(rec.get("instant")),
        continuous=bool(rec.get("continuous")) or kind == "artifact",
        connection=bool(rec.get("connection")), hostile=bool(rec.get("hostile")),
        only=rec.get("only"), powers=[_clean(p) for p in rec.get("powers") or []],
        connections=rec.get("connections") or [], requires=rec.get("requires"),
        flavor=rec.get("flavor") or "",
    )
    info.words = card_words(info.id, info.name)
    info.limit = rec["limit"] if rec.get("limit") else (
        EVENT_LIMIT if kind == "event" else COPY_LIMIT)
    for p in info.powers:
        do = p["do"]
        if do not in STATIC_DOS and do not in REACTION_DOS:
            info.by_when.setdefault(p["when"], []).append(p)
        if do == "attacks":
            info.attacks = p["n"] + 1
        elif do == "defends":
            info.defends = p["n"] + 1
        elif do == "slots":
            info.slots = p["n"] + 1
        elif do == "shield":
            info.shield = True
        elif do == "ignore":
            info.ignore = True
        elif do == "negate_event":
            info.negate = True
        elif do == "boost":
            info.auras.append(p)
        elif do == "multiply":
            info.multiply.append(p)
    return info


def _nested(rec: dict, where: str) -> None:
    """Validate the objects inside a record, which the flat schema leaves alone."""
    if rec.get("only") is not None:
        rec["only"] = validate_record(rec["only"], FILTER, f"{where}: field 'only'")
    if rec.get("requires") is not None:
        req = validate_record(rec["requires"], REQUIRES, f"{where}: field 'requires'")
        req["filter"] = validate_record(req["filter"], FILTER, f"{where}: field 'requires'")
        rec["requires"] = req
    for i, p in enumerate(rec.get("powers") or []):
        if p.get("filter") is not None:
            p["filter"] = validate_record(p["filter"], FILTER, f"{where}: power {i + 1}")


def _clean(p: dict) -> dict:
    return {k: v for k, v in p.items() if v is not None}


def _check(info: Info, where: str, ids: set[str]) -> None:
    """Rules the schema cannot express; a broken card fails loading with a clear message."""
    for p in info.powers:
        when, do = p["when"], p["do"]
        if when in AUTOMATIC and do not in UNTARGETED:
            raise CardDataError(f"{where}: a '{when}' power must not need a target ({do!r})")
        if do in STATIC_DOS and when != "static":
            raise CardDataError(f"{where}: {do!r} is a static power")
        if do in ("ignore", "shield") and when != "defend":
            raise CardDataError(f"{where}: {do!r} is a 'defend' power")
        if do == "negate_event" and not (info.kind == "event" and info.instant and when == "play"):
            raise CardDataError(f"{where}: only an instant Event may negate Events")
        if when == "play" and info.kind != "event":
            raise CardDataError(f"{where}: only Events have 'play' powers")
        if info.kind == "event" and when not in ("play", "static"):
            raise CardDataError(f"{where}: an Event's powers are 'play' or 'static'")
        if info.kind == "event" and when == "static" and not info.continuous:
            raise CardDataError(f"{where}: only a Continuous Event has static powers")
        if when == "discard" and info.kind not in ("ally", "artifact"):
            raise CardDataError(f"{where}: only Allies and Artifacts are discarded to activate")
        if do == "slots" and info.kind != "champion":
            raise CardDataError(f"{where}: only a Champion may have extra attachment slots")
        if do == "damage_attacker" and when != "defeated":
            raise CardDataError(f"{where}: 'damage_attacker' only works when defeated")
    for when, pws in info.by_when.items():
        if sum(1 for p in pws if p["do"] in TARGETED) > 1:
            raise CardDataError(f"{where}: at most one targeted '{when}' power per card")
    for con in info.connections:
        if con["card"] not in ids:
            raise CardDataError(f"{where}: field 'connections': unknown card {con['card']!r}")
        for alt in con["any"]:
            for cid in alt:
                if cid not in ids:
                    raise CardDataError(f"{where}: field 'connections': unknown card {cid!r}")


def load() -> dict[str, Info]:
    """Every card of the pool by id, validated."""
    folder = game_data(PACKAGE)
    records: list[tuple[dict, str]] = []
    for fname, schema in FILES:
        for rec in load_cards(folder / fname, schema):
            records.append((rec, f"{fname}: card {rec['name']!r}"))
    ids = {r["id"] for r, _ in records}
    names: set[str] = set()
    out: dict[str, Info] = {}
    for rec, where in records:
        _nested(rec, where)
        if rec["id"] in out or rec["name"].lower() in names:
            raise CardDataError(f"{where}: the id or name is used by another card")
        info = _build(rec)
        _check(info, where, ids)
        names.add(rec["name"].lower())
        out[info.id] = info
    for info in out.values():
        for con in info.connections:
            if not out[con["card"]].connection:
                raise CardDataError(f"{info.name}: {out[con['card']].name} is not a Connection card")
        info.text = card_text(info, out)
    return out


def to_card(info: Info) -> Card:
    data: dict = {"text": info.text}
    if info.kind == "champion":
        data.update(level=info.level, attack=info.attack, defense=info.defense,
                    alignment=info.alignment, gender=info.gender, types=sorted(info.types))
    elif info.kind in ATTACHMENTS:
        data.update(attack=info.attack, defense=info.defense)
        if info.kind == "ally":
            data.update(alignment=info.alignment, gender=info.gender, types=sorted(info.types))
    if info.flavor:
        data["flavor"] = info.flavor
    return Card(info.id, info.name, info.kind, data)


# ------------------------------------------------------------------ card text
def _filter_text(flt: dict | None, noun: str = "Champions") -> str:
    if not flt:
        return noun
    bits = []
    if flt.get("gender"):
        bits.append(flt["gender"])
    if flt.get("alignment"):
        bits.append({"hero": "Hero", "villain": "Villain", "neutral": "Neutral"}[flt["alignment"]])
    if flt.get("types"):
        bits.append("/".join(flt["types"]))
    text = " ".join(bits + [noun])
    if flt.get("max_level"):
        text += f" of Level {flt['max_level']} or less"
    return text


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


def _power_text(p: dict, info: Info, cards: dict[str, Info]) -> str:
    do = p["do"]
    amt = p.get("amount", 0)
    n = p.get("n", 1)
    if do == "heal":
        body = f"you gain {amt} hit points"
    elif do == "draw":
        body = "draw a card" if n == 1 else f"draw {n} cards"
    elif do == "damage":
        body = f"deal {amt} damage to an opponent"
    elif do == "damage_opponents":
        body = f"deal {amt} damage to each opponent"
    elif do == "damage_all":
        body = f"deal {amt} damage to every player"
    elif do == "heal_all":
        body = f"every player gains {amt} hit points"
    elif do == "draw_all":
        body = "every player draws a card" if n == 1 else f"every player draws {n} cards"
    elif do == "destroy":
        body = "destroy an opponent's " + _filter_text({"max_level": p.get("max_level")}, "Champion")
    elif do == "destroy_all":
        body = "destroy every " + _filter_text({"max_level": p.get("max_level")}, "Champion")
    elif do == "revive":
        body = "return a defeated Champion from your discard pile to your hand"
    elif do == "remove_attachment":
        body = f"discard an {p.get('kind', 'attachment')} attached to an opponent's Champion"
    elif do == "clear_event":
        body = "destroy the Continuous Event in play"
    elif do == "damage_attacker":
        body = f"deal {amt} damage to the attacking player"
    elif do == "boost":
        who = {"team": "your", "others": "your other", "enemies": "your opponents'",
               "all": "all"}[p.get("scope", "team")]
        if info.kind == "event":
            who = "all"
        mods = []
        if p.get("attack"):
            mods.append(f"{_signed(p['attack'])} Attack")
        if p.get("defense"):
            mods.append(f"{_signed(p['defense'])} Defense")
        text = f"{who} {_filter_text(p.get('filter'))} have " + " and ".join(mods) + "."
        return text[0].upper() + text[1:]
    elif do == "multiply":
        return (f"Double the Attack of {_filter_text(p.get('filter'), 'Champions and Allies')}"
                if p.get("factor", 2) == 2 else
                f"Multiply the Attack of {_filter_text(p.get('filter'), 'Champions and Allies')} "
                f"by {p['factor']}") + " (an Ally's Attack bonus included)."
    elif do in ("attacks", "defends", "slots"):
        who = "This Champion" if info.kind == "champion" else "Its Champion"
        if do == "attacks":
            return f"{who} may attack " + ("twice" if n == 1 else f"{n + 1} times") + " each turn."
        if do == "defends":
            return f"{who} may defend against {n + 1} attacks before it is \"used\"."
        return f"{who} may have {n + 1} of your attachments."
    elif do == "ignore":
        return "When defending: ignore the attack."
    elif do == "shield":
        return "Destroy this card in their place."
    elif do == "negate_event":
        return "Negate an Event as it is played."
    else:  # pragma: no cover - the schema only admits the dos above
        raise CardDataError(f"{info.name}: unknown power {do!r}")
    prefix = {
        "start": "At the start of your turn: ",
        "end": "At the end of your turn: ",
        "recruit": "When recruited: ",
        "defeated": "When defeated: ",
        "instead": "Instead of attacking: ",
        "use": "Use: ",
        "discard": "Discard this card: ",
        "play": "",
    }[p["when"]]
    text = prefix + body
    return text[0].upper() + text[1:] + "."


def card_text(info: Info, cards: dict[str, Info]) -> str:
    lines: list[str] = []
    if info.kind == "champion":
        if info.requires:
            req = info.requires
            lines.append(f"Requires {req['count']} " + _filter_text(req["filter"])
                         + " on your team to recruit.")
        for con in info.connections:
            alts = " or ".join(" and ".join(cards[c].name for c in alt) for alt in con["any"])
            lines.append(f"{cards[con['card']].name}: {alts}.")
    elif info.kind in ATTACHMENTS:
        if info.connection:
            lines.append("Connection card.")
        if info.instant:
            lines.append("Instant use.")
        if info.kind == "ability" and info.continuous:
            lines.append("Continuous.")
        if info.hostile:
            lines.append("Attach to an opponent's Champion.")
        if info.only:
            lines.append("Only for " + _filter_text(info.only) + ".")
        mods = []
        if info.attack:
            mods.append(f"{_signed(info.attack)} Attack")
        if info.defense:
            mods.append(f"{_signed(info.defense)} Defense")
        if mods:
            how = {
                "ally": "Supports its Champion with ",
                "artifact": "Its Champion has ",
            }.get(info.kind, "Its Champion has " if info.continuous or info.hostile else "Bonus: ")
            lines.append(how + " and ".join(mods) + ".")
    elif info.kind == "event":
        if info.instant:
            lines.append("Instant use.")
        if info.continuous:
            lines.append("Continuous.")
    lines.extend(_power_text(p, info, cards) for p in info.powers)
    if info.limit == 1 and info.kind != "event":
        lines.append("One per deck.")
    elif info.kind == "event" and info.limit > 1:
        lines.append(f"Up to {info.limit} per deck.")
    return " ".join(lines)
