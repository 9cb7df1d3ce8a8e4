"""Characters: each module holds one character's abilities and its cards' rules code.

A module defines a `Character` subclass for the hooks below (the abilities that
several characters have, each its own way) and registers one instance. Every
other ability, of the character or of one of its cards, is a listener for the
rule moment it acts at (`engine/exceed/listeners.py`), registered in the same
module: `@listen("prepare", char=<character id>)`, `@listen("life_paid",
rule=<a card's rule name>)`. A hook returns the steps (`{"op": ...}` dicts) to run, or
a value the rules read; the defaults mean "no ability here". Card-specific
effects of a character's attacks and boosts are registered in the effect
vocabulary there too.
"""

from __future__ import annotations

import importlib
import pkgutil

from engine.core.words import say

CHARACTERS: dict[str, Character] = {}


class Character:
    id = ""

    def origin(self, m, s, side: dict) -> int:
        """The space an attack measures its range from."""
        return m.state["p"][s]["pos"]

    def view_extra(self, m, s, viewer) -> dict:
        """Extra pieces and areas of the character for the view."""
        return {}

    # turn hooks (a character's extra actions are `action_menu` listeners)
    def turn_start(self, m, s) -> list:
        return []

    def on_exceed(self, m, s, dying: bool = False) -> list:
        return []

    # strike hooks
    def strike_sources(self, m, s) -> list:
        """Attacks set from somewhere other than the hand: [label, source, iid or None]."""
        return []

    def ultra_cost(self, m, s, c, need: int) -> int:
        """The Gauge this seat pays for its revealed Ultra `c` (after reductions)."""
        return need

    def set_from(self, m, s, source: str, iid) -> None:
        """Set an attack from one of `strike_sources` (called only for this character's sources)."""
        raise NotImplementedError(f"{self.id} has no attack source {source!r}")

    def set_from_area(self, m, s, iid, source: str, text) -> dict:
        """Move `iid` from this character's area onto the strike as the set attack
        (`text`, a message, says which card); returns the strike side."""
        from ..effects import strike_side

        p = m.p(s)
        side = strike_side(m, s)
        p["area"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
        side["cards"].append(iid)
        side["card"] = iid
        side["src"] = source
        m.emit("set", say("{player} sets {what} as the attack.", player=m.who(s), what=text))
        return side

    def set_hooks(self, m, s) -> list:
        """Choices made right after setting an attack."""
        return []

    def during(self, m, s, acc: list) -> None:
        """Static modifiers on this seat's attack (acc = [power, speed, armor, guard, rmin, rmax, flags])."""

    def triggers(self, m, s, timing: str) -> list:
        """Extra Before/Hit/After effects on this seat's attack: [label, effect] lists."""
        return []

    def was_hit(self, m, s) -> list:
        """Steps after this seat took a hit."""
        return []

    def end_of_strike(self, m, s) -> list:
        return []


def register(char: Character) -> Character:
    CHARACTERS[char.id] = char
    return char


def load_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        importlib.import_module(f"{__name__}.{info.name}")
