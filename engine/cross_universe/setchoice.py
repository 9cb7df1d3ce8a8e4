"""The `choose_set` operation: a valid set (queries.py) chosen one card at a time, only the
cards that keep it completable offered, and "Done" once the cards so far form one."""

from __future__ import annotations

from engine.core.words import say

from . import asks, queries, rules, zones
from .rules import HIDDEN

DONE = "done"  # the payload of the "Done" option


def op_choose_set(m, op, ctx):
    """Choose a valid set one card at a time (see the module docstring); the set is in
    `ctx["vars"][op["as"]]`. No valid set: nothing is chosen and the operation fails."""
    chosen = ctx.setdefault("_set", [])
    if "_answer" in ctx:
        got = ctx.pop("_answer")[0]
        if got == DONE:
            return _finish(m, op, ctx)
        chosen.append(got)
    while True:
        offered, valid = queries.choices(m, op, ctx, chosen)
        if not offered:
            if valid:
                return _finish(m, op, ctx)
            ctx.pop("_set")
            ctx["vars"][op["as"]] = []
            return False
        if len(offered) == 1 and not valid:
            chosen.append(offered[0])  # no real alternative (interpretation 21)
            continue
        break
    label = op.get("label")
    head = (asks.worded(label) if label
            else say("{card}: choose", card=queries.named(m, ctx["src"])))
    done = None
    if valid:
        done = say("Done ({n} chosen)", n=len(chosen)) if chosen else say("Choose none")
    asks.ask_cards(m, ctx["seat"], offered, 1, 1,
                   say("{prompt} ({n} chosen)", prompt=head, n=len(chosen)) if chosen else head,
                   extra=[["choose", done, None, DONE]] if done else ())
    return "ask"


def _finish(m, op, ctx) -> bool:
    chosen = ctx.pop("_set")
    ctx["vars"][op["as"]] = list(chosen)
    cards = m.state["cards"]
    if chosen and not any(cards[i]["z"] in HIDDEN for i in chosen):
        zones.log(m, say("{player} chooses {cards}.", player=rules.pname(m, ctx["seat"]),
                         cards=queries.named_list(m, chosen)))
    return True


def can_choose_set(m, op, ctx) -> bool:
    """Target availability: a valid set exists (one whose bounds read an earlier choice of
    the same action is checked when it resolves)."""
    if queries.depends([op.get("sums"), op.get("min"), op.get("max")]):
        return True
    return queries.exists(m, op, ctx)
