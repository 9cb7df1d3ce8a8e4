"""Core card flow keywords: Revive, Abduct, Waste, Spare, Recycle, Draw, Save, Retreat, INNUMERABLE."""

from engine.core import Deck

from .helpers import (
    GAME,
    attack,
    choose,
    decision,
    deck,
    match,
    names,
    place,
    play,
    to_battle,
    to_rest,
    top,
)


def test_revive_selects_only_same_universe_monsters():
    m = match(deck(["PN-012"]))
    m.state["mana"] = 5
    to_rest(m, 0, "PN-003")
    to_rest(m, 0, "SL-001")
    to_rest(m, 0, "LA-008")  # Lecture Golem: UseRequirement universe
    play(m, 0, "Grave Tender")
    d = decision(m)
    assert d.kind == "target" and [o.card for o in d.options] == ["Wandering Courier", "Lecture Golem"]
    choose(m, 0, "target", card="Wandering Courier")
    assert top(m, 0, 1) == "PN-003" and m.state["p"][0]["mz"][1]["mode"] == "a"


def test_use_requirement_universe_lets_a_card_be_revived_across_universes():
    m = match(deck(["PN-012"]))
    to_rest(m, 0, "LA-008")
    play(m, 0, "Grave Tender")
    choose(m, 0, "target", card="Lecture Golem")
    assert top(m, 0, 1) == "LA-008"


def test_abduct_returns_a_same_universe_monster_to_its_owners_hand():
    m = match(deck(["NB-002"]))
    place(m, 1, 0, "NB-004")
    place(m, 1, 1, "PN-002")
    play(m, 0, "Neon Pickpocket")
    assert [o.card for o in decision(m).options] == ["Neon Pickpocket", "Glitch Dancer"]
    choose(m, 0, "target", card="Glitch Dancer")
    assert top(m, 1, 0) is None
    assert "Glitch Dancer" in names(m, m.state["p"][1]["hand"])


def test_waste_puts_the_deck_bottom_in_the_rest_zone():
    m = match(deck(["NB-109"] + ["PN-002"] * 44 + ["PN-003", "PN-004"] + ["PN-001"] * 3, size=50))
    p = m.state["p"][0]
    bottom_two = list(p["deck"][-2:])
    choose(m, 0, "main", label="Clearance Sale")
    assert bottom_two[0] in p["rest"] and bottom_two[1] in p["rest"]
    assert len(p["hand"]) == 5  # Clearance Sale left, one card drawn


def test_spare_puts_a_hand_card_on_top_then_draw_takes_it_back():
    m = match(deck(["LA-108", "PN-008"]))
    choose(m, 0, "main", label="Cram Session")
    d = decision(m)
    assert d.private and d.kind == "target"
    choose(m, 0, card="Nexus Colossus")
    p = m.state["p"][0]
    assert "Nexus Colossus" in names(m, p["hand"]) and len(p["hand"]) == 5


def test_recycle_puts_a_rest_card_on_the_deck_bottom():
    m = match(deck(["PN-106"]))
    iid = to_rest(m, 0, "PN-005")
    choose(m, 0, "main", label="Recall Beacon")
    choose(m, 0, "target", card="Rift Lancer")
    assert m.state["p"][0]["deck"][-1] == iid


def test_draw_moves_cards_from_the_top():
    m = match(deck(["LA-105", "PN-002", "PN-003", "PN-004", "PN-005", "PN-006", "PN-007"]))
    choose(m, 0, "main", label="Scholarship Fund")
    assert names(m, m.state["p"][0]["hand"])[-2:] == ["Twin-Blade Drifter", "Bulwark Golem"]


def test_save_sends_a_destroyed_card_to_hand():
    m = match()
    place(m, 0, 0, "PN-008")
    iid = place(m, 1, 0, "LA-002")["st"][0]
    to_battle(m)
    attack(m, 0, 0, 0)
    assert iid in m.state["p"][1]["hand"] and iid not in m.state["p"][1]["rest"]


def test_retreat_returns_the_monster_after_battle():
    m = match()
    iid = place(m, 0, 0, "PN-009")["st"][0]  # Spark Imp 1100
    place(m, 1, 0, "PN-010", mode="d")  # 2000 defense: the Imp loses... and is destroyed
    place(m, 0, 1, "NB-008")  # Deal-Runner 1300, Retreat
    to_battle(m)
    attack(m, 0, 0, 0)
    assert iid in m.state["p"][0]["rest"]  # destroyed: Retreat only helps a survivor
    m2 = match()
    iid = place(m2, 0, 0, "PN-009")["st"][0]
    to_battle(m2)
    attack(m2, 0, 0)
    assert iid in m2.state["p"][0]["hand"] and top(m2, 0, 0) is None


def test_innumerable_cards_ignore_the_three_copy_limit():
    for cid in ("PN-001", "NB-001"):
        assert GAME.validate_deck(Deck("universia", {"main": [(cid, 50)]})) == []
    assert any("at most 3" in p for p in GAME.validate_deck(Deck("universia", {"main": [("PN-001", 46), ("PN-002", 4)]})))


def test_abduct_of_a_stack_sends_the_top_home_and_the_rest_to_the_rest_zone():
    m = match(deck(["NB-111"]))
    mon = place(m, 1, 0, "NB-001", "NB-401")
    base, evo = mon["st"]
    choose(m, 0, "main", label="Repossession")
    choose(m, 0, "target", card="Neon Kingpin")
    # Neon Kingpin's Guard protects others, not itself: it goes back to the Nonmaterial Deck
    assert evo in m.state["p"][1]["nm"] and base in m.state["p"][1]["rest"]
