"""Emogine / The Hecatonchier: face-up Wild Swings, life traded for cards on top of her deck."""

from __future__ import annotations

from engine.core.words import card, say

from .. import charstate
from ..charstate import SEAT
from ..combat import attack_info
from ..effects import strike_side, transformable
from ..listeners import listen
from ..match import known_cards
from ..payment import pay_gauge
from ..registry import cond, effect, op
from ..rule_names import implements
from ..statline import POWER
from . import Character, register

# standing rules this character's code reads by name
WS_LIFE3 = implements("ws_life3")
INVALID_PLUS3 = implements("invalid_plus3")


def _rule(c, rule: str) -> bool:
    """Whether attack card `c` carries a standing rule of its own (Hand Of Judgement, Touch Of Divinity)."""
    return any(e["do"] == "rule" and e.get("rule") == rule for e in c.fx.get("always", ()))


class Emogine(Character):
    id = "emogine"

    # Starting side: Wild Swings face-up, and a look at the top card before each one.
    def set_hooks(self, m, s) -> list:
        side = strike_side(m, s)
        if m.p(s)["ex"] or not side or not side["ws"]:
            return []
        return [{"op": "emo_faceup", "s": s}]

    def view_extra(self, m, s, viewer) -> dict:
        if viewer != s:
            return {}
        from ..view import cards

        return {"deck_top": cards(m, known_cards(m, s))}

    def turn_start(self, m, s) -> list:
        p = m.p(s)
        if p["ex"] and len(p["deck"]) > 1 and p["life"] > 1:
            return [{"op": "emo_bottom", "s": s}]
        return []



register(Emogine())


@listen("before_wild_swing", char="emogine")
def _before_wild_swing(m, s, _iid) -> list:
    p = m.p(s)
    if p["ex"] or not (p["deck"] or (p["discard"] and not p["rs"])):
        return []  # an empty deck after the reshuffle: the Wild Swing itself loses
    return [{"op": "emo_look", "s": s}]


@listen("known_cards", char="emogine")
def _known_cards(m, s, _iid):
    """Exceed side: the top card of the deck is always known to her."""
    deck = m.p(s)["deck"]
    return [deck[0]] if m.p(s)["ex"] and deck else None


@listen("ws_ultra", char="emogine")
def _ws_ultra(m, s, _iid, c, need, can):
    """Hand Of Judgement from a Wild Swing: 3 life may stand in for its Gauge cost."""
    if not _rule(c, WS_LIFE3) or m.p(s)["life"] <= 3:
        return None
    return [{"op": "emo_hoj", "s": s, "n": need, "can": can}]


@listen("attack_invalid", char="emogine")
def _attack_invalid(m, s, _iid) -> None:
    """Touch Of Divinity found invalid: the replacement attack gets +3 Power."""
    c = attack_info(m, s)
    if c is not None and _rule(c, INVALID_PLUS3):
        strike_side(m, s)["b"][POWER] += 3
        m.emit("effect", say("{player}'s {card} is invalid: the attack this strike gets +3 Power.",
                             player=m.who(s), card=card(c.id, c.name)))


@listen("life_paid", rule="bloodletting")
def _bloodletting(m, s, iid, n) -> None:
    """The next life paid comes back and the boost leaves (each copy in play)."""
    if iid in m.p(s)["boosts"]:
        m.boost_leaves(s, iid)
        m.emit("boost", say("{player}'s Bloodletting returns the {n} life and is discarded.",
                            player=m.who(s), n=n))
        m.heal(s, n)


@listen("gauge_paid", rule="gauge_heal")
def _corrupted_power(m, s, _iid) -> None:
    """Corrupted Power: a payment that used Gauge (for Gauge or Force) heals 1."""
    m.heal(s, 1)


# ------------------------------------------------------------- the ability


@op("emo_look", s=int)
def _look(m, o):
    s = o["s"]
    p = m.p(s)
    if not p["deck"]:
        m.reshuffle(s, automatic=True)  # the first empty deck reshuffles before she can look
    iid = p["deck"][0]
    if iid not in known_cards(m, s):
        # (cards she put in order with Desperate Prayer stay known)
        charstate.put(m, s, SEAT, "known", [iid])
        charstate.put(m, s, SEAT, "known_rs", p["rs"])
    m.emit("look", say("You look at the top card of your deck: {card}.", card=m.named(iid)),
           visible_to=s)
    if p["life"] <= 1:
        return
    m.confirm(s, say("Before your Wild Swing: pay 1 life to put the top card of your deck into "
                     "your gauge (the Wild Swing then uses the next card)?"),
              {"op": "emo_look_pay", "s": s, "i": iid},
              say("Pay 1 life: top card to gauge"), say("No"), private=True)


@op("emo_look_pay", i=int, s=int)
def _look_pay(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if not p["deck"] or p["deck"][0] != iid:
        return
    m.spend_life(s, 1)
    p["deck"].pop(0)
    p["gauge"].append(iid)
    m.emit("gauge", say("{player} puts the top card of the deck ({card}) into the gauge.",
                        player=m.who(s), card=m.named(iid)))


@op("emo_faceup", s=int)
def _faceup(m, o):
    s = o["s"]
    side = strike_side(m, s)
    if side and side["ws"] and not side["shown"]:
        side["shown"] = True
        m.emit("set", say("{player}'s Wild Swing is face-up: {card}.", player=m.who(s),
                             card=m.named(side["card"])))


@op("emo_bottom", s=int)
def _bottom(m, o):
    s = o["s"]
    m.confirm(s, say("The Hecatonchier: pay 1 life to move the top card of your deck to the "
                     "bottom?"),
              {"op": "emo_bottom_do", "s": s}, say("Pay 1 life: top card to the bottom"), say("No"),
              private=True)


@op("emo_bottom_do", s=int)
def _bottom_do(m, o):
    s = o["s"]
    p = m.p(s)
    m.spend_life(s, 1)
    iid = p["deck"].pop(0)
    p["deck"].append(iid)
    m.emit("effect", say("{player} moves the top card of the deck to the bottom.", player=m.who(s)))
    m.emit("look", say("You put {card} on the bottom; the top card is now {top}.",
                       card=m.named(iid), top=m.named(p["deck"][0])), visible_to=s)


# ------------------------------------------------------------------ cards


@cond("emo_ws")
def _c_ws(m, s, e):
    side = strike_side(m, s)
    return bool(side and side["ws"])


@cond("emo_opp_ws")
def _c_opp_ws(m, s, e):
    side = strike_side(m, 1 - s)
    return bool(side and side["ws"])


@cond("emo_behind")
def _c_behind(m, s, e):
    return m.p(s)["life"] < m.p(1 - s)["life"]


@effect("emo_blood")
def _blood(m, s, e, o):
    side = strike_side(m, s)
    if side and side["dt"]:
        side["b"][POWER] += side["dt"]
        m.emit("effect", say("{player}'s attack gets +{n} power.", player=m.who(s), n=side["dt"]))


@effect("emo_arm")
def _arm(m, s, e, o):
    """A Wild Swing arms the attack of this strike (whichever card ends up valid) with a Hit effect."""
    side = strike_side(m, s)
    if side is not None:
        side["add"].append([e.get("text") or "Wild Swing", e["then"]])


@effect("emo_paean")
def _paean(m, s, e, o):
    if m.p(s)["life"] > 3:
        m.confirm(s, say("Guilty Paean: pay 3 life so that this attack can hit?"),
                  {"op": "emo_paean_pay", "s": s}, say("Pay 3 life"), say("No (it cannot hit)"),
                  no={"op": "emo_paean_no", "s": s})
    else:
        m.push({"op": "emo_paean_no", "s": s})


@op("emo_paean_pay", s=int)
def _paean_pay(m, o):
    m.spend_life(o["s"], 3)


@op("emo_paean_no", s=int)
def _paean_no(m, o):
    s = o["s"]
    side = strike_side(m, 1 - s)
    if side is not None and "dodge" not in side["fl"]:
        side["fl"].append("dodge")  # read as "the opponent cannot be hit by this attack"
    m.emit("effect", say("{player} does not pay: Guilty Paean cannot hit.", player=m.who(s)))


@op("emo_hoj", can=bool, n=int, s=int)
def _hoj(m, o):
    s, need = o["s"], o["n"]
    opts = []
    if o["can"]:
        opts.append(["g", "pay", say("Pay {n} Gauge", n=need), None, "g"])
    opts.append(["l", "pay", say("Pay 3 life instead"), None, "l"])
    opts.append(["n", "pass", say("Decline (swing again)"), None, "n"])
    m.ask(s, "choose", say("Your Wild Swing is Hand Of Judgement: pay for it?"), opts,
          {"op": "emo_hoj_pick", "s": s, "n": need})


@op("emo_hoj_pick", n=int, s=int)
def _hoj_pick(m, o):
    s, pick = o["s"], o["pick"][0]
    if pick == "g":
        pay_gauge(m, s, o.get("n", 2), None, "Hand Of Judgement")
    elif pick == "l":
        m.spend_life(s, 3)
    else:
        m.push({"op": "st_invalid", "s": s})


@effect("emo_evil_within")
def _evil_within(m, s, e, o):
    """Strike once the boost resolves; the opponent must set a Wild Swing."""
    if m.state["st"] is not None:
        return  # played during a strike (interpretation 14)
    m.state["tf"]["strike_next"] = True
    m.state["tf"]["strike_rules"] = {str(1 - s): "ws"}


@effect("emo_prayer")
def _prayer(m, s, e, o):
    top = m.p(s)["deck"][:3]  # not a draw: a short deck shows what it has
    if top:
        m.emit("look", say("You look at the top cards of your deck: {cards}.",
                           cards=m.named_all(top)), visible_to=s)
        if len(top) == 1:
            m.emit("effect", say("{player} looks at the top {n} card of the deck and rearranges "
                                 "them.", player=m.who(s), n=len(top)))
        else:
            m.emit("effect", say("{player} looks at the top {n} cards of the deck and rearranges "
                                 "them.", player=m.who(s), n=len(top)))
    m.push({"op": "emo_order", "s": s, "rest": top, "done": []}, {"op": "emo_gauge_tf", "s": s})


@op("emo_order", done=list, rest=list, s=int)
def _order(m, o):
    s, rest, done = o["s"], o["rest"], o["done"]
    if not rest:
        p = m.p(s)
        p["deck"][:len(done)] = done
        charstate.put(m, s, SEAT, "known", list(done))
        # a later reshuffle (one per game) makes them unknown again
        charstate.put(m, s, SEAT, "known_rs", p["rs"])
        return
    prompt = (say("Desperate Prayer: which card goes top on your deck?"),
              say("Desperate Prayer: which card goes second on your deck?"),
              say("Desperate Prayer: which card goes third on your deck?"))[len(done)]
    m.ask(s, "choose", prompt, m.card_opts(rest),
          {"op": "emo_order_pick", "s": s, "rest": rest, "done": done}, private=True)


@op("emo_order_pick", done=list, rest=list, s=int)
def _order_pick(m, o):
    iid = o["pick"][0]
    rest = [i for i in o["rest"] if i != iid]
    m.push({"op": "emo_order", "s": o["s"], "rest": rest, "done": o["done"] + [iid]})


@op("emo_gauge_tf", s=int)
def _gauge_tf(m, o):
    s = o["s"]
    choices = transformable(m, s, m.p(s)["gauge"])
    if not choices:
        return
    opts = [["n", "pass", say("None"), None, None]]
    opts += [[str(i), "choose", say("Transform {boost} ({card})", boost=m.ci(iid).bname,
                                    card=m.named(iid)), m.name(iid), iid]
             for i, iid in enumerate(choices)]
    m.ask(s, "choose",
          say("Desperate Prayer: put a card from your gauge into your transformation area?"), opts,
          {"op": "transform_pick", "s": s, "z": "gauge"})
