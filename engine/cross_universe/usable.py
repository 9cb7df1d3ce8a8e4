"""Whether a card's ability may be used now: the card is where it works, it is not
negated, its use limits and conditions hold, and its cost and effect can be performed
(effects.feasible). Read by the right to create a block and by the destruction guards.
"""

from __future__ import annotations

from . import effects, selectors, stats
from .abilities import has_ref, origin, stay_uses, uses_key
from .rules import FIELD


def ability_ok(m, iid: int, ab, seat: int, vars_: dict) -> bool:
    s = m.state
    c = s["cards"][iid]
    if not has_ref(m, iid, ab):
        return False  # the grant ended, or the card left the field
    cid, k = origin(m, iid, ab)
    a = m.game.info[cid].abilities[k]
    zone = a["zone"]
    if zone == "field" and c["z"] not in FIELD and a["kind"] != "trigger":
        return False
    if zone not in ("field", "any") and c["z"] != zone:
        return False
    if c["z"] in FIELD and stats.is_negated(m, iid):
        return False
    key = uses_key(m, iid, ab)
    if a["per_turn"] and s["tu"].get(key, 0) >= a["per_turn"]:
        return False
    if a["per_stay"] and stay_uses(m, iid, ab) >= a["per_stay"]:
        return False
    if a["per_game"] and s["gu"].get(f"{c['c']}:{ab}:{seat}", 0) >= a["per_game"]:
        return False
    ctx = {"seat": seat, "src": iid, "vars": dict(vars_)}
    if a["uses"] is not None and s["tu"].get(key, 0) >= selectors.num(m, a["uses"], ctx):
        return False
    if a["cond"] and not selectors.conds_ok(m, a["cond"], iid, seat, ctx):
        return False
    return effects.feasible(m, effects.program(m, cid, k, "cost"), ctx,
                            effects.program(m, cid, k, "do"))
