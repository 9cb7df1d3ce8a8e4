"""Setting up, the mulligan, drawing, and the turn cycle, as steps of the one step
machine (engine.core.steps, book.py):

- "mulligans" asks every seat that has not yet mulliganed at once (a secret choice);
  each answer is carried out as it arrives ("mulligan:pick"), and the last one starts
  play;
- "main" asks the turn player what to do (only to end the turn once the clock is out);
  the chosen option's payload is the step to run: "summon", "attack" (combat.py) or
  "end", and then "main" asks again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.words import say

from .book import steps
from .effects import chosen_targets, fire
from .rules import (
    CHEAP_COST,
    FIELD_LIMIT,
    HAND_LIMIT,
    MAX_MANA,
    NAMES,
    OPENING_HAND,
    REDRAW_LIMIT,
    TURN_SECONDS,
)

if TYPE_CHECKING:
    from .match import ElementDuelMatch


def draw(m: ElementDuelMatch, seat: int, fatigue: bool = False) -> None:
    """Draw one card. A full hand (8) burns the drawn card. An empty deck skips the
    draw, except the turn's own draw (`fatigue`), which costs the leader 1 life,
    then 2, 3, ... so that every match ends."""
    p = m.state["players"][seat]
    if not p["deck"]:
        if fatigue:
            p["fatigue"] += 1
            p["life"] = max(0, p["life"] - p["fatigue"])
            m.emit("fatigue", say("{player} has no card to draw; the leader loses {n} life "
                                  "({life} left).", player=NAMES[seat], n=p["fatigue"],
                                  life=p["life"]))
        return
    iid = p["deck"].pop(0)
    ref = m.info[m.state["ids"][iid]].ref
    if len(p["hand"]) >= HAND_LIMIT:
        p["grave"].append(iid)
        m.emit("burn", say("{player}'s hand is full: the drawn {card} is discarded.",
                           player=NAMES[seat], card=ref))
        return
    p["hand"].append(iid)
    m.emit("draw", say("{player} draws a card.", player=NAMES[seat]))
    m.emit("draw", say("You draw {card}.", card=ref), visible_to=seat)


def _has_cheap_character(m: ElementDuelMatch, hand: list[int]) -> bool:
    info, ids = m.info, m.state["ids"]
    for iid in hand:
        c = info[ids[iid]]
        if c.is_char and c.cost <= CHEAP_COST:
            return True
    return False


def _return_to_deck(m: ElementDuelMatch, p: dict, iids: list[int]) -> None:
    """Cards go back into the deck: shuffled in, or at the bottom in order when
    shuffling is off (so tests can predict every draw)."""
    p["deck"].extend(iids)
    if m.options.get("shuffle", True):
        m.rng.shuffle(p["deck"])


def ensure_playable_hand(m: ElementDuelMatch, seat: int) -> None:
    """Swap the whole hand until it holds a character of cost 1 or less (at most
    REDRAW_LIMIT times)."""
    p = m.state["players"][seat]
    for _ in range(REDRAW_LIMIT):
        if _has_cheap_character(m, p["hand"]):
            return
        old, p["hand"] = p["hand"], []
        _return_to_deck(m, p, old)
        p["hand"] = p["deck"][:OPENING_HAND]
        del p["deck"][:OPENING_HAND]
        m.emit("redraw", say("{player}'s hand has no character of cost {n} or less and is "
                             "swapped for a new one.", player=NAMES[seat], n=CHEAP_COST))


def deal_opening_hand(m: ElementDuelMatch, seat: int) -> None:
    p = m.state["players"][seat]
    p["hand"] = p["deck"][:OPENING_HAND]
    del p["deck"][:OPENING_HAND]
    ensure_playable_hand(m, seat)


def mulligan(m: ElementDuelMatch, seat: int, slots: list[int]) -> None:
    """Replace the marked cards once: draw replacements first, then return the marked
    cards to the deck, so a card put back is not drawn straight back."""
    p = m.state["players"][seat]
    p["mulliganed"] = True
    if not slots:
        m.emit("mulligan", say("{player} keeps the opening hand.", player=NAMES[seat]))
        return
    marked = set(slots)
    back = [iid for i, iid in enumerate(p["hand"]) if i in marked]
    kept = [iid for i, iid in enumerate(p["hand"]) if i not in marked]
    fresh = p["deck"][:len(back)]
    del p["deck"][:len(back)]
    p["hand"] = kept + fresh
    _return_to_deck(m, p, back)
    m.emit("mulligan", say("{player} puts back {n} card(s) and draws as many.",
                           player=NAMES[seat], n=len(back)))
    ensure_playable_hand(m, seat)


def begin_play(m: ElementDuelMatch) -> None:
    """After both mulligans: decide who goes first, then the first turn."""
    s = m.state
    first = m.options.get("first")
    if first not in (0, 1):
        first = m.rng.below(2)
    s["phase"] = "main"
    s["active"] = first
    m.emit("first", say("{player} goes first.", player=NAMES[first]))
    start_turn(m)


def start_turn(m: ElementDuelMatch) -> None:
    s = m.state
    seat = s["active"]
    p = s["players"][seat]
    s["turn"] += 1
    s["clock"] = TURN_SECONDS
    p["turns"] += 1
    p["max_mana"] = min(MAX_MANA, p["turns"])
    p["mana"] = p["max_mana"]
    for u in p["field"]:
        u["ready"] = True
    m.emit("turn", say("Turn {turn}: {player} ({n} mana).", turn=s["turn"], player=NAMES[seat],
                       n=p["max_mana"]))
    draw(m, seat, fatigue=True)
    m.check_end()
    m.checkpoint(say("turn {turn} begins", turn=s["turn"]))


# Why a turn ends, as its "end" step says it (saved states hold these words too).
ENDS_TURN = "ends the turn"
TIME_RUNS_OUT = "runs out of time; the turn ends"


def end_turn(m: ElementDuelMatch, reason: str = ENDS_TURN) -> None:
    s = m.state
    player = NAMES[s["active"]]
    if reason == TIME_RUNS_OUT:
        m.emit("end", say("{player} runs out of time; the turn ends.", player=player))
    elif reason == ENDS_TURN:
        m.emit("end", say("{player} ends the turn.", player=player))
    else:
        raise ValueError(f"no way for a turn to end: {reason!r}")
    s["active"] = 1 - s["active"]
    start_turn(m)


# ------------------------------------------------------------------ the steps
MAIN_PROMPT = say("Your turn: summon, attack, or end the turn")
TIME_UP_PROMPT = say("Your time is up: end the turn")
MULLIGAN_PROMPT = say("Mulligan: pick the cards to put back and redraw (any number, once)")
_END = ("e", "pass", say("End turn"), None, {"op": "end", "why": ENDS_TURN})
# Steps are never changed in place (an answer's picks go into a copy), so these are shared.
_MAIN = {"op": "main"}
_MAIN_PICK = {"op": "main:pick"}


@steps.step("mulligans")
def _mulligans(m: ElementDuelMatch, o: dict) -> None:
    info, ids = m.info, m.state["ids"]
    for seat, p in enumerate(m.state["players"]):
        if not p["mulliganed"]:
            cards = [info[ids[iid]] for iid in p["hand"]]
            opts = [(f"m{i}", "mulligan", say("Redraw {card}", card=c.ref), c.name, i)
                    for i, c in enumerate(cards)]
            m.ask(seat, "mulligan", MULLIGAN_PROMPT, opts, {"op": "mulligan:pick", "s": seat},
                  mn=0, mx=len(opts), private=True, now=True)


@steps.step("mulligan:pick", s=int)
def _mulligan_pick(m: ElementDuelMatch, o: dict) -> None:
    mulligan(m, o["s"], o["pick"])
    if all(p["mulliganed"] for p in m.state["players"]):
        begin_play(m)
        m.push(_MAIN)


@steps.step("main")
def _main(m: ElementDuelMatch, o: dict) -> None:
    s = m.state
    seat = s["active"]
    if s["clock"] <= 0:
        m.ask(seat, "main", TIME_UP_PROMPT, [_END], _MAIN_PICK, private=True)
        return
    opts = main_options(m, seat)
    opts.append(_END)
    m.ask(seat, "main", MAIN_PROMPT, opts, _MAIN_PICK, private=True)


@steps.step("main:pick")
def _main_pick(m: ElementDuelMatch, o: dict) -> None:
    m.push(o["pick"][0], _MAIN)


@steps.step("end", why=str)
def _end(m: ElementDuelMatch, o: dict) -> None:
    end_turn(m, o["why"])


# Option ids and payload steps by hand index or slot, built once (steps are never changed
# in place, so every question may hold the same ones).
_SLOTS = (None, *range(FIELD_LIMIT))
_SUMMON = [{t: (f"s{h}" if t is None else f"s{h}t{t}", {"op": "summon", "h": h, "t": t})
            for t in _SLOTS} for h in range(HAND_LIMIT)]
_ATTACK = [{t: (f"a{a}" if t is None else f"a{a}t{t}", {"op": "attack", "a": a, "t": t})
            for t in _SLOTS} for a in range(FIELD_LIMIT)]


def main_options(m: ElementDuelMatch, seat: int) -> list[tuple]:
    """The turn player's summons and attacks, as stored options whose payload is the step."""
    s = m.state
    info, ids = m.info, s["ids"]
    me, them = s["players"][seat], s["players"][1 - seat]
    opts: list[tuple] = []
    mana = me["mana"]
    if len(me["field"]) < FIELD_LIMIT:
        seen = set()
        for h, iid in enumerate(me["hand"]):
            cid = ids[iid]
            c = info[cid]
            # Copies of one card are the same move: offer the first only.
            if c.cost > mana or cid in seen:
                continue
            seen.add(cid)
            targets = None if c.chosen is None else chosen_targets(m, seat, c.chosen)
            if not targets:
                # A character still comes in (its ability finds nothing); a
                # support is nothing but its ability, so it needs a target.
                if targets is None or c.is_char:
                    oid, step = _SUMMON[h][None]
                    opts.append((oid, "summon", c.summon_label, c.name, step))
                continue
            if c.chosen[2] == "ally":
                for t in targets:
                    oid, step = _SUMMON[h][t]
                    label = say("Summon {card} ({n} mana) on your {target} (slot {slot})",
                                card=c.ref, n=c.cost, target=info[ids[me["field"][t]["iid"]]].ref,
                                slot=t + 1)
                    opts.append((oid, "summon", label, c.name, step))
            else:
                for t in targets:
                    oid, step = _SUMMON[h][t]
                    label = say("Summon {card} ({n} mana) on enemy {target} (slot {slot})",
                                card=c.ref, n=c.cost, target=info[ids[them["field"][t]["iid"]]].ref,
                                slot=t + 1)
                    opts.append((oid, "summon", label, c.name, step))
    foes = None
    for a, u in enumerate(me["field"]):
        if not u["ready"]:
            continue
        if foes is None:  # each target looked up once, for every attacker
            foes = [info[ids[f["iid"]]].ref for f in them["field"]]
        c = info[ids[u["iid"]]]
        ids_a = _ATTACK[a]
        if not foes:
            oid, step = ids_a[None]
            opts.append((oid, "attack", say("{card} (slot {slot}) attacks the enemy leader",
                                            card=c.ref, slot=a + 1), c.name, step))
            continue
        for t, foe in enumerate(foes):
            oid, step = ids_a[t]
            opts.append((oid, "attack", say("{card} (slot {slot}) attacks {target} (slot {tslot})",
                                            card=c.ref, slot=a + 1, target=foe, tslot=t + 1),
                         c.name, step))
    return opts


@steps.step("summon", h=int, t=(int, type(None)))
def _summon(m: ElementDuelMatch, o: dict) -> None:
    """The turn player summons hand card `h` (its chosen ability on slot `t`)."""
    s = m.state
    seat = s["active"]
    h, t = o["h"], o["t"]
    me, them = s["players"][seat], s["players"][1 - seat]
    iid = me["hand"].pop(h)
    c = m.info[s["ids"][iid]]
    me["mana"] -= c.cost
    target = None
    if t is not None:
        target = (me if c.chosen[2] == "ally" else them)["field"][t]
    if c.is_char:
        unit = {"iid": iid, "atk": c.attack, "def": c.defense, "max": c.defense,
                "ready": c.genesis}
        me["field"].append(unit)
        m.emit("summon", say("{player} summons {card}.", player=NAMES[seat], card=c.ref))
        fire(m, seat, c.on["summon"], unit, target)
    else:
        m.emit("summon", say("{player} summons the support {card}.", player=NAMES[seat],
                             card=c.ref))
        fire(m, seat, c.on["summon"], None, target)
        me["grave"].append(iid)
        m.emit("support", say("{card} dies after its ability is used.", card=c.ref))
    m.check_end()
    m.checkpoint(say("summon resolved"))
