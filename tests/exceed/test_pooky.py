"""Pooky."""

from .helpers import NO_BLOCK, duel, pass_turn, pay_all


def test_snack_attack_gets_speed_from_a_boost_and_dragon_breath_ale_reaches_further():
    d = duel("pooky", "eugenia", ["Snack Attack", "Snack Attack"], ["Block"], pos=(1, 7))
    d.answer(0, "main", "Boost Dragon Breath Ale")
    d.idle(1)  # not Exceeded: no extra action
    pass_turn(d, 1)
    hand = d.hand_count(0)
    d.strike(0, "Snack Attack", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert d.pos(0) == 4 and (last["speed"], last["range"], last["hit"]) == (5, [1, 3], True)
    assert d.hand_count(0) == hand - 1 + 2 and d.life(1) == 30 - (3 - 2)


def test_dragon_breath_ale_gives_an_exceeded_pooky_another_action():
    d = duel("pooky", "eugenia", ["Snack Attack"], ["Block"])
    d.p(0)["ex"] = True
    d.answer(0, "main", "Boost Dragon Breath Ale")
    d.idle(0)


def test_gambling_becomes_a_boost_and_the_wild_swing_gets_the_ability():
    d = duel("pooky", "eugenia", ["Gambling? I'm In!"], ["Block"], pos=(3, 5))
    d.strike(0, "Gambling? I'm In!", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    # the Wild Swing is Assault: +1 Speed (Normals this strike) and +1 Power (Dwarven Firewater)
    assert (last["card"], last["wild_swing"], last["speed"], last["power"]) == ("Assault", True, 6, 5)
    assert d.life(1) == 30 - 3 and "Gambling? I'm In!" in d.names(0, "discard")


def test_dwarven_firewater_gives_another_action_at_fifteen_life():
    d = duel("pooky", "eugenia", ["Gambling? I'm In!", "Gambling? I'm In!"], ["Block"])
    d.answer(0, "main", "Boost Dwarven Firewater")
    d.idle(1)
    pass_turn(d, 1)
    d.p(0)["life"] = 15
    d.answer(0, "main", "Boost Dwarven Firewater")
    d.idle(0)


def test_long_in_the_tooth_reaches_further_per_boost_and_elven_wine():
    d = duel("pooky", "eugenia", ["Long In The Tooth"], ["Block"], pos=(3, 7))
    d.put(0, "boosts", "Grasp", "Sweep")
    d.strike(0, "Long In The Tooth", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["range"] == [1, 4] and last["hit"] and last["power"] == 5 + 2


def test_elven_wine_gives_another_action_with_three_cards_or_fewer():
    d = duel("pooky", "eugenia", ["Long In The Tooth"], ["Block"])
    d.set_hand(0, "Long In The Tooth", "Grasp", "Cross", "Dive")
    d.answer(0, "main", "Boost Elven Wine")
    d.idle(0)


def test_pooky_cheats_boosts_from_the_discard_pile():
    d = duel("pooky", "eugenia", ["Pooky Cheats!"], ["Block"], pos=(3, 5))
    d.put(0, "discard", "Grasp")
    d.strike(0, "Pooky Cheats!", "Block")
    d.answer(0, "choose", "Boost Fierce (Grasp)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3 + 2 and d.life(1) == 30 - 3
    assert "Grasp" in d.names(0, "discard") and d.names(0, "boosts") == []


def test_wizards_brew_gives_an_action_with_gauge_then_goes_to_gauge():
    d = duel("pooky", "eugenia", ["Pooky Cheats!", "Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike")
    d.answer(0, "main", "Boost Wizard's Brew")
    d.idle(0)
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "gauge") == ["Spike", "Pooky Cheats!", "Grasp"]


def test_pooky_drinks_draws_heals_and_keeps_the_boosts():
    d = duel("pooky", "eugenia", ["Pooky Drinks!"], ["Block"], pos=(3, 5))
    d.put(0, "boosts", "Grasp")
    d.p(0)["life"] = 20
    hand = d.hand_count(0)
    d.strike(0, "Pooky Drinks!", "Block")
    assert d.life(0) == 22 and d.hand_count(0) == hand - 1 + 3
    assert d.names(0, "boosts") == ["Grasp"] and "Pooky Drinks!" in d.names(0, "discard")


def test_troll_swill_gives_an_action_with_a_transformation():
    d = duel("pooky", "eugenia", ["Pooky Drinks!"], ["Block"])
    d.put(0, "tr", "Hat Trick")
    d.answer(0, "main", "Boost Troll Swill")
    d.idle(0)
    assert d.names(0, "boosts") == ["Pooky Drinks!"]


def test_drunken_rampage_power_per_boost():
    d = duel("pooky", "eugenia", ["Drunken Rampage"], ["Block"], pos=(3, 7))
    d.put(0, "boosts", "Grasp", "Sweep")
    d.put(0, "gauge", "Spike", "Spike")
    d.strike(0, "Drunken Rampage", "Block")
    pay_all(d, 0)
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert d.pos(0) == 6 and last["power"] == 1 + 2 + 4 and last["speed"] == 5 + 2 + 1


def test_drunken_fury_strikes_after_the_first_instant_boost():
    d = duel("pooky", "eugenia", ["Cross", "Grasp"], ["Block"], pos=(1, 7))
    d.put(0, "tr", "Drunken Rampage")
    d.answer(0, "main", "Boost Run")
    d.answer(0, "move", "Advance 3")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.decision(0, "strike-set") and d.names(0, "discard") == ["Grasp", "Cross"]


def test_hat_trick_makes_slow_attacks_miss():
    d = duel("eugenia", "pooky", ["Sweep"], ["Hat Trick"], pos=(3, 5))
    d.put(1, "gauge", "Spike")
    d.strike(0, "Sweep", "Hat Trick")
    d.answer(1, "choose", "Gauge")
    last = d.last_strike()["sides"]
    assert not last[0]["hit"] and last[1]["hit"] and d.life(1) == 30 and d.life(0) == 30 - 5


def test_zots_secret_recipe_keeps_an_instant_boost_as_a_blank_boost():
    d = duel("pooky", "eugenia", ["Cross", "Grasp", "Snack Attack"], ["Block"], pos=(1, 7))
    d.put(0, "tr", "Hat Trick")
    d.answer(0, "main", "Boost Run")
    d.answer(0, "move", "Advance 3")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.names(0, "boosts") == ["Cross"] and d.p(0)["fd"] == d.p(0)["boosts"]
    assert d.m.view(1)["players"][0]["boosts"] == [{"face_down": True}]
    pass_turn(d, 1)
    d.strike(0, "Snack Attack", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["speed"], last["power"]) == (5, 3)  # a blank boost: Speed from the ability only
    assert "Cross" in d.names(0, "discard") and d.names(0, "sealed") == []


def test_exceeded_power_and_armor_with_two_boosts_and_a_draw_when_stunned():
    d = duel("pooky", "eugenia", ["Snack Attack"], ["Grasp"], pos=(4, 5))
    d.put(0, "gauge", "Spike", "Spike", "Focus")
    d.answer(0, "main", "Exceed")
    pay_all(d, 0)
    d.put(0, "boosts", "Grasp", "Sweep")
    hand = d.hand_count(0)
    d.strike(1, "Grasp", "Snack Attack")
    d.answer(1, "move", "Push 1")
    d.answer(0, "choose", "Draw 1")
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["armor"], last["stunned"]) == (3 + 2 + 2, 1, True)
    assert d.life(0) == 30 - (3 - 1) and d.hand_count(0) == hand - 1 + 1


def test_pookys_exceed_side_is_named_and_his_starter_deck_is_legal():
    from .helpers import GAME

    assert GAME.chars["pooky"].exceed_name == "Pooky, Exceeded"
    deck = next(s for s in GAME.starter_decks() if s.name == "Pooky")
    assert GAME.validate_deck(deck) == []
