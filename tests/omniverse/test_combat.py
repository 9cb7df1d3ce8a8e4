"""Combat exactly as written: defeat, bleed-through, backlash, allies, teammates, reactions."""

from __future__ import annotations

from .helpers import (
    champ,
    field_names,
    hp,
    table,
    zone_names,
)


def test_win_against_defense_stance_defeats_without_damage():
    sc = table(["Ashen Revenant"], ["Kestrel Monk:def"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert field_names(sc, 1) == []
    assert hp(sc, 1) == 10000
    assert zone_names(sc, 1, "discard") == ["Kestrel Monk"]
    assert zone_names(sc, 1, "defeated") == ["Kestrel Monk"]


def test_win_against_attack_stance_bleeds_the_excess_through():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert hp(sc, 1) == 10000 - (1900 - 500)


def test_defeated_champion_takes_its_attachments_with_it():
    sc = table(["Ashen Revenant"], ["Thornmane Lion"], hands=[["Power Strike"], ["Longsword"]])
    sc.defender_attaches("Longsword", "Thornmane Lion")
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Thornmane Lion")
    sc.answer(0, "boost", "Add Power Strike (+800 Attack)")  # 2700 vs 1100
    assert field_names(sc, 1) == []
    assert sorted(zone_names(sc, 1, "discard")) == ["Longsword", "Thornmane Lion"]
    assert zone_names(sc, 0, "discard") == ["Power Strike"]  # used, then discarded


def test_attack_bonus_ability_from_hand_counts_in_the_total():
    sc = table(["Kestrel Monk"], ["Sentinel Mk II"], hands=[["Power Strike"], []])
    sc.finish_placement(0)
    sc.answer(0, "action", "Kestrel Monk attacks Seat 2's Sentinel Mk II")
    sc.answer(0, "boost", "Add Power Strike")
    # 800 + 800 = 1600 against 1600: a tie destroys the attacker, no backlash
    assert field_names(sc, 0) == []
    assert hp(sc, 0) == 10000


def test_direct_attack_when_the_player_has_no_champions():
    sc = table(["Ashen Revenant"], [], hands=[[], ["Meteor Shower", "Kestrel Monk"]])
    # seat 2 kept a champion in hand, so it still has usable cards
    sc.finish_placement(0)
    assert sc.labels(0) == ["Ashen Revenant attacks Seat 2 directly",
                         "Ashen Revenant: switch to defense stance", "End your turn"]
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2 directly")
    assert hp(sc, 1) == 10000 - 1900
    # an attack on hit points is not combat: the attacker stays
    assert field_names(sc, 0) == ["Ashen Revenant"]


def test_defense_stance_champion_cannot_attack():
    sc = table(["Ashen Revenant:def"], ["Kestrel Monk"])
    sc.finish_placement(0)
    assert sc.labels(0) == ["Ashen Revenant: switch to attack stance", "End your turn"]


def test_switching_stance_is_the_champions_action():
    sc = table(["Ashen Revenant:def", "Grave Hound"], ["Kestrel Monk"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant: switch to attack stance")
    assert champ(sc, 0, "Ashen Revenant")["stance"] == "attack"
    assert champ(sc, 0, "Ashen Revenant")["acted"] is True
    assert not any(o.startswith("Ashen Revenant") for o in sc.labels(0))


def test_ally_in_defense_stance_is_discarded_instead_of_the_champion():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk:def"],
               hands=[[], ["Loyal Hound"]])
    sc.defender_attaches("Loyal Hound", "Kestrel Monk")
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")  # 1900 vs 800
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert zone_names(sc, 1, "discard") == ["Loyal Hound"]
    assert champ(sc, 1, "Kestrel Monk")["used"] is True
    assert "Grave Hound attacks Seat 2 directly" in sc.labels(0)


def test_ally_supports_the_defense_without_being_discarded():
    sc = table(["Tumbleweed Sprite"], ["Kestrel Monk"], hands=[[], ["Loyal Hound"]])
    sc.defender_attaches("Loyal Hound", "Kestrel Monk")
    assert champ(sc, 1, "Kestrel Monk")["defense"] == 500 + 300
    sc.answer(0, "action", "Tumbleweed Sprite attacks Seat 2's Kestrel Monk")  # 400 vs 800
    assert field_names(sc, 0) == []
    assert hp(sc, 0) == 10000 - 400
    monk = champ(sc, 1, "Kestrel Monk")
    assert [a["name"] for a in monk["attachments"]] == ["Loyal Hound"]


def test_attackers_ally_is_discarded_after_the_attack():
    sc = table(["Grave Hound"], ["Kestrel Monk:def"], hands=[["Grave Familiar"], []])
    sc.answer(0, "placement", "Attach Grave Familiar to Grave Hound")
    sc.finish_placement(0)
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Kestrel Monk")
    assert field_names(sc, 0) == ["Grave Hound"]
    assert zone_names(sc, 0, "discard") == ["Grave Familiar"]


def test_attacking_a_teammate_destroys_it_and_the_bleed_hurts_yourself():
    sc = table(["Ashen Revenant", "Kestrel Monk"], ["Scrap Drone"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Kestrel Monk")
    assert field_names(sc, 0) == ["Ashen Revenant"]
    assert zone_names(sc, 0, "defeated") == []  # destroyed, not defeated
    assert hp(sc, 0) == 10000 - (1900 - 500)
    assert hp(sc, 1) == 10000


def test_instant_ignore_leaves_the_defender_unused():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Sidestep"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    sc.answer(1, "defend", "Use Sidestep")
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert hp(sc, 1) == 10000
    assert champ(sc, 1, "Kestrel Monk")["used"] is False
    assert champ(sc, 0, "Ashen Revenant")["acted"] is True  # the attack still used its action
    assert "Grave Hound attacks Seat 2 directly" not in sc.labels(0)


def test_attached_ignore_that_is_not_instant_makes_the_defender_used():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"],
               hands=[[], ["Phase Shift"]])
    sc.defender_attaches("Phase Shift", "Kestrel Monk")
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    sc.answer(1, "defend", "Use attached Phase Shift")
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert champ(sc, 1, "Kestrel Monk")["used"] is True
    assert zone_names(sc, 1, "discard") == ["Phase Shift"]
    assert "Grave Hound attacks Seat 2 directly" in sc.labels(0)


def test_instant_destroy_in_their_place_keeps_the_bleed_and_the_defender_unused():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Last Stand"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    sc.answer(1, "defend", "Use Last Stand")
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert hp(sc, 1) == 10000 - (1900 - 500)  # the attack's effect on the player stands
    assert champ(sc, 1, "Kestrel Monk")["used"] is False
    assert zone_names(sc, 1, "discard") == ["Last Stand"]


def test_attached_destroy_in_their_place_makes_the_defender_used():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"],
               hands=[[], ["Amulet of Warding"]])
    sc.defender_attaches("Amulet of Warding", "Kestrel Monk")
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")  # 1900 vs 800
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert zone_names(sc, 1, "discard") == ["Amulet of Warding"]
    assert hp(sc, 1) == 10000 - (1900 - 800)
    assert champ(sc, 1, "Kestrel Monk")["used"] is True


def test_defense_ability_attached_is_used_when_defending():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Iron Guard"]])
    sc.defender_attaches("Iron Guard", "Kestrel Monk")
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    d = sc.decision(1, "defend")
    assert d.private
    sc.answer(1, "defend", "Use attached Iron Guard (+1000 Defense)")
    # 1900 against 500 + 1000: still a win, bleed 400
    assert hp(sc, 1) == 10000 - 400
    assert "Iron Guard" in zone_names(sc, 1, "discard")


def test_defense_ability_in_hand_that_is_not_instant_cannot_be_used_to_defend():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Iron Guard"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    # no defend decision was offered: the attack resolved at once
    assert field_names(sc, 1) == []


def test_instant_defense_bonus_from_hand():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[[], ["Brace for Impact"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Kestrel Monk")
    sc.answer(1, "defend", "Use Brace for Impact (+700 Defense)")
    # 1200 against 1200: tie, attacker destroyed, no backlash
    assert field_names(sc, 0) == ["Bone Archer"] and hp(sc, 0) == 10000
    # "When a Champion uses an instant use card ... the Champion does not count as 'used'
    # when defending against an attack": it may defend again, so no direct attack
    assert champ(sc, 1, "Kestrel Monk")["used"] is False
    assert "Bone Archer attacks Seat 2 directly" not in sc.labels(0)


def test_a_defense_with_a_card_that_is_not_instant_makes_the_defender_used():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"],
               hands=[[], ["Iron Guard", "Brace for Impact"]])
    sc.defender_attaches("Iron Guard", "Kestrel Monk")
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Kestrel Monk")
    sc.answer(1, "defend", "Use Brace for Impact (+700 Defense)")
    sc.answer(1, "defend", "Use attached Iron Guard (+1000 Defense)")
    assert champ(sc, 1, "Kestrel Monk")["used"] is True
    assert "Bone Archer attacks Seat 2 directly" in sc.labels(0)


def test_the_attacker_may_answer_the_defenders_instant():
    sc = table(["Grave Hound"], ["Kestrel Monk"],
               hands=[["Adrenaline Surge"], ["Brace for Impact"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Kestrel Monk")
    # the attacker is asked first and waits
    sc.answer(0, "boost", "Attack now")
    sc.answer(1, "defend", "Use Brace for Impact (+700 Defense)")  # 1200 against 1200
    # the Brace sends the question round again: the attacker answers with an instant bonus
    sc.answer(0, "boost", "Add Adrenaline Surge (+600 Attack)")
    # 1800 against 1200: Kestrel Monk (attack stance) is defeated, 600 bleed through
    assert field_names(sc, 1) == []
    assert hp(sc, 1) == 10000 - 600


def test_instant_attack_bonus_and_one_normal_ability_per_attack():
    sc = table(["Grave Hound"], ["Sentinel Mk II"],
               hands=[["Power Strike", "Adrenaline Surge", "Savage Maul"], []])
    sc.finish_placement(0)
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Sentinel Mk II")
    sc.answer(0, "boost", "Add Power Strike")
    opts = sc.labels(0)
    assert not any("Savage Maul" in o for o in opts)  # one Ability per attack
    sc.answer(0, "boost", "Add Adrenaline Surge")  # instant use: allowed on top
    # 1200 + 800 + 600 = 2600 against 1600, Sentinel in attack stance
    assert hp(sc, 1) == 10000 - 1000


def test_champion_that_defends_twice_stays_unused_after_one_defense():
    sc = table(["Grave Hound", "Bone Archer"], ["Mossback Tortoise:def"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Bone Archer attacks Seat 2's Mossback Tortoise")
    assert champ(sc, 1, "Mossback Tortoise")["used"] is False
    assert "Grave Hound attacks Seat 2 directly" not in sc.labels(0)


def test_an_ally_does_not_absorb_the_destruction_of_a_teammate():
    sc = table(["Ashen Revenant", "Kestrel Monk:def"], ["Scrap Drone"], hands=[["Loyal Hound"], []])
    sc.answer(0, "placement", "Attach Loyal Hound to Kestrel Monk")
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Kestrel Monk")
    # an attack on a teammate destroys it; the Ally only stands in for a defeat
    assert field_names(sc, 0) == ["Ashen Revenant"]
    assert sorted(zone_names(sc, 0, "discard")) == ["Kestrel Monk", "Loyal Hound"]
    assert hp(sc, 0) == 10000  # defense stance: nothing bleeds through


def test_destroy_in_their_place_also_saves_a_failed_attacker():
    sc = table(["Kestrel Monk"], ["Sentinel Mk II"], hands=[["Amulet of Warding"], []])
    sc.answer(0, "placement", "Attach Amulet of Warding to Kestrel Monk")
    sc.answer(0, "action", "Kestrel Monk attacks Seat 2's Sentinel Mk II")
    assert field_names(sc, 0) == ["Kestrel Monk"]
    assert zone_names(sc, 0, "discard") == ["Amulet of Warding"]
    assert hp(sc, 0) == 10000 - (1600 - 800)  # the backlash still happens


def test_an_attack_on_a_teammate_opens_no_defense_window():
    sc = table(["Ashen Revenant", "Sentinel Mk II"], ["Scrap Drone"], hands=[["Iron Guard"], []])
    sc.answer(0, "placement", "Attach Iron Guard to Sentinel Mk II")
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Sentinel Mk II")  # 1900 vs 1600
    assert field_names(sc, 0) == ["Ashen Revenant"]
    assert hp(sc, 0) == 10000 - 300


def test_attached_instant_destroy_in_their_place_leaves_the_defender_unused():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Last Stand"]])
    sc.defender_attaches("Last Stand", "Kestrel Monk")
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert field_names(sc, 1) == ["Kestrel Monk"]
    assert champ(sc, 1, "Kestrel Monk")["used"] is False
    assert "Grave Hound attacks Seat 2 directly" not in sc.labels(0)
