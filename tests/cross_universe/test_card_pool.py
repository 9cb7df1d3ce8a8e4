"""Exact outcomes of the cards brought in from the whole card pool (issue 18), first those
of the online client's premade decks. Format as in scenes.py; battle scenes start in
seat 1's battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import R, Scene, act, act_then, cast, check
from .test_card_scenes import WINDOW_CLOSED, attack, fight, respond, trig


def counters(ref, name, n):
    return lambda d, r: d.s["cards"][r[ref]]["ctr"].get(name, 0) == n


def units(seat, n):
    return lambda d, r: len(d.s["p"][seat]["units"]) == n


PREMADE = [
    # 400/300 against a Dark 400/400 attacker: 700/600 while they fight, so it survives
    # and its counterattack destroys the attacker; its printed stats come back after.
    Scene("Warrior of Light: +300/+300 while fighting a Dark-type unit",
          fight("Angel of Death, dyed in Darkness"), turn="b2",
          me={"field": ["Warrior of Light"]}, opp={"field": ["Angel of Death, dyed in Darkness"]},
          expect={"zones": {"0:Warrior of Light": "unit",
                            "1:Angel of Death, dyed in Darkness": "discard"},
                  "stats": {"0:Warrior of Light": (4, 400, 300)}, "life": (0, 0)}),
    Scene("Unlocking Mermaid: discard 1, destroy a spell on the field, once while on the field",
          act_then("Unlocking Mermaid", "Arson"),
          me={"field": ["Unlocking Mermaid"], "hand": ["Fish Sucker", "Arson"]},
          opp={"field": ["Geyser"]},
          expect={"zones": {"1:Geyser": "discard", "0:Arson": "discard", "0:Fish Sucker": "hand"},
                  "hand": (-1, 0), "discard": (1, 1),
                  "check": lambda d, r: not d.has(0, "Activate Unlocking Mermaid")}),
    Scene("Earth-shattering Gauntlet: the equipped unit gets +200 Attack", [],
          me={"field": ["Trident Merman", ("Earth-shattering Gauntlet", "Trident Merman")]},
          expect={"stats": {"0:Trident Merman": (3, 500, 300)},
                  "check": lambda d, r: not d.has(0, "Activate Earth-shattering Gauntlet")}),
    Scene("Earth-shattering Gauntlet: on an Earth unit, discard it to destroy a spell or item",
          act_then("Earth-shattering Gauntlet", "Stone Circle"),
          me={"field": ["Boulder Warrior", ("Earth-shattering Gauntlet", "Boulder Warrior")]},
          opp={"field": ["Stone Circle", "Geyser"]},
          expect={"zones": {"0:Earth-shattering Gauntlet": "discard", "1:Stone Circle": "discard",
                            "1:Geyser": "si"},
                  "stats": {"0:Boulder Warrior": (3, 100, 400)}}),
    Scene("Orochi: destroys a unit in a fight -> each player discards the top 4",
          fight("Orochi, Inferno Serpent") + trig("Orochi, Inferno Serpent"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Orochi, Inferno Serpent"]},
          expect={"deck": (-4, -4), "discard": (1 + 4, 4),
                  "zones": {"0:Boulder Warrior": "discard"}}),
    Scene("Orochi: destroyed -> add a Sword-type card from the deck",
          cast("Explosion") + act_then("Orochi, Inferno Serpent", "Great Sword"),
          me={"hand": ["Explosion"], "field": ["Orochi, Inferno Serpent"],
              "deck": ["Common Sword", "Great Sword"]},
          expect={"zones": {"0:Great Sword": "hand", "0:Common Sword": "deck"},
                  "life": (0, -400), "hand": (0, 0)}),
    Scene("Azcatl: destroys a unit in a fight -> each player discards the top 2",
          fight("Azcatl, Magma Ant") + trig("Azcatl, Magma Ant"), turn="b2",
          me={"field": ["Boulder Warrior"]}, opp={"field": ["Azcatl, Magma Ant"]},
          expect={"deck": (-2, -2), "discard": (1 + 2, 2)}),
    Scene("Azcatl: discarded from the field -> pay 100, 2 discard-pile cards and it into the decks",
          cast("Explosion") + act_then("Azcatl, Magma Ant", ["Arson", "Fish Sucker"]),
          me={"hand": ["Explosion"], "field": ["Azcatl, Magma Ant"], "discard": ["Arson", "Parry"]},
          opp={"discard": ["Fish Sucker"]},
          expect={"zones": {"0:Arson": "deck", "1:Fish Sucker": "deck", "0:Parry": "discard",
                            "0:Azcatl, Magma Ant": "deck"},
                  "life": (-100, -300), "discard": (-1 + 1, -1), "deck": (2, 1)}),
    Scene("Reactive Circle - Void: every unit destroyed, 50 damage per level the opponent owned",
          attack("Trident Merman") + respond("Cast Reactive Circle - Void")
          + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - Void"]},
          opp={"field": ["Trident Merman", "Boulder Warrior"]},
          expect={"zones": {"0:Fish Sucker": "discard", "1:Trident Merman": "discard",
                            "1:Boulder Warrior": "discard"},
                  "life": (-50 * (3 + 3), 0), "mana": (-5, 0)}),
    Scene("Rebirth Flames: pay 100, discard Fire cards as many as the chosen card's level, "
          "take it back",
          ["Deploy Rebirth Flames", "Lantern Angler", *R, ["Arson", "Forest Fire"]],
          me={"hand": ["Rebirth Flames", "Arson", "Forest Fire", "Pyroclastic Flow"],
              "discard": ["Lantern Angler", "Fish Sucker"]},
          expect={"life": (-100, 0), "mana": (-1, 0),
                  "zones": {"0:Lantern Angler": "hand", "0:Arson": "discard",
                            "0:Forest Fire": "discard", "0:Pyroclastic Flow": "hand",
                            "0:Fish Sucker": "discard"}}),
    Scene("Blazing Library: discard 1, one of the top 3 to the hand, the rest discarded, take 200",
          act_then("Blazing Library", "Parry"),
          me={"field": ["Blazing Library"], "hand": ["Fish Sucker"],
              "deck": ["Arson", "Parry", "Holy Light", "Explosion"]},
          expect={"zones": {"0:Parry": "hand", "0:Arson": "discard", "0:Holy Light": "discard",
                            "0:Fish Sucker": "discard", "0:Explosion": "deck"},
                  "life": (-200, 0), "hand": (0, 0), "discard": (3, 0),
                  "check": lambda d, r: not d.has(0, "Activate Blazing Library")}),
    Scene("Blazing Library: discarded from the field -> the discard pile but Blazing Libraries "
          "into the deck, it is exiled",
          cast("Acid Storm") + act("Blazing Library"),
          me={"hand": ["Acid Storm"], "field": ["Blazing Library"],
              "discard": ["Arson", "Parry", "Blazing Library"]},
          expect={"zones": {"0:Arson": "deck", "0:Parry": "deck", "0:Blazing Library": "exile"},
                  "discard": (-2, 0), "exile": (1, 0), "deck": (3, 0)}),
    Scene("Gama: discard a typed item, add an equipable or continuous item sharing no type",
          act("Gama, of Forbidden Gold"),
          me={"field": ["Gama, of Forbidden Gold"], "hand": ["Great Sword"],
              "deck": ["Clay Shield", "Golden Sword", "Junk Shield", "Stone Circle"]},
          expect={"zones": {"0:Great Sword": "discard", "0:Junk Shield": "hand",
                            "0:Clay Shield": "deck", "0:Golden Sword": "deck"}, "hand": (0, 0)}),
    Scene("Undine: summon from the discard pile a unit of level up to the cards sharing a type, "
          "named unlike your units",
          act("Undine, Water Walker"),
          me={"field": ["Undine, Water Walker", "Fish Sucker", "Lantern Angler"],
              "discard": ["Trident Merman", "Fish Sucker", "Tornado Spirit"]},
          expect={"zones": {"0:Tornado Spirit": "unit", "0:Trident Merman": "discard"},
                  "mana": (-2, 0), "discard": (-1, 0)}),
    Scene("Undine: nothing on your field shares a type, so it cannot be used", [],
          me={"field": ["Undine, Water Walker"], "discard": ["Tornado Spirit"]},
          expect={"check": lambda d, r: not d.has(0, "Activate Undine")}),
    Scene("Pandemic Rat: a Weakness counter; that card destroyed -> summon a Pandemic Rat",
          act("Pandemic Rat: Put") + ["Cast Judgement Thunderbolt", *R, "Trident Merman"]
          + act("Pandemic Rat: Summon"),
          me={"field": ["Pandemic Rat"], "hand": ["Judgement Thunderbolt"],
              "deck": ["Pandemic Rat"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "discard"}, "mana": (-6 - 1, 0),
                  "check": units(0, 2)}),
    Scene("Pandemic Rat: a unit without a Weakness counter destroyed triggers nothing",
          ["Cast Judgement Thunderbolt", *R, "Trident Merman"],
          me={"field": ["Pandemic Rat"], "hand": ["Judgement Thunderbolt"],
              "deck": ["Pandemic Rat"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: not d.has(0, "Activate Pandemic Rat: Summon")}),
]


@pytest.mark.parametrize("sc", PREMADE, ids=str)
def test_premade_deck_cards(sc):
    check(sc)


def logged(text):
    return lambda d, r: any(text in e.text for e in d.m.events)


def placed_not_summoned(ref):
    return lambda d, r: (d.s["cards"][r[ref]]["z"] == "unit"
                         and d.s["cards"][r[ref]]["st"] != d.s["turn"])


# After a block of stack 1 resolves, stack 2 opens with the other player: a pass by each
# there, then by each on the new stack 1, ends the phase; an end phase takes two passes.
AFTER_BLOCK = ["pass"] * 4
ALL_PASS = ["pass", "pass"]
EARTH2 = ["Haniwa Soldier", "Earth Barrier"]

AWAY = [
    Scene("Searing Sandworm: discard 2 Earth cards, exiled until your next battle phase",
          act("Searing Sandworm"), turn=2,
          opp={"field": ["Searing Sandworm"], "hand": EARTH2},
          expect={"zones": {"1:Searing Sandworm": "exile"}, "hand": (0, -2),
                  "discard": (0, 2)}),
    Scene("Searing Sandworm: back on the field (placed) as your battle phase begins",
          act("Searing Sandworm") + AFTER_BLOCK + ["Enter the battle phase"], turn=2,
          opp={"field": ["Searing Sandworm"], "hand": EARTH2},
          expect={"check": placed_not_summoned("1:Searing Sandworm"), "exile": (0, 0)}),
    Scene("Dimensional Hole: a unit of level 2 or lower exiled until end of turn, then back",
          cast("Dimensional Hole") + ["pass"] * 6,
          me={"hand": ["Dimensional Hole"], "field": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "unit"}, "exile": (0, 0),
                  "check": logged("Fish Sucker is exiled for a while.")}),
    Scene("Dimensional Hole: the unit is in the exile zone for the rest of the turn",
          cast("Dimensional Hole"),
          me={"hand": ["Dimensional Hole"], "field": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "exile", "0:Trident Merman": "unit"}}),
    Scene("Concealing Sandstorm (fast): discard 2 Earth cards, a unit of level 4 or lower "
          "exiled until end of turn",
          act("Concealing Sandstorm"),
          me={"field": ["Concealing Sandstorm", "Boulder Warrior", "Rukrim, Moving Crag"],
              "hand": EARTH2},
          expect={"zones": {"0:Boulder Warrior": "exile", "0:Rukrim, Moving Crag": "unit"},
                  "hand": (-2, 0)}),
    Scene("Spacetime Passage: 1 or 2 level 2 or lower cards of the discard piles exiled "
          "until the end of the next turn",
          ["Cast Spacetime Passage", *R, ["Fish Sucker", "Patrol Ball"]],
          me={"hand": ["Spacetime Passage"], "discard": ["Fish Sucker", "Trident Merman"]},
          opp={"discard": ["Patrol Ball"]},
          expect={"zones": {"0:Fish Sucker": "exile", "1:Patrol Ball": "exile",
                            "0:Trident Merman": "discard"}, "exile": (1, 1)}),
    Scene("Spacetime Passage: the cards come back to the discard piles as the next turn ends",
          ["Cast Spacetime Passage", *R, ["Fish Sucker", "Patrol Ball"]] + ["pass"] * 14
          + ["Skip to the end phase"] + ALL_PASS,
          me={"hand": ["Spacetime Passage"], "discard": ["Fish Sucker", "Trident Merman"]},
          opp={"discard": ["Patrol Ball"]},
          expect={"zones": {"0:Fish Sucker": "discard", "1:Patrol Ball": "discard"},
                  "exile": (0, 0), "check": lambda d, r: d.s["turn"] == 3}),
    Scene("Spring Breeze Angel: a unit sharing a type added from the deck by an effect -> "
          "summon it",
          cast("Spring's First Storm") + act("Spring Breeze Angel"),
          me={"field": ["Spring Breeze Angel"], "hand": ["Spring's First Storm"],
              "deck": ["Avianman, of the Swift Wind"]},
          expect={"zones": {"0:Avianman, of the Swift Wind": "unit"}, "mana": (-1 - 1, 0),
                  "hand": (-1, 0)}),
    Scene("Rifle Fish: discard 1, a random card of the opponent's hand of its level or "
          "lower is destroyed",
          act("Rifle Fish"), me={"field": ["Rifle Fish"], "hand": ["Arson"]},
          opp={"hand": ["Fish Sucker"]},
          expect={"zones": {"1:Fish Sucker": "discard", "0:Arson": "discard"},
                  "hand": (-1, -1),
                  "check": lambda d, r: any(e.visible_to == 0 and "Fish Sucker" in e.text
                                            for e in d.m.events if e.kind == "look")}),
    Scene("Rifle Fish: a higher-level card stays in the hand",
          act("Rifle Fish"), me={"field": ["Rifle Fish"], "hand": ["Arson"]},
          opp={"hand": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "hand"}, "hand": (-1, 0)}),
]


@pytest.mark.parametrize("sc", AWAY, ids=str)
def test_exiled_for_a_while_and_other_premade_cards(sc):
    check(sc)
