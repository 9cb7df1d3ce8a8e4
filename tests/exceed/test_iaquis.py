"""Iaquis / The Dragon-Slayer."""

from .helpers import NO_BLOCK, duel, pass_turn


def test_face_up_attack_for_two_power_on_strikes_you_start():
    d = duel("iaquis", "eugenia", ["Dragon's Tail"], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Dragon's Tail", exact=True)
    d.answer(0, "choose", "Face-up (+2 Power)")
    assert d.m.view(1)["strike"]["sides"][0]["cards"][0]["name"] == "Dragon's Tail"  # seen before setting
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 4 + 2 + 2 and d.pos(0) == 2


def test_exceeded_discard_adds_the_printed_effects():
    d = duel("iaquis", "eugenia", ["Grasp", "Dragon's Heart"], ["Block"], pos=(3, 4))
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "discard", "Discard Dragon's Heart")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "order", "Dragon's Heart: push 3")
    d.answer(0, "move", "Pull 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6  # Dragon's Heart pushed 3 (to 7), then Grasp pulled 1
    assert "Dragon's Heart" in d.names(0, "discard")


def test_dragons_fire_returns_to_hand():
    d = duel("iaquis", "eugenia", ["Dragon's Fire", "Grasp"], ["Block"], pos=(3, 5))
    d.strike(0, "Dragon's Fire", "Block", hook="Keep it face-down")
    d.answer(0, "choose", "Yes")
    d.answer(1, "choose", NO_BLOCK)
    assert "Dragon's Fire" in d.names(0, "hand") and len(d.names(0, "gauge")) == 1


def test_dragons_flight_power_unless_passing():
    d = duel("iaquis", "eugenia", ["Dragon's Flight"], ["Block"], pos=(3, 7))
    d.strike(0, "Dragon's Flight", "Block", hook="Keep it face-down")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.pos(0) == 6 and d.last_strike()["sides"][0]["power"] == 5


def test_dragon_force_gauges_a_miss_and_growing_hatred_draws():
    d = duel("iaquis", "eugenia", ["Dragon's Spine"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Dragon's Flight", "Dragon's Spine")
    hand = d.hand_count(0)
    d.strike(0, "Dragon's Spine", "Block", hook="Keep it face-down")
    d.answer(0, "order", "Dragon's Spine: gain Advantage")
    d.answer(0, "choose", "Yes")
    assert d.names(0, "gauge") == ["Dragon's Spine"]
    d.answer(0, "choose", "Yes")  # Growing Hatred: it missed
    assert d.hand_count(0) == hand - 1 + 1


def test_single_minded_on_equal_printed_speed():
    d = duel("iaquis", "eugenia", ["Dragon's Tongue"], ["Assault"], pos=(3, 4))
    d.put(0, "tr", "Dragon's Tail")
    d.strike(0, "Dragon's Tongue", "Assault", hook="Keep it face-down")
    assert d.last_strike()["sides"][0]["power"] == 3 + 2 + 1


def test_dragons_scorn_pushes_and_buys_an_action():
    d = duel("iaquis", "eugenia", ["Dragon's Tongue", "Grasp"], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Boost Dragon's Scorn")
    d.answer(0, "choose", "Pay 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.pos(1) == 6
    d.decision(0, "main")


def test_martial_challenge_alternates_until_someone_declines():
    d = duel("iaquis", "eugenia", ["Dragon's Fire", "Grasp", "Cross"], ["Block"])
    d.answer(0, "main", "Boost Martial Challenge")
    d.answer(0, "choose", "Grasp", exact=True)
    d.answer(1, "choose", "Block", exact=True)
    d.answer(0, "choose", "Cross", exact=True)
    d.answer(1, "choose", "Decline")
    assert d.names(0, "gauge") == ["Grasp", "Cross"] and d.names(1, "gauge") == ["Block"]


def test_dragons_descent_and_dragons_roar():
    d = duel("iaquis", "eugenia", ["Dragon's Descent", "Dragon's Descent"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Dragon's Roar")
    assert d.hand_count(0) == 4 + 5  # no end-of-turn draw or discard while it is in play
    pass_turn(d, 1)
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Dragon's Descent", "Block", hook="Keep it face-down")
    for _ in range(2):
        d.pay(0, "gauge")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 7 + 4
