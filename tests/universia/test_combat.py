"""Monster combat keywords, Traps and the end-turn attack window."""

from .helpers import (
    active,
    attack,
    attack_label,
    end_turn,
    enhancement,
    life,
    logged,
    mana,
    match,
    monster,
    place,
    place_enh,
    rest_iids,
    to_battle,
    top,
)


def test_blocker_redirects_and_changes_to_defense_mode():
    sc = match()
    place(sc, 0, 0, "PN-008")  # 3000
    place(sc, 1, 0, "PN-003")
    place(sc, 1, 1, "PN-002")  # Nexus Sentinel, Blocker, 1200/1600
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert sc.labels(1) == ["Nexus Sentinel blocks the attack", "Let the attack go on"]
    sc.answer(1, "respond", label="Nexus Sentinel blocks")
    assert top(sc, 1, 1) is None and top(sc, 1, 0) == "PN-003"
    assert life(sc, 1) == 10000  # it blocked in defense mode: no damage


def test_swift_retargets_to_the_strongest_attack_mode_monster_and_ignores_blocker():
    sc = match()
    place(sc, 0, 0, "SL-003")  # Dawn Outrider 1400, Swift
    place(sc, 1, 0, "PN-010", mode="d")
    place(sc, 1, 1, "PN-002")  # Blocker 1200 attack
    place(sc, 1, 2, "PN-009")  # 1100 attack
    to_battle(sc)
    attack(sc, 0, 0, 0)
    # no respond decision: Swift cannot be blocked; the attack went to Nexus Sentinel (1200)
    assert top(sc, 1, 1) is None and life(sc, 1) == 9800
    assert top(sc, 1, 0) == "PN-010" and top(sc, 1, 2) == "PN-009"


def test_piercing_deals_the_excess_over_defense():
    sc = match()
    place(sc, 0, 0, "SL-002")  # 1500 Piercing
    place(sc, 1, 0, "PN-009", mode="d")  # 500 defense
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 1, 0) is None and life(sc, 1) == 9000


def test_indestructable_survives_battle_but_its_controller_takes_damage():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "PN-004")  # 1500 attack mode
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 1, 0) == "PN-004" and life(sc, 1) == 8500


def test_alert_returns_to_attack_mode_at_battle_phase_start():
    sc = match()
    place(sc, 0, 0, "PN-007", mode="d")
    place(sc, 0, 1, "PN-002", mode="d")
    to_battle(sc)
    assert monster(sc, 0, 0)["mode"] == "attack" and monster(sc, 0, 1)["mode"] == "defense"
    assert attack_label(sc, 0, 0) in sc.labels(0)


def test_retaliation_destroys_the_opposing_monster_after_battle():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "SL-009")  # Flare Legionnaire, Retaliation
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 1, 0) is None and top(sc, 0, 0) is None
    assert life(sc, 1) == 10000 - 1100


def test_evade_turns_an_effect_destruction_into_defense_mode():
    sc = match()
    place(sc, 0, 0, "LA-007")  # Dormitory Ghost, Evade
    place_enh(sc, 1, 0, "PN-201", fd=True)  # Pitfall Snare
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(1, "respond", label="Pitfall Snare")
    sc.answer(1, "target", label="Destroy {seat0}'s Dormitory Ghost (zone 1)")  # the attacker
    assert monster(sc, 0, 0) is not None and monster(sc, 0, 0)["mode"] == "defense"


def test_trap_payment_moves_the_line_toward_the_turn_player():
    sc = match()
    place(sc, 0, 0, "PN-005")
    place_enh(sc, 1, 0, "PN-202", fd=True)  # Mirror Ward, Negate, cost 1
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(1, "respond", label="Mirror Ward")
    assert mana(sc) == 4 and life(sc, 1) == 10000
    assert enhancement(sc, 1, 0) is None  # the Trap went to the Rest Zone


def test_alliance_rests_an_ally_adds_power_and_a_hit():
    sc = match()
    place(sc, 0, 0, "SL-005")  # Solar Centurion 2300, Alliance
    [ally] = place(sc, 0, 1, "SL-001")  # 1000
    place(sc, 1, 0, "PN-003")  # 1300
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert sc.labels(0) == ["Rest Legion Recruit to join the attack", "Attack alone"]
    sc.answer(0, "alliance", label="to join the attack")
    assert ally in rest_iids(sc, 0)
    # hit 1: 3300 vs 1300 -> 2000 damage; hit 2: the board is clear, 3300 to Life
    assert top(sc, 1, 0) is None and life(sc, 1) == 10000 - 2000 - 3300


def test_maddness_attacks_from_defense_in_the_end_window_then_destroys_itself():
    sc = match()
    [iid] = place(sc, 0, 0, "HT-004", mode="d")  # Abyss Howler 1900
    end_turn(sc, 0)
    sc.expect(0, "end-window")
    attack(sc, 0, 0, kind="end-window")
    assert life(sc, 1) == 8100 and iid in rest_iids(sc, 0)


def test_frontliner_attacks_again_in_the_end_window():
    sc = match()
    place(sc, 0, 0, "PN-011")  # 1800 FrontLiner
    place(sc, 0, 1, "PN-005")  # no FrontLiner
    to_battle(sc)
    attack(sc, 0, 0)
    attack(sc, 0, 1)
    end_turn(sc, 0)
    assert sc.labels(0) == [attack_label(sc, 0, 0), "Close the end-turn attack window"]
    attack(sc, 0, 0, kind="end-window")
    assert life(sc, 1) == 10000 - 1800 - 1900 - 1800
    assert top(sc, 0, 0) == "PN-011" and active(sc) == 1


def test_blessed_attacker_ignores_opponent_traps_and_battlements():
    sc = match()
    place(sc, 0, 0, "SL-006")  # Zenith Paladin 2600, Blessed
    place_enh(sc, 1, 0, "PN-201", fd=True)  # Pitfall Snare: not offered
    place_enh(sc, 1, 1, "PN-104")  # Watchtower Walls: Battlements
    to_battle(sc)
    attack(sc, 0, 0)
    assert life(sc, 1) == 7400 and top(sc, 0, 0) == "SL-006"
    assert enhancement(sc, 1, 1) is None  # Battlements was rested anyway
    assert logged(sc, "Blessed")


def test_guard_is_destroyed_so_an_ally_stays():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 0, 1, "NB-003")  # Chrome Bouncer, Guard
    place_enh(sc, 1, 0, "PN-201", fd=True)
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(1, "respond", label="Pitfall Snare")
    sc.answer(1, "target", label="Nexus Colossus")  # the attacker
    # Guard is its controller's choice
    assert sc.labels(0) == ["Guard: destroy {seat0}'s Chrome Bouncer (zone 2)",
                            "Let Nexus Colossus be destroyed"]
    sc.answer(0, "protect", label="Guard")
    assert top(sc, 0, 0) == "PN-008" and top(sc, 0, 1) is None
    assert life(sc, 1) == 7000


def test_battlements_destroys_the_attacker_after_battle():
    sc = match()
    place(sc, 0, 0, "PN-005")
    place_enh(sc, 1, 0, "PN-104")
    to_battle(sc)
    attack(sc, 0, 0)
    assert life(sc, 1) == 8100 and top(sc, 0, 0) is None
    assert enhancement(sc, 1, 0) is None


def test_beserker_forces_an_attack_mode_monster_to_intercept():
    sc = match()
    place(sc, 0, 0, "HT-005")  # Coral Brute 1700, Beserker
    place(sc, 1, 0, "PN-010", mode="d")
    place(sc, 1, 1, "PN-009")  # 1100 attack mode
    place(sc, 1, 2, "PN-003")  # 1300 attack mode
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.expect(1, "intercept")
    # no pass
    assert sc.labels(1) == ["Spark Imp blocks the attack", "Wandering Courier blocks the attack"]
    sc.answer(1, "intercept", label="Wandering Courier")
    assert top(sc, 1, 2) is None and top(sc, 1, 0) == "PN-010"  # 1700 vs defense 1000


def test_negate_stops_the_battle():
    sc = match()
    place(sc, 0, 0, "PN-008")
    place(sc, 1, 0, "PN-003")
    place_enh(sc, 1, 0, "NB-202", fd=True)  # Refund Policy: Negate, Heal 500
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "respond", label="Refund Policy")
    assert top(sc, 1, 0) == "PN-003" and life(sc, 1) == 10500


def test_piercing_deals_nothing_when_the_defender_survives():
    """Piercing: "After destroying a defending monster" only. Corona Champion (3000, Piercing)
    beats an Indestructable 2000 defense and an ArmorPurge 2000 defense, destroying neither."""
    for defender in ("PN-004", "PN-010"):  # Ironclad Warden; Shellback Tortoise (a counter)
        sc = match()
        place(sc, 0, 0, "SL-010")
        place(sc, 1, 0, defender, mode="d")
        to_battle(sc)
        attack(sc, 0, 0, 0)
        if defender == "PN-010":
            sc.answer(1, "protect", label="ArmorPurge")  # its controller's choice
        assert top(sc, 1, 0) == defender and life(sc, 1) == 10000, defender
        sc.expect(0, "battle")  # the attack is over


def test_an_opponent_effect_resolving_during_a_blessed_attack_never_attaches():
    """Blessed: opponent effects cannot affect it while it attacks. Ember Mine's Strife
    resolves during Zenith Paladin's attack: the Paladin fights at 2600 and keeps 2600."""
    sc = match()
    place(sc, 0, 0, "SL-006")  # Zenith Paladin 2600, Blessed
    place(sc, 0, 1, "PN-003")  # 1300, not attacking: -500
    place(sc, 1, 0, "PN-008", mode="d")  # defense 2500
    place_enh(sc, 1, 0, "PN-203", fd=True)  # Ember Mine: Strife
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "respond", label="Ember Mine")
    assert top(sc, 1, 0) is None  # 2600 > 2500
    mons = sc.view(None)["players"][0]["monsters"]
    assert [(x["name"], x["attack"]) for x in mons if x] == [("Zenith Paladin", 2600),
                                                             ("Wandering Courier", 800)]


def test_a_destroy_trap_lets_its_controller_choose_the_opposing_monster():
    """Pitfall Snare: "Destroy an opposing monster" (card text precedes the summary): the
    defender picks Nexus Colossus, not the attacking Rift Lancer, which then battles."""
    sc = match()
    place(sc, 0, 0, "PN-005")  # Rift Lancer 1900, attacking
    place(sc, 0, 1, "PN-008")  # Nexus Colossus 3000
    place(sc, 1, 0, "PN-003")  # 1300
    place_enh(sc, 1, 0, "PN-201", fd=True)
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "respond", label="Pitfall Snare")
    sc.expect(1, "target")
    assert sc.labels(1) == ["Destroy {seat0}'s Rift Lancer (zone 1)",
                            "Destroy {seat0}'s Nexus Colossus (zone 2)"]
    sc.answer(1, "target", label="Nexus Colossus")
    assert top(sc, 0, 1) is None and top(sc, 0, 0) == "PN-005"
    assert top(sc, 1, 0) is None and life(sc, 1) == 10000 - 600


def test_a_blessed_attacker_cannot_be_chosen_by_a_destroy_trap():
    sc = match()
    place(sc, 0, 0, "SL-006")  # Zenith Paladin, Blessed, attacking
    place(sc, 0, 1, "PN-003")
    place_enh(sc, 1, 0, "PN-201", fd=True)
    to_battle(sc)
    attack(sc, 0, 0)
    sc.answer(1, "respond", label="Pitfall Snare")
    assert sc.labels(1) == ["Destroy {seat0}'s Wandering Courier (zone 2)"]
    sc.answer(1, "target", label="Wandering Courier")
    assert top(sc, 0, 1) is None and life(sc, 1) == 10000 - 2600
