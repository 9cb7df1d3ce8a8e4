"""General rules: setup, drawing, the mana line, phases, summoning, battle, deck rules, views."""

from types import SimpleNamespace

import pytest

from engine.core import Deck
from engine.universia import moves
from engine.universia.decks import deck_rules
from tests.conformance.helpers import iids_in

from .helpers import (
    GAME,
    active,
    attack,
    deck,
    empty_deck,
    end_turn,
    hand,
    life,
    logged,
    mana,
    match,
    monster,
    place,
    play,
    player,
    rest_iids,
    set_life,
    set_mana,
    to_battle,
    top,
)


def test_setup_life_hands_and_first_turn_without_draw():
    sc = match()
    v = sc.view()
    assert [p["life"] for p in v["players"]] == [10000, 10000]
    assert [p["hand_count"] for p in v["players"]] == [5, 5]
    assert [p["deck"] for p in v["players"]] == [45, 45]  # the first player did not draw
    assert (v["turn"], v["active"], v["phase"], v["mana"]["value"]) == (1, 0, "main", 3)
    p = v["players"][0]
    assert p["monsters"] == [None] * 5 and p["enhancements"] == [None] * 5 and p["field"] is None
    end_turn(sc, 0)
    assert active(sc) == 1 and player(sc, 1)["hand_count"] == 6  # later turns draw one


def test_a_player_who_cannot_draw_makes_the_opponent_draw():
    sc = match()
    empty_deck(sc, 1)
    end_turn(sc, 0)
    assert player(sc, 1)["hand_count"] == 5
    assert player(sc, 0)["hand_count"] == 6
    assert logged(sc, "draws instead")


def test_neither_player_can_draw_is_a_tie():
    sc = match()
    empty_deck(sc, 0)
    empty_deck(sc, 1)
    end_turn(sc, 0)
    assert sc.result is not None and sc.result.draw


def test_paying_moves_the_line_and_a_negative_line_ends_the_turn():
    sc = match(deck(["PN-008"]))  # Nexus Colossus, cost 6, with 3 mana
    play(sc, 0, "Nexus Colossus")
    # 3 - 6 = -3: the turn ended and seat 2 begins with 3
    assert active(sc) == 1 and mana(sc) == 3
    sc2 = match(deck(["PN-008", "PN-008"]))
    set_mana(sc2, 1)
    play(sc2, 0, "Nexus Colossus")
    assert active(sc2) == 1 and mana(sc2) == 5


def test_ending_the_turn_early_gives_the_opponent_three():
    sc = match()
    set_mana(sc, 9)
    end_turn(sc, 0)
    assert active(sc) == 1 and mana(sc) == 3


def test_cannot_pay_more_than_mana_plus_ten():
    sc = match(deck(["PN-008"]))
    set_mana(sc, -5)  # only 5 may be paid: Colossus (6) is not playable, setting it is
    sc.answer(0, "main", label="Play Nexus Colossus")
    assert sc.labels(0) == ["Set face-down (free)"]


def test_cannot_hold_more_than_ten():
    sc = match(deck(["NB-102"]))  # Neon Motivator: HighCourage
    set_mana(sc, 10)
    moves.gain(sc.match, 0, 1)
    assert mana(sc) == 10
    set_mana(sc, -10)
    moves.gain(sc.match, 1, 1)  # the opponent's side of the line is full too
    assert mana(sc) == -10


def test_summon_modes_and_set_costs_nothing_until_flipped():
    sc = match(deck(["PN-002", "PN-002", "PN-002"]))
    set_mana(sc, 10)
    play(sc, 0, "Nexus Sentinel", "a")
    play(sc, 0, "Nexus Sentinel", "d")
    assert mana(sc) == 6
    play(sc, 0, "Nexus Sentinel", "s")
    assert mana(sc) == 6
    mons = [monster(sc, 0, z) for z in range(3)]
    assert [(x["mode"], x["face_down"]) for x in mons] == [
        ("attack", False), ("defense", False), ("defense", True)]
    sc.answer(0, "main", label="Flip Nexus Sentinel face-up")
    sc.answer(0, "mode", label="Attack mode")
    flipped = monster(sc, 0, 2)
    assert mana(sc) == 4 and flipped["face_down"] is False and flipped["mode"] == "attack"


def test_battle_attack_against_attack_lower_is_destroyed_and_takes_the_difference():
    sc = match()
    place(sc, 0, 0, "PN-005")  # 1900
    place(sc, 1, 0, "PN-003")  # 1300
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 1, 0) is None and life(sc, 1) == 10000 - 600
    assert top(sc, 0, 0) == "PN-005"


def test_battle_attack_against_defense():
    sc = match()
    place(sc, 0, 0, "PN-008")  # 3000 attack
    place(sc, 0, 1, "PN-003")  # 1300 attack
    place(sc, 1, 0, "PN-002", mode="d")  # 1600 defense
    to_battle(sc)
    attack(sc, 0, 1, 0)  # 1300 < 1600: the attacker is destroyed, its controller takes 300
    assert top(sc, 0, 1) is None and life(sc, 0) == 9700 and top(sc, 1, 0) == "PN-002"
    attack(sc, 0, 0, 0)  # 3000 > 1600: destroyed, no damage without Piercing
    assert top(sc, 1, 0) is None and life(sc, 1) == 10000


def test_equal_values_change_nothing():
    sc = match()
    place(sc, 0, 0, "PN-003")
    place(sc, 1, 0, "PN-003")
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert top(sc, 0, 0) == "PN-003" and top(sc, 1, 0) == "PN-003"
    assert life(sc, 0) == life(sc, 1) == 10000


def test_direct_attacks_only_without_opposing_monsters_and_once_each():
    sc = match()
    place(sc, 0, 0, "PN-005")
    place(sc, 0, 1, "PN-002", mode="d")
    place(sc, 1, 3, "PN-003", mode="d", fd=True)
    to_battle(sc)
    # no direct attack, defense mode cannot attack
    assert sc.labels(0) == ["Rift Lancer attacks {seat1}'s face-down monster (zone 4)",
                            "End the turn"]
    attack(sc, 0, 0, 3)
    sc.answer(1, "mode", label="Defense mode")  # the attack flips it: its controller pays and picks
    assert top(sc, 1, 3) is None  # revealed, then destroyed by 1900 over 1000
    assert logged(sc, "attacked set monster is Wandering Courier")
    assert sc.labels(0) == ["End the turn"]
    sc2 = match()
    place(sc2, 0, 0, "PN-005")
    to_battle(sc2)
    attack(sc2, 0, 0)
    assert life(sc2, 1) == 8100


def test_life_zero_loses():
    sc = match()
    place(sc, 0, 0, "PN-005")
    set_life(sc, 1, 1000)
    to_battle(sc)
    attack(sc, 0, 0)
    assert sc.result.winners == [0] and life(sc, 1) == 0


def test_checkpoints_after_action_battle_and_turn():
    sc = match(deck(["PN-002"]))
    place(sc, 0, 1, "PN-005")
    play(sc, 0, "Nexus Sentinel")
    assert sc.last[-1].kind == "checkpoint"
    to_battle(sc)
    attack(sc, 0, 1)
    assert sc.last[-1].kind == "checkpoint"
    end_turn(sc, 0)  # the new turn is a checkpoint, before its draw
    assert "checkpoint" in [e.kind for e in sc.last]
    assert [e.kind for e in sc.events].count("checkpoint") == 3


def test_face_down_monsters_are_hidden_from_the_opponent_and_spectators():
    sc = match(deck(["PN-002", "PN-201"]))
    play(sc, 0, "Nexus Sentinel", "s")
    sc.answer(0, "main", label="Set the Trap")
    own = sc.view(0)["players"][0]
    iid, trap = own["monsters"][0]["iid"], own["enhancements"][0]["iid"]
    for viewer in (None, 1):
        v = sc.view(viewer)
        assert v["players"][0]["monsters"][0] == {"face_down": True, "zone": 0, "mode": "defense"}
        assert v["players"][0]["enhancements"][0] == {"face_down": True, "zone": 0}
        assert not {iid, trap} & iids_in(v)
    assert own["monsters"][0]["name"] == "Nexus Sentinel" and own["monsters"][0]["face_down"] is True


def test_public_view_shows_both_fields_life_mana_and_counts():
    sc = match()
    v = sc.view(None)
    assert v["mana"] == {"value": 3, "seat0_line": 3, "favours": 0}
    p = v["players"][1]
    for key in ("life", "deck", "hand", "nonmaterial", "rest", "immaterial", "monsters",
                "enhancements", "field"):
        assert key in p
    assert p["hand"] == 5 and v["phase"] == "main" and v["active"] == 0
    end_turn(sc, 0)
    assert sc.view(None)["mana"] == {"value": 3, "seat0_line": -3, "favours": 1}


def test_pending_decision_never_leaks_hand_cards_publicly():
    sc = match()
    d = sc.expect(0, "main")
    assert d.private


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


def test_an_unknown_deck_section_is_reported():
    problems = GAME.validate_deck(Deck("universia", {"main": [("PN-001", 50)],
                                                     "side": [("PN-002", 1)]}))
    assert "unknown deck section 'side'" in problems


def test_an_attack_flips_a_set_monster_and_its_controller_pays_its_cost():
    """"Its cost is paid when it is activated or flipped face up", also when an attack
    reveals it: the controller pays (the line moves toward the turn player, 3 -> 5), picks
    the mode, and its effects resolve (Wandering Courier draws) before the battle."""
    sc = match()
    place(sc, 0, 0, "PN-005")  # Rift Lancer 1900
    place(sc, 1, 0, "PN-003", mode="d", fd=True)  # Wandering Courier 1300/1000, cost 2
    held = len(hand(sc, 1))
    to_battle(sc)
    attack(sc, 0, 0, 0)
    d = sc.expect(1, "mode")
    assert d.private and sc.labels(1) == ["Attack mode (cost 2)", "Defense mode (cost 2)"]
    sc.answer(1, "mode", label="Attack mode")
    assert mana(sc) == 5 and len(hand(sc, 1)) == held + 1
    assert top(sc, 1, 0) is None and life(sc, 1) == 10000 - 600  # attack against attack


def test_a_set_monster_flipped_by_an_attack_into_attack_mode_can_win_the_battle():
    sc = match()
    place(sc, 0, 0, "PN-009")  # Spark Imp 1100
    place(sc, 1, 0, "PN-008", mode="d", fd=True)  # Nexus Colossus 3000/2500, cost 6
    to_battle(sc)
    attack(sc, 0, 0, 0)
    sc.answer(1, "mode", label="Attack mode")
    mon = monster(sc, 1, 0)
    assert mon["mode"] == "attack" and not mon["face_down"] and mana(sc) == 9
    assert top(sc, 0, 0) is None and life(sc, 0) == 10000 - 1900


def test_a_set_monster_whose_cost_cannot_be_paid_is_destroyed_without_a_battle():
    """The defender may pay at most 10 minus the line: at 9 it cannot pay Nexus Colossus's
    6, so the Colossus cannot be face-up; it is revealed and destroyed, and nobody takes
    damage."""
    sc = match()
    set_mana(sc, 9)
    place(sc, 0, 0, "PN-009")  # Spark Imp 1100 (Retreat)
    [iid] = place(sc, 1, 0, "PN-008", mode="d", fd=True)
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert iid in rest_iids(sc, 1) and top(sc, 1, 0) is None
    assert life(sc, 0) == life(sc, 1) == 10000 and mana(sc) == 9
    assert logged(sc, "cannot be paid")
