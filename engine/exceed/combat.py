"""Strikes as a state machine: set, reveal, validity, priority, the two attacks, cleanup.

Attack stats are never stored: `stats()` recomputes them from the printed card,
EX, bonuses gained during this strike, both players' continuous boosts,
transformations and character abilities, each time they are read.
"""

from __future__ import annotations

from engine.core.words import Words, card, say

from . import charstate, listeners
from .cards import card_text
from .payment import cost, force_available, gauge_available, pay_force, pay_gauge
from .registry import COND, DURING, EFFECTS, op
from .reveal import reveals
from .statline import ARMOR, FLAGS, GUARD, IDX, POWER, RMAX, RMIN, SPEED

WS_FORCED = say("Wild Swing (you must)")
WS_TOP = say("Wild Swing (top card of your deck)")
WS_DECLINE = say("Decline (swing again)")
ORDER = say("Choose which effect resolves next")
SPEND_NOTHING = say("Spend nothing")
TRANSFORM, GAUGE = say("Transform"), say("Gauge")
STRIKE_RESOLVED = say("strike resolved")
# where an effect sent a strike card ("... goes to {zone}."): the zone as it was named
DEST_WORDS = {"hand": say("hand"), "gauge": say("gauge"), "discard": say("discard"),
              "sealed": say("sealed")}


def new_side() -> dict:
    return {"cards": [], "card": None, "src": "", "ex": False, "ws": False, "shown": False,
            "as": None, "b": [0, 0, 0, 0, 0, 0], "fl": [], "add": [], "hit": False, "res": [],
            "dt": 0, "au": 0, "stun": False, "floor": False, "was_hit": False, "dmg": 0,
            "cap": None, "pass": False, "moved": 0, "ret": [], "done": False,
            "sp": 0}  # sp: Power for every attack of this side this strike


# -------------------------------------------------------------------- stats


def attack_words(c) -> Words:
    """An attack's card facts (CardInfo) as a message argument."""
    return card(c.id, c.name)


def attack_info(m, s: int):
    side = m.state["st"]["sides"][s]
    if side["src"] == "face":
        return listeners.fire(m, "face_attack", s)
    if side["as"]:
        return m.game.info[side["as"]]
    if side["card"] is None:
        return None
    return m.info[side["card"]]


def applies(m, s: int, e: dict) -> bool:
    g = e.get("only")
    if g is not None and not COND[g](m, s, e):
        return False
    c = e.get("if")
    return c is None or COND[c](m, s, e)


def _during(m, s: int, effects, acc: list, opp: bool) -> None:
    for e in effects:
        if (e.get("who") == "opp") != opp or not applies(m, s, e):
            continue
        d = e["do"]
        if d == "stat":
            for k, i in IDX.items():
                if k in e:
                    acc[i] += e[k]
        elif d == "flag":
            acc[FLAGS].add(e["flag"])
        else:
            DURING[d](m, s, e, acc)


def stats(m, s: int) -> list:
    """[power, speed, armor, guard, min range, max range, flags] of seat s's current attack."""
    st = m.state["st"]
    side = st["sides"][s]
    c = attack_info(m, s)
    if c is None:
        return [0, 0, 0, 0, 0, 0, {"norange", "nopower"}]
    fl = side["fl"]
    flags = set(fl) if fl else set()
    rng = c.rng
    # printed, then EX (+1 to the first four), then this strike's bonuses, in stat-line order
    ex = 1 if side["ex"] else 0
    b = side["b"]
    if rng is None:
        flags.add("norange")
        acc = [(c.power or 0) + ex + b[POWER], c.speed + ex + b[SPEED], c.armor + ex + b[ARMOR],
               c.guard + ex + b[GUARD], b[RMIN], b[RMAX], flags]
    else:
        acc = [(c.power or 0) + ex + b[POWER], c.speed + ex + b[SPEED], c.armor + ex + b[ARMOR],
               c.guard + ex + b[GUARD], rng[0] + b[RMIN], rng[1] + b[RMAX], flags]
    if c.power is None and not c.px:
        flags.add("nopower")
    info = m.info
    if "during" in c.fx:
        _during(m, s, c.fx["during"], acc, False)
    ps = m.state["p"]
    p = ps[s]
    if p["boosts"]:
        fd = p["fd"]
        fdp = m.game.chars[p["char"]].facedown_power  # what a face-down boost reads, if anything
        stored = charstate.kept_speeds(p)
        for iid in p["boosts"]:
            if iid in fd:
                acc[POWER] += fdp
                continue
            acc[SPEED] += stored.get(str(iid), 0)  # a boost's Speed fixed when it was played
            fx = info[iid].bfx.get("during")
            if fx:
                _during(m, s, fx, acc, False)
    q = ps[1 - s]
    for iid in q["boosts"]:
        if iid in q["fd"]:
            continue
        fx = info[iid].bfx.get("during")
        if fx:
            _during(m, s, fx, acc, True)
    for iid in p["tr"]:
        fx = info[iid].bfx.get("during") if info[iid].bkind == "transform" else None
        if fx:  # a Normal serving as a Transformation has no lower-half text in play
            _during(m, s, fx, acc, False)
    m.char(s).during(m, s, acc)
    if acc[RMIN] < 0:
        acc[RMIN] = 0
    if acc[RMAX] < 0:
        acc[RMAX] = 0
    if acc[POWER] < 0:
        acc[POWER] = 0
    return acc


def card_armor(m, s: int) -> int:
    """The Armor seat s's current attack gives by itself: printed, EX, and its own text."""
    c = attack_info(m, s)
    if c is None:
        return 0
    acc = [0, 0, c.armor + (1 if m.state["st"]["sides"][s]["ex"] else 0), 0, 0, 0, set()]
    if "during" in c.fx:
        _during(m, s, c.fx["during"], acc, False)
    return acc[ARMOR]


def distance(m, s: int) -> int:
    """Distance from seat s's attack origin to the opponent."""
    st = m.state["st"]
    origin = m.char(s).origin(m, s, st["sides"][s])
    return abs(origin - m.state["p"][1 - s]["pos"])


def in_range(m, s: int) -> bool:
    acc = stats(m, s)
    o = 1 - s
    flags = acc[FLAGS]
    oside = m.state["st"]["sides"][o]
    if "hit_if_crossed" in flags:
        ok = m.state["st"]["sides"][s]["pass"]
    elif "norange" in flags:
        return False
    else:
        d = distance(m, s)
        ok = acc[RMIN] <= d <= acc[RMAX]
    if not ok:
        return False
    if oside["card"] is None and oside["src"] != "face":
        return True
    oacc = stats(m, o)
    of = oacc[FLAGS]
    if "dodge" in of:
        return False
    if "miss_r1" in of and distance(m, s) == 1:
        return False
    if "miss_r34" in of and 3 <= distance(m, s) <= 4:
        return False
    if "miss_slow4" in of and acc[SPEED] <= 4:
        return False
    if "miss_normal" in of and attack_info(m, s).kind == "normal":
        return False
    return not ("miss_faster" in of and acc[SPEED] > oacc[SPEED])


# --------------------------------------------------------------------- start


@op("strike", s=int)
def _strike(m, o):
    s = o["s"]
    tf = m.state["tf"]
    if m.state["st"] is not None:
        return
    tf["struck"] = True
    forced = tf.pop("strike_rules", None) or {}
    m.state["st"] = {"att": s, "def": 1 - s, "sides": [new_side(), new_side()], "order": None,
                     "ended": False, "adv": None, "forced": forced}
    m.state["phase"] = "strike"
    m.emit("strike", say("{player} strikes!", player=m.who(s)))
    m.push({"op": "st_set", "s": s}, {"op": "st_set", "s": 1 - s}, {"op": "st_reveal"},
           {"op": "st_valid", "s": s}, {"op": "st_valid", "s": 1 - s}, {"op": "st_order"})


def blocked_names(m, s: int) -> set:
    st = m.state["st"]
    names = (listeners.fire(m, "forbidden_names", s)
             if m.listen_cache[s]["forbidden_names"] is not None else set())
    if st["forced"].get("noname"):
        names.add(st["forced"]["noname"])
    return names


@op("st_set", pre=bool, s=int, optional=("pre",))
def _st_set(m, o):
    s = o["s"]
    if not o.get("pre") and m.listen_cache[s]["before_set"] is not None:
        pre = listeners.fire(m, "before_set", s)
        if pre:
            m.push(*pre, {**o, "pre": True})
            return
    st = m.state["st"]
    p = m.state["p"][s]
    info = m.info
    opts = []
    app = opts.append

    def add(label, card, payload):
        app([str(len(opts)), "strike", label, card, payload])

    forced = st["forced"].get(str(s))
    blocked = blocked_names(m, s)
    if forced == "ws":
        add(WS_FORCED, None, ["ws"])
    else:
        hand = p["hand"]
        named = None
        if forced:
            named = forced
            if not any(info[i].id == named for i in hand):
                m.emit("reveal", reveals(m, s, hand, card(named, m.game.info[named].name)))
                named = None
        seen = {}
        for iid in hand:
            c = info[iid]
            if c.name in blocked or (named and c.id != named):
                continue
            seen.setdefault(c.id, []).append(iid)
        overloads = {}
        for iid in hand:
            if info[iid].bkind == "overload":
                overloads.setdefault(info[iid].id, iid)
        for _cid, iids in seen.items():
            c = info[iids[0]]
            me = m.named(iids[0])
            add(me, c.name, ["reg", iids[0]])
            if len(iids) >= 2:
                add(say("EX {card}", card=me), c.name, ["ex", iids[0], iids[1]])
            if c.kind == "normal":
                # Overload: the Ultra is set as the second copy of a Normal (discarded at the reveal)
                for oid in overloads.values():
                    add(say("EX {card} (Overload: {ultra})", card=me, ultra=m.named(oid)), c.name,
                        ["ex", iids[0], oid])
        if not named:
            for label, src, iid in m.char(s).strike_sources(m, s):
                if iid is None or info[iid].name not in blocked:
                    add(label, None if iid is None else info[iid].name, ["src", src, iid])
            add(WS_TOP, None, ["ws"])
    if s == st["att"]:
        prompt = say("{player}: set your attack in secret", player=m.who(s))
    else:
        prompt = say("{player}: set your defence in secret", player=m.who(s))
    m.ask(s, "strike-set", prompt, opts,
          {"op": "st_setd", "s": s}, private=True)


@op("st_setd", pre=bool, s=int, optional=("pre",))
def _st_setd(m, o):
    s = o["s"]
    side = m.state["st"]["sides"][s]
    p = m.p(s)
    pick = o["pick"][0]
    kind = pick[0]
    if kind == "reg":
        p["hand"].remove(pick[1])
        side["cards"].append(pick[1])
        side["card"] = pick[1]
        side["src"] = "hand"
        m.emit("set", say("{player} sets an attack face-down.", player=m.who(s)))
    elif kind == "ex":
        for iid in pick[1:]:
            p["hand"].remove(iid)
            side["cards"].append(iid)
        side["card"] = pick[1]
        side["ex"] = True
        side["src"] = "hand"
        m.emit("set", say("{player} sets two cards face-down (an EX attack).", player=m.who(s)))
    elif kind == "ws":
        if not o.get("pre"):
            pre = listeners.fire(m, "before_wild_swing", s)
            if pre:
                m.push(*pre, {**o, "pre": True})
                return
        if not wild_swing(m, s):
            return
        m.emit("set", say("{player} sets a Wild Swing.", player=m.who(s)))
    else:
        m.char(s).set_from(m, s, pick[1], pick[2])
    m.push(*set_hooks(m, s))


def make_ex(m, s: int, why: Words) -> None:
    """Seat s's attack in this strike counts as an EX attack (`why` names the card that says so:
    a message argument, such as a card or its printed name)."""
    st = m.state["st"]
    if st is not None and not st["sides"][s]["ex"]:
        st["sides"][s]["ex"] = True
        m.emit("effect", say("{player}'s attack counts as an EX attack ({why}).", player=m.who(s),
                             why=why))


def wild_swing(m, s: int) -> bool:
    """Put the deck's top card into the strike face-down; False if that lost the game."""
    side = m.state["st"]["sides"][s]
    iid = m.top_card(s)
    if iid is None:
        return False
    side["cards"].append(iid)
    side["card"] = iid
    side["ws"] = True
    side["ex"] = False
    side["src"] = "ws"
    side["as"] = None
    return True


def set_hooks(m, s: int) -> list:
    """Choices made as the attack is set: what cards in play ask for (the `attack_set` moment),
    the character's, then each transformation's Set effects."""
    steps = (listeners.fire(m, "attack_set", s)
             if m.listen_cache[s]["attack_set"] is not None else [])
    steps += m.char(s).set_hooks(m, s)
    p = m.p(s)
    info = m.info
    for iid in p["tr"]:
        for e in info[iid].bfx.get("set", ()):
            if applies(m, s, e):
                steps.append({"op": "eff", "s": s, "e": e, "c": iid, "x": True})
    return steps


# -------------------------------------------------------------------- reveal


@op("st_reveal")
def _st_reveal(m, o):
    st = m.state["st"]
    for s in (st["att"], st["def"]):
        side = st["sides"][s]
        side["shown"] = True
        c = attack_info(m, s)
        m.emit("reveal", _reveal_words(m.who(s), side, c))
        if side["ex"] and len(side["cards"]) > 1:
            extra = side["cards"].pop(1)
            m.discard(extra)
    for s in (st["att"], st["def"]):
        c = attack_info(m, s)
        if c is not None and "reveal" in c.fx:
            for e in reversed(c.fx["reveal"]):
                m.push({"op": "eff", "s": s, "e": e, "c": st["sides"][s]["card"], "x": True})
        # transformations that act on your revealed attack
        for iid in m.p(s)["tr"]:
            for e in m.info[iid].bfx.get("reveal", ()):
                if c is not None:
                    m.push({"op": "eff", "s": s, "e": e, "c": iid, "x": True})


def _reveal_words(who: str, side: dict, c) -> Words:
    """'{player} reveals X.' ('EX X', 'a Wild Swing: X', 'nothing')."""
    if c is None:
        if side["ex"]:
            return say("{player} reveals EX nothing.", player=who)
        if side["ws"]:
            return say("{player} reveals a Wild Swing: nothing.", player=who)
        return say("{player} reveals nothing.", player=who)
    what = attack_words(c)
    if side["ex"]:
        return say("{player} reveals EX {card}.", player=who, card=what)
    if side["ws"]:
        return say("{player} reveals a Wild Swing: {card}.", player=who, card=what)
    return say("{player} reveals {card}.", player=who, card=what)


def invalid_name(m, s: int) -> bool:
    c = attack_info(m, s)
    return c is not None and m.state["st"]["sides"][s]["src"] != "face" and c.name in blocked_names(m, s)


@op("st_valid", s=int)
def _st_valid(m, o):
    s = o["s"]
    st = m.state["st"]
    side = st["sides"][s]
    c = attack_info(m, s)
    if c is None or side["src"] == "face":
        return
    if invalid_name(m, s):
        m.emit("reveal", say("{player}'s {card} is not a valid attack.", player=m.who(s),
                             card=attack_words(c)))
        m.push({"op": "st_invalid", "s": s})
        return
    if not c.ultra:
        return
    need = m.char(s).ultra_cost(m, s, c, cost(m, s, c.cost))
    other = listeners.fire(m, "ultra_alt", s, c) if need else None
    alt = other[0] if other else 0
    can = gauge_available(m, s) + alt >= need
    instead = listeners.fire(m, "ws_ultra", s, c, need, can) if side["ws"] else None
    if instead:
        m.push(*instead)
    elif side["ws"] and can:
        what = attack_words(c)
        if alt:
            prompt = say("Your Wild Swing is {card}: pay {n} Gauge or {other} to use it?",
                         card=what, n=need, other=other[1])
            label = say("Pay {n} Gauge or {other}", n=need, other=other[1])
        else:
            prompt = say("Your Wild Swing is {card}: pay {n} Gauge to use it?", card=what, n=need)
            label = say("Pay {n} Gauge", n=need)
        m.confirm(s, prompt, {"op": "st_pay", "s": s, "n": need, "alt": alt}, label, WS_DECLINE,
                  no={"op": "st_invalid", "s": s})
    elif can:
        m.push({"op": "st_pay", "s": s, "n": need, "alt": alt})
    else:
        m.emit("reveal", say("{player} cannot pay for {card}: the attack is invalid.",
                             player=m.who(s), card=attack_words(c)))
        m.push({"op": "st_invalid", "s": s})


@op("st_pay", alt=int, n=int, s=int)
def _st_pay(m, o):
    s = o["s"]
    if o.get("alt"):
        m.push(*listeners.fire(m, "ultra_pay", s, o["n"]))
        return
    pay_gauge(m, s, o["n"], None, attack_words(attack_info(m, s)))


@op("st_invalid", s=int)
def _st_invalid(m, o):
    s = o["s"]
    side = m.state["st"]["sides"][s]
    for iid in side["cards"]:
        m.discard(iid)
    side["cards"] = []
    listeners.fire(m, "attack_invalid", s)
    if not wild_swing(m, s):
        return
    side["shown"] = True
    m.emit("reveal", say("{player} wild swings: {card}.", player=m.who(s),
                         card=attack_words(attack_info(m, s))))
    c = attack_info(m, s)
    steps = [{"op": "eff", "s": s, "e": e, "c": side["card"], "x": True} for e in c.fx.get("reveal", ())]
    # the new card is revealed too: transformations that act on a revealed attack see it
    steps += [{"op": "eff", "s": s, "e": e, "c": iid, "x": True}
              for iid in m.p(s)["tr"] for e in m.info[iid].bfx.get("reveal", ())]
    m.push(*steps, {"op": "st_valid", "s": s})


# ------------------------------------------------------------------ attacks


@op("st_order")
def _st_order(m, o):
    st = m.state["st"]
    a, d = st["att"], st["def"]
    sa, sd = stats(m, a)[SPEED], stats(m, d)[SPEED]
    first = a if sa >= sd else d
    st["order"] = [first, 1 - first]
    m.emit("priority", say("Speed {a} against {d}: {player} attacks first.", a=sa, d=sd,
                           player=m.who(first)))
    m.push({"op": "st_attack", "s": first}, {"op": "st_attack", "s": 1 - first}, {"op": "st_cleanup"})


@op("st_attack", s=int)
def _st_attack(m, o):
    s = o["s"]
    st = m.state["st"]
    side = st["sides"][s]
    if st["ended"]:
        return
    if side["stun"]:
        m.emit("stun", say("{player} is stunned: their attack does not happen.", player=m.who(s)))
        return
    m.push({"op": "st_trig", "s": s, "t": "before"}, {"op": "st_range", "s": s},
           {"op": "st_trig", "s": s, "t": "after"}, {"op": "st_done", "s": s})


def gather(m, s: int, timing: str) -> list:
    """Every `timing` effect on seat s's attack: the card's, added ones, boosts, transformations."""
    st = m.state["st"]
    side = st["sides"][s]
    out = []
    c = attack_info(m, s)
    if c is None:
        return out
    for e in c.fx.get(timing, ()):
        if applies_gate(m, s, e):
            out.append([c.name, e, side["card"]])
    for name, e in side["add"]:
        if e["when"] == timing and applies_gate(m, s, e):
            out.append([name, e, None])
    p = m.p(s)
    info = m.info
    for iid in p["boosts"]:
        if iid in p["fd"]:
            continue
        for e in info[iid].bfx.get(timing, ()):
            if e.get("who") != "opp" and applies_gate(m, s, e):
                out.append([info[iid].bname, e, iid])
    for iid in p["tr"]:
        for e in info[iid].bfx.get(timing, ()):
            if applies_gate(m, s, e):
                out.append([info[iid].bname, e, iid])
    for label, e in m.char(s).triggers(m, s, timing):
        out.append([label, e, None])
    return out


def applies_gate(m, s: int, e: dict) -> bool:
    g = e.get("only")
    return g is None or COND[g](m, s, e)


@op("st_trig", s=int, t=str)
def _st_trig(m, o):
    s = o["s"]
    if m.state["st"]["ended"]:
        return
    items = gather(m, s, o["t"])
    if items:
        m.push({"op": "trig", "s": s, "L": items})


@op("trig", L=list, s=int)
def _trig(m, o):
    """Resolve a set of same-timing effects, the controller choosing the order."""
    s = o["s"]
    items = o["L"]
    st = m.state["st"]
    if not items or (st and st["ended"]):
        return
    if len(items) == 1 or all(it[:2] == items[0][:2] for it in items):
        # one effect, or copies of the same effect: no order to choose
        m.push(*[{"op": "eff", "s": s, "e": e, "c": src, "x": True} for _n, e, src in items])
        return
    opts = [[str(i), "choose", card_text(e["text"]) if e.get("text")
             else say("{source}: {effect}", source=name, effect=e["do"]), name, i]
            for i, (name, e, _src) in enumerate(items)]
    m.ask(s, "order", ORDER, opts, {"op": "trig_pick", "s": s, "L": items})


@op("trig_pick", L=list, s=int)
def _trig_pick(m, o):
    items = list(o["L"])
    name, e, src = items.pop(o["pick"][0])
    m.push({"op": "eff", "s": o["s"], "e": e, "c": src, "x": True}, {"op": "trig", "s": o["s"], "L": items})


@op("eff", c=int | None, e=dict, ok=bool, s=int, x=bool | None, optional=("c", "ok", "x"))
def _eff(m, o):
    """Resolve one effect of the vocabulary (after its condition and an optional 'may')."""
    st = m.state["st"]
    if o.get("x") and (st is None or st["ended"]):
        return
    s, e = o["s"], o["e"]
    c = e.get("if")
    if c is not None and not COND[c](m, s, e):
        if "else" in e:
            m.push({"op": "eff", "s": s, "e": e["else"], "c": o.get("c"), "x": o.get("x")})
        return
    if e.get("may") and not o.get("ok"):
        m.confirm(s, say("{effect}?", effect=e.get("text") or e["do"]), {**o, "ok": True})
        return
    EFFECTS[e["do"]](m, s, e, o)


@op("st_range", s=int)
def _st_range(m, o):
    s = o["s"]
    st = m.state["st"]
    if st["ended"]:
        return
    side = st["sides"][s]
    hit = in_range(m, s)
    side["hit"] = hit
    side["res"].append([side["card"], hit])
    if hit:
        m.emit("hit", say("{player}'s {card} hits.", player=m.who(s),
                          card=attack_words(attack_info(m, s))))
        m.push({"op": "st_trig", "s": s, "t": "hit"}, {"op": "st_block", "s": 1 - s},
               {"op": "st_damage", "s": s})
    else:
        m.emit("miss", say("{player}'s {card} misses.", player=m.who(s),
                           card=attack_words(attack_info(m, s))))


@op("st_block", s=int)
def _st_block(m, o):
    """An attack with `block_force`, when hit, after the Hit effects: spend any Force for +2
    Armor each."""
    s = o["s"]
    st = m.state["st"]
    if st["ended"] or "block_force" not in stats(m, s)[FLAGS]:
        return
    avail = force_available(m, s)
    if avail <= 0:
        return
    opts = [[str(n), "choose", say("Spend {n} Force (+{armor} Armor)", n=n, armor=2 * n) if n
             else SPEND_NOTHING, None, n] for n in range(avail + 1)]
    m.ask(s, "choose", say("{card}: spend Force for +2 Armor each?",
                           card=attack_words(attack_info(m, s))), opts,
          {"op": "st_block_pay", "s": s})


@op("st_block_pay", s=int)
def _st_block_pay(m, o):
    s, n = o["s"], o["pick"][0]
    if n:
        m.state["st"]["sides"][s]["b"][ARMOR] += 2 * n
        pay_force(m, s, n, None, attack_words(attack_info(m, s)))


@op("st_damage", s=int)
def _st_damage(m, o):
    s = o["s"]
    st = m.state["st"]
    if st["ended"]:
        return
    t = 1 - s
    side, tside = st["sides"][s], st["sides"][t]
    acc = stats(m, s)
    tacc = stats(m, t) if (tside["card"] is not None or tside["src"] == "face") else None
    power = 0 if "nopower" in acc[FLAGS] else acc[POWER]
    armor = 0 if tacc is None or "ignore_armor" in acc[FLAGS] else max(0, tacc[ARMOR] - tside["au"])
    absorbed = min(power, armor)
    tside["au"] += absorbed
    dmg = power - absorbed
    if side["cap"] is not None:
        dmg = min(dmg, side["cap"])
    if tacc is not None and "take_cap5" in tacc[FLAGS]:
        dmg = max(0, min(dmg, 5 - tside["dt"]))  # at most 5 over the strike
    tside["floor"] = tacc is not None and "floor" in tacc[FLAGS]
    tside["dt"] += dmg
    tside["was_hit"] = True
    side["dmg"] += dmg
    guard = 0 if tacc is None or "ignore_guard" in acc[FLAGS] else tacc[GUARD]
    immune = tacc is not None and "stun_immune" in tacc[FLAGS]
    stunned = tside["dt"] > guard and not immune
    # reactions to the hit queue first, so that losing at 0 life (queued by damage) comes before them
    m.push(*m.char(t).was_hit(m, t))
    m.damage(t, dmg)
    life = m.p(t)["life"]
    if stunned and not tside["stun"]:
        m.emit("damage", say("{player} takes {n} damage ({life} life) and is stunned.",
                             player=m.who(t), n=dmg, life=life))
    else:
        m.emit("damage", say("{player} takes {n} damage ({life} life).", player=m.who(t), n=dmg,
                             life=life))
    if stunned:
        tside["stun"] = True


@op("st_done", s=int)
def _st_done(m, o):
    s = o["s"]
    st = m.state["st"]
    if st["ended"]:
        return
    st["sides"][s]["done"] = True
    if m.listen_cache[s]["attack_done"] is not None:
        m.push(*listeners.fire(m, "attack_done", s))


def gain_advantage(m, s: int) -> None:
    st = m.state["st"]
    if st is None:
        return
    first = st.get("advs") is None or s not in st["advs"]
    st.setdefault("advs", []).append(s)
    st["adv"] = s
    m.emit("advantage", say("{player} gains Advantage.", player=m.who(s)))
    if first:
        m.push(*listeners.fire(m, "advantage", s))


# ------------------------------------------------------------------ cleanup


def record(m) -> dict:
    st = m.state["st"]
    out = {"attacker": st["att"], "first": st["order"][0] if st["order"] else st["att"], "sides": []}
    for s in (0, 1):
        side = st["sides"][s]
        c = attack_info(m, s)
        if c is None:
            out["sides"].append({"seat": s, "card": None})
            continue
        acc = stats(m, s)
        out["sides"].append({
            "seat": s, "card": c.name, "ex": side["ex"], "wild_swing": side["ws"],
            "power": None if "nopower" in acc[FLAGS] else acc[POWER], "speed": acc[SPEED],
            "range": None if "norange" in acc[FLAGS] else [acc[RMIN], acc[RMAX]],
            "armor": acc[ARMOR], "guard": acc[GUARD], "hit": any(h for _i, h in side["res"]),
            "stunned": side["stun"], "damage_taken": side["dt"],
        })
    return out


@op("st_cleanup")
def _st_cleanup(m, o):
    st = m.state["st"]
    m.state["last"] = record(m)
    a, d = st["att"], st["def"]
    steps = []
    for s in (a, d):
        side = st["sides"][s]
        p = m.p(s)
        for iid in list(p["boosts"]):
            if side.get("keep") or iid in side.get("stay", ()):
                continue  # an effect kept this boost in play ("stay")
            if iid in side["ret"]:
                p["boosts"].remove(iid)
                m.to_hand(s, iid)
                m.emit("cleanup", say("{player} returns {card} to hand.", player=m.who(s),
                                      card=m.named(iid)))
                continue
            m.boost_leaves(s, iid)
        res = {str(i): h for i, h in side["res"]}
        for iid in list(side["cards"]):
            steps.append({"op": "st_card", "s": s, "i": iid, "hit": bool(res.get(str(iid)))})
    for s in (a, d):
        steps.append({"op": "st_end", "s": s})
    steps.append({"op": "st_final"})
    m.push(*steps)


@op("st_card", hit=bool, i=int, s=int)
def _st_card(m, o):
    """A hit attack goes to gauge (or, if it carries a transformation, may transform); a miss is discarded."""
    s, iid = o["s"], o["i"]
    st = m.state["st"]
    side = st["sides"][s]
    if iid not in side["cards"]:
        return
    p = m.p(s)
    dest = side.get("dest", {}).get(str(iid))
    if dest:
        side["cards"].remove(iid)
        if dest == "hand":
            m.to_hand(s, iid)
        else:
            p[dest].append(iid)
        m.emit("cleanup", say("{player}'s {card} goes to {zone}.", player=m.who(s),
                              card=m.named(iid), zone=DEST_WORDS.get(dest, dest)))
        return
    if o["hit"]:
        tname = transform_name(m, s, iid)
        if tname is not None:
            m.confirm(s, say("{card} hit: put it into your transformation area ({boost}) instead "
                             "of your gauge?", card=m.named(iid), boost=tname),
                      {"op": "st_card_to", "s": s, "i": iid, "z": "tr"}, TRANSFORM, GAUGE,
                      no={"op": "st_card_to", "s": s, "i": iid, "z": "gauge"})
            return
        m.push({"op": "st_card_to", "s": s, "i": iid, "z": "gauge"})
        return
    if "to_gauge" in side["fl"] and iid == side["card"]:
        m.push({"op": "st_card_to", "s": s, "i": iid, "z": "gauge"})
        return
    m.push({"op": "st_card_to", "s": s, "i": iid, "z": "discard"})


@op("st_card_to", i=int, s=int, z=str)
def _st_card_to(m, o):
    s, iid, z = o["s"], o["i"], o["z"]
    side = m.state["st"]["sides"][s]
    if iid not in side["cards"]:
        return
    side["cards"].remove(iid)
    if z == "discard":
        m.discard(iid)
        m.emit("cleanup", say("{player}'s {card} is discarded.", player=m.who(s), card=m.named(iid)))
    elif z == "hand":
        m.to_hand(s, iid)
        m.emit("cleanup", say("{player}'s {card} returns to hand.", player=m.who(s),
                              card=m.named(iid)))
    else:
        m.p(s)[z].append(iid)
        if z == "gauge":
            m.emit("cleanup", say("{player}'s {card} goes to the gauge.", player=m.who(s),
                                  card=m.named(iid)))
        else:
            m.emit("cleanup", say("{player}'s {card} goes to the transformation area.",
                                  player=m.who(s), card=m.named(iid)))
        if z == "tr":
            m.emit("transform", say("{player} transforms {card}.", player=m.who(s),
                                    card=tr_name_words(m, iid)))


def transform_name(m, s: int, iid: int) -> str | None:
    """The Transformation card `iid` would be if `s` put it into the transformation area now,
    or None when it may not go there (no Transformation, not `s`'s card, name already there);
    a character's ability may say otherwise (the `transform_name` moment)."""
    said = listeners.fire(m, "transform_name", s, iid)
    if said is not None:
        return said or None
    c = m.ci(iid)
    if c.bkind != "transform" or m.owner(iid) != s:
        return None
    if any(m.ci(i).name == c.name for i in m.p(s)["tr"]):
        return None
    return c.bname


def tr_name_words(m, iid: int) -> Words:
    """`tr_name` as a message argument: a lower half's printed name, or the card itself."""
    c = m.ci(iid)
    return c.bname if c.bkind == "transform" else m.named(iid)


def tr_name(m, iid: int) -> str:
    """A card's name as a Transformation: its lower half's, or its own for a Normal serving as one."""
    c = m.ci(iid)
    return c.bname if c.bkind == "transform" else c.name


@op("st_end", s=int)
def _st_end(m, o):
    """End-of-strike effects: transformations' and the character's (attacker first)."""
    s = o["s"]
    p = m.p(s)
    steps = []
    for iid in p["tr"]:
        for e in m.info[iid].bfx.get("end", ()):
            if applies_gate(m, s, e):
                steps.append({"op": "eff", "s": s, "e": e, "c": iid})
    steps.extend(m.char(s).end_of_strike(m, s))
    m.push(*steps)


@op("st_final")
def _st_final(m, o):
    st = m.state["st"]
    for s in (0, 1):
        for iid in st["sides"][s]["cards"]:
            m.discard(iid)
    m.state["adv"] = st["adv"]
    m.state["st"] = None
    m.state["phase"] = "action"
    m.checkpoint(STRIKE_RESOLVED)

