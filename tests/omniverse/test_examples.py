"""Every worked example of the rules text."""

from __future__ import annotations

from .helpers import (
    champ,
    field_names,
    hp,
    new,
    table,
    zone_names,
)


def test_recruit_two_level_2_and_one_level_6_totalling_10():
    sc = new(["Bone Archer", "Imp Trickster", "Hellforge Brute", "Grave Hound"], ["Scrap Drone"])
    sc.recruit(0, "Bone Archer")
    sc.recruit(0, "Imp Trickster")
    sc.recruit(0, "Hellforge Brute")
    assert field_names(sc, 0) == ["Bone Archer", "Imp Trickster", "Hellforge Brute"]
    # 10 levels are used up: the Level 3 Grave Hound waits; the placement phase ends by itself
    assert sc.pending()[0].seat == 1
    assert zone_names(sc, 0, "hand") == ["Grave Hound"]


def test_recruit_three_level_3_totalling_9_leaves_one_level():
    sc = new(["Grave Hound", "Vex, Street Cyborg", "Lantern Scout Pippa", "Bone Archer",
              "Shambling Thrall"], ["Scrap Drone"])
    for name in ("Grave Hound", "Vex, Street Cyborg", "Lantern Scout Pippa"):
        sc.recruit(0, name)
    opts = sc.labels(0)
    assert not any("Bone Archer" in o for o in opts)  # Level 2 > the 1 level left
    assert any("Recruit Shambling Thrall (Level 1)" in o for o in opts)


def test_a_single_level_10_champion_uses_the_whole_game_level():
    sc = new(["Void Harbinger", "Shambling Thrall"], ["Scrap Drone"])
    sc.recruit(0, "Void Harbinger")
    assert sc.pending()[0].seat == 1  # nothing else fits this turn
    assert field_names(sc, 0) == ["Void Harbinger"]


def test_level_15_champion_needs_15_levels_discarded():
    # Round 1: 9 + 6 = 15 levels on the field; round 2: the Warden Colossus arrives.
    sc = table(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
               hands=[["Warden Colossus"], []])
    sc.answer(0, "placement", "Recruit Warden Colossus (Level 15) in defense stance by discarding")
    sc.answer(0, "discard", "Discard The Gilded Paladin (Level 9)")
    assert sc.pending()[0].kind == "discard"  # 9 of 15 levels: not yet
    sc.answer(0, "discard", "Discard Hellforge Brute (Level 6)")
    assert field_names(sc, 0) == ["Warden Colossus"]
    assert champ(sc, 0, "Warden Colossus")["stance"] == "defense"
    assert zone_names(sc, 0, "discard") == ["The Gilded Paladin", "Hellforge Brute"]
    # discarded as a cost: neither defeated nor destroyed
    assert zone_names(sc, 0, "defeated") == []


def test_recruiting_by_discarding_offers_a_way_back_before_the_first_discard():
    sc = table(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
               hands=[["Warden Colossus", "Longsword"], []])
    sc.answer(0, "placement", "Recruit Warden Colossus (Level 15) in attack stance by discarding")
    sc.answer(0, "discard", "Back: keep Warden Colossus in your hand")
    assert "Warden Colossus" in zone_names(sc, 0, "hand")
    assert field_names(sc, 0) == ["The Gilded Paladin", "Hellforge Brute"]
    # every way of recruiting is open again, and so is placing attachments
    assert any("Recruit Warden Colossus" in o for o in sc.labels(0))
    sc.answer(0, "placement", "Attach Longsword to The Gilded Paladin")
    # after the first discard there is no way back
    sc2 = table(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
                hands=[["Warden Colossus"], []])
    sc2.answer(0, "placement", "Recruit Warden Colossus (Level 15) in attack stance by discarding")
    sc2.answer(0, "discard", "Discard The Gilded Paladin (Level 9)")
    assert not any(o.startswith("Back") for o in sc2.labels(0))


def test_level_15_champion_is_not_offered_with_only_14_levels_on_the_field():
    sc = table(["The Gilded Paladin"], ["Scrap Drone"], later=[["Ashen Revenant"], []],
               hands=[["Warden Colossus"], []])
    assert not any("Warden Colossus" in o for o in sc.labels(0))


def test_connection_card_recruits_like_the_dark_claw_example():
    # "Duskclaw" is recruited with "Confluence" and either Night Warden or Ironclaw Ronin.
    sc = table(["Night Warden"], ["Scrap Drone"], hands=[["Confluence", "Duskclaw"], []])
    sc.answer(0, "placement",
              "Recruit Duskclaw in attack stance with Confluence, discarding Night Warden")
    assert field_names(sc, 0) == ["Duskclaw"]
    assert sorted(zone_names(sc, 0, "discard")) == ["Confluence", "Night Warden"]


def test_connection_card_works_with_the_other_listed_champion():
    sc = table(["Ironclaw Ronin"], ["Scrap Drone"], hands=[["Confluence", "Duskclaw"], []])
    sc.answer(0, "placement", "in attack stance with Confluence, discarding Ironclaw Ronin")
    assert field_names(sc, 0) == ["Duskclaw"]


def test_connection_requirements_must_already_be_on_the_field():
    # Night Warden in hand does not count: it cannot be played straight from the hand.
    sc = table(["Kestrel Monk"], ["Scrap Drone"],
               hands=[["Confluence", "Duskclaw", "Night Warden"], []])
    assert not any("with Confluence" in o for o in sc.labels(0))


def test_a_connection_champion_can_still_be_recruited_the_usual_way():
    sc = table(["The Gilded Paladin"], ["Scrap Drone"], later=[["Ashen Revenant"], []],
               hands=[["Duskclaw"], []])
    sc.answer(0, "placement", "Recruit Duskclaw (Level 14) in attack stance by discarding")
    sc.answer(0, "discard", "Discard The Gilded Paladin")
    sc.answer(0, "discard", "Discard Ashen Revenant")
    assert field_names(sc, 0) == ["Duskclaw"]


def test_undead_doubling_doubles_the_champion_and_its_undead_ally_separately():
    sc = table(["Grave Hound"], ["Scrap Drone"],
               hands=[["Grave Familiar", "Night of the Restless Dead"], []])
    sc.answer(0, "event", "Play Night of the Restless Dead")
    sc.answer(0, "placement", "Attach Grave Familiar to Grave Hound")
    hound = champ(sc, 0, "Grave Hound")
    # 1200 x 2 for the Undead champion + 400 x 2 for the Undead ally
    assert hound["attack"] == 2 * 1200 + 2 * 400
    assert hound["base_attack"] == 1200


def test_a_non_undead_ally_is_not_doubled():
    sc = table(["Grave Hound"], ["Scrap Drone"],
               hands=[["Battle Squire", "Night of the Restless Dead"], []])
    sc.answer(0, "event", "Play Night of the Restless Dead")
    sc.answer(0, "placement", "Attach Battle Squire to Grave Hound")
    assert champ(sc, 0, "Grave Hound")["attack"] == 2 * 1200 + 400


def test_backlash_is_zero_on_a_tie():
    # Grave Hound (1200 Attack) against Crypt Widow Morwen (1200 Defense).
    sc = table(["Grave Hound"], ["Crypt Widow Morwen"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Grave Hound attacks Seat 2's Crypt Widow Morwen")
    assert field_names(sc, 0) == []  # the attacker is destroyed
    assert zone_names(sc, 0, "discard") == ["Grave Hound"]
    assert zone_names(sc, 0, "defeated") == []  # destroyed, not defeated
    assert hp(sc, 0) == 10000  # tie: 0 backlash
    assert field_names(sc, 1) == ["Crypt Widow Morwen"]


def test_backlash_is_the_difference_when_the_attack_falls_short():
    sc = table(["Kestrel Monk"], ["Sentinel Mk II"])
    sc.finish_placement(0)
    sc.answer(0, "action", "Kestrel Monk attacks Seat 2's Sentinel Mk II")
    assert hp(sc, 0) == 10000 - (1600 - 800)
    assert hp(sc, 1) == 10000


def test_used_defender_lets_further_attacks_reach_the_player():
    # Two attackers, one defender: after it defends once it is "used", so the second
    # attacker may strike the player directly; it may also still attack the used champion.
    sc = table(["Grave Hound", "Ashen Revenant"], ["Old Oak Guardian:def"])
    sc.finish_placement(0)
    assert not any("directly" in o for o in sc.labels(0))
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Old Oak Guardian")  # 1900 vs 3400
    assert hp(sc, 0) == 10000 - (3400 - 1900)
    oak = champ(sc, 1, "Old Oak Guardian")
    assert oak["used"] is True and oak["defended"] == 1
    opts = sc.labels(0)
    assert "Grave Hound attacks Seat 2 directly" in opts
    assert "Grave Hound attacks Seat 2's Old Oak Guardian (used)" in opts
    sc.answer(0, "action", "Grave Hound attacks Seat 2 directly")
    assert hp(sc, 1) == 10000 - 1200
    # nothing is left to do, so the turn ends; with it the defender is no longer used
    assert sc.pending()[0].seat == 1
    assert champ(sc, 1, "Old Oak Guardian")["used"] is False
