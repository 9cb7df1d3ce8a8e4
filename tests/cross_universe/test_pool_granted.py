"""Exact outcomes of the cards that give abilities to other cards (issue 18): granted
abilities (Medusa Shield, Nightmare Theatre, Mirror Magic, Contract of Possession, Lost
Spell, Security Guard, Aero Rider), names an effect gives or adds (Doppelghost, Ushabti
of Malice) and Security Call. Format as in scenes.py; battle scenes start in seat 1's
battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import R, Scene, build, cast, check, step
from .test_card_scenes import FIGHT, WINDOW_CLOSED, attack


def gained(seat, name, text):
    """A card of that name on `seat`'s field shows a gained ability with this text."""
    def ok(d, r):
        return any(text in g for g in _card(d, seat, name).get("gained", []))
    return ok


def not_gained(seat, name):
    return lambda d, r: not _card(d, seat, name).get("gained")


def _card(d, seat, name):
    p = d.m.view(None)["players"][seat]
    for c in p["units"] + p["spells_items"] + [p["partner"]]:
        if c and (c.get("name") == name or c.get("base_name") == name):
            return c
    raise AssertionError(f"no {name} on seat {seat}'s field")


def all_of(*checks):
    return lambda d, r: all(c(d, r) for c in checks)


def offers(seat, label):
    return lambda d, r: d.has(seat, label)


def lacks(seat, label):
    return lambda d, r: not d.has(seat, label)


MEDUSA = "Activate Boulder Warrior: Once per turn, after this unit becomes the target"

SCENES = [
    # the equipped unit's mandatory trigger (seat 0 holds it): Merman's Attack becomes 0,
    # so the 100-Defense Boulder Warrior (400 - 300) survives the fight
    Scene("Medusa Shield: the equipped unit gets -300 Defense and gains a trigger that "
          "makes the attacker's Attack 0",
          attack("Trident Merman") + ["pass", MEDUSA, *R] + WINDOW_CLOSED + FIGHT, turn="b2",
          me={"field": ["Boulder Warrior", ("Medusa Shield", "Boulder Warrior")]},
          opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 300), "0:Boulder Warrior": (3, 100, 100)},
                  "zones": {"0:Boulder Warrior": "unit", "1:Trident Merman": "unit"},
                  "check": all_of(gained(0, "Boulder Warrior", "becomes the target of an attack"),
                                  not_gained(0, "Medusa Shield"))}),
    # once per turn, counted on the unit that has it: the second attack of the turn does
    # not trigger it, and Tornado Spirit's 300 Attack destroys the 100-Defense unit
    Scene("Medusa Shield: the gained trigger works once per turn",
          attack("Trident Merman") + ["pass", MEDUSA, *R] + WINDOW_CLOSED + FIGHT
          + ["pass", "pass", "Attack with Tornado Spirit", "pass", "pass"] + WINDOW_CLOSED
          + FIGHT, turn="b2",
          me={"field": ["Boulder Warrior", ("Medusa Shield", "Boulder Warrior")]},
          opp={"field": ["Trident Merman", "Tornado Spirit"]},
          expect={"stats": {"1:Trident Merman": (3, 0, 300), "1:Tornado Spirit": (2, 300, 0)},
                  "zones": {"0:Boulder Warrior": "discard", "0:Medusa Shield": "discard"}}),
    # three Book-type items of different names exiled (cost): 3 cards in the exile zones
    Scene("Lost Spell: a level 0 Mage gains +100 Attack per card in the exile zones",
          cast("Lost Spell", "Dark Tome of Magic", "Introduction to Summons"),
          me={"field": ["Rei, the Summoner"], "hand": ["Lost Spell"],
              "discard": ["Rourke, Master Magician", "Dark Tome of Magic",
                          "Introduction to Summons", "Index of Magic Tomes"]},
          opp={"exile": ["Arson"]},
          expect={"stats": {"0:Rei, the Summoner": (0, 400, 0)}, "exile": (3, 0),
                  "zones": {"0:Index of Magic Tomes": "exile", "0:Lost Spell": "discard"},
                  "check": gained(0, "Rei, the Summoner", "for each card in the exile zones")}),
    Scene("Lost Spell: not castable without 3 Book-type items of different names",
          [], pins=("Lost Spell",),
          me={"field": ["Rei, the Summoner"], "hand": ["Lost Spell"],
              "discard": ["Rourke, Master Magician", "Dark Tome of Magic", "Dark Tome of Magic",
                          "Introduction to Summons"]},
          expect={"check": lacks(0, "Cast Lost Spell")}),
    Scene("Lost Spell: not castable without a Mage-type unit of level 6 or higher in the "
          "discard pile", [], pins=("Lost Spell",),
          me={"field": ["Rei, the Summoner"], "hand": ["Lost Spell"],
              "discard": ["Dark Tome of Magic", "Introduction to Summons",
                          "Index of Magic Tomes"]},
          expect={"check": lacks(0, "Cast Lost Spell")}),
]


@pytest.mark.parametrize("sc", SCENES, ids=str)
def test_scene(sc):
    check(sc)


def test_lost_spell_ends_with_the_turn():
    d, refs = build(Scene("Lost Spell", [], me={
        "field": ["Rei, the Summoner"], "hand": ["Lost Spell"],
        "discard": ["Rourke, Master Magician", "Dark Tome of Magic", "Introduction to Summons",
                    "Index of Magic Tomes"]}))
    for st in cast("Lost Spell", "Dark Tome of Magic", "Introduction to Summons"):
        step(d, st)
    rei = refs["0:Rei, the Summoner"]
    assert d.stats(rei) == (0, 300, 0)
    d.skip_to("main1", 2)
    assert d.stats(rei) == (0, 0, 0)
    assert "gained" not in d.card(rei)
