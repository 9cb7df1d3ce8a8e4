"""Monster combat keywords, Traps and the end-turn attack window."""

from .helpers import (
    attack,
    choose,
    decision,
    end_turn,
    life,
    match,
    option_ids,
    place,
    place_enh,
    to_battle,
    top,
)


def test_blocker_redirects_and_changes_to_defense_mode():
    m = match()
    place(m, 0, 0, "PN-008")  # 3000
    place(m, 1, 0, "PN-003")
    place(m, 1, 1, "PN-002")  # Nexus Sentinel, Blocker, 1200/1600
    to_battle(m)
    attack(m, 0, 0, 0)
    d = decision(m)
    assert d.seat == 1 and d.kind == "respond" and {o.id for o in d.options} == {"bl1", "p"}
    choose(m, 1, "respond", oid="bl1")
    assert top(m, 1, 1) is None and top(m, 1, 0) == "PN-003"
    assert life(m, 1) == 10000  # it blocked in defense mode: no damage


def test_swift_retargets_to_the_strongest_attack_mode_monster_and_ignores_blocker():
    m = match()
    place(m, 0, 0, "SL-003")  # Dawn Outrider 1400, Swift
    place(m, 1, 0, "PN-010", mode="d")
    place(m, 1, 1, "PN-002")  # Blocker 1200 attack
    place(m, 1, 2, "PN-009")  # 1100 attack
    to_battle(m)
    attack(m, 0, 0, 0)
    # no respond decision: Swift cannot be blocked; the attack went to Nexus Sentinel (1200)
    assert top(m, 1, 1) is None and life(m, 1) == 9800
    assert top(m, 1, 0) == "PN-010" and top(m, 1, 2) == "PN-009"


def test_piercing_deals_the_excess_over_defense():
    m = match()
    place(m, 0, 0, "SL-002")  # 1500 Piercing
    place(m, 1, 0, "PN-009", mode="d")  # 500 defense
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 1, 0) is None and life(m, 1) == 9000


def test_indestructable_survives_battle_but_its_controller_takes_damage():
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 1, 0, "PN-004")  # 1500 attack mode
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 1, 0) == "PN-004" and life(m, 1) == 8500


def test_alert_returns_to_attack_mode_at_battle_phase_start():
    m = match()
    place(m, 0, 0, "PN-007", mode="d")
    place(m, 0, 1, "PN-002", mode="d")
    to_battle(m)
    assert m.state["p"][0]["mz"][0]["mode"] == "a" and m.state["p"][0]["mz"][1]["mode"] == "d"
    assert "k0d" in option_ids(m)


def test_retaliation_destroys_the_opposing_monster_after_battle():
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 1, 0, "SL-009")  # Flare Legionnaire, Retaliation
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 1, 0) is None and top(m, 0, 0) is None
    assert life(m, 1) == 10000 - 1100


def test_evade_turns_an_effect_destruction_into_defense_mode():
    m = match()
    place(m, 0, 0, "LA-007")  # Dormitory Ghost, Evade
    place_enh(m, 1, 0, "PN-201", fd=True)  # Pitfall Snare
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 1, "respond", label="Pitfall Snare")
    choose(m, 1, "target", oid="c0")  # the attacker
    mon = m.state["p"][0]["mz"][0]
    assert mon is not None and mon["mode"] == "d"


def test_trap_payment_moves_the_line_toward_the_turn_player():
    m = match()
    place(m, 0, 0, "PN-005")
    place_enh(m, 1, 0, "PN-202", fd=True)  # Mirror Ward, Negate, cost 1
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 1, "respond", label="Mirror Ward")
    assert m.state["mana"] == 4 and life(m, 1) == 10000
    assert m.state["p"][1]["ez"][0] is None  # the Trap went to the Rest Zone


def test_alliance_rests_an_ally_adds_power_and_a_hit():
    m = match()
    place(m, 0, 0, "SL-005")  # Solar Centurion 2300, Alliance
    ally = place(m, 0, 1, "SL-001")["st"][0]  # 1000
    place(m, 1, 0, "PN-003")  # 1300
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 0, "alliance", oid="al1")
    assert ally in m.state["p"][0]["rest"]
    # hit 1: 3300 vs 1300 -> 2000 damage; hit 2: the board is clear, 3300 to Life
    assert top(m, 1, 0) is None and life(m, 1) == 10000 - 2000 - 3300


def test_maddness_attacks_from_defense_in_the_end_window_then_destroys_itself():
    m = match()
    iid = place(m, 0, 0, "HT-004", mode="d")["st"][0]  # Abyss Howler 1900
    end_turn(m, 0)
    d = decision(m)
    assert d.kind == "end-window" and "k0d" in option_ids(m)
    choose(m, 0, "end-window", oid="k0d")
    assert life(m, 1) == 8100 and iid in m.state["p"][0]["rest"]


def test_frontliner_attacks_again_in_the_end_window():
    m = match()
    place(m, 0, 0, "PN-011")  # 1800 FrontLiner
    place(m, 0, 1, "PN-005")  # no FrontLiner
    to_battle(m)
    attack(m, 0, 0)
    attack(m, 0, 1)
    end_turn(m, 0)
    assert option_ids(m) == ["k0d", "x"]
    choose(m, 0, "end-window", oid="k0d")
    assert life(m, 1) == 10000 - 1800 - 1900 - 1800
    assert top(m, 0, 0) == "PN-011" and m.state["active"] == 1


def test_blessed_attacker_ignores_opponent_traps_and_battlements():
    m = match()
    place(m, 0, 0, "SL-006")  # Zenith Paladin 2600, Blessed
    place_enh(m, 1, 0, "PN-201", fd=True)  # Pitfall Snare: not offered
    place_enh(m, 1, 1, "PN-104")  # Watchtower Walls: Battlements
    to_battle(m)
    attack(m, 0, 0)
    assert life(m, 1) == 7400 and top(m, 0, 0) == "SL-006"
    assert m.state["p"][1]["ez"][1] is None  # Battlements was rested anyway
    assert any("Blessed" in e.text for e in m.events)


def test_guard_is_destroyed_so_an_ally_stays():
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 0, 1, "NB-003")  # Chrome Bouncer, Guard
    place_enh(m, 1, 0, "PN-201", fd=True)
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 1, "respond", label="Pitfall Snare")
    choose(m, 1, "target", oid="c0")  # the attacker
    assert option_ids(m) == ["gd1", "n"]  # Guard is its controller's choice
    choose(m, 0, "protect", oid="gd1")
    assert top(m, 0, 0) == "PN-008" and top(m, 0, 1) is None
    assert life(m, 1) == 7000


def test_battlements_destroys_the_attacker_after_battle():
    m = match()
    place(m, 0, 0, "PN-005")
    place_enh(m, 1, 0, "PN-104")
    to_battle(m)
    attack(m, 0, 0)
    assert life(m, 1) == 8100 and top(m, 0, 0) is None
    assert m.state["p"][1]["ez"][0] is None


def test_beserker_forces_an_attack_mode_monster_to_intercept():
    m = match()
    place(m, 0, 0, "HT-005")  # Coral Brute 1700, Beserker
    place(m, 1, 0, "PN-010", mode="d")
    place(m, 1, 1, "PN-009")  # 1100 attack mode
    place(m, 1, 2, "PN-003")  # 1300 attack mode
    to_battle(m)
    attack(m, 0, 0, 0)
    d = decision(m)
    assert d.kind == "intercept" and {o.id for o in d.options} == {"bl1", "bl2"}  # no pass
    choose(m, 1, "intercept", oid="bl2")
    assert top(m, 1, 2) is None and top(m, 1, 0) == "PN-010"  # 1700 vs defense 1000


def test_negate_stops_the_battle():
    m = match()
    place(m, 0, 0, "PN-008")
    place(m, 1, 0, "PN-003")
    place_enh(m, 1, 0, "NB-202", fd=True)  # Refund Policy: Negate, Heal 500
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "respond", label="Refund Policy")
    assert top(m, 1, 0) == "PN-003" and life(m, 1) == 10500


def test_piercing_deals_nothing_when_the_defender_survives():
    """Piercing: "After destroying a defending monster" only. Corona Champion (3000, Piercing)
    beats an Indestructable 2000 defense and an ArmorPurge 2000 defense, destroying neither."""
    for defender in ("PN-004", "PN-010"):  # Ironclad Warden; Shellback Tortoise (a counter)
        m = match()
        place(m, 0, 0, "SL-010")
        place(m, 1, 0, defender, mode="d")
        to_battle(m)
        attack(m, 0, 0, 0)
        if defender == "PN-010":
            choose(m, 1, "protect", oid="ap")  # ArmorPurge is its controller's choice
        assert top(m, 1, 0) == defender and life(m, 1) == 10000, defender
        assert decision(m).kind == "battle"  # the attack is over


def test_an_opponent_effect_resolving_during_a_blessed_attack_never_attaches():
    """Blessed: opponent effects cannot affect it while it attacks. Ember Mine's Strife
    resolves during Zenith Paladin's attack: the Paladin fights at 2600 and keeps 2600."""
    m = match()
    place(m, 0, 0, "SL-006")  # Zenith Paladin 2600, Blessed
    place(m, 0, 1, "PN-003")  # 1300, not attacking: -500
    place(m, 1, 0, "PN-008", mode="d")  # defense 2500
    place_enh(m, 1, 0, "PN-203", fd=True)  # Ember Mine: Strife
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "respond", label="Ember Mine")
    assert top(m, 1, 0) is None  # 2600 > 2500
    mons = m.view(None)["players"][0]["monsters"]
    assert [(x["name"], x["attack"]) for x in mons if x] == [("Zenith Paladin", 2600),
                                                             ("Wandering Courier", 800)]


def test_a_destroy_trap_lets_its_controller_choose_the_opposing_monster():
    """Pitfall Snare: "Destroy an opposing monster" (card text precedes the summary): the
    defender picks Nexus Colossus, not the attacking Rift Lancer, which then battles."""
    m = match()
    place(m, 0, 0, "PN-005")  # Rift Lancer 1900, attacking
    place(m, 0, 1, "PN-008")  # Nexus Colossus 3000
    place(m, 1, 0, "PN-003")  # 1300
    place_enh(m, 1, 0, "PN-201", fd=True)
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "respond", label="Pitfall Snare")
    d = decision(m)
    assert d.seat == 1 and d.kind == "target" and option_ids(m) == ["c0", "c1"]
    choose(m, 1, "target", oid="c1")
    assert top(m, 0, 1) is None and top(m, 0, 0) == "PN-005"
    assert top(m, 1, 0) is None and life(m, 1) == 10000 - 600


def test_a_blessed_attacker_cannot_be_chosen_by_a_destroy_trap():
    m = match()
    place(m, 0, 0, "SL-006")  # Zenith Paladin, Blessed, attacking
    place(m, 0, 1, "PN-003")
    place_enh(m, 1, 0, "PN-201", fd=True)
    to_battle(m)
    attack(m, 0, 0)
    choose(m, 1, "respond", label="Pitfall Snare")
    assert option_ids(m) == ["c1"]
    choose(m, 1, "target", oid="c1")
    assert top(m, 0, 1) is None and life(m, 1) == 10000 - 2600
