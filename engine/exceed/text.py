"""Exceed cards in words: the one place that says what a card reads like.

An attack card reads as its own effects, then its boost half under a title
with the boost's name, kind and Force cost (the rules pay a boost's cost in
Force; an Ultra's Gauge cost is only for attacking with it). A character
card reads as both of its sides, so a player can read the exceeded side
before paying for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.cardface import Block, CardFace, Stat, capital, generic_face

KIND_WORD = {"normal": "Normal attack", "special": "Special attack", "ultra": "Ultra attack",
             "character": "Character"}


def boost_title(name: Any, kind: Any, cost: Any) -> str:
    """ "Boost: Fierce · Continuous · free" ("costs 2 Force" when it has a cost); a
    transformation or an Overload half is not boosted, so it has no cost."""
    bits = [f"Boost: {name or '?'}"]
    if kind:
        bits.append(capital(str(kind)))
    if cost == 0:
        bits.append("free")
    elif cost is not None:
        bits.append(f"costs {cost} Force")
    return " · ".join(bits)


def attack_blocks(attack: str, bname: str, bkind: str, bcost: int | None,
                  btext: str) -> tuple[Block, ...]:
    out = (Block("", attack),) if attack else ()
    return out + (Block(boost_title(bname, bkind, bcost), btext),)


def character_blocks(card: Mapping[str, Any]) -> tuple[Block, ...]:
    """Both sides, the normal one first ("Exceeded side (Carl Swangee, Exceeded)")."""
    out = [Block("Normal side", str(card.get("text") or ""))]
    exceeded = card.get("exceed_name") or card.get("name")
    out.append(Block(f"Exceeded side ({exceeded})", str(card.get("exceed_text") or "")))
    if card.get("pieces"):
        out.append(Block("Pieces and areas", str(card["pieces"])))
    return tuple(out)


def _boost(card: Mapping[str, Any]) -> tuple[Any, Any, Any, Any] | None:
    """(name, kind, cost, text): Card.to_dict() nests the boost, a view flattens it."""
    boost = card.get("boost")
    if isinstance(boost, Mapping):
        return boost.get("name"), boost.get("kind"), boost.get("cost"), boost.get("text")
    if boost:
        return boost, card.get("boost_kind"), card.get("boost_cost"), card.get("boost_text")
    return None


def _character(card: Mapping[str, Any]) -> CardFace:
    extra = []
    if card.get("starting_life") is not None:
        extra.append(("Starting life", str(card["starting_life"])))
    cost = card.get("exceed_cost")
    return CardFace(
        name=str(card.get("name") or "?"), kind="Character",
        cost=None if cost is None else f"Exceed cost {cost} Gauge",
        blocks=character_blocks(card),
        tags=("exceeded",) if card.get("exceeded") else (),
        extra=tuple(extra),
    )


def _attack_stats(card: Mapping[str, Any]) -> tuple[Stat, ...]:
    rng = card.get("range")
    stats = [Stat("Power", card.get("power")), Stat("Speed", card.get("speed")),
             Stat("Range", rng if rng else None)]
    stats += [Stat(label, card[key]) for key, label in (("armor", "Armor"), ("guard", "Guard"))
              if card.get(key)]
    return tuple(stats)


def card_face(card: Mapping[str, Any], char_names: Mapping[str, str]) -> CardFace:
    """A view's card dict or a catalog `to_dict()` in words; `char_names` names the
    character an attack card belongs to (its catalog dict has the character's id)."""
    kind = str(card.get("kind") or "")
    if card.get("face_down") and not card.get("name"):
        return CardFace(name="Face-down card", kind="Card", tags=("face down",))
    if kind == "character":
        return _character(card)
    boost = _boost(card)
    if kind not in KIND_WORD or boost is None:
        return generic_face(card)
    own = card.get("attack_text")
    blocks = attack_blocks(str(own if isinstance(own, str) else ""), *boost)
    cost = card.get("gauge_cost")
    char = card.get("character")
    return CardFace(
        name=str(card.get("name") or "?"), kind=KIND_WORD[kind],
        cost=f"Gauge cost {cost}" if cost else None,
        stats=_attack_stats(card),
        traits=(f"{char_names.get(char, char)}'s card",) if char else (),
        blocks=blocks,
        tags=("face-down boost",) if card.get("face_down") else (),
    )
