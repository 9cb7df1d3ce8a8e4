"""Enhancement keywords, Fields, and the Immaterial keywords (Loner, Jamming)."""

from .helpers import (
    GAME,
    active,
    attack,
    attack_label,
    cards_of,
    deck,
    empty_hand,
    end_turn,
    enhancement,
    hand,
    life,
    mana,
    match,
    place,
    place_enh,
    play,
    player,
    rest_iids,
    set_mana,
    settle,
    to_battle,
    to_hand,
    top,
)


def _next_own_turn(sc, seat=0):
    """End this turn and the opponent's, coming back to `seat`'s Main Phase."""
    end_turn(sc, seat)
    end_turn(sc, 1 - seat)


def test_stat_keywords_touch_every_monster_on_the_field():
    for cid, field, delta in (("PN-101", "attack", 500), ("PN-102", "defense", 500),
                              ("NB-103", "attack", -500), ("NB-104", "defense", -500)):
        sc = match(deck([cid]))
        place(sc, 0, 0, "PN-003")
        place(sc, 1, 0, "PN-005")
        sc.answer(0, "main", label=f"Activate {GAME.info[cid].name}")
        v = sc.view(None)["players"]
        assert v[0]["monsters"][0][field] == getattr(GAME.info["PN-003"], field) + delta
        assert v[1]["monsters"][0][field] == getattr(GAME.info["PN-005"], field) + delta
        assert v[1]["monsters"][0]["base_" + field] == getattr(GAME.info["PN-005"], field)
        assert enhancement(sc, 0, 0) is None  # non-permanent: rested after resolving


def test_strife_and_raze_come_from_traps_and_enhancements():
    sc = match()
    place(sc, 0, 0, "PN-005")  # 1900
    place(sc, 1, 0, "PN-003")  # 1300 -> 800
    place_enh(sc, 1, 0, "PN-203", fd=True)  # Ember Mine: Strife
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "respond", label="Ember Mine")
    assert life(sc, 1) == 10000 - 600  # 1400 vs 800


def test_supply_line_sets_mana_to_three():
    sc = match()
    place_enh(sc, 0, 0, "PN-111")
    end_turn(sc, 0)
    set_mana(sc, -9)  # seat 2 overspends: seat 1 would start with 9
    settle(sc)
    assert active(sc) == 0 and mana(sc) == 3


def test_delivery_draws_at_main_phase_start():
    sc = match()
    place_enh(sc, 0, 0, "PN-103")
    held = len(hand(sc, 0))
    _next_own_turn(sc)
    assert len(hand(sc, 0)) == held + 2  # the normal draw and Delivery


def test_high_courage_gains_one_mana():
    sc = match()
    place_enh(sc, 0, 0, "SL-105")
    _next_own_turn(sc)
    assert mana(sc) == 4


def test_delay_rests_and_resolves_after_enough_turns():
    sc = match(deck(["PN-105"]))
    sc.answer(0, "main", label="Sealed Orders")
    sealed = player(sc, 0, 0)["enhancements"][0]
    assert sealed["delay"] == {"waited": 0, "needs": 2}
    _next_own_turn(sc)
    assert player(sc, 0, 0)["enhancements"][0]["delay"] == {"waited": 1, "needs": 2}
    held = len(hand(sc, 0))
    _next_own_turn(sc)
    assert sealed["iid"] in rest_iids(sc, 0)
    assert len(hand(sc, 0)) == held + 1 + 3


def test_endurance_draws_five_when_the_hand_is_empty():
    sc = match()
    place_enh(sc, 0, 0, "PN-110")
    empty_hand(sc, 0)
    end_turn(sc, 0)
    assert len(hand(sc, 0)) == 5


def test_leadership_plays_a_cheap_monster_for_free():
    sc = match()
    place_enh(sc, 0, 0, "SL-101")
    empty_hand(sc, 0)
    to_hand(sc, 0, "PN-008")  # cost 6: not eligible
    end_turn(sc, 0)
    to_hand(sc, 0, "PN-005")
    end_turn(sc, 1)
    d = sc.expect(0, "target")
    cards = cards_of(sc, 0)
    assert d.private and "Rift Lancer" in cards  # the drawn Drone too
    assert "Nexus Colossus" not in cards
    sc.answer(0, "target", label="Play Rift Lancer for free")
    assert top(sc, 0, 0) == "PN-005" and mana(sc) == 3


def test_tea_with_the_goddess_rests_a_monster_until_the_end_phase():
    sc = match()
    place_enh(sc, 0, 0, "LA-102")
    place(sc, 0, 2, "PN-005")
    end_turn(sc, 0)
    end_turn(sc, 1)
    sc.answer(0, "target", label="Rest {seat0}'s Rift Lancer (zone 3)")
    assert top(sc, 0, 2) is None
    assert sc.view(None)["rested_until"][0]["cards"] == ["Rift Lancer"]
    end_turn(sc, 0)
    assert top(sc, 0, 2) == "PN-005"


def test_divine_intervention_returns_at_battle_phase_start():
    sc = match()
    place_enh(sc, 0, 0, "PN-109")
    place(sc, 0, 0, "PN-005")
    end_turn(sc, 0)
    end_turn(sc, 1)
    sc.answer(0, "target", label="Rest {seat0}'s Rift Lancer (zone 1)")
    assert top(sc, 0, 0) is None
    to_battle(sc)
    assert top(sc, 0, 0) == "PN-005" and attack_label(sc, 0, 0) in sc.labels(0)


def test_divine_annoyance_rests_at_battle_start_until_the_end_phase():
    sc = match()
    place_enh(sc, 0, 0, "HT-106")
    place(sc, 0, 0, "PN-005")
    place(sc, 0, 1, "PN-003")
    to_battle(sc)
    sc.answer(0, "target", label="Rest {seat0}'s Rift Lancer (zone 1)")
    assert top(sc, 0, 0) is None and sc.labels(0) == [attack_label(sc, 0, 1), "End the turn"]
    end_turn(sc, 0)
    assert top(sc, 0, 0) == "PN-005"


def test_battle_plan_rests_an_opposing_monster_until_the_end_phase():
    sc = match()
    place_enh(sc, 0, 0, "SL-102")
    place(sc, 0, 0, "PN-005")
    place(sc, 1, 3, "PN-008")
    to_battle(sc)
    sc.answer(0, "target", label="Rest {seat1}'s Nexus Colossus (zone 4)")
    attack(sc, 0, 0)  # the board is clear: a direct attack
    assert life(sc, 1) == 8100
    end_turn(sc, 0)
    assert top(sc, 1, 3) == "PN-008"


def test_battle_formation_rests_an_enhancement_until_its_owners_battle_phase():
    sc = match()
    place_enh(sc, 0, 0, "NB-105")
    place_enh(sc, 1, 2, "PN-104")
    place(sc, 0, 0, "PN-005")
    to_battle(sc)
    sc.answer(0, "target", label="Rest Watchtower Walls (zone 3)")
    attack(sc, 0, 0)
    assert top(sc, 0, 0) == "PN-005"  # Battlements was away
    end_turn(sc, 0)
    assert enhancement(sc, 1, 2) is None
    to_battle(sc, 1)
    assert enhancement(sc, 1, 2) == "PN-104"


def test_divine_wrath_destroys_a_wide_attacking_board():
    sc = match()
    place_enh(sc, 1, 0, "PN-107")
    for z in range(3):
        place(sc, 0, z, "PN-003")
    to_battle(sc)
    attack(sc, 0, 0)
    assert all(top(sc, 0, z) is None for z in range(5)) and life(sc, 1) == 10000
    assert enhancement(sc, 1, 0) is None


def test_divine_wrath_ignores_a_narrow_board():
    sc = match()
    place_enh(sc, 1, 0, "HT-104")
    place(sc, 0, 0, "PN-003")
    place(sc, 0, 1, "PN-003")
    to_battle(sc)
    attack(sc, 0, 0)
    assert life(sc, 1) == 8700 and enhancement(sc, 1, 0) == "HT-104"


def test_divine_judgement_destroys_the_attackers_enhancements():
    sc = match()
    place_enh(sc, 1, 0, "NB-106")
    place_enh(sc, 0, 1, "PN-103")
    place_enh(sc, 0, 2, "PN-201", fd=True)
    for z in range(3):
        place(sc, 0, z, "PN-003")
    to_battle(sc)
    attack(sc, 0, 0)
    assert all(enhancement(sc, 0, z) is None for z in range(5))
    assert enhancement(sc, 1, 0) is None
    assert life(sc, 1) == 8700  # the attack itself goes on


def test_field_card_boosts_its_universe():
    sc = match(deck(["SL-301"]))
    place(sc, 0, 0, "SL-001")
    place(sc, 0, 1, "PN-003")
    sc.answer(0, "main", label="Sunfire Plains")
    mons = sc.view(None)["players"][0]["monsters"]
    assert mons[0]["attack"] == 1200 and mons[1]["attack"] == 1300
    assert sc.view(None)["players"][0]["field"]["name"] == "Sunfire Plains"


def test_loner_plays_from_the_immaterial_zone_by_sending_its_student_to_rest():
    sc = match(deck(["PN-002"], ["LA-501"]))
    assert [c["name"] for c in player(sc, 0)["immaterial"]] == ["The Silent Transfer"]
    assert not [x for x in sc.labels(0) if "Loner" in x]  # no Freshman Lamplighter yet
    student = to_hand(sc, 0, "LA-001")
    sc.answer(0, "main", label="Play the Loner The Silent Transfer")
    assert top(sc, 0, 0) == "LA-501" and student in rest_iids(sc, 0)


def test_only_one_loner_unless_its_use_requirement_says_so():
    sc = match(deck([], ["LA-501", "LA-501", "LA-502"]))
    set_mana(sc, 10)
    place(sc, 0, 0, "LA-501")
    to_hand(sc, 0, "LA-001")
    to_hand(sc, 0, "LA-004")
    labels = [x for x in sc.labels(0) if x.startswith("Play the Loner")]
    assert labels == ["Play the Loner Midnight Runaway (cost 2)"]


def test_jamming_does_only_what_the_card_defines():
    sc = match(deck(["NB-006", "NB-007"]))
    set_mana(sc, 10)
    play(sc, 0, "Signal Jammer")
    assert life(sc, 1) == 9600
    play(sc, 0, "Static Broker")
    assert life(sc, 1) == 9600 and top(sc, 0, 1) == "NB-007"


def test_a_battle_phase_return_falls_back_to_the_end_phase_and_the_zone_waits():
    sc = match(deck(["PN-003"]))
    place_enh(sc, 0, 0, "PN-109")  # DivineIntervention
    place(sc, 0, 0, "PN-005")
    end_turn(sc, 0)
    end_turn(sc, 1)
    to_hand(sc, 0, "PN-003")
    sc.answer(0, "target", label="Rest {seat0}'s Rift Lancer (zone 1)")
    play(sc, 0, "Wandering Courier")
    assert top(sc, 0, 0) is None and top(sc, 0, 1) == "PN-003"  # zone 1 is kept for Rift Lancer
    end_turn(sc, 0)  # no Battle Phase this turn: it comes back at the End Phase
    assert top(sc, 0, 0) == "PN-005"
