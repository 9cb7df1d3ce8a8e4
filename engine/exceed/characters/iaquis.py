"""Iaquis / The Dragon-Slayer: open challenges (face-up attacks), then borrowed effects."""

from __future__ import annotations

from engine.core.words import card, say

from ..combat import attack_info
from ..effects import strike_side
from ..listeners import listen
from ..registry import cond, effect, op
from ..statline import POWER
from . import Character, register


class Iaquis(Character):
    id = "iaquis"

    def set_hooks(self, m, s) -> list:
        st = m.state["st"]
        if m.p(s)["ex"]:
            return [{"op": "iq_borrow", "s": s}] if m.p(s)["hand"] else []
        if st["att"] == s:
            return [{"op": "iq_face_up", "s": s}]
        return []


register(Iaquis())


@listen("end_skipped", rule="no_eot")
def _dragons_roar(m, s, _iid) -> bool:
    """Dragon's Roar: a turn without a Strike has no end-of-turn draw or discard."""
    return True


@op("iq_face_up", s=int)
def _face_up(m, o):
    s = o["s"]
    m.confirm(s, say("Set your attack face-up for +2 Power?"), {"op": "iq_face_up_do", "s": s},
              say("Face-up (+2 Power)"), say("Keep it face-down"), private=True)


@op("iq_face_up_do", s=int)
def _face_up_do(m, o):
    s = o["s"]
    side = strike_side(m, s)
    side["shown"] = True
    side["b"][POWER] += 2
    c = attack_info(m, s)
    if side["ex"]:
        m.emit("reveal", say("{player} sets EX {card} face-up (+2 Power).", player=m.who(s),
                             card=card(c.id, c.name)))
    else:
        m.emit("reveal", say("{player} sets {card} face-up (+2 Power).", player=m.who(s),
                             card=card(c.id, c.name)))


@op("iq_borrow", s=int)
def _borrow(m, o):
    s = o["s"]
    hand = m.p(s)["hand"]
    opts = [["n", "pass", say("No"), None, None]]
    seen = set()
    for iid in hand:
        c = m.ci(iid)
        if c.id not in seen and any(t in c.fx for t in ("before", "hit", "after")):
            seen.add(c.id)
            opts.append([str(len(opts)), "discard", say("Discard {card}", card=card(c.id, c.name)),
                         c.name, iid])
    if len(opts) > 1:
        m.ask(s, "discard",
              say("The Dragon-Slayer: discard a card to add its Before, Hit and After effects?"),
              opts, {"op": "iq_borrow_do", "s": s}, private=True)


@op("iq_borrow_do", s=int)
def _borrow_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    c = m.ci(iid)
    m.discard_from(s, "hand", iid)
    side = strike_side(m, s)
    for t in ("before", "hit", "after"):
        for e in c.fx.get(t, ()):
            side["add"].append([c.name, e])
    m.emit("discard", say("{player} discards {card}; the attack gains its effects.",
                          player=m.who(s), card=card(c.id, c.name)))


@effect("dragons_fire")
def _dragons_fire(m, s, e, o):
    p = m.p(s)
    side = strike_side(m, s)
    if not p["hand"] or side is None:
        return
    iid = p["hand"][m.rng.below(len(p["hand"]))]
    m.hand_to(s, iid, "gauge")
    m.emit("gauge", say("{player} puts {card} (at random) into the gauge.", player=m.who(s),
                        card=m.named(iid)))
    if side["card"] is not None:
        side.setdefault("dest", {})[str(side["card"])] = "hand"


@effect("attack_to_gauge")
def _attack_to_gauge(m, s, e, o):
    side = strike_side(m, s)
    if side is not None and side["card"] is not None:
        side.setdefault("dest", {})[str(side["card"])] = "gauge"


@cond("same_printed_speed")
def _same_speed(m, s, e):
    if m.state["st"] is None:
        return False
    a, b = attack_info(m, s), attack_info(m, 1 - s)
    return a is not None and b is not None and a.speed == b.speed


@cond("descent_copy")
def _descent_copy(m, s, e):
    p = m.p(s)
    return any(m.ci(i).id == "iaquis-dragons-descent" for i in p["gauge"] + p["boosts"] + p["tr"])


@effect("martial_challenge")
def _martial(m, s, e, o):
    m.push({"op": "iq_martial", "s": s, "w": s, "first": True})


@op("iq_martial", first=bool, s=int, w=int)
def _martial_step(m, o):
    w = o["w"]
    hand = m.p(w)["hand"]
    if not hand:
        return
    opts = [] if o["first"] else [["n", "pass", say("Decline"), None, None]]
    opts += [[str(i + 1), "choose", m.named(iid), m.name(iid), iid] for i, iid in enumerate(hand)]
    prompt = (say("Martial Challenge: put a card from your hand into your gauge") if o["first"]
              else say("Martial Challenge: put a card from your hand into your gauge, or decline"))
    m.ask(w, "choose", prompt, opts, {"op": "iq_martial_do", "s": o["s"], "w": w}, private=True)


@op("iq_martial_do", s=int, w=int)
def _martial_do(m, o):
    w, iid = o["w"], o["pick"][0]
    if iid is None:
        m.emit("effect", say("{player} declines the Martial Challenge.", player=m.who(w)))
        return
    m.hand_to(w, iid, "gauge")
    m.emit("gauge", say("{player} puts {card} into the gauge.", player=m.who(w), card=m.named(iid)))
    m.push({"op": "iq_martial", "s": o["s"], "w": 1 - w, "first": False})
