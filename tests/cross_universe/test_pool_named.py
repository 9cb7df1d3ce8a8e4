"""Exact outcomes of the cards that name other cards (issue 18), and friends: Sage's
Alchemic Stone, Jackal Priest, Ammit, Bastet, Scrap Chief, Amuru, Erase, Martyr to
Ideals, Rescue Operation and Flip Wind. Format as in scenes.py; battle scenes start in
seat 1's battle phase (turn="b2"), so deltas read (defender, attacker).

Most of the cards they name are not in Duelhall ('Soul Sacrifice', 'Scrap Build',
"Amnesia's Arrival", 'Logic Box', 'Absolute God of the Perfect World', 'Super Agent G')
or have no known effect ('Alchemic Polymerization'), so in real decks the search by
name finds nothing: the scenes of `NOTHING_NAMED` pin that down. `NAMED` plays the named
part all the same: for the length of one scene a real card stands in under the missing
name (its catalog definition is renamed, and restored afterwards), which is what a card
"treated as being named ..." would be to these cards. Those scenes live in a dict, not a
list, so the coverage guard replays them only through the pinned test below, inside the
stand-in's context.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from engine.core import Rng

from .helpers import G
from .scenes import (
    ZONES,
    R,
    Scene,
    act,
    build,
    card_named,
    cast_then,
    check,
    deploy,
    pins,
    snapshot,
    step,
)
from .test_card_pool_2 import all_of, lacks, logged, on_field, set_life
from .test_card_scenes import fight, trig

AMMIT = "Ammit, Phantom Beast of the Underworld"
AMURU = "Amuru, Immortal Ice Flower"
BASTET = "Bastet, Guardian of Souls"
ERASE = "Erase, Amnesia King"
TROOPER = "Ice Spear Assault Trooper"  # a vanilla Ice-type unit (600/0)
# opponent's turn 1 -> its end phase: both pass on main phase 1, seat 0 passes on the
# end phase's stack 1 (no battle phase on turn 1)
TO_OPP_END = ["pass", "pass", "pass"]


@contextmanager
def standing_in(names: dict):
    """Real cards stand in under names Duelhall lacks ({real name: missing name}) for the
    length of the block: the catalog's definitions are renamed, then restored."""
    defs = [(G.info[card_named(real)], missing) for real, missing in names.items()]
    # a definition may also keep its names as a tuple (the names matched off the field)
    keys = [k for k in ("name", "names") if hasattr(defs[0][0], k)]
    old = [{k: getattr(d, k) for k in keys} for d, _ in defs]
    try:
        for d, missing in defs:
            for k in keys:
                setattr(d, k, missing if k == "name" else (missing,))
        yield
    finally:
        for (d, _), was in zip(defs, old, strict=True):
            for k, v in was.items():
                setattr(d, k, v)


def hand_revealed(seat, *names):
    """Everyone (a spectator's view) sees exactly these cards of `seat`'s hand."""
    return lambda d, r: [c["name"] for c in d.m.view(None)["players"][seat]["hand_revealed"]] \
        == list(names)


def unit_order(seat, *names):
    return lambda d, r: [c["name"] for c in d.m.view(None)["players"][seat]["units"] if c] \
        == list(names)


def boost(ref, atk):
    """Setup: the unit has +atk Attack until end of turn (a continuous effect)."""
    def pre(d, r):
        d.add_effect({"atk": atk, "ts": 0, "src": None, "tgt": r[ref], "until": d.s["turn"]})
    return pre


# ------------------------------------------------------------ real cards only
CARDS = [
    Scene("Flip Wind: reveals the opponent's one hand card until end of turn, then adds "
          "a Flip Wind from the deck",
          cast_then("Flip Wind", "Flip Wind"),
          me={"hand": ["Flip Wind"], "deck": ["Flip Wind"]}, opp={"hand": ["Parry"]},
          expect={"mana": (-1, 0), "hand": (0, 0), "deck": (-1, 0), "discard": (1, 0),
                  "check": all_of(hand_revealed(1, "Parry"), hand_revealed(0),
                                  logged("Revealed: Parry (until end of turn)."))}),
    Scene("Flip Wind: adds the Flip Wind of the discard pile; or nothing",
          cast_then("Flip Wind", "Flip Wind (your discard") + cast_then("Flip Wind", []),
          me={"hand": ["Flip Wind", "Parry"], "discard": ["Flip Wind"]},
          opp={"hand": ["Parry", "Arson"]},
          expect={"mana": (-2, 0), "hand": (-1, 0), "discard": (1, 0),
                  "check": all_of(hand_revealed(1, "Parry", "Arson"), hand_revealed(0))}),
    Scene("Flip Wind: cannot be cast while no card of the opponent's hand is unrevealed",
          ["Cast Flip Wind", *R], me={"hand": ["Flip Wind", "Flip Wind"]},
          opp={"hand": ["Parry"]},
          expect={"check": all_of(hand_revealed(1, "Parry"), lacks(0, "Cast Flip Wind"))}),
    Scene("Rescue Operation: a Psychic unit of level 2 or lower back from the discard pile "
          "and one with another name from the deck",
          deploy("Rescue Operation"),
          me={"hand": ["Rescue Operation"], "discard": ["Agent F"],
              "deck": ["Agent F", "Clairvoyance Operator"]},
          expect={"hand": (1, 0), "deck": (-1, 0), "discard": (0, 0),
                  "zones": {"0:Agent F": "hand", "0:Clairvoyance Operator": "hand"}}),
    Scene("Rescue Operation: no Psychic unit with another name (nor a 'Super Agent G') in "
          "the deck: the block ends, the chosen unit stays in the discard pile",
          deploy("Rescue Operation"),
          me={"hand": ["Rescue Operation"], "discard": ["Agent F"], "deck": ["Agent F"]},
          expect={"hand": (-1, 0), "discard": (1, 0), "deck": (0, 0),
                  "zones": {"0:Agent F": "discard"},
                  "check": logged("Rescue Operation: the rest cannot be done; the block ends.")}),
    Scene(f"{AMMIT}: summoned from the discard pile, it permanently gains Attack equal to "
          "the opponent's life",
          act("Rising from the Deep") + trig(AMMIT),
          me={"field": ["Rising from the Deep"], "discard": [AMMIT]}, pre=set_life(1, 850),
          expect={"mana": (-7, 0), "zones": {f"0:{AMMIT}": "unit"},
                  "stats": {f"0:{AMMIT}": (7, 850, 500)}}),
    Scene(f"{AMMIT}: destroys a unit in a fight: no 'Soul Sacrifice' in the discard pile, "
          "no damage", fight(AMMIT) + trig(AMMIT), turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": [AMMIT]},
          pre=boost(f"1:{AMMIT}", 300),
          expect={"life": (0, 0), "zones": {"0:Fish Sucker": "discard"}}),
    Scene(f"{BASTET}: no 'Soul Sacrifice' in the spell & item zone, printed values",
          [], me={"field": [BASTET, "Stone Circle"]},
          expect={"stats": {f"0:{BASTET}": (3, 100, 100)}}),
    Scene(f"{BASTET}: discarded from the field (retired), adds a Ghost Myth unit of level 7 "
          "or higher from the deck",
          ["Retire units", BASTET, *R] + trig(BASTET),
          me={"field": [BASTET], "deck": ["Bahamut, the Leviathan", AMMIT]},
          expect={"mana": (3, 0), "hand": (1, 0), "zones": {f"0:{AMMIT}": "hand",
                                                            "0:Bahamut, the Leviathan": "deck"}}),
    Scene(f"{BASTET}: destroyed is discarded from the field too",
          cast_then("Explosion", BASTET) + trig(BASTET),
          me={"field": [BASTET, "Fish Sucker"], "hand": ["Explosion"], "deck": [AMMIT]},
          expect={"life": (0, -150), "zones": {f"0:{AMMIT}": "hand", f"0:{BASTET}": "discard"}}),
    Scene(f"{AMURU}: the opponent's end phase: discard an Ice card, 200 damage",
          TO_OPP_END + [f"Activate {AMURU}", *R],
          opp={"field": [AMURU], "hand": [TROOPER]},
          expect={"life": (-200, 0), "hand": (0, -1), "zones": {f"1:{TROOPER}": "discard"}}),
    Scene(f"{AMURU}: not in its own end phase", ["pass", "pass"],
          me={"field": [AMURU], "hand": [TROOPER]},
          expect={"check": lacks(0, f"Activate {AMURU}")}),
    Scene(f"{ERASE}: +100 Attack for each card in both exile zones",
          [], me={"field": [ERASE], "exile": ["Arson", "Parry"]}, opp={"exile": ["Arson"]},
          expect={"stats": {f"0:{ERASE}": (11, 300, 800)}}),
    Scene(f"{ERASE}: destroys a unit in a fight, the opponent's top 5 are exiled (and count)",
          fight(ERASE) + trig(ERASE), turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": [ERASE], "exile": ["Arson", "Parry"]},
          expect={"deck": (-5, 0), "exile": (5, 0), "zones": {"0:Fish Sucker": "discard"},
                  "stats": {f"1:{ERASE}": (11, 700, 800)}}),
]


@pytest.mark.parametrize("sc", CARDS, ids=str)
def test_cards_with_real_cards(sc):
    check(sc)


# ------------------------------------------- the named card is not there
NOTHING_NAMED = [
    Scene("Sage's Alchemic Stone: no 'Alchemic Polymerization' in the deck: nothing to add, "
          "it cannot be deployed", [], me={"hand": ["Sage's Alchemic Stone"]},
          expect={"check": lacks(0, "Deploy Sage's Alchemic Stone")}),
    Scene("Scrap Chief: no 'Scrap Build' in the deck: not offered", [],
          me={"field": ["Scrap Chief"]}, expect={"check": lacks(0, "Activate Scrap Chief")}),
    Scene("Jackal Priest: no 'Soul Sacrifice' in the deck or discard pile: not offered", [],
          me={"field": ["Jackal Priest"], "hand": ["Fish Sucker"]},
          expect={"check": lacks(0, "Activate Jackal Priest")}),
    Scene("Martyr to Ideals: no 'Logic Box' on the field: not offered", [],
          me={"field": ["Martyr to Ideals"], "hand": ["Arson", "Parry"],
              "deck": ["Bahamut, the Leviathan"]},
          expect={"check": lacks(0, "Activate Martyr to Ideals")}),
    Scene(f"{AMURU}: destroyed with no \"Amnesia's Arrival\" in the discard pile: no trigger",
          cast_then("Explosion", AMURU),
          me={"field": [AMURU, TROOPER, TROOPER], "hand": ["Explosion"]},
          expect={"life": (0, -400), "zones": {f"0:{AMURU}": "discard"},
                  "check": lacks(0, f"Activate {AMURU}")}),
    Scene(f"{ERASE}: destroyed with no \"Amnesia's Arrival\" in the discard pile: no trigger",
          ["Cast Explosion", *R], me={"field": [ERASE], "hand": ["Explosion"]},
          expect={"zones": {f"0:{ERASE}": "discard"}, "check": lacks(0, f"Activate {ERASE}")}),
]


@pytest.mark.parametrize("sc", NOTHING_NAMED, ids=str)
def test_the_named_card_is_not_there(sc):
    check(sc)


# ------------------------------------------- a real card under the missing name
# key -> (scene, {real card: the missing name it stands in for})
NAMED = {
    "stone": (Scene(
        "Sage's Alchemic Stone: pay 100 life, every 'Alchemic Polymerization' of the deck to "
        "the hand", deploy("Sage's Alchemic Stone"),
        me={"hand": ["Sage's Alchemic Stone"], "deck": ["Arson", "Parry", "Arson"]},
        expect={"life": (-100, 0), "hand": (1, 0), "deck": (-2, 0),
                "zones": {"0:Arson": "hand", "0:Parry": "deck"}}),
        {"Arson": "Alchemic Polymerization"}),
    "scrap": (Scene(
        "Scrap Chief: pay 1 mana, a 'Scrap Build' from the deck to the hand",
        act("Scrap Chief"), me={"field": ["Scrap Chief"], "deck": ["Arson"]},
        expect={"mana": (-1, 0), "hand": (1, 0), "zones": {"0:Arson": "hand"},
                "check": lacks(0, "Activate Scrap Chief")}),
        {"Arson": "Scrap Build"}),
    "jackal": (Scene(
        "Jackal Priest: discard a unit, a 'Soul Sacrifice' from the discard pile to the hand",
        act("Jackal Priest"),
        me={"field": ["Jackal Priest"], "hand": ["Fish Sucker", "Parry"], "discard": ["Arson"]},
        expect={"hand": (0, 0), "zones": {"0:Arson": "hand", "0:Fish Sucker": "discard"}}),
        {"Arson": "Soul Sacrifice"}),
    "ammit": (Scene(
        f"{AMMIT}: destroys a unit in a fight: 100 damage per 'Soul Sacrifice' in the "
        "discard pile", fight(AMMIT) + trig(AMMIT), turn="b2",
        me={"field": ["Fish Sucker"], "discard": ["Arson"]},
        opp={"field": [AMMIT], "discard": ["Arson", "Arson", "Parry"]},
        pre=boost(f"1:{AMMIT}", 300), expect={"life": (-200, 0)}),
        {"Arson": "Soul Sacrifice"}),
    "bastet": (Scene(
        f"{BASTET}: +200/+200 for each 'Soul Sacrifice' in your spell & item zone",
        [], me={"field": [BASTET, "Stone Circle", "Stone Circle"]},
        opp={"field": ["Stone Circle"]},
        expect={"stats": {f"0:{BASTET}": (3, 500, 500)}}),
        {"Stone Circle": "Soul Sacrifice"}),
    "amuru": (Scene(
        f"{AMURU}: destroyed with an \"Amnesia's Arrival\" in the discard pile: destroy 2 "
        "cards of your field sharing a type with it, it returns to the field (placed)",
        cast_then("Explosion", AMURU) + trig(AMURU),
        me={"field": [AMURU, TROOPER, "Snow Bird of Paradise", "Fish Sucker"],
            "hand": ["Explosion"], "discard": ["Arson"]},
        expect={"life": (0, -400), "zones": {f"0:{AMURU}": "unit", f"0:{TROOPER}": "discard",
                                             "0:Snow Bird of Paradise": "discard",
                                             "0:Fish Sucker": "unit"},
                "check": all_of(on_field(0, AMURU, attack=800),
                                lambda d, r: not d.card(r[f"0:{AMURU}"]).get("summoned_this_turn"))}),
        {"Arson": "Amnesia's Arrival"}),
    "amuru_short": (Scene(
        f"{AMURU}: only 1 other card of your field shares a type: it cannot be activated",
        cast_then("Explosion", AMURU),
        me={"field": [AMURU, TROOPER, "Fish Sucker"], "hand": ["Explosion"], "discard": ["Arson"]},
        expect={"zones": {f"0:{AMURU}": "discard"}, "check": lacks(0, f"Activate {AMURU}")}),
        {"Arson": "Amnesia's Arrival"}),
    "erase": (Scene(
        f"{ERASE}: destroyed with an \"Amnesia's Arrival\" in the discard pile: the top 10 "
        "of your deck exiled, it returns to the field and counts them",
        ["Cast Explosion", *R] + trig(ERASE),
        me={"field": [ERASE], "hand": ["Explosion"], "discard": ["Arson"]},
        expect={"deck": (-10, 0), "exile": (10, 0), "zones": {f"0:{ERASE}": "unit"},
                "stats": {f"0:{ERASE}": (11, 1000, 800)}}),
        {"Arson": "Amnesia's Arrival"}),
    "martyr": (Scene(
        "Martyr to Ideals: with a 'Logic Box' on your field, discard 2: an 'Absolute God of "
        "the Perfect World' of the deck takes its unit zone, it goes to the deck",
        act("Martyr to Ideals", ["Arson", "Parry"]),
        me={"field": ["Fish Sucker", "Martyr to Ideals", "Patrol Ball", "Stone Circle"],
            "hand": ["Arson", "Parry", "Holy Light"], "deck": ["Enju, Flickering Creature"]},
        expect={"hand": (-2, 0), "discard": (2, 0), "deck": (0, 0),
                "zones": {"0:Martyr to Ideals": "deck", "0:Enju, Flickering Creature": "unit"},
                "check": unit_order(0, "Fish Sucker", "Absolute God of the Perfect World",
                                    "Patrol Ball")}),
        {"Stone Circle": "Logic Box", "Enju, Flickering Creature": "Absolute God of the Perfect World"}),
    "martyr_no_box": (Scene(
        "Martyr to Ideals: an 'Absolute God of the Perfect World' in the deck but no 'Logic "
        "Box' on the field: not offered", [],
        me={"field": ["Martyr to Ideals", "Stone Circle"], "hand": ["Arson", "Parry"],
            "deck": ["Enju, Flickering Creature"]},
        expect={"check": lacks(0, "Activate Martyr to Ideals")}),
        {"Enju, Flickering Creature": "Absolute God of the Perfect World"}),
    "martyr_no_god": (Scene(
        "Martyr to Ideals: a 'Logic Box' on the field but no 'Absolute God of the Perfect "
        "World' in the deck: not offered", [],
        me={"field": ["Martyr to Ideals", "Stone Circle"], "hand": ["Arson", "Parry"]},
        expect={"check": lacks(0, "Activate Martyr to Ideals")}),
        {"Stone Circle": "Logic Box"}),
    "rescue": (Scene(
        "Rescue Operation: a 'Super Agent G' from the deck, then the chosen unit",
        deploy("Rescue Operation"),
        me={"hand": ["Rescue Operation"], "discard": ["Agent F"],
            "deck": ["Agent F", "Patrol Ball"]},
        expect={"hand": (1, 0), "zones": {"0:Agent F": "hand", "0:Patrol Ball": "hand"}}),
        {"Patrol Ball": "Super Agent G"}),
}


def _run_named(key: str) -> None:
    """The scene of `NAMED[key]`, with its stand-ins carrying the missing names while it
    plays and while its expectations are read (as scenes.check)."""
    sc, names = NAMED[key]
    d, refs = build(sc)
    before = snapshot(d)
    with standing_in(names):
        d.refresh()  # the open question and derived values, asked again under the names
        for st in sc.script:
            step(d, st)
        left = [x.kind for x in d.m.pending() if x.kind not in ("block", "phase")]
        assert not left, f"the script left a decision unanswered: {left}"
        after = snapshot(d)
        ex = sc.expect
        for k in ("life", "mana") + ZONES:
            if k in ex:
                got = tuple(a - b for a, b in zip(after[k], before[k], strict=True))
                assert got == tuple(ex[k]), f"{k}: changed by {got}, expected {ex[k]}"
        for ref, zone in ex.get("zones", {}).items():
            assert d.zone(refs[ref]) == zone, f"{ref} is in {d.zone(refs[ref])}, expected {zone}"
        for ref, want in ex.get("stats", {}).items():
            got = d.stats(refs[ref])[:3]
            assert got == tuple(want), f"{ref}: (level, Attack, Defense) {got}, expected {want}"
        if "check" in ex:
            assert ex["check"](d, refs), f"{sc.name}: custom check failed"


@pytest.mark.parametrize("key", list(NAMED))
def test_a_real_card_under_the_missing_name(key):
    _run_named(key)


@pins("Sage's Alchemic Stone", "Scrap Chief", "Jackal Priest", AMMIT, BASTET, AMURU, ERASE,
      "Martyr to Ideals", "Rescue Operation")
def test_every_named_scene():
    """What the coverage guard replays for NAMED (a pinned test takes no arguments)."""
    for key in NAMED:
        _run_named(key)


def test_stand_ins_get_their_names_back():
    _run_named("martyr")
    assert all(n == "Stone Circle" for n in getattr(G.info[card_named("Stone Circle")], "names",
                                                     ("Stone Circle",)))
    assert G.info[card_named("Enju, Flickering Creature")].name == "Enju, Flickering Creature"
    assert G.info[card_named("Stone Circle")].name == "Stone Circle"


# ------------------------------------------- Flip Wind: what stays known, and for how long
def _flip_wind_on(opp_hand: list) -> tuple:
    sc = Scene("Flip Wind: setup", [], me={"hand": ["Flip Wind", "Silver Bullet"]},
               opp={"hand": opp_hand})
    d, refs = build(sc)
    for st in ["Cast Flip Wind", *R]:
        step(d, st)
    return d, refs


@pins("Flip Wind")
def test_flip_wind_reveals_to_both_players_and_the_ai_keeps_it():
    d, refs = _flip_wind_on(["Parry"])
    parry = refs["1:Parry"]
    for viewer in (None, 0, 1):
        assert [c["iid"] for c in d.view(viewer)["players"][1]["hand_revealed"]] == [parry]
    assert d.view(0)["players"][1]["hand"] == 1  # still a count: only the revealed card shows
    assert not any(parry in d.m.secret_from(s) for s in (None, 0, 1))
    assert any(e.visible_to is None and "Revealed: Parry" in e.text for e in d.m.events)
    for seed in range(5):
        guess = d.m.determinize(0, Rng(seed))
        assert parry in guess.state["p"][1]["hand"] and len(guess.state["p"][1]["hand"]) == 1


@pins("Flip Wind")
def test_flip_wind_hides_the_card_again_when_the_turn_ends():
    d, refs = _flip_wind_on(["Parry", "Arson"])
    shown = d.view(None)["players"][1]["hand_revealed"]
    assert len(shown) == 1
    hidden = refs["1:Arson"] if shown[0]["name"] == "Parry" else refs["1:Parry"]
    assert hidden in d.m.secret_from(0) and shown[0]["iid"] not in d.m.secret_from(0)
    guess = d.m.determinize(0, Rng(3))
    assert shown[0]["iid"] in guess.state["p"][1]["hand"]
    d.skip_to("main1", 2)
    assert d.view(None)["players"][1]["hand_revealed"] == []
    assert {refs["1:Arson"], refs["1:Parry"]} <= d.m.secret_from(0)


@pins("Flip Wind")
def test_flip_wind_ends_when_the_card_leaves_the_hand():
    d, refs = _flip_wind_on(["Parry"])
    parry = refs["1:Parry"]
    for st in [*R, "Deploy Silver Bullet", *R, "Name Parry"]:
        step(d, st)
    assert d.zone(parry) == "discard" and d.view(None)["players"][1]["hand_revealed"] == []
    d.move(parry, "hand")  # back in the hand (setup shortcut): hidden as any other card
    assert parry in d.m.secret_from(0) and d.view(None)["players"][1]["hand_revealed"] == []


@pins(AMMIT)
def test_ammit_keeps_the_life_it_read_when_the_trigger_resolved():
    sc = CARDS[5]
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    ammit = refs[f"0:{AMMIT}"]
    d.set_life(1, 300)
    assert d.stats(ammit) == (7, 850, 500)
    d.skip_to("main1", 2)  # permanent: it outlasts the turn
    assert d.stats(ammit) == (7, 850, 500)


@pins("Martyr to Ideals")
def test_martyr_to_ideals_as_the_partner_swaps_into_the_partner_zone():
    sc, names = NAMED["martyr"]
    sc = Scene(sc.name, [], me={"field": ["Stone Circle"], "hand": ["Arson", "Parry"],
                                "deck": ["Enju, Flickering Creature"]},
               partners=("Martyr to Ideals", "Will o' the Wisp"))
    d, refs = build(sc)
    martyr = d.partner(0)
    with standing_in(names):
        d.refresh()
        for st in act("Martyr to Ideals"):  # the only 2 cards of the hand: discarded at once
            step(d, st)
        assert d.partner(0) == refs["0:Enju, Flickering Creature"]
        assert d.zone(martyr) == "deck" and d.units(0) == []
        assert logged("exchanges their partner Martyr to Ideals for Absolute God")(d, refs)


@pins("Flip Wind")
def test_flip_wind_card_is_on_the_board_alt_text_and_readable_by_anyone():
    from bot import reader
    from engine import visible_cards
    from render import registry
    d, refs = _flip_wind_on(["Parry", "Arson"])
    public = d.view(None)
    shown = public["players"][1]["hand_revealed"][0]
    other = refs["1:Arson"] if shown["name"] == "Parry" else refs["1:Parry"]
    alt = registry.describe_board("cross-universe", public, ["Ann", "Bo"])
    assert f"revealed in hand {shown['name']}" in alt
    readable = [c["iid"] for c in visible_cards(public)]
    assert shown["iid"] in readable and other not in readable
    assert reader.places(public, ["Ann", "Bo"])[shown["iid"]] == "Bo's hand (revealed)"
    registry.draw_board("cross-universe", public, ["Ann", "Bo"])  # draws with the new fact


def test_a_reveal_or_effect_that_lasts_an_unknown_time_fails_when_the_catalog_loads():
    from engine.core import CardDataError
    from engine.cross_universe.effects import check_program
    check_program([{"op": "reveal", "sel": {"zone": "hand", "side": "opp"}, "until": "eot"}], "ok")
    with pytest.raises(CardDataError, match="'reveal' cannot last 'forever'"):
        check_program([{"op": "reveal", "sel": {"zone": "hand"}, "until": "forever"}], "Flip Wind")
    with pytest.raises(CardDataError, match="cannot last 'your_battle'"):
        check_program([{"op": "mod", "of": "self", "atk": 1, "until": "your_battle"}], "x")
