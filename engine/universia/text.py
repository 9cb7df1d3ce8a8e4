"""Universia cards in words: the one place that says what a card reads like.

The card data's text already gives each keyword its meaning ("Decoy (destroy
it to …)", "Raze: every monster …"), so the face is that text with the kind,
cost, stats and keywords around it, and the state a view shows.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.core.cardface import Block, CardFace, Stat, generic_face

KIND_WORD = {"monster": "Monster", "evolution": "Evolution monster",
             "immaterial": "Immaterial monster", "enhancement": "Enhancement", "trap": "Trap",
             "field": "Field"}


def keyword(word: str) -> str:
    """The data writes keywords as one word ("TeaWithTheGoddess"); players read words."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", word)


def _tags(card: Mapping[str, Any]) -> tuple[str, ...]:
    tags = []
    if card.get("face_down"):
        tags.append("face down")
    if card.get("mode"):
        tags.append(f"{card['mode']} mode")
    if card.get("attacked"):
        tags.append("attacked")
    for name, n in (card.get("counters") or {}).items():
        tags.append(f"{n} {keyword(str(name))} counter{'' if n == 1 else 's'}")
    delay = card.get("delay")
    if isinstance(delay, Mapping):
        tags.append(f"delay {delay.get('waited')} of {delay.get('needs')}")
    if card.get("stack"):
        tags.append("on " + ", ".join(str(c.get("name")) for c in card["stack"]))
    return tuple(tags)


def card_face(card: Mapping[str, Any]) -> CardFace:
    kind = str(card.get("kind") or card.get("type") or "")
    if kind not in KIND_WORD:
        return generic_face(card)
    stats = ()
    if "attack" in card:
        stats = (Stat("ATK", card.get("attack"), card.get("base_attack")),
                 Stat("DEF", card.get("defense"), card.get("base_defense")))
        if card.get("level") is not None:
            stats += (Stat("Level", card["level"]),)
    traits = tuple(keyword(str(k)) for k in card.get("keywords") or ())
    if card.get("universe"):
        traits += (str(card["universe"]),)
    text = str(card.get("text") or "").strip()
    return CardFace(
        name=str(card.get("name") or "?"), kind=KIND_WORD[kind],
        cost=None if card.get("cost") is None else f"Cost {card['cost']}",
        stats=stats, traits=traits, blocks=(Block("", text),) if text else (),
        tags=_tags(card),
    )
