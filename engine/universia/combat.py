"""Attacks: declaration, the defender's answers, battle, and what happens after it.

An attack is `state["atk"]` = {"seat", "z", "iid" (attacker's top card), "t" (target
zone, -1 = Life), "tiid", "hits", "bonus", "win" (end-turn window), "swift",
"blocked", "neg", "fought", "bl" (Battlements zone or -1), "a_dead", "d_dead",
"ret_a"/"ret_d" (the destroyed side had Retaliation)}, resolved by the steps
alliance -> declared -> intercept -> respond -> reveal -> battle (one "hit" per hit) ->
after -> after_bl -> after_rt -> atk_end. Monsters leave through removal steps
(protection.py), which may stop for their controller's protection choice, so each part
that depends on an earlier removal is its own step. The end-turn attack window is the
step "window". A step that asks resumes in its ":pick" step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref
from engine.core.words import say

from . import effects, moves, protection, rules
from .book import resume, steps
from .queries import (
    attacker_present,
    attacking_monster,
    destroy_targets,
    set_target,
    target_monster,
)
from .rules import ZONES
from .terms import KW

if TYPE_CHECKING:
    from .match import UniversiaMatch

ATTACK_STEPS = ("alliance", "declared", "intercept", "respond", "reveal", "battle", "after",
                "after_bl", "after_rt", "atk_end")
# A Wide opposing board: the attacking player controls at least this many monsters.
WIDE_BOARD = 3
# Trap effects that can only touch the attacker (so a Blessed attack makes them void).
ATTACKER_ONLY = frozenset({"Negate"})

_BATTLE_RESOLVED = say("battle resolved")
_CLOSE_WINDOW = say("Close the end-turn attack window")
_WINDOW_PROMPT = say("End-turn attack window: attack with {frontliner} or {maddness} monsters, "
                     "or close it", frontliner=KW["FrontLiner"], maddness=KW["Maddness"])
_ALONE = say("Attack alone")
_ALLIANCE_PROMPT = say("{kw}: rest another attack-mode ally to add its power and a hit?",
                       kw=KW["Alliance"])
_BESERKER_PROMPT = say("{kw}: one of your attack-mode monsters must intercept the attack",
                       kw=KW["Beserker"])
_GO_ON = say("Let the attack go on")
_RESPOND_PROMPT = say("Answer the attack: block or activate a Trap")


def attack_options(m: UniversiaMatch, seat: int, window: bool) -> list[tuple]:
    """(id, kind, label, card, (zone, target zone or -1)) for every attack `seat` may
    declare now: in the Battle Phase, or in the end-turn window (`window`)."""
    s = m.state
    ci = m.ci
    attackers = []
    for z, mon in enumerate(s["p"][seat]["mz"]):
        if mon is None or mon["fd"]:
            continue
        top = ci[mon["st"][-1]]
        if window:
            kw = top.kw
            if mon["win"] or not ("Maddness" in kw or ("FrontLiner" in kw and mon["mode"] == "a")):
                continue
        elif mon["atkd"] or mon["mode"] != "a":
            continue
        attackers.append((z, top))
    if not attackers:  # most windows: no target labels to write
        return []
    theirs = s["p"][1 - seat]["mz"]
    targets = [(t, rules.monster_label(m, 1 - seat, t, False)[0])
               for t in range(ZONES) if theirs[t] is not None]
    out = []
    for z, top in attackers:
        name = top.name
        if not targets:
            out.append((f"k{z}d", "attack", say("{card} attacks directly", card=top.ref), name,
                        (z, -1)))
        for t, label in targets:
            out.append((f"k{z}t{t}", "attack", say("{card} attacks {target}", card=top.ref,
                                                   target=label), name, (z, t)))
    return out


def declare(m: UniversiaMatch, seat: int, z: int, t: int, window: bool) -> None:
    s = m.state
    mon = s["p"][seat]["mz"][z]
    if window:
        mon["win"] = True
    else:
        mon["atkd"] = True
    tiid = s["p"][1 - seat]["mz"][t]["st"][-1] if t >= 0 else None
    s["atk"] = {"seat": seat, "z": z, "iid": mon["st"][-1], "t": t, "tiid": tiid, "hits": 1,
                "bonus": 0, "win": window, "swift": False, "blocked": False, "neg": False,
                "fought": False, "bl": -1, "a_dead": False, "d_dead": False,
                "ret_a": False, "ret_d": False}
    if t >= 0:
        label = rules.monster_label(m, 1 - seat, t, False)[0]
    else:
        label = say("{player}'s Life", player=seat_ref(1 - seat))
    if window:
        m.emit("attack", say("{card} attacks {target} in the end-turn window.",
                             card=m.ci[mon["st"][-1]].ref, target=label))
    else:
        m.emit("attack", say("{card} attacks {target}.", card=m.ci[mon["st"][-1]].ref,
                             target=label))
    m.push(*[{"op": k} for k in ATTACK_STEPS])


def _redirect(m: UniversiaMatch, z: int) -> None:
    """Blocker: the attack now targets zone z, which changes to defense mode."""
    atk = m.state["atk"]
    mon = m.state["p"][1 - atk["seat"]]["mz"][z]
    atk["t"], atk["tiid"], atk["blocked"] = z, mon["st"][-1], True
    mon["mode"] = "d"
    m.emit("block", say("{card} intercepts the attack and changes to defense mode.",
                        card=m.ci[mon["st"][-1]].ref))


@steps.step("reveal")
def _reveal_step(m: UniversiaMatch, op: dict) -> None:
    """A set monster's "cost is paid when it is ... flipped face up", also by an attack:
    its controller pays and picks the mode, as in its own flip. A cost its controller
    cannot pay: see _reveal_unpaid."""
    target = set_target(m)
    if target is None:
        return
    foe = 1 - m.state["atk"]["seat"]
    info = m.ci[target["st"][-1]]
    if not rules.can_pay(m, foe, info.cost):
        _reveal_unpaid(m)
        return
    m.ask(foe, "mode", say("Your set {card} is attacked and flips face up: pay its cost and "
                           "choose its mode", card=info.ref),
          rules.mode_options(info, "activate"), resume(op), private=True)


@steps.step("reveal:pick")
def _reveal_pick(m: UniversiaMatch, op: dict) -> None:
    _reveal(m, op["pick"][0])


def _reveal(m: UniversiaMatch, mode: str) -> None:
    atk = m.state["atk"]
    foe = 1 - atk["seat"]
    target = target_monster(m)
    iid = target["st"][-1]
    moves.pay(m, foe, m.ci[iid].cost)
    target["fd"], target["mode"] = False, mode
    if mode == "a":
        m.emit("reveal", say("The attacked set monster is {card}; it flips face up in attack "
                             "mode.", card=m.ci[iid].ref))
    else:
        m.emit("reveal", say("The attacked set monster is {card}; it flips face up in defense "
                             "mode.", card=m.ci[iid].ref))
    effects.on_play(m, foe, iid)


def _reveal_unpaid(m: UniversiaMatch) -> None:
    """A set monster whose controller cannot pay its cost cannot be face-up: it is revealed
    and destroyed without a battle (a rules consequence, so nothing protects it)."""
    target = set_target(m)
    if target is None:
        return
    atk = m.state["atk"]
    m.emit("reveal", say("The attacked set monster is {card}; its cost cannot be paid, so it "
                         "is destroyed.", card=m.ci[target["st"][-1]].ref))
    target["fd"] = False
    moves.clear_slot(m, 1 - atk["seat"], atk["t"], "destroy")


def _blockers(m: UniversiaMatch, need_keyword: bool) -> list[tuple]:
    atk = m.state["atk"]
    out = []
    for z, mon in enumerate(m.state["p"][1 - atk["seat"]]["mz"]):
        if mon is None or mon["fd"] or mon["mode"] != "a" or z == atk["t"]:
            continue
        if need_keyword and "Blocker" not in m.ci[mon["st"][-1]].kw:
            continue
        top = m.ci[mon["st"][-1]]
        out.append((f"bl{z}", "block", say("{card} blocks the attack", card=top.ref), top.name,
                    ("block", z)))
    return out


@steps.step("window")
def _window(m: UniversiaMatch, op: dict) -> None:
    seat = m.state["active"]
    opts = attack_options(m, seat, True)
    if opts:
        opts.append(("x", "pass", _CLOSE_WINDOW, None, None))
        m.ask(seat, "end-window", _WINDOW_PROMPT, opts, resume(op))


@steps.step("window:pick")
def _window_pick(m: UniversiaMatch, op: dict) -> None:
    if op["pick"][0] is not None:
        z, t = op["pick"][0]
        m.push({"op": "window"})
        declare(m, m.state["active"], z, t, True)


def _attack_goes_on(m: UniversiaMatch) -> bool:
    """Whether the attack still stands (not negated, its attacker still there)."""
    atk = m.state["atk"]
    return atk is not None and not atk["neg"] and attacker_present(m)


@steps.step("alliance")
def _alliance(m: UniversiaMatch, op: dict) -> None:
    if not _attack_goes_on(m):
        return
    s = m.state
    atk = s["atk"]
    seat = atk["seat"]
    if "Alliance" not in m.ci[attacking_monster(m)["st"][-1]].kw:
        return
    opts = []
    for z, mon in enumerate(s["p"][seat]["mz"]):
        if mon is not None and z != atk["z"] and not mon["fd"] and mon["mode"] == "a":
            top = m.ci[mon["st"][-1]]
            opts.append((f"al{z}", "choose", say("Rest {card} to join the attack", card=top.ref),
                         top.name, ("ally", z)))
    if opts:
        opts.append(("no", "pass", _ALONE, None, None))
        m.ask(seat, "alliance", _ALLIANCE_PROMPT, opts, resume(op))


@steps.step("alliance:pick")
def _alliance_pick(m: UniversiaMatch, op: dict) -> None:
    if op["pick"][0] is None:
        return
    s = m.state
    atk = s["atk"]
    z = op["pick"][0][1]
    seat = atk["seat"]
    ally = s["p"][seat]["mz"][z]
    power = rules.attack(m, seat, ally)
    name = m.ci[ally["st"][-1]].ref
    moves.clear_slot(m, seat, z, "rest")
    atk["bonus"] += power
    atk["hits"] += 1
    m.emit("effect", say("{kw}: {card} is rested; the attack gains {power} power and one more "
                         "hit.", kw=KW["Alliance"], card=name, power=power))


@steps.step("intercept")
def _intercept(m: UniversiaMatch, op: dict) -> None:
    if not _attack_goes_on(m):
        return
    atk = m.state["atk"]
    if "Beserker" in m.ci[attacking_monster(m)["st"][-1]].kw and not atk["swift"] and not atk["blocked"]:
        opts = _blockers(m, False)
        if opts:
            m.ask(1 - atk["seat"], "intercept", _BESERKER_PROMPT, opts, resume(op))


@steps.step("intercept:pick")
def _intercept_pick(m: UniversiaMatch, op: dict) -> None:
    _redirect(m, op["pick"][0][1])


@steps.step("respond")
def _respond(m: UniversiaMatch, op: dict) -> None:
    """The defender may block (Blocker) and activate set Traps."""
    if not _attack_goes_on(m):
        return
    s = m.state
    atk = s["atk"]
    foe = 1 - atk["seat"]
    opts = []
    if not atk["swift"] and not atk["blocked"]:
        opts.extend(_blockers(m, True))
    blessed = "Blessed" in m.ci[attacking_monster(m)["st"][-1]].kw
    for z, e in enumerate(s["p"][foe]["ez"]):
        if e is None or not e["fd"]:
            continue
        info = m.ci[e["iid"]]
        if info.type != "trap" or not rules.can_pay(m, foe, info.cost):
            continue
        if blessed and all(x["kw"] in ATTACKER_ONLY or (
                x["kw"] == "Destroy" and not destroy_targets(m, foe)) for x in info.effects):
            continue
        opts.append((f"tr{z}", "activate", info.labels["enh"], info.name, ("trap", z)))
    if opts:
        opts.append(("p", "pass", _GO_ON, None, None))
        m.ask(foe, "respond", _RESPOND_PROMPT, opts, resume(op), private=True)


@steps.step("respond:pick")
def _respond_pick(m: UniversiaMatch, op: dict) -> None:
    if op["pick"][0] is None:
        return
    s = m.state
    atk = s["atk"]
    what, z = op["pick"][0]
    if what == "block":
        _redirect(m, z)
        m.push({"op": "respond"})
        return
    foe = 1 - atk["seat"]
    e = s["p"][foe]["ez"][z]
    info = m.ci[e["iid"]]
    moves.pay(m, foe, info.cost)
    e["fd"] = False
    m.emit("activate", say("{player} activates the Trap {card}.", player=seat_ref(foe),
                           card=info.ref))
    m.push(*effects.effect_ops(info.effects, foe, e["iid"], trap=True),
           {"op": "trap_done", "seat": foe, "z": z, "src": e["iid"]}, {"op": "respond"})


@steps.step("trap_done", seat=int, z=int, src=int)
def _trap_done(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    e = s["p"][op["seat"]]["ez"][op["z"]]
    if e is not None and e["iid"] == op["src"]:
        s["p"][op["seat"]]["ez"][op["z"]] = None
        moves.to_rest(m, e["iid"])


@steps.step("dmg", seat=int, n=int)
def _dmg(m: UniversiaMatch, op: dict) -> None:
    moves.damage(m, op["seat"], op["n"])


@steps.step("pierce", seat=int, n=int)
def _pierce(m: UniversiaMatch, op: dict) -> None:
    if m.state["rm_ok"]:  # only "after destroying a defending monster"
        m.emit("effect", say("{kw}: {n} excess damage.", kw=KW["Piercing"], n=op["n"]))
        moves.damage(m, op["seat"], op["n"])


@steps.step("atk_end")
def _atk_end(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    atk = s["atk"]
    if atk["win"] and attacker_present(m) and "Maddness" in m.ci[atk["iid"]].kw:
        m.emit("effect", say("{kw}: {card} destroys itself.", kw=KW["Maddness"],
                             card=m.ci[atk["iid"]].ref))
        protection.destroy_now(m, atk["seat"], atk["z"])  # its own effect: nothing prevents it
    s["atk"] = None
    m.checkpoint(_BATTLE_RESOLVED)


@steps.step("declared")
def _on_declared(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    atk = s["atk"]
    seat, foe = atk["seat"], 1 - atk["seat"]
    attacker = attacking_monster(m)
    if attacker is None:
        return
    if "Swift" in m.ci[atk["iid"]].kw:
        atk["swift"] = True
        best, best_a = -1, -1
        for z, mon in enumerate(s["p"][foe]["mz"]):
            if mon is not None and not mon["fd"] and mon["mode"] == "a":
                a = rules.attack(m, foe, mon)
                if a > best_a:
                    best, best_a = z, a
        if best >= 0 and best != atk["t"]:
            atk["t"], atk["tiid"] = best, s["p"][foe]["mz"][best]["st"][-1]
            m.emit("effect", say("{kw}: the attack turns to {card}.", kw=KW["Swift"],
                                 card=m.ci[atk["tiid"]].ref))
    wide = rules.count_monsters(m, seat) >= WIDE_BOARD
    done = set()
    for z, e in enumerate(s["p"][foe]["ez"]):
        if e is None or e["fd"]:
            continue
        kw = m.ci[e["iid"]].kw
        if wide and "DivineWrath" in kw and "DivineWrath" not in done:
            done.add("DivineWrath")
            m.emit("effect", say("{kw} ({card}): a wide board attacks; every monster of "
                                 "{player} is destroyed.", kw=KW["DivineWrath"],
                                 card=m.ci[e["iid"]].ref, player=seat_ref(seat)))
            _rest_enhancement(m, foe, z)
            m.push(*[protection.removal(m, seat, mz, "destroy", foe) for mz in range(ZONES)
                     if s["p"][seat]["mz"][mz] is not None])
        elif wide and "DivineJudgement" in kw and "DivineJudgement" not in done:
            done.add("DivineJudgement")
            m.emit("effect", say("{kw} ({card}): a wide board attacks; every Enhancement of "
                                 "{player} is destroyed.", kw=KW["DivineJudgement"],
                                 card=m.ci[e["iid"]].ref, player=seat_ref(seat)))
            _rest_enhancement(m, foe, z)
            for ez in range(ZONES):
                _rest_enhancement(m, seat, ez)
        elif "Battlements" in kw and atk["bl"] < 0:
            atk["bl"] = z


def _rest_enhancement(m: UniversiaMatch, seat: int, z: int) -> None:
    e = m.state["p"][seat]["ez"][z]
    if e is not None:
        m.state["p"][seat]["ez"][z] = None
        moves.to_rest(m, e["iid"])


@steps.step("battle")
def _battle(m: UniversiaMatch, op: dict) -> None:
    atk = m.state["atk"]
    if atk["neg"] or not attacker_present(m):
        m.emit("attack", say("The attack ends without a battle."))
        return
    m.push({"op": "hit", "k": 0})


@steps.step("hit", k=int)
def _next_hit(m: UniversiaMatch, op: dict) -> None:
    """Hit k of the attack (Alliance adds hits): each is a full battle."""
    k = op["k"]
    s = m.state
    atk = s["atk"]
    if m.result is not None or not attacker_present(m):
        return
    direct = atk["t"] < 0
    if not direct and target_monster(m) is None:
        if k == 0 or rules.count_monsters(m, 1 - atk["seat"]):
            if k == 0:
                m.emit("attack", say("The target is gone; there is no battle."))
            return
        direct = True  # an extra Alliance hit goes to Life once the board is clear
        atk["t"] = -1
    if k:
        m.emit("attack", say("{kw}: additional hit {n}.", kw=KW["Alliance"], n=k + 1))
    ops = _hit(m, direct)
    if k + 1 < atk["hits"]:
        ops.append({"op": "hit", "k": k + 1})
    m.push(*ops)


def _hit(m: UniversiaMatch, direct: bool) -> list[dict]:
    """One battle; returns the operations that carry it out (removals, then damage)."""
    s = m.state
    atk = s["atk"]
    seat, foe = atk["seat"], 1 - atk["seat"]
    attacker = attacking_monster(m)
    a = rules.attack(m, seat, attacker) + atk["bonus"]
    atk["fought"] = True
    if direct:
        return [{"op": "dmg", "seat": foe, "n": a}]
    target = target_monster(m)
    defending = target["mode"] == "d"
    d = rules.defense(m, foe, target) if defending else rules.attack(m, foe, target)
    akw = m.ci[attacker["st"][-1]].kw
    tkw = m.ci[target["st"][-1]].kw
    if a > d:
        ops = [protection.removal(m, foe, atk["t"], "battle", None, mark="d", ret="Retaliation" in tkw)]
        if not defending:
            ops.append({"op": "dmg", "seat": foe, "n": a - d})
        elif "Piercing" in akw:
            ops.append({"op": "pierce", "seat": foe, "n": a - d})
        return ops
    if a < d:
        return [protection.removal(m, seat, atk["z"], "battle", None, mark="a", ret="Retaliation" in akw),
                {"op": "dmg", "seat": seat, "n": d - a}]
    m.emit("attack", say("Both values are {n}: nothing happens.", n=a))
    return []


@steps.step("after")
def _after_battle(m: UniversiaMatch, op: dict) -> None:
    """Retaliation: only one side fell, so the other is destroyed after the battle."""
    atk = m.state["atk"]
    if not atk["fought"] or m.result is not None:
        return
    seat, foe = atk["seat"], 1 - atk["seat"]
    if atk["d_dead"] and not atk["a_dead"] and atk["ret_d"] and attacker_present(m):
        m.emit("effect", say("{kw}: the attacker is destroyed after battle.",
                             kw=KW["Retaliation"]))
        m.push(protection.removal(m, seat, atk["z"], "destroy", foe))
    elif atk["a_dead"] and not atk["d_dead"] and atk["ret_a"] and target_monster(m) is not None:
        m.emit("effect", say("{kw}: the defending monster is destroyed after battle.",
                             kw=KW["Retaliation"]))
        m.push(protection.removal(m, foe, atk["t"], "destroy", seat))


@steps.step("after_bl")
def _after_battlements(m: UniversiaMatch, op: dict) -> None:
    s = m.state
    atk = s["atk"]
    if not atk["fought"] or m.result is not None:
        return
    seat, foe = atk["seat"], 1 - atk["seat"]
    bz = atk["bl"]
    e = s["p"][foe]["ez"][bz] if bz >= 0 else None
    if e is not None and "Battlements" in m.ci[e["iid"]].kw:
        m.emit("effect", say("{kw} ({card}): the attacker is destroyed after battle and the "
                             "Enhancement is rested.", kw=KW["Battlements"],
                             card=m.ci[e["iid"]].ref))
        _rest_enhancement(m, foe, bz)
        if attacker_present(m):
            m.push(protection.removal(m, seat, atk["z"], "destroy", foe))


@steps.step("after_rt")
def _after_retreat(m: UniversiaMatch, op: dict) -> None:
    atk = m.state["atk"]
    if not atk["fought"] or m.result is not None:
        return
    seat, foe = atk["seat"], 1 - atk["seat"]
    if attacker_present(m) and "Retreat" in m.ci[atk["iid"]].kw:
        m.emit("move", say("{kw}: {card} returns to its controller's hand.", kw=KW["Retreat"],
                           card=m.ci[atk["iid"]].ref))
        moves.clear_slot(m, seat, atk["z"], "hand")
    target = target_monster(m)
    if target is not None and not target["fd"] and "Retreat" in m.ci[target["st"][-1]].kw:
        m.emit("move", say("{kw}: {card} returns to its controller's hand.", kw=KW["Retreat"],
                           card=m.ci[target["st"][-1]].ref))
        moves.clear_slot(m, foe, atk["t"], "hand")
