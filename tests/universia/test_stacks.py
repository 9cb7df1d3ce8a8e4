"""Monster stacks: stacking, Regress, Decoy, ArmorPurge, Fortitude, Seperation, Scapegoat,
Decode, UseRequirement and Ascension."""

from engine.universia import effects

from .helpers import (
    attack,
    choose,
    decision,
    deck,
    life,
    match,
    option_ids,
    place,
    place_enh,
    play,
    to_battle,
    top,
)


def test_an_evolution_stacks_on_a_lower_level_monster_of_its_universe():
    m2 = match(deck(["HT-001"], ["HT-401", "HT-402"]))
    m2.state["mana"] = 10
    play(m2, 0, "Tide Spawn")
    ids = option_ids(m2)
    assert "v0" in ids and "v1" in ids  # level 2 and 3 both sit on a level 1
    choose(m2, 0, "main", oid="v0")
    choose(m2, 0, "stack", oid="z0")
    mon = m2.state["p"][0]["mz"][0]
    assert [m2.ci[i].id for i in mon["st"]] == ["HT-001", "HT-401"]
    assert m2.view(0)["players"][0]["monsters"][0]["name"] == "Tidal Revenant"
    assert m2.view(None)["players"][0]["monsters"][0]["stack"][0]["name"] == "Tide Spawn"
    # a level 3 may stack on the level 2 now on top; a level 2 could not
    assert "v0" in option_ids(m2)


def test_use_requirement_level_lets_an_evolution_ignore_the_level_check():
    m = match(deck([], ["LA-401"]))
    place(m, 0, 0, "LA-006")  # level 3 Astral Valedictorian; Graduated Sage is level 2
    assert "v0" in option_ids(m)


def test_regress_trashes_from_the_top_until_the_amount_or_floor():
    m = match(deck(["HT-101"]))
    mon = place(m, 1, 0, "HT-001", "HT-405", "HT-402", "HT-404")
    choose(m, 0, "main", label="Riptide Ritual")
    choose(m, 0, "target", oid="c10")
    assert [m.ci[i].id for i in mon["st"]] == ["HT-001", "HT-405"]  # two trashed
    effects.regress(m, 1, 0, 5, 2)  # floor 2: the level-2 Pearl Husk is already at the floor
    assert [m.ci[i].id for i in mon["st"]] == ["HT-001", "HT-405"]
    effects.regress(m, 1, 0, 5, 0)  # the bottom card always stays
    assert [m.ci[i].id for i in mon["st"]] == ["HT-001"]


def test_regress_on_a_monster_effect():
    m = match(deck(["HT-009"]))
    mon = place(m, 1, 0, "HT-001", "HT-401")
    play(m, 0, "Undertow Scribe")
    choose(m, 0, "target", oid="c10")
    assert [m.ci[i].id for i in mon["st"]] == ["HT-001"]


def test_decoy_is_destroyed_instead_of_a_same_universe_ally():
    m = match()
    place(m, 0, 0, "HT-007")
    decoy = place(m, 0, 1, "HT-002")["st"][0]
    place_enh(m, 1, 0, "PN-201", fd=True)
    m.state["p"][0]["mz"][0]["ctr"] = 0  # no ArmorPurge counter, so Decoy is what saves it
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 1, "respond", label="Pitfall Snare")
    choose(m, 1, "target", oid="c0")  # the attacker
    choose(m, 0, "protect", oid="dy1")
    assert top(m, 0, 0) == "HT-007" and decoy in m.state["p"][0]["rest"]


def test_armor_purge_counter_prevents_one_destruction():
    m = match()
    place(m, 0, 0, "PN-008")
    mon = place(m, 1, 0, "PN-010", mode="d")  # Shellback Tortoise
    assert mon["ctr"] == 1
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "protect", oid="ap")
    assert top(m, 1, 0) == "PN-010" and mon["ctr"] == 0
    m.state["p"][0]["mz"][0]["atkd"] = False
    m._pending = None
    attack(m, 0, 0, 0)  # no counter left: no protection to offer
    assert top(m, 1, 0) is None


def test_fortitude_replays_the_destroyed_stacked_monster_alone():
    m = match()
    place(m, 0, 0, "PN-008")
    mon = place(m, 1, 0, "HT-001", "HT-401")  # Tidal Revenant 2000 on Tide Spawn
    base = mon["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    new = m.state["p"][1]["mz"][0]
    assert [m.ci[i].id for i in new["st"]] == ["HT-401"] and new["mode"] == "a"
    assert base in m.state["p"][1]["rest"] and life(m, 1) == 9000


def test_seperation_splits_the_stack_instead_of_being_rested():
    m = match()
    place(m, 1, 0, "HT-001", "HT-402")
    place_enh(m, 0, 0, "SL-102")  # BattlePlan
    to_battle(m)
    choose(m, 0, "target", oid="c0")
    assert top(m, 1, 0) == "HT-402" and top(m, 1, 1) == "HT-001"
    assert len(m.state["p"][1]["mz"][0]["st"]) == 1


def test_decode_plays_a_card_from_the_stack_paying_its_cost():
    m = match()
    place(m, 1, 0, "HT-001", "HT-403")  # Deep Cipher (cost 3) on Tide Spawn (cost 1)
    place_enh(m, 0, 0, "SL-102")
    to_battle(m)
    choose(m, 0, "target", oid="c0")
    choose(m, 1, "protect", label="Decode: play Tide Spawn")
    assert top(m, 1, 0) == "HT-403" and top(m, 1, 1) == "HT-001"
    assert m.state["mana"] == 4  # seat 2 paid 1: the line moved toward seat 1


def test_scapegoat_destroys_another_ally_instead():
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 1, 0, "HT-003")  # Reef Shade
    goat = place(m, 1, 1, "HT-001", mode="d")["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "protect", oid="sg1")
    assert top(m, 1, 0) == "HT-003" and goat in m.state["p"][1]["rest"]
    assert life(m, 1) == 8400  # the battle damage still happens


def test_ascension_sends_a_rested_card_to_the_deck_bottom():
    m = match()
    place(m, 0, 0, "PN-008")
    iid = place(m, 1, 0, "LA-006")["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    assert m.state["p"][1]["deck"][-1] == iid and iid not in m.state["p"][1]["rest"]


def test_protections_do_not_fight_their_controllers_own_costs():
    m = match()
    place(m, 0, 0, "SL-005")
    ally = place(m, 0, 1, "PN-010")  # ArmorPurge counter, but Alliance's rest is our own cost
    assert ally["ctr"] == 1
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 0, "alliance", oid="al1")
    assert top(m, 0, 1) is None and decision(m).kind == "battle"


def test_a_fortitude_monster_replayed_during_its_own_attack_does_not_attack_again():
    """An attack-mode monster attacks once each Battle Phase; Fortitude replays the same
    monster, so its attack this Battle Phase still counts."""
    m = match()
    place(m, 0, 0, "HT-001", "HT-401")  # Tidal Revenant 2000 on Tide Spawn, Fortitude
    place(m, 1, 0, "PN-008")  # 3000
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 0, 0) == "HT-401" and life(m, 0) == 9000
    assert option_ids(m) == ["x"]  # no second attack


def test_protections_that_cost_a_card_or_a_counter_are_their_controllers_choice():
    """Guard, Decoy, Scapegoat, ArmorPurge, Decode: whether to use one is a choice. Declining
    ArmorPurge lets Shellback Tortoise be destroyed with its counter unused."""
    m = match()
    place(m, 0, 0, "PN-008")
    iid = place(m, 1, 0, "PN-010", mode="d")["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    d = decision(m)
    assert (d.seat, d.kind, option_ids(m)) == (1, "protect", ["ap", "n"])
    choose(m, 1, "protect", oid="n")
    assert top(m, 1, 0) is None and iid in m.state["p"][1]["rest"]


def test_where_several_protections_fit_the_controller_picks_which():
    """Pearl Husk (ArmorPurge, Scapegoat) is attacked: its controller may remove the counter
    or destroy either other ally, and here gives up the stronger Coral Brute."""
    m = match()
    place(m, 0, 0, "PN-008")  # 3000
    place(m, 1, 0, "HT-001", "HT-405", mode="d")  # Pearl Husk 1800/2200 on Tide Spawn
    place(m, 1, 1, "HT-001")  # Tide Spawn 1000
    place(m, 1, 2, "HT-005")  # Coral Brute 1700
    to_battle(m)
    attack(m, 0, 0, 0)
    assert option_ids(m) == ["ap", "sg1", "sg2", "n"]
    choose(m, 1, "protect", oid="sg2")
    assert top(m, 1, 0) == "HT-405" and top(m, 1, 2) is None and top(m, 1, 1) == "HT-001"
    assert m.state["p"][1]["mz"][0]["ctr"] == 1 and life(m, 1) == 10000
