"""Exact outcomes of the cards the first scene file left to random play: fight results,
the attack window, end-phase and discard triggers, and the remaining optional abilities.

Battle scenes start in seat 1's first battle phase (turn="b2"): seat 1 ("opp") attacks
and seat 0 ("me") defends, so life and zone deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import R, Scene, act, act_then, cast, cast_then, check, deploy


def attack(unit, target=None):
    """Declare, both pass, choose the target (when there is a choice): the attack is
    established and stack 2 (the attack window) opens with the active player."""
    return [f"Attack with {unit}", "pass", "pass", *([target] if target else [])]


WINDOW_CLOSED = ["pass", "pass"]  # both pass on stack 2: the chain ends, the fight is forced
FIGHT = ["pass", "pass"]  # both pass on stack 1: the fight block resolves


def fight(unit, target=None):
    return attack(unit, target) + WINDOW_CLOSED + FIGHT


def trig(name, *answers):
    """The active player activates the trigger on the next stack; both pass."""
    return [f"Activate {name}", *answers, *R]


def trig0(name, *answers):
    """The non-active player's trigger: the active player passes first."""
    return ["pass", f"Activate {name}", *answers, *R]


FIGHTS = [
    Scene("Kabuki, the Oni: destroys a unit in a fight -> the opponent discards the top 2",
          fight("Kabuki, the Oni") + trig("Kabuki, the Oni"), turn="b2",
          me={"field": ["Fish Sucker"]}, opp={"field": ["Kabuki, the Oni"]},
          expect={"deck": (-2, 0), "discard": (3, 0), "zones": {"0:Fish Sucker": "discard"}}),
    Scene("Enju: destroys a unit in a fight -> 100 damage",
          fight("Enju, Flickering Creature") + trig("Enju, Flickering Creature"), turn="b2",
          me={"field": ["Patrol Ball"]}, opp={"field": ["Enju, Flickering Creature"]},
          expect={"life": (-100, 0), "zones": {"0:Patrol Ball": "discard"}}),
    Scene("Enju: discarded -> the opponent discards the top 2",
          ["Cast Explosion", *R, "Enju, Flickering Creature"] + trig("Enju, Flickering Creature"),
          me={"hand": ["Explosion"], "field": ["Enju, Flickering Creature", "Fish Sucker"]},
          expect={"life": (0, -50), "deck": (0, -2), "discard": (2, 2)}),
    Scene("Iruyanka: destroys a unit in a fight -> 200 damage",
          fight("Iruyanka, the Ancient") + trig("Iruyanka, the Ancient"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Iruyanka, the Ancient"]},
          expect={"life": (-200, 0), "zones": {"0:Boulder Warrior": "discard"}}),
    Scene("Scorching Hot Sword: its Fire unit destroys a unit in a fight -> the opponent "
          "discards the top 2",
          fight("Pyro Girl") + trig("Scorching Hot Sword"), turn="b2",
          me={"field": ["Boulder Warrior"]},
          opp={"field": ["Pyro Girl", ("Scorching Hot Sword", "Pyro Girl")]},
          expect={"deck": (-2, 0), "discard": (3, 0)}),
    Scene("Chain Spike: its unit destroys a unit in a fight -> discard it, destroy a "
          "unit with 100 or less Defense",
          fight("Trident Merman", "Fish Sucker") + trig("Chain Spike") + ["Patrol Ball"], turn="b2",
          me={"field": ["Fish Sucker", "Patrol Ball", "Boulder Warrior", "Stone Circle"]},
          opp={"field": ["Trident Merman", ("Chain Spike", "Trident Merman")]},
          expect={"zones": {"0:Fish Sucker": "discard", "0:Patrol Ball": "discard",
                            "0:Boulder Warrior": "unit", "1:Chain Spike": "discard",
                            "0:Stone Circle": "si"},
                  "discard": (2, 1)}),
    Scene("Divine Sword: its unit's victim is exiled, then 200 damage",
          fight("Boulder Warrior") + trig("Divine Sword, Gaia's Blade"), turn="b2",
          me={"field": ["Darkness Ogre"]},
          opp={"field": ["Boulder Warrior", ("Divine Sword, Gaia's Blade", "Boulder Warrior")]},
          expect={"life": (-200, 0), "zones": {"0:Darkness Ogre": "exile"},
                  "stats": {"1:Boulder Warrior": (3, 900, 400)}, "discard": (0, 0)}),
    Scene("Sleepy Hollow: units it destroys in a fight are exiled",
          fight("Sleepy Hollow"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Sleepy Hollow"]},
          expect={"zones": {"0:Boulder Warrior": "exile"}, "discard": (0, 0), "exile": (1, 0)}),
    Scene("Golden Golem: destroyed in a fight -> draw 1",
          fight("Darkness Ogre") + trig0("Golden Golem"), turn="b2",
          me={"field": ["Golden Golem"]}, opp={"field": ["Darkness Ogre"]},
          expect={"hand": (1, 0), "zones": {"0:Golden Golem": "discard"}}),
    Scene("Golden Dragon: destroyed in a fight -> draw 1",
          fight("Darkness Ogre") + trig0("Golden Dragon"), turn="b2",
          me={"field": ["Golden Dragon"]}, opp={"field": ["Darkness Ogre"]},
          pre=lambda d, r: d.add_effect({"k": "mod", "ts": 0, "src": None,
                                              "tgt": r["1:Darkness Ogre"], "until": None,
                                              "atk": 500}),
          expect={"hand": (1, 0), "zones": {"0:Golden Dragon": "discard"}}),
    Scene("Forgotten Fighter: destroys a unit in a fight -> exile the opponent's top card",
          fight("Forgotten Fighter") + trig("Forgotten Fighter"), turn="b2",
          me={"field": ["Ice Spear Assault Trooper"]},
          opp={"field": ["Forgotten Fighter"], "exile": ["Arson"]},
          expect={"deck": (-1, 0), "exile": (1, 0)}),
    Scene("Shinki: destroyed in a fight -> back to the hand",
          fight("Darkness Ogre") + trig0("Shinki, Immaterial Dragon"), turn="b2",
          me={"field": ["Shinki, Immaterial Dragon"]}, opp={"field": ["Darkness Ogre"]},
          expect={"zones": {"0:Shinki, Immaterial Dragon": "hand"}, "hand": (1, 0)}),
    Scene("Little Guardian Angel: destroyed in a fight -> gain 100",
          fight("Trident Merman") + trig0("Little Guardian Angel"), turn="b2",
          me={"field": ["Little Guardian Angel"]}, opp={"field": ["Trident Merman"]},
          expect={"life": (100, 0), "zones": {"0:Little Guardian Angel": "discard"}}),
    Scene("Burning Metal Tiger: destroys a unit in a fight -> discard your top card; "
          "sharing a type, 100 damage",
          fight("Burning Metal Tiger") + trig("Burning Metal Tiger"), turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Burning Metal Tiger"], "deck": ["Pyro Girl"]},
          expect={"life": (-100, 0), "deck": (0, -1), "zones": {"1:Pyro Girl": "discard"}}),
    Scene("Burning Metal Tiger: a top card sharing no type deals nothing",
          fight("Burning Metal Tiger") + trig("Burning Metal Tiger"), turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Burning Metal Tiger"], "deck": ["Boulder Warrior"]},
          expect={"life": (0, 0), "deck": (0, -1), "zones": {"1:Boulder Warrior": "discard"}}),
    Scene("Handmaiden of the Serpent Mountain: destroys a unit in a fight -> the opponent "
          "discards the top 2",
          fight("Handmaiden of the Serpent Mountain") + trig("Handmaiden of the Serpent Mountain"),
          turn="b2", me={"field": ["Fish Sucker"]},
          opp={"field": ["Handmaiden of the Serpent Mountain"]},
          expect={"deck": (-2, 0), "discard": (3, 0)}),
    Scene("Burning Metal Golem: destroys a unit in a fight -> 100 damage",
          fight("Burning Metal Golem") + trig("Burning Metal Golem"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Burning Metal Golem"]},
          expect={"life": (-100, 0)}),
    Scene("Big-Ice Yeti: destroys an Ice unit in a fight -> draw 1",
          fight("Big-Ice Yeti") + trig("Big-Ice Yeti"), turn="b2",
          me={"field": ["Snow Sprite"]}, opp={"field": ["Big-Ice Yeti"]},
          expect={"hand": (0, 1), "deck": (0, -1), "zones": {"0:Snow Sprite": "discard"}}),
    Scene("Ancient Dragon's Roar: your Dragon destroys a unit in a fight -> 100 damage",
          fight("Iruyanka, the Ancient") + ["Activate Iruyanka, the Ancient", "pass",
                                             "Activate Ancient", *R],
          turn="b2", me={"field": ["Fish Sucker"]},
          opp={"field": ["Iruyanka, the Ancient", "Ancient Dragon's Roar"]},
          expect={"life": (-300, 0)}),
    Scene("Terminal Berserker: the opponent takes no damage in its fights",
          fight("Terminal Berserker"), turn="b2", opp={"field": ["Terminal Berserker"]},
          expect={"life": (0, 0)}),
    Scene("Thunder Angel: the attack target cannot counterattack",
          fight("Thunder Angel"), turn="b2", me={"field": ["Boulder Warrior"]},
          opp={"field": ["Thunder Angel"]},
          expect={"zones": {"1:Thunder Angel": "unit", "0:Boulder Warrior": "unit"}}),
    Scene("Hit & Away: the opponent's cards cannot counterattack the enchanted unit",
          fight("Fish Sucker"), turn="b2", me={"field": ["Boulder Warrior"]},
          opp={"field": ["Fish Sucker", ("Hit & Away", "Fish Sucker")]},
          expect={"zones": {"1:Fish Sucker": "unit"}}),
]


@pytest.mark.parametrize("sc", FIGHTS, ids=str)
def test_fight_results(sc):
    check(sc)


def respond(verb_name, *answers):
    """Seat 0 answers the attack on stack 2 (the active player passes first); both pass."""
    return ["pass", verb_name, *answers, *R]


def respond_then(verb_name, *answers):
    """As `respond`, with the choices made while the block resolves."""
    return ["pass", verb_name, *R, *answers]

ATTACK_WINDOW = [
    Scene("Mobile Castle Wall: becomes the target of the attack",
          attack("Trident Merman", "Fish Sucker") + respond("Activate Mobile Castle Wall")
          + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Mobile Castle Wall", "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit", "0:Mobile Castle Wall": "unit",
                            "1:Trident Merman": "unit"}, "discard": (0, 0)}),
    Scene("Dragoil: becomes the target of the attack (and its counterattack destroys)",
          attack("Trident Merman", "Fish Sucker") + respond("Activate Dragoil")
          + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Dragoil", "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit", "1:Trident Merman": "discard"}}),
    Scene("Little Guardian Angel: becomes the target of the attack",
          attack("Trident Merman", "Fish Sucker") + respond("Activate Little Guardian Angel: This")
          + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Little Guardian Angel", "Fish Sucker"]}, opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit", "0:Little Guardian Angel": "discard"}}),
    Scene("Windstorm Majin: shuffle a Wind card of the discard pile into the deck, cancel",
          attack("Trident Merman") + respond("Activate Windstorm Majin") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Windstorm Majin"], "discard": ["Tornado Spirit"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Tornado Spirit": "deck", "0:Windstorm Majin": "unit"},
                  "deck": (1, 0), "discard": (-1, 0)}),
    Scene("Surging Gusts: discard a Wind card from the hand, cancel the attack",
          attack("Trident Merman") + respond("Activate Surging Gusts") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Surging Gusts", "Fish Sucker"],
                         "hand": ["Tornado Spirit", "Arson"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Tornado Spirit": "discard", "0:Fish Sucker": "unit",
                            "0:Arson": "hand"}, "hand": (-1, 0)}),
    Scene("Booby Trap: exile it, cancel the attack, the opponent draws 1",
          attack("Trident Merman") + respond("Activate Booby Trap") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Booby Trap", "Fish Sucker"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Booby Trap": "exile", "0:Fish Sucker": "unit"},
                  "hand": (0, 1), "deck": (0, -1)}),
    Scene("Lightning Rat: discard a card sharing a type (cost), cancel the attack",
          attack("Trident Merman") + respond("Activate Lightning Rat", "Patrol Ball")
          + WINDOW_CLOSED, turn="b2",
          me={"field": ["Lightning Rat"], "hand": ["Patrol Ball", "Thunder Angel", "Arson"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Lightning Rat": "unit", "0:Patrol Ball": "discard"}}),
    Scene("Cursebound Dog (discard pile): a Beast of yours targeted -> exile it, cancel",
          attack("Trident Merman") + respond("Activate Cursebound Dog") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Enju, Flickering Creature"], "discard": ["Cursebound Dog"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Cursebound Dog": "exile",
                            "0:Enju, Flickering Creature": "unit"}}),
    Scene("Thunder Griffon: targeted -> exile 2 cards sharing a type, cancel",
          attack("Trident Merman") + respond_then("Activate Thunder Griffon: Exile",
                                             ["Patrol Ball", "Tornado Spirit"]) + WINDOW_CLOSED,
          turn="b2", me={"field": ["Thunder Griffon"],
                         "discard": ["Patrol Ball", "Tornado Spirit", "Lightning Rat",
                                     "Boulder Warrior"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Thunder Griffon": "unit", "0:Boulder Warrior": "discard"},
                  "exile": (2, 0)}),
    Scene("Firestorm: exile 2 cards of your discard pile, cancel the attack, take 100",
          attack("Trident Merman") + respond_then("Activate Firestorm", ["Arson", "Parry"])
          + WINDOW_CLOSED, turn="b2",
          me={"field": ["Firestorm", "Fish Sucker"], "discard": ["Arson", "Parry", "Holy Light"]},
          opp={"field": ["Trident Merman"]},
          expect={"life": (-100, 0), "exile": (2, 0), "zones": {"0:Fish Sucker": "unit"}}),
    Scene("Snow Rune: discard an Ice card (cost), an attacking unit's Attack becomes 0",
          attack("Trident Merman", "Fish Sucker")
          + respond("Activate Snow Rune, Ice Queen", "Snow Sprite") + WINDOW_CLOSED + FIGHT,
          turn="b2", me={"field": ["Snow Rune, Ice Queen", "Fish Sucker"],
                         "hand": ["Snow Sprite", "Freeze", "Arson"]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 300)}, "hand": (-1, 0),
                  "zones": {"0:Fish Sucker": "unit", "0:Snow Sprite": "discard"}}),
    Scene("Dragu Guard: targeted -> discard Dragon cards, +200 Defense each",
          attack("Trident Merman") + respond("Activate Dragu Guard") + ["Iruyanka, the Ancient"]
          + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Dragu Guard"], "hand": ["Iruyanka, the Ancient", "Golden Dragon"]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"0:Dragu Guard": (3, 100, 500)}, "hand": (-1, 0),
                  "zones": {"0:Dragu Guard": "unit"}}),
    Scene("Golden Egg: targeted -> draw 1; destroyed -> lose 300",
          attack("Trident Merman") + ["pass", "Activate Golden Egg: Draw", *R] + WINDOW_CLOSED
          + FIGHT + ["pass", "Activate Golden Egg: Lose", *R], turn="b2",
          me={"field": ["Golden Egg"]}, opp={"field": ["Trident Merman"]},
          expect={"hand": (1, 0), "life": (-300, 0), "zones": {"0:Golden Egg": "discard"}}),
    Scene("Reactive Circle - Icespine: destroy an attacking unit with 100 or less Defense",
          attack("Tornado Spirit") + respond("Cast Reactive Circle - Icespine") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - Icespine"]},
          opp={"field": ["Tornado Spirit"]},
          expect={"zones": {"1:Tornado Spirit": "discard"}, "mana": (-1, 0)}),
    Scene("Reactive Circle - Ignisnake: destroy an attacking unit with 300 or less Defense",
          attack("Trident Merman") + respond("Cast Reactive Circle - Ignisnake") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - Ignisnake"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "discard"}, "mana": (-3, 0)}),
    Scene("Reactive Circle - Naraka: destroy an attacking unit with 400 or more Defense",
          attack("Boulder Warrior") + respond("Cast Reactive Circle - Naraka") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - Naraka"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"zones": {"1:Boulder Warrior": "discard"}, "mana": (-3, 0)}),
    Scene("Reactive Circle - War Wind: the attacker and the target to their owners' hands",
          attack("Boulder Warrior") + respond("Cast Reactive Circle - War Wind") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - War Wind"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"zones": {"1:Boulder Warrior": "hand", "0:Fish Sucker": "hand"},
                  "hand": (0, 1), "mana": (-4, 0)}),
    Scene("Reactive Circle - Thun Roar: discard 1, destroy every unit",
          attack("Boulder Warrior", "Fish Sucker") + respond("Cast Reactive Circle - Thun Roar")
          + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker", "Trident Merman"],
                         "hand": ["Reactive Circle - Thun Roar", "Arson"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"zones": {"1:Boulder Warrior": "discard", "0:Fish Sucker": "discard",
                            "0:Trident Merman": "discard", "0:Arson": "discard"},
                  "hand": (-2, 0)}),
    Scene("Battle Gravity: your chosen unit becomes the new target",
          attack("Trident Merman", "Fish Sucker") + respond("Cast Battle Gravity", "Boulder Warrior")
          + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Fish Sucker", "Boulder Warrior"], "hand": ["Battle Gravity"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit", "0:Boulder Warrior": "unit"}}),
    Scene("Tiny Man's Revenge: the level 1 attacker gets +100 Attack per level of its target",
          attack("Fish Sucker") + ["Cast Tiny Man's Revenge", *R] + WINDOW_CLOSED + FIGHT,
          turn="b2", me={"field": ["Darkness Ogre"]},
          opp={"field": ["Fish Sucker"], "hand": ["Tiny Man's Revenge"]},
          expect={"stats": {"1:Fish Sucker": (1, 700, 100)}, "zones": {"0:Darkness Ogre": "discard"},
                  "mana": (0, -3)}),
    Scene("Devotion of the Small: discard a level 1 or lower unit of your deck, cancel",
          attack("Trident Merman") + respond_then("Cast Devotion of the Small", "Patrol Ball")
          + WINDOW_CLOSED, turn="b2",
          me={"field": ["Fish Sucker"], "hand": ["Devotion of the Small"], "deck": ["Patrol Ball"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Patrol Ball": "discard", "0:Fish Sucker": "unit"},
                  "deck": (-1, 0)}),
    Scene("Card Barrier: discard 1 from the hand, cancel the attack",
          attack("Trident Merman") + respond("Cast Card Barrier") + WINDOW_CLOSED, turn="b2",
          me={"field": ["Fish Sucker"], "hand": ["Card Barrier", "Arson"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Arson": "discard", "0:Fish Sucker": "unit"}, "hand": (-2, 0)}),
    Scene("Shock Stun: pay 100, cancel the attack, the attacker's Attack becomes 0",
          attack("Trident Merman") + respond("Cast Shock Stun") + WINDOW_CLOSED, turn="b2",
          me={"field": ["Fish Sucker"], "hand": ["Shock Stun"]},
          opp={"field": ["Trident Merman"]},
          expect={"life": (-100, 0), "stats": {"1:Trident Merman": (3, 0, 300)},
                  "zones": {"0:Fish Sucker": "unit"}}),
    Scene("Bright Flare: your Light unit targeted -> cancel the attack",
          attack("Trident Merman") + respond("Cast Bright Flare") + WINDOW_CLOSED, turn="b2",
          me={"field": ["Mel, Fortune Bearer"], "hand": ["Bright Flare"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Mel, Fortune Bearer": "unit"}}),
    Scene("Honorable Defeat: destroy your attacking unit; the target's Defense becomes 0",
          attack("Fish Sucker") + ["Cast Honorable Defeat", *R] + WINDOW_CLOSED, turn="b2",
          me={"field": ["Boulder Warrior"]},
          opp={"field": ["Fish Sucker"], "hand": ["Honorable Defeat"]},
          expect={"zones": {"1:Fish Sucker": "discard"},
                  "stats": {"0:Boulder Warrior": (3, 100, 0)}}),
]


@pytest.mark.parametrize("sc", ATTACK_WINDOW, ids=str)
def test_attack_window(sc):
    check(sc)







def units(seat, n):
    return lambda d, r: len(d.units(seat)) == n


def flag(ref, name):
    return lambda d, r: bool(d.flags(r[ref]).get(name))


MAIN_PHASE = [
    Scene("Cryfang: exile a spell of your discard pile, the unit gets +100 Attack",
          act_then("Cryfang, the Magnetic", "Arson"),
          me={"field": ["Trident Merman", ("Cryfang, the Magnetic", "Trident Merman")],
              "discard": ["Arson", "Parry"]},
          expect={"stats": {"0:Trident Merman": (3, 500, 300)}, "zones": {"0:Arson": "exile",
                                                                        "0:Parry": "discard"}}),
    Scene("Gram: discard it (cost), a Dragon's Attack and Defense become 0",
          act_then("Gram, Dragon Slayer", "Iruyanka"),
          me={"field": ["Supplies Force", ("Gram, Dragon Slayer", "Supplies Force")]},
          opp={"field": ["Iruyanka, the Ancient", "Golden Dragon"]},
          expect={"stats": {"1:Iruyanka, the Ancient": (7, 0, 0),
                            "1:Golden Dragon": (7, 700, 600)},
                  "zones": {"0:Gram, Dragon Slayer": "discard"}}),
    Scene("Hell's Light: discard a Dark unit (cost), gain 300, draw 1",
          deploy("Hell's Light"), me={"hand": ["Hell's Light", "Darkness Ogre", "Arson"]},
          expect={"life": (300, 0), "hand": (-1, 0), "discard": (2, 0),
                  "zones": {"0:Darkness Ogre": "discard", "0:Arson": "hand"}}),
    Scene("Germination of Hope: a Sacred Sprout Token",
          deploy("Germination of Hope"), me={"hand": ["Germination of Hope"]},
          expect={"check": units(0, 1), "mana": (-1, 0)}),
    Scene("Baton Touch: a same-level unit of the deck sharing a type becomes the partner",
          cast("Baton Touch"), me={"hand": ["Baton Touch"], "deck": ["Wandering Soul"]},
          expect={"check": lambda d, r: d.partner(0) == r["0:Wandering Soul"]}),
    Scene("Pinpoint Barrier: +100 Defense", cast("Pinpoint Barrier", "Trident Merman"),
          me={"hand": ["Pinpoint Barrier"], "field": ["Trident Merman"]},
          expect={"stats": {"0:Trident Merman": (3, 300, 400)}}),
    Scene("A North Wind and the Sun: -200 Defense",
          cast("A North Wind and the Sun", "Boulder Warrior"), me={"hand": ["A North Wind and the Sun"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"stats": {"1:Boulder Warrior": (3, 100, 200)}}),
    Scene("Garbage Collection: 2 items or Machine units of the discard pile to the hand",
          cast("Garbage Collection", ["Common Sword", "Machine Trooper"]),
          me={"hand": ["Garbage Collection"], "discard": ["Common Sword", "Machine Trooper",
                                                          "Great Sword", "Fish Sucker"]},
          expect={"zones": {"0:Common Sword": "hand", "0:Machine Trooper": "hand",
                            "0:Great Sword": "discard"}, "hand": (1, 0)}),
    Scene("Summoning Agency: a unit of your hand onto the opponent's field, then draw 1",
          cast("Summoning Agency"), me={"hand": ["Summoning Agency", "Trident Merman"]},
          expect={"mana": (-3, 0), "hand": (-1, 0), "check": lambda d, r:
                  r["0:Trident Merman"] in d.units(1) and
                  d.zone(r["0:Trident Merman"]) == "unit"}),
    Scene("Spark Shot: a continuous card's abilities are cancelled until end of turn",
          cast_then("Spark Shot", "Grounded Boundary"),
          me={"hand": ["Spark Shot"], "field": ["Boulder Warrior", "Extreme Cold"]},
          opp={"field": ["Grounded Boundary"]},
          expect={"stats": {"0:Boulder Warrior": (3, 0, 300)}}),
    Scene("Reactive Circle - Flash: after the opponent's summon, their cards' Attack becomes 0",
          ["Summon Trident Merman", *R, "pass", "Cast Reactive Circle - Flash", *R], turn=2,
          me={"hand": ["Reactive Circle - Flash"]}, opp={"hand": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 300)}, "mana": (-2, -3)}),
    Scene("Gravitational Singularity: pay half your life, destroy every card on the field",
          cast("Gravitational Singularity"),
          me={"hand": ["Gravitational Singularity"], "field": ["Trident Merman", "Stone Circle"],
              "discard": ["Fish Sucker"] * 3 + ["Arson"] * 3 + ["Parry"] * 3},
          opp={"field": ["Boulder Warrior"], "discard": ["Fish Sucker"] * 3 + ["Arson"] * 3},
          expect={"life": (-500, 0), "zones": {"0:Trident Merman": "discard",
                                               "0:Stone Circle": "discard",
                                               "1:Boulder Warrior": "discard"},
                  "check": lambda d, r: all(d.partner(s) is not None for s in (0, 1))}),
    Scene("Magic Coat: a Machine card cannot be destroyed by card effects this turn",
          ["Cast Magic Coat", "Fish Sucker", *R, "Cast Acid Storm", *R],
          me={"hand": ["Magic Coat", "Fish Sucker", "Acid Storm"], "field": ["Machine Trooper"]},
          expect={"zones": {"0:Machine Trooper": "unit", "0:Fish Sucker": "discard"}}),
    Scene("Light Pillar from Heaven: discard a level 4+ Light card (cost), destroy a spell or item",
          cast("Light Pillar from Heaven"), me={"hand": ["Light Pillar from Heaven",
                                                         "Guider of the Light"]},
          opp={"field": ["Stone Circle"]},
          expect={"zones": {"1:Stone Circle": "discard", "0:Guider of the Light": "discard"}}),
    Scene("Whiteout: after your Ice unit is destroyed, an opposing card's Attack becomes 0",
          cast_then("Explosion", "Snow Sprite") + cast_then("Whiteout", "Trident Merman"),
          me={"hand": ["Explosion", "Whiteout"], "field": ["Snow Sprite", "Fish Sucker"]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 300)}}),
    Scene("Rukrim (fast): discard Earth cards, +100 Defense each until the next turn's end",
          act_then("Rukrim, Moving Crag: Discard 1 or", ["Boulder Warrior", "Haniwa Soldier"]),
          me={"field": ["Rukrim, Moving Crag"], "hand": ["Boulder Warrior", "Haniwa Soldier",
                                                         "Supplies Force", "Arson"]},
          expect={"stats": {"0:Rukrim, Moving Crag": (8, 800, 900)}, "hand": (-2, 0)}),
    Scene("Rukrim: discard an Earth card, destroy a spell or item",
          act_then("Rukrim, Moving Crag: Discard 1 Earth", "Stone Circle"),
          me={"field": ["Rukrim, Moving Crag"], "hand": ["Boulder Warrior", "Arson"]},
          opp={"field": ["Stone Circle", "Grounded Boundary"]},
          expect={"zones": {"1:Stone Circle": "discard", "1:Grounded Boundary": "si",
                            "0:Boulder Warrior": "discard"}}),
    Scene("Multi Catapulter: discard a card of your field (cost), destroy a spell or item",
          act("Multi Catapulter: Destroy", "Fish Sucker") + ["Stone Circle"],
          me={"field": ["Multi Catapulter", "Fish Sucker"]},
          opp={"field": ["Stone Circle", "Grounded Boundary"]},
          expect={"zones": {"1:Stone Circle": "discard", "0:Fish Sucker": "discard"}}),
    Scene("Storm Caller: pay 100; discard a typed card, search a Wind card of its level",
          act_then("Storm Caller", "Fish Sucker"),
          me={"field": ["Storm Caller"], "hand": ["Fish Sucker", "Trident Merman"],
              "deck": ["Avianman, of the Swift Wind"]},
          expect={"life": (-100, 0), "zones": {"0:Avianman, of the Swift Wind": "hand",
                                               "0:Fish Sucker": "discard"}}),
    Scene("Burning Picker: discard the top card of the chosen player's deck",
          act("Burning Picker", "Your opponent's deck"), me={"field": ["Burning Picker"]},
          expect={"deck": (0, -1), "discard": (0, 1)}),
    Scene("Voltex Centipede: discard 1 (cost), destroy a unit with 0 Defense",
          act("Voltex Centipede") + ["Tornado Spirit"],
          me={"field": ["Voltex Centipede"], "hand": ["Arson"]},
          opp={"field": ["Tornado Spirit", "Avianman, of the Swift Wind", "Trident Merman"]},
          expect={"zones": {"1:Tornado Spirit": "discard", "1:Trident Merman": "unit",
                            "1:Avianman, of the Swift Wind": "unit"}}),
    Scene("Death Kami of the Tree Sea: destroy another unit of yours, +100 Attack per its level",
          act_then("Death Kami of the Tree Sea: Destroy 1 other unit on your field; this card gets",
                   "Trident Merman"),
          me={"field": ["Death Kami of the Tree Sea", "Trident Merman", "Fish Sucker"]},
          expect={"stats": {"0:Death Kami of the Tree Sea": (7, 1000, 600)},
                  "zones": {"0:Trident Merman": "discard", "0:Fish Sucker": "unit"}}),
    Scene("Death Kami of the Tree Sea: destroy another unit of yours, attack twice this turn",
          act_then("Death Kami of the Tree Sea: Destroy 1 other unit on your field; this card can",
                   "Fish Sucker"),
          me={"field": ["Death Kami of the Tree Sea", "Trident Merman", "Fish Sucker"]},
          expect={"zones": {"0:Fish Sucker": "discard"}, "check": lambda d, r:
                  d.max_attacks(r["0:Death Kami of the Tree Sea"]) == 2}),
    Scene("Guider of the Light: summon a Light unit from the hand",
          act("Guider of the Light"), me={"field": ["Guider of the Light"],
                                          "hand": ["Mel, Fortune Bearer", "Trident Merman"]},
          expect={"zones": {"0:Mel, Fortune Bearer": "unit"}, "mana": (-2, 0)}),
    Scene("Suphia: every spell and item on the field into its owner's deck",
          act("Suphia, the Stratosphere"),
          me={"field": ["Suphia, the Stratosphere", "Stone Circle"]},
          opp={"field": ["Grounded Boundary"]},
          expect={"zones": {"0:Stone Circle": "deck", "1:Grounded Boundary": "deck"},
                  "deck": (1, 1)}),
    Scene("Rosina: discard 1 (cost), exile one of the opponent's top 2 cards",
          act("Rosina, Snowfield Sniper: Look", "Arson") + ["Parry"],
          me={"field": ["Rosina, Snowfield Sniper"], "hand": ["Arson", "Fish Sucker"]},
          opp={"deck": ["Holy Light", "Parry"]},
          expect={"zones": {"1:Parry": "exile", "1:Holy Light": "deck"},
                  "check": lambda d, r: d.deck(1)[0] == r["1:Holy Light"]}),
    Scene("Rosina: discard 1 (cost), +100 Attack",
          act("Rosina, Snowfield Sniper: This", "Arson"),
          me={"field": ["Rosina, Snowfield Sniper"], "hand": ["Arson", "Fish Sucker"]},
          expect={"stats": {"0:Rosina, Snowfield Sniper": (2, 300, 100)}, "hand": (-1, 0)}),
    Scene("Snow Yaksha: destroy another card of yours, +300 Attack",
          act_then("Snow Yaksha", "Stone Circle"),
          me={"field": ["Snow Yaksha", "Stone Circle", "Fish Sucker"]},
          expect={"stats": {"0:Snow Yaksha": (6, 900, 500)}, "zones": {"0:Stone Circle": "discard"}}),
    Scene("Meteus: the opponent discards one card per card on the field; +100 Attack per "
          "card of their discard pile",
          act("Meteus, the First Fire"),
          me={"field": ["Meteus, the First Fire", "Stone Circle"]},
          opp={"field": ["Trident Merman"], "discard": ["Arson"]},
          expect={"deck": (0, -5), "stats": {"0:Meteus, the First Fire": (10, 600, 800)}}),
    Scene("Thunder Griffon: discard 1 (cost), an opposing card gets -100 Defense",
          act("Thunder Griffon: 1 card", "Arson") + ["Boulder Warrior"],
          me={"field": ["Thunder Griffon"], "hand": ["Arson", "Fish Sucker"]},
          opp={"field": ["Boulder Warrior", "Trident Merman"]},
          expect={"stats": {"1:Boulder Warrior": (3, 100, 300), "1:Trident Merman": (3, 300, 300)}}),
    Scene("Ice Crystal Swordfighter: pay 100, a spell's abilities are cancelled",
          act("Ice Crystal Swordfighter", "Grounded Boundary"),
          me={"field": ["Ice Crystal Swordfighter", "Boulder Warrior", "Stone Circle"]},
          opp={"field": ["Grounded Boundary"]},
          expect={"life": (-100, 0), "stats": {"0:Boulder Warrior": (3, 100, 400)}}),
    Scene("Risu: exile a spell from the hand, +50/+50 per its level",
          act_then("Risu, Heretical Priest", "Judgement Thunderbolt"),
          me={"field": ["Risu, Heretical Priest"], "hand": ["Judgement Thunderbolt", "Arson"]},
          expect={"stats": {"0:Risu, Heretical Priest": (3, 600, 500)}, "exile": (1, 0)}),
    Scene("Gate Devil: discard a Dark card (cost), summon a higher-level unit of the discard pile",
          act_then("Gate Devil", "Darkness Ogre"),
          me={"field": ["Gate Devil"], "hand": ["Hell's Navigator"],
              "discard": ["Darkness Ogre", "Boulder Warrior", "Fish Sucker"]},
          expect={"zones": {"0:Darkness Ogre": "unit", "0:Hell's Navigator": "discard",
                            "0:Boulder Warrior": "discard"},
                  "mana": (-7, 0)}),
    Scene("Glacial Double Dragon: destroy another Ice card of yours, attack twice",
          act("Glacial Double Dragon"),
          me={"field": ["Glacial Double Dragon", "Snow Sprite", "Fish Sucker"]},
          expect={"zones": {"0:Snow Sprite": "discard"}, "check": lambda d, r:
                  d.max_attacks(r["0:Glacial Double Dragon"]) == 2}),
    Scene("Magmad Devil: discard a unit (cost), +50 Attack per its level",
          act("Magmad Devil", "Darkness Ogre"),
          me={"field": ["Magmad Devil"], "hand": ["Darkness Ogre", "Fish Sucker"]},
          expect={"stats": {"0:Magmad Devil": (3, 250 + 350, 200)}}),
    Scene("Handmaiden of the Serpent Mountain: discard a Fire card (cost), attack twice",
          act("Handmaiden of the Serpent Mountain", "Arson"),
          me={"field": ["Handmaiden of the Serpent Mountain"], "hand": ["Arson", "Pyro Girl"]},
          expect={"zones": {"0:Arson": "discard"}, "check": lambda d, r:
                  d.max_attacks(r["0:Handmaiden of the Serpent Mountain"]) == 2}),
    Scene("Ale: discard a spell (cost), a unit of a discard pile to the bottom of its deck",
          act_then("Ale, Angel of Kindness", "Trident Merman"),
          me={"field": ["Ale, Angel of Kindness"], "hand": ["Arson"]},
          opp={"discard": ["Trident Merman", "Fish Sucker"]},
          expect={"check": lambda d, r: d.deck(1)[-1] == r["1:Trident Merman"]}),
    Scene("Mystical Higan Flower: discard it, an opposing card gets -200 Defense",
          act_then("Mystical Higan Flower", "Boulder Warrior"),
          me={"field": ["Mystical Higan Flower"]},
          opp={"field": ["Boulder Warrior", "Trident Merman"]},
          expect={"stats": {"1:Boulder Warrior": (3, 100, 200)},
                  "zones": {"0:Mystical Higan Flower": "discard"}}),
]


@pytest.mark.parametrize("sc", MAIN_PHASE, ids=str)
def test_main_phase_cards(sc):
    check(sc)


def old(*refs):
    """Setup: the named units were summoned long ago (they may retire)."""
    def pre(d, r):
        for ref in refs:
            d.summoned_earlier(r[ref])
    return pre


END = ["pass", "pass"]  # both pass on the empty stack 1 of main phase 1: the end phase
MILL_MINE = act("Burning Picker", "Your deck")  # discard the top card of your own deck

TRIGGERS = [
    Scene("Junk Shield: discarded from the deck -> shuffled back into it",
          MILL_MINE + trig("Junk Shield"),
          me={"field": ["Burning Picker"], "deck": ["Junk Shield"]},
          expect={"zones": {"0:Junk Shield": "deck"}, "deck": (0, 0), "discard": (0, 0)}),
    Scene("Kusanagi: discarded from the deck -> back into it, exile the opponent's top card",
          MILL_MINE + trig("Kusanagi, of the God Era"),
          me={"field": ["Burning Picker"], "deck": ["Kusanagi, of the God Era"]},
          expect={"zones": {"0:Kusanagi, of the God Era": "deck"}, "deck": (0, -1),
                  "exile": (0, 1)}),
    Scene("Treasure Unearthed: discarded from the deck -> draw 1",
          MILL_MINE + trig("Treasure Unearthed"),
          me={"field": ["Burning Picker"], "deck": ["Treasure Unearthed"]},
          expect={"zones": {"0:Treasure Unearthed": "discard"}, "hand": (1, 0), "deck": (-2, 0)}),
    Scene("Okuribi: discarded from the deck -> discard your top card",
          MILL_MINE + trig("Okuribi, Mysterious Ocean Flame"),
          me={"field": ["Burning Picker"], "deck": ["Okuribi, Mysterious Ocean Flame", "Arson"]},
          expect={"zones": {"0:Arson": "discard"}, "deck": (-2, 0), "discard": (2, 0)}),
    Scene("Circulating Water: discarded from the deck -> exile it, a Water card to the "
          "bottom of the deck",
          MILL_MINE + ["Activate Circulating Water", *R, "Trident Merman"],
          me={"field": ["Burning Picker"], "deck": ["Circulating Water"],
              "discard": ["Trident Merman", "Fish Sucker"]},
          expect={"zones": {"0:Circulating Water": "exile"},
                  "check": lambda d, r: d.deck(0)[-1] == r["0:Trident Merman"]}),
    Scene("Lingering Fire: a Fire card of yours discarded from the deck -> a token",
          MILL_MINE + trig("Lingering Fire"),
          me={"field": ["Burning Picker", "Lingering Fire"], "deck": ["Pyro Girl"]},
          expect={"check": units(0, 2)}),
    Scene("Himiko: cards discarded from a deck -> 50 life per own card, 50 damage per theirs",
          cast("Forest Fire") + trig("Himiko, Fire Princess"),
          me={"hand": ["Forest Fire"], "field": ["Himiko, Fire Princess"]},
          expect={"life": (100, -100), "deck": (-2, -2)}),
    Scene("Dropped from Heaven: discarded from the hand -> each player draws 1",
          act("Machine Trooper", "Dropped from Heaven") + trig("Dropped from Heaven"),
          me={"field": ["Machine Trooper"], "hand": ["Dropped from Heaven", "Arson"]},
          expect={"hand": (0, 1), "deck": (-1, -1), "life": (0, -50)}),
    Scene("Air Soldier: discarded from the hand -> summon it (paying its level)",
          act("Machine Trooper", "Air Soldier") + trig("Air Soldier"),
          me={"field": ["Machine Trooper"], "hand": ["Air Soldier", "Arson"]},
          expect={"zones": {"0:Air Soldier": "unit"}, "mana": (-1, 0)}),
    Scene("Hell's Navigator: discarded from the hand -> discard a Warrior of level 6 or "
          "lower from the deck",
          act("Machine Trooper", "Hell's Navigator") + act_then("Hell's Navigator",
                                                                 "Supplies Force"),
          me={"field": ["Machine Trooper"], "hand": ["Hell's Navigator", "Arson"],
              "deck": ["Supplies Force", "Boulder Warrior"]},
          expect={"zones": {"0:Supplies Force": "discard", "0:Boulder Warrior": "deck"},
                  "deck": (-1, 0)}),
    Scene("Wandering Soul: discarded -> discard 1 (cost), summon a Wandering Soul from the deck",
          cast_then("Explosion", "Wandering Soul") + act("Wandering Soul"),
          me={"hand": ["Explosion", "Arson"], "field": ["Wandering Soul", "Fish Sucker"],
              "deck": ["Wandering Soul"]},
          expect={"zones": {"0:Arson": "discard", "0:Wandering Soul": "discard"},
                  "check": lambda d, r: sum(d.card_id(i) == "U00196"
                                            for i in d.units(0)) == 1}),
    Scene("Volcanic Barnacle: destroyed -> discard your top 2",
          cast_then("Explosion", "Volcanic Barnacle") + trig("Volcanic Barnacle"),
          me={"hand": ["Explosion"], "field": ["Volcanic Barnacle", "Fish Sucker"]},
          expect={"deck": (-2, 0), "life": (0, -200)}),
    Scene("Enraged Flame Dogu: destroyed -> discard your top 3",
          cast_then("Explosion", "Enraged Flame Dogu") + trig("Enraged Flame Dogu"),
          me={"hand": ["Explosion"], "field": ["Enraged Flame Dogu", "Fish Sucker"]},
          expect={"deck": (-3, 0), "life": (0, -150)}),
    Scene("Eyde: discarded -> on top of your deck",
          cast_then("Explosion", "Eyde, the Sun's Messenger") + act("Eyde, the Sun's Messenger"),
          me={"hand": ["Explosion"], "field": ["Eyde, the Sun's Messenger", "Fish Sucker"]},
          expect={"check": lambda d, r: d.deck(0)[0] == r["0:Eyde, the Sun's Messenger"],
                  "life": (0, -350)}),
    Scene("Rinea: another unit of yours destroyed -> +100 Attack",
          cast_then("Explosion", "Fish Sucker") + trig("Rinea, Sea Angel"),
          me={"hand": ["Explosion"], "field": ["Rinea, Sea Angel", "Fish Sucker"]},
          expect={"stats": {"0:Rinea, Sea Angel": (0, 100, 0)}}),
    Scene("Ripple: a unit leaves a unit zone destroyed -> a unit gets -100/-100",
          cast("Explosion") + act_then("Ripple", "Boulder Warrior"),
          me={"hand": ["Explosion"], "field": ["Ripple", "Fish Sucker"]},
          opp={"field": ["Boulder Warrior", "Trident Merman"]},
          expect={"stats": {"1:Boulder Warrior": (3, 0, 300), "1:Trident Merman": (3, 300, 300)}}),
    Scene("Supplies Force: retired -> draw 2",
          ["Retire units", "Supplies Force", *R] + trig("Supplies Force"),
          me={"field": ["Supplies Force"]}, pre=old("0:Supplies Force"),
          expect={"hand": (2, 0), "mana": (1, 0)}),
    Scene("Layup (discard pile): you retire -> back to the hand",
          ["Retire units", "Fish Sucker", *R] + trig("Layup"),
          me={"field": ["Fish Sucker"], "discard": ["Layup"]}, pre=old("0:Fish Sucker"),
          expect={"zones": {"0:Layup": "hand"}, "mana": (1, 0)}),
    Scene("Green Maiden: retired -> search an Earth or Plant unit of level 5 or higher",
          ["Retire units", "Green Maiden", *R] + act_then("Green Maiden", "Golden Dragon"),
          me={"field": ["Green Maiden"], "deck": ["Golden Dragon", "Rukrim, Moving Crag"]},
          pre=old("0:Green Maiden"),
          expect={"zones": {"0:Golden Dragon": "hand", "0:Rukrim, Moving Crag": "deck"},
                  "mana": (3, 0)}),
    Scene("Green Maiden: summoned -> gain 100",
          ["Summon Green Maiden", *R] + trig("Green Maiden"), me={"hand": ["Green Maiden"]},
          expect={"life": (100, 0), "mana": (-3, 0)}),
    Scene("Ice Blossom: retired -> discard an Ice card (cost), search an Ice Plant unit",
          ["Retire units", "Ice Blossom", *R] + act("Ice Blossom", "Snow Sprite"),
          me={"field": ["Ice Blossom"], "hand": ["Snow Sprite", "Freeze"],
              "deck": ["Ice Blossom"]},
          pre=old("0:Ice Blossom"),
          expect={"hand": (0, 0), "zones": {"0:Snow Sprite": "discard"}}),
    Scene("Ena: summoned from the hand -> search Dio",
          ["Summon Ena, Angelus Machina", *R] + act("Ena, Angelus Machina"),
          me={"hand": ["Ena, Angelus Machina"], "deck": ["Dio, Angelus Machina"]},
          expect={"zones": {"0:Dio, Angelus Machina": "hand"}}),
    Scene("Dio: summoned from the hand -> search Tria",
          ["Summon Dio, Angelus Machina", *R] + act("Dio, Angelus Machina"),
          me={"hand": ["Dio, Angelus Machina"], "deck": ["Tria, Angelus Machina"]},
          expect={"zones": {"0:Tria, Angelus Machina": "hand"}}),
    Scene("Tria: summoned from the hand -> search Ena",
          ["Summon Tria, Angelus Machina", *R] + act("Tria, Angelus Machina"),
          me={"hand": ["Tria, Angelus Machina"], "deck": ["Ena, Angelus Machina"]},
          expect={"zones": {"0:Ena, Angelus Machina": "hand"}}),
    Scene("Sleepy Hollow: summoned -> a unit cannot attack or counterattack this turn",
          ["Summon Sleepy Hollow", *R, "Activate Sleepy Hollow", "Trident Merman", *R],
          me={"hand": ["Sleepy Hollow"]}, opp={"field": ["Trident Merman", "Fish Sucker"]},
          expect={"check": lambda d, r: flag("1:Trident Merman", "no_attack")(d, r)
                  and flag("1:Trident Merman", "no_counter")(d, r)
                  and not flag("1:Fish Sucker", "no_attack")(d, r)}),
    Scene("Steel Chain Pterosaur: summoned -> discard 1 (cost), a unit cannot attack or "
          "counterattack",
          ["Summon Steel Chain Pterosaur", *R, "Activate Steel Chain Pterosaur", "Arson",
           "Trident Merman", *R],
          me={"hand": ["Steel Chain Pterosaur", "Arson", "Parry"]},
          opp={"field": ["Trident Merman", "Fish Sucker"]},
          expect={"check": lambda d, r: flag("1:Trident Merman", "no_attack")(d, r)
                  and flag("1:Trident Merman", "no_counter")(d, r)}),
    Scene("Fierce Dragon Levia: summoned -> discard 1 (cost), destroy a level 6 or lower "
          "card; it cannot attack",
          ["Summon Fierce Dragon Levia", *R, "Activate Fierce Dragon Levia", "Arson", *R,
           "Trident Merman"],
          me={"hand": ["Fierce Dragon Levia", "Arson", "Parry"]},
          opp={"field": ["Trident Merman", "Stone Circle", "Darkness Ogre"]},
          expect={"zones": {"1:Trident Merman": "discard", "1:Stone Circle": "si",
                            "1:Darkness Ogre": "unit"},
                  "check": flag("0:Fierce Dragon Levia", "no_attack")}),
    Scene("Mystical Higan Flower: summoned -> exile 1 to 3 cards of your discard pile, "
          "100 life each",
          ["Summon Mystical Higan Flower", *R] + act_then("Mystical Higan Flower",
                                                          ["Arson", "Parry"]),
          me={"hand": ["Mystical Higan Flower"], "discard": ["Arson", "Parry", "Holy Light"]},
          expect={"life": (200, 0), "exile": (2, 0)}),
    Scene("Lotus Strider: attacks -> permanently +100 Attack",
          attack("Lotus Strider") + trig("Lotus Strider"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Lotus Strider"]},
          expect={"stats": {"1:Lotus Strider": (2, 200, 100)}}),
]


@pytest.mark.parametrize("sc", TRIGGERS, ids=str)
def test_trigger_abilities(sc):
    check(sc)


def attacks_twice(ref):
    return lambda d, r: d.max_attacks(r[ref]) == 2


LATE = [
    Scene("Burning Armadillo: end phase -> you take 100", END + trig("Burning Armadillo"),
          me={"field": ["Burning Armadillo"]}, expect={"life": (-100, 0)}),
    Scene("Voltex Centipede: end phase -> 50 damage to each player",
          END + trig("Voltex Centipede"), me={"field": ["Voltex Centipede"]},
          expect={"life": (-50, -50)}),
    Scene("Creation Incarnate: your end phase -> pay 100 life",
          END + trig("Creation Incarnate"), me={"field": ["Creation Incarnate"]},
          expect={"life": (-100, 0), "zones": {"0:Creation Incarnate": "unit"}}),
    Scene("Old Katana - Swift Soil: end phase, on a non-Samurai -> destroy it",
          END + trig("Old Katana - Swift Soil"),
          me={"field": ["Trident Merman", ("Old Katana - Swift Soil", "Trident Merman")]},
          expect={"zones": {"0:Old Katana - Swift Soil": "discard"},
                  "stats": {"0:Trident Merman": (3, 300, 300)}}),
    Scene("Malicious Mist: end phase -> a Weakness counter on every non-Curse unit",
          END + trig("Malicious Mist"),
          me={"field": ["Malicious Mist", "Trident Merman", "Kodoku Survivor"]},
          expect={"stats": {"0:Trident Merman": (3, 250, 250)},
                  "check": lambda d, r: d.counters(r["0:Kodoku Survivor"]) == {}}),
    Scene("Extreme Cold: your end phase -> exile an Ice card of your discard pile",
          END + trig("Extreme Cold"),
          me={"field": ["Extreme Cold"], "discard": ["Snow Sprite", "Fish Sucker"]},
          expect={"zones": {"0:Snow Sprite": "exile", "0:Extreme Cold": "si"}}),
    Scene("Immortality Jewel: end phase -> pay 200, discard it, summon a unit of your "
          "discard pile",
          END + act_then("Immortality Jewel", "Trident Merman"),
          me={"field": ["Immortality Jewel"], "discard": ["Trident Merman", "Fish Sucker"]},
          expect={"life": (-200, 0), "mana": (-3, 0),
                  "zones": {"0:Trident Merman": "unit", "0:Immortality Jewel": "discard"}}),
    Scene("Moving Ice Sculpture: the opponent's end phase -> permanently -100/-100",
          ["pass", "pass", "end", "pass", "Activate Moving Ice Sculpture", *R], turn=2,
          me={"field": ["Moving Ice Sculpture"]},
          expect={"stats": {"0:Moving Ice Sculpture": (3, 200, 100)}}),
    Scene("Moving Ice Sculpture: non-Ice units summoned this turn cannot attack",
          ["Summon Trident Merman", *R], turn=2,
          me={"field": ["Moving Ice Sculpture"]},
          opp={"hand": ["Trident Merman"], "field": ["Fish Sucker"]}, pre=old("1:Fish Sucker"),
          expect={"check": lambda d, r: flag("1:Trident Merman", "no_attack")(d, r)
                  and not flag("1:Fish Sucker", "no_attack")(d, r)}),
    Scene("Gremlin: Machine units on the field cannot attack", [],
          me={"field": ["Gremlin", "Machine Trooper", "Trident Merman"]},
          opp={"field": ["Patrol Ball"]},
          expect={"check": lambda d, r: flag("0:Machine Trooper", "no_attack")(d, r)
                  and flag("1:Patrol Ball", "no_attack")(d, r)
                  and not flag("0:Trident Merman", "no_attack")(d, r)}),
    Scene("Samurai Swallow: attacks twice per turn", [], me={"field": ["Samurai Swallow"]},
          expect={"check": attacks_twice("0:Samurai Swallow")}),
    Scene("Kogarashi: attacks twice per turn", [], me={"field": ["Kogarashi, High Gale Blade"]},
          expect={"check": attacks_twice("0:Kogarashi, High Gale Blade")}),
    Scene("Silent Shark: the turn it is summoned, other cards' effects do not touch it",
          ["Summon Silent Shark", *R, *R, "Cast Layup", *R],
          me={"hand": ["Silent Shark", "Layup"], "field": ["Fish Sucker"]},
          expect={"stats": {"0:Silent Shark": (5, 500, 400), "0:Fish Sucker": (1, 100, 200)}}),
    Scene("Goliath: Landmine cards do not affect it",
          attack("Goliath, Steel Titan", "Fish Sucker") + respond("Cast Reactive Circle - Thun Roar")
          + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker", "Trident Merman"],
                         "hand": ["Reactive Circle - Thun Roar", "Arson"]},
          opp={"field": ["Goliath, Steel Titan"]},
          expect={"zones": {"1:Goliath, Steel Titan": "unit", "0:Fish Sucker": "discard",
                            "0:Trident Merman": "discard"}}),
    Scene("Rising from the Deep (fast): with no unit of yours, summon a Water unit of "
          "level 1+ from the discard pile",
          act("Rising from the Deep"),
          me={"field": ["Rising from the Deep"], "discard": ["Trident Merman", "Boulder Warrior"]},
          expect={"zones": {"0:Trident Merman": "unit"}, "mana": (-3, 0)}),
    Scene("Rei, the Summoner: with 2 retired units, search a level 6+ unit",
          act_then("Rei, the Summoner: Add", "Golden Dragon"), me={"field": ["Rei, the Summoner"],
                                             "deck": ["Golden Dragon"]},
          pre=lambda d, r: d.set_retired(0, 2),
          expect={"zones": {"0:Golden Dragon": "hand"}}),
    Scene("One Move Counter: after your unit is destroyed in a fight, destroy a spell or "
          "item and draw 1",
          fight("Trident Merman") + ["pass", "Cast One Move Counter", *R, "Stone Circle"],
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["One Move Counter"]},
          opp={"field": ["Trident Merman", "Stone Circle", "Grounded Boundary"]},
          expect={"zones": {"1:Stone Circle": "discard", "1:Grounded Boundary": "si"},
                  "hand": (0, 0)}),
    Scene("Break Code: after a level 3 or lower Machine is destroyed in a fight, destroy "
          "an opposing unit",
          fight("Machine Trooper", "Trident Merman") + ["pass", "Cast Break Code", *R,
                                                        "Trident Merman"],
          turn="b2", me={"field": ["Trident Merman", "Fish Sucker"], "hand": ["Break Code"]},
          opp={"field": ["Machine Trooper", "Trident Merman", "Tornado Spirit"]},
          expect={"zones": {"1:Machine Trooper": "discard", "1:Trident Merman": "discard",
                            "1:Tornado Spirit": "unit"}}),
]


@pytest.mark.parametrize("sc", LATE, ids=str)
def test_end_phase_and_static_cards(sc):
    check(sc)


TO_DRAW_2 = END + ["pass", "pass"]  # main phase 1 and the end phase of turn 1 end
# turn 2 begins: seat 1 gains its mana (10 is first capped to 5, +5) and the draw phase
# opens with the standard draw on stack 1 (seat 0 may answer first)

DRAW_PHASE = [
    Scene("Mana Gift: in the opponent's draw phase, they gain 2 mana and you draw 2",
          TO_DRAW_2 + ["Cast Mana Gift", *R], me={"hand": ["Mana Gift"]},
          expect={"mana": (-5 - 2, -5 + 2), "hand": (-1 + 2, 1), "deck": (-2, -1)}),
    Scene("Ice Blossom: your standard draw -> permanently +2 level",
          TO_DRAW_2 + ["pass", "pass", "Activate Ice Blossom", *R],
          opp={"field": ["Ice Blossom"]},
          expect={"stats": {"1:Ice Blossom": (4, 0, 200)}, "hand": (0, 1)}),
    Scene("Grounded Boundary: your draw phase -> pay 1 mana per Earth unit of yours",
          TO_DRAW_2 + ["pass", "Activate Grounded Boundary", *R],
          opp={"field": ["Grounded Boundary", "Boulder Warrior", "Haniwa Soldier"]},
          expect={"mana": (-5, -5 - 2), "zones": {"1:Grounded Boundary": "si"}}),
    Scene("Grounded Boundary: without the mana, it is discarded",
          TO_DRAW_2 + ["pass", "Activate Grounded Boundary", *R],
          opp={"field": ["Grounded Boundary", "Boulder Warrior", "Haniwa Soldier"]},
          partners=("Will o' the Wisp", "Polar Ice Mammoth"), mana=(10, 0),  # 0 + 5 - 4 = 1
          expect={"zones": {"1:Grounded Boundary": "discard"}}),
]


@pytest.mark.parametrize("sc", DRAW_PHASE, ids=str)
def test_draw_phase_cards(sc):
    check(sc)


def test_wandering_soul_summons_once_per_turn_across_all_copies():
    """"1 per turn across all copies of this card": once one Wandering Soul has used its
    ability this turn, the copy it summoned, destroyed the same turn, is not offered the
    ability, though a copy is left in the deck and a card in the hand to pay with."""
    sc = Scene("Wandering Soul: the second copy destroyed in a turn does not summon",
               cast_then("Explosion", "Wandering Soul") + act("Wandering Soul", "Arson")
               + ["Wandering Soul"] + cast_then("Break and Draw", "Wandering Soul"),
               me={"hand": ["Explosion", "Arson", "Arson", "Break and Draw"],
                   "field": ["Wandering Soul", "Fish Sucker"],
                   "deck": ["Fish Sucker", "Wandering Soul", "Wandering Soul"]},
               # the deck: one copy summoned, Fish Sucker drawn by Break and Draw; the
               # discard pile: both copies, an Arson, Explosion and Break and Draw
               expect={"deck": (-2, 0), "discard": (5, 0),
                       "check": lambda d, r: not any("Wandering Soul" in x for x in d.labels(0))})
    check(sc)
