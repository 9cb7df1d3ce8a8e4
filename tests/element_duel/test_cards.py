"""Every card's ability, one scenario each, plus the ability rules they rely on.

Elements matter in fights: Tree > Earth > Water > Fire > Metal > Tree deals double,
the reverse half (rounded down). Each comment gives the arithmetic.
"""

from __future__ import annotations

import pytest

from .helpers import (
    GAME,
    attack,
    deck_ids,
    end_turn,
    field,
    hand,
    hurt,
    life,
    mana,
    max_defense,
    options,
    set_life,
    summon,
    table,
)


# ---------------------------------------------------------------- Tree
def tr02():  # Mossback Tortoise: after counterattacking, restores 1 defense to itself
    m = table(field0=["tr01"], field1=["tr02"])
    attack(m, 0, "Acorn Scout", "Mossback Tortoise")  # takes 2 (3 -> 1), then +1
    assert field(m, 1) == [("tr02", 1, 2)] and field(m, 0) == [("tr01", 2, 1)]


def tr04():  # Willow Mender: on summon your leader regains 2 life, not above the maximum
    m = table(hand0=["tr04", "tr04"], life=(15, 20))
    summon(m, 0, "Willow Mender")
    assert life(m, 0) == 17
    set_life(m, 0, 19)
    summon(m, 0, "Willow Mender")
    assert life(m, 0) == 20


def tr05():  # Thornwall Treant: after counterattacking, 1 damage to the character it fought
    m = table(field0=["fi05"], field1=["tr05"])
    attack(m, 0, "Magma Brute", "Thornwall Treant")  # 6 -> 2; the Brute 4 -> 2, then -1
    assert field(m, 0) == [("fi05", 4, 1)] and field(m, 1) == [("tr05", 2, 2)]


def tr06():  # Grove Warden: on summon, Resistance 2 for another character of yours
    m = table(hand0=["tr06"], field0=["ea03"])
    summon(m, 0, "Grove Warden", "Clay Brute")
    assert field(m, 0) == [("ea03", 3, 6), ("tr06", 3, 4)]
    assert max_defense(m, 0, 0) == 6


def tr07():  # Verdant Stag: Genesis; after attacking, +1 attack to itself
    m = table(hand0=["tr07"], field1=["fi02"])
    summon(m, 0, "Verdant Stag")
    attack(m, 0, "Verdant Stag", "Cinder Fox")
    assert field(m, 0) == [("tr07", 5, 2)] and field(m, 1) == []


def tr08():  # Elder Oak: destroyed in battle -> your leader regains 4 life
    m = table(field0=["me09"], field1=["tr08"])
    attack(m, 0, "Titan Automaton", "Elder Oak")  # Metal > Tree: 12, back 4 // 2 = 2
    assert field(m, 1) == [] and field(m, 0) == [("me09", 6, 6)]
    assert life(m, 1) == 20 - 8 + 4  # the Oak could take its 8 defense of the 12


def tr09():  # Ancient Heartwood: on summon every character of yours gets +2 defense
    m = table(hand0=["tr09"], field0=["ea03"], field1=["ea01"])
    summon(m, 0, "Ancient Heartwood")
    assert field(m, 0) == [("ea03", 3, 6), ("tr09", 6, 9)]
    assert field(m, 1) == [("ea01", 2, 3)]


def tr10():  # Sunlit Glade: your leader regains 3 life
    m = table(hand0=["tr10"], life=(10, 20))
    summon(m, 0, "Sunlit Glade")
    assert life(m, 0) == 13


def tr11():  # Rooted Strength: Resistance 3 for a character of yours
    m = table(hand0=["tr11"], field0=["ea03"])
    summon(m, 0, "Rooted Strength", "Clay Brute")
    assert field(m, 0) == [("ea03", 3, 7)]


def tr12():  # Entangling Vines: an enemy character gets -2 attack, never below 0
    m = table(hand0=["tr12", "tr12"], field1=["ea08", "fi01"])
    summon(m, 0, "Entangling Vines", "Stone Colossus")
    summon(m, 0, "Entangling Vines", "Ember Imp")
    assert field(m, 1) == [("ea08", 3, 8), ("fi01", 0, 1)]


def tr13():  # Spring Bloom: restore 3 defense to each of yours (up to max); leader +2
    m = table(hand0=["tr13"], field0=["ea08", "ea03"], life=(15, 20))
    hurt(m, 0, 0, 3)
    summon(m, 0, "Spring Bloom")
    assert field(m, 0) == [("ea08", 5, 6), ("ea03", 3, 4)]
    assert life(m, 0) == 17


# ---------------------------------------------------------------- Earth
def ea02():  # Burrow Mole: destroyed in battle -> its owner draws a card
    m = table(field0=["ea08"], field1=["ea02"])
    h0, h1 = len(hand(m, 0)), len(hand(m, 1))
    attack(m, 0, "Stone Colossus", "Burrow Mole")
    assert (len(hand(m, 0)), len(hand(m, 1))) == (h0 + 1, h1 + 1)


def ea05():  # Canyon Ram: after attacking, 1 damage to the enemy leader
    m = table(field0=["ea05"], field1=["ea01"])
    attack(m, 0, "Canyon Ram", "Pebble Golem")  # 4 defeats it (leader -3, its defense), then -1
    assert life(m, 1) == 16 and field(m, 0) == [("ea05", 4, 1)]


def ea06():  # Quartz Sentinel: after counterattacking, the attacker gets -1 attack
    m = table(field0=["ea03"], field1=["ea06"])
    attack(m, 0, "Clay Brute", "Quartz Sentinel")
    assert field(m, 0) == [("ea03", 2, 1)] and field(m, 1) == [("ea06", 3, 2)]


def ea09():  # Quake Behemoth: on summon 1 damage to every enemy character
    m = table(hand0=["ea09"], field0=["ea03"], field1=["tr01", "ea08"])
    summon(m, 0, "Quake Behemoth")
    assert field(m, 1) == [("tr01", 2, 1), ("ea08", 5, 7)]
    assert field(m, 0) == [("ea03", 3, 4), ("ea09", 6, 6)]


def ea10():  # Bedrock Shield: a character of yours gets +2 defense
    m = table(hand0=["ea10"], field0=["ea03"])
    summon(m, 0, "Bedrock Shield", "Clay Brute")
    assert field(m, 0) == [("ea03", 3, 6)]


def ea11():  # Sinkhole: Weaken 1 on every enemy character (-1 defense); the Imp at 0 leaves
    m = table(hand0=["ea11"], field1=["ea08", "fi01"], field0=["ea03"])
    h1 = len(hand(m, 1))
    summon(m, 0, "Sinkhole")
    assert field(m, 1) == [("ea08", 5, 7)] and field(m, 0) == [("ea03", 3, 4)]
    assert max_defense(m, 1, 0) == 7
    assert life(m, 1) == 20 and len(hand(m, 1)) == h1  # an ability defeat: no loss, no draw


def ea12():  # Fault Line: 3 damage to an enemy character
    m = table(hand0=["ea12"], field1=["ea08"])
    summon(m, 0, "Fault Line", "Stone Colossus")
    assert field(m, 1) == [("ea08", 5, 5)]


def ea13():  # Landslide: 2 damage to every enemy character
    m = table(hand0=["ea13"], field1=["tr01", "ea08"])
    summon(m, 0, "Landslide")
    assert field(m, 1) == [("ea08", 5, 6)]


# ---------------------------------------------------------------- Water
def wa01():  # Tide Minnow: destroyed in battle -> its owner draws a card
    m = table(field0=["ea08"], field1=["wa01"])
    h1 = len(hand(m, 1))
    attack(m, 0, "Stone Colossus", "Tide Minnow")  # Earth > Water: 10
    assert field(m, 1) == [] and len(hand(m, 1)) == h1 + 1


def wa02():  # Reef Crab: after counterattacking, the attacker gets -1 attack
    m = table(field0=["me02"], field1=["wa02"])
    attack(m, 0, "Iron Beetle", "Reef Crab")  # crab 2 -> 1, beetle 3 -> 1, then -1 attack
    assert field(m, 0) == [("me02", 0, 1)] and field(m, 1) == [("wa02", 2, 1)]


def wa03():  # Mist Heron: on summon, Weaken 1 on an enemy character (-1 defense)
    m = table(hand0=["wa03"], field1=["ea08"])
    summon(m, 0, "Mist Heron", "Stone Colossus")
    assert field(m, 1) == [("ea08", 5, 7)]


def wa04():  # River Otter: Genesis; after attacking, draw a card
    m = table(hand0=["wa04"])
    summon(m, 0, "River Otter")
    h0 = len(hand(m, 0))
    attack(m, 0, "River Otter")
    assert life(m, 1) == 17 and len(hand(m, 0)) == h0 + 1


def wa05():  # Coral Guardian: after counterattacking, restores 2 defense to itself
    m = table(field0=["tr01"], field1=["wa05"])
    attack(m, 0, "Acorn Scout", "Coral Guardian")  # 5 -> 3, then +2; the Scout falls
    assert field(m, 1) == [("wa05", 3, 5)] and field(m, 0) == []


def wa06():  # Frost Siren: on summon draw a card
    m = table(hand0=["wa06"])
    top = deck_ids(m, 0)[0]
    summon(m, 0, "Frost Siren")
    assert hand(m, 0) == [top]


def wa07():  # Stormcaller: after attacking, 2 damage to a random enemy character
    m = table(field0=["wa07"], field1=["fi05", "ea08"])
    attack(m, 0, "Stormcaller", "Magma Brute")  # Water > Fire: 8; back 4 // 2 = 2
    assert field(m, 0) == [("wa07", 4, 3)] and field(m, 1) == [("ea08", 5, 6)]


def wa09():  # Deep Leviathan: on summon every enemy character gets -1 attack
    m = table(hand0=["wa09"], field1=["ea08", "tr01"])
    summon(m, 0, "Deep Leviathan")
    assert field(m, 1) == [("ea08", 4, 8), ("tr01", 1, 2)]


def wa10():  # Clear Spring: gain 2 mana this turn
    m = table(hand0=["wa10"], mana=3)
    summon(m, 0, "Clear Spring")
    assert mana(m, 0) == 4


def wa11():  # Tidal Insight: draw 2 cards
    m = table(hand0=["wa11"])
    top = deck_ids(m, 0)[:2]
    summon(m, 0, "Tidal Insight")
    assert hand(m, 0) == top


def wa12():  # Undertow: 1 damage to every enemy character
    m = table(hand0=["wa12"], field0=["ea03"], field1=["tr01", "fi01"])
    summon(m, 0, "Undertow")
    assert field(m, 1) == [("tr01", 2, 1)] and field(m, 0) == [("ea03", 3, 4)]


def wa13():  # Whirlpool: destroy an enemy character that costs 2 or less
    m = table(hand0=["wa13"], field1=["ea08", "ea03"])
    assert [o.label for o in options(m, 0, "summon")] == [
        "Summon Whirlpool (3 mana) on enemy Clay Brute (slot 2)"]
    summon(m, 0, "Whirlpool", "Clay Brute")
    assert field(m, 1) == [("ea08", 5, 8)]


# ---------------------------------------------------------------- Fire
def fi03():  # Flame Dancer: on summon 1 damage to the enemy leader
    m = table(hand0=["fi03"])
    summon(m, 0, "Flame Dancer")
    assert life(m, 1) == 19


def fi04():  # Blaze Hound: Genesis; after attacking, 1 damage to the enemy leader
    m = table(hand0=["fi04"])
    summon(m, 0, "Blaze Hound")
    attack(m, 0, "Blaze Hound")
    assert life(m, 1) == 20 - 3 - 1


def fi06():  # Pyre Witch: on summon 2 damage to an enemy character
    m = table(hand0=["fi06"], field1=["ea08"])
    summon(m, 0, "Pyre Witch", "Stone Colossus")
    assert field(m, 1) == [("ea08", 5, 6)]


def fi07():  # Ash Phoenix: destroyed in battle -> 3 damage to a random enemy character
    m = table(field0=["wa06"], field1=["fi07"])
    attack(m, 0, "Frost Siren", "Ash Phoenix")  # Water > Fire: 6; back 4 // 2 = 2; then 3
    assert field(m, 0) == [] and field(m, 1) == []
    assert hand(m, 1) == []  # a defeat by an ability draws nothing


def fi09():  # Volcano Titan: destroyed in battle -> 3 damage to the enemy leader
    m = table(field0=["wa09"], field1=["fi09"])
    attack(m, 0, "Deep Leviathan", "Volcano Titan")  # Water > Fire: 14; back 7 // 2 = 3
    assert life(m, 1) == 20 - 6 and life(m, 0) == 17  # the Titan could take its 6 defense
    assert field(m, 0) == [("wa09", 7, 4)]


def fi10():  # Kindle: a character of yours gets +2 attack
    m = table(hand0=["fi10"], field0=["ea03"])
    summon(m, 0, "Kindle", "Clay Brute")
    assert field(m, 0) == [("ea03", 5, 4)]


def fi11():  # Fireball: 3 damage to an enemy character
    m = table(hand0=["fi11"], field1=["ea08"])
    summon(m, 0, "Fireball", "Stone Colossus")
    assert field(m, 1) == [("ea08", 5, 5)]


def fi12():  # Scorch: 4 damage to the enemy leader
    m = table(hand0=["fi12"])
    summon(m, 0, "Scorch")
    assert life(m, 1) == 16


def fi13():  # Wildfire: 2 damage to every enemy character, then 1 to the enemy leader
    m = table(hand0=["fi13"], field1=["tr01", "ea08"])
    summon(m, 0, "Wildfire")
    assert field(m, 1) == [("ea08", 5, 6)] and life(m, 1) == 19


# ---------------------------------------------------------------- Metal
def me01():  # Tin Soldier: on summon another character of yours gets +1 attack
    m = table(hand0=["me01"], field0=["ea03"])
    summon(m, 0, "Tin Soldier", "Clay Brute")
    assert field(m, 0) == [("ea03", 4, 4), ("me01", 1, 2)]


def me02():  # Iron Beetle: after counterattacking, +1 attack to itself
    m = table(field0=["tr01"], field1=["me02"])
    attack(m, 0, "Acorn Scout", "Iron Beetle")  # Tree into Metal: 2 // 2 = 1; back 1 * 2
    assert field(m, 1) == [("me02", 2, 2)] and field(m, 0) == []


def me05():  # Forge Smith: on summon another character of yours gets +2 attack
    m = table(hand0=["me05"], field0=["ea03"])
    summon(m, 0, "Forge Smith", "Clay Brute")
    assert field(m, 0)[0] == ("ea03", 5, 4)


def me06():  # Chain Warden: after attacking, the character it fought gets -1 attack
    m = table(field0=["me06"], field1=["ea03"])
    attack(m, 0, "Chain Warden", "Clay Brute")
    assert field(m, 1) == [("ea03", 2, 1)] and field(m, 0) == [("me06", 3, 1)]


def me08():  # Gilded Champion: on summon every character of yours gets +1 attack
    m = table(hand0=["me08"], field0=["ea03"], field1=["ea01"])
    summon(m, 0, "Gilded Champion")
    assert field(m, 0) == [("ea03", 4, 4), ("me08", 6, 6)]
    assert field(m, 1) == [("ea01", 2, 3)]


def me09():  # Titan Automaton: destroyed in battle -> 2 damage to every enemy character
    m = table(field0=["fi08", "ea03"], field1=["me09"])
    attack(m, 0, "Inferno Drake", "Titan Automaton")  # Fire > Metal: 12; back 6 // 2 = 3
    assert field(m, 1) == [] and field(m, 0) == [("ea03", 3, 2)]


def me10():  # Whetstone: a character of yours gets +1 attack and +1 defense
    m = table(hand0=["me10"], field0=["ea03"])
    summon(m, 0, "Whetstone", "Clay Brute")
    assert field(m, 0) == [("ea03", 4, 5)]


def me11():  # Quick Forge: a character of yours may attack again this turn
    m = table(hand0=["me11"], field0=["ea08"], field1=["ea01", "ea01"])
    attack(m, 0, "Stone Colossus", "Pebble Golem (slot 1)")
    assert options(m, 0, "attack") == []
    summon(m, 0, "Quick Forge", "Stone Colossus")
    attack(m, 0, "Stone Colossus", "Pebble Golem (slot 1)")
    assert field(m, 1) == []


def me12():  # Iron Rain: 2 damage to a random enemy character and 2 to the enemy leader
    m = table(hand0=["me12"], field1=["ea08"])
    summon(m, 0, "Iron Rain")
    assert field(m, 1) == [("ea08", 5, 6)] and life(m, 1) == 18


def me13():  # Execution Blade: destroy an enemy character that costs 4 or less
    m = table(hand0=["me13"], field1=["ea08", "ea07"])
    assert len(options(m, 0, "summon")) == 1
    summon(m, 0, "Execution Blade", "Mesa Charger")
    assert field(m, 1) == [("ea08", 5, 8)]
    assert life(m, 1) == 20  # not a battle: no leader damage


CASES = {name: fn for name, fn in dict(globals()).items()
         if callable(fn) and len(name) == 4 and name[:2] in ("tr", "ea", "wa", "fi", "me")}


def test_every_card_with_an_ability_has_a_scenario():
    with_abilities = {c.id for c in GAME.cards() if GAME.info[c.id].abilities
                      or GAME.info[c.id].genesis}
    assert with_abilities - set(CASES) == {"tr03", "ea04", "ea07", "wa08", "fi01", "fi08",
                                          "me04", "me07"}  # plain Genesis: see below
    assert set(CASES) <= with_abilities


@pytest.mark.parametrize("cid", sorted(CASES))
def test_card_ability(cid):
    CASES[cid]()


@pytest.mark.parametrize("cid", ["tr03", "ea04", "ea07", "wa08", "fi01", "fi08", "me04", "me07"])
def test_plain_genesis_cards_attack_on_arrival(cid):
    c = GAME.info[cid]
    m = table(hand0=[cid])
    summon(m, 0, c.name)
    attack(m, 0, c.name)
    assert life(m, 1) == 20 - c.attack


# ------------------------------------------------------- ability rules
def test_destruction_abilities_fire_only_in_battle():
    m = table(hand0=["fi11"], field1=["tr08"], life=(20, 10))
    hurt(m, 1, 0, 3)
    summon(m, 0, "Fireball", "Elder Oak")
    assert field(m, 1) == [] and life(m, 1) == 10  # no heal, no leader damage


def test_an_ability_defeat_draws_no_card_for_anyone():
    m = table(hand0=["fi11"], field1=["tr01"])
    h0, h1 = len(hand(m, 0)), len(hand(m, 1))
    summon(m, 0, "Fireball", "Acorn Scout")
    assert (len(hand(m, 0)), len(hand(m, 1))) == (h0 - 1, h1)


def test_attack_abilities_fire_even_when_their_card_falls_in_the_exchange():
    # "the respective ability is activated after the attack or counterattack": Canyon Ram
    # 4/3 dies to a 5 counter and still deals its 1 to the enemy leader
    m = table(field0=["ea05"], field1=["ea08"])
    attack(m, 0, "Canyon Ram", "Stone Colossus")
    assert field(m, 0) == [] and life(m, 1) == 19 and life(m, 0) == 17


def test_counterattack_abilities_fire_even_when_their_card_falls_in_the_exchange():
    # Thornwall Treant 2/6 is destroyed by Titan Automaton (Metal > Tree: 12) and still deals
    # 1 to the character it fought (6 - 2 // 2 = 5, then 4)
    m = table(field0=["me09"], field1=["tr05"])
    attack(m, 0, "Titan Automaton", "Thornwall Treant")
    assert field(m, 1) == [] and field(m, 0) == [("me09", 6, 6)]


def test_an_attacker_that_falls_still_draws_by_its_ability():
    # River Otter 3/2 dies to Stone Colossus's 5 (Earth > Water: 10): the Colossus's side
    # draws for the defeat and the Otter's side draws by the Otter's ability
    m = table(field0=["wa04"], field1=["ea08"])
    h0, h1 = len(hand(m, 0)), len(hand(m, 1))
    attack(m, 0, "River Otter", "Stone Colossus")
    assert field(m, 0) == [] and (len(hand(m, 0)), len(hand(m, 1))) == (h0 + 1, h1 + 1)


def test_abilities_fire_after_the_exchange_attacker_first():
    m = table(field0=["me06"], field1=["ea06"])  # Chain Warden into Quartz Sentinel
    attack(m, 0, "Chain Warden", "Quartz Sentinel")
    texts = [e.text for e in m.events if e.kind in ("attack", "debuff")]
    assert texts[-3].startswith("Chain Warden attacks Quartz Sentinel")
    assert texts[-2] == "Quartz Sentinel gets -1 attack."  # the attacker's ability first
    assert texts[-1] == "Chain Warden gets -1 attack."
    assert field(m, 0) == [("me06", 2, 1)] and field(m, 1) == [("ea06", 2, 2)]


def test_weaken_lowers_defense_for_good_and_a_heal_cannot_undo_it():
    # Mist Heron's Weaken 1 takes Coral Guardian (3/5) to 3/4. Ember Imp (Fire into Water:
    # 2 // 2 = 1) hits it to 3; its counter heal of 2 stops at the lowered 4.
    m = table(hand0=["wa03"], field0=["fi01"], field1=["wa05"])
    summon(m, 0, "Mist Heron", "Coral Guardian")
    assert field(m, 1) == [("wa05", 3, 4)]
    attack(m, 0, "Ember Imp", "Coral Guardian")
    assert field(m, 1) == [("wa05", 3, 4)]


def test_resistance_raises_defense_and_what_a_heal_restores_up_to():
    # Rooted Strength's Resistance 3 takes Coral Guardian (3/5) to 3/8. Next turn Ember Imp
    # (Fire into Water: 2 // 2 = 1) hits it to 7; its counter heal of 2 reaches the new 8.
    m = table(hand1=["tr11"], field0=["fi01"], field1=["wa05"], first=1)
    summon(m, 1, "Rooted Strength", "Coral Guardian")
    assert field(m, 1) == [("wa05", 3, 8)]
    end_turn(m, 1)
    attack(m, 0, "Ember Imp", "Coral Guardian")
    assert field(m, 1) == [("wa05", 3, 8)] and field(m, 0) == []


def test_a_random_target_is_reproducible_from_the_seed():
    def run(seed):
        m = table(hand0=["me12"], field1=["ea08", "ea03", "tr01"])
        m.rng = type(m.rng)(seed)
        summon(m, 0, "Iron Rain")
        return field(m, 1)
    assert run(3) == run(3)
    assert len({tuple(run(s)) for s in range(8)}) > 1


def test_an_on_summon_target_must_be_on_the_field_at_the_time():
    m = table(hand0=["me05"])
    summon(m, 0, "Forge Smith")  # no other character of yours: the ability finds nothing
    assert field(m, 0) == [("me05", 3, 4)]
    assert hand(m, 0) == []
