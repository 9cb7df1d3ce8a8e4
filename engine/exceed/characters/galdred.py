"""Galdred / The Beast Within: a hand kept at 3, then a printed attack that loves an empty hand."""

from __future__ import annotations

from engine.core.words import card, say

from ..cards import CardInfo
from ..discards import told_discard
from ..effects import name_options, strike_side, transformable
from ..listeners import listen
from ..payment import rule_count
from ..registry import during, effect, op
from ..rule_names import implements
from ..statline import POWER, SPEED
from . import Character, register

# standing rules this character's code reads by name
NO_ESCAPE = implements("no_escape")

BEAST = CardInfo({
    "id": "galdred-beast-within", "name": "The Beast Within", "kind": "special", "range": [1, 2],
    "power": 6, "speed": 6, "armor": 0, "guard": 0, "gauge_cost": 0,
    "text": "-1 Power and -1 Speed per card in your hand. Hit: put the bottom card of your discard pile into your gauge.",
    "effects": [
        {"when": "during", "do": "beast_hand"},
        {"when": "hit", "do": "discard_to_gauge", "n": 1, "bottom": True,
         "text": say("The Beast Within: bottom of the discard pile to gauge")},
    ],
    "boost": {"name": "", "kind": "instant", "cost": 0, "text": "", "effects": []},
}, "galdred")


class Galdred(Character):
    id = "galdred"

    def on_exceed(self, m, s, dying=False) -> list:
        if m.state["st"] is None:
            return [{"op": "strike", "s": s}]
        return []

    def strike_sources(self, m, s) -> list:
        if m.p(s)["ex"]:
            return [[say("The Beast Within (your character's attack)"), "face", None]]
        return []

    def set_from(self, m, s, source, iid) -> None:
        side = strike_side(m, s)
        side["src"] = "face"
        m.emit("set", say("{player} sets an attack.", player=m.who(s)))


register(Galdred())


@listen("action_menu", char="galdred")
def _actions(m, s, _iid) -> list:
    if rule_count(m, s, NO_ESCAPE):
        return [["activate", say("No Escape: name a card, then Strike"), None,
                 {"op": "ga_no_escape", "s": s}]]
    return []


@listen("face_attack", char="galdred")
def _face_attack(m, s, _iid):
    return BEAST


@listen("end_draw", char="galdred")
def _end_draw(m, s, _iid):
    return None if m.p(s)["ex"] else [{"op": "hand_to_three", "s": s}]


@listen("boost_zones", rule="gauge_boost")
def _secret_formula_zones(m, s, _iid) -> bool:
    """Secret Formula: you may boost from your gauge..."""
    return True


@listen("boost_ended", rule="gauge_boost")
def _secret_formula_refill(m, s, _iid, iid, zone) -> None:
    """...and the gauge refills with the top card of the deck afterwards."""
    p = m.p(s)
    if zone == "gauge" and p["deck"]:
        top = p["deck"].pop(0)  # not a draw: an empty deck simply gives nothing
        p["gauge"].append(top)
        m.emit("gauge", say("{player} refills the gauge with the top card of the deck ({card}).",
                            player=m.who(s), card=m.named(top)))


@listen("action_over", rule="instinctive")
def _instinctive(m, s, _iid) -> bool:
    if m.p(s)["hand"]:
        return False
    m.confirm(s, say("Instinctive Response: your hand is empty. Strike now?"),
              {"op": "strike", "s": s}, say("Strike"), say("No"))
    return True


@listen("life_for_force", rule="force_life")
def _hidden_strength(m, s, _iid) -> bool:
    return True


@during("beast_hand")
def _beast_hand(m, s, e, acc):
    n = len(m.p(s)["hand"])
    acc[POWER] -= n
    acc[SPEED] -= n


@op("hand_to_three", s=int, src=int, optional=("src",))
def _hand_to_three(m, o):
    s = o["s"]
    n = len(m.p(s)["hand"])
    if n < 3:
        m.draw(s, 3 - n)
    elif n > 3:
        told_discard(m, o.get("src", s), s, 3, "down_to", prompt=say("Discard down to exactly 3 cards"))


@effect("hands_to_three")
def _hands_to_three(m, s, e, o):
    m.push({"op": "hand_to_three", "s": s, "src": s}, {"op": "hand_to_three", "s": 1 - s, "src": s})


@effect("hydra_helix")
def _hydra_helix(m, s, e, o):
    m.push({"op": "eff", "s": s, "e": {"do": "advantage"}})
    for w in (s, 1 - s):
        told_discard(m, s, w, 0, "all", prompt=say("Hydra Helix: discard your hand"))


@effect("obsessive_research")
def _obsessive_research(m, s, e, o):
    hand = m.p(s)["hand"]
    choices = transformable(m, s, hand)
    if choices:
        opts = [[str(i), "choose", say("Transform {boost} ({card})", boost=m.ci(iid).bname,
                                       card=m.named(iid)), m.name(iid), iid]
                for i, iid in enumerate(choices)]
        m.push({"op": "ga_research_rest", "s": s})
        m.ask(s, "choose",
              say("Obsessive Research: put a card from your hand into your transformation area"),
              opts, {"op": "transform_pick", "s": s, "z": "hand"}, private=True)
    else:
        m.push({"op": "ga_research_rest", "s": s})


@op("ga_research_rest", s=int)
def _research_rest(m, o):
    s = o["s"]
    hand = list(m.p(s)["hand"])
    for iid in hand:
        m.discard_from(s, "hand", iid)
    if hand:
        m.emit("discard", say("{player} discards {cards}.", player=m.who(s), cards=m.named_all(hand)))


@effect("force_exceed")
def _force_exceed(m, s, e, o):
    t = 1 - s
    if not m.p(t)["ex"]:
        m.push({"op": "exceed", "s": t})


@op("ga_no_escape", s=int)
def _no_escape(m, o):
    s = o["s"]
    opts = name_options(m, s)
    seen = {x[4] for x in opts}
    for x in name_options(m, 1 - s):
        if x[4] not in seen:
            opts.append([str(len(opts)), x[1], x[2], x[3], x[4]])
    m.ask(s, "choose", say("No Escape: name a card that is not a valid attack in this strike"), opts,
          {"op": "ga_no_escape_go", "s": s})


@op("ga_no_escape_go", s=int)
def _no_escape_go(m, o):
    s, cid = o["s"], o["pick"][0]
    name = m.game.info[cid].name
    m.emit("effect", say("{player} names {card}.", player=m.who(s), card=card(cid, name)))
    m.state["tf"]["strike_rules"] = {"noname": name}
    m.push({"op": "strike", "s": s})

