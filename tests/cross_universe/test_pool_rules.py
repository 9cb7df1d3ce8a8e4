"""Exact outcomes of the last rules-level cards of the pool (issue 18): sets of cards chosen
one at a time under a constraint over the whole set (queries.py), base values in fights, and
"after you were dealt damage". Format as in scenes.py; battle scenes start in seat 1's
battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .helpers import cid
from .scenes import P, R, Scene, build, cast, check, pins, step
from .test_card_pool_2 import all_of, lacks, logged, placed_not_summoned, units
from .test_card_scenes import attack, fight, trig

WR = "Water Regeneration"
PW = "Plain World"
OC = "Otherworldly Corruption"
FWS = "Flaming Wave Slash"
REI = "Rei, Jet Black Summoner"
CR = "Chaotic Resummon"
CS = "Counterattack Signal"
WATER_DECK = ["Slime Commander", "Sentient Water", "Water Jar Dweller"]


def offered(seat, *labels):
    """The decision of `seat` offers exactly these cards (label beginnings), in any order."""
    def ok(d, r):
        got = sorted(x.split(" (")[0] for x in d.labels(seat))
        return got == sorted(labels)
    return ok


WATER = [
    Scene(f"{WR}: a single-typed Water unit destroyed: pay 200, it is exiled, Water units of its "
          "combined level are placed from the deck",
          cast("Explosion") + [f"Activate {WR}", *R, "Slime Commander", "Sentient Water"],
          me={"field": [WR, "Hungry Slime"], "hand": ["Explosion"], "deck": WATER_DECK},
          expect={"life": (-200, -150), "deck": (-2, 0), "exile": (1, 0),
                  "zones": {"0:Hungry Slime": "exile", "0:Slime Commander": "unit",
                            "0:Sentient Water": "unit", "0:Water Jar Dweller": "deck"},
                  "check": all_of(placed_not_summoned("0:Slime Commander"),
                                  placed_not_summoned("0:Sentient Water"), units(0, 2))}),
    Scene(f"{WR}: no set of Water units of that combined level in the deck: not offered",
          cast("Explosion"),
          me={"field": [WR, "Hungry Slime"], "hand": ["Explosion"],
              "deck": ["Slime Commander", "Hungry Slime"]},
          expect={"zones": {"0:Hungry Slime": "discard"}, "check": lacks(0, f"Activate {WR}")}),
    Scene(f"{WR}: a Water unit with another type destroyed: nothing",
          cast("Explosion"),
          me={"field": [WR, "Fish Sucker"], "hand": ["Explosion"], "deck": WATER_DECK},
          expect={"check": lacks(0, f"Activate {WR}")}),
]


@pytest.mark.parametrize("sc", WATER, ids=str)
def test_water_regeneration(sc):
    check(sc)


@pins(WR)
def test_water_regeneration_offers_only_cards_that_complete_a_set():
    """Level 3 to make with 2 or more: 1 + 2 only (a 3 alone is too few, 2 + 2 too much);
    after the 2, only the 1 (another 2 would pass the level), so it is taken without asking.
    The deck choice is private."""
    sc = Scene(f"{WR}: choices", cast("Explosion") + [f"Activate {WR}", *R],
               me={"field": [WR, "Hungry Slime"], "hand": ["Explosion"],
                   "deck": ["Slime Commander", "Slime Commander", "Hungry Slime", "Sentient Water"]})
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    assert offered(0, "Slime Commander", "Sentient Water")(d, refs)
    assert d.decision(0).private
    step(d, "Slime Commander")  # the one card that completes it is taken at once
    assert sorted(d.names(d.units(0))) == ["Sentient Water", "Slime Commander"]


PLAIN = [
    Scene(f"{PW}: a unit without abilities fights with its printed Attack (the sword's +100 "
          "does not count), and has it back after the fight",
          fight("Trident Merman"), turn="b2",
          me={"field": [PW, "Fossil Bone Draptor"]},
          opp={"field": ["Trident Merman", ("Common Sword", "Trident Merman")]},
          expect={"zones": {"0:Fossil Bone Draptor": "unit"},
                  "stats": {"1:Trident Merman": (3, 400, 300)},
                  "check": logged("Fight: 300 Attack against Fossil Bone Draptor's 300 Defense.")}),
    Scene(f"{PW}: without it, the same sword wins the fight",
          fight("Trident Merman"), turn="b2", pins=(PW,),
          me={"field": ["Fossil Bone Draptor"]},
          opp={"field": ["Trident Merman", ("Common Sword", "Trident Merman")]},
          expect={"zones": {"0:Fossil Bone Draptor": "discard"}}),
    Scene(f"{PW}: a unit with abilities keeps its modified Attack",
          fight("Kabuki, the Oni") + trig("Kabuki, the Oni"), turn="b2",
          me={"field": [PW, "Fossil Bone Draptor"]},
          opp={"field": ["Kabuki, the Oni", ("Common Sword", "Kabuki, the Oni")]},
          expect={"zones": {"0:Fossil Bone Draptor": "discard"}, "deck": (-2, 0)}),
    Scene(f"{PW}: the defender's printed Defense counts too (Weak Point's 0 does not)",
          fight("Trident Merman"), turn="b2",
          me={"field": [PW, "Boulder Warrior"]}, opp={"field": ["Trident Merman"]},
          pre=lambda d, r: d.add_effect({"ts": 1, "src": None, "tgt": r["0:Boulder Warrior"],
                                         "until": None, "set_def": 0}),
          expect={"zones": {"0:Boulder Warrior": "unit"},
                  "stats": {"0:Boulder Warrior": (3, 100, 0)}}),
]


@pytest.mark.parametrize("sc", PLAIN, ids=str)
def test_plain_world(sc):
    check(sc)


@pins(PW)
def test_plain_world_a_unit_whose_abilities_are_cancelled_still_has_abilities():
    sc = Scene(f"{PW}: cancelled", fight("Kabuki, the Oni") + trig("Kabuki, the Oni"), turn="b2",
               me={"field": [PW, "Fossil Bone Draptor"]},
               opp={"field": ["Kabuki, the Oni", ("Common Sword", "Kabuki, the Oni")]},
               pre=lambda d, r: d.add_effect({"k": "negate", "ts": 1, "src": None,
                                              "tgt": r["1:Kabuki, the Oni"], "until": None}))
    d, refs = build(sc)
    for st in fight("Kabuki, the Oni"):
        step(d, st)
    assert d.zone(refs["0:Fossil Bone Draptor"]) == "discard"


@pins(PW)
def test_plain_world_a_unit_that_gained_an_ability_has_abilities():
    """Trident Merman has none printed; once it gains Kabuki's, the sword's +100 counts."""
    sc = Scene(f"{PW}: gained", fight("Trident Merman"), turn="b2",
               me={"field": [PW, "Fossil Bone Draptor"]},
               # a card that can grant abilities, so the match looks for gained ones
               opp={"field": ["Trident Merman", ("Common Sword", "Trident Merman")],
                    "hand": ["Mirror Magic"]},
               pre=lambda d, r: d.add_effect({"k": "grant", "ts": 1, "src": None,
                                              "tgt": r["1:Trident Merman"], "until": None,
                                              "cid": cid("Kabuki, the Oni"), "ab": "all"}))
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    assert d.zone(refs["0:Fossil Bone Draptor"]) == "discard"


SIGNAL_HAND = ["Counterattack Signal", "Sentient Water", "Water Jar Dweller", "Slime Commander",
               "Trident Merman"]

SIGNAL = [
    Scene(f"{CS}: dealt 300 in a fight: units of a combined Attack below 300 summoned, draw 1",
          fight("Trident Merman") + ["pass", f"Cast {CS}", *R, "Sentient Water",
                                     "Water Jar Dweller", "Slime Commander"], turn="b2",
          me={"hand": SIGNAL_HAND}, opp={"field": ["Trident Merman"]},
          expect={"life": (-300, 0), "mana": (-4, 0), "hand": (-1 - 3 + 1, 0),
                  "zones": {"0:Sentient Water": "unit", "0:Water Jar Dweller": "unit",
                            "0:Slime Commander": "unit", "0:Trident Merman": "hand"}}),
    Scene(f"{CS}: none summoned, draw 1",
          fight("Trident Merman") + ["pass", f"Cast {CS}", *R, "Choose none"], turn="b2",
          me={"hand": SIGNAL_HAND}, opp={"field": ["Trident Merman"]},
          expect={"life": (-300, 0), "mana": (0, 0), "hand": (-1 + 1, 0), "check": units(0, 0)}),
    Scene(f"{CS}: no damage dealt to you on the last stack: it cannot be cast",
          attack("Trident Merman", "Fish Sucker") + ["pass"], turn="b2",
          me={"hand": SIGNAL_HAND, "field": ["Fish Sucker", "Boulder Warrior"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lacks(0, f"Cast {CS}")}),
]


@pytest.mark.parametrize("sc", SIGNAL, ids=str)
def test_counterattack_signal(sc):
    check(sc)


@pins(CS)
def test_counterattack_signal_offers_units_below_the_damage_and_within_mana():
    """300 damage: Trident Merman (300 Attack) is never offered; with 2 mana the level 2 Slime
    Commander is offered only while nothing else was chosen; the choice is private."""
    sc = SIGNAL[0]
    d, refs = build(sc)
    d.mana(0, 2)
    for st in fight("Trident Merman") + ["pass", f"Cast {CS}", *R]:
        step(d, st)
    dec = d.decision(0)
    assert dec.private
    assert offered(0, "Sentient Water", "Water Jar Dweller", "Slime Commander", "Choose none")(d, refs)
    step(d, "Sentient Water")
    assert offered(0, "Water Jar Dweller", "Done")(d, refs)


@pins(CS)
def test_counterattack_signal_never_offers_a_unit_with_as_much_attack_as_the_damage():
    d, refs = build(SIGNAL[0])
    for st in fight("Trident Merman") + ["pass", f"Cast {CS}", *R]:
        step(d, st)
    assert offered(0, "Sentient Water", "Water Jar Dweller", "Slime Commander", "Choose none")(d, refs)


SLASH_PILE = ["Arson", "Arson", "Will o' the Wisp", "Fish Sucker"]

SLASH = [
    Scene(f"{FWS}: 2 Fire cards of different names exiled, the opponent discards 2, the "
          "attacker gets +400",
          attack("Kabuki, the Oni") + [f"Cast {FWS}", *R, "Arson", "Will o' the Wisp"], turn="b2",
          me={"field": ["Boulder Warrior"]},
          opp={"field": ["Kabuki, the Oni"], "hand": [FWS], "discard": SLASH_PILE},
          expect={"exile": (0, 2), "deck": (-2, 0), "discard": (2, -2 + 1), "mana": (0, -1),
                  "stats": {"1:Kabuki, the Oni": (3, 700, 200)},
                  "zones": {"1:Will o' the Wisp": "exile", "1:Fish Sucker": "discard"}}),
    Scene(f"{FWS}: one card, then done: +200",
          attack("Kabuki, the Oni") + [f"Cast {FWS}", *R, "Arson", "Done"], turn="b2",
          me={"field": ["Boulder Warrior"]},
          opp={"field": ["Kabuki, the Oni"], "hand": [FWS], "discard": SLASH_PILE},
          expect={"exile": (0, 1), "deck": (-1, 0), "stats": {"1:Kabuki, the Oni": (3, 500, 200)}}),
    Scene(f"{FWS}: an attacker that is not a Fire-type Samurai: it cannot be cast",
          attack("Trident Merman"), turn="b2",
          me={"field": ["Boulder Warrior"]},
          opp={"field": ["Trident Merman"], "hand": [FWS], "discard": SLASH_PILE},
          expect={"check": lacks(1, f"Cast {FWS}")}),
]


@pytest.mark.parametrize("sc", SLASH, ids=str)
def test_flaming_wave_slash(sc):
    check(sc)


@pins(FWS)
def test_flaming_wave_slash_takes_at_most_4_names():
    sc = Scene(f"{FWS}: 5 names", attack("Kabuki, the Oni") + [f"Cast {FWS}", *R], turn="b2",
               me={"field": ["Boulder Warrior"]},
               opp={"field": ["Kabuki, the Oni"], "hand": [FWS],
                    "discard": ["Arson", "Will o' the Wisp", "Kabuki, the Oni", "Enju, Flickering Creature",
                                "Handmaiden of the Serpent Mountain"]})
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    for name in ("Arson", "Will o' the Wisp", "Kabuki, the Oni", "Enju"):
        step(d, name)
    # the fourth card ends the choice: no fifth is offered
    assert d.stats(refs["1:Kabuki, the Oni"])[1] == 300 + 800
    assert d.zone(refs["1:Handmaiden of the Serpent Mountain"]) == "discard"


REI_HAND = ["Fish Sucker", "Trident Merman", "Boulder Warrior", "Darkness Ogre"]
REI_DISCARD = f"Activate {REI}: Discard"
REI_EXILE = f"Activate {REI}: Exile"

REI_SCENES = [
    Scene(f"{REI}: a unit discarded, a unit of the hand sharing a type with it summoned, "
          "once per turn",
          [REI_DISCARD, *R, "Boulder Warrior", "pass", "pass"],
          me={"field": [REI], "hand": REI_HAND},
          expect={"mana": (-3, 0), "hand": (-2, 0),
                  "zones": {"0:Boulder Warrior": "discard", "0:Trident Merman": "unit",
                            "0:Fish Sucker": "hand", "0:Darkness Ogre": "hand"},
                  "check": lacks(0, REI_DISCARD)}),
    Scene(f"{REI}: with 2 mana only Trident Merman has a mate that can be paid for "
          "(Fish Sucker): it is discarded at once, Fish Sucker summoned",
          [REI_DISCARD, *R], mana=(2, 10),
          me={"field": [REI], "hand": REI_HAND},
          expect={"mana": (-1, 0), "zones": {"0:Trident Merman": "discard",
                                            "0:Fish Sucker": "unit"}}),
    Scene(f"{REI}: no two units of the hand share a type: not offered", [],
          me={"field": [REI], "hand": ["Fish Sucker", "Boulder Warrior"]},
          expect={"check": lacks(0, REI_DISCARD)}),
    Scene(f"{REI}: units of different names exiled from the discard pile, +100 Attack each, "
          "once while on the field",
          [REI_EXILE, *R, "Fish Sucker", "Trident Merman", "pass", "pass"],
          me={"field": [REI], "discard": ["Fish Sucker", "Fish Sucker", "Trident Merman", "Arson"]},
          expect={"exile": (2, 0), "discard": (-2, 0), "stats": {f"0:{REI}": (0, 200, 0)},
                  "check": lacks(0, REI_EXILE)}),
]


@pytest.mark.parametrize("sc", REI_SCENES, ids=str)
def test_rei_jet_black_summoner(sc):
    check(sc)


@pins(REI)
def test_rei_offers_to_discard_only_units_that_have_a_mate():
    """Darkness Ogre shares no type with another unit of the hand: never offered."""
    d, refs = build(REI_SCENES[0])
    for st in (REI_DISCARD, "pass", "pass"):
        step(d, st)
    assert offered(0, "Fish Sucker", "Trident Merman", "Boulder Warrior")(d, refs)
    assert d.decision(0).private


@pins(REI)
def test_rei_exile_ability_ends_its_use_when_it_leaves_the_field_and_comes_back():
    sc = next(x for x in REI_SCENES if "once while on the field" in x.name)
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    rei = refs[f"0:{REI}"]
    d.move(rei, "hand")
    d.move(rei, "unit", side=0)
    d.refresh()
    assert d.has(0, REI_EXILE)


OC_SCENES = [
    Scene(f"{OC}: the top 3 exiled, a 0/0 unit of level 3 or lower among them summoned for "
          "free, the opponent's top cards equal to its level plus 1 exiled",
          cast(OC), partners=(REI, P),
          me={"hand": [OC], "deck": ["Fish Sucker", "Pitch Dark Krill", "Arson"]},
          expect={"mana": (-2, 0), "deck": (-3, -1), "exile": (2, 1),
                  "zones": {"0:Pitch Dark Krill": "unit", "0:Fish Sucker": "exile",
                            "0:Arson": "exile"}}),
    Scene(f"{OC}: a level 1 unit summoned: the opponent exiles 2",
          cast(OC), partners=(REI, P),
          me={"hand": [OC], "deck": ["Arson", "Gate Devil", "Trident Merman"]},
          expect={"deck": (-3, -2), "exile": (2, 2), "zones": {"0:Gate Devil": "unit"}}),
    Scene(f"{OC}: a 0-Attack unit exiled but none with 0 Attack and 0 Defense: nothing summoned",
          cast(OC), partners=(REI, P),
          me={"hand": [OC], "deck": ["Fish Sucker", "Arson", "Trident Merman"]},
          expect={"deck": (-3, 0), "exile": (3, 0), "check": units(0, 0)}),
    Scene(f"{OC}: exiled by another one: a 0-Attack unit of the exile zone is shuffled into "
          "its owner's deck",
          cast(OC) + [f"Activate {OC}", *R], partners=(REI, P),
          me={"hand": [OC], "deck": [OC, "Fish Sucker", "Arson"]},
          expect={"exile": (2, 0), "deck": (-2, 0),
                  "zones": {"0:Fish Sucker": "deck", "0:Arson": "exile"}}),
    Scene(f"{OC}: only while your partner is {REI}", [],
          me={"hand": [OC], "deck": ["Fish Sucker", "Pitch Dark Krill", "Arson"]},
          expect={"check": lacks(0, f"Cast {OC}")}),
    Scene(f"{OC}: only during your turn", ["Summon Fish Sucker"], turn=2,
          partners=(REI, P), me={"hand": [OC]}, opp={"hand": ["Fish Sucker"]},
          expect={"check": lacks(0, f"Cast {OC}")}),
    Scene(f"{OC}: only one per turn", cast(OC), partners=(REI, P),
          me={"hand": [OC, OC], "deck": ["Fish Sucker", "Arson", "Trident Merman"]},
          expect={"check": lacks(0, f"Cast {OC}")}),
]


@pytest.mark.parametrize("sc", OC_SCENES, ids=str)
def test_otherworldly_corruption(sc):
    check(sc)


RESUMMON_PILE = ["Fish Sucker", "Boulder Warrior", "Darkness Ogre", "Tornado Spirit",
                 "Trident Merman"]
RESUMMONED = ("0:Fish Sucker", "0:Boulder Warrior", "0:Tornado Spirit")

RESUMMON = [
    Scene(f"{CR}: 3 units of the discard pile sharing no type summoned, paying their levels",
          [f"Cast {CR}", "Fish Sucker", "Boulder Warrior", *R],
          me={"hand": [CR], "discard": RESUMMON_PILE},
          expect={"mana": (-6, 0), "discard": (-3 + 1, 0),
                  "zones": {**{r: "unit" for r in RESUMMONED}, "0:Trident Merman": "discard",
                            "0:Darkness Ogre": "discard"}}),
    Scene(f"{CR}: the summoned units are destroyed at the end of the turn",
          [f"Cast {CR}", "Fish Sucker", "Boulder Warrior", *R] + ["pass"] * 6,
          me={"hand": [CR], "discard": RESUMMON_PILE},
          expect={"zones": {r: "discard" for r in RESUMMONED}, "check": units(0, 0)}),
    Scene(f"{CR}: only 2 free unit zones: it cannot be cast", [],
          me={"hand": [CR], "discard": RESUMMON_PILE,
              "field": ["Patrol Ball", "Patrol Ball", "Patrol Ball"]},
          expect={"check": lacks(0, f"Cast {CR}")}),
    Scene(f"{CR}: no 3 units without a shared type: it cannot be cast", [],
          me={"hand": [CR], "discard": ["Fish Sucker", "Trident Merman", "Boulder Warrior"]},
          expect={"check": lacks(0, f"Cast {CR}")}),
]


@pytest.mark.parametrize("sc", RESUMMON, ids=str)
def test_chaotic_resummon(sc):
    check(sc)


@pins(CR)
def test_chaotic_resummon_offers_only_units_that_complete_a_set_within_your_mana():
    """10 mana: Trident Merman (Water, Fish, Warrior) only fits with Tornado Spirit and
    Darkness Ogre, 12 levels: never offered. After Fish Sucker, Darkness Ogre needs Tornado
    Spirit (10 levels): still offered; after Fish Sucker and Boulder Warrior it is not."""
    sc = RESUMMON[0]
    d, refs = build(sc)
    step(d, f"Cast {CR}")
    assert offered(0, "Fish Sucker", "Boulder Warrior", "Darkness Ogre", "Tornado Spirit")(d, refs)
    assert not d.decision(0).private
    step(d, "Fish Sucker")
    assert offered(0, "Boulder Warrior", "Darkness Ogre", "Tornado Spirit")(d, refs)
    step(d, "Boulder Warrior")
    # Tornado Spirit is the only card left that completes the set: chosen at once, and the
    # block is created (the opponent has the right)
    assert d.decision(1).kind == "block" and logged(
        "{seat0} chooses Fish Sucker, Boulder Warrior, Tornado Spirit.")(d, refs)


def test_a_set_choice_offers_done_once_the_set_is_valid():
    sc = SLASH[1]
    d, refs = build(sc)
    for st in attack("Kabuki, the Oni") + [f"Cast {FWS}", *R]:
        step(d, st)
    assert not any(x.startswith("Done") for x in d.labels(1))
    step(d, "Arson")
    assert "Done (1 chosen)" in d.labels(1)



@pytest.mark.parametrize("op, words", [
    ({"op": "choose_set", "as": "x", "sel": {"zone": "hand"}, "distinct": "colour"}, "'distinct'"),
    ({"op": "choose_set", "as": "x", "sel": {"zone": "hand"},
      "sums": [{"value": "level", "eq": 3, "lt": 4}]}, "sums[0]"),
    ({"op": "choose_set", "as": "x", "sel": {"zone": "hand"}, "sums": [{"value": "mana", "eq": 1}]},
     "sums[0]"),
    ({"op": "choose_set", "as": "x", "sel": {"zone": "hand", "colour": "red"}}, "'colour'"),
    ({"op": "choose_set", "as": "x"}, "needs 'sel'"),
    ({"op": "choose", "as": "x", "sel": {"zone": "hand", "sum_of_set": {"sel": {"zone": "deck"},
                                                                       "sums": []}}}, "sum_of_set"),
])
def test_a_bad_set_spec_fails_when_the_catalog_loads(op, words):
    from engine.core import CardDataError
    from engine.cross_universe.effects import check_program
    with pytest.raises(CardDataError) as err:
        check_program([op], "cards.json: card 'X': ability 1: field 'do'")
    assert words in str(err.value) and "card 'X'" in str(err.value)
