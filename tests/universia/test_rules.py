"""General rules: setup, drawing, the mana line, phases, summoning, battle, deck rules, views."""

from types import SimpleNamespace

import pytest

from engine.core import Deck
from engine.universia import moves
from engine.universia.decks import deck_rules
from tests.conformance.helpers import iids_in

from .helpers import (
    GAME,
    attack,
    choose,
    decision,
    deck,
    end_turn,
    life,
    match,
    option_ids,
    place,
    play,
    to_battle,
    to_hand,
    top,
)


def test_setup_life_hands_and_first_turn_without_draw():
    m = match()
    s = m.state
    assert [p["life"] for p in s["p"]] == [10000, 10000]
    assert [len(p["hand"]) for p in s["p"]] == [5, 5]
    assert [len(p["deck"]) for p in s["p"]] == [45, 45]  # the first player did not draw
    assert (s["turn"], s["active"], s["phase"], s["mana"]) == (1, 0, "main", 3)
    assert len(s["p"][0]["mz"]) == 5 and len(s["p"][0]["ez"]) == 5 and s["p"][0]["fz"] is None
    end_turn(m, 0)
    assert s["active"] == 1 and len(s["p"][1]["hand"]) == 6  # later turns draw one


def test_a_player_who_cannot_draw_makes_the_opponent_draw():
    m = match()
    m.state["p"][1]["deck"].clear()
    end_turn(m, 0)
    assert len(m.state["p"][1]["hand"]) == 5
    assert len(m.state["p"][0]["hand"]) == 6
    assert any("draws instead" in e.text for e in m.events)


def test_neither_player_can_draw_is_a_tie():
    m = match()
    m.state["p"][0]["deck"].clear()
    m.state["p"][1]["deck"].clear()
    end_turn(m, 0)
    assert m.result is not None and m.result.draw


def test_paying_moves_the_line_and_a_negative_line_ends_the_turn():
    m = match(deck(["PN-008"]))  # Nexus Colossus, cost 6, with 3 mana
    play(m, 0, "Nexus Colossus")
    # 3 - 6 = -3: the turn ended and seat 2 begins with 3
    assert m.state["active"] == 1 and m.state["mana"] == 3
    m2 = match(deck(["PN-008", "PN-008"]))
    m2.state["mana"] = 1
    m2._pending = None
    play(m2, 0, "Nexus Colossus")
    assert m2.state["active"] == 1 and m2.state["mana"] == 5


def test_ending_the_turn_early_gives_the_opponent_three():
    m = match()
    m.state["mana"] = 9
    m._pending = None
    end_turn(m, 0)
    assert m.state["active"] == 1 and m.state["mana"] == 3


def test_cannot_pay_more_than_mana_plus_ten():
    m = match(deck(["PN-008"]))
    m.state["mana"] = -5  # only 5 may be paid: Colossus (6) is not playable, setting it is
    m._pending = None
    ids = option_ids(m)
    assert "m0" in ids
    choose(m, 0, "main", oid="m0")
    assert option_ids(m) == ["s"]


def test_cannot_hold_more_than_ten():
    m = match(deck(["NB-102"]))  # Neon Motivator: HighCourage
    m.state["mana"] = 10
    m._pending = None
    choose(m, 0, "main", label="Neon Motivator")
    m.state["mana"] = 10
    end_turn(m, 0)
    m.state["mana"] = 0
    end_turn(m, 1)
    m.state["mana"] = 10
    moves.gain(m, 0, 1)
    assert m.state["mana"] == 10


def test_summon_modes_and_set_costs_nothing_until_flipped():
    m = match(deck(["PN-002", "PN-002", "PN-002"]))
    m.state["mana"] = 10
    m._pending = None
    play(m, 0, "Nexus Sentinel", "a")
    play(m, 0, "Nexus Sentinel", "d")
    assert m.state["mana"] == 6
    play(m, 0, "Nexus Sentinel", "s")
    assert m.state["mana"] == 6
    mons = m.state["p"][0]["mz"]
    assert [(x["mode"], x["fd"]) for x in mons[:3]] == [("a", False), ("d", False), ("d", True)]
    choose(m, 0, "main", oid="f2")
    choose(m, 0, "mode", oid="a")
    assert m.state["mana"] == 4 and mons[2]["fd"] is False and mons[2]["mode"] == "a"


def test_battle_attack_against_attack_lower_is_destroyed_and_takes_the_difference():
    m = match()
    place(m, 0, 0, "PN-005")  # 1900
    place(m, 1, 0, "PN-003")  # 1300
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 1, 0) is None and life(m, 1) == 10000 - 600
    assert top(m, 0, 0) == "PN-005"


def test_battle_attack_against_defense():
    m = match()
    place(m, 0, 0, "PN-008")  # 3000 attack
    place(m, 0, 1, "PN-003")  # 1300 attack
    place(m, 1, 0, "PN-002", mode="d")  # 1600 defense
    to_battle(m)
    attack(m, 0, 1, 0)  # 1300 < 1600: the attacker is destroyed, its controller takes 300
    assert top(m, 0, 1) is None and life(m, 0) == 9700 and top(m, 1, 0) == "PN-002"
    attack(m, 0, 0, 0)  # 3000 > 1600: destroyed, no damage without Piercing
    assert top(m, 1, 0) is None and life(m, 1) == 10000


def test_equal_values_change_nothing():
    m = match()
    place(m, 0, 0, "PN-003")
    place(m, 1, 0, "PN-003")
    to_battle(m)
    attack(m, 0, 0, 0)
    assert top(m, 0, 0) == "PN-003" and top(m, 1, 0) == "PN-003"
    assert life(m, 0) == life(m, 1) == 10000


def test_direct_attacks_only_without_opposing_monsters_and_once_each():
    m = match()
    place(m, 0, 0, "PN-005")
    place(m, 0, 1, "PN-002", mode="d")
    place(m, 1, 3, "PN-003", mode="d", fd=True)
    to_battle(m)
    ids = option_ids(m)
    assert ids == ["k0t3", "x"]  # no direct attack, defense mode cannot attack
    attack(m, 0, 0, 3)
    choose(m, 1, "mode", oid="d")  # the attack flips it: its controller pays and picks a mode
    assert m.state["p"][1]["mz"][3] is None  # revealed, then destroyed by 1900 over 1000
    assert any("attacked set monster is Wandering Courier" in e.text for e in m.events)
    assert option_ids(m) == ["x"]
    m2 = match()
    place(m2, 0, 0, "PN-005")
    to_battle(m2)
    attack(m2, 0, 0)
    assert life(m2, 1) == 8100


def test_life_zero_loses():
    m = match()
    place(m, 0, 0, "PN-005")
    m.state["p"][1]["life"] = 1000
    to_battle(m)
    attack(m, 0, 0)
    assert m.result.winners == [0] and life(m, 1) == 0


def test_checkpoints_after_action_battle_and_turn():
    m = match(deck(["PN-002"]))
    place(m, 0, 1, "PN-005")
    start = len(m.events)
    play(m, 0, "Nexus Sentinel")
    assert m.events[-1].kind == "checkpoint"
    to_battle(m)
    attack(m, 0, 1)
    assert m.events[-1].kind == "checkpoint"
    end_turn(m, 0)
    kinds = [e.kind for e in m.events[start:]]
    assert kinds.count("checkpoint") >= 3


def test_face_down_monsters_are_hidden_from_the_opponent_and_spectators():
    m = match(deck(["PN-002", "PN-201"]))
    play(m, 0, "Nexus Sentinel", "s")
    choose(m, 0, "main", label="Set the Trap")
    iid = m.state["p"][0]["mz"][0]["st"][0]
    trap = m.state["p"][0]["ez"][0]["iid"]
    for viewer in (None, 1):
        v = m.view(viewer)
        assert v["players"][0]["monsters"][0] == {"face_down": True, "zone": 0, "mode": "defense"}
        assert v["players"][0]["enhancements"][0] == {"face_down": True, "zone": 0}
        assert not {iid, trap} & iids_in(v)
    own = m.view(0)["players"][0]["monsters"][0]
    assert own["name"] == "Nexus Sentinel" and own["face_down"] is True


def test_public_view_shows_both_fields_life_mana_and_counts():
    m = match()
    v = m.view(None)
    assert v["mana"] == {"value": 3, "seat0_line": 3, "favours": 0}
    p = v["players"][1]
    for key in ("life", "deck", "hand", "nonmaterial", "rest", "immaterial", "monsters",
                "enhancements", "field"):
        assert key in p
    assert p["hand"] == 5 and v["phase"] == "main" and v["active"] == 0
    end_turn(m, 0)
    assert m.view(None)["mana"] == {"value": 3, "seat0_line": -3, "favours": 1}


def test_pending_decision_never_leaks_hand_cards_publicly():
    m = match()
    d = decision(m)
    assert d.private and d.kind == "main"


# ------------------------------------------------------------------- decks
def _deck(main, nm=()):
    return Deck("universia", {"main": list(main), **({"nonmaterial": list(nm)} if nm else {})})


def test_starter_decks_are_legal():
    decks = GAME.starter_decks()
    assert len(decks) >= 3
    for d in decks:
        assert GAME.validate_deck(d) == []
        assert d.size("main") == 50 and 0 < d.size("nonmaterial") <= 15


@pytest.mark.parametrize(("main", "nm", "needle"), [
    ([("PN-001", 49)], (), "exactly 50"),
    ([("PN-001", 51)], (), "exactly 50"),
    ([("PN-001", 50)], [("HT-401", 3)] * 4 + [("HT-402", 3)] + [("HT-403", 1)], "at most 15"),
    ([("PN-001", 47), ("PN-002", 3), ("PN-002", 1)], (), "at most 3 copies of Nexus Sentinel"),
    ([("PN-001", 48), ("SL-001", 1), ("HT-001", 1)], (), "only one specific Universe"),
    ([("PN-001", 49), ("HT-401", 1)], (), "belongs in the Nonmaterial Deck"),
    ([("PN-001", 50)], [("PN-002", 1)], "belongs in the Main Deck"),
])
def test_deck_violations_are_reported(main, nm, needle):
    problems = GAME.validate_deck(_deck(main, nm))
    assert any(needle in p for p in problems), problems


def test_innumerable_allows_fifty_copies_and_every_violation_is_listed():
    assert GAME.validate_deck(_deck([("NB-001", 50)])) == []
    problems = GAME.validate_deck(_deck([("SL-001", 4), ("HT-001", 4)], [("PN-002", 1)]))
    assert len(problems) >= 5


def test_two_generic_universes_are_refused():
    # only one generic Universe exists in the pool, so a second is simulated
    fake = SimpleNamespace(universe="Extra Generic", generic=True, main=True, name="Fake",
                           type="monster")
    info = {**GAME.info, "FAKE": fake}
    problems = deck_rules(_deck([("PN-001", 49), ("FAKE", 1)]), info)
    assert any("only one generic Universe" in p for p in problems), problems


def test_hand_helper_sanity():
    m = match()
    to_hand(m, 0, "PN-001")
    assert len(m.state["p"][0]["hand"]) == 6


def test_an_attack_flips_a_set_monster_and_its_controller_pays_its_cost():
    """"Its cost is paid when it is activated or flipped face up", also when an attack
    reveals it: the controller pays (the line moves toward the turn player, 3 -> 5), picks
    the mode, and its effects resolve (Wandering Courier draws) before the battle."""
    m = match()
    place(m, 0, 0, "PN-005")  # Rift Lancer 1900
    place(m, 1, 0, "PN-003", mode="d", fd=True)  # Wandering Courier 1300/1000, cost 2
    hand = len(m.state["p"][1]["hand"])
    to_battle(m)
    attack(m, 0, 0, 0)
    d = decision(m)
    assert d.seat == 1 and d.kind == "mode" and d.private and option_ids(m) == ["a", "d"]
    choose(m, 1, "mode", oid="a")
    assert m.state["mana"] == 5 and len(m.state["p"][1]["hand"]) == hand + 1
    assert top(m, 1, 0) is None and life(m, 1) == 10000 - 600  # attack against attack


def test_a_set_monster_flipped_by_an_attack_into_attack_mode_can_win_the_battle():
    m = match()
    place(m, 0, 0, "PN-009")  # Spark Imp 1100
    place(m, 1, 0, "PN-008", mode="d", fd=True)  # Nexus Colossus 3000/2500, cost 6
    to_battle(m)
    attack(m, 0, 0, 0)
    choose(m, 1, "mode", oid="a")
    mon = m.state["p"][1]["mz"][0]
    assert mon["mode"] == "a" and not mon["fd"] and m.state["mana"] == 9
    assert top(m, 0, 0) is None and life(m, 0) == 10000 - 1900


def test_a_set_monster_whose_cost_cannot_be_paid_is_destroyed_without_a_battle():
    """The defender may pay at most 10 minus the line: at 9 it cannot pay Nexus Colossus's
    6, so the Colossus cannot be face-up; it is revealed and destroyed, and nobody takes
    damage."""
    m = match()
    m.state["mana"] = 9
    place(m, 0, 0, "PN-009")  # Spark Imp 1100 (Retreat)
    iid = place(m, 1, 0, "PN-008", mode="d", fd=True)["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    assert iid in m.state["p"][1]["rest"] and top(m, 1, 0) is None
    assert life(m, 0) == life(m, 1) == 10000 and m.state["mana"] == 9
    assert any("cannot be paid" in e.text for e in m.events)
