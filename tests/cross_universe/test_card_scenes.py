"""Exact outcomes of the cards the first scene file left to random play: fight results,
the attack window, end-phase and discard triggers, and the remaining optional abilities.

Battle scenes start in seat 1's first battle phase (turn="b2"): seat 1 ("opp") attacks
and seat 0 ("me") defends, so life and zone deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import Scene, check

R = ["pass", "pass"]


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
          pre=lambda d, r: d.s["fx"].append({"k": "mod", "ts": 0, "src": None,
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
