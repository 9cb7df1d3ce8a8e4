"""Card abilities: what a played card does, the effects a card resolves and the
Enhancement triggers.

An effect is the step {"op": "eff", "kw", "n", "fl", "seat", "src", "trap"}. Effects
that select something (Revive, Abduct, Spare, Recycle, Regress, Destroy) become a
question for the effect's controller, answered in "eff:pick"; with nothing to select
they do nothing.

A trigger is the step {"op": "trig", "kw", "seat", "z", "src"} (its choice answered in
"trig:pick"): a face-up Enhancement's keyword
that acts at the start of its controller's Main Phase, Battle Phase or End Phase. It
does nothing if the Enhancement left its zone (or was turned face-down) meanwhile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core import seat_ref
from engine.core.words import say

from . import moves, protection, queries, rules
from .book import resume, steps
from .rules import new_monster
from .terms import KW

if TYPE_CHECKING:
    from .match import UniversiaMatch

STAT_KEYWORDS = {"HighMoral": (500, 0), "HighGrit": (0, 500),
                 "Strife": (-500, 0), "Raze": (0, -500)}
# A Trap's "Destroy an opposing monster" is chosen too: card text precedes the summary.
CHOICE_EFFECTS = frozenset({"Revive", "Abduct", "Spare", "Recycle", "Regress", "Destroy"})

# Enhancement triggers by the phase that starts them (Endurance acts in the End Phase).
MAIN_START = ("SupplyLine", "Delivery", "HighCourage", "Delay", "Leadership",
              "TeaWithTheGoddess", "DivineIntervention")
BATTLE_START = ("DivineAnnoyance", "BattlePlan", "BattleFormation")
# The question of each selecting effect and trigger (messages; the keyword is nested).
PROMPTS = {
    "Revive": say("{kw}: choose a monster to bring back from your Rest Zone", kw=KW["Revive"]),
    "Abduct": say("{kw}: choose a monster to return to its owner's hand", kw=KW["Abduct"]),
    "Spare": say("{kw}: choose a card from your hand to put on top of your deck",
                 kw=KW["Spare"]),
    "Recycle": say("{kw}: choose a card from your Rest Zone for the bottom of your deck",
                   kw=KW["Recycle"]),
    "Regress": say("{kw}: choose a monster stack to trash cards from", kw=KW["Regress"]),
    "Destroy": say("Choose an opposing monster to destroy"),
    "Leadership": say("{kw}: choose a monster of cost 3 or less to play for free",
                      kw=KW["Leadership"]),
    "TeaWithTheGoddess": say("{kw}: choose one of your monsters to rest until the End Phase",
                             kw=KW["TeaWithTheGoddess"]),
    "DivineIntervention": say("{kw}: choose one of your monsters to rest until the Battle "
                              "Phase", kw=KW["DivineIntervention"]),
    "DivineAnnoyance": say("{kw}: choose one of your monsters to rest until the End Phase",
                           kw=KW["DivineAnnoyance"]),
    "BattlePlan": say("{kw}: choose an opposing monster to rest until the End Phase",
                      kw=KW["BattlePlan"]),
    "BattleFormation": say("{kw}: choose an opposing Enhancement to rest",
                           kw=KW["BattleFormation"]),
}
# Choices among your own cards may name your set monsters: answered in private.
PRIVATE_TRIGGERS = frozenset({"Leadership", "TeaWithTheGoddess", "DivineIntervention",
                              "DivineAnnoyance"})
TRIGGER_CHOICE = frozenset({"Leadership", "TeaWithTheGoddess", "DivineIntervention",
                            "DivineAnnoyance", "BattlePlan", "BattleFormation"})


def effect_ops(effects, seat: int, src: int, trap: bool = False) -> list[dict]:
    """The steps of a card's effect records, in card order."""
    return [{"op": "eff", "kw": e["kw"], "n": e["n"], "fl": e["floor"], "seat": seat,
             "src": src, "trap": trap} for e in effects]


def place_monster(m: UniversiaMatch, seat: int, iid: int, mode: str, face_down: bool) -> None:
    """Play a monster into the first open Monster Zone; face-up, its effects resolve."""
    z = rules.open_zone(m, seat)
    moves.enter(m, seat, z, new_monster([iid], mode, face_down))
    if face_down:
        m.emit("play", say("{player} sets a monster in zone {zone}.", player=seat_ref(seat),
                           zone=z + 1))
        m.emit("play", say("You set {card}.", card=m.ci[iid].ref), visible_to=seat)
    else:
        if mode == "a":
            m.emit("play", say("{player} plays {card} in attack mode (zone {zone}).",
                               player=seat_ref(seat), card=m.ci[iid].ref, zone=z + 1))
        else:
            m.emit("play", say("{player} plays {card} in defense mode (zone {zone}).",
                               player=seat_ref(seat), card=m.ci[iid].ref, zone=z + 1))
        on_play(m, seat, iid)


def on_play(m: UniversiaMatch, seat: int, iid: int) -> None:
    """Queue a played card's effects; Jamming does only what the card's own text defines."""
    info = m.ci[iid]
    ops = effect_ops(info.effects, seat, iid)
    if info.jamming:
        m.emit("effect", say("{kw} ({card}): the card's own {kw} text resolves.",
                             kw=KW["Jamming"], card=info.ref))
        ops += effect_ops(info.jamming, seat, iid)
    m.push(*ops)


_EFF = dict(kw=str, n=int, fl=int, seat=int, src=int, trap=bool)
_TRIG = dict(kw=str, seat=int, z=int, src=int)


@steps.step("eff", **_EFF)
def _eff(m: UniversiaMatch, op: dict) -> None:
    _resolve_or_ask(m, op, CHOICE_EFFECTS, _choices, run, op["kw"] == "Spare")


@steps.step("trig", **_TRIG)
def _trig(m: UniversiaMatch, op: dict) -> None:
    _resolve_or_ask(m, op, TRIGGER_CHOICE, _trigger_choices, trigger_run,
                    op["kw"] in PRIVATE_TRIGGERS)


def _resolve_or_ask(m: UniversiaMatch, op: dict, selecting, choices, resolve, private: bool) -> None:
    """An effect or trigger that selects asks its controller (nothing to select: it does
    nothing); any other resolves now."""
    kw = op["kw"]
    if kw not in selecting:
        resolve(m, op)
        return
    opts = choices(m, op)
    if opts:
        m.ask(op["seat"], "target", PROMPTS[kw], opts, resume(op), private=private)


def _choices(m: UniversiaMatch, op: dict) -> list[tuple]:
    """(option id, kind, label, card, payload) for a selecting effect."""
    s = m.state
    kw, seat, src = op["kw"], op["seat"], op["src"]
    p = s["p"][seat]
    out = []
    if kw == "Revive":
        if rules.open_zone(m, seat) < 0:
            return out
        for i, iid in enumerate(p["rest"]):
            if m.ci[iid].type == "monster" and rules.same_universe(m, src, iid):
                out.append((f"c{i}", "target", say("{kw} {target}", kw=KW["Revive"],
                                                   target=m.ci[iid].ref), m.ci[iid].name, iid))
    elif kw == "Abduct":
        for who in (seat, 1 - seat):
            for z, mon in enumerate(s["p"][who]["mz"]):
                if mon is not None and not mon["fd"] and rules.same_universe(m, src, mon["st"][-1]):
                    label, card = rules.monster_label(m, who, z, True)
                    out.append((f"c{who}{z}", "target",
                                say("{kw} {target}", kw=KW["Abduct"], target=label), card,
                                (who, z)))
    elif kw == "Spare":
        for i, iid in enumerate(p["hand"]):
            out.append((f"c{i}", "choose", say("Put {card} on top of your deck",
                                               card=m.ci[iid].ref), m.ci[iid].name, i))
    elif kw == "Recycle":
        for i, iid in enumerate(p["rest"]):
            if m.ci[iid].main:
                out.append((f"c{i}", "choose", say("{kw} {target}", kw=KW["Recycle"],
                                                   target=m.ci[iid].ref), m.ci[iid].name, iid))
    elif kw == "Regress":
        for who in (seat, 1 - seat):
            for z, mon in enumerate(s["p"][who]["mz"]):
                if mon is not None and len(mon["st"]) > 1:
                    label, card = rules.monster_label(m, who, z, True)
                    out.append((f"c{who}{z}", "target",
                                say("{kw} {target}", kw=KW["Regress"], target=label), card,
                                (who, z)))
    elif kw == "Destroy":
        for z in queries.destroy_targets(m, seat):
            label, card = rules.monster_label(m, 1 - seat, z, False)
            out.append((f"c{z}", "target", say("Destroy {target}", target=label), card, z))
    return out


@steps.step("eff:pick", **_EFF)
def _eff_pick(m: UniversiaMatch, op: dict) -> None:
    payload = op["pick"][0]
    s = m.state
    kw, seat = op["kw"], op["seat"]
    p = s["p"][seat]
    if kw == "Revive":
        p["rest"].remove(payload)
        z = rules.open_zone(m, seat)
        moves.enter(m, seat, z, new_monster([payload]))
        m.emit("play", say("{kw}: {card} returns to the field in attack mode.",
                           kw=KW["Revive"], card=m.ci[payload].ref))
    elif kw == "Abduct":
        who, z = payload
        top = m.ci[s["p"][who]["mz"][z]["st"][-1]]
        m.push(protection.removal(m, who, z, "hand", seat,
                                  msg=say("{kw}: {card} returns to its owner's hand.",
                                          kw=KW["Abduct"], card=top.ref)))
    elif kw == "Spare":
        iid = p["hand"].pop(payload)
        p["deck"].insert(0, iid)
        m.emit("move", say("{kw}: {player} puts a card from hand on top of the deck.",
                           kw=KW["Spare"], player=seat_ref(seat)))
        m.emit("move", say("You put {card} on top of your deck.", card=m.ci[iid].ref),
               visible_to=seat)
    elif kw == "Recycle":
        p["rest"].remove(payload)
        p["deck"].append(payload)
        m.emit("move", say("{kw}: {card} goes to the bottom of the Main Deck.",
                           kw=KW["Recycle"], card=m.ci[payload].ref))
    elif kw == "Regress":
        who, z = payload
        regress(m, who, z, op["n"], op["fl"])
    elif kw == "Destroy":
        m.push(protection.removal(m, 1 - seat, payload, "destroy", seat))


def regress(m: UniversiaMatch, seat: int, z: int, amount: int, floor: int) -> None:
    """Trash top cards until `amount` are gone or the top's level is at the floor.

    The bottom card always stays: Regress undoes stacking, it does not destroy."""
    mon = m.state["p"][seat]["mz"][z]
    gone = 0
    while gone < amount and len(mon["st"]) > 1 and m.ci[mon["st"][-1]].level > floor:
        iid = mon["st"].pop()
        moves.to_rest(m, iid)
        gone += 1
        m.emit("move", say("{kw}: {card} is trashed from the stack; {top} is on top.",
                           kw=KW["Regress"], card=m.ci[iid].ref, top=m.ci[mon["st"][-1]].ref))


def run(m: UniversiaMatch, op: dict) -> None:
    """Resolve an effect that selects nothing."""
    s = m.state
    kw, seat, n = op["kw"], op["seat"], op["n"]
    p = s["p"][seat]
    if kw == "Draw":
        moves.draw(m, seat, n)
    elif kw == "Waste":
        for _ in range(n):
            if p["deck"]:
                iid = p["deck"].pop()
                moves.to_rest(m, iid)
                m.emit("move", say("{kw}: {card} goes from the deck bottom to the Rest Zone.",
                                   kw=KW["Waste"], card=m.ci[iid].ref))
    elif kw in STAT_KEYWORDS:
        da, dd = STAT_KEYWORDS[kw]
        for who in (0, 1):
            for mon in s["p"][who]["mz"]:
                # Blessed: an opponent's effect cannot affect it while it attacks, so
                # nothing attaches to it then (not even for after the attack)
                if mon is not None and not (who != seat and "Blessed" in rules.active_kw(m, mon)
                                            and rules.is_attacker(m, who, mon)):
                    mon["mods"].append([da, dd, seat])
        if da:
            m.emit("effect", say("{kw}: every monster on the field gets attack {n}.",
                                 kw=KW[kw], n=_signed(da)))
        else:
            m.emit("effect", say("{kw}: every monster on the field gets defense {n}.",
                                 kw=KW[kw], n=_signed(dd)))
    elif kw == "Negate":
        if s["atk"] is not None:
            s["atk"]["neg"] = True
            m.emit("effect", say("The attack is negated."))
    elif kw == "Damage":
        moves.damage(m, 1 - seat, n)
    elif kw == "Heal":
        p["life"] += n
        m.emit("effect", say("{player} gains {n} life.", player=seat_ref(seat), n=n))
    elif kw == "Mana":
        moves.gain(m, seat, n)
        m.emit("mana", say("{player} gains {n} mana.", player=seat_ref(seat), n=n))


def _signed(n: int) -> str:
    """A change with its sign ("+500", "-500"), a literal argument that needs no words."""
    return f"{n:+d}"


def _trigger_live(m: UniversiaMatch, op: dict) -> bool:
    e = m.state["p"][op["seat"]]["ez"][op["z"]]
    return e is not None and e["iid"] == op["src"] and not e["fd"]


def trigger_run(m: UniversiaMatch, op: dict) -> None:
    if not _trigger_live(m, op):
        return
    s = m.state
    kw, seat = op["kw"], op["seat"]
    p = s["p"][seat]
    name = m.ci[op["src"]].ref
    if kw == "SupplyLine":
        s["mana"] = 3 if seat == s["active"] else -3
        m.emit("mana", say("{kw} ({card}): {player}'s mana is set to 3.", kw=KW[kw], card=name,
                           player=seat_ref(seat)))
    elif kw == "Delivery":
        m.emit("effect", say("{kw} ({card}).", kw=KW[kw], card=name))
        moves.draw(m, seat)
    elif kw == "HighCourage":
        moves.gain(m, seat, 1)
        m.emit("mana", say("{kw} ({card}): {player} gains 1 mana.", kw=KW[kw], card=name,
                           player=seat_ref(seat)))
    elif kw == "Delay":
        e = p["ez"][op["z"]]
        e["age"] += 1
        info = m.ci[e["iid"]]
        if e["age"] >= info.delay:
            p["ez"][op["z"]] = None
            moves.to_rest(m, e["iid"])
            m.emit("effect", say("{kw}: {card} has waited {n} turns; it is rested and its "
                                 "stored action resolves.", kw=KW[kw], card=name,
                                 n=info.delay))
            m.push(*effect_ops(info.delayed, seat, e["iid"]))
    elif kw == "Endurance":
        if not p["hand"]:
            m.emit("effect", say("{kw} ({card}): the hand is empty, draw five.", kw=KW[kw],
                                 card=name))
            moves.draw(m, seat, 5)


def _trigger_choices(m: UniversiaMatch, op: dict) -> list[tuple]:
    if not _trigger_live(m, op):
        return []
    s = m.state
    kw, seat = op["kw"], op["seat"]
    p = s["p"][seat]
    out = []
    if kw == "Leadership":
        if rules.open_zone(m, seat) < 0:
            return out
        for i, iid in enumerate(p["hand"]):
            info = m.ci[iid]
            if info.type == "monster" and info.cost <= 3:
                out.append((f"c{i}", "summon", say("Play {card} for free", card=info.ref),
                            info.name, i))
    elif kw in ("TeaWithTheGoddess", "DivineIntervention", "DivineAnnoyance"):
        for z, mon in enumerate(p["mz"]):
            if mon is not None:
                label, card = rules.monster_label(m, seat, z, True)
                out.append((f"c{z}", "target", say("Rest {target}", target=label), card, z))
    elif kw == "BattlePlan":
        for z, mon in enumerate(s["p"][1 - seat]["mz"]):
            if mon is not None:
                label, card = rules.monster_label(m, 1 - seat, z, False)
                out.append((f"c{z}", "target", say("Rest {target}", target=label), card, z))
    elif kw == "BattleFormation":
        for z, e in enumerate(s["p"][1 - seat]["ez"]):
            if e is not None and not e["fd"]:
                info = m.ci[e["iid"]]
                out.append((f"c{z}", "target", say("Rest {card} (zone {zone})", card=info.ref,
                                                   zone=z + 1), info.name, z))
    return out


@steps.step("trig:pick", **_TRIG)
def _trig_pick(m: UniversiaMatch, op: dict) -> None:
    payload = op["pick"][0]
    s = m.state
    kw, seat = op["kw"], op["seat"]
    p = s["p"][seat]
    if kw == "Leadership":
        iid = p["hand"].pop(payload)
        m.emit("play", say("{kw}: {card} is played for free.", kw=KW[kw], card=m.ci[iid].ref))
        place_monster(m, seat, iid, "a", False)
    elif kw == "TeaWithTheGoddess":
        protection.rest_for_return(m, seat, payload, "end", seat, seat)
    elif kw == "DivineAnnoyance":
        protection.rest_for_return(m, seat, payload, "end", seat, seat)
    elif kw == "DivineIntervention":
        protection.rest_for_return(m, seat, payload, "battle", seat, seat)
    elif kw == "BattlePlan":
        protection.rest_for_return(m, 1 - seat, payload, "end", seat, seat)
    elif kw == "BattleFormation":
        e = s["p"][1 - seat]["ez"][payload]
        s["p"][1 - seat]["ez"][payload] = None
        moves.to_rest(m, e["iid"])
        if e["iid"] in s["p"][1 - seat]["rest"]:
            s["ret"].append({"when": "battle", "seat": 1 - seat, "owner": 1 - seat,
                             "cards": [e["iid"]], "type": "e", "z": payload,
                             "mode": "a", "fd": False})
        m.emit("move", say("{kw}: {card} is rested until {player}'s Battle Phase.", kw=KW[kw],
                           card=m.ci[e["iid"]].ref, player=seat_ref(1 - seat)))
