"""Minato / The Oboroguruma: a discard pile that pays costs by being sealed, and an Exceed side
that seals the pile every turn for Power."""

from __future__ import annotations

from engine.core.words import say

from .. import charstate
from ..combat import make_ex
from ..effects import strike_side
from ..listeners import listen
from ..registry import effect, op
from ..statline import POWER
from . import Character, register

HELLWARD = "minato-hellward-bound"
DAREDEVIL = "minato-streetcar"


class Minato(Character):
    id = "minato"

    def turn_start(self, m, s) -> list:
        p = m.p(s)
        steps = []
        if _stale(m, s):
            steps.append({"op": "minato_tidy", "s": s})
        if p["ex"] and p["discard"]:
            steps.append({"op": "minato_oboro", "s": s})
        return steps

    def during(self, m, s, acc) -> None:
        # (Daredevil's stored Speed is counted by combat.stats, for any seat)
        acc[POWER] += charstate.get(m, s, "minato", "obo", 0)

    def end_of_strike(self, m, s) -> list:
        if charstate.get(m, s, "minato", "obo") or _stale(m, s):
            return [{"op": "minato_used", "s": s}]
        return []

    def ultra_cost(self, m, s, c, need: int) -> int:
        p = m.p(s)
        if c.id == HELLWARD and not p["deck"] and not p["discard"]:
            return 0
        return need

    def view_extra(self, m, s, viewer) -> dict:
        n = charstate.get(m, s, "minato", "obo", 0)
        return {"next_attack_power": n} if n else {}


register(Minato())


@listen("discard_pays", char="minato")
def _discard_pays(m, s, _iid) -> bool:
    return not m.p(s)["ex"]  # the Exceed side replaces the ability


@listen("end_draw", rule="minato_ride")
def _one_more_ride(m, s, _iid):
    """One More Ride replaces the end-of-turn draw while something is sealed (Renea may play it)."""
    return [{"op": "minato_ride", "s": s}] if m.p(s)["sealed"] else None


@listen("before_set", rule="minato_outrun")
def _outrun(m, s, _iid) -> list:
    p = m.p(s)
    return [{"op": "minato_outrun", "s": s}] if p["discard"] or p["gauge"] else []


def _stale(m, s: int) -> bool:
    """Daredevil Speed bonuses kept for a boost that is no longer in play."""
    p = m.p(s)
    dd = charstate.get(m, s, "minato", "dd")
    return bool(dd) and any(int(k) not in p["boosts"] for k in dd)


@op("minato_tidy", s=int)
def _tidy(m, o):
    s = o["s"]
    p = m.p(s)
    dd = charstate.get(m, s, "minato", "dd", {})
    for k in [k for k in dd if int(k) not in p["boosts"]]:
        del dd[k]
    if not dd:
        charstate.pop(m, s, "minato", "dd")


# ------------------------------------------------------------------ Exceed side


@op("minato_oboro", s=int)
def _oboro(m, o):
    s = o["s"]
    p = m.p(s)
    n = len(p["discard"])
    if not n:
        return
    p["sealed"].extend(p["discard"])
    p["discard"] = []
    obo = charstate.get(m, s, "minato", "obo", 0) + n
    charstate.put(m, s, "minato", "obo", obo)
    if n == 1:
        m.emit("seal", say("{player} seals the {n} card of the discard pile: the next attack gets "
                           "+{power} Power.", player=m.who(s), n=n, power=obo))
    else:
        m.emit("seal", say("{player} seals the {n} cards of the discard pile: the next attack gets "
                           "+{power} Power.", player=m.who(s), n=n, power=obo))


@op("minato_used", s=int)
def _used(m, o):
    charstate.pop(m, o["s"], "minato", "obo")
    _tidy(m, o)


# ----------------------------------------------------------------------- cards


@effect("minato_shuffle_discard")
def _shuffle_discard(m, s, e, o):
    """Barnstorming: the discard pile goes back into the deck (this is not the Reshuffle action)."""
    p = m.p(s)
    n = len(p["discard"])
    p["deck"].extend(p["discard"])
    p["discard"] = []
    m.shuffle(p["deck"])
    if n == 1:
        m.emit("reshuffle", say("{player} shuffles {n} card of the discard pile into the deck.",
                                player=m.who(s), n=n))
    else:
        m.emit("reshuffle", say("{player} shuffles {n} cards of the discard pile into the deck.",
                                player=m.who(s), n=n))


@effect("minato_regret")
def _regret(m, s, e, o):
    """Weight of Regret: the attack missed; it may come back from the discard pile to hand."""
    side = strike_side(m, s)
    if side is None or not side["res"] or any(h for _i, h in side["res"]):
        return
    iid = side["card"]
    p = m.p(s)
    if iid is None or iid not in p["discard"] or m.owner(iid) != s:
        return
    m.confirm(s, say("Weight of Regret: your {card} missed. Take it back into your hand?",
                     card=m.named(iid)),
              {"op": "minato_regret_do", "s": s, "i": iid}, say("Take it back"), say("Discard it"))


@op("minato_regret_do", i=int, s=int)
def _regret_do(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if iid in p["discard"]:
        p["discard"].remove(iid)
        p["hand"].append(iid)
        m.emit("cleanup", say("{player} takes {card} back into hand (Weight of Regret).",
                              player=m.who(s), card=m.named(iid)))


@effect("minato_count_ex")
def _count_ex(m, s, e, o):
    make_ex(m, s, "Fractured Memories")


@effect("minato_flight")
def _flight(m, s, e, o):
    top = min(3, len(m.p(s)["deck"]))
    if top <= 0:
        return
    opts = [[str(k), "choose", say("Send {n} card (retreat {n})", n=k) if k == 1
             else say("Send {n} cards (retreat {n})", n=k), None, k]
            for k in range(top + 1)]
    m.ask(s, "choose", say("Flight 13: send cards from the top of your deck to the discard pile?"),
          opts,
          {"op": "minato_flight_do", "s": s, "x": o.get("x")})


@op("minato_flight_do", s=int, x=bool | None)
def _flight_do(m, o):
    s, k = o["s"], o["pick"][0]
    if not k:
        return
    p = m.p(s)
    sent = p["deck"][:k]
    del p["deck"][:k]
    for iid in sent:
        m.discard(iid)
    m.emit("discard", say("{player} sends {cards} from the deck to the discard pile.",
                          player=m.who(s), cards=m.named_all(sent)))
    m.push({"op": "eff", "s": s, "e": {"do": "retreat", "n": k}, "x": o.get("x")})


@op("minato_outrun", s=int)
def _outrun(m, o):
    s = o["s"]
    p = m.p(s)
    opts = [[str(i), "choose", say("{card} (discard)", card=m.named(iid)) if zone == "discard"
             else say("{card} (gauge)", card=m.named(iid)), m.name(iid), [zone, iid]]
            for i, (zone, iid) in enumerate([("discard", i) for i in p["discard"]]
                                            + [("gauge", i) for i in p["gauge"]])]
    m.ask(s, "choose", say("Outrun the Past: seal up to 4 cards from your discard pile and gauge "
                           "(draw 1 for every 2)?"), opts, {"op": "minato_outrun_do", "s": s},
          mn=0, mx=min(4, len(opts)))


@op("minato_outrun_do", s=int)
def _outrun_do(m, o):
    s = o["s"]
    p = m.p(s)
    picked = o["pick"]
    if not picked:
        return
    for zone, iid in picked:
        p[zone].remove(iid)
        p["sealed"].append(iid)
    m.emit("seal", say("{player} seals {cards} (Outrun the Past).", player=m.who(s),
                       cards=m.named_all([i for _z, i in picked])))
    if len(picked) // 2:
        m.draw(s, len(picked) // 2)


@effect("minato_shark")
def _shark(m, s, e, o):
    side = strike_side(m, s)
    n = min(5, len(m.p(s)["sealed"]) // 4)
    if side is not None and n:
        side["b"][POWER] += n
        m.emit("effect", say("{player}'s Jump the Shark gets +{n} Power.", player=m.who(s), n=n))


@effect("minato_daredevil")
def _daredevil(m, s, e, o):
    me = o.get("c")
    top = min(4, len(m.p(s)["deck"]))
    if top <= 0 or me is None:
        return
    opts = [[str(k), "choose", say("Seal {n} (+{n} Speed)", n=k), None, k] for k in range(top + 1)]
    m.ask(s, "choose", say("Daredevil: seal how many cards from the top of your deck?"), opts,
          {"op": "minato_daredevil_do", "s": s, "i": me})


@op("minato_daredevil_do", i=int, s=int)
def _daredevil_do(m, o):
    s, k, me = o["s"], o["pick"][0], o["i"]
    p = m.p(s)
    if not k:
        # a copy played again earlier keeps nothing
        charstate.get(m, s, "minato", "dd", {}).pop(str(me), None)
        return
    sealed = p["deck"][:k]
    del p["deck"][:k]
    p["sealed"].extend(sealed)
    charstate.mutable(m, s, "minato", "dd", {})[str(me)] = k
    m.emit("seal", say("{player} seals {cards} from the top of the deck (+{n} Speed next strike).",
                       player=m.who(s), cards=m.named_all(sealed), n=k))


@effect("minato_hellraiser")
def _hellraiser(m, s, e, o):
    for t in (s, 1 - s):
        p = m.p(t)
        moved = p["deck"][:4]
        del p["deck"][:4]
        for iid in moved:
            m.discard(iid)
        if moved:
            m.emit("discard", say("{player} puts {cards} from the top of the deck into the discard "
                                  "pile.", player=m.who(t), cards=m.named_all(moved)))
    # (then the card's next effect: up to 2 sealed cards back to hand)


@op("minato_ride", s=int)
def _ride(m, o):
    s = o["s"]
    sealed = m.p(s)["sealed"]
    opts = [["d", "pass", say("Draw a card"), None, None]]
    opts += [[str(i), "choose", say("Take {card} from the sealed area", card=m.named(iid)),
              m.name(iid), iid]
             for i, iid in enumerate(sealed)]
    m.ask(s, "choose", say("One More Ride: draw, or take a sealed card into your hand instead?"),
          opts,
          {"op": "minato_ride_do", "s": s})


@op("minato_ride_do", s=int)
def _ride_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        m.draw(s, 1)
        return
    m.p(s)["sealed"].remove(iid)
    m.to_hand(s, iid)
    m.emit("seal", say("{player} takes {card} from the sealed area instead of drawing (One More "
                       "Ride).", player=m.who(s), card=m.named(iid)))
