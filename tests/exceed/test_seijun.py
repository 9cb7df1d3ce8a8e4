"""Seijun / Kyubi No Kitsune."""

from .helpers import NO_BLOCK, duel, pass_turn


def test_hand_size_nine_and_guard_from_pairs():
    d = duel("seijun", "eugenia", ["Fox Fire"], ["Sweep"], pos=(3, 5))
    assert d.m.view(None)["players"][0]["hand_max"] == 9
    d.answer(1 - 1, "main", "Prepare")
    assert d.hand_count(0) == 9  # no discard: the maximum is 9
    pass_turn(d, 1)
    d.set_hand(0, "Fox Fire", "Grasp", "Cross", "Dive", "Spike")
    d.strike(0, "Fox Fire", "Sweep")
    # hand of 4 after setting: 2 pairs = +2 Guard; Sweep (6) is faster? no: Sweep speed 2 < 3
    assert d.last_strike()["sides"][0]["guard"] == 4 + 2


def test_guard_changes_with_the_hand_but_stun_is_checked_when_hit():
    """FAQ: drawing or discarding mid-strike changes Seijun's Guard at once; stun only at damage."""
    d = duel("eugenia", "seijun", ["Sweep", "Sweep"], ["Block"], pos=(3, 5))
    d.set_hand(0, "Sweep", "Sweep", "Block")
    d.set_hand(1, "Block", "Grasp", "Cross", "Dive", "Spike")
    d.strike(0, "Sweep", "Block", ex=True)
    # Guard 3 + 2 pairs = 5 when set; Sweep's Hit discards one card first: 1 pair, Guard 4
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (7 - 2) and d.last_strike()["sides"][1]["stunned"]


def test_exceed_draws_three_removes_the_limit_and_draws_each_turn():
    d = duel("seijun", "eugenia", ["Grasp"], ["Block"])
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus")
    d.answer(0, "main", "Exceed")
    for _ in range(4):
        d.pay(0, "gauge")
    assert d.hand_count(0) == 7 + 3 + 1 and d.m.view(None)["players"][0]["hand_max"] is None
    pass_turn(d, 1)
    assert d.hand_count(0) == 12  # a card at the start of the turn


def test_ink_spike_and_ink_splash_count_the_hand():
    d = duel("seijun", "eugenia", ["Ink Spike", "Ink Splash"], ["Block"], pos=(3, 5))
    d.strike(0, "Ink Spike", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 6  # 6 cards in hand after setting


def test_fox_fire_pushes_and_ninth_tail():
    d = duel("seijun", "eugenia", ["Fox Fire"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Fox Fire")
    d.set_hand(0, "Fox Fire")
    d.strike(0, "Fox Fire", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 7 and d.last_strike()["sides"][0]["power"] == 8  # fewer cards: +2


def test_inari_guidance_and_kitsunes_pride():
    d = duel("seijun", "eugenia", ["Inari Guidance", "Grasp", "Cross"], ["Block"], pos=(1, 5))
    d.put(0, "tr", "Inari Guidance")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Inari Guidance", exact=True)
    d.answer(0, "choose", "Pay 2 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Yes")  # advance as far as possible
    assert d.pos(0) == 9
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["range"] == [2, 4]


def test_yokai_banishing_three_times():
    d = duel("seijun", "eugenia", ["Yokai Banishing"], ["Block"], pos=(3, 4))
    d.strike(0, "Yokai Banishing", "Block")
    d.answer(0, "choose", "Push 1")
    d.answer(0, "choose", "Push 1")
    d.answer(0, "choose", "Draw 1")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.pos(1) == 6 and d.hand_count(0) == 7


def test_meddlesome_cancels_a_boost_and_the_player_still_draws():
    d = duel("eugenia", "seijun", ["Grasp"], ["Grasp"])
    d.put(1, "tr", "Yokai Banishing")
    hand = d.hand_count(0)
    d.answer(0, "main", "Boost Fierce")
    d.answer(1, "cancel", "Cancel it: discard your Grasp")
    assert d.names(0, "boosts") == [] and "Grasp" in d.names(0, "discard") and "Grasp" in d.names(1, "discard")
    assert d.hand_count(0) == hand - 1 + 1  # FAQ: the boosting player still draws


def test_heart_of_the_mountain_blocks_passing_and_ancient_ambition():
    d = duel("seijun", "eugenia", ["Tale Of Seven Trials", "Tale Of Nine Sorrows", "Grasp"], ["Block"], pos=(4, 5))
    d.answer(0, "main", "Boost Heart of the Mountain")
    d.answer(0, "pay", "Grasp (hand)")
    assert not any("space 3" in x for x in d.choices(1, "main"))
    assert "Move to space 6 (1 Force)" in d.choices(1, "main")
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Ancient Ambition")
    d.answer(0, "choose", "Draw 2")
    assert d.hand_count(0) == 7 - 2 + 1 - 1 + 2 + 1
