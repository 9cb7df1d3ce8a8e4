"""Eugenia / The Cheshire Cat: forced discards, punished by speed matches, then Wonderland."""

from __future__ import annotations

from engine.core.words import card, say

from ..discards import told_discard
from ..effects import random_discard, strike_side, transformable
from ..listeners import listen
from ..payment import cost, force_available, pay_force, rule_count
from ..registry import effect, op
from ..rule_names import implements
from ..statline import POWER, SPEED
from . import Character, register

# standing rules this character's code reads by name
TIME_FOR_TEA = implements("time_for_tea")


class Eugenia(Character):
    id = "eugenia"

    def strike_sources(self, m, s) -> list:
        p = m.p(s)
        if p["ex"] and p["area"]:
            return [[say("{card} from Wonderland (+1 Power, +1 Speed)", card=m.named(p["area"][0])),
                     "wonder", p["area"][0]]]
        return []

    def set_from(self, m, s, source, iid) -> None:
        side = self.set_from_area(m, s, iid, "wonder", say("the card from Wonderland"))
        side["b"][POWER] += 1  # +1 Power
        side["b"][SPEED] += 1  # +1 Speed

    def view_extra(self, m, s, viewer) -> dict:
        from ..view import cards

        return {"wonderland": cards(m, m.p(s)["area"])} if m.p(s)["ex"] else {}


register(Eugenia())


@listen("action_menu", char="eugenia")
def _actions(m, s, _iid) -> list:
    if rule_count(m, s, TIME_FOR_TEA) and force_available(m, s) >= cost(m, s, 1):
        return [["activate", say("Time For Tea: pay 1 Force, the opponent discards at random"), None,
                 {"op": "eu_tea", "s": s}]]
    return []


@listen("forced_discard", char="eugenia")
def _forced_discard(m, s, _iid, cards) -> list:
    p = m.p(s)
    if p["ex"]:
        return [{"op": "eu_wonder", "s": s, "L": list(cards)}]
    if "eugenia" in m.state["tf"]["once"]:
        return []
    speeds = {m.ci(i).speed for i in cards if not m.ci(i).sx}
    if any(m.ci(i).speed in speeds and not m.ci(i).sx for i in p["hand"]):
        return [{"op": "eu_reveal", "s": s, "v": sorted(speeds)}]
    return []


@listen("end_draw", char="eugenia")
def _end_draw(m, s, _iid):
    return [] if m.state["tf"].get("tea") else None  # Time For Tea this turn: no draw


@listen("prepare_draws", rule="prepare_minus", of="opp")
def _edge_of_insanity(m, s, _iid):
    """Edge of Insanity: the opponent draws one card fewer when they Prepare."""
    return 1


@op("eu_reveal", s=int, v=list)
def _reveal(m, o):
    s = o["s"]
    opts = [["n", "pass", say("No"), None, None]]
    seen = set()
    for iid in m.p(s)["hand"]:
        c = m.ci(iid)
        if not c.sx and c.speed in o["v"] and c.id not in seen:
            seen.add(c.id)
            opts.append([str(len(opts)), "choose", say("Reveal {card} (Speed {n})",
                                                       card=card(c.id, c.name), n=c.speed),
                         c.name, iid])
    m.ask(s, "choose", say("Eugenia: reveal a card of matching Speed to deal 2 non-lethal damage?"),
          opts,
          {"op": "eu_reveal_do", "s": s}, private=True)


@op("eu_reveal_do", s=int)
def _reveal_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    m.state["tf"]["once"].append("eugenia")
    m.emit("reveal", say("{player} reveals {card}.", player=m.who(s), card=m.named(iid)))
    m.push({"op": "eff", "s": s, "e": {"do": "nonlethal", "n": 2}})


@op("eu_wonder", L=list, s=int)
def _wonder(m, o):
    s = o["s"]
    t = 1 - s
    opts = [["n", "pass", say("No"), None, None]]
    for iid in o["L"]:
        if iid in m.p(t)["discard"]:
            opts.append([str(len(opts)), "choose", say("Put {card} into Wonderland", card=m.named(iid)),
                         m.name(iid), iid])
    if len(opts) > 1:
        m.ask(s, "choose", say("The Cheshire Cat: put a discarded card into Wonderland?"), opts,
              {"op": "eu_wonder_do", "s": s})


@op("eu_wonder_do", s=int)
def _wonder_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is None:
        return
    p = m.p(s)
    for old in list(p["area"]):
        p["area"].remove(old)
        m.discard(old)
    m.p(1 - s)["discard"].remove(iid)
    p["area"].append(iid)
    m.emit("wonderland", say("{player} puts {card} into Wonderland.", player=m.who(s),
                             card=m.named(iid)))


@op("eu_tea", s=int)
def _tea(m, o):
    s = o["s"]
    pay_force(m, s, cost(m, s, 1), {"op": "eu_tea_do", "s": s}, "Time For Tea")


@op("eu_tea_do", s=int)
def _tea_do(m, o):
    s = o["s"]
    if m.p(s)["ex"]:
        m.state["tf"]["tea"] = True
    random_discard(m, s, 1 - s, 1)


@effect("unhinged")
def _unhinged(m, s, e, o):
    side = strike_side(m, s)
    if side is not None:
        side["add"].append(["Unhinged", {"when": "hit", "do": "discard_random", "n": 1,
                                          "text": say("Unhinged: a random discard")}])


@effect("color_spray")
def _color_spray(m, s, e, o):
    t = 1 - s
    n = len(m.p(t)["hand"])
    if n < 2:
        m.draw(t, 2 - n)
    elif n > 2:
        random_discard(m, s, t, n - 2)  # "down to 2" is a discard of n - 2 cards


@effect("shimmer")
def _shimmer(m, s, e, o):
    if m.p(1 - s)["hand"]:
        told_discard(m, s, 1 - s, 1, "pick", prompt=say("Pick the card the opponent discards"))


@effect("cats_cradle")
def _cats_cradle(m, s, e, o):
    t = 1 - s
    m.draw(t, 1)
    random_discard(m, s, t, 2)
    m.push({"op": "eu_cradle_power", "s": s})


@op("eu_cradle_power", s=int)
def _cradle_power(m, o):
    s = o["s"]
    n = len(m.p(1 - s)["hand"])
    side = strike_side(m, s)
    if n and side is not None:
        side["b"][POWER] -= n
        m.emit("effect", say("Cat's Cradle loses {n} Power.", n=n))


@effect("queen_of_hearts")
def _queen(m, s, e, o):
    told_discard(m, s, 1 - s, 0, "all", prompt=say("Queen of Hearts: discard your hand"),
                 then={"op": "eu_queen_power", "s": s})


@op("eu_queen_power", L=list, s=int)
def _queen_power(m, o):
    s, n = o["s"], len(o["L"])
    m.draw(1 - s, 1)
    side = strike_side(m, s)
    if side is not None and n:
        side["b"][POWER] += n
        m.emit("effect", say("Queen of Hearts gets +{n} Power.", n=n))


@effect("mad_here")
def _mad_here(m, s, e, o):
    m.push({"op": "eu_mad_draw", "s": s, "w": s}, {"op": "eu_mad_draw", "s": s, "w": 1 - s},
           {"op": "eu_mad_discard", "s": s})


@op("eu_mad_draw", s=int, w=int)
def _mad_draw(m, o):
    w = o["w"]
    opts = [[str(k), "choose", say("Draw {n}", n=k), None, k] for k in range(5)]
    m.ask(w, "choose", say("We're All Mad Here: draw 0 to 4 cards"), opts,
          {"op": "draw_upto_pick", "s": w})


@op("eu_mad_discard", s=int)
def _mad_discard(m, o):
    s = o["s"]
    told_discard(m, s, s, 1, "random")
    random_discard(m, s, 1 - s, 1)


@effect("wanderlust")
def _wanderlust(m, s, e, o):
    p = m.p(s)
    opts = [["n", "pass", say("No"), None, None]]
    for iid in transformable(m, s, p["deck"]):
        opts.append([str(len(opts)), "choose", say("Transform {boost} ({card})", boost=m.ci(iid).bname,
                                                   card=m.named(iid)), m.name(iid), iid])
    m.push({"op": "eu_wander_opp", "s": s})
    if len(opts) > 1:
        m.ask(s, "choose", say("Wanderlust: search your deck for a card to transform?"), opts,
              {"op": "eu_wander_do", "s": s}, private=True)
    else:
        m.shuffle(p["deck"])


@op("eu_wander_do", s=int)
def _wander_do(m, o):
    s, iid = o["s"], o["pick"][0]
    if iid is not None:
        m.push({"op": "transform_pick", "s": s, "z": "deck", "pick": [iid]})
    else:
        m.shuffle(m.p(s)["deck"])


@op("eu_wander_opp", s=int)
def _wander_opp(m, o):
    t = 1 - o["s"]
    deck = m.p(t)["deck"]
    opts = [["n", "pass", say("No"), None, None]]
    seen = set()
    for iid in deck:
        if m.ci(iid).id not in seen:
            seen.add(m.ci(iid).id)
            opts.append([str(len(opts)), "choose", m.named(iid), m.name(iid), iid])
    m.ask(t, "choose", say("Wanderlust: search your deck for a card to put into your hand?"), opts,
          {"op": "eu_wander_opp_do", "s": t}, private=True)


@op("eu_wander_opp_do", s=int)
def _wander_opp_do(m, o):
    t, iid = o["s"], o["pick"][0]
    if iid is not None:
        m.p(t)["deck"].remove(iid)
        m.p(t)["hand"].append(iid)
        m.emit("search", say("{player} searches the deck for a card.", player=m.who(t)))
    m.shuffle(m.p(t)["deck"])
