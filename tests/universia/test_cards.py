"""The card pool: its size and keyword coverage, and every card played once with its effects."""

from collections import Counter

import pytest

from engine.universia.cards import ALL_KEYWORDS

from .helpers import (
    GAME,
    attack,
    enhancement,
    match,
    place,
    place_enh,
    player,
    set_mana,
    to_battle,
    to_hand,
    to_immaterial,
    to_nonmaterial,
    to_rest,
)

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


def _stage(sc, info):
    """Give every effect something to work on."""
    for cid in ("HT-001", "PN-003", "SL-001", "LA-002", "NB-004"):
        to_rest(sc, 0, cid)
    uni_monster = {"Prime Nexus": "PN-003", "Solar Legion": "SL-001", "Hollow Tide": "HT-001",
                   "Lumen Academy": "LA-002", "Neon Bazaar": "NB-004"}[info.universe]
    to_rest(sc, 0, uni_monster)
    place(sc, 1, 0, uni_monster)
    place(sc, 1, 1, "HT-001", "HT-401", "HT-402")


def _resolve(sc):
    """Answer follow-ups with their first option until the Main Phase comes back."""
    for _ in range(20):
        if sc.result is not None:
            return
        [d] = sc.pending()
        if d.kind == "main" and d.seat == 0:
            return
        theirs = [o for o in d.options if "{seat1}" in o.label]  # aim at the opponent
        sc.answer(d.seat, d.kind, label=(theirs or d.options)[0].label)


# The main option that plays each kind of card.
PLAY_LABELS = {"monster": "Play {}", "evolution": "Stack {}", "immaterial": "Play the Loner {}",
               "enhancement": "Activate {}", "field": "Activate {}"}


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind != "trap"], ids=lambda c: c.id)
def test_every_card_can_be_played_and_does_what_it_says(card):
    info = GAME.info[card.id]
    sc = match()
    set_mana(sc, 10)
    _stage(sc, info)
    if info.type == "evolution":
        base = next(c.id for c in CARDS if c.kind == "monster" and GAME.info[c.id].universe == info.universe
                    and GAME.info[c.id].level < info.level)
        place(sc, 0, 2, base)
        to_nonmaterial(sc, 0, card.id)
    elif info.type == "immaterial":
        to_immaterial(sc, 0, card.id)
        to_hand(sc, 0, info.student)
    else:
        to_hand(sc, 0, card.id)
    start = len(sc.events)
    sc.answer(0, "main", label=PLAY_LABELS[info.type].format(card.name), card=card.name)
    if info.type == "monster":
        sc.answer(0, "mode", label="Attack mode")
    elif info.type == "evolution":
        sc.answer(0, "stack", label="(zone 3)")
    _resolve(sc)
    text = "\n".join(e.text for e in sc.events[start:])
    for eff in (*info.effects, *info.jamming):
        assert EFFECT_SIGNS[eff["kw"]] in text, (eff["kw"], text)
    me = player(sc, 0, 0)
    if info.is_monster:
        assert card.id in [m["id"] for m in me["monsters"] if m is not None]
    elif info.type == "field":
        assert me["field"]["id"] == card.id
    elif info.permanent:
        assert card.id in [e["id"] for e in me["enhancements"] if e is not None]
    else:
        assert card.id in [c["id"] for c in me["rest"]]
        assert card.id not in [e["id"] for e in me["enhancements"] if e is not None]


@pytest.mark.parametrize("card", [c for c in CARDS if c.kind == "trap"], ids=lambda c: c.id)
def test_every_trap_answers_an_attack(card):
    info = GAME.info[card.id]
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "PN-003")
    place_enh(sc, 1, 0, card.id, fd=True)
    to_battle(sc)
    attack(sc, 0, 0, 0)
    start = len(sc.events)
    sc.answer(1, "respond", card=card.name)
    if sc.pending()[0].kind == "target":  # "Destroy an opposing monster": the attacker here
        sc.answer(1, "target", label="Destroy {seat0}'s Nexus Colossus (zone 1)")
    text = "\n".join(e.text for e in sc.events[start:])
    for eff in info.effects:
        assert EFFECT_SIGNS[eff["kw"]] in text, (eff["kw"], text)
    assert enhancement(sc, 1, 0) is None
    assert card.id in [c["id"] for c in player(sc, 1)["rest"]]
