"""Enhancement keywords, Fields, and the Immaterial keywords (Loner, Jamming)."""

from engine.universia import turn

from .helpers import (
    attack,
    choose,
    decision,
    deck,
    end_turn,
    life,
    match,
    names,
    option_ids,
    place,
    place_enh,
    play,
    to_battle,
    to_hand,
    top,
)


def _next_own_turn(m, seat=0):
    """End this turn and the opponent's, coming back to `seat`'s Main Phase."""
    end_turn(m, seat)
    while decision(m).seat != 1 - seat or decision(m).kind != "main":
        choose(m, decision(m).seat, oid=decision(m).options[-1].id)
    end_turn(m, 1 - seat)


def test_stat_keywords_touch_every_monster_on_the_field():
    for cid, field, delta in (("PN-101", "attack", 500), ("PN-102", "defense", 500),
                              ("NB-103", "attack", -500), ("NB-104", "defense", -500)):
        m = match(deck([cid]))
        a = place(m, 0, 0, "PN-003")
        b = place(m, 1, 0, "PN-005")
        choose(m, 0, "main", oid="e0")
        v = m.view(None)["players"]
        assert v[0]["monsters"][0][field] == getattr(m.ci[a["st"][0]], field) + delta
        assert v[1]["monsters"][0][field] == getattr(m.ci[b["st"][0]], field) + delta
        assert v[1]["monsters"][0]["base_" + field] == getattr(m.ci[b["st"][0]], field)
        assert m.state["p"][0]["ez"][0] is None  # non-permanent: rested after resolving


def test_strife_and_raze_come_from_traps_and_enhancements():
    m = match()
    place(m, 0, 0, "PN-005")  # 1900
    place(m, 1, 0, "PN-003")  # 1300 -> 800
    place_enh(m, 1, 0, "PN-203", fd=True)  # Ember Mine: Strife
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "respond", label="Ember Mine")
    assert life(m, 1) == 10000 - 600  # 1400 vs 800


def test_supply_line_sets_mana_to_three():
    m = match()
    place_enh(m, 0, 0, "PN-111")
    end_turn(m, 0)
    m.state["mana"] = -9  # seat 2 overspends: seat 1 would start with 9
    m._pending = None
    turn.pump(m)
    assert m.state["active"] == 0 and m.state["mana"] == 3


def test_delivery_draws_at_main_phase_start():
    m = match()
    place_enh(m, 0, 0, "PN-103")
    hand = len(m.state["p"][0]["hand"])
    _next_own_turn(m)
    assert len(m.state["p"][0]["hand"]) == hand + 2  # the normal draw and Delivery


def test_high_courage_gains_one_mana():
    m = match()
    place_enh(m, 0, 0, "SL-105")
    _next_own_turn(m)
    assert m.state["mana"] == 4


def test_delay_rests_and_resolves_after_enough_turns():
    m = match(deck(["PN-105"]))
    choose(m, 0, "main", label="Sealed Orders")
    iid = m.state["p"][0]["ez"][0]["iid"]
    _next_own_turn(m)
    assert m.state["p"][0]["ez"][0]["age"] == 1
    hand = len(m.state["p"][0]["hand"])
    _next_own_turn(m)
    assert iid in m.state["p"][0]["rest"]
    assert len(m.state["p"][0]["hand"]) == hand + 1 + 3


def test_endurance_draws_five_when_the_hand_is_empty():
    m = match()
    place_enh(m, 0, 0, "PN-110")
    p = m.state["p"][0]
    p["rest"].extend(p["hand"])
    p["hand"].clear()
    end_turn(m, 0)
    assert len(p["hand"]) == 5


def test_leadership_plays_a_cheap_monster_for_free():
    m = match()
    place_enh(m, 0, 0, "SL-101")
    p = m.state["p"][0]
    p["rest"].extend(p["hand"])
    p["hand"].clear()
    to_hand(m, 0, "PN-008")  # cost 6: not eligible
    end_turn(m, 0)
    to_hand(m, 0, "PN-005")
    end_turn(m, 1)
    d = decision(m)
    cards = [o.card for o in d.options]
    assert d.kind == "target" and d.private and "Rift Lancer" in cards  # the drawn Drone too
    assert "Nexus Colossus" not in cards
    choose(m, 0, card="Rift Lancer")
    assert top(m, 0, 0) == "PN-005" and m.state["mana"] == 3


def test_tea_with_the_goddess_rests_a_monster_until_the_end_phase():
    m = match()
    place_enh(m, 0, 0, "LA-102")
    place(m, 0, 2, "PN-005")
    end_turn(m, 0)
    end_turn(m, 1)
    choose(m, 0, "target", oid="c2")
    assert top(m, 0, 2) is None
    assert m.view(None)["rested_until"][0]["cards"] == ["Rift Lancer"]
    end_turn(m, 0)
    assert top(m, 0, 2) == "PN-005"


def test_divine_intervention_returns_at_battle_phase_start():
    m = match()
    place_enh(m, 0, 0, "PN-109")
    place(m, 0, 0, "PN-005")
    end_turn(m, 0)
    end_turn(m, 1)
    choose(m, 0, "target", oid="c0")
    assert top(m, 0, 0) is None
    to_battle(m)
    assert top(m, 0, 0) == "PN-005" and "k0d" in option_ids(m)


def test_divine_annoyance_rests_at_battle_start_until_the_end_phase():
    m = match()
    place_enh(m, 0, 0, "HT-106")
    place(m, 0, 0, "PN-005")
    place(m, 0, 1, "PN-003")
    to_battle(m)
    choose(m, 0, "target", oid="c0")
    assert top(m, 0, 0) is None and option_ids(m) == ["k1d", "x"]
    end_turn(m, 0)
    assert top(m, 0, 0) == "PN-005"


def test_battle_plan_rests_an_opposing_monster_until_the_end_phase():
    m = match()
    place_enh(m, 0, 0, "SL-102")
    place(m, 0, 0, "PN-005")
    place(m, 1, 3, "PN-008")
    to_battle(m)
    choose(m, 0, "target", oid="c3")
    attack(m, 0, 0)  # the board is clear: a direct attack
    assert life(m, 1) == 8100
    end_turn(m, 0)
    assert top(m, 1, 3) == "PN-008"


def test_battle_formation_rests_an_enhancement_until_its_owners_battle_phase():
    m = match()
    place_enh(m, 0, 0, "NB-105")
    place_enh(m, 1, 2, "PN-104")
    place(m, 0, 0, "PN-005")
    to_battle(m)
    choose(m, 0, "target", oid="c2")
    attack(m, 0, 0)
    assert top(m, 0, 0) == "PN-005"  # Battlements was away
    end_turn(m, 0)
    assert m.state["p"][1]["ez"][2] is None
    to_battle(m, 1)
    assert m.ci[m.state["p"][1]["ez"][2]["iid"]].id == "PN-104"


def test_divine_wrath_destroys_a_wide_attacking_board():
    m = match()
    place_enh(m, 1, 0, "PN-107")
    for z in range(3):
        place(m, 0, z, "PN-003")
    to_battle(m)
    attack(m, 0, 0)
    assert all(x is None for x in m.state["p"][0]["mz"]) and life(m, 1) == 10000
    assert m.state["p"][1]["ez"][0] is None


def test_divine_wrath_ignores_a_narrow_board():
    m = match()
    place_enh(m, 1, 0, "HT-104")
    place(m, 0, 0, "PN-003")
    place(m, 0, 1, "PN-003")
    to_battle(m)
    attack(m, 0, 0)
    assert life(m, 1) == 8700 and m.state["p"][1]["ez"][0] is not None


def test_divine_judgement_destroys_the_attackers_enhancements():
    m = match()
    place_enh(m, 1, 0, "NB-106")
    place_enh(m, 0, 1, "PN-103")
    place_enh(m, 0, 2, "PN-201", fd=True)
    for z in range(3):
        place(m, 0, z, "PN-003")
    to_battle(m)
    attack(m, 0, 0)
    assert all(e is None for e in m.state["p"][0]["ez"]) and m.state["p"][1]["ez"][0] is None
    assert life(m, 1) == 8700  # the attack itself goes on


def test_field_card_boosts_its_universe():
    m = match(deck(["SL-301"]))
    place(m, 0, 0, "SL-001")
    place(m, 0, 1, "PN-003")
    choose(m, 0, "main", label="Sunfire Plains")
    mons = m.view(None)["players"][0]["monsters"]
    assert mons[0]["attack"] == 1200 and mons[1]["attack"] == 1300
    assert m.view(None)["players"][0]["field"]["name"] == "Sunfire Plains"


def test_loner_plays_from_the_immaterial_zone_by_sending_its_student_to_rest():
    m = match(deck(["PN-002"], ["LA-501"]))
    assert names(m, m.state["p"][0]["imm"]) == ["The Silent Transfer"]
    assert m.view(None)["players"][0]["immaterial"][0]["name"] == "The Silent Transfer"
    assert "l0" not in option_ids(m)  # no Freshman Lamplighter yet
    student = to_hand(m, 0, "LA-001")
    choose(m, 0, "main", oid="l0")
    assert top(m, 0, 0) == "LA-501" and student in m.state["p"][0]["rest"]


def test_only_one_loner_unless_its_use_requirement_says_so():
    m = match(deck([], ["LA-501", "LA-501", "LA-502"]))
    m.state["mana"] = 10
    place(m, 0, 0, "LA-501")
    to_hand(m, 0, "LA-001")
    to_hand(m, 0, "LA-004")
    labels = [o.label for o in decision(m).options if o.id.startswith("l")]
    assert labels == ["Play the Loner Midnight Runaway (cost 2)"]


def test_jamming_does_only_what_the_card_defines():
    m = match(deck(["NB-006", "NB-007"]))
    m.state["mana"] = 10
    play(m, 0, "Signal Jammer")
    assert life(m, 1) == 9600
    play(m, 0, "Static Broker")
    assert life(m, 1) == 9600 and top(m, 0, 1) == "NB-007"


def test_a_battle_phase_return_falls_back_to_the_end_phase_and_the_zone_waits():
    m = match(deck(["PN-003"]))
    place_enh(m, 0, 0, "PN-109")  # DivineIntervention
    place(m, 0, 0, "PN-005")
    end_turn(m, 0)
    end_turn(m, 1)
    to_hand(m, 0, "PN-003")
    choose(m, 0, "target", oid="c0")
    play(m, 0, "Wandering Courier")
    assert top(m, 0, 0) is None and top(m, 0, 1) == "PN-003"  # zone 1 is kept for Rift Lancer
    end_turn(m, 0)  # no Battle Phase this turn: it comes back at the End Phase
    assert top(m, 0, 0) == "PN-005"
