"""The standing-rule names the Exceed engine implements: a registry, filled where each
rule is implemented.

A card's `{"do": "rule", "rule": NAME}` does nothing by itself: a listener registered for
NAME acts at some rule moment (`listeners.listen(moment, rule=NAME)` registers the name),
or a character's own code asks whether NAME is in play, and that code declares the name
where it defines it (`ZOTS_RECIPE = implements("zots_recipe")`) and reads it through the
constant. The catalog loader rejects any card naming a rule nobody implements. The
bottom of the package: it imports nothing.
"""

from __future__ import annotations

_NAMES: set[str] = set()


def implements(name: str) -> str:
    """Declare that the engine implements standing rule `name` (several listeners and
    readers may implement the same rule); returns the name, for a module's constant."""
    if not isinstance(name, str) or not name:
        raise ValueError(f"a standing rule is named by a non-empty string, not {name!r}")
    _NAMES.add(name)
    return name


def known_rules() -> frozenset[str]:
    """Every standing-rule name some module of engine/exceed implements (the character
    modules must be imported first: they declare theirs)."""
    return frozenset(_NAMES)
