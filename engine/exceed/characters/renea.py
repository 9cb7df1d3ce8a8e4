"""Renea / The Spook: continuous boosts played face-down, then a Briefcase of the opponent's boosts.

Her face-down boosts sit in `fd` (hidden from the opponent, like Celinka's and
Pooky's) and do nothing until, right before she sets cards for a Strike, they
turn face-up and their Now effects resolve. Exceeded, the Briefcase is her
`area`: boost cards taken from the opponent's discard pile, public, one of which
she may boost each turn.
"""

from __future__ import annotations

from engine.core.words import card, listed, say

from ..boosts import boost_to_hand
from ..discards import told_discard
from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, pay_force
from ..registry import cond, effect, op
from . import Character, register

SPOOK = "The Spook"


def briefcase_boosts(m, s: int) -> list:
    """Cards of the opponent's discard pile that have a boost (instant or continuous), oldest first."""
    return [i for i in m.p(1 - s)["discard"] if m.ci(i).boostable]


class Renea(Character):
    id = "renea"

    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "renea_exceed", "s": s}]

    def triggers(self, m, s, timing) -> list:
        if timing == "hit" and m.p(s)["ex"]:
            return [[SPOOK, {"do": "renea_bc_bottom",
                             "text": say("The Spook: the bottom-most boost card of the opponent's "
                                         "discard pile goes into your Briefcase")}]]
        return []

    def view_extra(self, m, s, viewer) -> dict:
        from ..view import cards

        return {"briefcase": cards(m, m.p(s)["area"])}


register(Renea())


@listen("action_menu", char="renea")
def _actions(m, s, _iid) -> list:
    from ..turn import boost_choices

    p = m.p(s)
    if not p["ex"]:
        return [["boost", say("Boost {boost} ({card}) face-down ({n} Force)", boost=c.bname,
                              card=card(c.id, c.name), n=need), c.name,
                 {"op": "renea_fd_boost", "s": s, "i": iid}]
                for iid, c, need in boost_choices(m, s, p["hand"], kinds=("continuous",))]
    if "renea_bc" in m.state["tf"]:
        return []
    return [["boost", say("Boost {boost} ({card} from the Briefcase, {n} Force)", boost=c.bname,
                          card=card(c.id, c.name), n=need), c.name,
             {"op": "renea_bc_boost", "s": s, "i": iid}]
            for iid, c, need in boost_choices(m, s, p["area"], own=False)]


@listen("before_set", char="renea")
def _before_set(m, s, _iid) -> list:
    return [{"op": "renea_flip", "s": s}] if m.p(s)["fd"] and not m.p(s)["ex"] else []


@listen("boost_resolved", rule="following_leads")
def _following_leads(m, s, _iid, _boost) -> list:
    return [{"op": "renea_leads", "s": s}]


# ------------------------------------------------------------- face-down boosts


@op("renea_fd_boost", i=int, s=int)
def _fd_boost(m, o):
    """Play a continuous boost face-down: its Force is paid, nothing on it resolves yet."""
    s, iid = o["s"], o["i"]
    p = m.p(s)
    c = m.ci(iid)
    n = cost(m, s, c.bcost)
    p["hand"].remove(iid)
    p["boosts"].append(iid)
    p["fd"].append(iid)
    m.state["tf"]["strike_next"] = False
    m.emit("boost", say("{player} boosts a continuous boost face-down.", player=m.who(s)))
    m.emit("boost", say("You boost {boost} ({card}) face-down.", boost=c.bname,
                        card=card(c.id, c.name)), visible_to=s)
    m.push({"op": "boost_done", "s": s, "i": iid, "z": "hand"})
    pay_force(m, s, n, None, say("a face-down boost"))


@op("renea_flip", s=int)
def _flip(m, o):
    """Before setting cards for a Strike: every face-down boost turns face-up, then their Now
    effects resolve in the order the boosts were played."""
    s = o["s"]
    p = m.p(s)
    if p["ex"] or not p["fd"]:
        return
    flipped = [i for i in p["boosts"] if i in p["fd"]]
    p["fd"] = [i for i in p["fd"] if i not in flipped]
    m.emit("boost", say("{player} turns face-up: {boosts}.", player=m.who(s),
                        boosts=_boosts(m, flipped)))
    steps = []
    for iid in flipped:
        for e in m.ci(iid).bfx.get("now", ()):
            steps.append({"op": "eff", "s": s, "e": e, "c": iid})
    m.push(*steps)


@op("renea_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    flipped = [i for i in p["boosts"] if i in p["fd"]]
    if flipped:
        p["fd"] = [i for i in p["fd"] if i not in flipped]
        m.emit("boost", say("{player} turns face-up: {boosts}.", player=m.who(s),
                            boosts=_boosts(m, flipped)))
    q = m.p(1 - s)
    taken = briefcase_boosts(m, s)[-3:][::-1]  # the topmost is the last discarded
    for iid in taken:
        q["discard"].remove(iid)
        p["area"].append(iid)
    m.emit("effect", say("{player} opens the Briefcase: {cards}.", player=m.who(s),
                         cards=m.named_all(taken) if taken else say("nothing to take")))


def _boosts(m, iids) -> dict:
    """Boosts named as "Boost (Card)", one list argument."""
    return listed([_boost(m, i) for i in iids])


def _boost(m, iid):
    return say("{boost} ({card})", boost=m.ci(iid).bname, card=m.named(iid))


# ----------------------------------------------------------------- the Briefcase


@effect("renea_bc_bottom")
def _bc_bottom(m, s, e, o):
    cands = briefcase_boosts(m, s)
    if not cands:
        return
    iid = cands[0]
    m.p(1 - s)["discard"].remove(iid)
    m.p(s)["area"].append(iid)
    m.emit("effect", say("{player} puts {card} from {owner}'s discard pile into the Briefcase.",
                         player=m.who(s), card=m.named(iid), owner=m.who(1 - s)))


@op("renea_bc_boost", i=int, s=int)
def _bc_boost(m, o):
    """Boost a Briefcase card (once a turn); another action unless the boost started a Strike."""
    s, iid = o["s"], o["i"]
    p = m.p(s)
    c = m.ci(iid)
    tf = m.state["tf"]
    tf["renea_bc"] = True
    n = cost(m, s, c.bcost)
    p["area"].remove(iid)
    p["boosts"].append(iid)
    tf["strike_next"] = False
    m.emit("boost", say("{player} boosts {boost} ({card} from the Briefcase).", player=m.who(s),
                        boost=c.bname, card=card(c.id, c.name)))
    m.push({"op": "boost_cancel", "s": s, "i": iid}, {"op": "boost_now", "s": s, "i": iid},
           {"op": "boost_done", "s": s, "i": iid, "z": "area"}, {"op": "renea_bc_more", "s": s})
    pay_force(m, s, n, None, c.bname)


@op("renea_bc_more", s=int)
def _bc_more(m, o):
    s = o["s"]
    tf = m.state["tf"]
    if tf.get("struck") or m.state["st"] is not None or m.result is not None:
        return
    tf["more"] += 1
    m.emit("effect", say("{player}'s Briefcase boost did not start a Strike.", player=m.who(s)))


# ------------------------------------------------------------------ transformations


@op("renea_leads", s=int)
def _leads(m, o):
    """Following Leads: after a boost resolves, spend 1 Force to move 1 space."""
    s = o["s"]
    n = cost(m, s, 1)
    if force_available(m, s) < n:
        return
    m.confirm(s, say("Following Leads: spend {n} Force to move 1 space?", n=n),
              {"op": "pay", "s": s, "n": n, "g": False, "why": "Following Leads",
               "then": {"op": "eff", "s": s, "e": {"do": "move", "n": 1,
                                                  "text": say("Following Leads: move 1 space")}}},
              say("Spend {n} Force", n=n), say("No"), private=True)


@cond("renea_two_boosts")
def _two_boosts(m, s, e):
    return len(m.p(s)["boosts"]) >= 2


@effect("renea_mimetism")
def _mimetism(m, s, e, o):
    side = strike_side(m, s)
    if side is None:
        return
    stay = side.setdefault("stay", [])
    n = cost(m, s, 2)
    if not [i for i in m.p(s)["boosts"] if i not in stay] or force_available(m, s) < n:
        return
    m.confirm(s, say("Mimetism: spend {n} Force to keep one of your continuous boosts after this "
                     "strike?", n=n),
              {"op": "pay", "s": s, "n": n, "g": False, "why": "Mimetism",
               "then": {"op": "renea_mimetism_ask", "s": s}}, say("Spend {n} Force", n=n), say("No"),
              private=True)


@op("renea_mimetism_ask", s=int)
def _mimetism_ask(m, o):
    s = o["s"]
    side = strike_side(m, s)
    if side is None:
        return
    stay = side.setdefault("stay", [])
    keep = [i for i in m.p(s)["boosts"] if i not in stay]
    if not keep:
        return
    opts = [[str(i), "choose", _boost(m, iid), m.name(iid), iid]
            for i, iid in enumerate(keep)]
    m.ask(s, "choose", say("Mimetism: which continuous boost stays in play?"), opts,
          {"op": "renea_mimetism_pick", "s": s})


@op("renea_mimetism_pick", s=int)
def _mimetism_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    side = strike_side(m, s)
    if side is None or iid not in m.p(s)["boosts"]:
        return
    side.setdefault("stay", []).append(iid)
    m.emit("effect", say("{player}'s {boost} stays in play after this strike (Mimetism).",
                         player=m.who(s), boost=m.ci(iid).bname))


# ------------------------------------------------------------------ attacks, boosts


@op("renea_called_shot", L=list, s=int)
def _called_shot(m, o):
    """Called Shot: a copy thrown away gives the attack +6 Power."""
    s = o["s"]
    if o.get("L"):
        m.push({"op": "eff", "s": s, "e": {"do": "stat", "power": 6}, "x": True})


@effect("renea_fakeout")
def _fakeout(m, s, e, o):
    """Fakeout: this card goes back to your hand, and you draw a card."""
    me = o.get("c")
    if me in m.p(s)["boosts"]:
        boost_to_hand(m, s, me)
    m.draw(s, 1)


@cond("renea_opp_exceeded")
def _opp_exceeded(m, s, e):
    return m.p(1 - s)["ex"]


@effect("renea_neutralize")
def _neutralize(m, s, e, o):
    told_discard(m, s, 1 - s, 2, zone="gauge", prompt=say("Neutralizer: discard 2 cards from your gauge"))


@effect("renea_conspiracy")
def _conspiracy(m, s, e, o):
    """Conspiracy Unearthed: the opponent shows Renea their hand; she puts one card into their gauge."""
    t = 1 - s
    hand = m.p(t)["hand"]
    m.emit("reveal", say("{player} shows their hand to {viewer}.", player=m.who(t), viewer=m.who(s)))
    m.emit("reveal", say("{player}'s hand: {cards}.", player=m.who(t),
                         cards=m.named_all(hand) if hand else say("empty")), visible_to=s)
    if not hand:
        return
    m.ask(s, "choose", say("Conspiracy Unearthed: which card of their hand goes into their gauge?"),
          m.card_opts(hand), {"op": "renea_conspiracy_pick", "s": s}, private=True)


@op("renea_conspiracy_pick", s=int)
def _conspiracy_pick(m, o):
    s, iid = o["s"], o["pick"][0]
    t = 1 - s
    if iid not in m.p(t)["hand"]:
        return
    m.hand_to(t, iid, "gauge")
    m.emit("gauge", say("{player} puts {card} from hand into the gauge (Conspiracy Unearthed).",
                        player=m.who(t), card=m.named(iid)))
