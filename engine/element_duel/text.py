"""Element Duel cards in words: the one place that says what a card reads like.

The card's text explains Resistance, Weaken and, on a Genesis card, Genesis;
a Genesis flag whose text says nothing of it gets the meaning (from the turn
rules: it may attack on the turn it is summoned) as a block of its own. The element line says what
the element beats, as the board's element wheel does.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.cardface import Block, CardFace, Stat, capital, generic_face

ELEMENTS = ("tree", "earth", "water", "fire", "metal")
GENESIS = Block("Genesis", "May attack on the turn it is summoned.")


def beats(element: str) -> str | None:
    if element not in ELEMENTS:
        return None
    return ELEMENTS[(ELEMENTS.index(element) + 1) % len(ELEMENTS)]


def card_face(card: Mapping[str, Any]) -> CardFace:
    kind = card.get("kind")
    if kind not in ("character", "support"):
        return generic_face(card)
    element = str(card.get("element") or "")
    stats = ()
    if kind == "character":
        stats = (Stat("ATK", card.get("attack"), card.get("base_attack")),
                 Stat("DEF", card.get("defense"), card.get("base_defense")))
    traits = []
    if element:
        strong = beats(element)
        traits.append(capital(element) + (f" (beats {capital(strong)})" if strong else ""))
    text = str(card.get("text") or "").strip()
    said = "genesis" in text.lower()
    blocks = ((Block("", text),) if text else ()) + (
        (GENESIS,) if card.get("genesis") and not said else ())
    tags = ()
    if card.get("ready") is False:
        tags = ("resting: cannot attack this turn",)
    return CardFace(
        name=str(card.get("name") or "?"),
        kind=" ".join(w for w in (capital(element), kind) if w),
        cost=None if card.get("cost") is None else f"Mana {card['cost']}",
        stats=stats, traits=tuple(traits), blocks=blocks, tags=tags,
    )
