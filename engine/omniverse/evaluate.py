"""How good a position looks to one seat: the search's estimate of its chance to win.

A heuristic in [0, 1], used only by AI agents to cut rollouts short. It weighs, against
the average living opponent, what decides Omniverse games: hit points, the fighting
strength on the field (total Attack and Defense with attachments, auras and the
Continuous Event, so an attached Ally or Artifact counts), the cards in hand that
will become strength later, and the pressure of each side's Champions in attack stance
on the other (what they could take in one Action Phase).
"""

from __future__ import annotations

from . import rules
from .rules import START_HP
from .stats import totals

# Scale of a field's strength at which one more Champion stops mattering much: about
# two mid-level Champions (levels 5-6 have roughly 1,900 Attack and 1,500 Defense).
FIELD_SCALE = 6000
# What an unplayed card is worth next to the field, in total Attack plus Defense.
CARD_WORTH = 500


def _side(m, seat: int) -> dict:
    p = m.state["players"][seat]
    field = 0
    champs = []
    for ch in p["field"]:
        atk, dfn = totals(m, seat, ch)
        field += atk + dfn
        champs.append((atk, dfn, ch["stance"] == "attack"))
    return {"hp": p["hp"], "field": field, "champs": champs,
            "cards": len(p["hand"]) + min(len(p["deck"]), 1),
            "open": rules.open_to_direct(m, seat)}


def _pressure(x: dict, y: dict) -> float:
    """What x's Champions in attack stance could take from y in one Action Phase, in hit
    points: a direct hit when y has nobody to defend, else the weakest defender they beat
    (its worth, and the bleed-through when it stands in attack stance). Without it a short
    search only sees the risk of attack stance (bleed-through) and never its use."""
    strikers = sorted((a for a, _d, ready in x["champs"] if ready), reverse=True)
    if not strikers:
        return 0.0
    if y["open"] or not y["champs"]:
        return float(sum(strikers))
    gained = 0.0
    targets = sorted(y["champs"], key=lambda c: c[1])
    for atk in strikers:
        if not targets:
            gained += atk
            continue
        t_atk, t_dfn, t_ready = targets[0]
        if atk <= t_dfn:
            break
        targets.pop(0)
        gained += (t_atk + t_dfn) / 2 + (atk - t_dfn if t_ready else 0)
    return gained


def position_value(m, seat: int) -> float:
    others = [o for o in rules.alive(m) if o != seat]
    me = _side(m, seat)
    them = [_side(m, o) for o in others]

    def avg(k):
        return sum(t[k] for t in them) / len(them)

    score = 1 / (len(others) + 1)
    score += 0.3 * (me["hp"] - avg("hp")) / START_HP
    my_worth = me["field"] + CARD_WORTH * me["cards"]
    their_worth = avg("field") + CARD_WORTH * avg("cards")
    score += 0.25 * (my_worth - their_worth) / (my_worth + their_worth + FIELD_SCALE)
    # Each threat as a share of the threatened player's hit points; the worst opponent counts.
    my_threat = sum(min(1.0, _pressure(me, t) / max(t["hp"], 1)) for t in them) / len(them)
    their_threat = max(min(1.0, _pressure(t, me) / max(me["hp"], 1)) for t in them)
    score += 0.15 * (my_threat - their_threat)
    return min(1.0, max(0.0, score))
