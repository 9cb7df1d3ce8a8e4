"""Every worked example of the rules text."""

from __future__ import annotations

from .helpers import (
    champ,
    field_names,
    finish_placement,
    hp,
    labels,
    new,
    pick,
    recruit,
    setup,
    zone_names,
)


def test_recruit_two_level_2_and_one_level_6_totalling_10():
    m = new(["Bone Archer", "Imp Trickster", "Hellforge Brute", "Grave Hound"], ["Scrap Drone"])
    recruit(m, 0, "Bone Archer")
    recruit(m, 0, "Imp Trickster")
    recruit(m, 0, "Hellforge Brute")
    assert field_names(m, 0) == ["Bone Archer", "Imp Trickster", "Hellforge Brute"]
    # 10 levels are used up: the Level 3 Grave Hound waits; the placement phase ends by itself
    assert m.pending()[0].seat == 1
    assert zone_names(m, 0, "hand") == ["Grave Hound"]


def test_recruit_three_level_3_totalling_9_leaves_one_level():
    m = new(["Grave Hound", "Vex, Street Cyborg", "Lantern Scout Pippa", "Bone Archer",
             "Shambling Thrall"], ["Scrap Drone"])
    for name in ("Grave Hound", "Vex, Street Cyborg", "Lantern Scout Pippa"):
        recruit(m, 0, name)
    opts = labels(m)
    assert not any("Bone Archer" in o for o in opts)  # Level 2 > the 1 level left
    assert any("Recruit Shambling Thrall (Level 1)" in o for o in opts)


def test_a_single_level_10_champion_uses_the_whole_game_level():
    m = new(["Void Harbinger", "Shambling Thrall"], ["Scrap Drone"])
    recruit(m, 0, "Void Harbinger")
    assert m.pending()[0].seat == 1  # nothing else fits this turn
    assert field_names(m, 0) == ["Void Harbinger"]


def test_level_15_champion_needs_15_levels_discarded():
    # Round 1: 9 + 6 = 15 levels on the field; round 2: the Warden Colossus arrives.
    m = setup(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
              hands=[["Warden Colossus"], []])
    pick(m, 0, "Recruit Warden Colossus (Level 15) in defense stance by discarding", "placement")
    pick(m, 0, "Discard The Gilded Paladin (Level 9)", "discard")
    assert m.pending()[0].kind == "discard"  # 9 of 15 levels: not yet
    pick(m, 0, "Discard Hellforge Brute (Level 6)", "discard")
    assert field_names(m, 0) == ["Warden Colossus"]
    assert champ(m, 0, "Warden Colossus")["stance"] == "defense"
    assert zone_names(m, 0, "discard") == ["The Gilded Paladin", "Hellforge Brute"]
    # discarded as a cost: neither defeated nor destroyed
    assert m.state["players"][0]["fallen"] == []


def test_recruiting_by_discarding_offers_a_way_back_before_the_first_discard():
    m = setup(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
              hands=[["Warden Colossus", "Longsword"], []])
    pick(m, 0, "Recruit Warden Colossus (Level 15) in attack stance by discarding", "placement")
    pick(m, 0, "Back: keep Warden Colossus in your hand", "discard")
    assert "Warden Colossus" in zone_names(m, 0, "hand")
    assert field_names(m, 0) == ["The Gilded Paladin", "Hellforge Brute"]
    # every way of recruiting is open again, and so is placing attachments
    assert any("Recruit Warden Colossus" in o for o in labels(m))
    pick(m, 0, "Attach Longsword to The Gilded Paladin", "placement")
    # after the first discard there is no way back
    m2 = setup(["The Gilded Paladin"], ["Scrap Drone"], later=[["Hellforge Brute"], []],
               hands=[["Warden Colossus"], []])
    pick(m2, 0, "Recruit Warden Colossus (Level 15) in attack stance by discarding", "placement")
    pick(m2, 0, "Discard The Gilded Paladin (Level 9)", "discard")
    assert not any(o.startswith("Back") for o in labels(m2))


def test_level_15_champion_is_not_offered_with_only_14_levels_on_the_field():
    m = setup(["The Gilded Paladin"], ["Scrap Drone"], later=[["Ashen Revenant"], []],
              hands=[["Warden Colossus"], []])
    assert not any("Warden Colossus" in o for o in labels(m))


def test_connection_card_recruits_like_the_dark_claw_example():
    # "Duskclaw" is recruited with "Confluence" and either Night Warden or Ironclaw Ronin.
    m = setup(["Night Warden"], ["Scrap Drone"], hands=[["Confluence", "Duskclaw"], []])
    pick(m, 0, "Recruit Duskclaw in attack stance with Confluence, discarding Night Warden",
         "placement")
    assert field_names(m, 0) == ["Duskclaw"]
    assert sorted(zone_names(m, 0, "discard")) == ["Confluence", "Night Warden"]


def test_connection_card_works_with_the_other_listed_champion():
    m = setup(["Ironclaw Ronin"], ["Scrap Drone"], hands=[["Confluence", "Duskclaw"], []])
    pick(m, 0, "in attack stance with Confluence, discarding Ironclaw Ronin", "placement")
    assert field_names(m, 0) == ["Duskclaw"]


def test_connection_requirements_must_already_be_on_the_field():
    # Night Warden in hand does not count: it cannot be played straight from the hand.
    m = setup(["Kestrel Monk"], ["Scrap Drone"],
              hands=[["Confluence", "Duskclaw", "Night Warden"], []])
    assert not any("with Confluence" in o for o in labels(m))


def test_a_connection_champion_can_still_be_recruited_the_usual_way():
    m = setup(["The Gilded Paladin"], ["Scrap Drone"], later=[["Ashen Revenant"], []],
              hands=[["Duskclaw"], []])
    pick(m, 0, "Recruit Duskclaw (Level 14) in attack stance by discarding", "placement")
    pick(m, 0, "Discard The Gilded Paladin", "discard")
    pick(m, 0, "Discard Ashen Revenant", "discard")
    assert field_names(m, 0) == ["Duskclaw"]


def test_undead_doubling_doubles_the_champion_and_its_undead_ally_separately():
    m = setup(["Grave Hound"], ["Scrap Drone"],
              hands=[["Grave Familiar", "Night of the Restless Dead"], []])
    pick(m, 0, "Play Night of the Restless Dead", "event")
    pick(m, 0, "Attach Grave Familiar to Grave Hound", "placement")
    hound = champ(m, 0, "Grave Hound")
    # 1200 x 2 for the Undead champion + 400 x 2 for the Undead ally
    assert hound["attack"] == 2 * 1200 + 2 * 400
    assert hound["base_attack"] == 1200


def test_a_non_undead_ally_is_not_doubled():
    m = setup(["Grave Hound"], ["Scrap Drone"],
              hands=[["Battle Squire", "Night of the Restless Dead"], []])
    pick(m, 0, "Play Night of the Restless Dead", "event")
    pick(m, 0, "Attach Battle Squire to Grave Hound", "placement")
    assert champ(m, 0, "Grave Hound")["attack"] == 2 * 1200 + 400


def test_backlash_is_zero_on_a_tie():
    # Grave Hound (1200 Attack) against Crypt Widow Morwen (1200 Defense).
    m = setup(["Grave Hound"], ["Crypt Widow Morwen"])
    finish_placement(m, 0)
    pick(m, 0, "Grave Hound attacks Seat 2's Crypt Widow Morwen", "action")
    assert field_names(m, 0) == []  # the attacker is destroyed
    assert zone_names(m, 0, "discard") == ["Grave Hound"]
    assert m.state["players"][0]["fallen"] == []  # destroyed, not defeated
    assert hp(m, 0) == 10000  # tie: 0 backlash
    assert field_names(m, 1) == ["Crypt Widow Morwen"]


def test_backlash_is_the_difference_when_the_attack_falls_short():
    m = setup(["Kestrel Monk"], ["Sentinel Mk II"])
    finish_placement(m, 0)
    pick(m, 0, "Kestrel Monk attacks Seat 2's Sentinel Mk II", "action")
    assert hp(m, 0) == 10000 - (1600 - 800)
    assert hp(m, 1) == 10000


def test_used_defender_lets_further_attacks_reach_the_player():
    # Two attackers, one defender: after it defends once it is "used", so the second
    # attacker may strike the player directly; it may also still attack the used champion.
    m = setup(["Grave Hound", "Ashen Revenant"], ["Old Oak Guardian:def"])
    finish_placement(m, 0)
    assert not any("directly" in o for o in labels(m))
    pick(m, 0, "Ashen Revenant attacks Seat 2's Old Oak Guardian", "action")  # 1900 vs 3400
    assert hp(m, 0) == 10000 - (3400 - 1900)
    oak = champ(m, 1, "Old Oak Guardian")
    assert oak["used"] is True and oak["defended"] == 1
    opts = labels(m)
    assert "Grave Hound attacks Seat 2 directly" in opts
    assert "Grave Hound attacks Seat 2's Old Oak Guardian (used)" in opts
    pick(m, 0, "Grave Hound attacks Seat 2 directly", "action")
    assert hp(m, 1) == 10000 - 1200
    # nothing is left to do, so the turn ends; with it the defender is no longer used
    assert m.pending()[0].seat == 1
    assert champ(m, 1, "Old Oak Guardian")["used"] is False
