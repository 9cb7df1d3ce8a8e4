"""The card pool: its size and keyword coverage, and every card played once with its effects."""

from collections import Counter

import pytest

from engine.universia.cards import ALL_KEYWORDS

from .helpers import GAME, choose, decision, match, place, place_enh, to_battle, to_hand, to_rest

CARDS = GAME.cards()


def test_pool_size_universes_and_every_keyword_twice():
    assert len(CARDS) >= 100
    generic = {ci.universe: ci.generic for ci in GAME.info.values()}  # Universe -> generic
    assert sum(generic.values()) == 1 and len(generic) - 1 >= 3
    used = Counter(k for c in CARDS for k in c.data["keywords"])
    missing = {k: used[k] for k in ALL_KEYWORDS if used[k] < 2}
    assert not missing, missing


# What each effect leaves in the log when it resolves.
EFFECT_SIGNS = {"Revive": "Revive:", "Abduct": "Abduct:", "Waste": "Waste:", "Spare": "Spare:",
                "Recycle": "Recycle:", "Draw": "draws a card", "Regress": "Regress:",
                "HighMoral": "HighMoral:", "HighGrit": "HighGrit:", "Strife": "Strife:",
                "Raze": "Raze:", "Damage": "damage", "Heal": "life.", "Negate": "negated",
                "Destroy": "is destroyed"}


def _stage(m, info):
    """Give every effect something to work on."""
    for cid in ("HT-001", "PN-003", "SL-001", "LA-002", "NB-004"):
        to_rest(m, 0, cid)
    uni_monster = {"Prime Nexus": "PN-003", "Solar Legion": "SL-001", "Hollow Tide": "HT-001",
                   "Lumen Academy": "LA-002", "Neon Bazaar": "NB-004"}[info.universe]
    to_rest(m, 0, uni_monster)
    place(m, 1, 0, uni_monster)
    place(m, 1, 1, "HT-001", "HT-401", "HT-402")


def _resolve(m):
    """Answer follow-ups with their first option until the Main Phase comes back."""
    for _ in range(20):
        if m.result is not None:
            return
        d = decision(m)
        if d.kind == "main" and d.seat == 0:
            return
        theirs = [o for o in d.options if "{seat1}" in o.label]  # aim at the opponent
        choose(m, d.seat, oid=(theirs or d.options)[0].id)


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind != "trap"], ids=lambda c: c.id)
def test_every_card_can_be_played_and_does_what_it_says(card):
    info = GAME.info[card.id]
    m = match()
    m.state["mana"] = 10
    _stage(m, info)
    if info.type == "evolution":
        base = next(c.id for c in CARDS if c.kind == "monster" and GAME.info[c.id].universe == info.universe
                    and GAME.info[c.id].level < info.level)
        place(m, 0, 2, base)
        iid = to_hand(m, 0, card.id)
        m.state["p"][0]["nm"].append(m.state["p"][0]["hand"].pop())
    elif info.type == "immaterial":
        iid = to_hand(m, 0, card.id)
        m.state["p"][0]["imm"].append(m.state["p"][0]["hand"].pop())
        to_hand(m, 0, info.student)
    else:
        iid = to_hand(m, 0, card.id)
    start = len(m.events)
    d = decision(m)
    hand = m.state["p"][0]["hand"]
    opt = next(o for o in d.options if o.card == card.name
               and (iid not in hand or o.id[1:] == str(hand.index(iid))))
    m.apply(0, d.id, [opt.id])
    if info.type == "monster":
        choose(m, 0, "mode", oid="a")
    elif info.type == "evolution":
        choose(m, 0, "stack", oid="z2")
    _resolve(m)
    text = "\n".join(e.text for e in m.events[start:])
    for eff in (*info.effects, *info.jamming):
        assert EFFECT_SIGNS[eff["kw"]] in text, (eff["kw"], text)
    where = m.card_zones()
    if info.is_monster:
        assert iid in where["p0.monsters"]
    elif info.type == "field":
        assert where["p0.field"] == [iid]
    elif info.permanent:
        assert iid in where["p0.enhancements"]
    else:
        assert iid in where["p0.rest"]


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind == "trap"], ids=lambda c: c.id)
def test_every_trap_answers_an_attack(card):
    info = GAME.info[card.id]
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 1, 0, "PN-003")
    place_enh(m, 1, 0, card.id, fd=True)
    to_battle(m)
    choose(m, 0, oid="k0t0")
    start = len(m.events)
    choose(m, 1, "respond", card=card.name)
    if decision(m).kind == "target":  # "Destroy an opposing monster": the attacker here
        choose(m, 1, "target", oid="c0")
    text = "\n".join(e.text for e in m.events[start:])
    for eff in info.effects:
        assert EFFECT_SIGNS[eff["kw"]] in text, (eff["kw"], text)
    assert m.state["p"][1]["ez"][0] is None
