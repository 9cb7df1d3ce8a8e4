"""Setup and the turn: choosing partners, the first player and opening hands, the mana
supply phase, phases and the end of the turn.

Each part is a step of the match (engine.core.steps, registered in flow.py): a function
here does its part and queues the next (`m.push`), or asks a player with the step the
answer resumes; the turn is REVEAL (setup), MANA, DISCARD8, the phases (each a stack
run by stack.py) and END_OF_TURN, which queues the next turn's MANA.
"""

from __future__ import annotations

from engine.core.words import say

from . import abilities, asks, effects, queries, rules, stack, zones
from .rules import HAND_LIMIT, MANA_CAP, MANA_PER_TURN, OPENING_HAND, PHASE_NAMES, START_LIFE

REVEAL = {"op": "reveal"}
MANA = {"op": "mana"}
DISCARD8 = {"op": "discard8"}
END_OF_TURN = {"op": "eot"}


def setup(m, decks: list) -> None:
    m.state = {
        "turn": 0, "active": 0, "first": None, "phase": "setup", "steps": [], "asks": [],
        "cards": [], "ctr": {}, "used": {}, "p": [], "fx": [], "tick": 0, "stack": None,
        "ev": [], "prev": [], "trig": [], "res": None, "pend": None,
        "atk": None, "tu": {}, "gu": {}, "tl": {}, "drew": False, "lost": [None, None],
        "listed": [],
        "tev": [],  # this turn's record of events (queries.TURN_EVENTS), for "this_turn"
        "eot": None,  # the end of the turn while it waits for an answer (end_of_turn)
    }
    for seat, deck in enumerate(decks):
        ids = [zones.new_card(m, cid, seat, "deck") for cid in deck.expand()]
        listed = deck.section("partner")
        m.state["p"].append({
            "life": START_LIFE, "mana": 0, "deck": ids, "hand": [], "discard": [], "exile": [],
            "units": [], "si": [], "partner": None, "revealed": False,
            "ssum": False, "ret": False, "retn": 0, "nobattle": False,
        })
        m.state["listed"].append(listed[0][0] if listed else None)
    for seat in (0, 1):
        ask_partner(m, seat)


def ask_partner(m, seat: int) -> None:
    """Both players choose a unit of their deck as partner, secretly and at once."""
    listed = m.state["listed"][seat]
    seen, opts = set(), []
    for iid in m.state["p"][seat]["deck"]:
        d = rules.card_def(m, iid)
        if d.ctype != "unit" or d.id in seen:
            continue
        seen.add(d.id)
        if d.id == listed:
            label = say("{card} (level {level}) (your deck's partner)",
                        card=queries.named_id(m, d.id), level=d.level)
        else:
            label = say("{card} (level {level})", card=queries.named_id(m, d.id), level=d.level)
        opts.append([str(len(opts)), "choose", label, d.name, iid])
    if listed is not None:
        opts.sort(key=lambda o: 0 if o[3] == m.game.info[listed].name else 1)
        opts = [[str(k)] + o[1:] for k, o in enumerate(opts)]
    # answered at once: the table hears that a seat has chosen while the other still thinks
    m.ask(seat, "partner", say("Choose your partner (secret until both have chosen)"), opts,
          {"op": "partner", "s": seat}, private=True, now=True)


def partner_answer(m, seat: int, iid: int) -> None:
    s = m.state
    zones.move(m, iid, "partner", side=seat)
    m.emit("partner", say("You chose {card} as your partner.", card=queries.named(m, iid)),
           visible_to=seat)
    zones.log(m, say("{player} has chosen a partner.", player=rules.pname(m, seat)))
    if all(p["partner"] is not None for p in s["p"]):
        m.push(REVEAL)


# ---------------------------------------------------------------- setup
def begin_game(m) -> None:
    """Both partners chosen: shuffle, decide the first player, draw 5, reveal partners."""
    s = m.state
    for seat in (0, 1):
        zones.shuffle(m, seat)
    s["first"] = s["active"] = m.rng.below(2)
    zones.log(m, say("{player} goes first.", player=rules.pname(m, s["active"])))
    for seat in (0, 1):
        zones.draw(m, seat, OPENING_HAND)
    for seat in (0, 1):
        s["p"][seat]["revealed"] = True
        zones.log(m, say("{player}'s partner is {card}.", player=rules.pname(m, seat),
                         card=queries.named(m, s["p"][seat]["partner"])))
    s["ev"] = []
    s["turn"] = 1
    m.push(MANA)
    m.checkpoint(say("partners revealed"))


# ------------------------------------------------------------ mana phase
def mana_phase(m) -> None:
    s = m.state
    me = s["active"]
    s["phase"] = "mana"
    zones.log(m, say("Turn {turn}: {player}'s mana supply phase.", turn=s["turn"],
                     player=rules.pname(m, me)))
    for p in s["p"]:
        p["mana"] = min(p["mana"], MANA_CAP)
    gain = MANA_PER_TURN + mana_bonus(m, me)
    p = s["p"][me]
    p["mana"] += gain
    upkeep = queries.level(m, p["partner"])
    if p["mana"] < upkeep:
        zones.lose(m, me, say("{player} cannot pay the partner's upkeep of {n} mana",
                              player=rules.pname(m, me), n=upkeep))
        return
    p["mana"] -= upkeep
    p["mana"] = min(p["mana"], MANA_CAP)
    zones.log(m, say("{player} gains {gain} mana and pays {upkeep} for the partner: {mana} mana.",
                     player=rules.pname(m, me), gain=gain, upkeep=upkeep, mana=p["mana"]))
    m.push(DISCARD8)


def mana_bonus(m, seat: int) -> int:
    bonus = 0
    for iid in rules.field_cards(m, seat):
        if queries.has_static_flag(m, iid, "mana_bonus"):
            bonus += 1
    return bonus


def ask_discard8(m) -> None:
    s = m.state
    me = s["active"]
    for seat in (me, 1 - me):  # the turn player chooses first
        hand = s["p"][seat]["hand"]
        if len(hand) > HAND_LIMIT:
            n = len(hand) - HAND_LIMIT
            asks.ask_cards(m, seat, hand, n, n,
                           say("Discard {n} card(s) down to {limit}", n=n, limit=HAND_LIMIT),
                           {"op": "discarded", "s": seat}, kind="discard")
            return
    enter_phase(m, "draw")


def discard8_answer(m, seat: int, chosen: list[int]) -> None:
    for i in chosen:
        zones.move(m, i, "discard")
        zones.event(m, "discarded", i, frm="hand", side=seat)
    zones.log(m, say("{player} discards {n} card(s) down to {limit}: {cards}.",
                     player=rules.pname(m, seat), n=len(chosen), limit=HAND_LIMIT,
                     cards=queries.named_list(m, chosen)))
    m.push(DISCARD8)  # the other player may be over the limit too


# ---------------------------------------------------------------- phases
def enter_phase(m, phase: str) -> None:
    s = m.state
    s["phase"] = phase
    if phase == "battle" and s["fx"]:
        # cards exiled "until your next battle phase" come back as it begins
        back = [e for e in s["fx"] if e["until"] == "battle" and e["seat"] == s["active"]]
        if back:
            s["fx"] = [e for e in s["fx"] if e not in back]
            for e in back:
                effects.come_back(m, e)
    m.checkpoint(say("{phase} of turn {turn}", phase=PHASE_NAMES[phase], turn=s["turn"]))
    stack.open_stack(m, 1)


def end_phase_of(m, phase: str) -> None:
    s = m.state
    if phase == "draw":
        enter_phase(m, "main1")
    elif phase == "main1":
        if s["turn"] == 1 or s["p"][s["active"]]["nobattle"]:
            enter_phase(m, "end")
        else:
            opts = [["b", "phase", say("Enter the battle phase"), None, "battle"],
                    ["e", "phase", say("Skip to the end phase"), None, "end"]]
            m.ask(s["active"], "phase", say("Main phase 1 is over: battle or end the turn?"), opts,
                  {"op": "phase"})
    elif phase == "battle":
        s["atk"] = None
        enter_phase(m, "main2")
    elif phase == "main2":
        enter_phase(m, "end")
    elif phase == "end":
        m.push(END_OF_TURN)


def end_of_turn(m) -> None:
    """Effects 'until end of turn' end in the order they were applied; if that makes
    something happen, more stacks follow and the end phase ends again afterwards.

    The effects still to end and a delayed program that stopped for an answer (a guard
    decision: "destroy it at the end of the turn" with Deepest Whale on the field) wait in
    `state["eot"]`; the answer's step ("answer_end") resumes them here."""
    s = m.state
    t = s["turn"]
    eot = s["eot"]
    if eot is None:
        # the effects that end now, by when they were applied (`ts`); each ends in turn,
        # so a delayed program still sees the effects applied after it
        eot = s["eot"] = {"left": sorted(e["ts"] for e in s["fx"] if _ends_now(e, t)),
                          "ctx": None}
    while eot["ctx"] is not None or eot["left"]:
        if eot["ctx"] is not None:
            if effects.run_program(m, eot["ctx"]) == "ask":
                return
            eot["ctx"] = None
            if m.result is not None:
                s["eot"] = None
                return
            continue
        ts = eot["left"].pop(0)
        e = next((x for x in s["fx"] if x["ts"] == ts and _ends_now(x, t)), None)
        if e is None:
            continue  # it ended already (its card left the field)
        s["fx"].remove(e)
        m._memo.clear()
        if e.get("k") == "away":
            effects.come_back(m, e)
        elif e.get("k") == "delayed" and s["cards"][e["tgt"]]["zc"] == e["tzc"]:
            eot["ctx"] = {"seat": e["seat"], "src": e["src"], "vars": {"it": [e["tgt"]]},
                          "pc": 0, "ops": e["act"], "cid": None, "ab": None, "part": None}
    s["eot"] = None
    if any(_ends_now(e, t) for e in s["fx"]):  # given "until end of turn" while it ended
        s["fx"] = [e for e in s["fx"] if not _ends_now(e, t)]
        m._memo.clear()
    zones.check_attachments(m)  # a type given until end of turn may have held an equip
    # Only if that met the condition of a trigger ability do new stacks follow (a new
    # stack 1); the end phase then ends again when both pass on it.
    if s["ev"]:
        abilities.queue_triggers(m)
        if s["trig"]:
            stack.open_stack(m, 1, queue=False)
            return
    next_turn(m)


def _ends_now(e: dict, turn: int) -> bool:
    return e["until"] == turn or e["until"] == "fight"


def next_turn(m) -> None:
    s = m.state
    s["turn"] += 1
    s["active"] = 1 - s["active"]
    for p in s["p"]:
        p["ssum"] = False
        p["ret"] = False
        p["retn"] = 0
        p["nobattle"] = False
    for c in s["cards"]:
        c["att"] = 0
        c["xatt"] = 0
    s["tu"] = {}
    s["tev"] = []
    s["tl"] = {}
    s["drew"] = False
    s["atk"] = None
    m.push(MANA)
    m._memo.clear()
