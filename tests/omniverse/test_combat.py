"""Combat exactly as written: defeat, bleed-through, backlash, allies, teammates, reactions."""

from __future__ import annotations

from .helpers import (
    champ,
    decision,
    defender_attaches,
    field_names,
    finish_placement,
    hp,
    labels,
    pick,
    setup,
    zone_names,
)


def test_win_against_defense_stance_defeats_without_damage():
    m = setup(["Ashen Revenant"], ["Kestrel Monk:def"])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert field_names(m, 1) == []
    assert hp(m, 1) == 10000
    assert zone_names(m, 1, "discard") == ["Kestrel Monk"]
    assert m.state["players"][1]["fallen"] == [m.state["players"][1]["discard"][0]]


def test_win_against_attack_stance_bleeds_the_excess_through():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert hp(m, 1) == 10000 - (1900 - 500)


def test_defeated_champion_takes_its_attachments_with_it():
    m = setup(["Ashen Revenant"], ["Thornmane Lion"], hands=[["Power Strike"], ["Longsword"]])
    defender_attaches(m, "Longsword", "Thornmane Lion")
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Thornmane Lion", "action")
    pick(m, 0, "Add Power Strike (+800 Attack)", "boost")  # 2700 vs 1100
    assert field_names(m, 1) == []
    assert sorted(zone_names(m, 1, "discard")) == ["Longsword", "Thornmane Lion"]
    assert zone_names(m, 0, "discard") == ["Power Strike"]  # used, then discarded


def test_attack_bonus_ability_from_hand_counts_in_the_total():
    m = setup(["Kestrel Monk"], ["Sentinel Mk II"], hands=[["Power Strike"], []])
    finish_placement(m, 0)
    pick(m, 0, "Kestrel Monk attacks Seat 2's Sentinel Mk II", "action")
    pick(m, 0, "Add Power Strike", "boost")
    # 800 + 800 = 1600 against 1600: a tie destroys the attacker, no backlash
    assert field_names(m, 0) == []
    assert hp(m, 0) == 10000


def test_direct_attack_when_the_player_has_no_champions():
    m = setup(["Ashen Revenant"], [], hands=[[], ["Meteor Shower", "Kestrel Monk"]])
    # seat 2 kept a champion in hand, so it still has usable cards
    finish_placement(m, 0)
    assert labels(m) == ["Ashen Revenant attacks Seat 2 directly",
                         "Ashen Revenant: switch to defense stance", "End your turn"]
    pick(m, 0, "Ashen Revenant attacks Seat 2 directly", "action")
    assert hp(m, 1) == 10000 - 1900
    # an attack on hit points is not combat: the attacker stays
    assert field_names(m, 0) == ["Ashen Revenant"]


def test_defense_stance_champion_cannot_attack():
    m = setup(["Ashen Revenant:def"], ["Kestrel Monk"])
    finish_placement(m, 0)
    assert labels(m) == ["Ashen Revenant: switch to attack stance", "End your turn"]


def test_switching_stance_is_the_champions_action():
    m = setup(["Ashen Revenant:def", "Grave Hound"], ["Kestrel Monk"])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant: switch to attack stance", "action")
    assert champ(m, 0, "Ashen Revenant")["stance"] == "attack"
    assert champ(m, 0, "Ashen Revenant")["acted"] is True
    assert not any(o.startswith("Ashen Revenant") for o in labels(m))


def test_ally_in_defense_stance_is_discarded_instead_of_the_champion():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk:def"],
              hands=[[], ["Loyal Hound"]])
    defender_attaches(m, "Loyal Hound", "Kestrel Monk")
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")  # 1900 vs 800
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert zone_names(m, 1, "discard") == ["Loyal Hound"]
    assert champ(m, 1, "Kestrel Monk")["used"] is True
    assert "Grave Hound attacks Seat 2 directly" in labels(m)


def test_ally_supports_the_defense_without_being_discarded():
    m = setup(["Tumbleweed Sprite"], ["Kestrel Monk"], hands=[[], ["Loyal Hound"]])
    defender_attaches(m, "Loyal Hound", "Kestrel Monk")
    assert champ(m, 1, "Kestrel Monk")["defense"] == 500 + 300
    pick(m, 0, "Tumbleweed Sprite attacks Seat 2's Kestrel Monk", "action")  # 400 vs 800
    assert field_names(m, 0) == []
    assert hp(m, 0) == 10000 - 400
    monk = champ(m, 1, "Kestrel Monk")
    assert [a["name"] for a in monk["attachments"]] == ["Loyal Hound"]


def test_attackers_ally_is_discarded_after_the_attack():
    m = setup(["Grave Hound"], ["Kestrel Monk:def"], hands=[["Grave Familiar"], []])
    pick(m, 0, "Attach Grave Familiar to Grave Hound", "placement")
    finish_placement(m, 0)
    pick(m, 0, "Grave Hound attacks Seat 2's Kestrel Monk", "action")
    assert field_names(m, 0) == ["Grave Hound"]
    assert zone_names(m, 0, "discard") == ["Grave Familiar"]


def test_attacking_a_teammate_destroys_it_and_the_bleed_hurts_yourself():
    m = setup(["Ashen Revenant", "Kestrel Monk"], ["Scrap Drone"])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Kestrel Monk", "action")
    assert field_names(m, 0) == ["Ashen Revenant"]
    assert m.state["players"][0]["fallen"] == []  # destroyed, not defeated
    assert hp(m, 0) == 10000 - (1900 - 500)
    assert hp(m, 1) == 10000


def test_instant_ignore_leaves_the_defender_unused():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Sidestep"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    pick(m, 1, "Use Sidestep", "defend")
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert hp(m, 1) == 10000
    assert champ(m, 1, "Kestrel Monk")["used"] is False
    assert champ(m, 0, "Ashen Revenant")["acted"] is True  # the attack still used its action
    assert "Grave Hound attacks Seat 2 directly" not in labels(m)


def test_attached_ignore_that_is_not_instant_makes_the_defender_used():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"],
              hands=[[], ["Phase Shift"]])
    defender_attaches(m, "Phase Shift", "Kestrel Monk")
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    pick(m, 1, "Use attached Phase Shift", "defend")
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert champ(m, 1, "Kestrel Monk")["used"] is True
    assert zone_names(m, 1, "discard") == ["Phase Shift"]
    assert "Grave Hound attacks Seat 2 directly" in labels(m)


def test_instant_destroy_in_their_place_keeps_the_bleed_and_the_defender_unused():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Last Stand"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    pick(m, 1, "Use Last Stand", "defend")
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert hp(m, 1) == 10000 - (1900 - 500)  # the attack's effect on the player stands
    assert champ(m, 1, "Kestrel Monk")["used"] is False
    assert zone_names(m, 1, "discard") == ["Last Stand"]


def test_attached_destroy_in_their_place_makes_the_defender_used():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"],
              hands=[[], ["Amulet of Warding"]])
    defender_attaches(m, "Amulet of Warding", "Kestrel Monk")
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")  # 1900 vs 800
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert zone_names(m, 1, "discard") == ["Amulet of Warding"]
    assert hp(m, 1) == 10000 - (1900 - 800)
    assert champ(m, 1, "Kestrel Monk")["used"] is True


def test_defense_ability_attached_is_used_when_defending():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Iron Guard"]])
    defender_attaches(m, "Iron Guard", "Kestrel Monk")
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    d = decision(m, 1, "defend")
    assert d.private
    pick(m, 1, "Use attached Iron Guard (+1000 Defense)", "defend")
    # 1900 against 500 + 1000: still a win, bleed 400
    assert hp(m, 1) == 10000 - 400
    assert "Iron Guard" in zone_names(m, 1, "discard")


def test_defense_ability_in_hand_that_is_not_instant_cannot_be_used_to_defend():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Iron Guard"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    # no defend decision was offered: the attack resolved at once
    assert field_names(m, 1) == []


def test_instant_defense_bonus_from_hand():
    m = setup(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[[], ["Brace for Impact"]])
    finish_placement(m, 0)
    pick(m, 0, "Grave Hound attacks Seat 2's Kestrel Monk", "action")
    pick(m, 1, "Use Brace for Impact (+700 Defense)", "defend")
    # 1200 against 1200: tie, attacker destroyed, no backlash
    assert field_names(m, 0) == ["Bone Archer"] and hp(m, 0) == 10000
    # "When a Champion uses an instant use card ... the Champion does not count as 'used'
    # when defending against an attack": it may defend again, so no direct attack
    assert champ(m, 1, "Kestrel Monk")["used"] is False
    assert "Bone Archer attacks Seat 2 directly" not in labels(m)


def test_a_defense_with_a_card_that_is_not_instant_makes_the_defender_used():
    m = setup(["Grave Hound", "Bone Archer"], ["Kestrel Monk"],
              hands=[[], ["Iron Guard", "Brace for Impact"]])
    defender_attaches(m, "Iron Guard", "Kestrel Monk")
    pick(m, 0, "Grave Hound attacks Seat 2's Kestrel Monk", "action")
    pick(m, 1, "Use Brace for Impact (+700 Defense)", "defend")
    pick(m, 1, "Use attached Iron Guard (+1000 Defense)", "defend")
    assert champ(m, 1, "Kestrel Monk")["used"] is True
    assert "Bone Archer attacks Seat 2 directly" in labels(m)


def test_the_attacker_may_answer_the_defenders_instant():
    m = setup(["Grave Hound"], ["Kestrel Monk"],
              hands=[["Adrenaline Surge"], ["Brace for Impact"]])
    finish_placement(m, 0)
    pick(m, 0, "Grave Hound attacks Seat 2's Kestrel Monk", "action")
    # the attacker is asked first and waits
    pick(m, 0, "Attack now", "boost")
    pick(m, 1, "Use Brace for Impact (+700 Defense)", "defend")  # 1200 against 1200
    # the Brace sends the question round again: the attacker answers with an instant bonus
    pick(m, 0, "Add Adrenaline Surge (+600 Attack)", "boost")
    # 1800 against 1200: Kestrel Monk (attack stance) is defeated, 600 bleed through
    assert field_names(m, 1) == []
    assert hp(m, 1) == 10000 - 600


def test_instant_attack_bonus_and_one_normal_ability_per_attack():
    m = setup(["Grave Hound"], ["Sentinel Mk II"],
              hands=[["Power Strike", "Adrenaline Surge", "Savage Maul"], []])
    finish_placement(m, 0)
    pick(m, 0, "Grave Hound attacks Seat 2's Sentinel Mk II", "action")
    pick(m, 0, "Add Power Strike", "boost")
    opts = labels(m)
    assert not any("Savage Maul" in o for o in opts)  # one Ability per attack
    pick(m, 0, "Add Adrenaline Surge", "boost")  # instant use: allowed on top
    # 1200 + 800 + 600 = 2600 against 1600, Sentinel in attack stance
    assert hp(m, 1) == 10000 - 1000


def test_champion_that_defends_twice_stays_unused_after_one_defense():
    m = setup(["Grave Hound", "Bone Archer"], ["Mossback Tortoise:def"])
    finish_placement(m, 0)
    pick(m, 0, "Bone Archer attacks Seat 2's Mossback Tortoise", "action")
    assert champ(m, 1, "Mossback Tortoise")["used"] is False
    assert "Grave Hound attacks Seat 2 directly" not in labels(m)


def test_an_ally_does_not_absorb_the_destruction_of_a_teammate():
    m = setup(["Ashen Revenant", "Kestrel Monk:def"], ["Scrap Drone"], hands=[["Loyal Hound"], []])
    pick(m, 0, "Attach Loyal Hound to Kestrel Monk", "placement")
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Kestrel Monk", "action")
    # an attack on a teammate destroys it; the Ally only stands in for a defeat
    assert field_names(m, 0) == ["Ashen Revenant"]
    assert sorted(zone_names(m, 0, "discard")) == ["Kestrel Monk", "Loyal Hound"]
    assert hp(m, 0) == 10000  # defense stance: nothing bleeds through


def test_destroy_in_their_place_also_saves_a_failed_attacker():
    m = setup(["Kestrel Monk"], ["Sentinel Mk II"], hands=[["Amulet of Warding"], []])
    pick(m, 0, "Attach Amulet of Warding to Kestrel Monk", "placement")
    pick(m, 0, "Kestrel Monk attacks Seat 2's Sentinel Mk II", "action")
    assert field_names(m, 0) == ["Kestrel Monk"]
    assert zone_names(m, 0, "discard") == ["Amulet of Warding"]
    assert hp(m, 0) == 10000 - (1600 - 800)  # the backlash still happens


def test_an_attack_on_a_teammate_opens_no_defense_window():
    m = setup(["Ashen Revenant", "Sentinel Mk II"], ["Scrap Drone"], hands=[["Iron Guard"], []])
    pick(m, 0, "Attach Iron Guard to Sentinel Mk II", "placement")
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Sentinel Mk II", "action")  # 1900 vs 1600
    assert field_names(m, 0) == ["Ashen Revenant"]
    assert hp(m, 0) == 10000 - 300


def test_attached_instant_destroy_in_their_place_leaves_the_defender_unused():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Last Stand"]])
    defender_attaches(m, "Last Stand", "Kestrel Monk")
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert field_names(m, 1) == ["Kestrel Monk"]
    assert champ(m, 1, "Kestrel Monk")["used"] is False
    assert "Grave Hound attacks Seat 2 directly" not in labels(m)
