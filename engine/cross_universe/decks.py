"""Deck legality (rules: "Choose 30 to 50 cards to make a deck", the partner is a unit of
the deck, tokens are never in a deck, each card's copy limit)."""

from __future__ import annotations

from engine.core import Deck

from .rules import DECK_MAX, DECK_MIN


def problems(deck: Deck, defs: dict) -> list[str]:
    out = []
    size = deck.size("main")
    if not DECK_MIN <= size <= DECK_MAX:
        out.append(f"a deck needs {DECK_MIN} to {DECK_MAX} cards, not {size}")
    names: dict[str, int] = {}
    limits: dict[str, int] = {}
    units = set()
    for cid, n in deck.counts("main").items():
        d = defs.get(cid)
        if d is None:
            out.append(f"unknown card {cid!r}")
            continue
        if d.ctype == "token":
            out.append(f"{d.name} is a token and cannot be put in a deck")
            continue
        names[d.name] = names.get(d.name, 0) + n
        limits.setdefault(d.name, d.limit)
        if d.ctype == "unit":
            units.add(cid)
    for name, n in names.items():
        limit = limits[name]
        if limit and n > limit:
            out.append(f"at most {limit} {name} in a deck, not {n}")
    if not units:
        out.append("a deck needs at least one unit to be the partner")
    for cid, _ in deck.section("partner"):
        d = defs.get(cid)
        if d is None or d.ctype != "unit":
            out.append("the partner must be a unit")
        elif cid not in units:
            out.append(f"the partner {d.name} must be one of the deck's cards")
    for extra in set(deck.sections) - {"main", "partner"}:
        out.append(f"unknown deck section {extra!r}")
    return out
