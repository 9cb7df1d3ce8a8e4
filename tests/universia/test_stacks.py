"""Monster stacks: stacking, Regress, Decoy, ArmorPurge, Fortitude, Seperation, Scapegoat,
Decode, UseRequirement and Ascension."""

from engine.universia import effects

from .helpers import (
    attack,
    counters,
    deck,
    deck_count,
    life,
    logged,
    mana,
    match,
    monster,
    place,
    place_enh,
    play,
    ready_again,
    rest_iids,
    set_counters,
    set_mana,
    stack,
    to_battle,
    top,
)


def test_an_evolution_stacks_on_a_lower_level_monster_of_its_universe():
    sc = match(deck(["HT-001"], ["HT-401", "HT-402"]))
    set_mana(sc, 10)
    play(sc, 0, "Tide Spawn")
    labels = sc.labels(0)
    # level 2 and 3 both sit on a level 1
    assert "Stack Tidal Revenant on a monster (cost 2)" in labels
    assert "Stack Abyssal Hydra on a monster (cost 4)" in labels
    sc.answer(0, "main", label="Stack Tidal Revenant")
    assert sc.labels(0) == ["On Tide Spawn (zone 1)"]
    sc.answer(0, "stack", label="On Tide Spawn (zone 1)")
    assert stack(sc, 0, 0) == ["HT-001", "HT-401"]
    assert sc.view(0)["players"][0]["monsters"][0]["name"] == "Tidal Revenant"
    assert sc.view(None)["players"][0]["monsters"][0]["stack"][0]["name"] == "Tide Spawn"
    # a level 3 may stack on the level 2 now on top; a level 2 could not
    assert "Stack Abyssal Hydra on a monster (cost 4)" in sc.labels(0)


def test_use_requirement_level_lets_an_evolution_ignore_the_level_check():
    sc = match(deck([], ["LA-401"]))
    place(sc, 0, 0, "LA-006")  # level 3 Astral Valedictorian; Graduated Sage is level 2
    assert "Stack Graduated Sage on a monster (cost 3)" in sc.labels(0)


def test_regress_trashes_from_the_top_until_the_amount_or_floor():
    sc = match(deck(["HT-101"]))
    place(sc, 1, 0, "HT-001", "HT-405", "HT-402", "HT-404")
    sc.answer(0, "main", label="Riptide Ritual")
    sc.answer(0, "target", label="Regress {seat1}'s Maelstrom Tyrant (zone 1)")
    assert stack(sc, 1, 0) == ["HT-001", "HT-405"]  # two trashed
    effects.regress(sc.match, 1, 0, 5, 2)  # floor 2: the level-2 Pearl Husk is at the floor
    assert stack(sc, 1, 0) == ["HT-001", "HT-405"]
    effects.regress(sc.match, 1, 0, 5, 0)  # the bottom card always stays
    assert stack(sc, 1, 0) == ["HT-001"]


def test_regress_on_a_monster_effect():
    sc = match(deck(["HT-009"]))
    place(sc, 1, 0, "HT-001", "HT-401")
    play(sc, 0, "Undertow Scribe")
    sc.answer(0, "target", label="Regress {seat1}'s Tidal Revenant (zone 1)")
    assert stack(sc, 1, 0) == ["HT-001"]


def test_decoy_is_destroyed_instead_of_a_same_universe_ally():
    sc = match()
    place(sc, 0, 0, "HT-007")
    [decoy] = place(sc, 0, 1, "HT-002")
    place_enh(sc, 1, 0, "PN-201", fd=True)
    set_counters(sc, 0, 0, 0)  # no ArmorPurge counter, so Decoy is what saves it
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(1, "respond", label="Pitfall Snare")
    sc.answer(1, "target", label="Drowned Knight")  # the attacker
    sc.answer(0, "protect", label="Decoy: destroy {seat0}'s Brine Crawler (zone 2)")
    assert top(sc, 0, 0) == "HT-007" and decoy in rest_iids(sc, 0)


def test_armor_purge_counter_prevents_one_destruction():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "PN-010", mode="d")  # Shellback Tortoise
    assert counters(sc, 1, 0) == 1
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "protect", label="ArmorPurge: remove a counter from Shellback Tortoise")
    assert top(sc, 1, 0) == "PN-010" and counters(sc, 1, 0) == 0
    ready_again(sc, 0, 0)
    attack(sc, 0, 0, 0)  # no counter left: no protection to offer
    assert top(sc, 1, 0) is None


def test_fortitude_replays_the_destroyed_stacked_monster_alone():
    sc = match()
    place(sc, 0, 0, "PN-008")
    base, _evo = place(sc, 1, 0, "HT-001", "HT-401")  # Tidal Revenant 2000 on Tide Spawn
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert stack(sc, 1, 0) == ["HT-401"] and monster(sc, 1, 0)["mode"] == "attack"
    assert base in rest_iids(sc, 1) and life(sc, 1) == 9000


def test_seperation_splits_the_stack_instead_of_being_rested():
    sc = match()
    place(sc, 1, 0, "HT-001", "HT-402")
    place_enh(sc, 0, 0, "SL-102")  # BattlePlan
    to_battle(sc)
    sc.answer(0, "target", label="Rest {seat1}'s Abyssal Hydra (zone 1)")
    assert top(sc, 1, 0) == "HT-402" and top(sc, 1, 1) == "HT-001"
    assert stack(sc, 1, 0) == ["HT-402"]


def test_decode_plays_a_card_from_the_stack_paying_its_cost():
    sc = match()
    place(sc, 1, 0, "HT-001", "HT-403")  # Deep Cipher (cost 3) on Tide Spawn (cost 1)
    place_enh(sc, 0, 0, "SL-102")
    to_battle(sc)
    sc.answer(0, "target", label="Rest {seat1}'s Deep Cipher (zone 1)")
    sc.answer(1, "protect", label="Decode: play Tide Spawn")
    assert top(sc, 1, 0) == "HT-403" and top(sc, 1, 1) == "HT-001"
    assert mana(sc) == 4  # seat 2 paid 1: the line moved toward seat 1


def test_scapegoat_destroys_another_ally_instead():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "HT-003")  # Reef Shade
    [goat] = place(sc, 1, 1, "HT-001", mode="d")
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "protect", label="Scapegoat: destroy {seat1}'s Tide Spawn (zone 2)")
    assert top(sc, 1, 0) == "HT-003" and goat in rest_iids(sc, 1)
    assert life(sc, 1) == 8400  # the battle damage still happens


def test_ascension_sends_a_rested_card_to_the_deck_bottom():
    sc = match()
    place(sc, 0, 0, "PN-008")
    [iid] = place(sc, 1, 0, "LA-006")
    cards = deck_count(sc, 1)
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert deck_count(sc, 1) == cards + 1 and iid not in rest_iids(sc, 1)
    assert logged(sc, "Ascension: Astral Valedictorian goes to the bottom of {seat1}'s Main Deck")


def test_protections_do_not_fight_their_controllers_own_costs():
    sc = match()
    place(sc, 0, 0, "SL-005")
    place(sc, 0, 1, "PN-010")  # ArmorPurge counter, but Alliance's rest is our own cost
    assert counters(sc, 0, 1) == 1
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(0, "alliance", label="Rest Shellback Tortoise to join the attack")
    assert top(sc, 0, 1) is None
    sc.expect(0, "battle")


def test_a_fortitude_monster_replayed_during_its_own_attack_does_not_attack_again():
    """An attack-mode monster attacks once each Battle Phase; Fortitude replays the same
    monster, so its attack this Battle Phase still counts."""
    sc = match()
    place(sc, 0, 0, "HT-001", "HT-401")  # Tidal Revenant 2000 on Tide Spawn, Fortitude
    place(sc, 1, 0, "PN-008")  # 3000
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 0, 0) == "HT-401" and life(sc, 0) == 9000
    assert sc.labels(0) == ["End the turn"]  # no second attack


def test_protections_that_cost_a_card_or_a_counter_are_their_controllers_choice():
    """Guard, Decoy, Scapegoat, ArmorPurge, Decode: whether to use one is a choice. Declining
    ArmorPurge lets Shellback Tortoise be destroyed with its counter unused."""
    sc = match()
    place(sc, 0, 0, "PN-008")
    [iid] = place(sc, 1, 0, "PN-010", mode="d")
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.expect(1, "protect")
    assert sc.labels(1) == ["ArmorPurge: remove a counter from Shellback Tortoise",
                            "Let Shellback Tortoise be destroyed"]
    sc.answer(1, "protect", label="Let Shellback Tortoise be destroyed")
    assert top(sc, 1, 0) is None and iid in rest_iids(sc, 1)


def test_where_several_protections_fit_the_controller_picks_which():
    """Pearl Husk (ArmorPurge, Scapegoat) is attacked: its controller may remove the counter
    or destroy either other ally, and here gives up the stronger Coral Brute."""
    sc = match()
    place(sc, 0, 0, "PN-008")  # 3000
    place(sc, 1, 0, "HT-001", "HT-405", mode="d")  # Pearl Husk 1800/2200 on Tide Spawn
    place(sc, 1, 1, "HT-001")  # Tide Spawn 1000
    place(sc, 1, 2, "HT-005")  # Coral Brute 1700
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert sc.labels(1) == ["ArmorPurge: remove a counter from Pearl Husk",
                            "Scapegoat: destroy {seat1}'s Tide Spawn (zone 2)",
                            "Scapegoat: destroy {seat1}'s Coral Brute (zone 3)",
                            "Let Pearl Husk be destroyed"]
    sc.answer(1, "protect", label="Scapegoat: destroy {seat1}'s Coral Brute")
    assert top(sc, 1, 0) == "HT-405" and top(sc, 1, 2) is None and top(sc, 1, 1) == "HT-001"
    assert counters(sc, 1, 0) == 1 and life(sc, 1) == 10000
