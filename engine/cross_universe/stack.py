"""Stacks and blocks (rules: "Processing of Blocks"): who may create a block, creating it,
passing, and resolving the blocks last in, first out.

Priority is data (DESIGN principle 3): `state["stack"]` holds the stack number `n`,
its `blocks`, the count of consecutive `passes` and who has the `right` to create
the next block. A new block clears the passes and hands the right to the other
player; a pass hands it over too; two passes in a row resolve the blocks last in,
first out (`state["res"]`: the block resolving and its program), after which stack n+1
opens. Each of these is a step of the match (`RIGHT`, `PAY`, `RESOLVE`, run by flow.py). Both passing on block 1 of
stack n >= 2 ends the chain (a new stack 1 opens); on block 1 of stack 1 it ends
the phase.

Normal actions (standard summon, deploying items, optional abilities, retiring,
declaring attacks) only on your own turn as block 1 of stack 1; quick actions
(casting spells, trigger and fast abilities) whenever you have the right. A
pending mandatory trigger must be activated at the first chance, so while one is
available it is the only choice. Costs are paid while the block is created; the
choices they need are asked then (`state["pend"]`).
"""

from __future__ import annotations

from engine.core import priority_window
from engine.core.words import card, say

from . import abilities, asks, combat, effects, queries, rules, usable, zones
from .rules import MAIN_PHASES, PHASE_NAMES, SI_ZONES, UNIT_ZONES

# The steps this module queues (flow.py runs them): offer the right to create a block,
# go on paying the cost of the block being created, go on resolving the stack.
RIGHT = {"op": "right"}
PAY = {"op": "pay"}
RESOLVE = {"op": "resolve"}
PHASE_OVER = {"op": "phase_over"}  # both passed on an empty stack 1 (turn.end_phase_of)
PASS = say("Pass")
_FROM_HAND = frozenset(("summon", "cast", "deploy"))


# ----------------------------------------------------------- the right
def offer_right(m) -> None:
    s = m.state
    st = s["stack"]
    seat = st["right"]
    forced, opts = block_options(m, seat)
    turn, player, phase = s["turn"], rules.pname(m, s["active"]), PHASE_NAMES[s["phase"]]
    n, block = st["n"], len(st["blocks"]) + 1
    if forced:
        prompt = say("Turn {turn} ({player}), {phase}, stack {stack}, block {block}: "
                     "activate your mandatory ability", turn=turn, player=player, phase=phase,
                     stack=n, block=block)
    else:
        prompt = say("Turn {turn} ({player}), {phase}, stack {stack}, block {block}: "
                     "create a block or pass", turn=turn, player=player, phase=phase,
                     stack=n, block=block)
    private = False  # a card from the hand is offered: the answer is secret
    for o in opts:
        if o[4][0] in _FROM_HAND:
            private = True
            break
    m.ask(seat, "block", prompt, opts, {"op": "block", "s": seat}, private=private,
          window=None if forced else window(m.state, seat))


def window(s: dict, seat: int) -> str:
    """The priority window a block-or-pass question is, from what both seats see (the
    stack, a declared attack, the phase), never from the hand, so a stop that passes
    it tells the table nothing a manual pass would not."""
    phase = s["phase"]
    st = s["stack"]
    return priority_window(mine=s["active"] == seat, stage="main" if phase in MAIN_PHASES else phase,
                           stacked=bool(st and st["blocks"]), attacked=s["atk"] is not None)


def block_options(m, seat: int) -> tuple[bool, list]:
    s = m.state
    st = s["stack"]
    opts: list = []
    mandatory: list = []
    # queued "After ..." triggers
    for k, t in enumerate(s["trig"]):
        if t["seat"] != seat or not abilities.trigger_valid(m, t):
            continue
        vars_ = {"evs": t["subj"], "_fu": t["fu"]} if "fu" in t else {"evs": t["subj"]}
        if not usable.ability_ok(m, t["src"], t["ab"], seat, vars_):
            continue
        lab = say("Activate {card}: {text}", card=queries.named(m, t["src"]),
                  text=abilities.ab_text(m, t["src"], t["ab"]))
        (mandatory if t["m"] else opts).append(["trig", lab, queries.name(m, t["src"]), ["trig", k]])
    # "During ..." window triggers
    grants = queries.any_grant(m)
    info = m.game.info
    cards = s["cards"]
    field = rules.field_cards(m, seat)
    for iid in field:
        pairs = abilities.triggers_of(m, iid) if grants else info[cards[iid]["c"]].window_pairs
        for ab, a in pairs:
            when = a["when"]
            if "window" not in when or not abilities.window_open(m, iid, ab, when, seat):
                continue
            if not usable.ability_ok(m, iid, ab, seat, {}):
                continue
            name = queries.name(m, iid)
            lab = say("Activate {card}: {text}", card=queries.named(m, iid),
                      text=abilities.ab_text(m, iid, ab))
            entry = ["win", lab, name, ["win", iid, ab]]
            (opts if a["may"] else mandatory).append(entry)
    if mandatory:
        return True, number(m, mandatory)
    out = [["p", "pass", PASS, None, ["pass"]]]
    normal = seat == s["active"] and st["n"] == 1 and not st["blocks"]
    p = s["p"][seat]
    phase = s["phase"]
    # normal actions are the turn player's, in a main phase, on an empty stack 1
    own_main = normal and phase in MAIN_PHASES
    summons = own_main and not p["ssum"] and len(p["units"]) < UNIT_ZONES
    mana = p["mana"]
    seen: set = set()
    for iid in p["hand"]:
        d = info[cards[iid]["c"]]
        if d.id in seen:
            continue
        seen.add(d.id)
        ctype = d.ctype
        if ctype == "unit":
            if summons and d.level <= mana:
                opts.append(["summon", say("Summon {card} (level {level})",
                                           card=card(d.id, d.name), level=d.level),
                             d.name, ["summon", iid]])
        elif ctype == "spell":
            if d.level <= mana and can_play(m, iid, seat):
                opts.append(["cast", say("Cast {card} (level {level})", card=card(d.id, d.name),
                                         level=d.level), d.name, ["cast", iid]])
        elif ctype == "item":
            if own_main and d.level <= mana and can_play(m, iid, seat):
                opts.append(["deploy", say("Deploy {card} (level {level})",
                                           card=card(d.id, d.name), level=d.level),
                             d.name, ["deploy", iid]])
    for iid in abilities.ability_sources(m, seat, field):
        for ab, a in queries.refs(m, iid) if grants else info[cards[iid]["c"]].use_pairs:
            kind = a["kind"]
            if kind == "fast" or (kind == "optional" and normal and phase in MAIN_PHASES):
                if usable.ability_ok(m, iid, ab, seat, {}):
                    name = queries.name(m, iid)
                    opts.append(["activate", say("Activate {card}: {text}",
                                                 card=queries.named(m, iid),
                                                 text=abilities.ab_text(m, iid, ab)),
                                 name, ["ab", iid, ab]])
    if normal and phase in MAIN_PHASES and not p["ret"] and retirable(m, seat):
        opts.append(["retire", say("Retire units"), None, ["retire"]])
    if normal and phase == "battle" and s["atk"] is None and combat.attack_targets(m, seat):
        for iid in rules.field_units(m, seat):
            if combat.can_attack(m, iid):
                opts.append(["attack", say("Attack with {card}", card=queries.named(m, iid)),
                             queries.name(m, iid), ["attack", iid]])
    return False, out + number(m, opts)


def number(m, entries: list) -> list:
    return [[str(k), kind, lab, card, payload]
            for k, (kind, lab, card, payload) in enumerate(entries)]


def retirable(m, seat: int) -> list[int]:
    t = m.state["turn"]
    return [u for u in m.state["p"][seat]["units"]
            if m.state["cards"][u]["st"] < t - 1]


# ----------------------------------------------------------- legality
def can_play(m, iid: int, seat: int) -> bool:
    """Casting a spell / deploying an item: mana, a free zone, its conditions, its
    turn limit, and targets for everything it needs."""
    s = m.state
    d = rules.card_def(m, iid)
    p = s["p"][seat]
    if d.level > p["mana"]:
        return False
    st = s["stack"]
    busy = sum(1 for b in st["blocks"] if b["seat"] == seat and b["kind"] in ("cast", "deploy"))
    if len(p["si"]) + busy >= SI_ZONES:
        return False
    if d.turn_limit and s["tl"].get(d.id, 0) >= d.turn_limit:
        return False
    ctx = {"seat": seat, "src": iid, "vars": {}, "exclude": iid}
    if d.play and not queries.conds_ok(m, d.play, iid, seat, ctx):
        return False
    if d.sub in ("enchant", "equipable") and not hosts(m, iid, seat):
        return False
    if d.cast is not None:
        if not effects.feasible(m, effects.program(m, d.id, d.cast, "cost"), ctx,
                                effects.program(m, d.id, d.cast, "do")):
            return False
    return True


def hosts(m, iid: int, seat: int) -> list[int]:
    d = rules.card_def(m, iid)
    sel = dict(d.attach or {})
    sel.setdefault("zone", "field_units")
    ctx = {"seat": seat, "src": iid, "vars": {}}
    return queries.select(m, sel, ctx)


# ------------------------------------------------------------ answers
def block_answer(m, seat: int, payload: list) -> None:
    s = m.state
    kind = payload[0]
    if kind == "pass":
        pass_right(m, seat)
        return
    if kind == "summon":
        iid = payload[1]
        p = s["p"][seat]
        d = rules.card_def(m, iid)
        p["mana"] -= d.level
        p["ssum"] = True
        p["hand"].remove(iid)
        s["cards"][iid]["z"] = "block"
        named = card(d.id, d.name)
        zones.log(m, say("{player} summons {card} (pays {n} mana).", player=rules.pname(m, seat),
                         card=named, n=d.level))
        created(m, {"kind": "summon", "seat": seat, "src": iid,
                    "text": say("Summon {card}", card=named)})
        return
    if kind in ("cast", "deploy"):
        iid = payload[1]
        d = rules.card_def(m, iid)
        ops = []
        if d.cast is not None:
            ops = list(effects.program(m, d.id, d.cast, "cost"))
        if d.sub in ("enchant", "equipable"):
            sel = dict(d.attach or {})
            sel.setdefault("zone", "field_units")
            ops = [{"op": "choose", "as": "_host", "sel": sel,
                    "label": say("{card}: choose the unit to attach it to",
                                 card=card(d.id, d.name))}] + ops
        ctx = {"seat": seat, "src": iid, "vars": {}, "pc": 0, "ops": ops, "exclude": iid,
               "cid": d.id, "ab": None, "part": "cost"}
        s["pend"] = {"kind": kind, "seat": seat, "src": iid, "ctx": ctx}
        m.push(PAY)
        return
    if kind in ("ab", "trig", "win"):
        if kind == "trig":
            t = s["trig"].pop(payload[1])
            iid, ab, vars_ = t["src"], t["ab"], {"evs": t["subj"], "_lvl": t["lv"]}
        else:
            iid, ab, vars_ = payload[1], payload[2], {}
        abilities.mark_used(m, iid, ab, seat, kind)
        if kind == "trig" and t.get("fu"):
            vars_["_fu"] = t["fu"]  # the units that took part in the fight of the event
        cid, k = queries.origin(m, iid, ab)
        ctx = {"seat": seat, "src": iid, "vars": vars_, "pc": 0,
               "cid": cid, "ab": k, "part": "cost"}
        s["pend"] = {"kind": "ability", "seat": seat, "src": iid, "ab": ab, "ctx": ctx}
        m.push(PAY)
        return
    if kind == "retire":
        units = retirable(m, seat)
        s["pend"] = {"kind": "retire", "seat": seat, "src": None, "ctx": None}
        asks.ask_cards(m, seat, units, 1, len(units), say("Choose the units to retire"),
                       {"op": "retired"})
        return
    if kind == "attack":
        declare_attack(m, seat, payload[1])
        return
    raise ValueError(payload)


def declare_attack(m, seat: int, iid: int) -> None:
    """Declaring an attack with `iid`; a partner may be joined by units sharing a type
    with it (a combined attack), asked before the block is created."""
    s = m.state
    s["cards"][iid]["att"] += 1
    s["atk"] = {"id": s["tick"], "seat": seat, "units": [iid], "target": None,
                "state": "declared"}
    extra = combat.combined_candidates(m, seat) if s["cards"][iid]["z"] == "partner" else []
    s["pend"] = {"kind": "attack", "seat": seat, "src": iid, "ctx": None}
    if extra:
        asks.ask_cards(m, seat, extra, 0, len(extra),
                       say("Add units for a combined attack (or none)"), {"op": "combined"})
    else:
        finish_declaration(m, [])


def finish_declaration(m, extra: list[int]) -> None:
    """The attack block is created with the attackers named (the partner first)."""
    s = m.state
    pend = s["pend"]
    s["pend"] = None
    a = s["atk"]
    for u in extra:
        s["cards"][u]["att"] += 1
    a["units"] += extra
    for u in a["units"]:  # "after this card is declared as an attacker"
        zones.event(m, "declared", u, seat=pend["seat"])
    names = queries.named_and(m, a["units"])
    zones.log(m, say("{player} declares an attack with {units}.",
                     player=rules.pname(m, pend["seat"]), units=names))
    text = (say("Combined attack by {units}", units=names) if extra
            else say("Attack by {units}", units=names))
    created(m, {"kind": "attack", "seat": pend["seat"], "src": pend["src"], "text": text})


def retire_answer(m, chosen: list[int]) -> None:
    s = m.state
    pend = s["pend"]
    s["pend"] = None
    seat = pend["seat"]
    s["p"][seat]["ret"] = True
    names = queries.named_list(m, chosen)
    zones.log(m, say("{player} declares a retire: {units}.", player=rules.pname(m, seat),
                     units=names))
    created(m, {"kind": "retire", "seat": seat, "src": None,
                "text": say("Retire {units}", units=names),
                "vars": {"units": chosen, "zc": {str(u): s["cards"][u]["zc"] for u in chosen}}})


def pend_continue(m) -> None:
    """Run the cost program of the block being created, then create the block."""
    s = m.state
    pend = s["pend"]
    ctx = pend["ctx"]
    kind = pend["kind"]
    seat = pend["seat"]
    iid = pend["src"]
    if kind in ("cast", "deploy") and ctx["pc"] == 0 and not ctx.get("paid"):
        d = rules.card_def(m, iid)
        s["p"][seat]["mana"] -= d.level
        s["p"][seat]["hand"].remove(iid)
        s["cards"][iid]["z"] = "block"
        s["tl"][d.id] = s["tl"].get(d.id, 0) + 1
        ctx["paid"] = True
    r = effects.run_program(m, ctx)
    if r == "ask":
        return
    s["pend"] = None
    if r == "interrupted" and m.result is None:
        zones.log(m, say("The cost could not be paid; nothing happens."))
    if m.result is not None:
        return
    d = rules.card_def(m, iid)
    vars_ = ctx["vars"]
    if "_host" in vars_:
        vars_["_hzc"] = s["cards"][vars_["_host"][0]]["zc"]
    if kind in ("cast", "deploy"):
        who, named = rules.pname(m, seat), card(d.id, d.name)
        if "_host" in vars_:
            host = queries.named(m, vars_["_host"][0])
            if kind == "cast":
                line = say("{player} casts {card} on {unit}.", player=who, card=named, unit=host)
                text = say("Cast {card} on {unit}", card=named, unit=host)
            else:
                line = say("{player} deploys {card} on {unit}.", player=who, card=named,
                           unit=host)
                text = say("Deploy {card} on {unit}", card=named, unit=host)
        elif kind == "cast":
            line = say("{player} casts {card}.", player=who, card=named)
            text = say("Cast {card}", card=named)
        else:
            line = say("{player} deploys {card}.", player=who, card=named)
            text = say("Deploy {card}", card=named)
        zones.log(m, line)
        created(m, {"kind": kind, "seat": seat, "src": iid, "vars": vars_, "text": text})
    else:
        named = queries.named(m, iid)
        zones.log(m, say("{player} activates {card}.", player=rules.pname(m, seat), card=named))
        created(m, {"kind": "ability", "seat": seat, "src": iid, "ab": pend["ab"],
                    "vars": vars_, "text": say("{card}: {text}", card=named,
                                               text=abilities.ab_text(m, iid, pend["ab"]))})


# ---------------------------------------------------------------- stacks
def open_stack(m, n: int, queue: bool = True) -> None:
    s = m.state
    if queue:
        abilities.queue_triggers(m)
    s["stack"] = {"n": n, "blocks": [], "passes": 0, "right": s["active"]}
    m.push(RIGHT)
    if n != 1:
        return
    me = s["active"]
    if s["phase"] == "draw" and not s["drew"] and s["turn"] != 1:
        s["drew"] = True
        push_block(m, {"kind": "draw", "seat": me, "src": None, "text": say("Standard draw")})
    elif s["phase"] == "battle" and s["atk"] is not None:
        if s["atk"]["state"] == "established" or s["atk"].get("est"):
            push_block(m, {"kind": "fight", "seat": me, "src": s["atk"]["units"][0],
                           "text": say("Fight")})
        else:
            s["atk"] = None


def push_block(m, blk: dict) -> None:
    st = m.state["stack"]
    st["blocks"].append(blk)
    st["passes"] = 0
    st["right"] = 1 - blk["seat"]


def created(m, blk: dict) -> None:
    """A player created a block: it goes on the stack and the right passes on."""
    push_block(m, blk)
    m.push(RIGHT)


def pass_right(m, seat: int) -> None:
    s = m.state
    st = s["stack"]
    st["passes"] += 1
    if st["passes"] < 2:
        st["right"] = 1 - seat
        m.push(RIGHT)
        return
    if st["blocks"]:
        s["res"] = {"i": len(st["blocks"]) - 1, "ctx": None}
        m.push(RESOLVE)
        return
    if st["n"] > 1:
        open_stack(m, 1)  # the chain of stacks ends
        return
    s["stack"] = None
    m.push(PHASE_OVER)


# ------------------------------------------------------------ resolution
def resolve_continue(m) -> None:
    s = m.state
    res = s["res"]
    st = s["stack"]
    if res["i"] < 0:
        s["res"] = None
        s["stack"] = None
        n = st["n"]
        m.checkpoint(say("stack {n} resolved", n=n))
        open_stack(m, n + 1)
        return
    blk = st["blocks"][res["i"]]
    r = resolve_block(m, blk, res)
    if r == "ask":
        return
    res["i"] -= 1
    res["ctx"] = None
    m.push(RESOLVE)


def resolve_block(m, blk: dict, res: dict) -> str:
    kind = blk["kind"]
    s = m.state
    if kind == "draw":
        zones.draw(m, blk["seat"], 1)
        zones.event(m, "std_draw", None, seat=blk["seat"])
        return "done"
    if kind == "fight":
        return combat.resolve_fight(m, blk)
    if kind == "attack":
        return combat.resolve_attack(m, blk)
    if kind == "retire":
        resolve_retire(m, blk)
        return "done"
    if kind == "summon":
        iid = blk["src"]
        if s["cards"][iid]["z"] == "block":
            ctx = {"seat": blk["seat"], "src": None, "vars": {}}
            zones.place(m, iid, blk["seat"], ctx, summon=True, cost=0, frm="hand")
        return "done"
    # cast, deploy, ability: run the program
    ctx = res["ctx"]
    if ctx is None:
        if kind == "ability":
            cid, k = queries.origin(m, blk["src"], blk["ab"])
            ctx = {"seat": blk["seat"], "src": blk["src"], "vars": blk["vars"], "pc": 0,
                   "cid": cid, "ab": k, "part": "do"}
        else:
            d = rules.card_def(m, blk["src"])
            ctx = {"seat": blk["seat"], "src": blk["src"], "vars": blk["vars"], "pc": 0,
                   "cid": d.id, "ab": d.cast, "part": "do"}
        res["ctx"] = ctx
        zones.log(m, zones.resolving_text(rules.pname(m, blk["seat"]), blk["text"]))
    if ctx["ab"] is not None:
        r = effects.run_program(m, ctx)
        if r == "ask":
            return "ask"
    if kind in ("cast", "deploy"):
        finish_play(m, blk, ctx)
    return "done"


def finish_play(m, blk: dict, ctx: dict) -> None:
    """After a spell's or item's block: standard ones go to the discard pile, the
    others stay on the field (enchant / equip attach to the unit chosen)."""
    s = m.state
    iid = blk["src"]
    c = s["cards"][iid]
    if c["z"] != "block":
        return
    d = rules.card_def(m, iid)
    seat = blk["seat"]
    if d.sub == "standard":
        zones.move(m, iid, "discard")
        zones.event(m, "discarded", iid, frm="si", side=seat)
    elif d.sub in ("enchant", "equipable"):
        host = (blk["vars"].get("_host") or [None])[0]
        ok = host is not None and s["cards"][host]["z"] in ("unit", "partner") \
            and s["cards"][host]["zc"] == blk["vars"].get("_hzc") \
            and not queries.unaffected_by(m, host, iid)
        if ok and len(s["p"][seat]["si"]) < SI_ZONES:
            zones.move(m, iid, "si", side=seat)
            c["host"] = host
            m._memo.clear()
            zones.log(m, say("{card} is attached to {unit}.", card=card(d.id, d.name),
                             unit=queries.named(m, host)))
        else:
            zones.log(m, say("{card} has no unit to attach to and is discarded.",
                             card=card(d.id, d.name)))
            zones.move(m, iid, "discard")
            zones.event(m, "discarded", iid, frm="si", side=seat)
    else:
        if len(s["p"][seat]["si"]) < SI_ZONES:
            zones.move(m, iid, "si", side=seat)
        else:
            zones.move(m, iid, "discard")
    zones.event(m, "played", iid, seat=seat, how=blk["kind"])


def resolve_retire(m, blk: dict) -> None:
    s = m.state
    seat = blk["seat"]
    units = [u for u in blk["vars"]["units"]
             if s["cards"][u]["z"] == "unit" and s["cards"][u]["zc"] == blk["vars"]["zc"][str(u)]]
    if not units:
        zones.log(m, say("None of the units to retire is still there; the retire ends."))
        return
    total = 0
    for u in units:
        lvl = queries.level(m, u)
        total += lvl
        frm = s["cards"][u]["z"]
        zones.move(m, u, "discard")
        zones.event(m, "retired", u, frm=frm, side=seat, lvl=lvl)
        zones.event(m, "discarded", u, frm=frm, side=seat)
    s["p"][seat]["mana"] += total
    s["p"][seat]["retn"] += len(units)
    zones.event(m, "retire", None, seat=seat, n=len(units))
    zones.log(m, say("{player} retires {n} unit(s) and gains {mana} mana.",
                     player=rules.pname(m, seat), n=len(units), mana=total))
