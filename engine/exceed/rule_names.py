"""The standing-rule names the Exceed engine implements, read from the code that reads them.

A card's `{"do": "rule", "rule": NAME}` does nothing by itself: a listener registered
for NAME acts at some rule moment (`listeners.listen(moment, rule=NAME)`), or a
character's own code asks whether NAME is in play. So the set of valid names is
collected from that code, not from a second hand-written list that could drift: every
name a listener is registered for, and, from the syntax tree of the character modules,
each literal third argument of `rule_count(m, s, NAME)`, literal second argument of a
`_rule(card, NAME)` helper, left side of `NAME in <x>.rules`, or string compared with
`<effect>.get("rule")`. The catalog loader rejects any other name.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _literal(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _callee(node: ast.Call) -> str | None:
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def _is_rule_get(node) -> bool:
    return (isinstance(node, ast.Call) and _callee(node) == "get" and node.args
            and _literal(node.args[0]) == "rule")


def names_in_source(source: str) -> set[str]:
    """The rule names one module's code looks up."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name, args = _callee(node), node.args
            if name == "rule_count" and len(args) >= 3 and _literal(args[2]):
                found.add(_literal(args[2]))
            elif name == "_rule" and len(args) == 2 and _literal(args[1]):
                found.add(_literal(args[1]))
        elif isinstance(node, ast.Compare) and len(node.ops) == 1:
            left, right = node.left, node.comparators[0]
            if (isinstance(node.ops[0], ast.In) and _literal(left)
                    and isinstance(right, ast.Attribute) and right.attr == "rules"):
                found.add(_literal(left))
            elif isinstance(node.ops[0], ast.Eq):
                for a, b in ((left, right), (right, left)):
                    if _is_rule_get(a) and _literal(b):
                        found.add(_literal(b))
    return found


@cache
def known_rules() -> frozenset[str]:
    """Every standing-rule name some module of engine/exceed implements (the character
    modules must be imported first: they register the listeners)."""
    from .listeners import rule_names

    names: set[str] = set(rule_names())
    for path in sorted(_PACKAGE.rglob("*.py")):
        names |= names_in_source(path.read_text(encoding="utf-8"))
    return frozenset(names)
