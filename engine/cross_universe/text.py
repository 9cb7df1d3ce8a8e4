"""Cross Universe cards in words: the one place that says what a card reads like.

Each of a card's own abilities is a block titled with its kind, when it works
(the card's timing words), and its limits, and reading "Cost: …" before its
effect: the rules name the kinds (optional, trigger, static, fast) and say a
cost is paid when the block is created, so a player needs all of it to know
when the card can be used. Abilities a card gives away are not its own: the
giving ability quotes them, and a card that gained one lists it as "Gained".

The printed part is built once per card when the catalog loads (`CardDef.blocks`);
`card_face` adds what a view says about the card in play.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.cardface import Block, CardFace, Stat, capital, generic_face, sentence

KIND_WORD = {"optional": "Optional", "trigger": "Trigger", "static": "Static", "fast": "Fast"}
# a cast ability is the card being played: a spell is cast, an item deployed
PLAY_WORD = {"spell": "Cast", "item": "Deploy"}
TIMES = {1: "once", 2: "twice"}
ZONE_WORD = {"discard": "in the discard pile", "hand": "in the hand", "exile": "in exile",
             "any": "anywhere", "field": "on the field"}


def _times(n: int) -> str:
    return TIMES.get(n, f"{n} times")


def limits(ab: Mapping[str, Any]) -> list[str]:
    """The limits the engine enforces, in words ("Once per turn", "Once per game")."""
    out = []
    if ab.get("per_turn"):
        out.append(f"{_times(ab['per_turn'])} per turn")
    if ab.get("per_turn_name"):
        out.append(f"{_times(ab['per_turn_name'])} per turn for all your copies of this card")
    if ab.get("per_stay"):
        out.append(f"{_times(ab['per_stay'])} while {ZONE_WORD[ab.get('zone') or 'field']}")
    if ab.get("per_game"):
        out.append(f"{_times(ab['per_game'])} per game")
    if ab.get("by") == "opp":
        out.append("your opponent may activate this")
    if ab.get("uncancellable") and "cannot be cancelled" not in str(ab.get("text", "")):
        out.append("cannot be cancelled")
    timing = str(ab.get("timing") or "").lower()
    # the timing may say it already ("…; once while this card is on the field")
    return [capital(x) for x in out if x not in timing and " ".join(x.split()[:2]) not in timing]


def ability_block(ab: Mapping[str, Any], ctype: str) -> Block:
    """Title "Trigger · After this card is retired (you may) · Once per turn"; text
    "Cost: … . Effect."."""
    timing = str(ab.get("timing") or "").strip()
    kind = PLAY_WORD.get(ctype, "Cast") if ab["kind"] == "cast" else KIND_WORD[ab["kind"]]
    # "When cast" says its kind already
    head = [capital(timing)] if timing.startswith(("when cast", "when deployed")) else \
        [kind, capital(timing)]
    title = " · ".join(head + limits(ab))
    effect = sentence(ab.get("text") or "")
    cost = str(ab.get("cost_text") or "").strip()
    text = f"Cost: {sentence(cost)} {effect}".strip() if cost else effect
    return Block(title.strip(" ·"), text)


def attach_words(rec: Mapping[str, Any]) -> str:
    """Which units an enchant or equipable card goes on ("" when the card says nothing)."""
    words = str(rec.get("attach_text") or "")
    attach = rec.get("attach")
    if not words and attach:
        kinds = attach.get("types_any") or ([attach["type"]] if attach.get("type") else [])
        what = " or ".join(f"{k}-type" for k in kinds) + " units" if kinds else "units"
        own = attach.get("ctl") == "you" or attach.get("side") == "you"
        words = f"your own {what} only" if own else f"{what} only"
    return words


def printed_blocks(rec: Mapping[str, Any]) -> tuple[Block, ...]:
    """The card's printed text, from a card record of cards.json (validated)."""
    ctype = str(rec.get("type") or "")
    out = []
    if rec.get("play_text"):
        out.append(Block("", sentence(rec["play_text"])))
    attach = attach_words(rec)
    if attach:
        word = "Enchants" if rec.get("subtype") == "enchant" else "Equips to"
        out.append(Block(word, sentence(capital(attach))))
    if rec.get("turn_limit"):
        n = rec["turn_limit"]
        verb = "deployed" if ctype == "item" else "cast"
        out.append(Block("", f"Only {n} card{'' if n == 1 else 's'} with this name may be "
                             f"{verb} each turn."))
    out += [ability_block(a, ctype) for a in rec.get("abilities") or () if not a.get("granted")]
    return tuple(out)


def kind_word(ctype: str, subtype: str | None) -> str:
    """ "Unit", "Token", "Continuous item", "Enchant spell"."""
    return capital(f"{subtype} {ctype}" if subtype else ctype)


def _tags(card: Mapping[str, Any]) -> tuple[str, ...]:
    tags = []
    if card.get("attacks_used"):
        tags.append("attacked")
    if card.get("summoned_this_turn"):
        tags.append("new")
    if card.get("abilities_cancelled"):
        tags.append("abilities cancelled")
    if card.get("attached_to") is not None:
        tags.append("attached")
    for name, n in (card.get("counters") or {}).items():
        tags.append(f"{n} {name} counter{'' if n == 1 else 's'}")
    return tuple(tags)


def card_face(info: Mapping[str, Any], card: Mapping[str, Any]) -> CardFace:
    """A view's card dict or a catalog `to_dict()` in words; `info` is the game's
    CardDefs by id (an unknown id reads as any card would)."""
    d = info.get(card.get("id"))
    if d is None:
        return generic_face(card)
    level = Stat("Level", card.get("level", d.level), card.get("base_level"))
    stats = ()
    if d.ctype in ("unit", "token"):
        stats = (Stat("ATK", card.get("attack", d.atk), card.get("base_attack")),
                 Stat("DEF", card.get("defense", d.df), card.get("base_defense")))
    blocks = d.blocks + tuple(Block("Gained", sentence(t)) for t in card.get("gained") or ())
    extra = []
    if d.limit != 3 and d.ctype != "token":
        extra.append(("Copies per deck", "any number" if d.limit == 0 else str(d.limit)))
    if card.get("base_name"):
        extra.append(("Printed name", str(card["base_name"])))
    if card.get("also_named"):
        extra.append(("Also named", ", ".join(map(str, card["also_named"]))))
    if card.get("upkeep") is not None:
        extra.append(("Upkeep", f"{card['upkeep']} mana a turn"))
    return CardFace(
        name=str(card.get("name") or d.name),
        kind=kind_word(d.ctype, d.sub),
        cost=level.words(),
        stats=stats,
        traits=tuple(str(t) for t in card.get("types", d.types)),
        blocks=blocks,
        tags=_tags(card) + (("token",) if card.get("token") and d.ctype != "token" else ()),
        extra=tuple(extra),
    )
