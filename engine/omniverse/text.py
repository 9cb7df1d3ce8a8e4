"""Omniverse cards in words: the one place that says what a card reads like.

The card text names its keywords ("Instant use.", "Continuous.", "Connection
card."); the rules text says what they mean, so each one found gets a block
with its meaning in our words, after the card's own text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.cardface import Block, CardFace, Stat, capital, generic_face

# (phrase in the card text, title, meaning), from the rules' "General rules" and
# "Attachment cards" sections.
KEYWORDS = (
    ("Instant use", "Instant use",
     "Playable in any phase of any player's turn; using it is not the Champion's action, "
     "and a Champion defending with it is not \"used\"."),
    ("Continuous", "Continuous", "Stays in play until another effect removes it."),
    ("Connection card", "Connection card",
     "Discard it with the Champions a Champion's text names after it to recruit that "
     "Champion at once."),
    ("instead of attacking", "Instead of attacking",
     "Used in the action phase by a Champion in attack stance, in place of its attack."),
)
KIND_WORD = {"champion": "Champion", "ability": "Ability", "ally": "Ally",
             "artifact": "Artifact", "event": "Event", "connection": "Connection"}


def meanings(text: str) -> tuple[Block, ...]:
    low = text.lower()
    return tuple(Block(title, meaning) for phrase, title, meaning in KEYWORDS
                 if phrase.lower() in low)


def _tags(card: Mapping[str, Any]) -> tuple[str, ...]:
    tags = []
    if card.get("stance"):
        tags.append(f"{card['stance']} stance")
    for key in ("used", "acted"):
        if card.get(key):
            tags.append(key)
    if card.get("defended"):
        tags.append(f"defended {card['defended']}")
    tags += [f"with {a.get('name', '?')}" for a in card.get("attachments") or ()]
    return tuple(tags)


def card_face(card: Mapping[str, Any]) -> CardFace:
    kind = str(card.get("kind") or "")
    if kind not in KIND_WORD:
        return generic_face(card)
    stats = ()
    if kind == "champion" and card.get("attack") is not None:
        stats = (Stat("ATK", card.get("attack"), card.get("base_attack")),
                 Stat("DEF", card.get("defense"), card.get("base_defense")))
    elif card.get("attack") or card.get("defense"):
        # an attachment's numbers are what it adds to its Champion
        stats = tuple(Stat(label, f"+{card[key]}") for key, label in
                      (("attack", "ATK"), ("defense", "DEF")) if card.get(key))
    traits = tuple(capital(str(card[k])) for k in ("alignment", "gender")
                   if card.get(k) and str(card[k]).lower() != "none")
    traits += tuple(str(t) for t in card.get("types") or ())
    text = str(card.get("text") or "").strip()
    return CardFace(
        name=str(card.get("name") or "?"), kind=KIND_WORD[kind],
        cost=None if card.get("level") is None else f"Level {card['level']}",
        stats=stats, traits=traits,
        blocks=((Block("", text),) if text else ()) + meanings(text),
        tags=_tags(card),
    )
