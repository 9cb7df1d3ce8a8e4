"""Attacks, fights and destruction.

An attack declaration is a block: the attackers are named when it is created (their
right to attack is used up then, even if the attack is later cancelled), the target
is chosen when it resolves, which establishes the attack. The fight is then forced
as block 1 of the next stack 1. The state of the current attack lives in
`state["atk"]`: `units` (the partner first in a combined attack), `target`, `seat`,
`state` ("declared", "established", "cancelled") and `est` (it was established,
so its fight block comes even if it is cancelled afterwards).

A destruction that would happen may first stop for the card's controller to decide on
its optional guards ("you may cancel the destruction", "you may instead ..."): `guards`
lists them, `ask_guard` asks, `guard_answer` / `use_guard` carry out the answer. The
callers resume after the answer (flow.py's answer steps): `effects.op_destroy` (the
program asking), the fight block ("answer_block", `blk["_f"]` saying where the fight
stopped) and the end of the turn (`turn.end_of_turn`).
"""

from __future__ import annotations

from . import abilities, asks, effects, rules, selectors, stats, usable, zones
from .rules import FIELD


def max_attacks(m, iid: int) -> int:
    return stats.flags_of(m, iid).get("attacks", 1) + m.state["cards"][iid]["xatt"]


def can_attack(m, iid: int) -> bool:
    c = m.state["cards"][iid]
    if c["z"] not in ("unit", "partner"):
        return False
    flags = stats.flags_of(m, iid)
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
    pt = stats.types_of(m, partner)
    return [u for u in m.state["p"][seat]["units"]
            if can_attack(m, u) and any(t in pt for t in stats.types_of(m, u))]


# ------------------------------------------------------------ destruction
def destroy(m, iid: int, by: int | None, fight: bool) -> bool:
    """Destroy a card on the field; False when it is not destroyed (partner, protection,
    or a substitute such as Substitution Doll taking its place). The optional guards
    are decided before this (`guards`, `ask_guard`, `guard_answer`)."""
    s = m.state
    c = s["cards"][iid]
    if c["z"] not in FIELD or c["z"] == "partner":
        return False
    stop = prevented(m, iid, fight)
    if stop == "flag":
        zones.log(m, f"{stats.name(m, iid)} cannot be destroyed.")
        return False
    if stop is not None:
        zones.log(m, f"{stats.name(m, stop)} is destroyed in place of {stats.name(m, iid)}.")
        zones.put_in_discard(m, stop, "destroyed", by=by, fight=False)
        return False
    lvl = stats.level(m, iid)
    if fight and by is not None and rules.on_field(m, by) and stats.flags_of(m, by).get("exile_victims"):
        frm, side = c["z"], c["s"]
        zones.move(m, iid, "exile")
        zones.log(m, f"{stats.name(m, iid)} is destroyed and exiled.")
        zones.event(m, "destroyed", iid, frm=frm, side=side, by=by, fight=fight, lvl=lvl)
        fu = fought_with(m, iid, fight)
        if fu:
            m.state["ev"][-1]["fu"] = fu
        zones.event(m, "exiled", iid, frm=frm)
        return True
    zones.log(m, f"{stats.name(m, iid)} is destroyed" + (" in the fight." if fight else "."))
    zones.put_in_discard(m, iid, "destroyed", by=by, fight=fight, fu=fought_with(m, iid, fight))
    return True


def prevented(m, iid: int, fight: bool):
    """What keeps a card on the field from being destroyed without anybody choosing:
    "flag" ("cannot be destroyed"), the iid of a substitute that is destroyed in its place,
    or None."""
    s = m.state
    flags = stats.flags_of(m, iid)
    if flags.get("no_destroy") or (flags.get("no_destroy_eff") and not fight) \
            or (flags.get("no_destroy_fight") and fight):
        return "flag"
    for sub in rules.field_cards(m, s["cards"][iid]["s"]):
        if s["cards"][sub]["host"] == iid and stats.has_static_flag(m, sub, "substitute"):
            return sub
    return None


def guards(m, iid: int, fight: bool) -> list:
    """The optional guards that could save card `iid` from being destroyed now, as
    [holder iid, ability ref, guard index]: static abilities, own or gained, of its
    controller's cards ("you may cancel the destruction of ...", "if this card would be
    destroyed, you may instead ..."), on the field or in the zone the ability works from,
    within their limits. Empty when the card would not be destroyed anyway (not on the
    field, a partner, protected, a substitute in its place)."""
    s = m.state
    c = s["cards"][iid]
    if c["z"] not in FIELD or c["z"] == "partner" or prevented(m, iid, fight) is not None:
        return []
    seat = c["s"]
    out = []
    seen = set()
    for h, ref, k, g in guard_holders(m, seat):
        hc = s["cards"][h]
        if hc["z"] not in FIELD:
            # copies in a discard pile are one and the same choice (their limit, "once per
            # game", follows the card's name): offer the first
            if (hc["c"], k) in seen:
                continue
            seen.add((hc["c"], k))
        if g["fight"] and not fight:
            continue
        to = g["to"]
        if to == "self":
            if h != iid:
                continue
        elif not stats.static_reaches(m, c, hc, to) or not selectors.matches(m, iid, to, h, seat):
            continue
        if not usable.ability_ok(m, h, ref, seat, {}):
            continue
        if g["cond"] and not selectors.conds_ok(m, g["cond"], h, seat):
            continue
        out.append([h, ref, k])
    return out


def guard_holders(m, seat: int) -> list:
    """(holder, ability ref, guard index, guard) of every guard `seat`'s cards have: on
    the field, own and gained (abilities.gained), and in the discard pile or the exile
    zone (a guard that works from there, like Blessing of the Shamaness's)."""
    defs, cards = m.game.info, m.state["cards"]
    p = m.state["p"][seat]
    out = []
    for i in rules.field_cards(m, seat) + p["discard"] + p["exile"]:
        d = defs[cards[i]["c"]]
        if d.guarded:
            out.extend((i, g["ab"], k, g) for k, g in enumerate(d.guards) if g["ab"] in d.statics)
    if abilities.any_grant(m):
        for i in rules.field_cards(m, seat):
            for ref, _a, _ in stats.gained_statics(m, i):
                cid, ab = abilities.origin(m, i, ref)
                out.extend((i, ref, k, g) for k, g in enumerate(defs[cid].guards) if g["ab"] == ab)
    return out


def guard_of(m, h: int, ref, k: int) -> dict:
    """Guard `k` of the card that defines ability `ref` of card `h`."""
    return m.game.info[abilities.origin(m, h, ref)[0]].guards[k]


def ask_guard(m, iid: int, options: list, fight: bool, resume: dict) -> None:
    """One public decision for the card's controller: each guard that can apply now (its
    holder and what it does), or letting the card be destroyed."""
    s = m.state
    opts = []
    names = [stats.name(m, h) for h, _, _ in options]
    for k, (h, ab, g) in enumerate(options):
        label = guard_of(m, h, ab, g)["label"] or "cancel the destruction"
        who = names[k]
        if names.count(who) > 1:  # two copies on the field: say which one
            c = s["cards"][h]
            zone = s["p"][c["s"]]["units" if c["z"] == "unit" else "si"]
            where = "unit zone" if c["z"] == "unit" else "spell & item zone"
            who += f" ({where} {zone.index(h) + 1})" if h in zone else " (partner)"
        opts.append([str(k), "guard", f"{who}: {label}", stats.name(m, h), [h, ab, g]])
    opts.append([str(len(opts)), "choose", "Let it be destroyed", None, None])
    where = " in the fight" if fight else ""
    m.ask(m.state["cards"][iid]["s"], "guard",
          f"{stats.name(m, iid)} would be destroyed{where}: use a guard?", opts, resume)


def guard_answer(m, iid: int, answer, by: int | None, fight: bool) -> bool:
    """Carry out the answer of `ask_guard`: the chosen guard saves the card (its use counts
    against its limits), or the card is destroyed. True when it was destroyed."""
    if answer is None:
        return destroy(m, iid, by=by, fight=fight)
    use_guard(m, iid, *answer)
    return False


def use_guard(m, iid: int, h: int, ab: int, k: int) -> None:
    s = m.state
    g = guard_of(m, h, ab, k)
    seat = s["cards"][iid]["s"]
    abilities.mark_used(m, h, ab, seat, "guard")
    if g["instead"]:
        zones.log(m, f"{stats.name(m, iid)} is not destroyed: {stats.name(m, h)}'s ability "
                  "applies instead.")
        ctx = {"seat": seat, "src": h, "vars": {}, "pc": 0, "ops": g["instead"], "cid": None,
               "ab": None, "part": None}
        effects.run_program(m, ctx)
    else:
        zones.log(m, f"{stats.name(m, h)} cancels the destruction of {stats.name(m, iid)}.")
    m._memo.clear()


def fight_destroy(m, blk: dict, iid: int, by: int, stage: str):
    """Destroy `iid` in the fight, first asking its controller about guards ("ask": the
    fight block waits, remembering `stage`)."""
    options = guards(m, iid, True)
    if options:
        blk["_f"] = stage
        ask_guard(m, iid, options, True, {"op": "answer_block"})
        return "ask"
    return destroy(m, iid, by=by, fight=True)


def fought_with(m, iid: int, fight: bool) -> list[int] | None:
    """The other units that took part in the fight a unit is destroyed in (the attackers
    and the target), for "a unit that took part in that fight"."""
    a = m.state["atk"]
    if not fight or not a:
        return None
    return [u for u in a["units"] + [a["target"]] if u is not None and u != iid] or None


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
        zones.log(m, "The attacker left the field; there is no attack.")
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
            asks.ask_cards(m, a["seat"], targets, 1, 1, "Choose the attack target",
                           {"op": "answer_block"}, kind="target")
            return "ask"
        target = targets[0]
    a["target"] = target
    a["state"] = "established"
    # Remembered through a later cancel: an established attack always gets its fight
    # block (block 1 of the next stack 1), which then ends without a fight.
    a["est"] = True
    names = " and ".join(stats.name(m, u) for u in a["units"])
    zones.log(m, f"{names} attack{'s' if len(a['units']) == 1 else ''} {stats.name(m, target)}.")
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
        zones.log(m, "The attack was cancelled; there is no fight.")
        s["atk"] = None
        return "done"
    main = a["units"][0]
    target = a["target"]
    if not rules.on_field(m, main) or target is None or not rules.on_field(m, target):
        zones.log(m, "The attacker or the target left the field; the fight is skipped.")
        s["atk"] = None
        return "done"
    if stats.flags_of(m, main).get("no_attack"):
        zones.log(m, f"{stats.name(m, main)} can no longer attack; the fight is skipped.")
        s["atk"] = None
        return "done"
    a["units"] = [main] + [u for u in a["units"][1:]
                           if rules.on_field(m, u) and not stats.flags_of(m, u).get("no_attack")]
    a["fighting"] = True
    m._memo.clear()
    seat = a["seat"]
    power = sum(stats.attack(m, u) for u in a["units"])
    tdef = stats.defense(m, target)
    zones.log(m, f"Fight: {power} Attack against {stats.name(m, target)}'s {tdef} Defense.")
    no_dmg_to_def = any(stats.flags_of(m, u).get("zero_damage") for u in a["units"])
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
    if stats.flags_of(m, target).get("no_counter") or stats.flags_of(m, main).get("no_counter_vs"):
        zones.log(m, f"{stats.name(m, target)} cannot counterattack.")
        return None
    catk = stats.attack(m, target)
    mdef = stats.defense(m, main)
    zones.log(m, f"Counterattack: {catk} Attack against {stats.name(m, main)}'s {mdef} Defense.")
    if catk <= mdef:
        return None
    if s["cards"][main]["z"] == "partner":
        if not stats.flags_of(m, target).get("zero_damage"):
            zones.damage(m, seat, catk - mdef, fight=True)
            zones.event(m, "fight_damage", target, seat=seat, n=catk - mdef)
        return None
    return fight_destroy(m, blk, main, target, "c")


def expire_fight_effects(m) -> None:
    s = m.state
    if any(e["until"] == "fight" for e in s["fx"]):
        s["fx"] = [e for e in s["fx"] if e["until"] != "fight"]
        m._memo.clear()
