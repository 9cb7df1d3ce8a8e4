"""A card in words for Discord: the embed of `/card` and "Read a card", and the
one-line summary under a select option.

Every field a player needs is written out as a player would say it ("Range
1–2", "Boost: Fierce (continuous, cost 0): +2 Power."), never as raw data: no
Python repr, no "None", no braces. Fields that are machine data for the
engine (Cross Universe's structured abilities and play conditions) are left
out because the card's text already says them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

import discord
from discord.utils import escape_markdown

from engine import Game, UnknownCard

COLOUR = discord.Colour.dark_gold()
MAX_FIELDS = 25  # Discord's limit per embed
LINE = 100  # a select option's description

# Keys that are the embed's title/author, identify an instance, or are the
# engine's machine-readable form of what the text already says.
_SKIP = {"id", "iid", "name", "kind", "image", "text", "attack_text", "abilities", "play", "owner",
         "controller"}
# Stats read at a glance: short, side by side (inline), in this order.
_STATS = (
    ("cost", "Cost"), ("level", "Level"), ("attack", "Attack"), ("defense", "Defense"),
    ("range", "Range"), ("power", "Power"), ("speed", "Speed"), ("armor", "Armor"),
    ("guard", "Guard"), ("gauge_cost", "Gauge cost"), ("exceed_cost", "Exceed cost"),
    ("starting_life", "Starting life"),
)
# Exceed attack stats print a dash when the card has none ("No range, no Power").
_DASHED = {"range", "power"}
_LABELS = {
    "type": "Type", "subtype": "Subtype", "types": "Types", "keywords": "Keywords",
    "element": "Element", "universe": "Universe", "alignment": "Alignment", "gender": "Gender",
    "limit": "Copies per deck", "turn_limit": "Uses per turn", "attach": "Attaches to",
    "character": "Character", "exceed_name": "Exceed side", "exceed_text": "Exceeded",
    "pieces": "Pieces", "cards": "Cards", "genesis": "Genesis", "boost": "Boost",
    # Cross Universe: what a card on the field has gained, and the name it had in print
    "gained": "Gained abilities", "base_name": "Printed name", "also_named": "Also named",
}
FIELD_VALUE = 1024  # Discord's limit for an embed field's value
_SENTENCE = re.compile(r"(?<=[.!?])\s|\s/\s|\n")


def _word(value: Any) -> str:
    """One plain value as a player reads it."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, (list, tuple)):
        return ", ".join(_word(v) for v in value)
    if isinstance(value, Mapping):
        return "; ".join(f"{str(k).replace('_', ' ')} {_word(v)}" for k, v in value.items())
    return str(value)


def _range(value: Any) -> str:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        low, high = value
        return str(low) if low == high else f"{low}–{high}"
    return _word(value)


def _attach(value: Mapping[str, Any]) -> str:
    """Cross Universe's equip restriction: {"type": "Earth", "ctl": "you"} -> "an Earth unit you control"."""
    kinds = value.get("types_any") or ([value["type"]] if value.get("type") else [])
    what = " or ".join(str(k) for k in kinds) + " unit" if kinds else "unit"
    if value.get("ctl") == "you" or value.get("side") == "you":
        article = "an" if what[0].lower() in "aeiou" else "a"
        return f"{article} {what} you control"
    return f"any {what}"


def _boost(value: Any, data: Mapping[str, Any]) -> str:
    """Exceed's boost: a dict from the catalog, or a name with boost_kind/boost_cost in a view."""
    if isinstance(value, Mapping):
        name, kind, cost, text = value.get("name"), value.get("kind"), value.get("cost"), value.get("text")
    else:
        name, kind, cost, text = value, data.get("boost_kind"), data.get("boost_cost"), data.get("boost_text")
    head = str(name or "Boost")
    details = [str(kind)] if kind else []
    if cost is not None:
        details.append(f"cost {cost}")
    if details:
        head += f" ({', '.join(details)})"
    return f"{head}: {text}" if text else head


def _card_name(game: Game | None, ref: Any) -> str:
    if game is None or not isinstance(ref, str):
        return _word(ref)
    try:
        return game.card(ref).name
    except UnknownCard:
        return ref


def fields(data: Mapping[str, Any], game: Game | None = None) -> list[tuple[str, str, bool]]:
    """(name, value, inline) for every field of a card dict a player needs."""
    out: list[tuple[str, str, bool]] = []
    for key, label in _STATS:
        if key not in data:
            continue
        value = data[key]
        if value is None and key not in _DASHED:
            continue
        out.append((label, _range(value) if key == "range" else _word(value), True))
    stats = {key for key, _ in _STATS}
    for key, value in data.items():
        if key in _SKIP or key in stats or key.startswith("boost_"):
            continue
        if value in (None, "", [], {}) and key != "attach":
            continue
        if key in ("limit", "turn_limit") and not value:
            continue
        if key == "genesis" and value is False:
            continue
        if key == "attach":
            if value is None:
                continue
            text = _attach(value)
        elif key == "boost":
            text = _boost(value, data)
        elif key == "character":
            text = _card_name(game, value)
        elif key == "cards":
            text = ", ".join(_card_name(game, v) for v in value)
        elif key == "gained" and isinstance(value, list):
            text = _lines([str(v) for v in value], FIELD_VALUE)
        elif isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            continue  # structured engine data (abilities and the like)
        else:
            text = _word(value)
            # "none" (a genderless champion) stays a word, not Python's None.
            if key in ("type", "subtype", "element", "alignment", "gender") and text.islower() \
                    and text != "none":
                text = text.capitalize()
        label = _LABELS.get(key, key.replace("_", " ").capitalize())
        out.append((label, text, len(text) < 40))
    return out


def _lines(items: list[str], limit: int) -> str:
    """One item a line, within `limit` characters: the first line that does not fit is
    cut with an ellipsis and the rest are counted ("… and 2 more")."""
    out: list[str] = []
    for k, item in enumerate(items):
        rest = len(items) - k - 1
        more = f"\n… and {rest} more" if rest else ""
        line = f"• {item}"
        if len("\n".join(out + [line])) + len(more) <= limit:
            out.append(line)
            continue
        room = limit - len("\n".join(out + [""])) - len(more) - 1
        if room > 20:
            return "\n".join(out + [line[:room].rstrip() + "…"]) + more
        return "\n".join(out) + f"\n… and {rest + 1} more"
    return "\n".join(out)


def embed(game: Game, data: Mapping[str, Any]) -> discord.Embed:
    """The card in full: its name, game and kind, rules text, and every field."""
    kind = str(data.get("kind") or "card")
    result = discord.Embed(title=str(data.get("name", "?"))[:256], colour=COLOUR)
    result.set_author(name=f"{game.name} · {kind.capitalize()}"[:256])
    text = data.get("text")
    if data.get("attack_text") and isinstance(data.get("boost"), Mapping):
        # Exceed: the attack's effects here, its boost in a field of its own.
        text = data["attack_text"]
    result.description = escape_markdown(str(text))[:4096] if text else "No rules text."
    for name, value, inline in fields(data, game)[:MAX_FIELDS]:
        result.add_field(name=name[:256], value=escape_markdown(value)[:1024] or "–", inline=inline)
    return result


def first_line(text: str, limit: int = LINE) -> str:
    """The start of a rules text for a one-line summary: its first line, or
    its first sentence when the line is too long, clipped to `limit`."""
    text = " ".join(str(text).split()) if "\n" not in text else str(text).split("\n", 1)[0].strip()
    if len(text) > limit:
        text = _SENTENCE.split(text, maxsplit=1)[0]
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


@lru_cache(maxsize=4096)
def _summary(game_id: str, name: str) -> str | None:
    from engine import get_game

    try:
        data = get_game(game_id).card(name).to_dict()
    except UnknownCard:
        return None
    text = data.get("text")
    return first_line(text) if isinstance(text, str) and text.strip() else None


def summary(game: Game, name: str) -> str | None:
    """The first line of card `name`'s text in `game` (cached per game), or None."""
    return _summary(game.id, name)
