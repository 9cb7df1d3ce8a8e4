"""Attacks and fights.

An attack declaration is a block (stack.py): the attackers are named when it is created
(their right to attack is used up then, even if the attack is later cancelled), the
target is chosen when it resolves, which establishes the attack. The fight is then forced
as block 1 of the next stack 1. The state of the current attack lives in
`state["atk"]`: `units` (the partner first in a combined attack), `target`, `seat`,
`state` ("declared", "established", "cancelled") and `est` (it was established,
so its fight block comes even if it is cancelled afterwards).

A unit destroyed in a fight may first be saved by a guard (destruction.py): the fight
block waits for the answer ("answer_block", `blk["_f"]` saying where the fight stopped).
"""

from __future__ import annotations

from engine.core.words import say

from . import asks, destruction, effects, queries, rules, zones


def max_attacks(m, iid: int) -> int:
    return queries.flags_of(m, iid).get("attacks", 1) + m.state["cards"][iid]["xatt"]


def can_attack(m, iid: int) -> bool:
    c = m.state["cards"][iid]
    if c["z"] not in ("unit", "partner"):
        return False
    flags = queries.flags_of(m, iid)
    if flags.get("no_attack"):
        return False  # "can't" beats "can"
    return c["att"] < max_attacks(m, iid)


def attack_targets(m, seat: int) -> list[int]:
    """The opponent's partner may be attacked only when they have no other unit."""
    p = m.state["p"][1 - seat]
    if p["units"]:
        return list(p["units"])
    return [p["partner"]] if p["partner"] is not None else []


def combined_candidates(m, seat: int) -> list[int]:
    partner = m.state["p"][seat]["partner"]
    if partner is None:
        return []
    pt = queries.types_of(m, partner)
    return [u for u in m.state["p"][seat]["units"]
            if can_attack(m, u) and any(t in pt for t in queries.types_of(m, u))]


# ------------------------------------------------------------ destruction in fights
def guard_answer(m, iid: int, answer, by: int | None, fight: bool) -> bool:
    """Carry out the answer of `ask_guard`: the chosen guard saves the card (its use counts
    against its limits), or the card is destroyed. True when it was destroyed."""
    if answer is None:
        return destruction.destroy(m, iid, by=by, fight=fight)
    effects.use_guard(m, iid, *answer)
    return False


def fight_destroy(m, blk: dict, iid: int, by: int, stage: str):
    """Destroy `iid` in the fight, first asking its controller about guards ("ask": the
    fight block waits, remembering `stage`)."""
    options = destruction.guards(m, iid, True)
    if options:
        blk["_f"] = stage
        destruction.ask_guard(m, iid, options, True, {"op": "answer_block"})
        return "ask"
    return destruction.destroy(m, iid, by=by, fight=True)


# --------------------------------------------------------------- blocks
def resolve_attack(m, blk: dict) -> str:
    """Processing the declaration: choose the target, which establishes the attack."""
    s = m.state
    a = s["atk"]
    if a is None or a["state"] == "cancelled":
        s["atk"] = None
        return "done"
    a["units"] = [u for u in a["units"] if rules.on_field(m, u)]
    if not a["units"] or a["units"][0] != blk["src"]:
        zones.log(m, say("The attacker left the field; there is no attack."))
        s["atk"] = None
        return "done"
    if "_answer" in blk:
        target = blk.pop("_answer")[0]
    else:
        targets = attack_targets(m, a["seat"])
        if not targets:
            s["atk"] = None
            return "done"
        if len(targets) > 1:
            asks.ask_cards(m, a["seat"], targets, 1, 1, say("Choose the attack target"),
                           {"op": "answer_block"}, kind="target")
            return "ask"
        target = targets[0]
    a["target"] = target
    a["state"] = "established"
    # Remembered through a later cancel: an established attack always gets its fight
    # block (block 1 of the next stack 1), which then ends without a fight.
    a["est"] = True
    names = queries.named_and(m, a["units"])
    if len(a["units"]) == 1:
        zones.log(m, say("{units} attacks {card}.", units=names, card=queries.named(m, target)))
    else:
        zones.log(m, say("{units} attack {card}.", units=names, card=queries.named(m, target)))
    zones.event(m, "attack", a["units"][0], seat=a["seat"], n=len(a["units"]))
    zones.event(m, "targeted", target, seat=1 - a["seat"])
    return "done"


def resolve_fight(m, blk: dict) -> str:
    """The fight block; "ask" while a guard decision is pending, then it resumes where it
    stopped (`blk["_f"]`: "t" the target's destruction was asked, "c" the attacker's in
    the counterattack)."""
    s = m.state
    a = s["atk"]
    stage = blk.pop("_f", None)
    if stage == "t":
        destroyed = guard_answer(m, a["target"], blk.pop("_answer")[0], a["units"][0], True)
        return after_first_strike(m, blk, a, destroyed)
    if stage == "c":
        guard_answer(m, a["units"][0], blk.pop("_answer")[0], a["target"], True)
        return end_fight(m)
    if a is None or a["state"] != "established":
        zones.log(m, say("The attack was cancelled; there is no fight."))
        s["atk"] = None
        return "done"
    main = a["units"][0]
    target = a["target"]
    if not rules.on_field(m, main) or target is None or not rules.on_field(m, target):
        zones.log(m, say("The attacker or the target left the field; the fight is skipped."))
        s["atk"] = None
        return "done"
    if queries.flags_of(m, main).get("no_attack"):
        zones.log(m, say("{card} can no longer attack; the fight is skipped.",
                         card=queries.named(m, main)))
        s["atk"] = None
        return "done"
    a["units"] = [main] + [u for u in a["units"][1:]
                           if rules.on_field(m, u) and not queries.flags_of(m, u).get("no_attack")]
    a["fighting"] = True
    m._memo.clear()
    seat = a["seat"]
    power = sum(queries.attack(m, u) for u in a["units"])
    tdef = queries.defense(m, target)
    zones.log(m, say("Fight: {attack} Attack against {card}'s {defense} Defense.", attack=power,
                     card=queries.named(m, target), defense=tdef))
    no_dmg_to_def = any(queries.flags_of(m, u).get("zero_damage") for u in a["units"])
    destroyed = False
    if power > tdef:
        if s["cards"][target]["z"] == "partner":
            if not no_dmg_to_def:
                zones.damage(m, 1 - seat, power - tdef, fight=True)
                zones.event(m, "fight_damage", main, seat=1 - seat, n=power - tdef)
        else:
            destroyed = fight_destroy(m, blk, target, main, "t")
            if destroyed == "ask":
                return "ask"
    return after_first_strike(m, blk, a, destroyed)


def after_first_strike(m, blk: dict, a: dict, target_destroyed: bool) -> str:
    """"If the unit wasn't destroyed, a counterattack occurs" (a guard that saved it
    included)."""
    main, target = a["units"][0], a["target"]
    if not target_destroyed and rules.on_field(m, target) and rules.on_field(m, main) \
            and not zones.check_end(m):
        if counterattack(m, blk, a, main, target) == "ask":
            return "ask"
    return end_fight(m)


def end_fight(m) -> str:
    s = m.state
    s["atk"]["fighting"] = False
    s["atk"] = None
    m._memo.clear()
    expire_fight_effects(m)
    return "done"


def counterattack(m, blk: dict, a: dict, main: int, target: int):
    s = m.state
    seat = a["seat"]
    if queries.flags_of(m, target).get("no_counter") or queries.flags_of(m, main).get("no_counter_vs"):
        zones.log(m, say("{card} cannot counterattack.", card=queries.named(m, target)))
        return None
    catk = queries.attack(m, target)
    mdef = queries.defense(m, main)
    zones.log(m, say("Counterattack: {attack} Attack against {card}'s {defense} Defense.",
                     attack=catk, card=queries.named(m, main), defense=mdef))
    if catk <= mdef:
        return None
    if s["cards"][main]["z"] == "partner":
        if not queries.flags_of(m, target).get("zero_damage"):
            zones.damage(m, seat, catk - mdef, fight=True)
            zones.event(m, "fight_damage", target, seat=seat, n=catk - mdef)
        return None
    return fight_destroy(m, blk, main, target, "c")


def expire_fight_effects(m) -> None:
    s = m.state
    if any(e["until"] == "fight" for e in s["fx"]):
        s["fx"] = [e for e in s["fx"] if e["until"] != "fight"]
        m._memo.clear()
