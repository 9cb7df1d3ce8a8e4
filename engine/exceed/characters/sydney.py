"""Sydney & Serena: Sydney fights, Serena plants herself mid-board and fires the specials."""

from __future__ import annotations

from engine.core.words import say

from ..combat import attack_info
from ..discards import told_discard
from ..effects import outcome, relocate, strike_side
from ..listeners import listen
from ..payment import gauge_available, pay_gauge
from ..registry import cond, during, effect, op
from ..statline import GUARD
from . import Character, register

SET_GAUGE = {"do": "spend_force", "gauge": True, "max": 2, "per": {"power": 1, "rmin": 1, "rmax": 1},
             "only": "set_special_ultra", "text": say("Serena: spend up to 2 Gauge for +1 Power and +1 Range each?")}


class Sydney(Character):
    id = "sydney"

    def origin(self, m, s, side) -> int:
        p = m.p(s)
        c = attack_info(m, s)
        if p["tok"] is not None and c is not None and c.kind in ("special", "ultra"):
            return p["tok"]
        return p["pos"]

    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "sy_exceed", "s": s}]

    def set_hooks(self, m, s) -> list:
        if m.p(s)["ex"]:
            return [{"op": "eff", "s": s, "e": SET_GAUGE, "x": True}]
        return []

    def view_extra(self, m, s, viewer) -> dict:
        tok = m.p(s)["tok"]
        return {"serena": tok, "pieces": [{"name": "Serena", "space": tok}] if tok is not None else []}


register(Sydney())


@listen("action_menu", char="sydney")
def _actions(m, s, _iid) -> list:
    if m.p(s)["life"] > 1 and m.p(s)["deck"]:
        return [["activate", say("Lose 1 life: put the top card of your deck into your gauge"), None,
                 {"op": "sy_gauge", "s": s}]]
    return []


@listen("setup", char="sydney")
def _setup(m, s, _iid):
    m.p(s)["tok"] = 5  # Serena starts on the middle space


@listen("exceed_discount", char="sydney")
def _exceed_discount(m, s, _iid):
    p = m.p(s)
    return 3 if p["tok"] is not None and p["pos"] == p["tok"] else 0


@listen("block_self_move", rule="opp_no_self_move", of="opp")
def _no_self_move(m, s, _iid):
    """Vine Snare (and Luciya's Chain Trap, which says the same): the opponent cannot move
    themselves."""
    return True


@op("sy_gauge", s=int)
def _gauge(m, o):
    s = o["s"]
    m.spend_life(s, 1)
    p = m.p(s)
    iid = p["deck"].pop(0)  # not a draw: offered only while the deck has cards
    p["gauge"].append(iid)
    m.emit("gauge", say("{player} puts the top card of the deck ({card}) into the gauge.",
                        player=m.who(s), card=m.named(iid)))


@op("sy_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    if p["life"] <= 10:
        m.heal(s, 5)
    p["tok"] = None
    m.emit("exceed", say("{player}'s Serena moves to space {space}; Sydney leaves the board.",
                         player=m.who(s), space=p["pos"]))


@cond("toxins")
def _toxins(m, s, e):
    side = strike_side(m, s)
    return bool(m.state["tf"]["gp"][s] and side and not side["stun"])


@cond("moved_lt3")
def _moved_lt3(m, s, e):
    side = strike_side(m, s)
    return bool(side and side["moved"] < 3)


@effect("metabolism")
def _metabolism(m, s, e, o):
    p = m.p(s)
    if p["life"] <= 1 or not p["hand"]:
        return
    opts = [["n", "pass", say("No"), None, None]]
    opts += [[str(i + 1), "choose", say("Lose 1 life: {card} to gauge", card=m.named(iid)),
              m.name(iid), iid]
             for i, iid in enumerate(p["hand"])]
    m.ask(s, "choose",
          say("Enhanced Metabolism: lose 1 life to put a card from your hand into your gauge?"),
          opts, {"op": "sy_metabolism", "s": s}, private=True)


@op("sy_metabolism", s=int)
def _metabolism_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    m.spend_life(s, 1)
    m.hand_to(s, iid, "gauge")
    m.emit("gauge", say("{player} puts {card} into the gauge.", player=m.who(s), card=m.named(iid)))


@effect("opp_gauge_discard")
def _opp_gauge_discard(m, s, e, o):
    told_discard(m, s, 1 - s, 1, zone="gauge", prompt=say("Discard a card from your gauge"))


@effect("feed_me")
def _feed_me(m, s, e, o):
    p = m.p(s)
    top = min(3, p["life"] - 1, len(p["hand"]))
    if top <= 0:
        return
    opts = [[str(k), "choose", say("Lose {n} life", n=k) if k else say("Lose nothing"), None, k]
            for k in range(top + 1)]
    m.ask(s, "choose", say("Feed Me: lose life to put that many cards from your hand into your gauge"),
          opts,
          {"op": "sy_feed", "s": s})


@op("sy_feed", s=int)
def _feed(m, o):
    s, k = o["s"], o["pick"][0]
    if not k:
        return
    m.spend_life(s, k)
    hand = m.p(s)["hand"]
    opts = m.card_opts(hand)
    prompt = (say("Feed Me: put {n} card into your gauge", n=k) if k == 1
              else say("Feed Me: put {n} cards into your gauge", n=k))
    m.ask(s, "choose", prompt, opts,
          {"op": "sy_feed_do", "s": s}, mn=k, mx=k, private=True)


@op("sy_feed_do", s=int)
def _feed_do(m, o):
    s = o["s"]
    for iid in o["pick"]:
        m.hand_to(s, iid, "gauge")
    m.emit("gauge", say("{player} puts {cards} into the gauge.", player=m.who(s),
                        cards=m.named_all(o["pick"])))


@during("guard_per_gauge")
def _guard_per_gauge(m, s, e, acc):
    acc[GUARD] += len(m.p(s)["gauge"])


@effect("verdant_pull")
def _verdant_pull(m, s, e, o):
    from ..effects import opp_move_ok

    p = m.p(s)
    t = 1 - s
    origin = m.char(s).origin(m, s, strike_side(m, s))
    for _ in range(1 + len(p["gauge"])):
        if p["tok"] is not None and m.p(t)["pos"] == p["tok"]:
            break
        if not opp_move_ok(m, t):
            break
        new, moved, passed = outcome(m, t, s, "pull", 1, origin=origin)
        if not moved:
            break
        relocate(m, t, s, "pull", new, moved, passed)


@effect("saphrophyte")
def _saphrophyte(m, s, e, o):
    m.draw(s, len(m.p(s)["gauge"]))
    m.push({"op": "sy_saph", "s": s})


@op("sy_saph", s=int)
def _saph(m, o):
    from ..effects import transformable

    s = o["s"]
    if gauge_available(m, s) < 1 or not transformable(m, s, m.p(s)["hand"]):
        return
    m.confirm(s, say("Saphrophyte: pay 1 Gauge to put a card from your hand into your "
                     "transformation area?"),
              {"op": "sy_saph_pay", "s": s}, say("Pay 1 Gauge"), say("No"))


@op("sy_saph_pay", s=int)
def _saph_pay(m, o):
    s = o["s"]
    pay_gauge(m, s, 1, {"op": "eff", "s": s, "e": {"do": "transform_from_hand"}}, "Saphrophyte")
