"""Galdred / The Beast Within."""

from .helpers import NO_BLOCK, duel, pass_turn


def test_end_of_turn_adjusts_the_hand_to_three():
    d = duel("galdred", "eugenia", ["Grasp", "Cross", "Dive", "Spike", "Sweep"], ["Block"])
    d.answer(0, "main", "Prepare")
    d.answer(0, "discard", labels=["Grasp", "Cross", "Dive"])  # 6 cards: discard down to exactly 3
    assert d.hand_count(0) == 3
    pass_turn(d, 1)
    d.set_hand(0, "Grasp")
    d.answer(0, "main", "Move to space 2")  # paid with the only card (no question)
    assert d.hand_count(0) == 3  # drew up to 3


def test_exceed_strikes_at_once_with_the_beast_within():
    d = duel("galdred", "eugenia", ["Grasp", "Cross"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus", "Focus")
    d.answer(0, "main", "Exceed")
    for _ in range(5):
        d.pay(0, "gauge")
    d.answer(0, "strike-set", "The Beast Within (your character's attack)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["card"] == "The Beast Within" and (last["power"], last["speed"]) == (6 - 5, 6 - 5)
    assert d.names(0, "gauge") == ["Spike"]  # all 6 spent; Hit: the bottom discard card to gauge
    assert d.hand_count(0) == 5  # he struck: no draw, no adjusting to 3


def test_blood_frenzy_transforms_and_secret_formula_boosts_from_gauge():
    d = duel("galdred", "eugenia", ["Blood Frenzy", "Blood Frenzy"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Sweep")
    d.strike(0, "Blood Frenzy", "Block")
    d.answer(0, "choose", "Transform Secret Formula")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "tr") == ["Blood Frenzy"] and d.names(0, "gauge") == ["Sweep", "Blood Frenzy"]
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Light (Sweep from gauge")
    assert d.names(0, "boosts") == ["Sweep"] and len(d.names(0, "gauge")) == 2  # refilled from the deck


def test_eviscerate_cannot_be_moved_and_sets_both_hands_to_three():
    d = duel("galdred", "eugenia", ["Eviscerate"], ["Grasp"], pos=(3, 4))
    d.strike(0, "Eviscerate", "Grasp")
    # Grasp (speed 7) hits first but cannot move Galdred: no push or pull is offered
    d.answer(0, "discard", "Grasp")
    d.answer(1, "discard", first=2)
    assert d.pos(0) == 3 and d.hand_count(0) == 3 and d.hand_count(1) == 3
    assert d.life(0) == 30 - (3 - 2) and d.life(1) == 25


def test_violent_transgression_ignores_armor_and_gains_advantage_with_an_empty_hand():
    d = duel("galdred", "eugenia", ["Violent Transgression"], ["Focus"], pos=(3, 5))
    d.set_hand(0, "Violent Transgression")
    d.strike(0, "Violent Transgression", "Focus")
    d.answer(0, "choose", "Gauge")
    assert d.life(1) == 26
    d.idle(0)


def test_hidden_strength_pays_force_with_life():
    d = duel("galdred", "eugenia", ["Grasp"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Explosive Cocktail")
    d.set_hand(0)
    d.answer(0, "main", "Move to space 1 (2 Force)")  # life is the only source: paid at once
    assert d.pos(0) == 1 and d.life(0) == 28


def test_no_escape_names_an_invalid_card():
    d = duel("galdred", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Withering Toxin")
    d.answer(0, "main", "No Escape")
    d.answer(0, "choose", "Block", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert "Block" not in d.choices(1, "strike-set")


def test_hydra_helix_empties_both_hands():
    d = duel("galdred", "eugenia", ["Hydra Helix", "Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Sweep", "Spike")
    d.strike(0, "Hydra Helix", "Block")
    d.answer(0, "pay", "Sweep (gauge)")
    assert d.p(0)["hand"] == [] and d.p(1)["hand"] == []  # Eugenia has no Force left for Block
    d.idle(0)


def test_metamorphosis_makes_the_opponent_exceed_before_the_damage():
    d = duel("galdred", "seijun", ["Metamorphosis"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Sweep", "Spike")
    hand = d.hand_count(1)
    d.strike(0, "Metamorphosis", "Block")
    d.answer(0, "pay", "Sweep (gauge)")
    assert d.exceeded(1) and d.hand_count(1) == hand - 1 + 3  # the Exceed draw came first (FAQ)
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (7 - 2)


def test_obsessive_research_then_instinctive_response():
    d = duel("galdred", "eugenia", ["Hydra Helix", "Metamorphosis", "Eviscerate", "Grasp"], ["Block"])
    d.answer(0, "main", "Boost Obsessive Research")
    # Eviscerate is the only card that can transform: it goes, the rest is discarded
    assert d.names(0, "tr") == ["Eviscerate"] and d.p(0)["hand"] == []
    d.answer(0, "choose", "Strike")  # Instinctive Response: the hand is empty
    assert d.strike_view()["sides"][0]["wild_swing"]  # nothing in hand: a Wild Swing
    d.decision(1, "strike-set")


def test_inhuman_speed_moves_and_gives_another_action():
    d = duel("galdred", "eugenia", ["Metamorphosis"], ["Block"], pos=(3, 7))
    d.answer(0, "main", "Boost Inhuman Speed")
    d.answer(0, "move", "Move 2 to space 5")
    d.answer(0, "main", "Prepare")
    d.answer(0, "discard", first=2)  # Galdred ends the turn with 3
    assert d.pos(0) == 5 and d.hand_count(0) == 3
