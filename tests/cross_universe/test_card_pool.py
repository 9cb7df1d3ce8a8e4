"""Exact outcomes of the cards brought in from the whole card pool (issue 18), first those
of the online client's premade decks. Format as in scenes.py; battle scenes start in
seat 1's battle phase (turn="b2"), so deltas read (defender, attacker).
"""

from __future__ import annotations

import pytest

from .scenes import P, R, Scene, act, act_then, build, cast, cast_then, check, pins, step
from .test_card_scenes import WINDOW_CLOSED, attack, fight, respond, trig, trig0


def counters(ref, name, n):
    return lambda d, r: d.counters(r[ref]).get(name, 0) == n


def units(seat, n):
    return lambda d, r: len(d.units(seat)) == n


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
    return lambda d, r: (d.zone(r[ref]) == "unit"
                         and not d.card(r[ref]).get("summoned_this_turn"))


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
                  "exile": (0, 0), "check": lambda d, r: d.view()["turn"] == 3}),
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


def negated(ref):
    return lambda d, r: d.negated(r[ref])


def has_type(ref, t):
    return lambda d, r: t in d.types(r[ref])


def looked(seat, name):
    return lambda d, r: any(e.kind == "look" and e.visible_to == seat and name in e.text
                            for e in d.m.events)


POOL = [
    Scene("Oz: pay X mana, add a level X spell from the deck, once while on the field",
          act("Oz, Sorcerer Supreme: Add", "2"),
          me={"field": ["Oz, Sorcerer Supreme"], "deck": ["Pyroclastic Flow", "Forest Fire"]},
          expect={"mana": (-2, 0), "zones": {"0:Pyroclastic Flow": "hand", "0:Forest Fire": "deck"},
                  "check": lambda d, r: not d.has(0, "Activate Oz, Sorcerer Supreme: Add")}),
    Scene("Oz: X is at most the mana you hold",
          act("Oz, Sorcerer Supreme: Add", "3"), mana=(3, 10),
          me={"field": ["Oz, Sorcerer Supreme"], "deck": ["Acid Storm", "Pyroclastic Flow"]},
          expect={"mana": (-3, 0), "zones": {"0:Acid Storm": "hand", "0:Pyroclastic Flow": "deck"}}),
    Scene("Oz: a unit of your field gains one of Oz's types until end of turn",
          act("Oz, Sorcerer Supreme: Choose", "Will o' the Wisp") + ["Water"],
          me={"field": ["Oz, Sorcerer Supreme"]},
          expect={"check": lambda d, r: d.types(d.partner(0))
                  == ("Fire", "Ghost", "Water")}),
    Scene("Unit Select: pay 100, 3 units of one level with different names, the opponent "
          "picks the one added",
          ["Cast Unit Select", *R, "Trident Merman", "Boulder Warrior", "Boulder Warrior"],
          me={"hand": ["Unit Select"], "deck": ["Trident Merman", "Mining Majin", "Fish Sucker"]},
          expect={"life": (-100, 0), "hand": (0, 0),
                  "zones": {"0:Trident Merman": "deck", "0:Mining Majin": "deck"},
                  "check": lambda d, r: [d.name(i)
                                         for i in d.zone_cards(0, "hand")] == ["Boulder Warrior"]}),
    Scene("Scorching Recompense: take 100, draw 1",
          cast("Scorching Recompense"), me={"hand": ["Scorching Recompense"]},
          expect={"life": (-100, 0), "hand": (0, 0), "mana": (-2, 0)}),
    Scene("Scorching Recompense: discarded from the deck with a Fire partner -> take 100, each "
          "player draws 1",
          cast("Arson") + trig0("Scorching Recompense"),
          me={"hand": ["Arson"]}, opp={"deck": ["Scorching Recompense"]},
          expect={"life": (0, -100), "hand": (0, 1), "deck": (-1, -3)}),
    Scene("Sentient Water: discarded -> gain 50",
          cast("Arson") + trig0("Sentient Water"), me={"hand": ["Arson"]},
          opp={"deck": ["Sentient Water"]}, expect={"life": (0, 50)}),
    Scene("Fallen Dragon: unaffected by equipable items", [],
          me={"field": ["Fallen Dragon", ("Common Sword", "Fallen Dragon")]},
          expect={"stats": {"0:Fallen Dragon": (4, 450, 200)}}),
    Scene("Spiritual Derangement: discard an Illusion card, cancel a level 3 or lower unit's "
          "abilities",
          cast_then("Spiritual Derangement", "Slime Commander"), partners=("Light Trick Butterfly", P),
          me={"hand": ["Spiritual Derangement", "Mirror Flower, Water Moon"]},
          opp={"field": ["Slime Commander", "Fish Sucker", "Rukrim, Moving Crag"]},
          expect={"check": negated("1:Slime Commander"), "hand": (-2, 0)}),
    Scene("A Call for Lesser Punishment: pay 100, a level 4 or lower unit of an exile zone to "
          "its owner's hand",
          cast("A Call for Lesser Punishment"), me={"hand": ["A Call for Lesser Punishment"]},
          opp={"exile": ["Trident Merman", "Rukrim, Moving Crag"]},
          expect={"life": (-100, 0), "hand": (-1, 1), "zones": {"1:Trident Merman": "hand"}}),
    Scene("Remembered But Still Lost: after a unit is discarded, an exiled card to the "
          "discard pile",
          cast("Arson") + cast("Remembered But Still Lost"),
          me={"hand": ["Arson", "Remembered But Still Lost"], "exile": ["Parry"]},
          opp={"deck": ["Fish Sucker"]},
          expect={"zones": {"0:Parry": "discard"}, "exile": (-1, 0)}),
    Scene("Remembered But Still Lost: not castable when no unit was discarded", [],
          me={"hand": ["Remembered But Still Lost"], "exile": ["Parry"]},
          expect={"check": lambda d, r: not d.has(0, "Cast Remembered")}),
    Scene("Eternal Freeze: with an Ice partner, exile a card of a discard pile",
          cast("Eternal Freeze"), partners=("Snow Sprite", P),
          me={"hand": ["Eternal Freeze"]}, opp={"discard": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "exile"}}),
    Scene("Eternal Freeze: discarded from the hand -> exile another Ice card, add an Eternal "
          "Freeze from the deck",
          act("Machine Trooper") + act("Eternal Freeze"),
          me={"field": ["Machine Trooper"], "hand": ["Eternal Freeze"], "discard": ["Snow Angel"],
              "deck": ["Eternal Freeze"]},
          expect={"zones": {"0:Snow Angel": "exile"}, "hand": (0, 0), "exile": (1, 0)}),
    Scene("Magnet Call: add a card named like a Machine-type card on the field",
          cast("Magnet Call"), me={"hand": ["Magnet Call"], "deck": ["Machine Trooper"]},
          opp={"field": ["Machine Trooper"]},
          expect={"zones": {"0:Machine Trooper": "hand"}, "hand": (0, 0)}),
    Scene("Restoration: add a card named like one in an exile zone",
          cast("Restoration"), me={"hand": ["Restoration"], "deck": ["Mining Majin"]},
          opp={"exile": ["Mining Majin"]},
          expect={"zones": {"0:Mining Majin": "hand", "1:Mining Majin": "exile"}}),
    Scene("Water Creation: a Water card into the deck, a Water unit +3 level and +300 Attack",
          cast("Water Creation"),
          me={"hand": ["Water Creation"], "discard": ["Fish Sucker"], "field": ["Trident Merman"]},
          expect={"stats": {"0:Trident Merman": (6, 600, 300)},
                  "zones": {"0:Fish Sucker": "deck"}}),
    Scene("Water Creation: discarded from the deck -> a Water card into the deck, it to the hand",
          cast("Arson") + ["pass", "Activate Water Creation", *R, "Fish Sucker"],
          me={"hand": ["Arson"]},
          opp={"deck": ["Water Creation"], "discard": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"1:Water Creation": "hand", "1:Fish Sucker": "deck",
                            "1:Trident Merman": "discard"}}),
    Scene("Frostblade Floral Knight: +100 Attack per other Ice unit on the field", [],
          me={"field": ["Frostblade Floral Knight", "Snow Angel"]}, opp={"field": ["Ice Artist"]},
          expect={"stats": {"0:Frostblade Floral Knight": (6, 700, 500)}}),
    Scene("Frostblade Floral Knight: destroys a card in a fight -> discard an Ice spell, destroy "
          "a level 4 or lower unit",
          fight("Frostblade Floral Knight", "Fish Sucker")
          + ["Activate Frostblade Floral Knight", *R], turn="b2",
          me={"field": ["Fish Sucker", "Trident Merman", "Rukrim, Moving Crag"]},
          opp={"field": ["Frostblade Floral Knight"], "hand": ["Whiteout"]},
          expect={"zones": {"0:Fish Sucker": "discard", "0:Trident Merman": "discard",
                            "1:Whiteout": "discard", "0:Rukrim, Moving Crag": "unit"}}),
    Scene("Snowmantleman: discard an Ice card, summon a Snow Sprite from the deck",
          act("Snowmantleman"),
          me={"field": ["Snowmantleman"], "hand": ["Snow Angel"], "deck": ["Snow Sprite"]},
          expect={"zones": {"0:Snow Sprite": "unit", "0:Snow Angel": "discard"}}),
    Scene("Snowmantleman: going to attack -> +250 Attack per Snow Sprite on the field",
          attack("Snowmantleman", "Fish Sucker") + trig("Snowmantleman"), turn="b2",
          me={"field": ["Fish Sucker", "Snow Sprite"]}, opp={"field": ["Snowmantleman", "Snow Sprite"]},
          expect={"stats": {"1:Snowmantleman": (3, 750, 250)}}),
    Scene("Unvanquishable Hellfire: 50 damage per Fire card of your exile zone, then you may "
          "add another",
          cast_then("Unvanquishable Hellfire", ["Unvanquishable Hellfire"]),
          me={"hand": ["Unvanquishable Hellfire"], "exile": ["Arson", "Pyro Girl", "Fish Sucker"],
              "deck": ["Unvanquishable Hellfire"]},
          expect={"life": (0, -100), "hand": (0, 0), "deck": (-1, 0)}),
    Scene("Boat Ghost (fast): discard a Water card, a Water unit +2 level",
          act_then("Boat Ghost", "Trident Merman"),
          me={"field": ["Boat Ghost", "Trident Merman"], "hand": ["Fish Sucker"]},
          expect={"stats": {"0:Trident Merman": (5, 300, 300)}, "hand": (-1, 0)}),
    Scene("Boat Ghost: another Boat Ghost summoned -> discard a Water Ghost card of the deck",
          ["Summon Boat Ghost", *R, "Activate Boat Ghost: Discard", *R],
          me={"field": ["Boat Ghost"], "hand": ["Boat Ghost"], "deck": ["Boat Ghost"]},
          expect={"deck": (-1, 0), "discard": (1, 0)}),
    Scene("Scout Dog: another Beast of yours destroyed -> discard 1, place a Scout Dog",
          cast_then("Explosion", "Nightmare Wolf") + act("Scout Dog"),
          me={"hand": ["Explosion", "Arson"], "field": ["Scout Dog", "Nightmare Wolf"],
              "deck": ["Scout Dog"]},
          expect={"zones": {"0:Nightmare Wolf": "discard", "0:Arson": "discard"},
                  "check": units(0, 2)}),
    Scene("Liquid Dragon: destroyed -> discard a card sharing a type, it returns to the field",
          cast("Explosion") + act("Liquid Dragon"),
          me={"hand": ["Explosion", "Fish Sucker"], "field": ["Liquid Dragon"]},
          expect={"zones": {"0:Liquid Dragon": "unit", "0:Fish Sucker": "discard"}}),
    Scene("Ghost Hand: exile 2 cards sharing a type, a level 2 or lower spell or item back to "
          "the hand",
          act("Ghost Hand"),
          me={"field": ["Ghost Hand"], "discard": ["Vengeful Ghost", "Fossil Bone Draptor", "Arson"]},
          opp={"field": ["Geyser"]},
          expect={"zones": {"1:Geyser": "hand"}, "exile": (2, 0)}),
    Scene("Ghost Hand: deals fight damage -> a random card of the opponent's hand discarded",
          fight("Ghost Hand") + trig("Ghost Hand"), turn="b2",
          me={"hand": ["Arson"]}, opp={"field": ["Ghost Hand"]},
          expect={"life": (-200, 0), "zones": {"0:Arson": "discard"}}),
    Scene("Fire Ring Fox: discard 1, discard the top per Beast/Bird card of yours, +100 per unit",
          act("Fire Ring Fox"),
          me={"field": ["Fire Ring Fox", "Nightmare Wolf"], "hand": ["Arson"],
              "deck": ["Fish Sucker", "Parry", "Holy Light"]},
          expect={"stats": {"0:Fire Ring Fox": (2, 300, 100)}, "deck": (-2, 0),
                  "zones": {"0:Holy Light": "deck"}}),
    Scene("Etherweiss: pay 1, exile a card of your hand, add a Gravity spell",
          act_then("Etherweiss: Exile 1 card"),
          me={"field": ["Etherweiss"], "hand": ["Arson"], "deck": ["Battle Gravity"]},
          expect={"mana": (-1, 0), "zones": {"0:Arson": "exile", "0:Battle Gravity": "hand"}}),
    Scene("Etherweiss: exile Gravity cards of the discard pile, +100 Attack each",
          act_then("Etherweiss: Exile 1 to 3", ["Battle Gravity", "Zero Gravity"]),
          me={"field": ["Etherweiss"], "discard": ["Battle Gravity", "Zero Gravity", "Arson"]},
          expect={"stats": {"0:Etherweiss": (1, 200, 100)}, "exile": (2, 0)}),
    Scene("Professor Owl: 3 Wind spells, 2 exiled, 1 back to the hand",
          act_then("Professor Owl", ["Tailwind", "Summon Airflow"]),
          me={"field": ["Professor Owl"],
              "discard": ["Tailwind", "Summon Airflow", "Spring's First Storm", "Arson"]},
          expect={"zones": {"0:Spring's First Storm": "hand", "0:Tailwind": "exile"},
                  "exile": (2, 0)}),
    Scene("World Tree of Blessing: show Light units, 50 life each",
          act_then("World Tree of Blessing", ["Lantern Angler", "Mel, Fortune Bearer"]),
          me={"field": ["World Tree of Blessing"],
              "hand": ["Lantern Angler", "Mel, Fortune Bearer", "Fish Sucker"]},
          expect={"life": (100, 0), "hand": (0, 0)}),
    Scene("Legion of Rats: +100 Attack per Pandemic Rat; -50/-50 per Weakness counter", [],
          me={"field": ["Legion of Rats", "Pandemic Rat"]}, opp={"field": ["Pandemic Rat", "Trident Merman"]},
          pre=lambda d, r: d.add_counters(r["1:Trident Merman"], Weakness=2),
          expect={"stats": {"0:Legion of Rats": (3, 300, 100), "1:Trident Merman": (3, 200, 200)}}),
    Scene("Legion of Rats: destroyed -> summon a Pandemic Rat from the deck",
          cast("Explosion") + act("Legion of Rats"),
          me={"hand": ["Explosion"], "field": ["Legion of Rats"], "deck": ["Pandemic Rat"]},
          expect={"check": units(0, 1), "mana": (-1, 0)}),
    Scene("Collapse Curse: exile a unit with 3 or more Weakness counters",
          cast("Collapse Curse"), me={"hand": ["Collapse Curse"]},
          opp={"field": ["Trident Merman", "Boulder Warrior"]},
          pre=lambda d, r: (d.add_counters(r["1:Trident Merman"], Weakness=3),
                            d.add_counters(r["1:Boulder Warrior"], Weakness=2)),
          expect={"zones": {"1:Trident Merman": "exile", "1:Boulder Warrior": "unit"}}),
    Scene("Clairvoyance Operator: summon a level 1 or higher Psychic unit from the hand",
          act("Clairvoyance Operator: Summon"),
          me={"field": ["Clairvoyance Operator"], "hand": ["Pyro Girl"]},
          expect={"zones": {"0:Pyro Girl": "unit"}, "mana": (-2, 0)}),
    Scene("Clairvoyance Operator: exile a Psychic card, look at a random card of their hand",
          act("Clairvoyance Operator: Look"),
          me={"field": ["Clairvoyance Operator"], "discard": ["Pyro Girl"]},
          opp={"hand": ["Trident Merman"]},
          expect={"exile": (1, 0), "check": looked(0, "Trident Merman")}),
    Scene("It Watches from Chaos: from the exile zone, look at a random card of their hand",
          act("It Watches from Chaos"), me={"exile": ["It Watches from Chaos"]},
          opp={"hand": ["Trident Merman"]},
          expect={"check": looked(0, "Trident Merman")}),
    Scene("Librarian Angel: discard 1, add a Book card",
          act("Librarian Angel: Add"),
          me={"field": ["Librarian Angel"], "hand": ["Arson"], "deck": ["Dark Tome of Magic"]},
          expect={"zones": {"0:Dark Tome of Magic": "hand", "0:Arson": "discard"}}),
    Scene("Librarian Angel: pay 100, 3 Book cards with different names to the bottom of the deck",
          act_then("Librarian Angel: Put", "Dark Tome of Magic", "Introduction to Summons"),
          me={"field": ["Librarian Angel"],
              "discard": ["Dark Tome of Magic", "Dark Tome of Magic", "Introduction to Summons",
                          "Blazing Library"]},
          expect={"life": (-100, 0), "discard": (-3, 0),
                  "check": lambda d, r: d.deck(0)[-1] == r["0:Blazing Library"]}),
    Scene("Break Stone: destroy a level 2 or higher Rock card, you may add a Rock card of at "
          "most half its level",
          cast_then("Break Stone", ["Haniwa Soldier"]),
          me={"hand": ["Break Stone"], "field": ["Boulder Warrior", "Haniwa Soldier"],
              "deck": ["Haniwa Soldier", "Haniwa Cavalry"]},
          expect={"zones": {"0:Boulder Warrior": "discard", "0:Haniwa Cavalry": "deck"},
                  "hand": (0, 0)}),
    Scene("Break Stone: a level 2 Rock card is more than half of level 3, so none is offered",
          cast("Break Stone"),
          me={"hand": ["Break Stone"], "field": ["Boulder Warrior"], "deck": ["Haniwa Cavalry"]},
          expect={"zones": {"0:Boulder Warrior": "discard", "0:Haniwa Cavalry": "deck"},
                  "hand": (-1, 0)}),
]


@pytest.mark.parametrize("sc", POOL, ids=str)
def test_card_pool_cards(sc):
    check(sc)


@pins("Oz, Sorcerer Supreme")
def test_oz_offers_only_the_amounts_of_mana_you_hold():
    sc = Scene("Oz: X offered", [], mana=(3, 10), me={"field": ["Oz, Sorcerer Supreme"]})
    d, _ = build(sc)
    step(d, "Activate Oz, Sorcerer Supreme: Add")
    assert [o.label for o in d.m.pending()[0].options] == ["1", "2", "3"]


def in_zone(seat, zone, name):
    return lambda d, r: name in [d.name(i) for i in d.zone_cards(seat, zone)]


MORE = [
    Scene("Ominous Calling Raven: shuffle itself into the deck, destroy a Curse card",
          act("Ominous Calling Raven", "Vengeful Ghost"),
          me={"field": ["Ominous Calling Raven"]}, opp={"field": ["Vengeful Ghost"]},
          expect={"zones": {"0:Ominous Calling Raven": "deck", "1:Vengeful Ghost": "discard"}}),
    Scene("Ominous Calling Raven: in your end phase a card permanently gains the Curse type",
          ["pass", "pass", "Activate Ominous Calling Raven", *R, "Trident Merman"],
          me={"field": ["Ominous Calling Raven"]}, opp={"field": ["Trident Merman"]},
          expect={"check": has_type("1:Trident Merman", "Curse")}),
    Scene("Ring Master Cat Cryptid: summon a Beast or Bird named unlike your units",
          act("Ring Master Cat Cryptid: Summon"),
          me={"field": ["Ring Master Cat Cryptid", "Enju, Flickering Creature"],
              "hand": ["Enju, Flickering Creature", "Lightning Rat", "Trident Merman"]},
          expect={"zones": {"0:Lightning Rat": "unit"}, "mana": (-2, 0)}),
    Scene("Ring Master Cat Cryptid: one of your cards targeted -> another Beast or Bird becomes "
          "the target",
          attack("Trident Merman", "Ring Master Cat Cryptid") + ["pass", "Activate Ring Master",
                                                               *R],
          turn="b2", me={"field": ["Ring Master Cat Cryptid", "Lightning Rat"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: d.attack()["target"] == d.name(r["0:Lightning Rat"])}),
    Scene("Security Chaser: summon a Security Chaser from the hand",
          act("Security Chaser: Summon"),
          me={"field": ["Security Chaser"], "hand": ["Security Chaser"]},
          expect={"check": units(0, 2), "mana": (-1, 0)}),
    Scene("Security Chaser: in your draw phase 50 damage, and it cannot attack this turn",
          ["pass"] * 5 + ["Activate Security Chaser: Deal", *R], turn=1,
          opp={"field": ["Security Chaser"]},
          expect={"life": (-50, 0),
                  "check": lambda d, r: d.flags(r["1:Security Chaser"]).get("no_attack")}),
    Scene("Water Jar Dweller: destroyed -> a unit whose only type is Water from the deck",
          cast("Explosion") + act("Water Jar Dweller"),
          me={"hand": ["Explosion"], "field": ["Water Jar Dweller"],
              "deck": ["Sentient Water", "Lantern Angler"]},
          expect={"zones": {"0:Sentient Water": "hand", "0:Lantern Angler": "deck"}}),
    Scene("Migration: 2 Wind units with different names and 200 or less Defense, 2 Wind cards "
          "back into the deck",
          ["Cast Migration", *R, "Tornado Spirit", "Avianman", ["Tailwind", "Summon Airflow"]],
          me={"hand": ["Migration"], "deck": ["Tornado Spirit", "Avianman, of the Swift Wind",
                                              "Air Soldier"],
              "discard": ["Tailwind", "Summon Airflow", "Spring's First Storm"]},
          expect={"zones": {"0:Tornado Spirit": "hand", "0:Avianman, of the Swift Wind": "hand",
                            "0:Air Soldier": "deck", "0:Tailwind": "deck",
                            "0:Spring's First Storm": "discard"}}),
    Scene("Reactive Circle - Launch: after an opponent's unit deals you fight damage, 2 "
          "Landmine cards with different names",
          fight("Trident Merman") + ["pass", "Cast Reactive Circle - Launch", *R, "Booby Trap"],
          turn="b2", partners=(P, P),
          me={"hand": ["Reactive Circle - Launch"],
              "deck": ["Reactive Circle - War Wind", "Booby Trap"]},
          opp={"field": ["Trident Merman"]},
          expect={"life": (-300, 0), "zones": {"0:Reactive Circle - War Wind": "hand",
                                               "0:Booby Trap": "hand"}}),
    Scene("Flashback: after the opponent draws by an effect, pay 100, 50 damage per spell and "
          "item of their discard pile",
          cast("Dropped from Heaven") + cast("Flashback"),
          me={"hand": ["Dropped from Heaven", "Flashback"]},
          opp={"discard": ["Arson", "Common Sword", "Fish Sucker"]},
          expect={"life": (-100, -100)}),
    Scene("Knight's Cherished Desire: 2 units, 1 discarded, the other cannot be destroyed by "
          "effects this turn",
          cast_then("Knight's Cherished Desire", "Fish Sucker"),
          me={"hand": ["Knight's Cherished Desire"], "field": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"0:Fish Sucker": "discard"},
                  "check": lambda d, r: d.flags(r["0:Trident Merman"]).get("no_destroy_eff")}),
    Scene("Return on the 3rd Mourning: 3 Ghost units of one name from the discard piles",
          cast_then("Return on the 3rd Mourning", "Vengeful Ghost (your discard pile)"),
          me={"hand": ["Return on the 3rd Mourning"], "discard": ["Vengeful Ghost", "Vengeful Ghost"]},
          opp={"discard": ["Vengeful Ghost"]},
          expect={"check": units(0, 3), "mana": (-6, 0), "discard": (-1, -1)}),
    Scene("Red Lotus Summoning Art: a Fire unit of level up to their discard pile's size, "
          "half its cost",
          cast("Red Lotus Summoning Art"),
          me={"hand": ["Red Lotus Summoning Art", "Pyro Girl", "Greater Will o' Wisp"]},
          opp={"discard": ["Arson", "Parry"]},
          expect={"zones": {"0:Pyro Girl": "unit", "0:Greater Will o' Wisp": "hand"},
                  "mana": (-1 - 1, 0)}),
    Scene("Heaven's Guidance: 2 Angel cards put on top of the deck after a shuffle",
          ["Cast Heaven's Guidance", *R, ["Raingel", "Angel of Death"]],
          me={"hand": ["Heaven's Guidance"], "deck": ["Raingel", "Angel of Death, dyed in Darkness"]},
          expect={"check": lambda d, r: set(d.deck(0)[:2])
                  == {r["0:Raingel"], r["0:Angel of Death, dyed in Darkness"]}}),
    Scene("Miracle Water Jug: a Water unit of your exile zone to the bottom of the deck, gain 100",
          act("Miracle Water Jug"), me={"field": ["Miracle Water Jug"], "exile": ["Fish Sucker"]},
          expect={"life": (100, 0),
                  "check": lambda d, r: d.deck(0)[-1] == r["0:Fish Sucker"]}),
    Scene("Memory of the Lookout: pay 100, an Angel card on top of its owner's deck",
          act("Memory of the Lookout"), me={"field": ["Memory of the Lookout"], "discard": ["Raingel"]},
          expect={"life": (-100, 0),
                  "check": lambda d, r: d.deck(0)[0] == r["0:Raingel"]}),
    # equipped to what each may equip: a level 5 or higher Earth-type unit, a Demon-type unit
    Scene("Giant's Maul: +200 Attack; its unit destroys a unit in a fight -> 300 damage",
          fight("Crusher Golem") + trig("Giant's Maul"), turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Crusher Golem", ("Giant's Maul", "Crusher Golem")]},
          expect={"life": (-300, 0), "stats": {"1:Crusher Golem": (7, 950, 650)}}),
    Scene("Scythe of the Angel of Death: +200 Attack; pay 150, the destroyed unit exiled",
          fight("Darkness Ogre") + trig("Scythe of the Angel of Death"), turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Darkness Ogre", ("Scythe of the Angel of Death", "Darkness Ogre")]},
          expect={"life": (0, -150), "zones": {"0:Fish Sucker": "exile"},
                  "stats": {"1:Darkness Ogre": (7, 1050, 500)}}),
    # Boulder Warrior 100/400 attacks Fish Sucker 0/100: swapped, 400 Attack destroys it.
    Scene("Strike or Resist Inversion: the enchanted unit's Attack and Defense swap in fights",
          fight("Boulder Warrior"), turn="b2", me={"field": ["Fish Sucker"]},
          opp={"field": ["Boulder Warrior", ("Strike or Resist Inversion", "Boulder Warrior")]},
          expect={"zones": {"0:Fish Sucker": "discard"},
                  "stats": {"1:Boulder Warrior": (3, 100, 400)}}),
    Scene("Sacred Grounds Collapse: with 6 exiled cards, every spell and item and each top 5 "
          "exiled",
          cast("Sacred Grounds Collapse"),
          me={"hand": ["Sacred Grounds Collapse"], "field": ["Stone Circle"],
              "exile": ["Arson", "Arson", "Arson"]},
          opp={"field": ["Geyser"], "exile": ["Parry", "Parry", "Parry"]},
          expect={"exile": (1 + 5, 1 + 5), "deck": (-5, -5)}),
    Scene("Painful Call: after a level 3 or higher unit of yours is destroyed in a fight, place "
          "a unit, draw 1",
          fight("Angel of Death, dyed in Darkness")
          + ["pass", "Cast Painful Call", *R], turn="b2",
          me={"field": ["Trident Merman"], "hand": ["Painful Call", "Fish Sucker"]},
          opp={"field": ["Angel of Death, dyed in Darkness"]},
          expect={"zones": {"0:Fish Sucker": "unit", "0:Trident Merman": "discard"},
                  "hand": (-2 + 1, 0)}),
    Scene("Call of the Dark: the unit gains Dark; a base-Dark unit gets -300/-300", [],
          me={"field": ["Trident Merman", ("Call of the Dark", "Trident Merman"),
                        "Nightmare Wolf", ("Call of the Dark", "Nightmare Wolf")]},
          expect={"stats": {"0:Trident Merman": (3, 300, 300), "0:Nightmare Wolf": (4, 100, 0)},
                  "check": has_type("0:Trident Merman", "Dark")}),
    Scene("Call of the Dark (fast): on a Dark Mage, discard 1, gain 2 mana",
          act("Call of the Dark"),
          me={"field": ["Natalie, Earth Witch", ("Call of the Dark", "Natalie, Earth Witch")],
              "hand": ["Arson"]},
          expect={"mana": (2, 0), "hand": (-1, 0)}),
    Scene("Convening Horn: summon units of your hand that share a type with your partner",
          ["Deploy Convening Horn", *R, ["Pyro Girl", "Greater Will o' Wisp"]],
          me={"hand": ["Convening Horn", "Pyro Girl", "Greater Will o' Wisp", "Fish Sucker"]},
          expect={"check": units(0, 2), "mana": (-1 - 2 - 3, 0),
                  "zones": {"0:Fish Sucker": "hand"}}),
    Scene("Body Duplication Mirror: summon units named like one of yours from the deck",
          ["Deploy Body Duplication Mirror", *R, "Fish Sucker (your field)",
           ["Fish Sucker", "Fish Sucker"]],
          me={"hand": ["Body Duplication Mirror"], "field": ["Fish Sucker"],
              "deck": ["Fish Sucker", "Fish Sucker"]},
          partners=("Trident Merman", P),
          expect={"check": units(0, 3), "mana": (-2 - 2, 0)}),
    Scene("Reality Crystal: the chosen type to a unit until end of turn",
          ["Deploy Reality Crystal", "Ice", *R, "Trident Merman"],
          me={"hand": ["Reality Crystal"], "field": ["Trident Merman"]},
          expect={"check": has_type("0:Trident Merman", "Ice")}),
    Scene("Shadow of the Mirrored Mind: pay 100, look at their hand, you may add a mirror card",
          ["Deploy Shadow of the Mirrored Mind", *R, ["Mirror of Transformation"]],
          me={"hand": ["Shadow of the Mirrored Mind"], "deck": ["Mirror of Transformation"]},
          opp={"hand": ["Trident Merman"]},
          expect={"life": (-100, 0), "zones": {"0:Mirror of Transformation": "hand"},
                  "check": looked(0, "Trident Merman")}),
    Scene("Underworld Reinforcements: after the opponent summons, a Ghost unit from your discard "
          "pile for free, take its Defense",
          ["Summon Trident Merman", *R, "pass", "Cast Underworld Reinforcements", *R], turn=2,
          me={"hand": ["Underworld Reinforcements"], "discard": ["Fossil Bone Draptor"]},
          opp={"hand": ["Trident Merman"]},
          expect={"zones": {"0:Fossil Bone Draptor": "unit"}, "life": (-300, 0),
                  "mana": (-2, -3)}),
]


@pytest.mark.parametrize("sc", MORE, ids=str)
def test_more_card_pool_cards(sc):
    check(sc)


def flag(ref, name, value=True):
    return lambda d, r: d.flags(r[ref]).get(name) == value


LAST = [
    Scene("Guiding Light Bug: gain 50", act("Guiding Light Bug: Gain"),
          me={"field": ["Guiding Light Bug"]}, expect={"life": (50, 0)}),
    Scene("Guiding Light Bug: destroyed -> a Light continuous item from the deck",
          cast("Explosion") + act("Guiding Light Bug"),
          me={"hand": ["Explosion"], "field": ["Guiding Light Bug"],
              "deck": ["Memory of the Lookout", "Stone Circle"]},
          expect={"zones": {"0:Memory of the Lookout": "hand", "0:Stone Circle": "deck"}}),
    Scene("Reborn Knight: summoned from the discard pile by an effect -> permanently +100 Attack",
          cast("Revival") + act("Reborn Knight"), me={"hand": ["Revival"], "discard": ["Reborn Knight"]},
          expect={"stats": {"0:Reborn Knight": (1, 200, 100)}}),
    Scene("Numanushi: summoned from the discard pile by an effect -> destroy a spell or item, "
          "100 damage",
          cast("Revival") + act("Numanushi, Swamp Lord"),
          me={"hand": ["Revival"], "discard": ["Numanushi, Swamp Lord"]},
          opp={"field": ["Stone Circle"]},
          expect={"zones": {"1:Stone Circle": "discard"}, "life": (0, -100)}),
    Scene("Dragon Princess: declared as an attacker -> discard 1, +50 Attack per level of the "
          "target",
          attack("Dragon Princess") + trig("Dragon Princess"), turn="b2",
          me={"field": ["Trident Merman"]}, opp={"field": ["Dragon Princess"], "hand": ["Arson"]},
          expect={"stats": {"1:Dragon Princess": (0, 150, 0)}, "hand": (0, -1)}),
    Scene("Dragon Princess: exile a Medicine card, gain 100",
          act("Dragon Princess: Exile"), me={"field": ["Dragon Princess"], "discard": ["Toxic Drug"]},
          expect={"life": (100, 0), "exile": (1, 0)}),
    Scene("Blanchette: discard a Fire card, a random unit of their hand destroyed",
          act("Blanchette, the Explosive: Look"), me={"field": ["Blanchette, the Explosive"],
                                                      "hand": ["Arson"]},
          opp={"hand": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "discard"}, "life": (0, 0)}),
    Scene("Blanchette: not a unit, so you take 100",
          act("Blanchette, the Explosive: Look"), me={"field": ["Blanchette, the Explosive"],
                                                      "hand": ["Arson"]},
          opp={"hand": ["Parry"]},
          expect={"zones": {"1:Parry": "hand"}, "life": (-100, 0)}),
    Scene("Blanchette: discard 1, the opponent discards the top 2",
          act("Blanchette, the Explosive: Your"), me={"field": ["Blanchette, the Explosive"],
                                                      "hand": ["Fish Sucker"]},
          expect={"deck": (0, -2), "discard": (1, 2)}),
    Scene("Snow Bird of Paradise: pay 200, gains an exiled unit's Attack",
          act("Snow Bird of Paradise"), me={"field": ["Snow Bird of Paradise"]},
          opp={"exile": ["Trident Merman"]},
          expect={"life": (-200, 0), "stats": {"0:Snow Bird of Paradise": (3, 300, 200)}}),
    Scene("Mermaighost: summoned -> a level 2 or lower unit into its owner's deck, gain 100",
          ["Summon Mermaighost", *R, "Activate Mermaighost", *R],
          me={"hand": ["Mermaighost"]}, opp={"discard": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"1:Fish Sucker": "deck", "1:Trident Merman": "discard"},
                  "life": (100, 0)}),
    Scene("Mermaighost: with 2 in the discard pile, a Water Ghost card can attack twice",
          act("Mermaighost"), me={"field": ["Mermaighost"],
                                  "discard": ["Mermaighost", "Mermaighost"]},
          expect={"check": lambda d, r: d.max_attacks(r["0:Mermaighost"]) == 2}),
    Scene("Swirling Darkness (fast): pay 100, a Dark unit +100/+100",
          act_then("Swirling Darkness", "Nightmare Wolf"),
          me={"field": ["Swirling Darkness", "Nightmare Wolf"]},
          expect={"life": (-100, 0), "stats": {"0:Nightmare Wolf": (4, 500, 400)}}),
    Scene("Swirling Darkness (fast): any other unit gains the Dark type",
          act_then("Swirling Darkness", "Trident Merman"),
          me={"field": ["Swirling Darkness", "Trident Merman"]},
          expect={"stats": {"0:Trident Merman": (3, 300, 300)},
                  "check": has_type("0:Trident Merman", "Dark")}),
    Scene("Chained Summon (fast): a unit sharing a type with one summoned this turn",
          ["Summon Fish Sucker", *R, "Activate Chained Summon", *R],
          me={"field": ["Chained Summon"], "hand": ["Fish Sucker", "Trident Merman"]},
          expect={"zones": {"0:Trident Merman": "unit"}, "mana": (-1 - 3, 0)}),
    Scene("Reactive Circle - Grudgehex: an attacker destroyed, you take 50 per its level",
          attack("Trident Merman") + respond("Cast Reactive Circle - Grudgehex") + WINDOW_CLOSED,
          turn="b2", me={"field": ["Fish Sucker"], "hand": ["Reactive Circle - Grudgehex"]},
          opp={"field": ["Trident Merman"]},
          expect={"zones": {"1:Trident Merman": "discard", "0:Fish Sucker": "unit"},
                  "life": (-150, 0)}),
    Scene("Spell Decree: a spell exiled, and every one of that name in their hand and deck",
          cast("Spell Decree"), me={"hand": ["Spell Decree"], "discard": ["Arson"]},
          opp={"hand": ["Arson", "Parry"], "deck": ["Arson"]},
          expect={"exile": (1, 2), "zones": {"1:Parry": "hand"}, "hand": (-1, -1)}),
    Scene("Attack from Behind: exile 2 cards, destroy a card of their field up to their levels",
          attack("Trident Merman") + ["pass", "Cast Attack from Behind", *R, "Fish Sucker",
                                      "Stone Circle"],
          turn="b2", me={"hand": ["Attack from Behind"], "discard": ["Fish Sucker", "Haniwa Soldier"]},
          opp={"field": ["Trident Merman", "Stone Circle", "Boulder Warrior"]},
          expect={"exile": (2, 0), "zones": {"1:Stone Circle": "discard",
                                             "1:Trident Merman": "unit"}}),
    Scene("Angel's Kindness: 3 Light units into the deck, draw 1, 1 more with an Angel unit",
          cast("Angel's Kindness"),
          me={"hand": ["Angel's Kindness"], "field": ["Raingel"],
              "discard": ["Lantern Angler", "Mel, Fortune Bearer", "Warrior of Light"]},
          expect={"discard": (-3 + 1, 0), "hand": (-1 + 2, 0)}),
    Scene("Angel's Kindness: discarded from the deck -> pay 100, back on top of the deck",
          cast("Arson") + trig0("Angel's Kindness"), me={"hand": ["Arson"]},
          opp={"deck": ["Angel's Kindness"]},
          expect={"life": (0, -100),
                  "check": lambda d, r: d.deck(1)[0] == r["1:Angel's Kindness"]}),
    Scene("Mad Garden Multi-Plant: with 2 Plant Tokens, 2 more for free",
          act("Mad Garden Plant") + ALL_PASS + act("Mad Garden Plant") + ALL_PASS
          + cast("Mad Garden Multi-Plant"),
          me={"field": ["Mad Garden Plant"], "hand": ["Mad Garden Multi-Plant"]},
          expect={"check": units(0, 4), "mana": (-2, 0)}),
    Scene("Mad Garden Multi-Plant: discarded from the hand -> your Plant Tokens +200/+200",
          act("Mad Garden Plant") + ALL_PASS + act("Machine Trooper") + act("Mad Garden Multi-Plant"),
          me={"field": ["Mad Garden Plant", "Machine Trooper"], "hand": ["Mad Garden Multi-Plant"]},
          expect={"check": lambda d, r: [d.stats(i)[:3] for i in d.units(0)
                                         if d.card(i).get("token", False)] == [(1, 300, 300)]}),
    Scene("The Thing that Resonates with another World: destroys a unit -> an exiled unit of theirs into the deck, "
          "50 damage per level",
          fight("The Thing that Resonates with another World")
          + trig("The Thing that Resonates with another World"), turn="b2",
          me={"field": ["Patrol Ball"], "exile": ["Trident Merman"]},
          opp={"field": ["The Thing that Resonates with another World"]},
          expect={"zones": {"0:Trident Merman": "deck"}, "life": (-150, 0)}),
    Scene("The Thing that Resonates with another World: exiled -> a unit of yours +200 Attack",
          act_then("Concealing Sandstorm", "The Thing that Resonates")
          + act_then("The Thing that Resonates with another World", "Trident Merman"),
          me={"field": ["Concealing Sandstorm", "The Thing that Resonates with another World",
                        "Trident Merman"], "hand": EARTH2},
          expect={"stats": {"0:Trident Merman": (3, 500, 300)}}),
    Scene("Ability Adjustment Device: +100/+100; in their end phase discard it, a Psychic spell "
          "on top of the deck",
          ["pass", "pass", "Skip to the end phase", "pass", "Activate Ability Adjustment Device",
           *R], turn=2,
          me={"field": ["Trident Merman", ("Ability Adjustment Device", "Trident Merman")],
              "deck": ["Apport Weapon"]},
          expect={"zones": {"0:Ability Adjustment Device": "discard"},
                  "check": lambda d, r: d.deck(0)[0] == r["0:Apport Weapon"]}),
    Scene("Ability Adjustment Device: the equipped unit gets +100/+100", [],
          me={"field": ["Trident Merman", ("Ability Adjustment Device", "Trident Merman")]},
          expect={"stats": {"0:Trident Merman": (3, 400, 400)}}),
    Scene("Wind Cutting Megabat: summoned from the hand by an effect -> +100 Attack",
          act_then("Avianman, of the Swift Wind", "Wind Cutting Megabat")
          + act("Wind Cutting Megabat"),
          me={"field": ["Avianman, of the Swift Wind"], "hand": ["Wind Cutting Megabat",
                                                                 "Tornado Spirit"]},
          expect={"stats": {"0:Wind Cutting Megabat": (2, 300, 100)}}),
    Scene("Wind Cutting Megabat: a normal summon from the hand is not an effect's",
          ["Summon Wind Cutting Megabat", *R], me={"hand": ["Wind Cutting Megabat"]},
          expect={"stats": {"0:Wind Cutting Megabat": (2, 200, 100)},
                  "check": lambda d, r: not d.has(0, "Activate Wind Cutting Megabat")}),
    Scene("Wind Cutting Megabat: destroys a unit -> destroy a spell or item, back to the hand",
          fight("Wind Cutting Megabat") + trig("Wind Cutting Megabat"), turn="b2",
          me={"field": ["Fish Sucker", "Stone Circle"]}, opp={"field": ["Wind Cutting Megabat"]},
          expect={"zones": {"0:Stone Circle": "discard", "1:Wind Cutting Megabat": "hand"}}),
    Scene("Righteous Light: Light Mage/Warrior cards of yours +100 Attack, Dark cards -100/-100",
          [], me={"field": ["Righteous Light", "Warrior of Light", "Lantern Angler"]},
          opp={"field": ["Nightmare Wolf"]},
          expect={"stats": {"0:Warrior of Light": (4, 500, 300), "0:Lantern Angler": (2, 100, 100),
                            "1:Nightmare Wolf": (4, 300, 200)},
                  "check": lambda d, r: not d.flags(r["0:Warrior of Light"]).get(
                      "no_destroy_eff")}),
]


@pytest.mark.parametrize("sc", LAST, ids=str)
def test_last_card_pool_cards(sc):
    check(sc)


def tokens(seat, name, n):
    return lambda d, r: sum(1 for i in d.units(seat)
                            if d.name(i) == name) == n


FINAL = [
    Scene("Adventurers' Rest: 3 Warrior or Mage units with different names into the deck, draw 2",
          ["Deploy Adventurers' Rest", *R, "Air Soldier", "Natalie", "Summoned Knight"],
          me={"hand": ["Adventurers' Rest"],
              "discard": ["Air Soldier", "Air Soldier", "Natalie, Earth Witch", "Summoned Knight",
                          "Trident Merman"]},
          expect={"discard": (-3 + 1, 0), "hand": (-1 + 2, 0),
                  "check": lambda d, r: sorted(d.name(i)
                                               for i in d.zone_cards(0, "discard"))
                  == ["Adventurers' Rest", "Air Soldier", "Trident Merman"]}),
    Scene("Seafloor Treasure: pay 200, exile 5 cards with different names, draw 2",
          ["Deploy Seafloor Treasure", *R, "Arson", "Parry", "Holy Light", "Fish Sucker"],
          me={"hand": ["Seafloor Treasure"],
              "discard": ["Arson", "Parry", "Holy Light", "Fish Sucker", "Trident Merman"]},
          expect={"life": (-200, 0), "exile": (5, 0), "hand": (-1 + 2, 0)}),
    Scene("Seafloor Treasure: without 5 names nothing further happens",
          ["Deploy Seafloor Treasure", *R, "Arson", "Parry"],
          me={"hand": ["Seafloor Treasure"], "discard": ["Arson", "Parry", "Holy Light", "Parry"]},
          expect={"life": (-200, 0), "exile": (3, 0), "hand": (-1, 0)}),
    Scene("Flash of Lightning: with 4 Electric cards exiled, the Electric ones of the top 2 to "
          "the hand, the rest to the bottom",
          cast("Flash of Lightning"),
          me={"hand": ["Flash of Lightning"], "deck": ["Lightning Rat", "Fish Sucker"],
              "exile": ["Patrol Ball", "Patrol Ball", "Judgement Thunderbolt", "Shock Spark"]},
          expect={"zones": {"0:Lightning Rat": "hand"},
                  "check": lambda d, r: d.deck(0)[-1] == r["0:Fish Sucker"]}),
    Scene("Touko: discard 1, an Ink Fox Token; Touko cannot attack this turn",
          act("Touko, Paintbrush Fox: Summon"), me={"field": ["Touko, Paintbrush Fox"],
                                                   "hand": ["Arson"]},
          expect={"check": lambda d, r: tokens(0, "Ink Fox Token", 1)(d, r)
                  and d.flags(r["0:Touko, Paintbrush Fox"]).get("no_attack")}),
    Scene("Touko: exile a card sharing a type, an Ink Fox Token +50 Attack per its level",
          act("Touko, Paintbrush Fox: Summon") + ALL_PASS + act("Touko, Paintbrush Fox: Exile"),
          me={"field": ["Touko, Paintbrush Fox"], "hand": ["Arson"], "discard": ["Nightmare Wolf"]},
          expect={"exile": (1, 0), "check": lambda d, r: [
              d.stats(i)[:3] for i in d.units(0) if d.card(i).get("token", False)]
              == [(0, 200, 0)]}),
    Scene("Mirage Crystal: discard a Light card, as many Illusion Soldier Tokens as you choose",
          act_then("Mirage Crystal", "3"), me={"field": ["Mirage Crystal"], "hand": ["Holy Light"]},
          expect={"check": tokens(0, "Illusion Soldier Token", 3), "mana": (0, 0)}),
    Scene("Horn-Blowing Mini-Devil: add a Convening Horn, the opponent draws 1",
          act("Horn-Blowing Mini-Devil: Add"), me={"field": ["Horn-Blowing Mini-Devil"],
                                                  "deck": ["Convening Horn"]},
          expect={"zones": {"0:Convening Horn": "hand"}, "hand": (1, 1)}),
    Scene("Horn-Blowing Mini-Devil: after a Convening Horn was deployed, a unit gains Dark",
          ["Deploy Convening Horn", *R] + ALL_PASS
          + act_then("Horn-Blowing Mini-Devil: 1 unit", "Trident Merman"),
          me={"field": ["Horn-Blowing Mini-Devil"], "hand": ["Convening Horn", "Trident Merman"]},
          partners=("Fish Sucker", P),
          expect={"check": has_type("0:Trident Merman", "Dark")}),
    Scene("Horn-Blowing Mini-Devil: no Convening Horn deployed this turn, no Dark type", [],
          me={"field": ["Horn-Blowing Mini-Devil"]},
          expect={"check": lambda d, r: not d.has(0, "Activate Horn-Blowing Mini-Devil: 1 unit")}),
    Scene("The Thing Lurking Between the Lines: exile a Book card, +100/+100 and +1 level",
          act("The Thing Lurking Between the Lines"),
          me={"field": ["The Thing Lurking Between the Lines"], "discard": ["Dark Tome of Magic"]},
          expect={"stats": {"0:The Thing Lurking Between the Lines": (4, 400, 300)},
                  "exile": (1, 0)}),
    Scene("The Spring's Spirit: 2 equipable items, the opponent picks the one added",
          ["Activate The Spring's Spirit", "Common Sword", *R, "Great Sword"],
          me={"field": ["The Spring's Spirit"],
              "discard": ["Common Sword", "Great Sword", "Common Sword"]},
          expect={"zones": {"0:Great Sword": "hand", "0:Common Sword": "deck"}}),
    Scene("Commander Falcon: a Bird summoned from the hand by a Wind card -> +200 Attack",
          act_then("Avianman, of the Swift Wind", "Samurai Swallow") + act("Commander Falcon"),
          me={"field": ["Avianman, of the Swift Wind", "Commander Falcon"],
              "hand": ["Samurai Swallow", "Tornado Spirit"]},
          expect={"stats": {"0:Samurai Swallow": (2, 300, 100)}}),
    Scene("Rachika: discard an Ice card, your Ice tokens permanently +1 level",
          act("Ice Artist") + ALL_PASS + act("Rachika, Frost Flower Angel"),
          me={"field": ["Ice Artist", "Rachika, Frost Flower Angel"], "hand": ["Snow Angel"]},
          expect={"check": lambda d, r: [d.stats(i)[0] for i in d.units(0)
                                         if d.card(i).get("token", False)] == [2]
                  and d.level(r["0:Ice Artist"]) == 2}),
    Scene("Rachika: in your end phase with 4 Ice units, an Ice card of level 5 or higher",
          ["pass", "pass", "Activate Rachika", *R],
          me={"field": ["Rachika, Frost Flower Angel", "Snow Angel", "Ice Artist", "Big-Ice Yeti"],
              "deck": ["Snow Yaksha"]},
          expect={"zones": {"0:Snow Yaksha": "hand"}}),
]


@pytest.mark.parametrize("sc", FINAL, ids=str)
def test_final_card_pool_cards(sc):
    check(sc)


REVEAL = [
    Scene("Heir to the Ice Throne: after you retire an Ice unit, summon a level 5 or higher card "
          "with 500 or less Defense",
          ["Retire units", "Snow Angel", *R, "Cast Heir to the Ice Throne", *R, "Snow Yaksha"],
          me={"hand": ["Heir to the Ice Throne"], "field": ["Snow Angel"], "deck": ["Snow Yaksha"]},
          pre=lambda d, r: d.summoned_earlier(r["0:Snow Angel"]),
          expect={"zones": {"0:Snow Yaksha": "unit", "0:Snow Angel": "discard"}}),
    Scene("Heir to the Ice Throne: exiled from the discard pile with an Ice partner -> pay 100, "
          "back to the hand",
          ["Activate Extinction Flame", *R, "Heir to the Ice Throne"]
          + ["pass", "Activate Heir to the Ice Throne", *R],
          partners=(P, "Snow Sprite"),
          me={"field": ["Extinction Flame"], "discard": ["Arson"]},
          opp={"discard": ["Heir to the Ice Throne", "Trident Merman"]},
          expect={"zones": {"1:Heir to the Ice Throne": "hand"}, "life": (0, -100)}),
    Scene("Raging Wind: return a unit of yours sharing a type, and 2 of their cards of combined "
          "level 3 or less",
          attack("Trident Merman") + ["pass", "Cast Raging Wind", "Fish Sucker", "Patrol Ball", *R],
          turn="b2", me={"hand": ["Raging Wind"], "field": ["Tornado Spirit"]},
          opp={"field": ["Trident Merman", "Patrol Ball", "Fish Sucker", "Lantern Angler"]},
          expect={"zones": {"0:Tornado Spirit": "hand", "1:Fish Sucker": "hand",
                            "1:Patrol Ball": "hand", "1:Lantern Angler": "unit",
                            "1:Trident Merman": "unit"}}),
    Scene("Luna: an opponent's attack -> the top card revealed, a unit sharing a type cancels it",
          attack("Trident Merman") + ["pass", "Activate Luna", *R], turn="b2",
          me={"field": ["Luna, the Moonlit Night"], "deck": ["Nightmare Wolf"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: d.attack()["state"] == "cancelled"
                  and logged("Revealed: Nightmare Wolf")(d, r)}),
    Scene("Luna: any other top card lets the attack go on",
          attack("Trident Merman") + ["pass", "Activate Luna", *R], turn="b2",
          me={"field": ["Luna, the Moonlit Night"], "deck": ["Fish Sucker"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: d.attack()["state"] != "cancelled"}),
    Scene("Tel Tel: the top card of each deck is shown to both players",
          act("Tel Tel, Clear Sky Angel"), me={"field": ["Tel Tel, Clear Sky Angel"],
                                               "deck": ["Arson"]},
          opp={"deck": ["Parry"]},
          expect={"deck": (0, 0), "check": lambda d, r: logged("Arson")(d, r)
                  and any("Revealed:" in e.text and "Parry" in e.text and e.visible_to is None
                          for e in d.m.events)}),
    Scene("Laplapace: the chosen player's top card revealed, then put on the bottom",
          ["Activate Laplapace", "Your opponent", *R, "Bottom"],
          me={"field": ["Laplapace, Seafloor Prophet"]}, opp={"deck": ["Parry"]},
          expect={"check": lambda d, r: d.deck(1)[-1] == r["1:Parry"]}),
    Scene("Laplapace: or left on top",
          ["Activate Laplapace", "You", *R, "Top"],
          me={"field": ["Laplapace, Seafloor Prophet"], "deck": ["Parry"]},
          expect={"check": lambda d, r: d.deck(0)[0] == r["0:Parry"]}),
    Scene("Dia: a top card sharing a type is discarded and the chosen unit's abilities are "
          "cancelled",
          act("Dia, Lightning Mage", "Slime Commander"),
          me={"field": ["Dia, Lightning Mage"], "deck": ["Patrol Ball"]},
          opp={"field": ["Slime Commander", "Boulder Warrior"]},
          expect={"zones": {"0:Patrol Ball": "discard"}, "check": negated("1:Slime Commander")}),
    Scene("Dia: otherwise the card is shuffled back and nothing is cancelled",
          act("Dia, Lightning Mage", "Slime Commander"),
          me={"field": ["Dia, Lightning Mage"], "deck": ["Fish Sucker"]},
          opp={"field": ["Slime Commander", "Boulder Warrior"]},
          expect={"zones": {"0:Fish Sucker": "deck"},
                  "check": lambda d, r: not d.negated(r["1:Slime Commander"])}),
    Scene("Immature Necromancer: pay 100, a top card sharing a type discarded, a Drifting Ghost "
          "Token",
          act("Immature Necromancer: Reveal"), me={"field": ["Immature Necromancer"],
                                                   "deck": ["Pyro Girl"]},
          expect={"life": (-100, 0), "zones": {"0:Pyro Girl": "discard"},
                  "check": tokens(0, "Drifting Ghost Token", 1)}),
    Scene("Immature Necromancer: discard the others of a unit's name, +100 Attack each",
          act_then("Immature Necromancer: Choose", "Fish Sucker"),
          me={"field": ["Immature Necromancer", "Fish Sucker", "Fish Sucker", "Fish Sucker"]},
          expect={"discard": (2, 0), "stats": {"0:Fish Sucker": (1, 200, 100)}}),
]


@pytest.mark.parametrize("sc", REVEAL, ids=str)
def test_revealing_card_pool_cards(sc):
    check(sc)


COMPARE = [
    Scene("Agent F: exile your top card, then the opponent's",
          act("Agent F: Exile"), me={"field": ["Agent F"], "deck": ["Arson"]},
          opp={"deck": ["Parry"]},
          expect={"zones": {"0:Arson": "exile", "1:Parry": "exile"}}),
    Scene("Agent F: discard 1, the top 3 revealed, a Psychic one to the hand, the rest stay",
          act_then("Agent F: Reveal"), me={"field": ["Agent F"], "hand": ["Arson"],
                                           "deck": ["Fish Sucker", "Pyro Girl", "Parry"]},
          expect={"zones": {"0:Pyro Girl": "hand"},
                  "check": lambda d, r: d.deck(0)[:2] == [r["0:Fish Sucker"],
                                                                    r["0:Parry"]]}),
    Scene("Great Pirate Captain Black: reveal treasures, +100 Attack each",
          act("Great Pirate Captain Black", ["Treasure Unearthed", "Seafloor Treasure"]),
          me={"field": ["Great Pirate Captain Black"],
              "hand": ["Treasure Unearthed", "Seafloor Treasure", "Arson"]},
          expect={"stats": {"0:Great Pirate Captain Black": (7, 900, 500)}, "hand": (0, 0)}),
    Scene("Great Pirate Captain Black: destroys a unit -> add a treasure from the deck",
          fight("Great Pirate Captain Black") + trig("Great Pirate Captain Black"), turn="b2",
          me={"field": ["Trident Merman"]}, opp={"field": ["Great Pirate Captain Black"],
                                                 "deck": ["Treasure Unearthed"]},
          expect={"zones": {"1:Treasure Unearthed": "hand"}}),
    Scene("Great Pirate Captain Black: destroyed -> the hand revealed, its treasures into the deck",
          cast("Explosion") + act("Great Pirate Captain Black"),
          me={"hand": ["Explosion", "Treasure Unearthed", "Arson"],
              "field": ["Great Pirate Captain Black"]},
          expect={"zones": {"0:Treasure Unearthed": "deck", "0:Arson": "hand"},
                  "check": lambda d, r: any(e.text.startswith("Revealed:") and "Arson" in e.text
                                            for e in d.m.events)}),
    Scene("High & Low: the top card's level at least your units' levels -> that much mana",
          ["Cast High & Low", "Fish Sucker", *R], me={"hand": ["High & Low"],
                                                      "field": ["Fish Sucker", "Trident Merman"]},
          opp={"deck": ["Trident Merman"]},
          expect={"mana": (3, 0), "zones": {"0:Fish Sucker": "unit"},
                  "check": looked(0, "Trident Merman")}),
    Scene("High & Low: lower -> the chosen units are exiled",
          ["Cast High & Low", ["Fish Sucker", "Trident Merman"], *R],
          me={"hand": ["High & Low"], "field": ["Fish Sucker", "Trident Merman"]},
          opp={"deck": ["Trident Merman"]},
          expect={"mana": (0, 0), "exile": (2, 0)}),
    Scene("The late Hero: while outleveled and attacked, summon a Warrior, cancel the attack, "
          "draw 1",
          attack("Trident Merman") + ["pass", "Cast The late Hero", *R], turn="b2",
          me={"hand": ["The late Hero", "Air Soldier"]}, opp={"field": ["Trident Merman"]},
          expect={"zones": {"0:Air Soldier": "unit"}, "hand": (-2 + 1, 0),
                  "check": lambda d, r: d.attack()["state"] == "cancelled"}),
    Scene("The late Hero: not castable when your levels are as high",
          attack("Trident Merman") + ["pass"],
          turn="b2", me={"hand": ["The late Hero", "Air Soldier"], "field": ["Boulder Warrior"]},
          opp={"field": ["Trident Merman"]},
          expect={"check": lambda d, r: not d.has(0, "Cast The late Hero")}),
    Scene("Blood-Painted Recompense: after their card is destroyed in a fight, draw 1; 2 for a "
          "level 6 or higher unit",
          fight("Boulder Warrior") + ["pass", "Cast Blood-Painted Recompense", *R], turn="b2",
          me={"field": ["Storm Wyvern"], "hand": ["Blood-Painted Recompense"]},
          opp={"field": ["Boulder Warrior"]},
          expect={"hand": (-1 + 1, 0), "zones": {"1:Boulder Warrior": "discard"}}),
]


COMPARE += [
    Scene("Blood-Painted Recompense: a level 6 unit of theirs destroyed in a fight -> draw 2",
          fight("Kogarashi, High Gale Blade") + ["pass", "Cast Blood-Painted Recompense", *R],
          turn="b2", me={"field": ["Diving Illuminessie"], "hand": ["Blood-Painted Recompense"]},
          opp={"field": ["Kogarashi, High Gale Blade"]},
          expect={"hand": (-1 + 2, 0), "zones": {"1:Kogarashi, High Gale Blade": "discard"}}),
    Scene("Purge Attack: destroy the equipment of a Warrior that attacked, it attacks again",
          fight("Trident Merman") + ["Cast Purge Attack", *R], turn="b2",
          me={"field": ["Fish Sucker"]},
          opp={"field": ["Trident Merman", ("Common Sword", "Trident Merman")],
               "hand": ["Purge Attack"]},
          expect={"zones": {"1:Common Sword": "discard", "0:Fish Sucker": "discard"},
                  "check": lambda d, r: d.max_attacks(r["1:Trident Merman"]) == 2}),
    Scene("Purge Attack: a Warrior that has not attacked yet does not qualify", [], turn="b2",
          opp={"field": ["Trident Merman", ("Common Sword", "Trident Merman")],
               "hand": ["Purge Attack"]},
          expect={"check": lambda d, r: not d.has(1, "Cast Purge Attack")}),
]


@pytest.mark.parametrize("sc", COMPARE, ids=str)
def test_comparing_card_pool_cards(sc):
    check(sc)


LATE = [
    Scene("Magic Katana - Fire Oni: +100 Attack, +50 per level on a Samurai", [],
          me={"field": ["Kabuki, the Oni", ("Magic Katana - Fire Oni", "Kabuki, the Oni"),
                        "Trident Merman", ("Magic Katana - Fire Oni", "Trident Merman")]},
          expect={"stats": {"0:Kabuki, the Oni": (3, 300 + 100 + 150, 200),
                            "0:Trident Merman": (3, 400, 300)}}),
    Scene("Magic Katana - Fire Oni: its unit destroys a unit -> 50 damage per level destroyed",
          fight("Trident Merman") + trig("Magic Katana - Fire Oni"), turn="b2",
          me={"field": ["Lantern Angler"]},
          opp={"field": ["Trident Merman", ("Magic Katana - Fire Oni", "Trident Merman")]},
          expect={"life": (-100, 0), "zones": {"0:Lantern Angler": "discard"}}),
    Scene("Magic Katana - Fire Oni: in your end phase exile 2 units of your discard pile",
          ["pass", "pass", "Activate Magic Katana", *R, ["Fish Sucker", "Patrol Ball"]],
          me={"field": ["Trident Merman", ("Magic Katana - Fire Oni", "Trident Merman")],
              "discard": ["Fish Sucker", "Patrol Ball", "Lantern Angler"]},
          expect={"exile": (2, 0), "zones": {"0:Trident Merman": "unit"}}),
    Scene("Magic Katana - Fire Oni: if you cannot, the equipped unit is destroyed",
          ["pass", "pass", "Activate Magic Katana", *R],
          me={"field": ["Trident Merman", ("Magic Katana - Fire Oni", "Trident Merman")],
              "discard": ["Fish Sucker"]},
          expect={"exile": (0, 0), "zones": {"0:Trident Merman": "discard"}}),
    Scene("Hellfire Banksia: discarded from the field -> 1 Flame Seed Token, take 100",
          cast("Explosion") + act("Hellfire Banksia"),
          me={"hand": ["Explosion"], "field": ["Hellfire Banksia"]},
          expect={"life": (-100, -100), "check": tokens(0, "Flame Seed Token", 1)}),
    Scene("Hellfire Banksia: retired -> 2 Flame Seed Tokens, take 100",
          ["Retire units", "Hellfire Banksia", *R, "Activate Hellfire Banksia", *R],
          me={"field": ["Hellfire Banksia"]},
          pre=lambda d, r: d.summoned_earlier(r["0:Hellfire Banksia"]),
          expect={"life": (-100, 0), "check": tokens(0, "Flame Seed Token", 2)}),
    Scene("Titan of Emptiness: destroys a unit with nothing else of yours -> another attack",
          fight("Titan of Emptiness") + trig("Titan of Emptiness"), turn="b2",
          me={"field": ["Trident Merman"]}, opp={"field": ["Titan of Emptiness"]},
          expect={"check": lambda d, r: d.max_attacks(r["1:Titan of Emptiness"]) == 2}),
    Scene("Titan of Emptiness: a card in your hand and it does not trigger",
          fight("Titan of Emptiness"), turn="b2",
          me={"field": ["Trident Merman"]}, opp={"field": ["Titan of Emptiness"], "hand": ["Arson"]},
          expect={"check": lambda d, r: not d.has(1, "Activate Titan")
                  and d.max_attacks(r["1:Titan of Emptiness"]) == 1}),
]


@pytest.mark.parametrize("sc", LATE, ids=str)
def test_late_card_pool_cards(sc):
    check(sc)


@pins("Giant's Maul")
def test_an_equip_card_offers_only_the_units_it_may_equip():
    """Giant's Maul: "level 5 or higher Earth-type units only" (the card data's equip
    restriction, which was missing): of a level 1 Water unit and two level 7 Earth units,
    only the Earth units are offered."""
    field = ["Fish Sucker", "Crusher Golem", "Goliath, Steel Titan"]
    d, _ = build(Scene("Giant's Maul", [], me={"hand": ["Giant's Maul"], "field": field}))
    step(d, "Deploy Giant's Maul")
    offered = " ".join(d.labels(0))
    assert "Crusher Golem" in offered and "Goliath" in offered
    assert "Fish Sucker" not in offered
