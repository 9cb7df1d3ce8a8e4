"""Eugenia / The Cheshire Cat."""

from .helpers import NO_BLOCK, duel, pass_turn


def test_forced_discard_and_a_speed_match_deal_two_non_lethal():
    d = duel("eugenia", "celinka", ["Sweep", "Cross"], ["Block"], pos=(3, 5))
    d.set_hand(1, "Block", "Cross")
    d.strike(0, "Sweep", "Block")  # the random discard can only be the Cross (Speed 6)
    d.answer(0, "choose", "Reveal Cross (Speed 6)")
    # Celinka's hand is empty now: no Force for Block
    assert d.life(1) == 30 - 2 - (6 - 2)


def test_wonderland_takes_a_discard_and_strikes_with_it():
    d = duel("eugenia", "celinka", ["Sweep", "Grasp"], ["Block", "Spike"], pos=(3, 5))
    d.p(0)["ex"] = True
    d.set_hand(1, "Block", "Spike")
    d.strike(0, "Sweep", "Block")
    d.answer(0, "choose", "Put Spike into Wonderland")
    assert d.names(0, "area") == ["Spike"] and d.m.view(None)["players"][0]["wonderland"][0]["name"] == "Spike"
    pass_turn(d, 1)
    d.answer(0, "main", "Strike", exact=True)
    labels = d.choices(0, "strike-set")
    assert "Spike from Wonderland (+1 Power, +1 Speed)" in labels
    assert not any(x.startswith("EX Spike") for x in labels)  # FAQ: never EX from Wonderland
    d.answer(0, "strike-set", "Spike from Wonderland (+1 Power, +1 Speed)")
    d.answer(1, "strike-set", d.choices(1, "strike-set")[0], exact=True)
    # a missed opponent's card goes to its owner's discard pile (FAQ)
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Spike" and last["power"] == 6 and last["speed"] == 4


def test_color_spray_to_exactly_two_and_stun_immunity():
    d = duel("eugenia", "celinka", ["Color Spray"], ["Block"], pos=(3, 5))
    d.strike(0, "Color Spray", "Block")
    d.answer(0, "choose", "No")  # no Speed match revealed
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(1) == 2
    d.answer(0, "choose", "Gauge")


def test_unhinged_arms_a_wild_swing():
    d = duel("eugenia", "celinka", ["Grasp", "Grasp", "Cross", "Cross", "Dive", "Spike"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Color Spray")
    n = d.hand_count(1)
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing (top card of your deck)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "No")
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(1) == n - 1 - 1  # Block set, and Unhinged's random discard


def test_plot_hook_and_time_for_tea():
    d = duel("eugenia", "celinka", ["Plot Hook", "Grasp"], ["Block"], pos=(1, 6))
    d.strike(0, "Plot Hook", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform")
    assert d.pos(1) == 2
    d.idle(0)
    n = d.hand_count(1)
    d.answer(0, "main", "Time For Tea")
    d.pay(0, "hand")
    assert d.hand_count(1) == n - 1


def test_time_for_tea_while_exceeded_costs_the_draw():
    d = duel("eugenia", "celinka", ["Grasp", "Cross"], ["Block"])
    d.put(0, "tr", "Plot Hook")
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Time For Tea")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.hand_count(0) == 4  # no end-of-turn draw


def test_shimmer_and_hanging_by_a_thread():
    d = duel("eugenia", "celinka", ["Shimmer of Madness"], ["Block", "Grasp", "Cross"], pos=(3, 4))
    d.put(0, "tr", "Shimmer of Madness")
    d.set_hand(1, "Block", "Grasp", "Cross")
    d.strike(0, "Shimmer of Madness", "Block")
    d.answer(0, "order", "Shimmer of Madness")
    d.answer(0, "choose", "Cross", exact=True)
    d.answer(0, "choose", "No")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (2 + 2 - 2)  # one card left: Hanging By A Thread +2


def test_werelight_the_opponent_chooses_but_eugenia_discards():
    d = duel("eugenia", "celinka", ["Werelight"], ["Block", "Grasp", "Cross"], pos=(3, 6))
    d.strike(0, "Werelight", "Block")
    assert d.decision(1, "choose").options[1].label == "Reveal your hand; your opponent picks 1 to discard"
    d.answer(1, "choose", "Reveal your hand")
    d.answer(0, "choose", "Grasp", exact=True)
    d.answer(0, "choose", "No")
    d.answer(1, "choose", NO_BLOCK)
    assert "Grasp" in d.names(1, "discard")


def test_off_with_her_head():
    d = duel("eugenia", "celinka", ["Werelight"], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Boost Off With Her Head!")
    d.answer(1, "choose", "Be pushed 3")
    assert d.pos(1) == 7


def test_cats_cradle_edge_of_insanity_and_prepare():
    d = duel("eugenia", "celinka", ["Cat's Cradle", "Cat's Cradle"], ["Block"])
    d.answer(0, "main", "Boost Edge of Insanity")
    d.answer(0, "choose", "No")
    d.put(0, "boosts", "Cat's Cradle")  # a second copy in play
    n = d.hand_count(1)
    d.answer(1, "main", "Prepare")
    d.answer(1, "choose", none=True)
    assert d.hand_count(1) == n + 1  # FAQ: the Prepare draw is gone, the end-of-turn draw is not


def test_queen_of_hearts():
    d = duel("eugenia", "celinka", ["Queen of Hearts"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    n = d.hand_count(1)
    d.strike(0, "Queen of Hearts", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "pay", "Sweep (gauge)")
    d.answer(0, "choose", "No")  # no Speed match to reveal
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(1) == 1
    assert d.last_strike()["sides"][0]["power"] == 1 + (n - 1)


def test_wanderlust_searches_and_shuffles():
    d = duel("eugenia", "celinka", ["Queen of Hearts", "Grasp"], ["Block"])
    d.answer(0, "main", "Boost Wanderlust")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "choose", "Transform Time For Tea")
    d.answer(1, "choose", "Moon Fall", exact=True)
    assert d.names(0, "tr") == ["Plot Hook"] and "Moon Fall" in d.names(1, "hand")


def test_absinthin_arrow_and_mad_here():
    d = duel("eugenia", "celinka", ["Absinthin Arrow"], ["Block"], pos=(3, 6))
    n = d.hand_count(1)
    d.strike(0, "Absinthin Arrow", "Block")
    if (0, "choose") in d.kinds():
        d.answer(0, "choose", "No")
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(1) == n - 1 + 1 - 2
    d = duel("eugenia", "celinka", ["Absinthin Arrow"], ["Block"])
    d.answer(0, "main", "Boost We're All Mad Here")
    d.answer(0, "choose", "Draw 2")
    d.answer(1, "choose", "Draw 0")
    if (0, "choose") in d.kinds():
        d.answer(0, "choose", "No")
    assert d.hand_count(0) == 4 + 2 - 1 + 1 and d.hand_count(1) == 5
