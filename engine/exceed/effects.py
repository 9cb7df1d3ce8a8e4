"""The effect vocabulary shared by every card, and the conditions effects test.

An effect is `{"do": name, ...params}`; `seat` is its controller ("you"). Any
effect may carry `"if": condition` (checked as it resolves, `"else"` otherwise),
`"only": condition` (a gate checked when triggers are gathered) and `"may": true`
(the controller may decline). Composition: `seq` (in order), `choice` (the
controller picks one of `of`), `opp_choice` (the opponent picks; the controller
still carries it out).
"""

from __future__ import annotations

from engine.core.words import Words, card, listed, say

from . import board, listeners
from .cards import card_text
from .combat import attack_info, gain_advantage, stats, tr_name, transform_name
from .decks import deck_ids
from .discards import told_discard
from .payment import force_available, gauge_available, pay_force, pay_gauge
from .registry import cond, effect, op
from .statline import FLAGS
from .turn import can_move_self

# the movement's log line per word: (player, spaces moved, old space, new space) -> message
MOVED = {
    "close": lambda p, n, a, b: say("{player} closes {n} (space {old} -> {new}).", player=p, n=n,
                                    old=a, new=b),
    "advance": lambda p, n, a, b: say("{player} advances {n} (space {old} -> {new}).", player=p,
                                      n=n, old=a, new=b),
    "retreat": lambda p, n, a, b: say("{player} retreats {n} (space {old} -> {new}).", player=p,
                                      n=n, old=a, new=b),
    "move": lambda p, n, a, b: say("{player} moves {n} (space {old} -> {new}).", player=p, n=n,
                                   old=a, new=b),
    "push": lambda p, n, a, b: say("{player} is pushed {n} (space {old} -> {new}).", player=p,
                                   n=n, old=a, new=b),
    "pull": lambda p, n, a, b: say("{player} is pulled {n} (space {old} -> {new}).", player=p,
                                   n=n, old=a, new=b),
}
# the movement words as a question names them ("Advance 2 to space 5", "Push: choose where")
VERBS = {"close": say("Close"), "advance": say("Advance"), "retreat": say("Retreat"),
         "move": say("Move"), "push": say("Push"), "pull": say("Pull")}
# an attack's stat changed by an effect ("+2 power")
STAT_WORDS = {
    "power": lambda n: say("{n} power", n=n), "speed": lambda n: say("{n} speed", n=n),
    "armor": lambda n: say("{n} armor", n=n), "guard": lambda n: say("{n} guard", n=n),
    "rmin": lambda n: say("{n} rmin", n=n), "rmax": lambda n: say("{n} rmax", n=n),
}
CHOOSE_ONE = say("Choose one")
CHOOSE_YOURS = say("Choose what happens to you")
LEAVE_THEM = say("Leave them where they are")
PUSH_OR_PULL = say("Push or pull the opponent")
MOVE_ANY = say("Move to any space")
SPEND_NOTHING = say("Spend nothing")
AN_EFFECT = say("an effect")
HOW_MANY = say("How many cards do you draw?")
PAY_NOTHING = say("Pay nothing")
PAY_LIFE = say("Pay life?")
NAME_STRIKE = say("Name a Normal attack the opponent must strike with")
NAME_PARRY = say("Name a card: the opponent discards a copy of it")
FACE_DOWN = say("face-down boost")
WHICH_BOOST = say("Discard which continuous boost?")
NONE = say("None")
TRANSFORM_ASK = say("Put a card from your hand into your transformation area?")


def said(e: dict, key: str = "text", default: Words = None) -> Words:
    """The effect's own words under `key` (card data: see cards.card_text), or `default`."""
    text = e.get(key)
    return card_text(text) if text else default


def do_words(x: dict) -> Words:
    """How a choice names one of its effects: its label or text, else the effect's name."""
    text = x.get("label") or x.get("text") or x["do"]
    return card_text(text)


def strike_side(m, s: int) -> dict | None:
    st = m.state["st"]
    return st["sides"][s] if st else None


def sub(m, s: int, e: dict, o: dict) -> dict:
    """A step resolving effect `e` in the same context as step `o`."""
    return {"op": "eff", "s": s, "e": e, "c": o.get("c"), "x": o.get("x")}


# --------------------------------------------------------------- composition


@effect("seq")
def _seq(m, s, e, o):
    m.push(*[sub(m, s, x, o) for x in e["of"]])


@effect("choice")
def _choice(m, s, e, o):
    opts = [[str(i), "choose", do_words(x), None, i] for i, x in enumerate(e["of"])]
    m.ask(s, "choose", said(e, "text", CHOOSE_ONE), opts,
          {"op": "choice_pick", "s": s, "e": e, "c": o.get("c"), "x": o.get("x"), "r": s})


@effect("opp_choice")
def _opp_choice(m, s, e, o):
    """The opponent chooses which effect happens; `s` remains its source."""
    opts = [[str(i), "choose", card_text(x.get("label") or x["do"]), None, i]
            for i, x in enumerate(e["of"])]
    m.ask(1 - s, "choose", said(e, "text", CHOOSE_YOURS), opts,
          {"op": "choice_pick", "s": s, "e": e, "c": o.get("c"), "x": o.get("x"), "r": 1 - s})


@op("choice_pick", c=int | None, e=dict, r=int, s=int, x=bool | None)
def _choice_pick(m, o):
    x = o["e"]["of"][o["pick"][0]]
    m.push({"op": "eff", "s": o["s"], "e": x, "c": o.get("c"), "x": o.get("x"), "ok": True})


@effect("rule")
def _rule(m, s, e, o):
    """A standing rule of a boost or transformation; the rules read it where it applies."""


# ---------------------------------------------------------------- strike stats


@effect("stat")
def _stat(m, s, e, o):
    side = strike_side(m, s)
    if side is None:
        return
    bits = []
    for k, i in (("power", 0), ("speed", 1), ("armor", 2), ("guard", 3), ("rmin", 4), ("rmax", 5)):
        if k in e:
            side["b"][i] += e[k]
            bits.append(STAT_WORDS[k](f"{e[k]:+d}"))
    m.emit("effect", say("{player}'s attack gets {stats}.", player=m.who(s), stats=listed(bits)))


@effect("flag")
def _flag(m, s, e, o):
    t = 1 - s if e.get("who") == "opp" else s
    side = strike_side(m, t)
    if side is not None and e["flag"] not in side["fl"]:
        side["fl"].append(e["flag"])


@effect("advantage")
def _advantage(m, s, e, o):
    gain_advantage(m, s)


@effect("strike")
def _strike_eff(m, s, e, o):
    """Start a Strike once the boost that says so has resolved (ignored during a strike)."""
    if m.state["st"] is None:
        m.state["tf"]["strike_next"] = True


@effect("more_action")
def _more_action(m, s, e, o):
    m.state["tf"]["more"] += 1


# ----------------------------------------------------------------- movement


def self_move_ok(m, s: int) -> bool:
    side = strike_side(m, s)
    return can_move_self(m, s) and not (side and "locked" in side["fl"])


def opp_move_ok(m, t: int) -> bool:
    """Whether the opponent's effects may move seat t now."""
    if listeners.fire(m, "block_opp_move", t):
        return False
    side = strike_side(m, t)
    if side is None:
        return True
    if "locked" in side["fl"]:
        return False
    if side["card"] is None and side["src"] != "face":
        return True
    return "no_move" not in stats(m, t)[FLAGS]


def pass_ok(m, mover: int, actor: int) -> bool:
    """Whether `mover`, moved by `actor`, may pass the other fighter: a standing rule or an
    attack of the other fighter may forbid moving past them by oneself."""
    if mover != actor:
        return True
    if listeners.fire(m, "block_pass", mover):
        return False
    side = strike_side(m, 1 - mover)
    if side and "no_pass_me" in side["fl"]:
        return False
    return not (side and side["card"] is not None and "no_pass_me" in stats(m, 1 - mover)[FLAGS])


def outcome(m, mover: int, actor: int, word: str, n: int, direction: int | None = None,
            origin: int | None = None) -> tuple[int, int, bool]:
    """Where `mover` ends if moved `n` by `word` (relative to the other fighter or `origin`)."""
    pos = m.state["p"][mover]["pos"]
    other = m.state["p"][1 - mover]["pos"]
    ok = pass_ok(m, mover, actor)
    if word == "close":
        return board.step_path(pos, other, board.toward(pos, other), n, False)
    if word in ("advance", "pull"):
        if origin is not None and origin != other:
            if origin == pos:
                return pos, 0, False
            return board.step_path(pos, other, board.toward(pos, origin), n, ok, stop_at=origin)
        return board.step_path(pos, other, board.toward(pos, other), n, ok)
    if word in ("retreat", "push"):
        ref = other if origin is None or origin == other else origin
        if ref == pos:
            return pos, 0, False
        return board.step_path(pos, other, -board.toward(pos, ref), n, ok)
    return board.step_path(pos, other, direction, n, ok)


def relocate(m, mover: int, actor: int, word: str, new: int, moved: int, passed: bool) -> None:
    p = m.state["p"][mover]
    old = p["pos"]
    p["pos"] = new
    side = strike_side(m, actor)
    if side is not None:
        side["pass"] = passed
        side["moved"] = moved
    if moved:
        m.emit("move", MOVED[word](m.who(mover), moved, old, new))
    if passed:
        m.push(*listeners.fire(m, "passed", mover))


def can_be_moved(m, s: int, word: str) -> bool:
    if word in ("push", "pull"):
        return opp_move_ok(m, 1 - s)
    return self_move_ok(m, s)


def origin_of(m, s: int, e: dict) -> int | None:
    if e.get("from") != "origin" or m.state["st"] is None:
        return None
    return m.char(s).origin(m, s, m.state["st"]["sides"][s])


def _movement(word: str):
    def handler(m, s, e, o):
        side = strike_side(m, s)
        if side is not None:
            side["moved"] = 0
            side["pass"] = False
        if not can_be_moved(m, s, word):
            return
        mover = 1 - s if word in ("push", "pull") else s
        n = 8 if e.get("max") else e["n"]
        origin = origin_of(m, s, e)
        if e.get("upto") or word == "move":
            choose_move(m, s, mover, word, range(0 if e.get("upto") else n, n + 1), origin, e)
            return
        new, moved, passed = outcome(m, mover, s, word, n, origin=origin)
        relocate(m, mover, s, word, new, moved, passed)
    return handler


for _w in ("close", "advance", "retreat", "move", "push", "pull"):
    effect(_w)(_movement(_w))


def choose_move(m, s: int, mover: int, word: str, amounts, origin, e) -> None:
    """`s` picks how far (and, for 'move', which way) `mover` goes; one option per end space."""
    opts = []
    seen = set()
    dirs = (-1, 1) if word == "move" else (None,)
    for d in dirs:
        for n in amounts:
            new, moved, passed = outcome(m, mover, s, word, n, d, origin)
            if new in seen:
                continue
            seen.add(new)
            label = (say("Stay on space {space}", space=new) if moved == 0
                     else say("{verb} {n} to space {space}", verb=VERBS[word], n=moved, space=new))
            opts.append([str(len(opts)), "move", label, None, [word, new, moved, passed]])
    if not opts:
        return
    m.ask(s, "move", said(e) or say("{verb}: choose where", verb=VERBS[word]), opts,
          {"op": "move_pick", "s": s, "m": mover})


@op("move_pick", m=int, s=int)
def _move_pick(m, o):
    word, new, moved, passed = o["pick"][0]
    relocate(m, o["m"], o["s"], word, new, moved, passed)


@effect("push_or_pull")
def _push_or_pull(m, s, e, o):
    if not opp_move_ok(m, 1 - s):
        return
    ns = e["n"] if isinstance(e["n"], list) else [e["n"]]
    origin = origin_of(m, s, e)
    opts = []
    seen = set()
    if e.get("optional"):
        pos = m.state["p"][1 - s]["pos"]
        seen.add(pos)
        opts.append(["0", "pass", LEAVE_THEM, None, ["push", pos, 0, False]])
    for word in ("push", "pull"):
        for n in ns:
            new, moved, passed = outcome(m, 1 - s, s, word, n, origin=origin)
            if new in seen:
                continue
            seen.add(new)
            opts.append([str(len(opts)), "move",
                         say("{verb} {n} (to space {space})", verb=VERBS[word], n=n, space=new),
                         None, [word, new, moved, passed]])
    m.ask(s, "move", said(e, "text", PUSH_OR_PULL), opts,
          {"op": "move_pick", "s": s, "m": 1 - s})


@effect("move_to_any")
def _move_to_any(m, s, e, o):
    if not self_move_ok(m, s):
        return
    pos, other = m.state["p"][s]["pos"], m.state["p"][1 - s]["pos"]
    ok = pass_ok(m, s, s)  # no space past the opponent when they forbid passing
    opts = [[str(i), "move", say("Space {space}", space=d), None,
             ["move", d, abs(d - pos), (d - other) * (pos - other) < 0]]
            for i, d in enumerate(x for x in range(board.LO, board.HI + 1)
                                  if x != other and (ok or (x - other) * (pos - other) > 0))]
    m.ask(s, "move", said(e, "text", MOVE_ANY), opts, {"op": "move_pick", "s": s, "m": s})


# --------------------------------------------------------------- cards, life


@effect("draw")
def _draw(m, s, e, o):
    t = 1 - s if e.get("who") == "opp" else s
    m.draw(t, e["n"])


@effect("heal")
def _heal(m, s, e, o):
    m.heal(s, e["n"])


@effect("self_damage")
def _self_damage(m, s, e, o):
    lost = m.damage(s, e["n"])
    m.emit("damage", say("{player} takes {n} damage ({life} life).", player=m.who(s), n=lost,
                         life=m.p(s)["life"]))


@effect("nonlethal")
def _nonlethal(m, s, e, o):
    lost = m.damage(1 - s, e["n"], nonlethal=True)
    m.emit("damage", say("{player} takes {n} non-lethal damage ({life} life).", player=m.who(1 - s),
                         n=lost, life=m.p(1 - s)["life"]))


def random_discard(m, s: int, t: int, n: int) -> list:
    """`s` makes `t` discard n cards at random; returns them (public once discarded)."""
    return told_discard(m, s, t, n, "random")


@effect("discard_random")
def _discard_random(m, s, e, o):
    random_discard(m, s, 1 - s, e["n"])


@effect("spend_force")
def _spend_force(m, s, e, o):
    """Spend up to `max` Force (or Gauge with "gauge": true); each gives the listed stats."""
    gauge = e.get("gauge", False)
    avail = gauge_available(m, s) if gauge else force_available(m, s)
    top = min(e["max"], avail)
    if top <= 0:
        return
    if gauge:
        opts = [[str(n), "choose", say("Spend {n} Gauge", n=n) if n else SPEND_NOTHING, None, n]
                for n in range(top + 1)]
        prompt = said(e) or say("Spend Gauge?")
    else:
        opts = [[str(n), "choose", say("Spend {n} Force", n=n) if n else SPEND_NOTHING, None, n]
                for n in range(top + 1)]
        prompt = said(e) or say("Spend Force?")
    m.ask(s, "choose", prompt, opts,
          {"op": "spend_pick", "s": s, "e": e, "x": o.get("x")}, private=not gauge)


@op("spend_pick", e=dict, s=int, x=bool | None)
def _spend_pick(m, o):
    s, e, n = o["s"], o["e"], o["pick"][0]
    if not n:
        return
    gain = {k: v * n for k, v in e.get("per", {}).items()}
    then = {"op": "eff", "s": s, "e": {"do": "stat", **gain}, "x": o.get("x")} if gain else None
    if e.get("then"):
        then = {"op": "eff", "s": s, "e": {**e["then"], "n": e["then"]["n"] * n}}
    if e.get("gauge"):
        pay_gauge(m, s, n, then, AN_EFFECT)
    else:
        pay_force(m, s, n, then, AN_EFFECT)


@effect("pay_for")
def _pay_for(m, s, e, o):
    """You may pay a fixed Force (or Gauge) cost for the listed stats."""
    from .payment import cost

    gauge = e.get("gauge", False)
    n = cost(m, s, e["n"])
    if (gauge_available(m, s) if gauge else force_available(m, s)) < n:
        return
    if gauge:
        prompt, label = said(e) or say("Pay {n} Gauge?", n=n), say("Pay {n} Gauge", n=n)
    else:
        prompt, label = said(e) or say("Pay {n} Force?", n=n), say("Pay {n} Force", n=n)
    m.confirm(s, prompt, {"op": "pay_for_do", "s": s, "e": e, "n": n, "x": o.get("x")}, label,
              private=not gauge)


@op("pay_for_do", c=int | None, e=dict, n=int, s=int, x=bool | None, optional=("c",))
def _pay_for_do(m, o):
    s, e = o["s"], o["e"]
    then = {"op": "eff", "s": s, "e": e["then"], "c": o.get("c"), "x": o.get("x")}
    why = e.get("why") or AN_EFFECT  # a card's name, as its data gives it
    if e.get("gauge"):
        pay_gauge(m, s, o["n"], then, why)
    else:
        pay_force(m, s, o["n"], then, why)


@effect("discard_to_gauge")
def _discard_to_gauge(m, s, e, o):
    """Move the most recent n cards of your discard pile to your gauge (`bottom`: the oldest)."""
    p = m.p(s)
    for _ in range(e.get("n", 1)):
        if not p["discard"]:
            return
        iid = p["discard"].pop(0 if e.get("bottom") else -1)
        p["gauge"].append(iid)
        m.emit("gauge", say("{player} moves {card} from the discard pile to the gauge.",
                            player=m.who(s), card=m.named(iid)))


@effect("boost_to_gauge")
def _boost_to_gauge(m, s, e, o):
    """This boost card goes to your gauge."""
    iid = o.get("c")
    p = m.p(s)
    if iid in p["boosts"]:
        p["boosts"].remove(iid)
        p["gauge"].append(iid)
        m.emit("gauge", say("{player} puts {card} into the gauge.", player=m.who(s),
                            card=m.named(iid)))


ZONE_NAMES = {"discard": say("the discard pile"), "gauge": say("the gauge"),
              "sealed": say("the sealed area"), "hand": say("hand"), "deck": say("the deck"),
              "boosts": say("the boost area"), "tr": say("the transformation area"),
              "area": say("the character's area")}


@effect("take")
def _take(m, s, e, o):
    """Choose cards from one of your zones and move them to another.

    `from` and `to` name the zones (a card going to hand that is the opponent's goes to
    their discard pile); `n` (1) is how many, all of them or, with `upto`, up to that
    many; `kinds` limits them to Normals, Specials...; `own` (true) to your own cards;
    `distinct` offers each card name once; `pass` is the label of an answer taking
    nothing (for a single card); `ask` the question; `then` an effect that follows
    when something was taken.
    """
    kinds = e.get("kinds")
    own = e.get("own", True)
    pool, seen = [], set()
    for iid in m.p(s)[e["from"]]:
        c = m.ci(iid)
        if (own and m.owner(iid) != s) or (kinds and c.kind not in kinds):
            continue
        if e.get("distinct"):
            if c.name in seen:
                continue
            seen.add(c.name)
        pool.append(iid)
    if not pool:
        return
    n = min(e.get("n", 1), len(pool))
    opts = m.card_opts(pool)
    if e.get("pass"):
        opts.insert(0, ["n", "pass", card_text(e["pass"]), None, None])
    where = ZONE_NAMES[e["from"]]
    prompt = said(e, "ask") or said(e) or (
        say("Take up to {n} from {zone}", n=n, zone=where) if e.get("upto")
        else say("Take {n} from {zone}", n=n, zone=where))
    then = {"op": "take_pick", "s": s, "e": e, "c": o.get("c"), "x": o.get("x")}
    m.ask(s, "choose", prompt, opts, then, mn=0 if e.get("upto") else min(n, len(opts)),
          mx=min(n, len(opts)))


@op("take_pick", c=int | None, e=dict, s=int, x=bool | None)
def _take_pick(m, o):
    s, e = o["s"], o["e"]
    p = m.p(s)
    src, dest = e["from"], e.get("to", "hand")
    got = [i for i in o["pick"] if i is not None and i in p[src]]
    for iid in got:
        p[src].remove(iid)
        if dest == "hand":
            m.to_hand(s, iid)
        else:
            p[dest].append(iid)
    if not got:
        return
    names = m.named_all(got)
    if dest == "hand":
        m.emit("effect", say("{player} returns {cards} from {zone} to hand.", player=m.who(s),
                             cards=names, zone=ZONE_NAMES[src]))
    else:
        m.emit("effect", say("{player} returns {cards} from {zone} into {dest}.", player=m.who(s),
                             cards=names, zone=ZONE_NAMES[src], dest=ZONE_NAMES[dest]))
    if e.get("then"):
        m.push(sub(m, s, e["then"], o))


@effect("draw_upto")
def _draw_upto(m, s, e, o):
    """Draw any number of cards from 0 to n."""
    opts = [[str(k), "choose", say("Draw {n}", n=k), None, k] for k in range(e["n"] + 1)]
    m.ask(s, "choose", said(e, "text", HOW_MANY), opts,
          {"op": "draw_upto_pick", "s": s})


@op("draw_upto_pick", s=int)
def _draw_upto_pick(m, o):
    m.draw(o["s"], o["pick"][0])


@effect("pay_life_for")
def _pay_life_for(m, s, e, o):
    """Pay up to `max` life; each gives the listed stats."""
    top = min(e["max"], m.p(s)["life"] - 1)
    if top <= 0:
        return
    opts = [[str(n), "choose", say("Pay {n} life", n=n) if n else PAY_NOTHING, None, n]
            for n in range(top + 1)]
    m.ask(s, "choose", said(e, "text", PAY_LIFE), opts, {"op": "life_pick", "s": s, "e": e},
          private=True)


@op("life_pick", e=dict, s=int)
def _life_pick(m, o):
    s, e, n = o["s"], o["e"], o["pick"][0]
    if n:
        m.spend_life(s, n)
        m.push({"op": "eff", "s": s, "e": {"do": "stat", **{k: v * n for k, v in e["per"].items()}},
                "x": True})


@effect("name_strike")
def _name_strike(m, s, e, o):
    """Name a Normal; the opponent must set a copy of it in the strike that follows."""
    from .cards import NORMAL_IDS

    if m.state["st"] is not None:
        return  # played during a strike: there is no Strike to start
    info = m.game.info
    opts = [[str(i), "choose", card(c, info[c].name), info[c].name, c]
            for i, c in enumerate(NORMAL_IDS)]
    m.ask(s, "choose", NAME_STRIKE, opts,
          {"op": "name_strike_pick", "s": s})


@op("name_strike_pick", s=int)
def _name_strike_pick(m, o):
    s, cid = o["s"], o["pick"][0]
    m.emit("effect", say("{player} names {card}.", player=m.who(s), card=card(cid, m.game.info[cid].name)))
    m.state["tf"]["strike_next"] = True
    m.state["tf"]["strike_rules"] = {str(1 - s): cid}


def name_options(m, t: int) -> list:
    """Every card name in seat t's deck list (what can be named against them)."""
    info = m.game.info
    ids = deck_ids(m.game, m.p(t)["char"])
    return [[str(i), "choose", card(c, info[c].name), info[c].name, c] for i, c in enumerate(ids)]


@effect("parry")
def _parry(m, s, e, o):
    m.ask(s, "choose", said(e, "text", NAME_PARRY),
          name_options(m, 1 - s), {"op": "parry_pick", "s": s, "to": e.get("to")})


@op("parry_pick", s=int, to=str | None)
def _parry_pick(m, o):
    s, cid = o["s"], o["pick"][0]
    m.emit("effect", say("{player} names {card}.", player=m.who(s), card=card(cid, m.game.info[cid].name)))
    told_discard(m, s, 1 - s, 1, "named", cid=cid, then={"op": o["to"], "s": s} if o.get("to") else None)


@effect("tech")
def _tech(m, s, e, o):
    """Discard one continuous boost in play, yours or the opponent's."""
    opts = []
    for t in (s, 1 - s):
        p = m.p(t)
        for iid in p["boosts"]:
            if iid not in p["fd"] and (iid == o.get("c") or m.ci(iid).bkind == "instant"):
                continue  # this boost itself (and any other Instant Boost resolving) is no continuous boost
            label = FACE_DOWN if iid in p["fd"] else m.ci(iid).bname
            opts.append([str(len(opts)), "target", m.yours(s, t, label, start=True), None, [t, iid]])
    if not opts:
        return
    m.ask(s, "target", WHICH_BOOST, opts, {"op": "tech_pick", "s": s})


@op("tech_pick", s=int)
def _tech_pick(m, o):
    t, iid = o["pick"][0]
    fd = iid in m.p(t)["fd"]
    m.emit("effect", say("{player} discards {owner}'s {boost}.", player=m.who(o["s"]), owner=m.who(t),
                         boost=FACE_DOWN if fd else m.ci(iid).bname))
    m.boost_leaves(t, iid)


# --------------------------------------------------------------- conditions


def _attack(m, s):
    return attack_info(m, s) if m.state["st"] else None


@cond("normal")
def _c_normal(m, s, e):
    c = _attack(m, s)
    return c is not None and c.kind == "normal"


@cond("special_ultra")
def _c_special_ultra(m, s, e):
    c = _attack(m, s)
    return c is not None and c.kind in ("special", "ultra")


@cond("special")
def _c_special(m, s, e):
    c = _attack(m, s)
    return c is not None and c.kind == "special"


@cond("ex")
def _c_ex(m, s, e):
    st = m.state["st"]
    return bool(st and st["sides"][s]["ex"])


@cond("attacker")
def _c_attacker(m, s, e):
    st = m.state["st"]
    return bool(st and st["att"] == s)


@cond("passed")
def _c_passed(m, s, e):
    side = strike_side(m, s)
    return bool(side and side["pass"])


@cond("not_passed")
def _c_not_passed(m, s, e):
    return not _c_passed(m, s, e)


@cond("was_hit")
def _c_was_hit(m, s, e):
    side = strike_side(m, s)
    return bool(side and side["was_hit"])


@cond("opp_stunned")
def _c_opp_stunned(m, s, e):
    side = strike_side(m, 1 - s)
    return bool(side and side["stun"])


@cond("has_boost")
def _c_has_boost(m, s, e):
    return bool(m.p(s)["boosts"])


@cond("opp_hand_le2")
def _c_opp_hand_le2(m, s, e):
    return len(m.p(1 - s)["hand"]) <= 2


@cond("hand_le1")
def _c_hand_le1(m, s, e):
    return len(m.p(s)["hand"]) <= 1


@cond("exceeded")
def _c_exceeded(m, s, e):
    return m.p(s)["ex"]


@cond("adjacent")
def _c_adjacent(m, s, e):
    return abs(m.p(s)["pos"] - m.p(1 - s)["pos"]) == 1


@cond("life_le6")
def _c_life_le6(m, s, e):
    return m.p(s)["life"] <= 6


@cond("fewer_cards")
def _c_fewer_cards(m, s, e):
    return len(m.p(s)["hand"]) < len(m.p(1 - s)["hand"])



# ----------------------------------------------------------- transformations


def transformable(m, s: int, iids) -> list:
    """Cards among `iids` that `s` could put into their transformation area now."""
    out, seen = [], set()
    for iid in iids:
        c = m.ci(iid)
        if c.name not in seen and transform_name(m, s, iid) is not None:
            seen.add(c.name)
            out.append(iid)
    return out


@effect("transform_from_hand")
def _transform_from_hand(m, s, e, o):
    """Optionally put a card from hand into your transformation area."""
    choices = transformable(m, s, m.p(s)["hand"])
    if not choices:
        return
    opts = [["n", "pass", NONE, None, None]]
    opts += [[str(i), "choose", say("Transform {card}", card=tr_label_words(m, iid)), m.name(iid), iid]
             for i, iid in enumerate(choices)]
    m.ask(s, "choose", said(e, "text", TRANSFORM_ASK),
          opts, {"op": "transform_pick", "s": s, "z": "hand"}, private=True)


@op("transform_pick", s=int, z=str)
def _transform_pick(m, o):
    iid = o["pick"][0]
    if iid is None:
        return
    s = o["s"]
    m.p(s)[o["z"]].remove(iid)
    m.p(s)["tr"].append(iid)
    if o["z"] == "deck":
        m.shuffle(m.p(s)["deck"])
    m.emit("transform", say("{player} transforms {card}.", player=m.who(s), card=tr_label_words(m, iid)))


def tr_label_words(m, iid: int) -> Words:
    """`tr_label` as a message argument: 'Lower half (Card)', or the card for a Normal."""
    name = tr_name(m, iid)
    if name == m.name(iid):
        return m.named(iid)
    return say("{boost} ({card})", boost=name, card=m.named(iid))


def tr_label(m, iid: int) -> str:
    """'Lower half (Card)' for a Transformation; just the name for a Normal serving as one."""
    name = tr_name(m, iid)
    return name if name == m.name(iid) else f"{name} ({m.name(iid)})"


@cond("set_special_ultra")
def _c_set_special_ultra(m, s, e):
    """A Special or Ultra the player set knowingly (a Wild Swing is unseen when set)."""
    st = m.state["st"]
    return bool(st and not st["sides"][s]["ws"]) and _c_special_ultra(m, s, e)


@cond("ws_or_ex")
def _c_ws_or_ex(m, s, e):
    st = m.state["st"]
    return bool(st and (st["sides"][s]["ws"] or st["sides"][s]["ex"]))


@cond("missed")
def _c_missed(m, s, e):
    side = strike_side(m, s)
    return bool(side and side["res"] and not any(h for _i, h in side["res"]))
