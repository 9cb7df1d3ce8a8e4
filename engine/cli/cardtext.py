"""Cards as the terminal prints them: one line for a hand, every field for `?` and `cards`.

Works on any card dict, a view's (with current stats) or a catalog `Card.to_dict()`,
of any game: known fields get words, other plain values their key, and structured
data the rules read (ability programs, deck limits' records) is never printed raw.
"""

from __future__ import annotations

import textwrap

# Never shown: instance bookkeeping, and the rules' own programs (the text says it in words).
_SKIP = {"iid", "id", "name", "text", "owner", "slot", "zone", "abilities", "play", "attach",
         "cards", "boost", "boost_kind", "boost_cost", "boost_text", "attack_text", "effects",
         "attached_to",
         "base_attack", "base_defense", "base_level", "base_types", "face_down", "kind", "type"}

# (key, how it reads) for the stats line, in the order a player reads them.
_LABELS = (
    ("subtype", "{}"), ("element", "{}"), ("universe", "{}"), ("character", "{}'s card"),
    ("cost", "cost {}"), ("gauge_cost", "gauge cost {}"), ("level", "level {}"),
    ("upkeep", "upkeep {}"),
)


def _range(v) -> str:
    if v is None:
        return "range -"
    if isinstance(v, list) and len(v) == 2:
        return f"range {v[0]}" if v[0] == v[1] else f"range {v[0]}-{v[1]}"
    return f"range {v}"


def _value(v) -> str | None:
    """A plain value in words, or None for structured data that is not for players."""
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, (int, float, str)):
        return str(v)
    if isinstance(v, list) and all(isinstance(x, (int, str)) for x in v):
        return ", ".join(str(x) for x in v) if v else None
    if isinstance(v, dict) and v and all(isinstance(x, (int, str)) for x in v.values()):
        return ", ".join(f"{k} {x}" for k, x in v.items())
    return None


def kind_of(card: dict) -> str:
    return str(card.get("kind") or card.get("type") or "card")


def stats_line(card: dict) -> str:
    """Cost and stats in one line: "unit · level 3 · Fire · 1500/1200"."""
    bits = [kind_of(card)]
    for key, fmt in _LABELS:
        v = card.get(key)
        if v is not None and v != "":
            bits.append(fmt.format(v))
    if card.get("types"):
        bits.append("/".join(str(t) for t in card["types"]))
    if card.get("attack") is not None and card.get("defense") is not None:
        bits.append(f"{card['attack']}/{card['defense']}")
    if "power" in card:  # Exceed attack cards
        bits.append(f"power {'-' if card['power'] is None else card['power']}")
        bits.append(f"speed {card.get('speed')}")
        bits.append(_range(card.get("range")))
        for key in ("armor", "guard"):
            if card.get(key):
                bits.append(f"{key} {card[key]}")
    if card.get("keywords") and not card.get("text"):
        bits.append(", ".join(card["keywords"]))
    return " · ".join(bits)


def hand_line(card: dict) -> str:
    """`Name (stats): text` for the hand listing."""
    text = card.get("text") or ""
    head = f"{card.get('name', '?')} ({stats_line(card)})"
    return f"{head}: {text}" if text else head


# Deck-building and per-turn limits, in words (0 means none).
_LIMITS = {
    "limit": lambda v: "copies in a deck: any number" if v == 0 else f"copies in a deck: at most {v}",
    "turn_limit": lambda v: f"at most {v} cast or deployed per turn" if v else None,
}

_SHOWN = {"subtype", "element", "universe", "character", "cost", "gauge_cost", "level", "upkeep",
          "types", "attack", "defense", "power", "speed", "range", "armor", "guard"}


def full_lines(card: dict, width: int = 78) -> list[str]:
    """Every field a player needs, in words: name, stats, rules text, then the rest."""
    lines = [str(card.get("name", "?")), "  " + stats_line(card)]
    changed = [f"{k[5:]} was {card[k]}" for k in ("base_attack", "base_defense", "base_level")
               if k in card]
    if changed:
        lines.append("  (printed: " + ", ".join(changed) + ")")
    for para in str(card.get("text") or "").split("\n"):
        if para.strip():
            lines.extend(textwrap.wrap(para, width, initial_indent="  ", subsequent_indent="  "))
    if not card.get("text"):
        lines.append("  (no rules text)")
    for key, v in card.items():
        if key in _SKIP or key in _SHOWN or key == "keywords" and card.get("text"):
            continue
        shown = _LIMITS[key](v) if key in _LIMITS and isinstance(v, int) else _value(v)
        if key in _LIMITS and shown is not None:
            lines.append(f"  {shown}")
        elif shown is not None:
            lines.extend(textwrap.wrap(f"{key.replace('_', ' ')}: {shown}", width,
                                       initial_indent="  ", subsequent_indent="    "))
    stack = card.get("stack")
    if isinstance(stack, list) and stack and isinstance(stack[0], dict):
        lines.append("  stacked on: " + ", ".join(str(c.get("name", "?")) for c in stack))
    return lines
