"""Exact outcomes of card effects, one scene per card (see scenes.py for the format).

Main phase 1 of turn 1 is seat 0's, both players hold 10 mana and both partners are
Will o' the Wisp (level 0, 50/0, Fire/Ghost) unless a scene says otherwise. "R" is
the two passes that resolve a one-block stack started by seat 0 (seat 1 passes first).
"""

from __future__ import annotations

import pytest

from .helpers import G
from .scenes import P, Scene, check

R = ["pass", "pass"]


def cast(name, *answers):
    return [f"Cast {name}", *answers, *R]


def deploy(name, *answers):
    return [f"Deploy {name}", *answers, *R]


def act(name, *answers):
    return [f"Activate {name}", *answers, *R]


def cast_then(name, *answers):
    """Cast, both pass, then the choices made while the block resolves."""
    return [f"Cast {name}", *R, *answers]


def deploy_then(name, *answers):
    return [f"Deploy {name}", *R, *answers]


def on_field(ref, zone="unit", side=None):
    def f(d, refs):
        c = d.s["cards"][refs[ref]]
        return c["z"] == zone and (side is None or c["s"] == side)
    return f


SPELLS_AND_ITEMS = [
    Scene("Muscle Pump Potion: +300 Attack until end of turn",
          deploy("Muscle Pump Potion", "Trident Merman"),
          me={"hand": ["Muscle Pump Potion"], "field": ["Trident Merman"]},
          expect={"stats": {"0:Trident Merman": (3, 600, 300)}, "mana": (0, 0),
                  "discard": (1, 0), "hand": (-1, 0)}),
    Scene("Witch's Remedy: the chosen player (the opponent) gains 300",
          deploy("Witch's Remedy", "Your opponent"), me={"hand": ["Witch's Remedy"]},
          expect={"life": (0, 300), "discard": (1, 0)}),
    Scene("Holy Light: the chosen player (you) gains 200",
          cast("Holy Light", "You"), me={"hand": ["Holy Light"]}, expect={"life": (200, 0)}),
    Scene("Arson: the opponent discards the top 2 of their deck",
          cast("Arson"), me={"hand": ["Arson"]},
          expect={"deck": (0, -2), "discard": (1, 2), "mana": (0, 0)}),
    Scene("Forest Fire: each player discards the top 2",
          cast("Forest Fire"), me={"hand": ["Forest Fire"]},
          expect={"deck": (-2, -2), "discard": (3, 2), "mana": (-1, 0)}),
    Scene("Pyroclastic Flow: 50 damage per Fire card among the top 4 discarded",
          cast("Pyroclastic Flow"),
          me={"hand": ["Pyroclastic Flow"],
              "deck": ["Healing Candle", "Fish Sucker", "Enju, Flickering Creature",
                       "Trident Merman"]},
          expect={"life": (0, -100), "deck": (-4, 0), "discard": (5, 0), "mana": (-2, 0)}),
    Scene("Gaia's Blessing: 50 life per Earth unit, draw 1, and 1 more from 200 life",
          cast("Gaia's Blessing"),
          me={"hand": ["Gaia's Blessing"], "field": ["Boulder Warrior", "Haniwa Soldier",
                                                     "Supplies Force"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"life": (200, 0), "hand": (1, 0), "mana": (-2, 0)}),
    Scene("Gaia's Blessing: 150 life is too little for the second draw",
          cast("Gaia's Blessing"),
          me={"hand": ["Gaia's Blessing"], "field": ["Boulder Warrior", "Haniwa Soldier"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"life": (150, 0), "hand": (0, 0)}),
    Scene("Life Compensation: pay half your life, draw 2",
          cast("Life Compensation"), me={"hand": ["Life Compensation"]},
          expect={"life": (-500, 0), "hand": (1, 0), "deck": (-2, 0)}),
    Scene("Revival: summon a unit from a discard pile, paying its level",
          cast("Revival"), me={"hand": ["Revival"]},
          opp={"discard": ["Trident Merman"]},
          expect={"mana": (-3, 0), "discard": (1, -1),
                  "check": on_field("1:Trident Merman", "unit", side=0)}),
    Scene("Weathering: destroy an item or a Machine unit",
          cast("Weathering", "Machine Trooper"), me={"hand": ["Weathering"]},
          opp={"field": ["Machine Trooper", "Boulder Warrior", ("Common Sword", "Boulder Warrior")]},
          expect={"zones": {"1:Machine Trooper": "discard", "1:Boulder Warrior": "unit",
                            "1:Common Sword": "si"}, "mana": (-1, 0)}),
    Scene("Blood Contract: pay 50, search a unit, lose 50 per its level",
          cast_then("Blood Contract", "Trident Merman"), me={"hand": ["Blood Contract"]},
          expect={"life": (-50 - 150, 0), "hand": (0, 0), "deck": (-1, 0)}),
    Scene("Spring's First Storm: search a level 1 Wind card",
          cast("Spring's First Storm"), me={"hand": ["Spring's First Storm"],
                                            "deck": ["Avianman, of the Swift Wind"]},
          expect={"zones": {"0:Avianman, of the Swift Wind": "hand"}, "hand": (0, 0)}),
    Scene("Shock Spark: non-Electric cards lose 200 Defense and their Attack becomes 0",
          cast("Shock Spark"), me={"hand": ["Shock Spark"], "field": ["Patrol Ball"]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 100), "0:Patrol Ball": (0, 0, 0)}}),
    Scene("Storm and Stress: summon a unit from your hand, paying its level",
          cast("Storm and Stress"), me={"hand": ["Storm and Stress", "Trident Merman"]},
          expect={"zones": {"0:Trident Merman": "unit"}, "mana": (-3, 0), "hand": (-2, 0)}),
    Scene("Acid Storm: destroy every item and Machine unit",
          cast("Acid Storm"),
          me={"hand": ["Acid Storm"], "field": ["Trident Merman", ("Common Sword", "Trident Merman")]},
          opp={"field": ["Machine Trooper", "Boulder Warrior"]},
          expect={"zones": {"0:Common Sword": "discard", "1:Machine Trooper": "discard",
                            "1:Boulder Warrior": "unit", "0:Trident Merman": "unit"},
                  "stats": {"0:Trident Merman": (3, 300, 300)}}),
    Scene("Mana Generation Skill: exile 1-3 spells of your discard pile for mana",
          cast_then("Mana Generation Skill", ["Arson", "Parry"]),
          me={"hand": ["Mana Generation Skill"], "discard": ["Arson", "Parry", "Holy Light"]},
          expect={"mana": (-1 + 2, 0), "exile": (2, 0), "discard": (-2 + 1, 0)}),
    Scene("Treasure Unearthed: draw 2",
          cast("Treasure Unearthed"), me={"hand": ["Treasure Unearthed"]},
          expect={"hand": (1, 0), "mana": (-5, 0)}),
    Scene("Judgement Thunderbolt: destroy 1 unit",
          cast_then("Judgement Thunderbolt", "Boulder Warrior"),
          me={"hand": ["Judgement Thunderbolt"]},
          opp={"field": ["Trident Merman", "Boulder Warrior"]},
          expect={"zones": {"1:Boulder Warrior": "discard", "1:Trident Merman": "unit"},
                  "mana": (-6, 0)}),
    Scene("Fresh Start: shuffle your hand into the deck, draw as many",
          cast("Fresh Start"), me={"hand": ["Fresh Start", "Fish Sucker", "Trident Merman"]},
          expect={"hand": (-1, 0), "deck": (0, 0), "discard": (1, 0)}),
    Scene("Forced Disposal: the opponent discards the hand and draws as many",
          cast("Forced Disposal"), me={"hand": ["Forced Disposal"]},
          opp={"hand": ["Fish Sucker", "Trident Merman", "Boulder Warrior"]},
          expect={"hand": (-1, 0), "discard": (1, 3), "deck": (0, -3)}),
    Scene("Dropped from Heaven: each player draws 1",
          cast("Dropped from Heaven"), me={"hand": ["Dropped from Heaven"]},
          expect={"hand": (0, 1), "deck": (-1, -1)}),
    Scene("Final Impact: discard 4, destroy every card on the field (partners stay)",
          cast("Final Impact"),
          me={"hand": ["Final Impact", "Fish Sucker", "Fish Sucker", "Fish Sucker", "Arson"],
              "field": ["Trident Merman", ("Common Sword", "Trident Merman")]},
          opp={"field": ["Boulder Warrior"]},
          expect={"hand": (-5, 0), "discard": (4 + 1 + 2, 1),
                  "zones": {"0:Trident Merman": "discard", "1:Boulder Warrior": "discard"},
                  "check": lambda d, r: all(p["partner"] is not None for p in d.s["p"])}),
    Scene("Earth Barrier: discard 1 (cost), +300 Defense",
          cast("Earth Barrier", "Boulder Warrior"),
          me={"hand": ["Earth Barrier", "Fish Sucker"], "field": ["Boulder Warrior"]},
          expect={"stats": {"0:Boulder Warrior": (3, 100, 700)}, "hand": (-2, 0),
                  "discard": (2, 0)}),
    Scene("Selling Off: discard 2 items, draw 2",
          cast("Selling Off"), me={"hand": ["Selling Off", "Common Sword", "Great Sword"]},
          expect={"hand": (-3 + 2, 0), "discard": (3, 0), "mana": (-1, 0)}),
    Scene("Hunpo Soul Conversion: discard Ghost units, gain their number + 1 mana",
          cast_then("Hunpo Soul Conversion", ["Fossil Bone Draptor", "Greater Will o' Wisp"]),
          me={"hand": ["Hunpo Soul Conversion"],
              "field": ["Fossil Bone Draptor", "Greater Will o' Wisp", "Trident Merman"]},
          expect={"mana": (-1 + 3, 0), "discard": (3, 0),
                  "zones": {"0:Trident Merman": "unit"}}),
    Scene("Memory Destruction: exile 3 cards of the discard piles",
          cast_then("Memory Destruction", ["Arson", "Parry", "Trident Merman"]),
          me={"hand": ["Memory Destruction"], "discard": ["Arson", "Parry"]},
          opp={"discard": ["Trident Merman", "Fish Sucker"]},
          expect={"exile": (2, 1), "discard": (-2 + 1, -1), "mana": (-2, 0)}),
    Scene("Explosion: destroy your unit, 50 damage per its level",
          cast_then("Explosion", "Trident Merman"),
          me={"hand": ["Explosion"], "field": ["Trident Merman", "Fish Sucker"]},
          expect={"life": (0, -150), "zones": {"0:Trident Merman": "discard",
                                               "0:Fish Sucker": "unit"}}),
    Scene("Huge Explosion: destroy everything on your field, 100 damage each",
          cast("Huge Explosion"),
          me={"hand": ["Huge Explosion"], "field": ["Trident Merman", "Fish Sucker",
                                                    ("Common Sword", "Fish Sucker")]},
          opp={"field": ["Boulder Warrior"]},
          expect={"life": (0, -300), "zones": {"1:Boulder Warrior": "unit"},
                  "discard": (4, 0)}),
    Scene("Excavation: 2 Rock cards from the discard pile to the hand",
          cast_then("Excavation", ["Boulder Warrior", "Haniwa Soldier"]),
          me={"hand": ["Excavation"], "discard": ["Boulder Warrior", "Haniwa Soldier",
                                                  "Golden Golem", "Fish Sucker"]},
          expect={"zones": {"0:Boulder Warrior": "hand", "0:Haniwa Soldier": "hand",
                            "0:Golden Golem": "discard"}, "hand": (1, 0)}),
    Scene("Urgent Return: a unit of yours back to the hand",
          cast("Urgent Return"), me={"hand": ["Urgent Return"], "field": ["Trident Merman"]},
          expect={"zones": {"0:Trident Merman": "hand"}, "hand": (0, 0)}),
    Scene("Level Up +3: +3 level until end of turn",
          cast_then("Level Up +3", "Trident Merman (opponent's"), me={"hand": ["Level Up +3"]},
          opp={"field": ["Trident Merman", "Fish Sucker"]},
          expect={"stats": {"1:Trident Merman": (6, 300, 300)}}),
    Scene("Spreading Malice: a card gains the Curse type permanently",
          cast_then("Spreading Malice", "Trident Merman"),
          me={"hand": ["Spreading Malice"], "field": ["Kodoku Survivor"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: "Curse" in d.m._types(r["1:Trident Merman"])}),
    Scene("0:1 Exchange: destroy a level 0 card of yours, draw 1",
          cast("0:1 Exchange"), me={"hand": ["0:1 Exchange"], "field": ["Patrol Ball"]},
          expect={"zones": {"0:Patrol Ball": "discard"}, "hand": (0, 0)}),
    Scene("Debris Area: pay 200, four Debris Tokens on the opponent's field",
          cast("Debris Area"), me={"hand": ["Debris Area"]},
          expect={"life": (-200, 0), "mana": (0, 0),
                  "check": lambda d, r: len(d.s["p"][1]["units"]) == 4}),
    Scene("Splash Draw: discard Water cards, draw as many",
          cast_then("Splash Draw", ["Fish Sucker", "Trident Merman"]),
          me={"hand": ["Splash Draw", "Fish Sucker", "Trident Merman", "Boulder Warrior"]},
          expect={"hand": (-3 + 2, 0), "discard": (3, 0)}),
    Scene("Layup: your units get +100/+100 until the end of the next turn",
          cast("Layup"), me={"hand": ["Layup"], "field": ["Trident Merman"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"stats": {"0:Trident Merman": (3, 400, 400), "1:Boulder Warrior": (3, 100, 400)}}),
    Scene("Easy Game: a level 0 unit of your deck onto the opponent's field",
          cast_then("Easy Game", "Patrol Ball"), me={"hand": ["Easy Game"], "deck": ["Patrol Ball"]},
          expect={"check": on_field("0:Patrol Ball", "unit", side=1), "deck": (-1, 0)}),
    Scene("Magic Purification: exile the spells of the opponent's hand, they draw as many",
          cast("Magic Purification"), me={"hand": ["Magic Purification"]},
          opp={"hand": ["Arson", "Holy Light", "Fish Sucker"]},
          expect={"exile": (0, 2), "hand": (-1, 0), "deck": (0, -2),
                  "zones": {"1:Fish Sucker": "hand"}}),
    Scene("Mirror Flower, Water Moon: a Mirror Water Token",
          cast("Mirror Flower, Water Moon"), me={"hand": ["Mirror Flower, Water Moon"]},
          expect={"check": lambda d, r: len(d.s["p"][0]["units"]) == 1}),
    Scene("Circulating Water: the opponent may shuffle a card back; you gain 200",
          cast_then("Circulating Water", "Fish Sucker"), me={"hand": ["Circulating Water"]},
          opp={"discard": ["Fish Sucker", "Arson"]},
          expect={"life": (200, 0), "deck": (0, 1), "discard": (1, -1)}),
    Scene("Chained Destruction: destroy your unit and spells/items of its level or lower",
          cast_then("Chained Destruction", "Fish Sucker"),
          me={"hand": ["Chained Destruction"], "field": ["Fish Sucker", "Trident Merman",
                                                          ("Common Sword", "Trident Merman")]},
          opp={"field": ["Trident Merman", ("Great Sword", "Trident Merman")]},
          expect={"zones": {"0:Fish Sucker": "discard", "0:Common Sword": "discard",
                            "1:Great Sword": "discard", "0:Trident Merman": "unit"}}),
    Scene("Break and Draw: destroy your unit, draw 1",
          cast("Break and Draw"), me={"hand": ["Break and Draw"], "field": ["Fish Sucker"]},
          expect={"zones": {"0:Fish Sucker": "discard"}, "hand": (0, 0)}),
    Scene("Release from the Curse: pay 100, return a card you own to your hand",
          cast("Release from the Curse"),
          me={"hand": ["Release from the Curse"], "field": ["Trident Merman"]},
          expect={"life": (-100, 0), "zones": {"0:Trident Merman": "hand"}}),
    Scene("Resentful Words: -100 Attack per unit in the discard piles to non-Curse units",
          cast("Resentful Words"),
          me={"hand": ["Resentful Words"], "field": ["Kodoku Survivor", "Darkness Ogre"],
              "discard": ["Fish Sucker"]},
          opp={"discard": ["Trident Merman", "Arson"]},
          expect={"life": (-100, 0), "stats": {"0:Darkness Ogre": (7, 650, 500),
                                               "0:Kodoku Survivor": (2, 200, 100)}}),
    Scene("Thunderstorm: exile an Electric unit (cost), halve a unit's stats, rounding up",
          cast_then("Thunderstorm", "Darkness Ogre"),
          me={"hand": ["Thunderstorm"], "discard": ["Patrol Ball"]},
          opp={"field": ["Darkness Ogre"]},
          expect={"stats": {"1:Darkness Ogre": (7, 425, 250)}, "exile": (1, 0)}),
    Scene("Zero Gravity: discard 1 (cost), a unit's Attack becomes 0",
          cast("Zero Gravity", "Darkness Ogre"),
          me={"hand": ["Zero Gravity", "Fish Sucker"]}, opp={"field": ["Darkness Ogre"]},
          expect={"stats": {"1:Darkness Ogre": (7, 0, 500)}, "discard": (2, 0)}),
    Scene("Seeds of Struggle: +100/+100",
          deploy("Seeds of Struggle", "Trident Merman"),
          me={"hand": ["Seeds of Struggle"], "field": ["Trident Merman"]},
          expect={"stats": {"0:Trident Merman": (3, 400, 400)}}),
    Scene("Aging Box: permanently -300/-300 and +2 level",
          deploy("Aging Box", "Trident Merman"),
          me={"hand": ["Aging Box"]}, opp={"field": ["Trident Merman", "Fish Sucker"]},
          expect={"stats": {"1:Trident Merman": (5, 0, 0)}}),
    Scene("Toxic Drug: a Weakness counter and -200 Defense",
          deploy("Toxic Drug", "Boulder Warrior"),
          me={"hand": ["Toxic Drug"]}, opp={"field": ["Boulder Warrior"]},
          expect={"stats": {"1:Boulder Warrior": (3, 100, 200)},
                  "check": lambda d, r: d.s["cards"][r["1:Boulder Warrior"]]["ctr"] ==
                  {"Weakness": 1}}),
    Scene("Requiem Flowers: exile a card of the opponent's discard pile; they draw 1",
          deploy_then("Requiem Flowers", "Arson"), me={"hand": ["Requiem Flowers"]},
          opp={"discard": ["Arson", "Parry"]},
          expect={"zones": {"1:Arson": "exile"}, "hand": (-1, 1)}),
    Scene("Mirror of Transformation: swap Attack and Defense",
          deploy_then("Mirror of Transformation", "Boulder Warrior"),
          me={"hand": ["Mirror of Transformation"], "field": ["Boulder Warrior"]},
          expect={"stats": {"0:Boulder Warrior": (3, 400, 100)}}),
    Scene("Loss Potion: a unit's abilities are cancelled (its static no longer applies)",
          deploy("Loss Potion", "Sacred Grounds Guardian"),
          me={"hand": ["Loss Potion"], "field": ["Sacred Grounds Guardian", "Boulder Warrior"]},
          expect={"stats": {"0:Sacred Grounds Guardian": (4, 200, 300)}}),
    Scene("Dark Tome of Magic: discard cards from the hand, 1 mana each",
          deploy_then("Dark Tome of Magic", ["Fish Sucker", "Arson"]),
          me={"hand": ["Dark Tome of Magic", "Fish Sucker", "Arson", "Parry"]},
          expect={"mana": (-1 + 2, 0), "hand": (-3, 0), "discard": (3, 0)}),
    Scene("Secret Message of Betrayal: a unit of your discard pile onto the opponent's "
          "field for free; draw 1",
          deploy("Secret Message of Betrayal"),
          me={"hand": ["Secret Message of Betrayal"], "discard": ["Trident Merman"]},
          expect={"mana": (0, 0), "hand": (0, 0),
                  "check": on_field("0:Trident Merman", "unit", side=1)}),
    Scene("Okuribi: discard the top card; if it shares a type, discard another",
          deploy("Okuribi, Mysterious Ocean Flame"),
          me={"hand": ["Okuribi, Mysterious Ocean Flame"], "deck": ["Fish Sucker", "Boulder Warrior",
                                                                    "Trident Merman"]},
          expect={"deck": (-2, 0), "zones": {"0:Trident Merman": "deck"}}),
    Scene("Okuribi: a top card sharing no type stops it",
          deploy("Okuribi, Mysterious Ocean Flame"),
          me={"hand": ["Okuribi, Mysterious Ocean Flame"], "deck": ["Boulder Warrior",
                                                                    "Fish Sucker"]},
          expect={"deck": (-1, 0), "zones": {"0:Fish Sucker": "deck"}}),
    Scene("Malicious Symbol: pay 100; 100 damage + 50 per Symbol in your discard pile",
          deploy("Malicious Symbol"),
          me={"hand": ["Malicious Symbol"], "discard": ["Malicious Symbol", "Malicious Symbol"]},
          expect={"life": (-100, -200), "mana": (-2, 0)}),
    Scene("Introduction to Summons: a level 4 or lower unit to the top of the deck",
          deploy_then("Introduction to Summons", "Golden Golem"),
          me={"hand": ["Introduction to Summons"], "deck": ["Fish Sucker", "Golden Golem"]},
          expect={"check": lambda d, r: d.s["p"][0]["deck"][0] == r["0:Golden Golem"]}),
    Scene("Rare Stone Discovery: a Rock card to the top of the deck",
          cast_then("Rare Stone Discovery", "Golden Golem"),
          me={"hand": ["Rare Stone Discovery"], "deck": ["Fish Sucker", "Golden Golem"]},
          expect={"check": lambda d, r: d.s["p"][0]["deck"][0] == r["0:Golden Golem"]}),
    Scene("New Blueprint: search a Structure card",
          deploy("New Blueprint"), me={"hand": ["New Blueprint"], "deck": ["Stone Circle"]},
          expect={"zones": {"0:Stone Circle": "hand"}, "hand": (0, 0)}),
    Scene("Apport Weapon: search an equipable item",
          cast("Apport Weapon"), me={"hand": ["Apport Weapon"], "deck": ["Great Sword"]},
          expect={"zones": {"0:Great Sword": "hand"}, "hand": (0, 0)}),
    Scene("Amnesia Incantation: discard 1, cancel a lower-level unit's abilities",
          cast("Amnesia Incantation", "Sacred Grounds Guardian"),
          me={"hand": ["Amnesia Incantation", "Fish Sucker"],
              "field": ["Sacred Grounds Guardian", "Boulder Warrior"]},
          partners=("Storm Wyvern", P),
          expect={"stats": {"0:Sacred Grounds Guardian": (4, 200, 300)}, "discard": (2, 0)}),
    Scene("Lost Card: exile the opponent's top card and every copy in their discard pile",
          cast("Lost Card"), me={"hand": ["Lost Card"]},
          opp={"deck": ["Arson"], "discard": ["Arson", "Arson", "Parry"]},
          expect={"exile": (0, 3), "discard": (1, -2), "deck": (0, -1)}),
]


@pytest.mark.parametrize("sc", SPELLS_AND_ITEMS, ids=str)
def test_spell_and_item_effects(sc):
    check(sc)


# Equipment and enchantments: deployed / cast on a unit, the unit's exact stats.
ATTACHED = [
    ("Common Sword", "Trident Merman", (3, 400, 300)),
    ("Great Sword", "Boulder Warrior", (3, 300, 400)),
    ("Golden Sword", "Trident Merman", (3, 400, 300)),
    ("Overweight Armor", "Trident Merman", (3, 300, 500)),
    ("Junk Shield", "Trident Merman", (3, 300, 400)),
    ("Clay Shield", "Boulder Warrior", (3, 100, 500)),
    ("Famed Katana - Oval Gale", "Trident Merman", (3, 600, 300)),
    ("Famed Katana - Oval Gale", "Kabuki, the Oni", (3, 700, 200)),
    ("Scorching Hot Sword", "Trident Merman", (3, 700, 300)),
    ("Chain Spike", "Trident Merman", (3, 400, 300)),
    ("Kusanagi, of the God Era", "Trident Merman", (3, 600, 300)),
    ("Black Katana - Twilight", "Trident Merman", (3, 600, 300)),
    ("Black Katana - Twilight", "Kabuki, the Oni", (3, 900, 200)),
    ("Cryfang, the Magnetic", "Kabuki, the Oni", (3, 500, 200)),
    ("Gram, Dragon Slayer", "Trident Merman", (3, 500, 300)),
    ("Old Katana - Swift Soil", "Trident Merman", (3, 500, 300)),
    ("Great Shield of the Protection Spirit", "Trident Merman", (3, 300, 600)),
    ("Tailwind", "Trident Merman", (3, 400, 300)),
    ("Tailwind", "Tornado Spirit", (2, 600, 0)),
    ("Heightened Gravity", "Trident Merman", (3, 150, 300)),
    ("Freeze", "Trident Merman", (3, 0, 0)),
    ("Freeze", "Boulder Warrior", (3, 0, 400)),
    ("Elemental Boost", "Tornado Spirit", (4, 400, 100)),
]


@pytest.mark.parametrize("card,unit,stats", ATTACHED, ids=lambda x: x if isinstance(x, str) else "")
def test_attached_card_changes_its_unit_exactly(card, unit, stats):
    verb = "Deploy" if G.card(card).kind == "item" else "Cast"
    # the unit is asked only when more than one unit could take the card
    hosts = G.defs[G.card(card).id].attach or {}
    ask = [] if hosts.get("type") == "Earth" or hosts.get("side") == "you" \
        or "types_any" in hosts else [unit]
    sc = Scene(f"{card} on {unit}", [f"{verb} {card}", *ask, *R],
               me={"hand": [card], "field": [unit]},
               expect={"stats": {f"0:{unit}": stats}, "mana": (-G.card(card).to_dict()["level"], 0),
                       "zones": {f"0:{card}": "si"}})
    d = check(sc)
    card_iid = d.iid(card, 0, "si")
    assert d.s["cards"][card_iid]["host"] == d.iid(unit, 0, "unit")


def test_freeze_also_gives_the_ice_type():
    d = check(Scene("Freeze", ["Cast Freeze", "Boulder Warrior", *R],
                    me={"hand": ["Freeze"], "field": ["Boulder Warrior"]}))
    assert "Ice" in d.m._types(d.iid("Boulder Warrior", 0, "unit"))


def test_overweight_armor_stops_its_unit_attacking():
    d = check(Scene("Overweight Armor", [], turn="b2",
                    opp={"field": ["Trident Merman", ("Overweight Armor", "Trident Merman"),
                                   "Boulder Warrior"]}))
    assert d.has(1, "Attack with Boulder Warrior") and not d.has(1, "Attack with Trident Merman")


def test_substitution_doll_is_destroyed_instead_of_its_unit():
    check(Scene("Substitution Doll", cast_then("Judgement Thunderbolt", "Trident Merman"),
                me={"hand": ["Judgement Thunderbolt"]},
                opp={"field": ["Trident Merman", ("Substitution Doll", "Trident Merman"),
                               "Fish Sucker"]},
                expect={"zones": {"1:Trident Merman": "unit",
                                  "1:Substitution Doll": "discard"}}))


def test_concentrated_sword_counts_other_light_cards_on_your_field():
    check(Scene("Concentrated Sword", ["Deploy Concentrated Sword", "Trident Merman", *R],
                me={"hand": ["Concentrated Sword"],
                    "field": ["Trident Merman", "Mel, Fortune Bearer", "Lantern Angler"]},
                expect={"stats": {"0:Trident Merman": (3, 300 + 200, 300)}}))


# Static abilities of units and continuous cards: a board, the exact stats it gives.
STATICS = [
    Scene("Sacred Grounds Guardian: +100 Defense per other Earth card on the field", [],
          me={"field": ["Sacred Grounds Guardian", "Boulder Warrior"]},
          opp={"field": ["Haniwa Soldier"]},
          expect={"stats": {"0:Sacred Grounds Guardian": (4, 200, 500)}}),
    Scene("Polar Ice Mammoth: +50 Attack per other Ice card on your field", [],
          me={"field": ["Polar Ice Mammoth", "Snow Sprite", "Big-Ice Yeti"]},
          opp={"field": ["Snow Sprite"]},
          expect={"stats": {"0:Polar Ice Mammoth": (4, 500, 300)}}),
    Scene("Snow Sprite: +100/+100 per other Snow Sprite on your field", [],
          me={"field": ["Snow Sprite", "Snow Sprite", "Snow Sprite"]},
          opp={"field": ["Snow Sprite"]},
          expect={"stats": {"0:Snow Sprite": (0, 200, 200)}}),
    Scene("Greater Will o' Wisp: +50/+50 per Fire card in your discard pile", [],
          me={"field": ["Greater Will o' Wisp"], "discard": ["Arson", "Fish Sucker", "Pyro Girl"]},
          opp={"discard": ["Arson"]},
          expect={"stats": {"0:Greater Will o' Wisp": (3, 200, 100)}}),
    Scene("Umibouzu: +50/+50 per card in your discard pile sharing a type", [],
          me={"field": ["Umibouzu, Sea Priest"],
              "discard": ["Fish Sucker", "Will o' the Wisp", "Boulder Warrior"]},
          expect={"stats": {"0:Umibouzu, Sea Priest": (9, 600, 600)}}),
    Scene("Nightmare Wolf: +50 Attack per Nightmare Wolf in the discard piles", [],
          me={"field": ["Nightmare Wolf"], "discard": ["Nightmare Wolf"]},
          opp={"discard": ["Nightmare Wolf", "Nightmare Wolf"]},
          expect={"stats": {"0:Nightmare Wolf": (4, 550, 300)}}),
    Scene("Weapon Master: +100 Attack per equipment on it", [],
          me={"field": ["Weapon Master", ("Common Sword", "Weapon Master"),
                        ("Junk Shield", "Weapon Master")]},
          expect={"stats": {"0:Weapon Master": (1, 100 + 100 + 200, 200)}}),
    Scene("Big-Ice Yeti: -300/-300", [], me={"field": ["Big-Ice Yeti"]},
          expect={"stats": {"0:Big-Ice Yeti": (3, 100, 100)}}),
    Scene("Shinki: +200 Attack and +100 Defense per card in your hand", [],
          me={"field": ["Shinki, Immaterial Dragon"], "hand": ["Fish Sucker", "Arson"]},
          expect={"stats": {"0:Shinki, Immaterial Dragon": (6, 400, 200)}}),
    Scene("Suphia: +50/+50 per card in your deck", [],
          me={"field": ["Suphia, the Stratosphere"]},
          expect={"check": lambda d, r: d.m._stats(r["0:Suphia, the Stratosphere"])[1:3] ==
                  (50 * len(d.s["p"][0]["deck"]),) * 2}),
    Scene("Creation Incarnate: Attack and Defense + your life", [],
          me={"field": ["Creation Incarnate"]},
          expect={"stats": {"0:Creation Incarnate": (10, 1000, 1000)}}),
    Scene("Forgotten Fighter: +50 Attack per card in the exile zones", [],
          me={"field": ["Forgotten Fighter"], "exile": ["Arson"]},
          opp={"exile": ["Parry", "Arson"]},
          expect={"stats": {"0:Forgotten Fighter": (3, 150, 300)}}),
    Scene("Artificial Sun: Plant units +100/+100, +1 level outside the partner zone", [],
          me={"field": ["Artificial Sun", "Green Sage"]}, opp={"field": ["Lotus Strider"]},
          expect={"stats": {"0:Green Sage": (3, 200, 300), "1:Lotus Strider": (3, 200, 200)}}),
    Scene("Extreme Cold: non-Ice cards on the field get -100/-100", [],
          me={"field": ["Extreme Cold", "Trident Merman", "Polar Ice Mammoth"]},
          expect={"stats": {"0:Trident Merman": (3, 200, 200),
                            "0:Polar Ice Mammoth": (4, 450, 300)}}),  # Extreme Cold is Ice
    Scene("Grounded Boundary: Earth cards on the field get +100 Defense", [],
          me={"field": ["Grounded Boundary", "Boulder Warrior", "Trident Merman"]},
          opp={"field": ["Haniwa Soldier"]},
          expect={"stats": {"0:Boulder Warrior": (3, 100, 500), "0:Trident Merman": (3, 300, 300),
                            "1:Haniwa Soldier": (1, 100, 200)}}),
    Scene("Guider of the Light: other Light cards on your field get +100 Attack", [],
          me={"field": ["Guider of the Light", "Mel, Fortune Bearer"]},
          opp={"field": ["Lantern Angler"]},
          expect={"stats": {"0:Mel, Fortune Bearer": (2, 100, 200),
                            "1:Lantern Angler": (2, 100, 100),
                            "0:Guider of the Light": (8, 500, 800)}}),
    Scene("Malicious Mist: -50/-50 per Weakness counter", [],
          me={"field": ["Malicious Mist", "Trident Merman"]},
          pre=lambda d, r: d.s["cards"][r["0:Trident Merman"]]["ctr"].update(Weakness=2),
          expect={"stats": {"0:Trident Merman": (3, 200, 200)}}),
    Scene("Ralt: has every type", [], me={"field": ["Ralt, Faceless Jester"]},
          expect={"check": lambda d, r: {"Earth", "Dark", "Ice"} <=
                  set(d.m._types(r["0:Ralt, Faceless Jester"]))}),
    Scene("Dark Steam Mecha-Dragon: other cards cannot change its Attack and Defense",
          cast("Zero Gravity", "Dark Steam Mecha-Dragon"),
          me={"hand": ["Zero Gravity", "Fish Sucker"]},
          opp={"field": ["Dark Steam Mecha-Dragon"]},
          expect={"stats": {"1:Dark Steam Mecha-Dragon": (8, 800, 800)}}),
]


@pytest.mark.parametrize("sc", STATICS, ids=str)
def test_static_abilities(sc):
    check(sc)
