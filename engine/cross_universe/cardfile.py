"""Loading the card file: every record of `data/cross_universe/cards.json` checked against
the schema (cards.py) and the effect vocabulary (effects.py's operations, queries.py's
selectors and conditions), then made a CardDef with its programs compiled. A typo fails
naming the file, the card and the field before any match starts.
"""

from __future__ import annotations

from engine.core import CardDataError, load_cards
from engine.core.paths import game_data

from .cards import PACKAGE, SCHEMA, CardDef, program_ops
from .effects import check_mods, check_program, compile_program
from .queries import check_conditions, check_selectors


def load_defs() -> list[CardDef]:
    path = game_data(PACKAGE) / "cards.json"
    records = load_cards(path, SCHEMA)
    out = []
    for rec in records:
        where = f"{path.name}: card {rec['name']!r}"
        if rec["type"] in ("spell", "item") and not rec["subtype"]:
            raise CardDataError(f"{where}: field 'subtype' is missing")
        if rec["type"] in ("unit", "token") and (rec["attack"] is None or rec["defense"] is None):
            raise CardDataError(f"{where}: a unit needs 'attack' and 'defense'")
        if rec["subtype"] in ("enchant", "equipable") and rec["attach"] is None:
            rec["attach"] = {}
        check_conditions(rec["play"], f"{where}: field 'play'")
        check_selectors({"sel": rec["attach"] or {}}, f"{where}: field 'attach'")
        for i, ab in enumerate(rec["abilities"]):
            _check_ability(rec, i, ab, where)
        out.append(CardDef(rec, compile_program))
    return out


def _check_ability(card: dict, i: int, ab: dict, where: str) -> None:
    w = f"{where}: ability {i + 1}"
    check_selectors(ab.get("when") or {}, f"{w}: field 'when'")
    check_selectors({"sel": (ab.get("uses") or {}).get("sel") or {}}, f"{w}: field 'uses'")
    check_conditions(ab["cond"], f"{w}: field 'cond'")
    check_program(ab["cost"], f"{w}: field 'cost'")
    check_program(ab["do"], f"{w}: field 'do'")
    check_mods(ab["mods"], f"{w}: field 'mods'")
    kind = ab["kind"]
    if not ab["granted"] and not ab["timing"].strip():
        # a card's own ability says when it works; one it gives away is quoted by the giver
        raise CardDataError(f"{w}: field 'timing' is missing (when the ability works, "
                            "in the card's words)")
    if kind == "trigger" and not ab.get("when"):
        raise CardDataError(f"{w}: a trigger ability needs 'when'")
    if kind == "static" and not ab["mods"]:
        raise CardDataError(f"{w}: a static ability needs 'mods'")
    if kind == "static" and (ab["cost"] or ab["do"]):
        # what it does is its modifiers; a guard's use is checked without programs
        raise CardDataError(f"{w}: a static ability has no 'cost' or 'do' program")
    if kind == "cast" and card["type"] not in ("spell", "item"):
        raise CardDataError(f"{w}: only spells and items have cast abilities")
    if ab["granted"] and (kind == "cast" or ab["zone"] != "field"):
        raise CardDataError(f"{w}: an ability given to another card works on the field and "
                            "is not a cast ability")
    for k in _grant_indices(ab):
        if not (0 <= k < len(card["abilities"])) or not card["abilities"][k].get("granted"):
            raise CardDataError(f"{w}: 'grant' must name an ability of this card marked "
                                f"\"granted\" (ability {k + 1} is not)")


def _grant_indices(ab: dict) -> list[int]:
    """The abilities of its own card that an ability gives (a static's {"grant": i}, an
    operation {"op": "grant", "ab": i}, also inside "if" / "delayed")."""
    out = [mod["grant"] for mod in ab["mods"] if "grant" in mod]
    out += [op["ab"] for part in ("cost", "do") for op in program_ops(ab[part])
            if op.get("op") == "grant" and isinstance(op.get("ab"), int)]
    return out
