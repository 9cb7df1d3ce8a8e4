"""D'Janette / The Devil's Own: the Spell Circle, then the Diabolic Aura."""

from __future__ import annotations

from engine.core.words import card, say

from ..combat import distance
from ..effects import strike_side
from ..listeners import listen
from ..payment import cost, force_available, pay_force, rule_count
from ..registry import during, effect, op
from ..rule_names import implements
from ..statline import ARMOR, POWER
from . import Character, register

# standing rules this character's code reads by name
BLOOD_RITUAL = implements("blood_ritual")
RITUAL_MAGIC = implements("ritual_magic")


class DJanette(Character):
    id = "djanette"

    def origin(self, m, s, side) -> int:
        p = m.p(s)
        if side["src"] == "circle" and p["tok"] is not None:
            return p["tok"]
        return p["pos"]

    def strike_sources(self, m, s) -> list:
        p = m.p(s)
        if p["tok"] is not None and p["area"] and not p["ex"]:
            iid = p["area"][0]
            return [[say("{card} from your Spell Circle", card=m.named(iid)), "circle", iid]]
        return []

    def set_from(self, m, s, source, iid) -> None:
        self.set_from_area(m, s, iid, "circle", say("the card on the Spell Circle"))

    def triggers(self, m, s, timing) -> list:
        if timing == "hit" and m.p(s)["ex"] and m.p(s)["area"]:
            return [["Diabolic Aura", {"when": "hit", "do": "aura_power", "text": say("Diabolic Aura: +3 Power per card in range")}]]
        return []

    def end_of_strike(self, m, s) -> list:
        return [{"op": "dj_end", "s": s}]

    def on_exceed(self, m, s, dying=False) -> list:
        return [{"op": "dj_exceed", "s": s}]

    def view_extra(self, m, s, viewer) -> dict:
        p = m.p(s)
        if p["ex"]:
            return {"diabolic_aura": [_card(m, i) for i in p["area"]]}
        circle = None
        if p["tok"] is not None:
            shown = {"face_down": True} if p["area"] and viewer != s else (
                _card(m, p["area"][0]) if p["area"] else None)
            circle = {"space": p["tok"], "card": shown}
        return {"spell_circle": circle,
                "pieces": [{"name": "Spell Circle", "space": p["tok"]}] if p["tok"] is not None else []}


def _card(m, iid):
    from ..view import card_dict

    return card_dict(m, iid)


register(DJanette())


@listen("action_menu", char="djanette")
def _actions(m, s, _iid) -> list:
    p = m.p(s)
    out = []
    if not p["ex"]:
        if p["tok"] is None and any(m.ci(i).kind != "normal" for i in p["hand"]):
            out.append(["activate", say("Spell Circle: place it with a Special or Ultra from your hand"),
                        None, {"op": "dj_circle", "s": s}])
    elif p["hand"]:
        out.append(["activate", say("Diabolic Aura: put a card from your hand into it and draw 1"), None,
                    {"op": "dj_aura", "s": s}])
    if rule_count(m, s, BLOOD_RITUAL) and ritual_cards(m, s):
        out.append(["activate", say("Blood Ritual: discard a card in range for 1 damage and draw 1"),
                    None,
                    {"op": "dj_blood_ritual", "s": s}])
    return out


@listen("strike_only", char="djanette")
def _strike_only(m, s, _iid):
    return say("your Spell Circle is set") if m.p(s)["tok"] is not None else None


@listen("attack_invalid", char="djanette")
def _attack_invalid(m, s, _iid):
    p = m.p(s)
    if strike_side(m, s)["src"] == "circle" and p["tok"] is not None:
        p["tok"] = None
        m.emit("circle", say("{player}'s Spell Circle leaves the board.", player=m.who(s)))


@listen("change_draws", rule="change_bonus")
def _change_bonus(m, s, _iid):
    """Leylines (and Remiliss's Power Cycle, which says the same): Change Cards draws 1 more."""
    return 1


@listen("boost_resolved", rule="ritual_magic")
def _ritual_after_boost(m, s, _iid, _boost) -> list:
    return ritual_magic(m, s)


def ritual_magic(m, s) -> list:
    """Ritual Magic: after a boost resolves or a card goes into the Diabolic Aura, pay 1 Force to Strike."""
    tf = m.state["tf"]
    if (rule_count(m, s, RITUAL_MAGIC) and "ritual" not in tf["once"] and m.state["st"] is None
            and not tf.get("strike_next") and force_available(m, s) >= cost(m, s, 1)):
        return [{"op": "dj_ritual", "s": s}]
    return []


@op("dj_ritual", s=int)
def _ritual(m, o):
    s = o["s"]
    m.confirm(s, say("Ritual Magic: pay 1 Force to Strike?"), {"op": "dj_ritual_go", "s": s},
              say("Strike"), say("No"))


@op("dj_ritual_go", s=int)
def _ritual_go(m, o):
    s = o["s"]
    m.state["tf"]["once"].append("ritual")
    pay_force(m, s, cost(m, s, 1), {"op": "strike", "s": s}, "Ritual Magic")


@op("dj_circle", s=int)
def _circle(m, o):
    s = o["s"]
    opts = [[str(i), "target", say("Space {n}", n=x), None, x] for i, x in enumerate(range(1, 10))]
    m.ask(s, "target", say("Place your Spell Circle on a space"), opts, {"op": "dj_circle_card", "s": s})


@op("dj_circle_card", s=int)
def _circle_card(m, o):
    s, space = o["s"], o["pick"][0]
    p = m.p(s)
    p["tok"] = space
    m.emit("circle", say("{player} places the Spell Circle on space {n}.", player=m.who(s), n=space))
    opts = []
    seen = set()
    for iid in p["hand"]:
        c = m.ci(iid)
        if c.kind != "normal" and c.id not in seen:
            seen.add(c.id)
            opts.append([str(len(opts)), "choose", card(c.id, c.name), c.name, iid])
    m.ask(s, "choose", say("Put a Special or Ultra face-down on your Spell Circle"), opts,
          {"op": "dj_circle_put", "s": s}, private=True)


@op("dj_circle_put", s=int)
def _circle_put(m, o):
    s, iid = o["s"], o["pick"][0]
    p = m.p(s)
    m.hand_to(s, iid, "area")
    p["fd"].append(iid)
    m.emit("circle", say("{player} puts a card face-down on the Spell Circle.", player=m.who(s)))
    m.draw(s, 1)


@op("dj_aura", s=int)
def _aura(m, o):
    s = o["s"]
    hand = m.p(s)["hand"]
    opts = m.card_opts(hand)
    m.ask(s, "choose", say("Put a card from your hand into your Diabolic Aura"), opts,
          {"op": "dj_aura_put", "s": s}, private=True)


@op("dj_aura_put", s=int)
def _aura_put(m, o):
    s, iid = o["s"], o["pick"][0]
    m.hand_to(s, iid, "area")
    m.emit("aura", say("{player} puts {card} into the Diabolic Aura.", player=m.who(s),
                       card=m.named(iid)))
    m.draw(s, 1)
    m.push(*ritual_magic(m, s))


@op("dj_exceed", s=int)
def _exceed(m, o):
    s = o["s"]
    p = m.p(s)
    p["tok"] = None
    for iid in list(p["area"]):
        p["area"].remove(iid)
        if iid in p["fd"]:
            p["fd"].remove(iid)
        m.discard(iid)
    m.emit("circle", say("{player}'s Spell Circle becomes the Diabolic Aura.", player=m.who(s)))


@op("dj_end", s=int)
def _end(m, o):
    s = o["s"]
    p = m.p(s)
    if p["tok"] is not None:
        p["tok"] = None
        m.emit("circle", say("{player}'s Spell Circle leaves the board.", player=m.who(s)))
    if p["area"]:
        for iid in list(p["area"]):
            p["area"].remove(iid)
            if iid in p["fd"]:
                p["fd"].remove(iid)
            m.discard(iid)
        if p["ex"]:
            m.emit("discard", say("{player} discards the cards of the Diabolic Aura.",
                                  player=m.who(s)))
        else:
            m.emit("discard", say("{player} discards the cards of the Spell Circle.",
                                  player=m.who(s)))


def aura_range(m, s, iid) -> tuple[int, int] | None:
    """A Diabolic Aura card's range, with Curse the Earth and Dominion Over the Earth."""
    c = m.ci(iid)
    if c.rng is None:
        return None
    lo, hi = c.rng
    p = m.p(s)
    if c.kind == "special" and any(m.ci(t).id == "djanette-affliction" for t in p["tr"]):
        hi += 1
    hi += 2 * sum(1 for b in p["boosts"] if m.ci(b).id == "djanette-carmine-offering" and b not in p["fd"])
    return lo, hi


@effect("aura_power")
def _aura_power(m, s, e, o):
    d = distance(m, s)
    n = 0
    for iid in m.p(s)["area"]:
        r = aura_range(m, s, iid)
        if r and r[0] <= d <= r[1]:
            n += 1
    side = strike_side(m, s)
    if n and side is not None:
        side["b"][POWER] += 3 * n
        m.emit("effect", say("The Diabolic Aura gives +{n} Power.", n=3 * n))


def ritual_cards(m, s) -> list:
    d = abs(m.p(s)["pos"] - m.p(1 - s)["pos"])
    return [i for i in m.p(s)["hand"] if m.ci(i).rng and m.ci(i).rng[0] <= d <= m.ci(i).rng[1]]


@op("dj_blood_ritual", s=int)
def _blood_ritual(m, o):
    s = o["s"]
    opts = [[str(i), "discard", m.named(iid), m.name(iid), iid]
            for i, iid in enumerate(ritual_cards(m, s))]
    m.ask(s, "discard", say("Blood Ritual: discard a card whose range includes the opponent"), opts,
          {"op": "dj_blood_ritual_do", "s": s}, private=True)


@op("dj_blood_ritual_do", s=int)
def _blood_ritual_do(m, o):
    s, iid = o["s"], o["pick"][0]
    m.discard_from(s, "hand", iid)
    m.emit("discard", say("{player} discards {card} for Blood Ritual.", player=m.who(s),
                          card=m.named(iid)))
    m.push({"op": "eff", "s": s, "e": {"do": "nonlethal", "n": 1}},
           {"op": "eff", "s": s, "e": {"do": "draw", "n": 1}})


@effect("affliction_boost")
def _affliction_boost(m, s, e, o):
    """Play a boost from hand mid-strike, paying its cost (a boost's Strike is ignored then)."""
    p = m.p(s)
    force = force_available(m, s)
    opts = [["n", "pass", say("None"), None, None]]
    seen = set()
    for iid in p["hand"]:
        c = m.ci(iid)
        if not c.boostable or c.id in seen:
            continue
        if cost(m, s, c.bcost) <= force - (2 if c.ultra else 1):
            seen.add(c.id)
            opts.append([str(len(opts)), "boost",
                         say("Boost {boost} ({card})", boost=c.bname, card=card(c.id, c.name)),
                         c.name, iid])
    if len(opts) > 1:
        m.ask(s, "boost", say("Affliction: play a boost from your hand?"), opts,
              {"op": "dj_affliction_pick", "s": s}, private=True)


@op("dj_affliction_pick", s=int)
def _affliction_pick(m, o):
    if o["pick"][0] is not None:
        m.push({"op": "boost", "s": o["s"], "i": o["pick"][0], "z": "hand"})


@during("armor_per_transform")
def _armor_per_transform(m, s, e, acc):
    acc[ARMOR] += len(m.p(s)["tr"])


