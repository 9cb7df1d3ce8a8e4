"""Core card flow keywords: Revive, Abduct, Waste, Spare, Recycle, Draw, Save, Retreat, INNUMERABLE."""

from engine.core import Deck

from .helpers import (
    GAME,
    attack,
    cards_of,
    deck,
    deck_count,
    hand,
    hand_iids,
    hand_names,
    logged,
    match,
    monster,
    nonmaterial_iids,
    place,
    play,
    player,
    rest_iids,
    set_mana,
    to_battle,
    to_rest,
    top,
)


def test_revive_selects_only_same_universe_monsters():
    sc = match(deck(["PN-012"]))
    set_mana(sc, 5)
    to_rest(sc, 0, "PN-003")
    to_rest(sc, 0, "SL-001")
    to_rest(sc, 0, "LA-008")  # Lecture Golem: UseRequirement universe
    play(sc, 0, "Grave Tender")
    sc.expect(0, "target")
    assert cards_of(sc, 0) == ["Wandering Courier", "Lecture Golem"]
    sc.answer(0, "target", card="Wandering Courier")
    assert top(sc, 0, 1) == "PN-003" and monster(sc, 0, 1)["mode"] == "attack"


def test_use_requirement_universe_lets_a_card_be_revived_across_universes():
    sc = match(deck(["PN-012"]))
    to_rest(sc, 0, "LA-008")
    play(sc, 0, "Grave Tender")
    sc.answer(0, "target", card="Lecture Golem")
    assert top(sc, 0, 1) == "LA-008"


def test_abduct_returns_a_same_universe_monster_to_its_owners_hand():
    sc = match(deck(["NB-002"]))
    place(sc, 1, 0, "NB-004")
    place(sc, 1, 1, "PN-002")
    play(sc, 0, "Neon Pickpocket")
    assert cards_of(sc, 0) == ["Neon Pickpocket", "Glitch Dancer"]
    sc.answer(0, "target", card="Glitch Dancer")
    assert top(sc, 1, 0) is None
    assert "Glitch Dancer" in hand_names(sc, 1)


def test_waste_puts_the_deck_bottom_in_the_rest_zone():
    # the deck bottom is three Nexus Drones; the top is Nexus Sentinels
    sc = match(deck(["NB-109"] + ["PN-002"] * 44 + ["PN-003", "PN-004"] + ["PN-001"] * 3, size=50))
    sc.answer(0, "main", label="Clearance Sale")
    # the two bottom cards went to rest before the Enhancement itself did
    assert [c["id"] for c in player(sc, 0)["rest"]] == ["PN-001", "PN-001", "NB-109"]
    assert len(hand(sc, 0)) == 5  # Clearance Sale left, one card drawn
    assert deck_count(sc, 0) == 45 - 2 - 1


def test_spare_puts_a_hand_card_on_top_then_draw_takes_it_back():
    sc = match(deck(["LA-108", "PN-008"]))
    sc.answer(0, "main", label="Cram Session")
    d = sc.expect(0, "target")
    assert d.private
    sc.answer(0, "target", card="Nexus Colossus")
    assert "Nexus Colossus" in hand_names(sc, 0) and len(hand(sc, 0)) == 5


def test_recycle_puts_a_rest_card_on_the_deck_bottom():
    sc = match(deck(["PN-106"]))
    iid = to_rest(sc, 0, "PN-005")
    cards = deck_count(sc, 0)
    sc.answer(0, "main", label="Recall Beacon")
    sc.answer(0, "target", card="Rift Lancer")
    # one card in at the bottom, one drawn from the top (Recall Beacon also says Draw 1)
    assert iid not in rest_iids(sc, 0) and deck_count(sc, 0) == cards + 1 - 1
    assert "Rift Lancer" not in hand_names(sc, 0)
    assert logged(sc, "Recycle: Rift Lancer goes to the bottom of the Main Deck")


def test_draw_moves_cards_from_the_top():
    sc = match(deck(["LA-105", "PN-002", "PN-003", "PN-004", "PN-005", "PN-006", "PN-007"]))
    sc.answer(0, "main", label="Scholarship Fund")
    assert hand_names(sc, 0)[-2:] == ["Twin-Blade Drifter", "Bulwark Golem"]


def test_save_sends_a_destroyed_card_to_hand():
    sc = match()
    place(sc, 0, 0, "PN-008")
    [iid] = place(sc, 1, 0, "LA-002")
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert iid in hand_iids(sc, 1) and iid not in rest_iids(sc, 1)


def test_retreat_returns_the_monster_after_battle():
    sc = match()
    [iid] = place(sc, 0, 0, "PN-009")  # Spark Imp 1100
    place(sc, 1, 0, "PN-010", mode="d")  # 2000 defense: the Imp loses... and is destroyed
    place(sc, 0, 1, "NB-008")  # Deal-Runner 1300, Retreat
    to_battle(sc)
    attack(sc, 0, 0, 0)
    assert iid in rest_iids(sc, 0)  # destroyed: Retreat only helps a survivor
    sc2 = match()
    [iid] = place(sc2, 0, 0, "PN-009")
    to_battle(sc2)
    attack(sc2, 0, 0)
    assert iid in hand_iids(sc2, 0) and top(sc2, 0, 0) is None


def test_innumerable_cards_ignore_the_three_copy_limit():
    for cid in ("PN-001", "NB-001"):
        assert GAME.validate_deck(Deck("universia", {"main": [(cid, 50)]})) == []
    problems = GAME.validate_deck(Deck("universia", {"main": [("PN-001", 46), ("PN-002", 4)]}))
    assert "at most 3 copies of Nexus Sentinel, not 4" in problems


def test_abduct_of_a_stack_sends_the_top_home_and_the_rest_to_the_rest_zone():
    sc = match(deck(["NB-111"]))
    base, evo = place(sc, 1, 0, "NB-001", "NB-401")
    sc.answer(0, "main", label="Repossession")
    sc.answer(0, "target", card="Neon Kingpin")
    # Neon Kingpin's Guard protects others, not itself: it goes back to the Nonmaterial Deck
    assert evo in nonmaterial_iids(sc, 1) and base in rest_iids(sc, 1)
