"""The words on a card, shared by the hand image and the card image.

A game's tile adapter (``card_tile``) says what its cards carry; this module
turns that into lines a player reads: the kind phrase ("Special",
"Continuous item"), the cost with the game's own word for it ("Level 2",
"Gauge cost 4"), the stats, and the text blocks: the rules text first, then
the card's other parts (an Exceed boost, a character's exceeded side), each
a ``{"title": str, "text": str}`` in the tile's ``sections``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from render import theme
from render.tiles import stat_text

# What a card without rules text says, so an empty box is never a puzzle.
NO_TEXT = "No ability."


def kind_phrase(card: Mapping[str, Any]) -> str:
    """The game's own word for the card's kind ("Special", "Standard spell")."""
    word = str(card.get("kind_line") or card.get("header") or card.get("kind") or "card")
    return word[:1].upper() + word[1:]


def cost_fact(card: Mapping[str, Any]) -> str | None:
    cost = card.get("cost")
    if cost is None:
        return None
    return f"{card.get('cost_label') or 'Cost'} {cost}"


def stat_facts(card: Mapping[str, Any]) -> list[tuple[str, bool]]:
    """("ATK 3→5", modified) for each stat the card shows."""
    out = []
    for s in card.get("stats") or ():
        if isinstance(s, Mapping) and s.get("value") is not None:
            base = s.get("base")
            out.append((stat_text(str(s.get("label", "")), s["value"], base),
                        base is not None and base != s["value"]))
    return out


def fact_pills(card: Mapping[str, Any]) -> list[tuple[str, theme.RGB]]:
    """Cost, stats and state words as (text, fill) pills, in reading order."""
    pills = []
    cost = cost_fact(card)
    if cost:
        pills.append((cost, (96, 170, 250)))
    pills += [(t, theme.MODIFIED if mod else theme.PANEL_EDGE) for t, mod in stat_facts(card)]
    pills += [(theme.STATES.get(str(t).lower(), (str(t).upper(),))[0], theme.TAG_COLOUR)
              for t in card.get("tags") or ()]
    return pills


def traits_line(card: Mapping[str, Any]) -> str:
    return " · ".join(str(t) for t in card.get("traits") or () if str(t))


def face_parts(game_id: str, card: Mapping[str, Any]) -> dict[str, Any]:
    """A tile's "text", "sections" and state "tags" from the game's `card_face`, so the hand image,
    the card image, alt text, the bot and the terminal say the same whole text: an
    untitled first block is the text, every other block a section."""
    from engine import get_game

    face = get_game(game_id).card_face(dict(card))
    parts = list(face.blocks)
    text = parts.pop(0).text if parts and not parts[0].title else ""
    return {"text": text, "sections": [{"title": b.title, "text": b.text} for b in parts],
            "tags": list(face.tags)}


def blocks(card: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(title, text) blocks: the rules text (title ""), then each section; a card whose
    text is all in sections (titled abilities) has no empty block before them."""
    text = str(card.get("text") or "").strip()
    out = []
    for section in card.get("sections") or ():
        if isinstance(section, Mapping):
            out.append((str(section.get("title") or ""), str(section.get("text") or "").strip()))
    return [("", text)] + out if text or not out else out


def plain(card: Mapping[str, Any], kind: str | None = None, cost: str | None = None) -> str:
    """Everything the card says in one line of words (alt text, tests); `kind` and `cost`
    are its kind phrase and cost already said in the reader's words (English otherwise)."""
    bits = [str(card.get("name") or "?"), kind or kind_phrase(card)]
    cost = cost or cost_fact(card)
    if cost:
        bits.append(cost)
    bits += [t for t, _ in stat_facts(card)]
    if traits_line(card):
        bits.append(traits_line(card))
    for title, text in blocks(card):
        if title or text:
            bits.append(f"{title}: {text}" if title and text else title or text)
    return " ".join(b if b.endswith((".", "!", "?", "…")) else b + "." for b in bits)
