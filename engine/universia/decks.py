"""Deck construction rules: 50 Main, up to 15 Nonmaterial, copies, and Universes."""

from __future__ import annotations

from engine.core import Deck

from .cards import CardInfo
from .rules import COPIES, INNUMERABLE_COPIES, MAIN_SIZE, NONMATERIAL_MAX


def validate(deck: Deck, info: dict[str, CardInfo], universes: dict[str, bool]) -> list[str]:
    problems = []
    main, nm = deck.size("main"), deck.size("nonmaterial")
    if main != MAIN_SIZE:
        problems.append(f"the Main Deck must have exactly {MAIN_SIZE} cards, not {main}")
    if nm > NONMATERIAL_MAX:
        problems.append(f"the Nonmaterial Deck may have at most {NONMATERIAL_MAX} cards, not {nm}")
    for section in deck.sections:
        if section not in ("main", "nonmaterial"):
            problems.append(f"a Universia deck has no {section!r} section")
    for cid, _n in deck.section("main"):
        if not info[cid].main:
            problems.append(f"{info[cid].name} is a {info[cid].type} card and belongs in the "
                            "Nonmaterial Deck, not the Main Deck")
    for cid, _n in deck.section("nonmaterial"):
        if info[cid].main:
            problems.append(f"{info[cid].name} is a {info[cid].type} card and belongs in the "
                            "Main Deck, not the Nonmaterial Deck")
    counts: dict[str, int] = {}
    for section in ("main", "nonmaterial"):
        for cid, n in deck.counts(section).items():
            counts[cid] = counts.get(cid, 0) + n
    for cid, n in counts.items():
        limit = INNUMERABLE_COPIES if "INNUMERABLE" in info[cid].kw else COPIES
        if n > limit:
            problems.append(f"at most {limit} copies of {info[cid].name}, not {n}")
    used = sorted({info[cid].universe for cid in counts})
    generic = [u for u in used if universes[u]]
    specific = [u for u in used if not universes[u]]
    if len(generic) > 1:
        problems.append("a deck may use only one generic Universe, not " + ", ".join(generic))
    if len(specific) > 1:
        problems.append("a deck may use only one specific Universe, not " + ", ".join(specific))
    return problems
