"""Whether a card's ability may be used now: what abilities.allowed checks, and that its
cost and effect can be performed (effects.feasible). Read by the right to create a block.
"""

from __future__ import annotations

from . import abilities, effects, queries


def ability_ok(m, iid: int, ab, seat: int, vars_: dict) -> bool:
    ctx = {"seat": seat, "src": iid, "vars": dict(vars_)}
    if not abilities.allowed(m, iid, ab, seat, ctx):
        return False
    cid, k = queries.origin(m, iid, ab)
    return effects.feasible(m, effects.program(m, cid, k, "cost"), ctx,
                            effects.program(m, cid, k, "do"))
