"""Remiliss / The Yellow Death: EX attacks bought with Force, then printed triggers that happen thrice."""

from __future__ import annotations

from engine.core.words import say

from ..combat import applies_gate, attack_info, distance, make_ex
from ..discards import told_discard
from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, pay_force
from ..registry import cond, effect, op
from ..statline import POWER
from . import Character, register

NUCLEAR = "remiliss-nuclear-option"


class Remiliss(Character):
    id = "remiliss"

    def set_hooks(self, m, s) -> list:
        return [{"op": "rem_set", "s": s}]

    def triggers(self, m, s, timing: str) -> list:
        # Exceeded: an EX attack's printed Before/Hit/After effects happen two more times
        side = strike_side(m, s)
        if not m.p(s)["ex"] or not side["ex"] or timing not in ("before", "hit", "after"):
            return []
        c = attack_info(m, s)
        if c is None:
            return []
        extra = [e for e in c.fx.get(timing, ()) if applies_gate(m, s, e)]
        return [[c.name, e] for e in extra for _ in range(2)]

    def ultra_cost(self, m, s, c, need: int) -> int:
        if c.id == NUCLEAR and strike_side(m, s)["ex"]:
            return 0
        return need


register(Remiliss())


@listen("attack_set", rule="count_ex")
def _initiate_launch(m, s, _iid) -> list:
    return [{"op": "count_ex", "s": s}]


@op("count_ex", s=int)
def _count_ex(m, o):
    make_ex(m, o["s"], "Initiate Launch")


@op("rem_set", s=int)
def _set(m, o):
    """Unless already EX (Initiate Launch: strike.set_hooks), the starting side may buy it for 3 Force."""
    s = o["s"]
    side = strike_side(m, s)
    if m.p(s)["ex"] or side["ex"]:
        return
    n = cost(m, s, 3)
    if force_available(m, s) < n:
        return
    m.confirm(s, say("Spend {n} Force to make your attack an EX attack?", n=n),
              {"op": "rem_set_pay", "s": s, "n": n}, say("Spend {n} Force (EX)", n=n), say("No"),
              private=True)


@op("rem_set_pay", n=int, s=int)
def _set_pay(m, o):
    s = o["s"]
    pay_force(m, s, o["n"], {"op": "rem_set_ex", "s": s}, say("an EX attack"))


@op("rem_set_ex", s=int)
def _set_ex(m, o):
    make_ex(m, o["s"], say("3 Force"))


@effect("rem_sequence")
def _sequence(m, s, e, o):
    c = attack_info(m, s)
    p = m.p(s)
    if c is not None and any(m.name(i) == c.name for i in p["gauge"] + p["tr"]):
        make_ex(m, s, "Sequence")


@cond("rem_far")
def _far(m, s, e):
    return m.state["st"] is not None and distance(m, s) >= 4


@effect("rem_draw_discard")
def _draw_discard(m, s, e, o):
    m.draw(s, 2)
    told_discard(m, s, s, 1, prompt=say("Caustic Vent: discard a card"))


@effect("rem_napalm")
def _napalm(m, s, e, o):
    p = m.p(s)
    if not p["deck"]:
        return  # looking at an empty deck sees nothing
    iid = p["deck"][0]
    m.emit("look", say("The top card of your deck is {card}.", card=m.named(iid)), visible_to=s)
    m.confirm(s, say("Napalm Stream: draw {card}, or discard it for +2 Power?", card=m.named(iid)),
              {"op": "rem_napalm_do", "s": s, "draw": True}, say("Draw it"),
              say("Discard it (+2 Power)"), private=True,
              no={"op": "rem_napalm_do", "s": s, "draw": False})


@op("rem_napalm_do", draw=bool, s=int)
def _napalm_do(m, o):
    s = o["s"]
    p = m.p(s)
    if o["draw"]:
        m.draw(s, 1)
        return
    iid = p["deck"].pop(0)
    m.discard(iid)
    m.emit("discard", say("{player} discards {card} from the top of the deck.", player=m.who(s),
                          card=m.named(iid)))
    side = strike_side(m, s)
    if side is not None:
        side["b"][POWER] += 2


@effect("rem_engineered")
def _engineered(m, s, e, o):
    p = m.p(s)
    top = p["deck"][:4]  # turning cards face-up is not a draw: a short deck shows what it has
    if not top:
        return
    del p["deck"][:len(top)]
    p["area"].extend(top)  # face-up, set aside while the choice is made
    m.emit("reveal", say("{player} turns up {cards}.", player=m.who(s), cards=m.named_all(top)))
    opts = m.card_opts(top)
    m.ask(s, "choose",
          say("Engineered Destruction: choose the cards to discard (the rest go to your hand)"), opts,
          {"op": "rem_engineered_pick", "s": s, "L": top}, mn=0, mx=len(opts))


@op("rem_engineered_pick", L=list, s=int)
def _engineered_pick(m, o):
    s = o["s"]
    p = m.p(s)
    gone = o["pick"]
    for iid in o["L"]:
        p["area"].remove(iid)
        if iid in gone:
            m.discard(iid)
        else:
            p["hand"].append(iid)
    kept = [i for i in o["L"] if i not in gone]
    nothing = say("nothing")
    m.emit("effect", say("{player} discards {gone} and takes {kept} into hand.", player=m.who(s),
                         gone=m.named_all(gone) if gone else nothing,
                         kept=m.named_all(kept) if kept else nothing))


@effect("rem_consume")
def _consume(m, s, e, o):
    deck = m.p(s)["deck"]
    if not deck:
        return
    opts = m.card_opts(deck)
    m.ask(s, "choose", say("Consumption: take up to 3 cards from your deck"), opts,
          {"op": "rem_consume_pick", "s": s}, mn=0, mx=min(3, len(opts)), private=True)


@op("rem_consume_pick", s=int)
def _consume_pick(m, o):
    s = o["s"]
    p = m.p(s)
    for iid in o["pick"]:
        p["deck"].remove(iid)
        p["hand"].append(iid)
    m.shuffle(p["deck"])
    n = len(o["pick"])
    if n == 1:
        m.emit("effect", say("{player} searches the deck, takes {n} card and shuffles.",
                             player=m.who(s), n=n))
    else:
        m.emit("effect", say("{player} searches the deck, takes {n} cards and shuffles.",
                             player=m.who(s), n=n))


@effect("rem_aftershock")
def _aftershock(m, s, e, o):
    gauge = m.p(s)["gauge"]
    opts, seen = [], set()
    for iid in gauge:
        if m.owner(iid) == s and m.name(iid) not in seen:
            seen.add(m.name(iid))
            opts.append([str(len(opts)), "choose", m.named(iid), m.name(iid), iid])
    if opts:
        m.ask(s, "choose",
              say("Aftershock: return which gauge card (and its namesakes in your discard pile)?"),
              opts, {"op": "rem_aftershock_pick", "s": s})


@op("rem_aftershock_pick", s=int)
def _aftershock_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    p = m.p(s)
    p["gauge"].remove(iid)
    p["hand"].append(iid)
    same = [i for i in p["discard"] if m.name(i) == m.name(iid) and m.owner(i) == s]
    for i in same:
        p["discard"].remove(i)
        p["hand"].append(i)
    if same:
        m.emit("effect", say("{player} returns {card} from the gauge and {n} more from the discard "
                             "pile to hand.", player=m.who(s), card=m.named(iid), n=len(same)))
    else:
        m.emit("effect", say("{player} returns {card} from the gauge to hand.", player=m.who(s),
                             card=m.named(iid)))
