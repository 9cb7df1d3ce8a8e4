"""Umina / The Dreamer Awakened: the Dreamlands, a one-card area she strikes from or borrows from."""

from __future__ import annotations

from engine.core.words import card, say

from ..combat import attack_info
from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, gauge_available, pay_force, pay_gauge, rule_count
from ..registry import effect, op
from ..rule_names import implements
from ..statline import FLAGS, POWER
from . import Character, register

# standing rules this character's code reads by name
SILVER_KEY = implements("silver_key")
DREAM_FACEDOWN = implements("dream_facedown")
SLIPPING = implements("slipping")

CHORUS = "umina-shadow-chorus"


class Umina(Character):
    id = "umina"

    def strike_sources(self, m, s) -> list:
        p = m.p(s)
        if not p["ex"] and p["area"]:
            label = (say("the face-down card") if p["area"][0] in p["fd"]
                     else m.named(p["area"][0]))
            return [[say("Strike with {card} from your Dreamlands", card=label), "dream",
                     p["area"][0]]]
        return []

    def set_from(self, m, s, source, iid) -> None:
        self.set_from_area(m, s, iid, "dream", say("the Dreamlands card"))

    def during(self, m, s, acc) -> None:
        p = m.p(s)
        if p["ex"]:
            return
        side = strike_side(m, s)
        c = attack_info(m, s)
        if side["src"] == "dream" or (c and p["area"] and p["area"][0] not in p["fd"]
                                      and m.name(p["area"][0]) == c.name):
            acc[FLAGS].add("stun_immune")

    def turn_start(self, m, s) -> list:
        if m.p(s)["ex"] and m.p(s)["deck"]:
            return [{"op": "um_look", "s": s}]
        return []

    def set_hooks(self, m, s) -> list:
        if m.p(s)["ex"] and m.p(s)["area"]:
            return [{"op": "um_seal_offer", "s": s}]
        return []

    def view_extra(self, m, s, viewer) -> dict:
        from ..view import card_dict

        p = m.p(s)
        cards = [{"face_down": True} if i in p["fd"] and viewer != s else card_dict(m, i) for i in p["area"]]
        return {"dreamlands": cards}


register(Umina())


@listen("action_menu", char="umina")
def _actions(m, s, _iid) -> list:
    p = m.p(s)
    out = []
    if not p["ex"] and any(m.ci(i).id != CHORUS for i in p["hand"]):
        out.append(["activate", say("Dreamlands: put a card from your hand into it"), None,
                    {"op": "um_place", "s": s}])
    if rule_count(m, s, SILVER_KEY) and gauge_available(m, s) >= cost(m, s, 2):
        out.append(["activate",
                    say("The Silver Key: pay 2 Gauge to Strike (the opponent must Wild Swing)"),
                    None, {"op": "um_key", "s": s}])
    return out


@listen("forbidden_names", rule="spiraling", of="opp")
def _spiraling(m, s, _iid):
    """Spiraling Descent: the opponent may neither boost nor set the Dreamlands card's name."""
    p = m.p(s)
    if p["area"] and p["area"][0] not in p["fd"]:
        return {m.name(p["area"][0])}
    return None


def dream_put(m, s: int, iid: int) -> None:
    """Put a card (already taken from its zone) into the Dreamlands."""
    p = m.p(s)
    for old in list(p["area"]):
        p["area"].remove(old)
        if old in p["fd"]:
            p["fd"].remove(old)
        if p["ex"]:
            m.p(m.owner(old))["hand"].append(old)
            m.emit("dream", say("{card} returns from the Dreamlands to its owner's hand.",
                                card=m.named(old)))
        else:
            m.discard(old)
            m.emit("dream", say("{card} is discarded from the Dreamlands.", card=m.named(old)))
    p["area"].append(iid)
    if rule_count(m, s, DREAM_FACEDOWN):
        p["fd"].append(iid)
        m.emit("dream", say("{player} puts a card face-down into the Dreamlands.", player=m.who(s)))
    else:
        m.emit("dream", say("{player} puts {card} into the Dreamlands.", player=m.who(s),
                            card=m.named(iid)))
    if rule_count(m, s, SLIPPING) and force_available(m, s) >= cost(m, s, 1):
        m.push({"op": "um_slip", "s": s})


def has_dreamlands(m, s: int) -> bool:
    """Only Umina has a Dreamlands: Renea plays Umina's boosts from her Briefcase, which is
    kept in the same area, and finds none."""
    return m.char(s).id == "umina"


def dream_reveal(m, s: int) -> int | None:
    """The Dreamlands card, turned face-up because an effect refers to it."""
    p = m.p(s)
    if not p["area"] or not has_dreamlands(m, s):
        return None
    iid = p["area"][0]
    if iid in p["fd"]:
        p["fd"].remove(iid)
        m.emit("reveal", say("{player}'s Dreamlands card is {card}.", player=m.who(s),
                             card=m.named(iid)))
    return iid


@op("um_slip", s=int)
def _slip(m, o):
    s = o["s"]
    m.confirm(s, say("Slipping Away: pay 1 Force to move 1?"), {"op": "um_slip_pay", "s": s},
              say("Pay 1 Force"), say("No"), private=True)


@op("um_slip_pay", s=int)
def _slip_pay(m, o):
    s = o["s"]
    pay_force(m, s, cost(m, s, 1), {"op": "eff", "s": s, "e": {"do": "move", "n": 1}}, "Slipping Away")


@op("um_place", s=int)
def _place(m, o):
    s = o["s"]
    opts = []
    seen = set()
    for iid in m.p(s)["hand"]:
        if m.ci(iid).id != CHORUS and m.ci(iid).id not in seen:
            seen.add(m.ci(iid).id)
            opts.append([str(len(opts)), "choose", m.named(iid), m.name(iid), iid])
    m.ask(s, "choose", say("Put a card from your hand into your Dreamlands"), opts,
          {"op": "um_place_do", "s": s}, private=True)


@op("um_place_do", s=int)
def _place_do(m, o):
    s, iid = o["s"], o["pick"][0]
    m.p(s)["hand"].remove(iid)
    dream_put(m, s, iid)


@op("um_key", s=int)
def _key(m, o):
    s = o["s"]
    pay_gauge(m, s, cost(m, s, 2), {"op": "um_key_go", "s": s}, "The Silver Key")


@op("um_key_go", s=int)
def _key_go(m, o):
    s = o["s"]
    m.state["tf"]["strike_rules"] = {str(1 - s): "ws"}
    m.push({"op": "strike", "s": s})


@op("um_look", s=int)
def _look(m, o):
    s = o["s"]
    p = m.p(s)
    iid = p["deck"][0]
    top = m.named(iid)
    m.emit("look", say("You look at the top card of your deck: {card}.", card=top), visible_to=s)
    opts = [["d", "discard", say("Discard {card}", card=top), m.name(iid), "discard"]]
    if m.ci(iid).id != CHORUS:
        opts.insert(0, ["k", "choose", say("Put {card} into your Dreamlands", card=top), m.name(iid),
                        "dream"])
    m.ask(s, "choose", say("The Dreamer Awakened: the top card of your deck goes to your Dreamlands "
                           "or the discard pile"),
          opts, {"op": "um_look_do", "s": s, "i": iid}, private=True)


@op("um_look_do", i=int, s=int)
def _look_do(m, o):
    s, iid = o["s"], o["i"]
    p = m.p(s)
    if iid not in p["deck"]:
        return
    p["deck"].remove(iid)
    if o["pick"][0] == "dream":
        dream_put(m, s, iid)
    else:
        m.discard(iid)
        m.emit("discard", say("{player} discards {card} from the top of the deck.", player=m.who(s),
                              card=m.named(iid)))


@op("um_seal_offer", s=int)
def _seal_offer(m, o):
    s = o["s"]
    p = m.p(s)
    if not p["area"]:
        return
    iid = p["area"][0]
    m.confirm(s, say("Seal your Dreamlands card ({card}) to add its Before, Hit and After effects?",
                     card=m.named(iid)),
              {"op": "um_seal_do", "s": s}, say("Seal it"), say("No"), private=True)


@op("um_seal_do", s=int)
def _seal_do(m, o):
    s = o["s"]
    iid = dream_reveal(m, s)
    p = m.p(s)
    p["area"].remove(iid)
    m.seal(s, iid)
    c = m.ci(iid)
    side = strike_side(m, s)
    for t in ("before", "hit", "after"):
        for e in c.fx.get(t, ()):
            side["add"].append([c.name, e])
    m.emit("seal", say("{player} seals {card} from the Dreamlands; the attack gains its effects.",
                       player=m.who(s), card=card(c.id, c.name)))


@op("um_dream_take", L=list, i=int, s=int, optional=("L", "i"))
def _dream_take(m, o):
    s = o["s"]
    iid = o["L"][0] if o.get("L") else o.get("i")
    t = 1 - s
    if not has_dreamlands(m, s):
        return  # Renea's Dark Reflections: the discarded copy stays discarded
    if iid is not None and iid in m.p(t)["discard"] and m.ci(iid).id != CHORUS:
        m.p(t)["discard"].remove(iid)
        dream_put(m, s, iid)


@effect("dark_thoughts")
def _dark_thoughts(m, s, e, o):
    t = 1 - s
    hand = m.p(t)["hand"]
    if not hand:
        return
    iid = hand[m.rng.below(len(hand))]
    hand.remove(iid)
    m.emit("effect", say("{card} leaves {player}'s hand at random.", card=m.named(iid),
                         player=m.who(t)))
    if m.ci(iid).id == CHORUS:
        m.discard(iid)
        return
    m.push({"op": "um_dark_place", "s": s, "i": iid})


@op("um_dark_place", i=int, s=int)
def _dark_place(m, o):
    s, iid = o["s"], o["i"]
    m.p(1 - s)["discard"].append(iid)  # in the discard pile unless it goes to the Dreamlands
    m.confirm(s, say("Dark Thoughts: put {card} into your Dreamlands?", card=m.named(iid)),
              {"op": "um_dream_take", "s": s, "i": iid}, say("Dreamlands"), say("Discard it"))


@effect("out_of_mind")
def _out_of_mind(m, s, e, o):
    p = m.p(s)
    side = strike_side(m, s)
    iid = dream_reveal(m, s)
    if iid is not None:
        p["area"].remove(iid)
        p["gauge"].append(iid)
        bonus = min(5, m.ci(iid).power or 0)
        if side is not None:
            side["b"][POWER] += bonus
        m.emit("effect", say("{player} moves {card} to the gauge: +{n} Power.", player=m.who(s),
                             card=m.named(iid), n=bonus))
        return
    hand = list(p["hand"])
    p["gauge"].extend(hand)
    p["hand"] = []
    m.emit("gauge", say("{player} puts the {n} cards of their hand into the gauge.", player=m.who(s),
                        n=len(hand)))
    m.draw(s, 3)


@effect("shadow_chorus")
def _shadow_chorus(m, s, e, o):
    iid = dream_reveal(m, s)
    side = strike_side(m, s)
    if iid is None or side is None:
        return
    side["as"] = m.ci(iid).id
    m.emit("reveal", say("Shadow Chorus becomes a copy of {card}.", card=m.named(iid)))


@effect("whispers")
def _whispers(m, s, e, o):
    iid = dream_reveal(m, s)
    if iid is None or m.ci(iid).bkind != "instant":
        return
    m.emit("effect", say("{player} uses {boost} from the Dreamlands.", player=m.who(s),
                         boost=m.ci(iid).bname))
    m.push(*[{"op": "eff", "s": s, "e": x} for x in m.ci(iid).bfx.get("now", ())])


@effect("terror_whispers")
def _terror_whispers(m, s, e, o):
    disc = [i for i in m.p(s)["discard"] if m.ci(i).id != CHORUS]
    if not disc:
        return
    opts = m.card_opts(disc)
    m.ask(s, "choose", say("Terror Whispers: put a card from your discard pile into your Dreamlands"),
          opts,
          {"op": "um_terror", "s": s})


@op("um_terror", s=int)
def _terror(m, o):
    s, iid = o["s"], o["pick"][0]
    m.p(s)["discard"].remove(iid)
    dream_put(m, s, iid)


@effect("call_dreamlands")
def _call(m, s, e, o):
    n = 0
    for w in (s, 1 - s):
        hand = m.p(w)["hand"]
        m.emit("reveal", say("{player} reveals {cards}.", player=m.who(w),
                             cards=m.named_all(hand) if hand else say("an empty hand")))
        n += sum(1 for i in hand if m.ci(i).kind in ("special", "ultra"))
    side = strike_side(m, s)
    if side is not None and n:
        side["b"][POWER] += n
        m.emit("effect", say("Call Of The Dreamlands gets +{n} Power.", n=n))


@effect("khadath")
def _khadath(m, s, e, o):
    st = m.state["st"]
    side, oside = st["sides"][s], st["sides"][1 - s]
    theirs = oside["card"]
    if theirs is not None and theirs in oside["cards"]:
        oside["cards"].remove(theirs)
        oside["card"] = None
        dream_put(m, s, theirs)
    me = side["card"]
    if me in side["cards"]:
        side["cards"].remove(me)
        m.p(s)["gauge"].append(me)
    st["ended"] = True
    m.emit("strike", say("Unknown Khadath ends the strike."))


@effect("dream_telling")
def _dream_telling(m, s, e, o):
    iid = dream_reveal(m, s)
    side = strike_side(m, s)
    if iid is None or side is None:
        return
    bonus = min(5, m.ci(iid).power or 0)
    side["b"][POWER] += bonus
    m.emit("effect", say("Dream Telling gives +{n} Power.", n=bonus))
