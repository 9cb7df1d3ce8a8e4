"""The effect vocabulary's verbs: operations, the programs built from them, and running
a program (resumably) and checking whether it can be done.

A program is a list of operations, JSON objects with an "op" key naming a word of
`WORDS`. Cost programs run when a block is created; effect programs run when it
resolves. Every operation may also carry "opt" (true: "you may" / "if you can", it
never interrupts) and "text".

Adding a word: write `def op_<word>(m, op, ctx)` below and add it to `WORDS` with the
fields it reads, and, when the action must not be offered without something it
needs, a `can` check `(m, op, ctx) -> bool` (see "Target availability"). Catalog
loading (`check_program`) rejects any word or field not in the table, naming the
card. The operation function returns:
- True: done (possibly in part), go on;
- False: it could do nothing at all: the block ends here ("Interrupting a Block"),
  unless the operation is "opt";
- "ask": it posted a question (`asks.py`); the answer arrives in a resume step
  (flow.py) that puts it in `ctx["_answer"]`, and the same operation runs again;
- an int: jump to that operation (the compiled form of "if").

`ctx` is the whole execution state, plain data kept in the match state (so a program
paused on a question survives a snapshot): `seat` whose action it is, `src` the
source card's iid, `vars` the named results of earlier operations ("as"), `pc` the
operation counter, and `cid`/`ab`/`part` naming the program (or `ops`, a program of
its own, e.g. the host choice of an enchantment plus its cost).

Which cards, whether, how many and what happened: `queries.py` (selectors,
conditions, expressions, event patterns).

Target availability (rules): `feasible()` checks, before an action is offered, that
every operation that needs cards has them now, for some complete set of choices (a
choice of one card that a later operation reads is tried card by card); drawing is the
exception. Targets selected from an earlier choice are checked when it resolves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core import CardDataError
from engine.core.words import card, say

from . import abilities, asks, destruction, queries, rules, setchoice, zones
from .queries import check_conditions, check_selectors, depends
from .rules import FIELD, UNIT_ZONES

UNTIL = {"eot", "perm", "fight", "opp_next", "next"}
COMMON = {"op", "opt", "text"}


def feasible(m, prog: list, ctx: dict, then: list | None = None) -> bool:
    """Can the action be performed now: does some complete set of choices exist?

    `prog` is checked, then `then` (the effect after the cost) with the cost's choices.
    A choice of one card that a later operation reads (Rebirth Flames: "Fire cards equal
    in number to the chosen card's level") is tried card by card; choices of several
    cards, and targets selected from an earlier choice, are checked when it resolves."""
    key = (id(prog), id(then))
    plan = _PLANS.get(key)
    if plan is None:
        plan = _PLANS[key] = _plan(prog, then or [])
    return _feasible_from(m, plan, 0, ctx)


_THEN = {"op": "_then"}  # where the effect program starts after the cost
_PLANS: dict[tuple, tuple] = {}


def _plan(prog: list, then: list) -> tuple[list, set, list]:
    """The operations to check, the choices of exactly one card whose variable a later
    operation reads (by index), and each operation's check."""
    ops = prog + [_THEN] + then if then else list(prog)
    readers = set()
    for k, op in enumerate(ops):
        var = op.get("as")
        if (op["op"] != "choose" or var is None or op.get("n", 1) != 1
                or op.get("who") not in (None, "you") or op.get("random")
                or "of" in op.get("sel", {})):
            continue
        if any(_reads(later, var) for later in ops[k + 1:]):
            readers.add(k)
    # What each operation asks of the state, read off the program once: a check (its
    # target availability; none when optional or when its selector reads an earlier
    # choice), or where to go on ("if": what follows depends on the state at resolution).
    checks: list = []
    for k, op in enumerate(ops):
        o = op["op"]
        if o == "_jump_unless":
            checks.append(ops.index(_THEN, k) if _THEN in ops[k:] else len(ops))
            continue
        can = _CAN.get(o)
        checks.append(None if can is None or op.get("opt") or depends(op.get("sel")) else can)
    return ops, readers, checks


def _feasible_from(m, plan: tuple, start: int, ctx: dict) -> bool:
    ops, readers, checks = plan
    k = start
    n = len(ops)
    while k < n:
        check = checks[k]
        if check.__class__ is int:
            k = check
            continue
        if check is not None:
            if not check(m, ops[k], ctx):
                return False
            if k in readers:
                return _some_choice(m, plan, k, ctx)
        k += 1
    return True


def _some_choice(m, plan: tuple, k: int, ctx: dict) -> bool:
    """Is there a card for choice `k` with which the rest of the action can be done?"""
    op = plan[0][k]
    var = op["as"]
    vars_ = ctx["vars"]
    had = var in vars_
    saved = vars_.get(var) or []
    seen: set = set()
    try:
        for c in queries.select(m, op["sel"], ctx):
            key = m.state["cards"][c]["c"]  # copies of one card allow the same choices
            if key in seen:
                continue
            seen.add(key)
            vars_[var] = saved + [c]
            if _feasible_from(m, plan, k + 1, ctx):
                return True
        return False
    finally:
        if had:
            vars_[var] = saved
        else:
            vars_.pop(var, None)


def _reads(obj, var: str) -> bool:
    if isinstance(obj, dict):
        return obj.get("of") == var or any(_reads(v, var) for v in obj.values())
    if isinstance(obj, list):
        return any(_reads(v, var) for v in obj)
    return False


def life_cost(m, n, ctx) -> int:
    if n == "half":
        return -(-m.state["p"][ctx["seat"]]["life"] // 2)
    return queries.num(m, n, ctx)


# ------------------------------------------------------------- execution
def program(m, cid: str, ab: int, part: str) -> list:
    """The compiled "cost" or "do" program of ability `ab` of card `cid`."""
    return m.game.info[cid].programs[ab][part]


def run_program(m, ctx: dict) -> str:
    """Run `ctx`'s program from its counter: "done", "interrupted" or "ask"."""
    prog = program(m, ctx["cid"], ctx["ab"], ctx["part"]) if "ops" not in ctx else ctx["ops"]
    while ctx["pc"] < len(prog):
        zones.check_attachments(m)
        if zones.check_end(m):
            return "interrupted"
        op = prog[ctx["pc"]]
        r = _RUN[op["op"]](m, op, ctx)
        if r == "ask":
            return "ask"
        if r is False and not op.get("opt"):
            # a delayed program at the end of the turn ("part" None) runs on no block
            if ctx.get("part") is not None:
                zones.log(m, say("{source}: the rest cannot be done; the block ends.",
                                 source=src_name(m, ctx)))
            else:
                zones.log(m, say("{source}: the rest cannot be done; the effect ends.",
                                 source=src_name(m, ctx)))
            return "interrupted"
        if isinstance(r, int) and r is not True and r is not False:
            ctx["pc"] = r
            continue
        ctx["pc"] += 1
    zones.check_attachments(m)
    return "interrupted" if zones.check_end(m) else "done"


def src_name(m, ctx):
    """The card a program belongs to, as a message argument ("The effect" without one)."""
    return queries.named(m, ctx["src"]) if ctx.get("src") is not None else THE_EFFECT


def _filled(words, **args):
    """A message of a table below (its template, marked by say()) with its arguments."""
    return (words[0], args)


THE_EFFECT = say("The effect")
# Where an exiled card comes back to (its owner's ...), by zone.
BACK_TO = {"hand": say("{card} returns to its owner's hand."),
           "deck": say("{card} returns to its owner's deck."),
           "discard": say("{card} returns to its owner's discard.")}
# What a card moved by an effect becomes, by the zone it went to.
MOVED = {"hand": say("{card} is returned to its owner's hand."),
         "exile": say("{card} is exiled."),
         "discard": say("{card} is discarded."),
         "deck": say("{card} is put into its owner's deck.")}


def targets_of(m, op: dict, ctx: dict) -> list[int]:
    if "of" in op:
        v = op["of"]
        if v == "self":
            return [ctx["src"]]
        if v == "host":
            h = m.state["cards"][ctx["src"]]["host"]
            return [h] if h is not None else []
        if v == "attackers":
            a = m.state["atk"]
            return list(a["units"]) if a else []
        if v == "target":
            a = m.state["atk"]
            return [a["target"]] if a and a["target"] is not None else []
        return [i for i in ctx["vars"].get(v, []) if isinstance(i, int)]
    return queries.select(m, op["sel"], ctx)


def affectable(m, iids: list[int], ctx: dict) -> list[int]:
    src = ctx.get("src")
    return [i for i in iids if not queries.unaffected_by(m, i, src)]


def record(m, op, ctx, done):
    if "as" in op:
        ctx["vars"][op["as"]] = done


# --- continuous effects
def until_turn(m, u: str | None, seat: int):
    t = m.state["turn"]
    if u in (None, "eot"):
        return t
    if u == "perm":
        return None
    if u == "fight":
        return "fight"
    if u == "next":
        return t + 1
    if u == "opp_next":
        # the end of the opponent's next turn: the next turn if it is ours now
        return t + 1 if m.state["active"] == seat else t + 2
    raise KeyError(u)


def come_back(m, e: dict) -> None:
    s = m.state
    i = e["i"]
    c = s["cards"][i]
    if c["z"] != "exile" or c["zc"] != e["zc"]:
        return
    if e["back"] in FIELD:
        ctx = {"seat": e["side"], "src": e["src"], "vars": {}}
        if not zones.place(m, i, e["side"], ctx, summon=False, frm="exile"):
            zones.log(m, say("{card} has no zone to return to and stays exiled.",
                             card=queries.named(m, i)))
    else:
        zones.move(m, i, e["back"])
        zones.log(m, _filled(BACK_TO[e["back"]], card=queries.named(m, i)))


# --- choices
def op_choose(m, op, ctx):
    if "_answer" in ctx:
        chosen = ctx.pop("_answer")
        ctx["vars"].setdefault(op["as"], [])
        ctx["vars"][op["as"]] = ctx["vars"][op["as"]] + chosen
        if op.get("who") == "each" and ctx.get("_each", 0) == 0:
            ctx["_each"] = 1
            return op_choose(m, op, ctx)
        ctx.pop("_each", None)
        if op.get("reveal") and chosen:
            zones.log(m, say("Revealed: {cards}.", cards=queries.named_list(m, chosen)))
        return True
    seat = ctx["seat"]
    who = op.get("who", "you")
    if who == "each":
        chooser = rules.who(m, "each", seat)[ctx.setdefault("_each", 0)]
        sub = dict(ctx, seat=chooser)
        cands = queries.select(m, op["sel"], sub)
    else:
        chooser = seat if who == "you" else 1 - seat
        cands = queries.select(m, op["sel"], ctx)
    n = queries.num(m, op.get("n", 1), ctx)
    lo = min(queries.num(m, op.get("min", n), ctx), n)
    if len(cands) < lo or (not cands and lo == 0 and n > 0 and not op.get("opt")
                           and "min" not in op):
        ctx.pop("_each", None)
        return False
    if op.get("random"):
        # "1 random card": drawn from the match's seeded RNG, nobody chooses
        ctx["_answer"] = m.rng.sample(cands, min(n, len(cands)))
        zones.log(m, say("{source}: {n} card(s) chosen at random.", source=src_name(m, ctx),
                         n=len(ctx["_answer"])))
        return op_choose(m, op, ctx)
    if len(cands) <= lo or (len(cands) == 1 and lo == 1):
        ctx["_answer"] = list(cands)
        return op_choose(m, op, ctx)
    label = op.get("label")
    asks.ask_cards(m, chooser, cands, lo, min(n, len(cands)),
                   asks.worded(label) if label else say("{source}: choose",
                                                         source=src_name(m, ctx)))
    return "ask"


def op_pick(m, op, ctx):
    if "_answer" in ctx:
        ctx["vars"][op["as"]] = ctx.pop("_answer")[0]
        return True
    seat = ctx["seat"] if op.get("who", "you") == "you" else 1 - ctx["seat"]
    options = op["options"]
    if "max" in op:  # "pay X mana": only the amounts the player can pay are offered
        options = options[:max(0, queries.num(m, op["max"], ctx))]
    offered = [(k, o if isinstance(o, str) else o["label"]) for k, o in enumerate(options)
               if isinstance(o, str) or queries.conds_ok(m, o.get("if", []), ctx["src"],
                                                           ctx["seat"], ctx)]
    if not offered:
        return False
    if len(offered) == 1 and any(not isinstance(o, str) for o in options):
        # the other options' conditions fail: no real choice (interpretation 21)
        ctx["_answer"] = [offered[0][0]]
        return op_pick(m, op, ctx)
    asks.ask_pick(m, seat, offered, say("{source}: choose one", source=src_name(m, ctx)))
    return "ask"


def use_guard(m, iid: int, h: int, ab: int, k: int) -> None:
    """Carry out guard `k` of ability `ab` of card `h` for `iid` (destruction.guards): its
    use counts against its limits, and its "instead" program runs."""
    s = m.state
    g = destruction.guard_of(m, h, ab, k)
    seat = s["cards"][iid]["s"]
    abilities.mark_used(m, h, ab, seat, "guard")
    if g["instead"]:
        zones.log(m, say("{card} is not destroyed: {holder}'s ability applies instead.",
                         card=queries.named(m, iid), holder=queries.named(m, h)))
        ctx = {"seat": seat, "src": h, "vars": {}, "pc": 0, "ops": g["instead"], "cid": None,
               "ab": None, "part": None}
        run_program(m, ctx)
    else:
        zones.log(m, say("{holder} cancels the destruction of {card}.",
                         holder=queries.named(m, h), card=queries.named(m, iid)))
    m._memo.clear()


def op_set(m, op, ctx):
    ctx["vars"][op["as"]] = queries.expr(m, op["n"], ctx)
    return True


# --- card moves
def op_destroy(m, op, ctx):
    """Destroy cards together. Before any of them moves, each one's controller decides on
    the guards that could save it (`destruction.guards`), one card after another (remembered
    in `ctx["_dg"]`: the targets and how many were decided, those saved); then the rest
    are destroyed together, so every guard sees the field as it was."""
    dg = ctx.get("_dg")
    if dg is None:
        # Destroyed together: spells and items first, so equipment destroyed along with
        # its unit counts as destroyed by this effect, not only as a detached card.
        targets = sorted(affectable(m, targets_of(m, op, ctx), ctx),
                         key=lambda i: m.state["cards"][i]["z"] != "si")
        dg = ctx["_dg"] = {"t": targets, "k": 0, "saved": []}
    elif "_answer" in ctx:
        answer = ctx.pop("_answer")[0]
        if answer is not None:  # else it is destroyed with the others below
            use_guard(m, dg["t"][dg["k"]], *answer)
            dg["saved"].append(dg["t"][dg["k"]])
        dg["k"] += 1
    while dg["k"] < len(dg["t"]):
        options = destruction.guards(m, dg["t"][dg["k"]], False)
        if options:
            destruction.ask_guard(m, dg["t"][dg["k"]], options, False, asks.program_resume(m))
            return "ask"
        dg["k"] += 1
    del ctx["_dg"]
    done = []
    levels = ctx["vars"].setdefault("_lvl", {})
    for i in dg["t"]:
        if i in dg["saved"]:
            continue
        if m.state["cards"][i]["z"] == "hand":
            # a card destroyed in a hand ("destroy it" after looking at it)
            levels[str(i)] = rules.card_def(m, i).level
            zones.log(m, say("{card} is destroyed.", card=queries.named(m, i)))
            zones.put_in_discard(m, i, "destroyed", by=ctx.get("src"), fight=False)
            done.append(i)
            continue
        if not rules.on_field(m, i):
            continue
        lvl = queries.level(m, i)
        if destruction.destroy(m, i, by=ctx.get("src"), fight=False):
            levels[str(i)] = lvl
            done.append(i)
    record(m, op, ctx, done)
    return bool(done)


def op_discard(m, op, ctx):
    done = []
    for i in affectable(m, targets_of(m, op, ctx), ctx):
        c = m.state["cards"][i]
        if c["z"] in ("partner", "gone", "discard"):
            continue
        lvl = queries.level(m, i) if c["z"] in FIELD else rules.card_def(m, i).level
        ctx["vars"].setdefault("_lvl", {})[str(i)] = lvl
        zones.log(m, say("{card} is discarded.", card=queries.named(m, i)))
        zones.put_in_discard(m, i, "removed", by=ctx.get("src"), fight=False)
        done.append(i)
    record(m, op, ctx, done)
    return bool(done)


def op_move(m, op, ctx):
    to = op["to"]
    done = []
    touched = set()
    for i in affectable(m, targets_of(m, op, ctx), ctx):
        c = m.state["cards"][i]
        if c["z"] == "partner" or c["z"] == "gone":
            continue
        if c["z"] == to or (to.startswith("deck") and c["z"] == "deck" and to == "deck"):
            continue
        if to == "exile" and queries.zone_flag(m, i, "no_exile"):
            zones.log(m, say("{card} cannot be exiled.", card=queries.named(m, i)))
            continue
        frm = c["z"]
        if to == "field":
            if not zones.place(m, i, c["o"] if frm not in FIELD else c["s"], ctx, summon=False):
                continue
            done.append(i)
            continue
        zone = "deck" if to.startswith("deck") else to
        zones.move(m, i, zone, pos="bottom" if to == "deck_bottom" else "top")
        zones.log(m, _filled(MOVED.get(zone, MOVED["deck"]), card=queries.named(m, i)))
        if zone == "exile":
            zones.event(m, "exiled", i, frm=frm, by=ctx.get("src"))
        elif zone == "discard":
            zones.event(m, "discarded", i, frm=frm, side=c["o"])
        elif zone == "hand" and frm == "deck":
            zones.event(m, "added", i, frm=frm, effect=True)
        if to == "deck":
            touched.add(c["o"])
        done.append(i)
    for seat in sorted(touched):
        zones.shuffle(m, seat)
    record(m, op, ctx, done)
    return bool(done)


def op_mill(m, op, ctx):
    done = []
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        deck = m.state["p"][w]["deck"]
        if not deck:
            return False if not done else True
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        deck = m.state["p"][w]["deck"]
        n = queries.num(m, op["n"], ctx)
        for _ in range(min(n, len(deck))):
            i = deck[0]
            zones.move(m, i, "discard")
            zones.event(m, "discarded", i, frm="deck", side=w)
            done.append(i)
        if done:
            zones.log(m, say("{player} discards from the top of their deck: {cards}.",
                             player=rules.pname(m, w),
                             cards=queries.named_list(m, [i for i in done
                                                          if m.state["cards"][i]["o"] == w])))
    record(m, op, ctx, done)
    return bool(done)


def op_summon(m, op, ctx):
    done = []
    for i in targets_of(m, op, ctx):
        c = m.state["cards"][i]
        side = {"you": ctx["seat"], "opp": 1 - ctx["seat"], "owner": c["o"]}[op.get("side", "you")]
        if c["z"] in FIELD or c["z"] == "gone":
            continue
        cost = 0 if op.get("free") else rules.card_def(m, i).level
        if op.get("half"):
            cost //= 2
        if op.get("double"):
            cost *= 2
        if cost > m.state["p"][ctx["seat"]]["mana"]:
            continue
        if zones.place(m, i, side, ctx, summon=True, cost=cost):
            done.append(i)
    record(m, op, ctx, done)
    return bool(done)


def op_place(m, op, ctx):
    done = []
    for i in targets_of(m, op, ctx):
        side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
        if m.state["cards"][i]["z"] not in FIELD and zones.place(m, i, side, ctx, summon=False):
            done.append(i)
    record(m, op, ctx, done)
    return bool(done)


def op_recall(m, op, ctx):
    """The cards that events of this turn happened to ("those destroyed units"), with
    their levels as they were then; nothing recorded ends the block."""
    got: list[int] = []
    levels = ctx["vars"].setdefault("_lvl", {})
    for ev in queries.turn_events(m):
        i = ev["i"]
        if i is not None and i not in got and queries.ev_matches(m, ev, op["ev"], ctx["src"],
                                                                   ctx["seat"]):
            got.append(i)
            if ev.get("lvl") is not None:
                levels[str(i)] = ev["lvl"]
    ctx["vars"][op["as"]] = got
    return bool(got)


def op_redraw(m, op, ctx):
    """Each player shuffles their hand into their deck and draws as many cards, the turn
    player first; a player who cannot draw them all ends the block (interpretation 19)."""
    s = m.state
    for w in rules.who(m, op.get("to", "each"), ctx["seat"]):
        hand = list(s["p"][w]["hand"])
        for i in hand:
            zones.move(m, i, "deck")
        zones.shuffle(m, w)
        zones.log(m, say("{player} shuffles {n} card(s) from their hand into their deck.",
                         player=rules.pname(m, w), n=len(hand)))
        zones.draw(m, w, len(hand), effect=True)
        if s["lost"][w]:
            break
    return True


def op_token(m, op, ctx):
    side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
    n = queries.num(m, op.get("n", 1), ctx)
    made = 0
    for _ in range(n):
        cost = 0 if op.get("free") else m.game.info[op["id"]].level
        if len(m.state["p"][side]["units"]) >= UNIT_ZONES or cost > m.state["p"][ctx["seat"]]["mana"]:
            break
        iid = zones.new_card(m, op["id"], ctx["seat"], "setup", token=True)
        zones.place(m, iid, side, ctx, summon=True, cost=cost)
        made += 1
        if "as" in op:
            ctx["vars"].setdefault(op["as"], []).append(iid)
    return made > 0


def op_swap_partner(m, op, ctx):
    """Exchange: the chosen unit becomes the partner, the old partner takes its place."""
    s = m.state
    seat = ctx["seat"]
    new = targets_of(m, op, ctx)
    new = [i for i in new if s["cards"][i]["z"] in ("unit", "deck")]
    if not new:
        return False
    new = new[0]
    old = s["p"][seat]["partner"]
    nc, oc = s["cards"][new], s["cards"][old]
    frm = nc["z"]
    attached = [i for i in rules.field_cards(m, seat) if s["cards"][i]["host"] == old]
    # exchange without leaving-the-field side effects on the swapped pair's equipment
    if frm == "unit":
        units = s["p"][seat]["units"]
        units[units.index(new)] = old
        oc["z"], nc["z"] = "unit", "partner"
    else:
        deck = s["p"][seat]["deck"]
        deck[deck.index(new)] = old
        oc["z"], nc["z"] = "deck", "partner"
        s["ctr"].pop(str(old), None)
        oc["host"] = None
        nc["s"] = seat
    s["p"][seat]["partner"] = new
    for c in (nc, oc):
        c["zc"] += 1
        c["ts"] = zones.tick(m)
    s["fx"] = [e for e in s["fx"] if e["tgt"] not in (new, old)]
    if op.get("to") == "move_equipment":
        for a in attached:
            s["cards"][a]["host"] = new
    elif frm == "deck":
        for a in attached:
            zones.put_in_discard(m, a, "destroyed", by=None, fight=False)
    if frm == "deck":
        zones.shuffle(m, seat)
    m._memo.clear()
    zones.log(m, say("{player} exchanges their partner {old} for {new}.",
                     player=rules.pname(m, seat), old=queries.named(m, old),
                     new=queries.named(m, new)))
    return True


def op_swap(m, op, ctx):
    """Swap this card with a card of the deck ("it takes this card's place on the field;
    this card goes to the deck"): the deck card is placed (not summoned) in this card's
    unit zone, this card goes to its owner's deck (leaving the field: its effects end,
    its equipment is destroyed), and the decks are shuffled. A partner swapped so is an
    exchange of partners (swap_partner)."""
    s = m.state
    out = ctx["src"]
    oc = s["cards"][out]
    new = [i for i in targets_of(m, op, ctx) if s["cards"][i]["z"] == "deck"]
    if not new or oc["z"] not in ("unit", "partner"):
        return False
    if oc["z"] == "partner":
        return op_swap_partner(m, {"op": "swap_partner", "of": op["of"]}, ctx)
    new = new[0]
    seat = oc["s"]
    units = s["p"][seat]["units"]
    k = units.index(out)
    zones.move(m, out, "deck")
    zones.log(m, say("{card} goes to its owner's deck.", card=queries.named(m, out)))
    zones.place(m, new, seat, ctx, summon=False)
    units.remove(new)
    units.insert(k, new)
    for w in sorted({oc["o"], s["cards"][new]["o"]}):
        zones.shuffle(m, w)
    return True


# --- life, damage, mana, draw
def op_damage(m, op, ctx):
    n = queries.expr(m, op["n"], ctx)
    for w in rules.who(m, op.get("to", "opp"), ctx["seat"]):
        zones.damage(m, w, n)
    return True


def op_gain_life(m, op, ctx):
    n = queries.expr(m, op["n"], ctx)
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        zones.gain_life(m, w, n)
    return True


def op_lose_life(m, op, ctx):
    n = queries.expr(m, op["n"], ctx)
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        zones.lose_life(m, w, n)
    return True


def op_pay_life(m, op, ctx):
    """Pay life ("to": "opp" when the opponent pays, "your opponent may pay 200 life")."""
    payer = rules.who(m, op.get("to", "you"), ctx["seat"])[0]
    n = life_cost(m, op["n"], dict(ctx, seat=payer))
    p = m.state["p"][payer]
    if n > p["life"]:
        return False
    zones.lose_life(m, payer, n)
    # a cost is paid while the block is created; "pay" inside an effect is not a cost
    zones.event(m, "life_paid", None, seat=payer, n=n, cost=ctx.get("part") == "cost")
    return True


def op_pay_mana(m, op, ctx):
    n = queries.num(m, op["n"], ctx)
    p = m.state["p"][ctx["seat"]]
    if n > p["mana"]:
        return False
    p["mana"] -= n
    return True


def op_mana(m, op, ctx):
    n = queries.expr(m, op["n"], ctx)
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        m.state["p"][w]["mana"] += n
        zones.log(m, say("{player} gains {n} mana.", player=rules.pname(m, w), n=n))
    return True


def op_draw(m, op, ctx):
    n = queries.num(m, op.get("n", 1), ctx)
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        zones.draw(m, w, n, effect=True)
        if m.state["lost"][w]:
            # "If either player meets a victory condition during the execution of a
            # block, the block will be interrupted": the next player does not draw.
            break
    return True


def op_shuffle(m, op, ctx):
    for w in rules.who(m, op.get("to", "you"), ctx["seat"]):
        zones.shuffle(m, w)
    return True


def op_look(m, op, ctx):
    seat = ctx["seat"]
    if "sel" in op:  # "look at the top 3 cards of your deck": only this player sees them
        got = queries.select(m, op["sel"], ctx)
        record(m, op, ctx, got)
        m.emit("look", _looked(m, got), visible_to=seat)
        return bool(got)
    if "of" in op:
        got = [i for i in ctx["vars"].get(op["of"], []) if isinstance(i, int)]
        m.emit("look", _looked(m, got), visible_to=seat)
        return True
    if op["what"] == "opp_hand":
        hand = m.state["p"][1 - seat]["hand"]
        m.emit("look", say("Opponent's hand: {cards}.", cards=queries.named_list(m, hand))
               if hand else say("Opponent's hand: empty."), visible_to=seat)
    return True


def _looked(m, got: list[int]):
    if got:
        return say("You look at: {cards}.", cards=queries.named_list(m, got))
    return say("You look at: nothing.")


def op_name_card(m, op, ctx):
    """"Name a card": the player chooses one of the catalog's card names (tokens are not
    cards). The name is public, so the question is not private."""
    if "_answer" in ctx:
        name = ctx.pop("_answer")[0]
        ctx["vars"][op["as"]] = name
        zones.log(m, say("{player} names {card}.", player=rules.pname(m, ctx["seat"]),
                         card=_card_named(m, name)))
        return True
    ids = {}
    for d in m.game.info.values():
        if d.ctype != "token":
            ids.setdefault(d.name, d.id)
    opts = [[str(k), "choose", say("Name {card}", card=card(ids[n], n)), n, n]
            for k, n in enumerate(sorted(ids))]
    label = op.get("label")
    asks.ask_program(m, ctx["seat"], asks.worded(label) if label
                     else say("{source}: name a card", source=src_name(m, ctx)), opts)
    return "ask"


def _card_named(m, name: str):
    """A named card (a name chosen from the catalog) as a message argument."""
    for d in m.game.info.values():
        if d.name == name and d.ctype != "token":
            return card(d.id, name)
    return name


def op_arrange(m, op, ctx):
    """Put the cards of a variable that are still on top of the deck back "in any order":
    the player picks the top card, then the next, and so on (private: deck cards)."""
    placed = ctx.setdefault("_arr", [])
    if "_answer" in ctx:
        placed.append(ctx.pop("_answer")[0])
    cards = [i for i in ctx["vars"].get(op["of"], []) if m.state["cards"][i]["z"] == "deck"]
    rest = [i for i in cards if i not in placed]
    if len(rest) > 1:
        if placed:
            prompt = say("{source}: the card to put on top next (below the ones before)",
                         source=src_name(m, ctx))
        else:
            prompt = say("{source}: the card to put on top first", source=src_name(m, ctx))
        asks.ask_cards(m, ctx["seat"], rest, 1, 1, prompt)
        return "ask"
    order = placed + rest
    ctx.pop("_arr")
    for seat in {m.state["cards"][i]["o"] for i in order}:
        deck = m.state["p"][seat]["deck"]
        mine = [i for i in order if i in deck]
        deck[:] = mine + [i for i in deck if i not in mine]
    return True


def op_pick_type(m, op, ctx):
    """"Choose any type": one of the types the catalog's cards have (elements and kinds)."""
    if "_answer" in ctx:
        ctx["vars"][op["as"]] = ctx.pop("_answer")[0]
        zones.log(m, say("{player} chooses the {type} type.", player=rules.pname(m, ctx["seat"]),
                         type=ctx["vars"][op["as"]]))
        return True
    types = sorted({t for d in m.game.info.values() for t in d.types})
    opts = [[str(k), "choose", asks.quoted(t), None, t] for k, t in enumerate(types)]
    label = op.get("label")
    asks.ask_program(m, ctx["seat"], asks.worded(label) if label
                     else say("{source}: choose a type", source=src_name(m, ctx)), opts)
    return "ask"


def op_reveal(m, op, ctx):
    """Show cards to both players ("reveal the top card of your deck"). With "until", cards
    of a hand stay shown for that long ("reveal 1 card in your opponent's hand until end
    of turn"): a timed `fx` entry on the card, which also ends when it leaves the hand."""
    got = queries.select(m, op["sel"], ctx)
    record(m, op, ctx, got)
    if got:
        if op.get("until") == "eot":
            zones.log(m, say("Revealed: {cards} (until end of turn).",
                             cards=queries.named_list(m, got)))
        else:
            zones.log(m, say("Revealed: {cards}.", cards=queries.named_list(m, got)))
    if "until" in op:
        until = until_turn(m, op["until"], ctx["seat"])
        for i in got:
            if m.state["cards"][i]["z"] == "hand" and not rules.revealed(m, i):
                m.state["fx"].append({"k": "reveal", "ts": zones.tick(m), "src": ctx.get("src"),
                                      "tgt": i, "until": until})
    return bool(got)


def op_mod(m, op, ctx):
    targets = affectable(m, targets_of(m, op, ctx), ctx)
    targets = [i for i in targets if rules.on_field(m, i)]
    if not targets:
        return False
    until = until_turn(m, op.get("until", "eot"), ctx["seat"])
    base = {k: op[k] for k in ("atk", "def", "lvl", "set_atk", "set_def", "types", "flag",
                               "n", "swap", "half", "if") if k in op}
    for k in ("atk", "def", "lvl", "set_atk", "set_def"):
        if k in base and not isinstance(base[k], int):
            base[k] = queries.expr(m, base[k], ctx)
    if isinstance(base.get("types"), dict):  # {"var": "t"}: the type a player chose
        base["types"] = [ctx["vars"][base["types"]["var"]]]
    like = [i for i in ctx["vars"].get(op.get("like"), []) if isinstance(i, int)]
    if "like" in op:
        if not like:
            return False
        # "its name becomes the chosen unit's name and it gains that unit's types":
        # read as the chosen card is now
        base["name"] = queries.name(m, like[0])
        base["types"] = list(queries.types_of(m, like[0]))
    if op.get("types_of"):
        got = [i for i in ctx["vars"].get(op["types_of"], []) if isinstance(i, int)]
        if not got:
            return False
        base["types"] = list(queries.types_of(m, got[0]))
    for i in targets:
        e = dict(base, ts=zones.tick(m), src=ctx.get("src"), tgt=i, until=until)
        m.state["fx"].append(e)
    m._memo.clear()
    zones.log(m, say("{source} affects {cards}.", source=src_name(m, ctx),
                     cards=queries.named_list(m, targets)))
    return True


def op_grant(m, op, ctx):
    """Cards gain abilities for a while: ability "ab" of the card whose program this is
    (one marked "granted": "until end of turn it gains the static ability ..."), or with
    "from" every own ability of the card of that variable ("gains that unit's
    abilities"). A timed effect in `state["fx"]` (queries.gained reads it)."""
    targets = [i for i in affectable(m, targets_of(m, op, ctx), ctx) if rules.on_field(m, i)]
    if "from" in op:
        src = [i for i in ctx["vars"].get(op["from"], []) if isinstance(i, int)]
        if not src:
            return False
        cid, ab = m.state["cards"][src[0]]["c"], "all"
    else:
        cid, ab = ctx["cid"], op["ab"]
    if not targets:
        return False
    until = until_turn(m, op.get("until", "eot"), ctx["seat"])
    for i in targets:
        m.state["fx"].append({"k": "grant", "ts": zones.tick(m), "src": ctx.get("src"),
                              "tgt": i, "until": until, "cid": cid, "ab": ab})
    m._memo.clear()
    if ab == "all":
        zones.log(m, say("{cards} gains {card}'s abilities.", cards=queries.named_list(m, targets),
                         card=queries.named_id(m, cid)))
    else:
        zones.log(m, say("{cards} gains an ability.", cards=queries.named_list(m, targets)))
    return True


def op_negate(m, op, ctx):
    targets = [i for i in affectable(m, targets_of(m, op, ctx), ctx) if rules.on_field(m, i)]
    if not targets:
        return False
    until = until_turn(m, op.get("until", "eot"), ctx["seat"])
    for i in targets:
        m.state["fx"].append({"k": "negate", "ts": zones.tick(m), "src": ctx.get("src"),
                              "tgt": i, "until": until})
        zones.log(m, say("{card}'s abilities are cancelled.", card=queries.named(m, i)))
    m._memo.clear()
    return True


def op_counter(m, op, ctx):
    targets = [i for i in affectable(m, targets_of(m, op, ctx), ctx) if rules.on_field(m, i)]
    for i in targets:
        zones.add_counter(m, i, op["name"], queries.num(m, op.get("n", 1), ctx))
    m._memo.clear()
    return bool(targets)


def op_extra_attack(m, op, ctx):
    targets = [i for i in affectable(m, targets_of(m, op, ctx), ctx) if rules.on_field(m, i)]
    for i in targets:
        m.state["cards"][i]["xatt"] += queries.num(m, op.get("n", 1), ctx)
    return bool(targets)


def op_delayed(m, op, ctx):
    """Something that happens at the end of this turn ("destroy it at the end of the turn")."""
    targets = [i for i in targets_of(m, op, ctx) if rules.on_field(m, i)]
    for i in targets:
        m.state["fx"].append({"k": "delayed", "ts": zones.tick(m), "src": ctx.get("src"),
                              "tgt": i, "until": m.state["turn"], "act": op["do"],
                              "seat": ctx["seat"], "tzc": m.state["cards"][i]["zc"]})
    return bool(targets)


def op_exile_until(m, op, ctx):
    """Exile cards for a while ("until end of turn", "until your next battle phase"):
    each comes back to the zone it left, a unit placed on its controller's field (not
    summoned), when that time comes, unless it has moved on since."""
    s = m.state
    until = op.get("until", "eot")
    when = "battle" if until == "your_battle" else until_turn(m, until, ctx["seat"])
    done = []
    for i in affectable(m, targets_of(m, op, ctx), ctx):
        c = s["cards"][i]
        frm = c["z"]
        if frm in ("partner", "gone", "exile", "block") or queries.zone_flag(m, i, "no_exile"):
            continue
        side = c["s"]
        zones.move(m, i, "exile")
        zones.log(m, say("{card} is exiled for a while.", card=queries.named(m, i)))
        zones.event(m, "exiled", i, frm=frm)
        # tgt None: the entry survives the card's own moves (it is not an effect on it)
        s["fx"].append({"k": "away", "ts": zones.tick(m), "src": ctx.get("src"), "tgt": None,
                        "until": when, "i": i, "zc": c["zc"], "back": frm, "side": side,
                        "seat": ctx["seat"]})
        done.append(i)
    record(m, op, ctx, done)
    return bool(done)


def op_no_battle(m, op, ctx):
    m.state["p"][ctx["seat"]]["nobattle"] = True
    return True


# --- attacks
def op_cancel_attack(m, op, ctx):
    a = m.state["atk"]
    if not a or a["state"] == "cancelled":
        return False
    if a["units"] and queries.unaffected_by(m, a["units"][0], ctx.get("src")):
        zones.log(m, say("{card} is unaffected: the attack goes on.",
                         card=queries.named(m, a["units"][0])))
        return True
    a["state"] = "cancelled"
    zones.log(m, say("The attack is cancelled."))
    return True


def op_retarget(m, op, ctx):
    a = m.state["atk"]
    new = targets_of(m, op, ctx)
    if not a or a["state"] != "established" or not new or not rules.on_field(m, new[0]):
        return False
    a["target"] = new[0]
    zones.log(m, say("{card} becomes the target of the attack.", card=queries.named(m, new[0])))
    zones.event(m, "targeted", new[0], seat=1 - a["seat"])
    return True


def op_jump_unless(m, op, ctx):
    if queries.conds_ok(m, op["cond"], ctx["src"], ctx["seat"], ctx):
        return True
    return op["to"]


def op_jump(m, op, ctx):
    return op["to"]


# ------------------------------------------------------------ feasibility
def _can_choose(m, op, ctx) -> bool:
    if "of" in op["sel"]:
        return True
    need = queries.num(m, op.get("min", op.get("n", 1)), ctx)
    if op.get("who") == "each":
        return all(len(queries.select(m, op["sel"], dict(ctx, seat=w))) >= need
                   for w in rules.who(m, "each", ctx["seat"]))
    return len(queries.select(m, op["sel"], ctx)) >= need


def _can_target(m, op, ctx) -> bool:
    """An operation on selected cards needs at least one (one on a variable's cards is
    checked when it resolves)."""
    sel = op.get("sel")
    return sel is None or "of" in sel or bool(queries.select(m, sel, ctx))


def _can_mill(m, op, ctx) -> bool:
    return all(m.state["p"][w]["deck"] for w in rules.who(m, op.get("to", "you"), ctx["seat"]))


def _can_pay_life(m, op, ctx) -> bool:
    payer = rules.who(m, op.get("to", "you"), ctx["seat"])[0]
    return life_cost(m, op["n"], dict(ctx, seat=payer)) <= m.state["p"][payer]["life"]


def _can_pay_mana(m, op, ctx) -> bool:
    return queries.num(m, op["n"], ctx) <= m.state["p"][ctx["seat"]]["mana"]


def _can_token(m, op, ctx) -> bool:
    side = ctx["seat"] if op.get("side", "you") == "you" else 1 - ctx["seat"]
    if len(m.state["p"][side]["units"]) >= UNIT_ZONES:
        return False
    return bool(op.get("free")) or m.game.info[op["id"]].level <= m.state["p"][ctx["seat"]]["mana"]


def _can_cancel_attack(m, op, ctx) -> bool:
    a = m.state["atk"]
    return bool(a) and a["state"] != "cancelled"


# ------------------------------------------------------------ the table
@dataclass(frozen=True)
class Word:
    """One operation of the vocabulary: what it does, the fields it reads (besides op,
    opt and text) and, if the action needs something to be offered at all, the check."""

    run: Callable
    fields: frozenset
    can: Callable | None = None


def _w(run, fields=(), can=None) -> Word:
    return Word(run, frozenset(fields), can)


WORDS: dict[str, Word] = {
    # choices
    "choose": _w(op_choose, {"as", "sel", "n", "min", "who", "reveal", "label", "random"},
                 _can_choose),
    "choose_set": _w(setchoice.op_choose_set, {"as", "label"} | queries.SPEC_FIELDS,
                      setchoice.can_choose_set),
    "pick": _w(op_pick, {"as", "options", "who", "max"}),
    "set": _w(op_set, {"as", "n"}),
    # card moves
    "destroy": _w(op_destroy, {"of", "sel", "as"}, _can_target),
    "discard": _w(op_discard, {"of", "sel", "as"}, _can_target),
    "move": _w(op_move, {"of", "sel", "to", "as", "reveal"}, _can_target),
    "mill": _w(op_mill, {"to", "n", "as"}, _can_mill),
    "summon": _w(op_summon, {"of", "sel", "free", "side", "half", "double", "as"}),
    "place": _w(op_place, {"of", "sel", "side", "as"}),
    "recall": _w(op_recall, {"as", "ev"}),
    "redraw": _w(op_redraw, {"to"}),
    "token": _w(op_token, {"id", "n", "free", "side", "as"}, _can_token),
    "swap_partner": _w(op_swap_partner, {"of", "to"}),
    "swap": _w(op_swap, {"of"}),
    "exile_until": _w(op_exile_until, {"of", "sel", "until", "as"}, _can_target),
    "shuffle": _w(op_shuffle, {"to"}),
    "look": _w(op_look, {"what", "to", "of", "sel", "as"}),
    "name_card": _w(op_name_card, {"as", "label"}),
    "reveal": _w(op_reveal, {"sel", "as", "until"}),
    "arrange": _w(op_arrange, {"of"}),
    "pick_type": _w(op_pick_type, {"as", "label"}),
    # life, damage, mana, draw
    "damage": _w(op_damage, {"to", "n"}),
    "gain_life": _w(op_gain_life, {"to", "n"}),
    "lose_life": _w(op_lose_life, {"to", "n"}),
    "pay_life": _w(op_pay_life, {"n", "to"}, _can_pay_life),
    "pay_mana": _w(op_pay_mana, {"n"}, _can_pay_mana),
    "mana": _w(op_mana, {"to", "n"}),
    "draw": _w(op_draw, {"to", "n"}),
    # continuous effects
    "mod": _w(op_mod, {"of", "sel", "until", "atk", "def", "lvl", "set_atk", "set_def", "types",
                       "flag", "n", "swap", "half", "if", "like", "types_of"}, _can_target),
    "grant": _w(op_grant, {"of", "sel", "until", "ab", "from"}, _can_target),
    "negate": _w(op_negate, {"of", "sel", "until"}, _can_target),
    "counter": _w(op_counter, {"of", "sel", "name", "n"}, _can_target),
    "extra_attack": _w(op_extra_attack, {"of", "n"}),
    "delayed": _w(op_delayed, {"of", "do", "when"}),
    "no_battle": _w(op_no_battle),
    # attacks
    "cancel_attack": _w(op_cancel_attack, (), _can_cancel_attack),
    "retarget": _w(op_retarget, {"of"}),
    # "if" is compiled into jumps (compile_program)
    "if": _w(None, {"cond", "then", "else"}),
}
# the jumps "if" compiles into; not words of card data
_RUN: dict[str, Callable] = {k: w.run for k, w in WORDS.items() if w.run is not None}
_RUN["_jump_unless"] = op_jump_unless
_RUN["_jump"] = op_jump
_CAN: dict[str, Callable] = {k: w.can for k, w in WORDS.items() if w.can is not None}


# ------------------------------------------------------------ validation
def check_program(prog: list, where: str) -> None:
    check_selectors(prog, where)
    for i, op in enumerate(prog):
        w = f"{where}[{i}]"
        if not isinstance(op, dict) or op.get("op") not in WORDS:
            raise CardDataError(f"{w}: unknown operation {op!r}")
        extra = set(op) - WORDS[op["op"]].fields - COMMON
        if extra:
            raise CardDataError(f"{w}: operation {op['op']!r} has no field {sorted(extra)[0]!r}")
        if "until" in op and op["until"] not in UNTIL | ({"your_battle"} if op["op"] == "exile_until"
                                                          else set()):
            raise CardDataError(f"{w}: operation {op['op']!r} cannot last {op['until']!r}")
        if op["op"] == "if":
            check_conditions(op.get("cond", []), f"{w}.cond")
            check_program(op.get("then", []), f"{w}.then")
            check_program(op.get("else", []), f"{w}.else")
        if op["op"] == "delayed":
            check_program(op.get("do", []), f"{w}.do")
        if op["op"] == "pick":
            _check_pick_options(op.get("options", []), w)
        if op["op"] == "mod" and set(op.get("if") or {}) - IF_KEYS:
            raise CardDataError(f"{w}: unknown 'if' test {sorted(set(op['if']) - IF_KEYS)[0]!r}")
        if op["op"] == "grant" and ("ab" in op) == ("from" in op):
            raise CardDataError(f"{w}: operation 'grant' needs 'ab' (an ability of this card) "
                                "or 'from' (a variable's card), not both")
        if op["op"] == "choose_set":
            queries.check_spec(op, w)
        if op["op"] == "recall":
            check_conditions([{"c": "this_turn", "ev": op.get("ev", {})}], w)


def _check_pick_options(options: list, where: str) -> None:
    """A pick's option is a label, or {"label", "if"}: offered only while its conditions
    hold ("your opponent may pay 200 life" is no option for a player with less)."""
    for k, o in enumerate(options):
        if isinstance(o, str):
            continue
        if not isinstance(o, dict) or set(o) - {"label", "if"} or not isinstance(o.get("label"), str):
            raise CardDataError(f"{where}: option {k + 1} must be a label or {{label, if}}")
        check_conditions(o.get("if", []), f"{where}.options[{k}].if")


MOD_FIELDS = {"to", "atk", "def", "lvl", "set_atk", "set_def", "types", "flag", "n", "if",
              "swap", "half", "grant", "alias", "base", "guard"}
# A guard ("you may cancel the destruction", "if this card would be destroyed, you may
# instead ..."): only in fights, conditions on its holder, the label of its option, and
# what happens instead. destruction.guards reads it.
GUARD_FIELDS = {"fight", "cond", "instead", "label"}
# words that stop for a player's answer; a guard's "instead" runs inside a destruction
# that is itself waiting on the guard decision, so it may not ask anything more
ASKING = {"choose", "pick", "name_card", "pick_type", "arrange", "destroy"}
# what a modifier's "if" may test (queries.if_ok)
IF_KEYS = {"type", "not_type", "base_type", "attacking", "summoned", "fighting", "not_partner",
           "fighting_atk_min", "fighting_type", "lvl_max"}


def check_mods(mods: list, where: str) -> None:
    check_selectors(mods, where)
    for i, mod in enumerate(mods):
        if not isinstance(mod, dict) or set(mod) - MOD_FIELDS:
            raise CardDataError(f"{where}[{i}]: unknown modifier {mod!r}")
        if set(mod.get("if") or {}) - IF_KEYS:
            raise CardDataError(f"{where}[{i}]: unknown 'if' test "
                                f"{sorted(set(mod['if']) - IF_KEYS)[0]!r}")
        if "base" in mod and (mod["base"] is not True or mod.get("to", "self") != "self"
                              or not set(mod) & {"set_atk", "set_def"}):
            raise CardDataError(f"{where}[{i}]: 'base' (\"this card's base Attack equals ...\") "
                                "marks a set_atk / set_def of the card itself")
        if "grant" in mod and (not isinstance(mod["grant"], int) or len(mod) > 2
                               or set(mod) - {"to", "grant"}):
            raise CardDataError(f"{where}[{i}]: a 'grant' modifier gives one ability (an index "
                                "of this card) to the cards of its 'to'; nothing else")
        if "guard" in mod:
            _check_guard(mod["guard"], f"{where}[{i}].guard")


def _check_guard(g, where: str) -> None:
    if not isinstance(g, dict) or set(g) - GUARD_FIELDS:
        raise CardDataError(f"{where}: a guard has only the fields {sorted(GUARD_FIELDS)}, "
                            f"not {g!r}")
    if not isinstance(g.get("fight", False), bool) or not isinstance(g.get("label", ""), str):
        raise CardDataError(f"{where}: 'fight' is true or false and 'label' a text")
    check_conditions(g.get("cond", []), f"{where}.cond")
    instead = g.get("instead", [])
    check_program(instead, f"{where}.instead")
    asking = _words(instead) & ASKING
    if asking:
        raise CardDataError(f"{where}.instead: {sorted(asking)[0]!r} cannot be part of what happens "
                            "instead of a destruction (it would ask or destroy again)")


def _words(prog: list) -> set:
    """The words of a program, those inside "if" branches included."""
    out = set()
    for op in prog:
        out.add(op["op"])
        out |= _words(op.get("then", [])) | _words(op.get("else", []))
    return out


def compile_program(prog: list) -> list:
    """Flatten `if` into conditional jumps so one program counter can resume anywhere."""
    out: list = []
    for op in prog:
        if op["op"] != "if":
            out.append(op)
            continue
        then = compile_program(op.get("then", []))
        other = compile_program(op.get("else", []))
        out.append({"op": "_jump_unless", "cond": op.get("cond", []),
                    "to": len(out) + 1 + len(then) + (1 if other else 0)})
        base = len(out)
        out.extend(_shift(then, base))
        if other:
            out.append({"op": "_jump", "to": len(out) + 1 + len(other)})
            out.extend(_shift(other, len(out)))
    return out


def _shift(prog: list, base: int) -> list:
    return [dict(op, to=op["to"] + base) if op["op"] in ("_jump", "_jump_unless") else op
            for op in prog]
