"""Shovel Knight."""

from .helpers import NO_BLOCK, duel, pass_turn, settle


def test_move_action_draws_a_card():
    d = duel("shovelknight", "eugenia", ["Grasp", "Cross"], ["Block"], pos=(3, 7))
    hand = d.hand_count(0)
    d.answer(0, "main", "Move to space 4 (1 Force)")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.pos(0) == 4 and d.hand_count(0) == hand - 1 + 1 + 1


def test_movement_from_effects_does_not_draw():
    d = duel("shovelknight", "eugenia", ["War Horn"], ["Block"], pos=(3, 7))
    hand = d.hand_count(0)
    d.answer(0, "main", "Boost Get Digging")
    d.answer(0, "move", "Move 3 to space 6")
    assert d.hand_count(0) == hand - 1 + 1  # only the end-of-turn draw


def test_exceeded_move_action_shifts_one_more():
    d = duel("shovelknight", "eugenia", ["Grasp", "Cross"], ["Block"], pos=(3, 7))
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Move to space 4 (1 Force)")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "move", "Move 1 to space 5")
    assert d.pos(0) == 5


def test_alchemy_coin_draws_per_space_between():
    d = duel("shovelknight", "eugenia", ["Alchemy Coin"], ["Block"], pos=(3, 7))
    hand = d.hand_count(0)
    d.strike(0, "Alchemy Coin", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(0) == hand - 1 + 3


def test_chaos_sphere_buys_range():
    d = duel("shovelknight", "eugenia", ["Chaos Sphere", "Grasp", "Cross"], ["Block"], pos=(3, 7))
    d.strike(0, "Chaos Sphere", "Block")
    d.answer(0, "choose", "Spend 2 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(0, "move", "Push 2")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["range"] == [1, 4] and d.pos(1) == 9


def test_flare_wand_and_dig_in():
    d = duel("shovelknight", "eugenia", ["Flare Wand", "Grasp", "Flare Wand"], ["Block"], pos=(3, 4))
    d.put(0, "boosts", "Flare Wand")
    d.strike(0, "Flare Wand", "Block")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["armor"]) == (1, 3) and d.pos(0) == 1


def test_mobile_gear_hits_only_when_passing():
    d = duel("shovelknight", "eugenia", ["Mobile Gear"], ["Block"], pos=(3, 5))
    d.strike(0, "Mobile Gear", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 8 and d.life(1) == 29
    d = duel("shovelknight", "eugenia", ["Mobile Gear"], ["Block"], pos=(1, 9))
    d.strike(0, "Mobile Gear", "Block")
    assert d.pos(0) == 5 and d.life(1) == 30


def test_war_horn_and_slash_mercilessly():
    d = duel("shovelknight", "eugenia", ["War Horn", "Alchemy Coin"], ["Block"], pos=(3, 4))
    d.put(0, "boosts", "Alchemy Coin")
    d.strike(0, "War Horn", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6 and d.life(1) == 30 - (8 - 2)


def test_propeller_dagger_returns_and_moves_for_gauge():
    d = duel("shovelknight", "eugenia", ["Propeller Dagger"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Propeller Dagger", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "choose", "Pay 1 Gauge")
    d.answer(0, "pay", "Sweep (gauge)")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Pay 1 Gauge")
    d.answer(0, "move", "Move 3 to space 7")
    assert "Propeller Dagger" in d.names(0, "hand") and d.pos(0) == 7 and d.names(0, "gauge") == []


def test_for_shovelry_and_justice_in_spades():
    d = duel("shovelknight", "eugenia", ["Troupple Chalice", "Propeller Dagger", "War Horn"], ["Block"], pos=(3, 7))
    d.put(0, "boosts", "War Horn")
    d.p(0)["life"] = 20
    d.refresh()
    d.answer(0, "main", "Boost For Shovelry")
    d.answer(0, "target", "Get Digging")
    assert d.life(0) == 23 and d.hand_count(0) == 5 - 1 + 3 + 1
    settle(d, 0)
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Justice in Spades")
    assert d.names(0, "boosts") == [] and "Troupple Chalice" in d.names(0, "discard")


def test_troupple_chalice_draws_and_heals_for_force():
    d = duel("shovelknight", "eugenia", ["Troupple Chalice", "Grasp", "Cross"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.p(0)["life"] = 20
    d.strike(0, "Troupple Chalice", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "pay", "Sweep (gauge)")
    d.answer(0, "choose", "Spend 2 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 22


def test_dig_tirelessly_buys_power_on_hit():
    d = duel("shovelknight", "eugenia", ["Mobile Gear", "Grasp", "Cross"], ["Block"], pos=(3, 4))
    d.put(0, "boosts", "Mobile Gear")
    d.strike(0, "Grasp", "Block")
    d.answer(0, "order", "Grasp: push or pull")
    d.answer(0, "move", "Push 1")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 4
