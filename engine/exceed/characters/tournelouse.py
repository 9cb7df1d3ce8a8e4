"""Tournelouse / The Bargeist: Normals that serve as Transformations (+1 Power to Specials and
Ultras each), Transformations sealed for power, armor and Gauge, and Ouroboros's trade."""

from __future__ import annotations

from engine.core.words import card, listed, say

from ..combat import attack_info, tr_name, transform_name
from ..effects import choose_move, self_move_ok, strike_side, transformable
from ..listeners import listen
from ..payment import cost, force_available, pay_force, rule_count
from ..registry import cond, effect, op
from ..rule_names import implements
from ..statline import ARMOR, POWER
from . import Character, register

# a seal question's prompt (`why`): a message, or a card's printed text; a list is a message
# read back from a snapshot
WHY = str | list | tuple

# standing rules this character's code reads by name
OUROBOROS = implements("ouroboros")
TL_SECOND_NORMAL = implements("tl_second_normal")
SEAL_PAYS = implements("seal_pays")


def normals_in_tr(m, s: int) -> int:
    return sum(1 for i in m.p(s)["tr"] if m.ci(i).kind == "normal")


def bonus_label(power: int, armor: int) -> dict:
    """"+2 Power", "+2 Armor" or both, as one message argument."""
    bits = []
    if power:
        bits.append(say("+{n} Power", n=power))
    if armor:
        bits.append(say("+{n} Armor", n=armor))
    return listed(bits)


def tr_words(m, iid: int):
    """A Transformation as a message argument: 'Lower half (Card)', or the card for a Normal."""
    name = tr_name(m, iid)
    if name == m.name(iid):
        return m.named(iid)
    return say("{boost} ({card})", boost=name, card=m.named(iid))


def seal_options(m, s: int, bonuses: list) -> list:
    """'Do not seal' and one option per Transformation name and bonus: [label, [iid, bonus]]."""
    opts = [["n", "pass", say("Do not seal"), None, None]]
    seen = set()
    for iid in m.p(s)["tr"]:
        name = tr_name(m, iid)
        if name in seen:
            continue
        seen.add(name)
        for label, bonus in bonuses:
            opts.append([str(len(opts)), "choose", say("Seal {boost} for {bonus}", boost=name, bonus=label),
                         m.name(iid), [iid, bonus]])
    return opts


class Tournelouse(Character):
    id = "tournelouse"

    def during(self, m, s, acc: list) -> None:
        c = attack_info(m, s)
        if c is not None and c.kind != "normal":
            acc[POWER] += normals_in_tr(m, s)

    def set_hooks(self, m, s) -> list:
        if not m.p(s)["ex"] or not m.p(s)["tr"]:
            return []
        return [{"op": "tl_seal_ask", "s": s,
                 "b": [[bonus_label(2, 0), [2, 0]], [bonus_label(0, 2), [0, 2]]],
                 "why": say("The Bargeist: seal a Transformation for +2 Power or +2 Armor?")}]


register(Tournelouse())


@listen("action_menu", char="tournelouse")
def _actions(m, s, _iid) -> list:
    p = m.p(s)
    out = []
    seen = set()
    for iid in p["hand"]:
        c = m.ci(iid)
        if c.kind != "normal" or c.id in seen:
            continue
        seen.add(c.id)
        copies = [i for i in p["hand"] if m.ci(i).id == c.id]
        if len(copies) >= 2 and transform_name(m, s, iid) is not None:
            out.append(["transform", say("Transform {card} (discard the second {card})",
                                         card=card(c.id, c.name)), c.name,
                        {"op": "tl_tf_act", "s": s, "a": copies[0], "b": copies[1]}])
    if rule_count(m, s, OUROBOROS) and p["tr"] and ouroboros_hand(m, s):
        out.append(["ouroboros", say("Ouroboros: pay {n} Force to trade a hand card for a "
                                     "Transformation", n=cost(m, s, 1)), None,
                    {"op": "tl_ouro", "s": s}])
    return out


@listen("transform_name", char="tournelouse")
def _transform_name(m, s, _iid, iid):
    """A Normal may be a Transformation too (a second copy with Heart of Darkness)."""
    c = m.ci(iid)
    if c.kind != "normal":
        return None  # the printed rules decide
    p = m.p(s)
    # the starting side's ability; the Exceed side only keeps the text of Normals already there
    if m.owner(iid) != s or p["ex"]:
        return False
    room = 2 if rule_count(m, s, TL_SECOND_NORMAL) else 1
    if sum(1 for i in p["tr"] if m.ci(i).id == c.id) >= room:
        return False
    return c.name


@listen("ultra_alt", char="tournelouse")
def _ultra_alt(m, s, _iid, c):
    if any(e.get("rule") == SEAL_PAYS for e in c.fx.get("always", ())):
        n = len(m.p(s)["tr"])
        return [n, say("sealed Transformations")] if n else None
    return None


@listen("ultra_pay", char="tournelouse")
def _ultra_pay(m, s, _iid, n) -> list:
    return [{"op": "tl_pay", "s": s, "n": n}]


# ---------------------------------------------------------------- transforming


@op("tl_tf_act", a=int, b=int, s=int)
def _tf_act(m, o):
    s = o["s"]
    m.discard_from(s, "hand", o["b"])
    m.hand_to(s, o["a"], "tr")
    m.emit("transform", say("{player} transforms {card} (discarding the second copy).",
                            player=m.who(s), card=m.named(o["a"])))


@effect("tl_transform_many")
def _transform_many(m, s, e, o):
    """Bargeist Fang: put as many cards from your hand as you like into the transformation area."""
    choices = transformable(m, s, m.p(s)["hand"])
    if not choices:
        return
    opts = [["n", "pass", say("Done"), None, None]]
    opts += [[str(i), "choose", say("Transform {card}", card=tr_words(m, iid)), m.name(iid), iid]
             for i, iid in enumerate(choices)]
    m.ask(s, "choose",
          say("Bargeist Fang: put another card from your hand into your transformation area?"),
          opts, {"op": "tl_many_pick", "s": s, "e": e, "c": o.get("c"), "x": o.get("x")}, private=True)


@op("tl_many_pick", c=int | None, e=dict, s=int, x=bool | None)
def _many_pick(m, o):
    iid = o["pick"][0]
    if iid is None:
        return
    m.push({"op": "transform_pick", "s": o["s"], "z": "hand", "pick": [iid]},
           {"op": "eff", "s": o["s"], "e": o["e"], "c": o.get("c"), "x": o.get("x")})


@cond("tl_life_below")
def _c_life_below(m, s, e):
    return m.p(s)["life"] < m.p(1 - s)["life"]


# -------------------------------------------------------------------- sealing


def seal_tr(m, s: int, iid: int, why) -> None:
    """Seal Transformation `iid`; `why` (a message) says what for."""
    m.p(s)["tr"].remove(iid)
    m.seal(s, iid)
    m.emit("seal", say("{player} seals the Transformation {boost} ({why}).", player=m.who(s),
                       boost=tr_name(m, iid), why=why))


@effect("tl_seal_for")
def _seal_for(m, s, e, o):
    """You may seal one of your Transformations for the listed stats (Death Omen)."""
    if not m.p(s)["tr"]:
        return
    bonus = [e.get("power", 0), e.get("armor", 0)]
    label = bonus_label(bonus[0], bonus[1])
    m.push({"op": "tl_seal_ask", "s": s, "b": [[label, bonus]], "why": e.get("text") or say("Seal?")})


@op("tl_seal_ask", b=list, s=int, why=WHY)
def _seal_ask(m, o):
    s = o["s"]
    if strike_side(m, s) is None or not m.p(s)["tr"]:
        return
    m.ask(s, "choose", o["why"], seal_options(m, s, o["b"]), {"op": "tl_seal_pick", "s": s})


@op("tl_seal_pick", s=int)
def _seal_pick(m, o):
    pick = o["pick"][0]
    if pick is None:
        return
    s = o["s"]
    iid, (power, armor) = pick
    side = strike_side(m, s)
    if side is None or iid not in m.p(s)["tr"]:
        return
    seal_tr(m, s, iid, say("for the attack"))
    side["b"][POWER] += power
    side["b"][ARMOR] += armor
    m.emit("effect", say("{player}'s attack gets {bonus}.", player=m.who(s),
                         bonus=bonus_label(power, armor)))


@op("tl_pay", n=int, s=int)
def _pay(m, o):
    """Pay an Ultra's Gauge cost one at a time from the gauge or by sealing Transformations."""
    s, n = o["s"], o["n"]
    if n <= 0:
        return
    p = m.p(s)
    opts = []
    for iid in p["gauge"]:
        opts.append([str(len(opts)), "pay", say("{card} (gauge)", card=m.named(iid)), m.name(iid),
                     ["gauge", iid]])
    for iid in p["tr"]:
        opts.append([str(len(opts)), "pay",
                     say("Seal {boost} (transformation)", boost=tr_name(m, iid)), m.name(iid),
                     ["tr", iid]])
    c = attack_info(m, s)
    m.ask(s, "pay", say("Pay {n} more Gauge for {card} (gauge cards or sealed Transformations)",
                        n=n, card=card(c.id, c.name)), opts,
          {"op": "tl_paid", "s": s, "n": n})


@op("tl_paid", n=int, s=int)
def _paid(m, o):
    s = o["s"]
    zone, iid = o["pick"][0]
    c = attack_info(m, s)
    why = card(c.id, c.name)
    if zone == "gauge":
        m.discard_from(s, "gauge", iid)
        m.state["tf"].setdefault("gp", [False, False])[s] = True
        m.emit("pay", say("{player} spends {card} from gauge for {why}.", player=m.who(s),
                          card=m.named(iid), why=why))
    else:
        seal_tr(m, s, iid, say("paying for {card}", card=why))
    m.push({"op": "tl_pay", "s": s, "n": o["n"] - 1})


# ------------------------------------------------------------------- movement


@effect("tl_close_1_2")
def _close_1_2(m, s, e, o):
    """Move 1 or 2 spaces toward the opponent without passing them (Grim Thundercalling)."""
    side = strike_side(m, s)
    if side is not None:
        side["moved"] = 0
        side["pass"] = False
    if self_move_ok(m, s):
        choose_move(m, s, s, "close", range(1, 3), None, e)


# ------------------------------------------------------------------ Ouroboros


def ouroboros_hand(m, s: int) -> list:
    """Hand cards that could be traded in: each a possible Transformation once a card leaves the
    area, with enough left to pay the Force without it."""
    p = m.p(s)
    need = cost(m, s, 1)
    avail = force_available(m, s)
    out, seen = [], set()
    for iid in p["hand"]:
        c = m.ci(iid)
        if c.id in seen or avail - (2 if c.ultra else 1) < need:
            continue
        if ouroboros_targets(m, s, iid):
            seen.add(c.id)
            out.append(iid)
    return out


def ouroboros_targets(m, s: int, h: int) -> list:
    """Transformations that `h` could replace (it must be able to enter once that one leaves)."""
    p = m.p(s)
    out, seen = [], set()
    for t in list(p["tr"]):
        if m.ci(t).id in seen:
            continue
        i = p["tr"].index(t)
        p["tr"].remove(t)
        ok = transform_name(m, s, h) is not None
        p["tr"].insert(i, t)
        if ok:
            seen.add(m.ci(t).id)
            out.append(t)
    return out


@op("tl_ouro", s=int)
def _ouro(m, o):
    s = o["s"]
    opts = [[str(i), "choose", say("Trade in {card}", card=m.named(iid)), m.name(iid), iid]
            for i, iid in enumerate(ouroboros_hand(m, s))]
    m.ask(s, "choose", say("Ouroboros: which card from your hand goes into the transformation area?"),
          opts,
          {"op": "tl_ouro_hand", "s": s}, private=True)


@op("tl_ouro_hand", s=int)
def _ouro_hand(m, o):
    s, h = o["s"], o["pick"][0]
    opts = [[str(i), "choose", say("Take {card}", card=tr_words(m, t)), m.name(t), t]
            for i, t in enumerate(ouroboros_targets(m, s, h))]
    m.ask(s, "choose", say("Ouroboros: which Transformation returns to your hand for {card}?",
                           card=m.named(h)), opts,
          {"op": "tl_ouro_take", "s": s, "h": h}, private=True)


@op("tl_ouro_take", h=int, s=int)
def _ouro_take(m, o):
    s, h, t = o["s"], o["h"], o["pick"][0]
    # the traded card is set into the area first, so the Force is paid from the other cards
    m.hand_to(s, h, "tr")
    pay_force(m, s, cost(m, s, 1), {"op": "tl_ouro_do", "s": s, "h": h, "t": t}, "Ouroboros")


@op("tl_ouro_do", h=int, s=int, t=int)
def _ouro_do(m, o):
    s, h, t = o["s"], o["h"], o["t"]
    p = m.p(s)
    p["tr"].remove(t)
    p["hand"].append(t)
    m.emit("transform", say("{player} trades {card} back to hand for {other} (Ouroboros).",
                            player=m.who(s), card=tr_words(m, t), other=tr_words(m, h)))
