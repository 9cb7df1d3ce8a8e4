"""Exact outcomes of the cards that give abilities to other cards (issue 18): granted
abilities (Medusa Shield, Nightmare Theatre, Mirror Magic, Contract of Possession, Lost
Spell, Security Guard, Aero Rider), names an effect gives or adds (Doppelghost, Ushabti
of Malice) and Security Call. Format as in scenes.py; battle scenes start in seat 1's
battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .helpers import G
from .scenes import R, Scene, build, cast, check, pins, step
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


SCENES += [
    # Security Guard's gained static reaches both fields; the trigger's cost is 200 life
    Scene("Security Guard: summoned from the hand, pay 200: units of level 2 or lower cannot "
          "attack until the end of the next turn",
          ["Summon Security Guard", *R, "Activate Security Guard", *R],
          me={"hand": ["Security Guard"]},
          expect={"life": (-200, 0), "zones": {"0:Security Guard": "unit"},
                  "check": gained(0, "Security Guard", "level 2 or lower on the field cannot")}),
    Scene("Security Call: summon a Security Guard from the discard pile, paying its level",
          ["Deploy Security Call", *R, "Security Guard", "pass", "pass"],
          me={"hand": ["Security Call", "Security Chaser"], "discard": ["Security Guard"]},
          expect={"mana": (-3, 0), "zones": {"0:Security Guard": "unit",
                                              "0:Security Chaser": "hand",
                                              "0:Security Call": "discard"}}),
    # Zero Gravity's cost discards Security Call from the hand: after it, the trigger
    Scene("Security Call: discarded from the hand -> add a Security Guard from the deck",
          ["Cast Zero Gravity", "Trident Merman", *R,
           "Activate Security Call", *R],
          me={"hand": ["Zero Gravity", "Security Call"], "deck": ["Security Guard"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Security Guard": "hand", "0:Security Call": "discard"},
                  "stats": {"1:Trident Merman": (3, 0, 300)}}),
    # Aero Rider 200/200; the other Psychic unit of its field +100, the opponent's not
    Scene("Aero Rider: discard a card sharing a type, +100/+100 and other Psychic units of "
          "your field +100 Attack",
          ["Activate Aero Rider", *R],
          me={"field": ["Aero Rider", "Pyro Girl"], "hand": ["Tornado Spirit", "Arson"]},
          opp={"field": ["Agent F"]},
          expect={"stats": {"0:Aero Rider": (1, 200, 200), "0:Pyro Girl": (2, 300, 100),
                            "1:Agent F": (2, 200, 100)},
                  "zones": {"0:Tornado Spirit": "discard", "0:Arson": "hand"},
                  "check": gained(0, "Aero Rider", "Other Psychic-type units")}),
    # cancelling Aero Rider's abilities cancels the one it gained; its +100/+100 stays
    Scene("Aero Rider: cancelling its abilities cancels the gained static too",
          ["Activate Aero Rider", *R, "pass", "pass",
           "Deploy Loss Potion", "Aero Rider", *R], pins=("Aero Rider",),
          me={"field": ["Aero Rider", "Pyro Girl"], "hand": ["Tornado Spirit", "Loss Potion"]},
          expect={"stats": {"0:Aero Rider": (1, 200, 200), "0:Pyro Girl": (2, 200, 100)}}),
    # Doppelghost named Snow Sprite: the real Snow Sprite counts another 'Snow Sprite'
    Scene("Doppelghost: its name becomes the chosen unit's and it gains its types",
          ["Activate Doppelghost", "Snow Sprite", *R],
          me={"field": ["Doppelghost", "Snow Sprite"]},
          expect={"stats": {"0:Snow Sprite": (0, 100, 100)},
                  "check": lambda d, r: (d.card(r["0:Doppelghost"])["name"] == "Snow Sprite"
                                         and d.card(r["0:Doppelghost"])["base_name"] == "Doppelghost"
                                         and d.types(r["0:Doppelghost"]) == ("Illusion", "Ghost",
                                                                             "Ice", "Spirit"))}),
    Scene("Ushabti of Malice: destroyed in a fight -> the attacker gains the Curse type",
          attack("Trident Merman") + WINDOW_CLOSED + FIGHT
          + ["pass", "Activate Ushabti of Malice", *R], turn="b2",
          me={"field": ["Ushabti of Malice"]}, opp={"field": ["Trident Merman"]},
          expect={"stats": {"1:Trident Merman": (3, 300, 300)},
                  "zones": {"0:Ushabti of Malice": "discard"},
                  "check": lambda d, r: "Curse" in d.types(r["1:Trident Merman"])}),
    Scene("Ushabti of Malice: a Curse-type unit of the fight gets Attack 0 instead",
          attack("Ripper Doll") + WINDOW_CLOSED + FIGHT
          + ["pass", "Activate Ushabti of Malice", *R], turn="b2",
          me={"field": ["Ushabti of Malice"]}, opp={"field": ["Ripper Doll"]},
          expect={"stats": {"1:Ripper Doll": (2, 0, 0)},
                  "zones": {"0:Ushabti of Malice": "discard"}}),
    # the partner that destroyed it is in no unit zone: nothing to choose, no trigger
    Scene("Ushabti of Malice: no trigger when no unit of the fight is in a unit zone",
          attack("Will o' the Wisp") + WINDOW_CLOSED + FIGHT + ["pass"], turn="b2",
          me={"field": ["Ushabti of Malice"]},
          expect={"zones": {"0:Ushabti of Malice": "discard"},
                  "check": lacks(0, "Activate Ushabti of Malice")}),
    Scene("Ushabti of Malice: also treated as being named 'Soul Sacrifice' on the field",
          [], me={"field": ["Ushabti of Malice"]},
          expect={"check": lambda d, r: d.card(r["0:Ushabti of Malice"]).get("also_named")
                  == ["Soul Sacrifice"]}),
    # Boulder Warrior gains Kabuki's types and its "+100 Attack" optional ability (its cost:
    # discard a card, Arson)
    Scene("Mirror Magic: a unit of your field gains an opponent's unit's types and abilities",
          ["Cast Mirror Magic", *R, "Kabuki, the Oni", "Boulder Warrior", "pass", "pass",
           "Activate Boulder Warrior: This card gets +100 Attack", *R],
          me={"field": ["Boulder Warrior", "Fish Sucker"], "hand": ["Mirror Magic", "Arson"]},
          opp={"field": ["Trident Merman"], "discard": ["Kabuki, the Oni"]},
          expect={"stats": {"0:Boulder Warrior": (3, 200, 400)},
                  "check": lambda d, r: d.types(r["0:Boulder Warrior"]) == (
                      "Earth", "Rock", "Warrior", "Fire", "Demon", "Samurai")}),
    Scene("Contract of Possession: exile a Demon of level 3 or lower, a Mage gains its abilities",
          ["Cast Contract of Possession", *R, "pass", "pass", "Activate Rei, the Summoner: This card gets +100",
           *R],
          me={"field": ["Rei, the Summoner"], "hand": ["Contract of Possession", "Arson"]},
          opp={"discard": ["Kabuki, the Oni"]},
          expect={"stats": {"0:Rei, the Summoner": (0, 100, 0)}, "exile": (0, 1),
                  "zones": {"1:Kabuki, the Oni": "exile"},
                  "check": lambda d, r: "Demon" not in d.types(r["0:Rei, the Summoner"])}),
    # Enraged Flame Dogu (level 3, printed 100 Attack) has base Attack 300 with the Theatre;
    # discarding Ripper Doll (level 2) gives it +100 more
    Scene("Nightmare Theatre: Figure units' base Attack is level x 100; discard a Ghost, +50 "
          "Attack per level",
          ["Activate Nightmare Theatre", *R, "Ripper Doll"],
          me={"field": ["Enraged Flame Dogu", "Nightmare Theatre"],
              "hand": ["Ripper Doll", "Will o' the Wisp"]},
          opp={"field": ["Crusher Golem"]},
          expect={"stats": {"0:Enraged Flame Dogu": (3, 400, 300), "1:Crusher Golem": (7, 750, 650)},
                  "zones": {"0:Ripper Doll": "discard"},
                  "check": gained(0, "Enraged Flame Dogu", "base Attack equals its base level")}),
]


SCENES += [
    Scene("Security Call: not deployable without a Security Guard or Chaser in the hand or "
          "discard pile", [], pins=("Security Call",),
          me={"hand": ["Security Call"], "deck": ["Security Guard"]},
          expect={"check": lacks(0, "Deploy Security Call")}),
    # Xandria (printed 0 Attack, +800 with 3 Book cards): the new base Attack, 700, comes
    # before its own +800; as its own ability it is not "the effect of another card"
    Scene("Nightmare Theatre: the new base Attack comes before the unit's own statics",
          [], pins=("Nightmare Theatre",),
          me={"field": ["Xandria, Dragon Statue of the Magic Library", "Nightmare Theatre"],
              "discard": ["Dark Tome of Magic", "Introduction to Summons",
                          "Index of Magic Tomes"]},
          expect={"stats": {"0:Xandria, Dragon Statue of the Magic Library": (7, 1500, 700)}}),
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


def _run(sc):
    d, refs = build(sc)
    for st in sc.script:
        step(d, st)
    return d, refs


@pins("Security Guard")
def test_security_guard_stops_low_level_attacks_until_the_end_of_the_next_turn():
    d, refs = _run(Scene("Security Guard", ["Summon Security Guard", *R,
                                            "Activate Security Guard", *R],
                         me={"hand": ["Security Guard"], "field": ["Tornado Spirit"]},
                         opp={"field": ["Tornado Spirit", "Trident Merman"]}))
    d.skip_to("battle", 2)
    assert d.has(1, "Attack with Trident Merman")  # level 3
    assert not d.has(1, "Attack with Tornado Spirit")  # level 2
    assert not d.has(1, "Attack with Will o' the Wisp")  # the partner, level 0
    d.skip_to("battle", 3)  # the grant ended with turn 2
    assert d.has(0, "Attack with Tornado Spirit")
    assert "gained" not in d.card(refs["0:Security Guard"])


@pins("Security Guard")
def test_security_guard_gains_nothing_when_its_trigger_is_not_used():
    d, refs = _run(Scene("Security Guard", ["Summon Security Guard", *R, "pass", "pass"],
                         me={"hand": ["Security Guard"]},
                         opp={"field": ["Tornado Spirit"]}))
    d.skip_to("battle", 2)
    assert d.has(1, "Attack with Tornado Spirit")
    assert d.life(0) == 1000


@pins("Doppelghost")
def test_doppelghost_takes_its_own_name_back_at_the_end_of_the_turn():
    d, refs = _run(Scene("Doppelghost", ["Activate Doppelghost", "Snow Sprite", *R],
                         me={"field": ["Doppelghost", "Snow Sprite"]}))
    dg, sprite = refs["0:Doppelghost"], refs["0:Snow Sprite"]
    assert d.card(dg)["name"] == "Snow Sprite"
    assert not d.has(0, "Activate Doppelghost")  # once per turn
    d.skip_to("main1", 2)
    assert d.card(dg)["name"] == "Doppelghost" and "base_name" not in d.card(dg)
    assert d.types(dg) == ("Illusion", "Ghost")
    assert d.stats(sprite) == (0, 0, 0)


@pins("Ushabti of Malice")
def test_ushabti_of_malice_is_only_treated_as_soul_sacrifice_while_its_abilities_work():
    d, refs = _run(Scene("Ushabti of Malice", ["Deploy Loss Potion", "Ushabti of Malice", *R],
                         me={"field": ["Ushabti of Malice"], "hand": ["Loss Potion"]}))
    assert "also_named" not in d.card(refs["0:Ushabti of Malice"])


@pins("Mirror Magic")
def test_mirror_magic_ends_with_the_turn():
    d, refs = _run(Scene("Mirror Magic", ["Cast Mirror Magic", *R, "Kabuki, the Oni",
                                          "Boulder Warrior"],
                         me={"field": ["Boulder Warrior", "Fish Sucker"], "hand": ["Mirror Magic"]},
                         opp={"field": ["Kabuki, the Oni"]}))
    bw = refs["0:Boulder Warrior"]
    assert len(d.card(bw)["gained"]) == 2  # both of Kabuki's abilities
    d.skip_to("main1", 2)
    assert "gained" not in d.card(bw) and d.types(bw) == ("Earth", "Rock", "Warrior")


@pins("Mirror Magic")
def test_mirror_magic_only_copies_a_unit_the_opponent_owns():
    # Kabuki in my own discard pile is no candidate: the only one is the opponent's
    # partner (vanilla), so Boulder Warrior gains its types and no ability
    d, refs = _run(Scene("Mirror Magic", ["Cast Mirror Magic", *R, "Boulder Warrior"],
                         me={"field": ["Boulder Warrior"], "hand": ["Mirror Magic"],
                             "discard": ["Kabuki, the Oni"]}))
    bw = refs["0:Boulder Warrior"]
    assert d.types(bw) == ("Earth", "Rock", "Warrior", "Fire", "Ghost")
    assert "gained" not in d.card(bw)


@pins("Nightmare Theatre")
def test_nightmare_theatre_gives_its_ability_only_while_it_is_on_the_field():
    d, refs = _run(Scene("Nightmare Theatre", [],
                         me={"field": ["Enraged Flame Dogu", "Nightmare Theatre", "Crusher Golem"],
                             "hand": ["Patrol Ball"]}))
    dogu, golem = refs["0:Enraged Flame Dogu"], refs["0:Crusher Golem"]
    assert d.stats(dogu) == (3, 300, 300) and d.stats(golem) == (7, 700, 650)
    for st in ["Activate Crusher Golem", *R]:
        step(d, st)
    assert d.zone(refs["0:Nightmare Theatre"]) == "discard"
    assert d.stats(dogu) == (3, 100, 300) and d.stats(golem) == (7, 750, 650)
    assert "gained" not in d.card(dogu)


@pins("Medusa Shield")
def test_medusa_shield_destroyed_takes_the_gained_trigger_with_it():
    d, refs = _run(Scene("Medusa Shield", ["Activate Crusher Golem", *R],
                         me={"field": ["Boulder Warrior", ("Medusa Shield", "Boulder Warrior"),
                                       "Crusher Golem"], "hand": ["Patrol Ball"]}))
    bw = refs["0:Boulder Warrior"]
    assert "gained" not in d.card(bw) and d.stats(bw) == (3, 100, 400)


@pins("Mirror Magic")
def test_read_a_card_shows_what_a_field_card_gained_within_discords_limits():
    from bot import cardtext, reader

    d, refs = _run(Scene("Mirror Magic", ["Cast Mirror Magic", *R, "Kabuki, the Oni",
                                          "Boulder Warrior"],
                         me={"field": ["Boulder Warrior", "Fish Sucker"], "hand": ["Mirror Magic"]},
                         opp={"field": ["Kabuki, the Oni"]}))
    from engine.core.cardface import Block, CardFace, sentence

    _, drawn = reader.full_card(d.m.game, d.card(refs["0:Boulder Warrior"]))
    gained = [b.text for b in d.m.game.card_face(drawn).blocks if b.title == "Gained"]
    assert gained == [sentence(a["text"]) for a in G.info["U00083"].abilities]
    described = cardtext.embed(d.m.game, drawn).description
    assert described.count("**Gained**: ") == len(gained) and len(described) <= 4096
    long = cardtext.description(CardFace("x", "Unit", blocks=(Block("Gained", "x" * 300),) * 20))
    assert len(long) <= 4096 and long.endswith("…")


@pins("Contract of Possession")
def test_contract_of_possession_offers_demons_of_level_3_or_lower_from_either_pile():
    # Trident Merman is no Demon, Darkness Ogre is level 7
    d, refs = _run(Scene("Contract of Possession", ["Cast Contract of Possession", *R],
                         me={"field": ["Rei, the Summoner"], "hand": ["Contract of Possession"],
                             "discard": ["Magmad Devil", "Trident Merman", "Darkness Ogre"]},
                         opp={"discard": ["Gate Devil"]}))
    assert d.labels(0) == ["Magmad Devil (your discard pile)", "Gate Devil (opponent's discard pile)"]
    step(d, "Magmad Devil")
    assert d.zone(refs["0:Magmad Devil"]) == "exile"
    assert any("+50 Attack per level" in g for g in d.card(refs["0:Rei, the Summoner"])["gained"])
