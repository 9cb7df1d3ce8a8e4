"""Celinka / The Gaki."""

from .helpers import NO_BLOCK, duel, new


def test_prepare_puts_up_to_three_cards_face_down_for_one_power_each():
    d = duel("celinka", "eugenia", ["Grasp", "Cross", "Dive", "Spike", "Sweep"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Prepare")
    d.answer(0, "choose", labels=["Cross", "Dive"])
    assert d.names(0, "boosts") == ["Cross", "Dive"] and d.p(0)["fd"] == d.p(0)["boosts"]
    # the opponent sees two face-down boosts, not the cards
    assert d.m.view(1)["players"][0]["boosts"] == [{"face_down": True}, {"face_down": True}]
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "strike-set", "Sweep", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 6 + 2
    assert d.names(0, "sealed") == ["Cross", "Dive"]  # sealed instead of discarded


def test_exceed_seals_the_discard_pile_and_grows_with_it():
    d = duel("celinka", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    p = d.p(0)
    p["discard"] = p["deck"][:10]
    p["deck"] = p["deck"][10:]
    d.put(0, "gauge", "Moon Flare", "Moon Flare", "Swift Exorcism", "Swift Exorcism", "Wishing Ward")
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    for _ in range(4):
        d.pay(0, "gauge")
    # the 10 discarded cards and the 5 spent from gauge (they went to the discard pile first)
    assert len(p["sealed"]) == 15 and not p["discard"]
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3 + 3  # 15 sealed cards: +3 (the cap)


def test_dispelling_horn_seals_boosts_for_armor():
    d = duel("celinka", "eugenia", ["Dispelling Horn"], ["Focus"], pos=(3, 5))
    d.put(0, "boosts", "Spike")
    d.strike(0, "Dispelling Horn", "Focus")
    assert d.names(0, "sealed") == ["Spike"]
    # Defend left play when sealed, so Focus hits back through the +2 Armor only
    assert d.life(0) == 30 - (4 - 2)


def test_moon_fall_seal_keeps_boosts_and_transforms_on_hit():
    d = duel("celinka", "eugenia", ["Moon Fall", "Cross"], ["Block"], pos=(3, 7))
    d.put(0, "boosts", "Grasp")
    d.strike(0, "Moon Fall", "Block")
    d.answer(0, "choose", "Seal Cross")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Transform")
    assert d.pos(0) == 6 and d.names(0, "boosts") == ["Grasp"] and d.names(0, "sealed") == ["Cross"]
    assert d.names(0, "tr") == ["Moon Fall"]


def test_devour_my_own_tail_seals_the_hit_attack_to_draw_two_discard_one():
    d = duel("celinka", "eugenia", ["Cross"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Moon Fall")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Seal it")
    assert d.names(0, "sealed") == ["Cross"] and d.names(0, "gauge") == []
    d.answer(0, "discard", "Grasp")
    assert d.hand_count(0) == 4 + 2 - 1


def test_wishing_ward_seals_for_power_and_draws():
    d = duel("celinka", "eugenia", ["Wishing Ward", "Grasp", "Cross"], ["Block"], pos=(3, 5))
    d.strike(0, "Wishing Ward", "Block")
    d.answer(0, "choose", labels=["Grasp", "Cross"])
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 7 and d.life(1) == 30 - (7 - 2)
    assert d.names(0, "sealed") == ["Grasp", "Cross"] and d.hand_count(0) == 4


def test_endless_hunger_seals_the_hand_draws_four_and_strikes():
    d = duel("celinka", "eugenia", ["Wishing Ward", "Grasp", "Cross", "Dive", "Spike"], ["Block"])
    d.answer(0, "main", "Boost Endless Hunger")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.names(0, "sealed") == ["Cross", "Dive", "Spike"] and d.hand_count(0) == 4
    assert d.decision(0, "strike-set")


def test_moon_ritual_dance_returns_a_sealed_card():
    d = duel("celinka", "eugenia", ["Moon Ritual Dance"], ["Block"], pos=(3, 4))
    d.put(0, "sealed", "Sweep")
    d.put(0, "gauge", "Spike", "Focus")
    d.strike(0, "Moon Ritual Dance", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "choose", "Sweep")
    d.answer(1, "choose", NO_BLOCK)
    assert "Sweep" in d.names(0, "hand") and d.names(0, "sealed") == []


def test_preta_memory_seals_three_to_transform():
    d = duel("celinka", "eugenia", ["Moon Ritual Dance", "Grasp", "Cross", "Swift Exorcism", "Dive"])
    d.answer(0, "main", "Boost Preta Memory")
    d.answer(0, "choose", "Yes")
    d.answer(0, "choose", labels=["Grasp", "Cross"])
    d.answer(0, "choose", "Transform Good to the Last Bite")
    assert d.names(0, "sealed") == ["Grasp", "Cross", "Moon Ritual Dance"]
    assert d.names(0, "tr") == ["Swift Exorcism"]


def test_purifying_roar_speed_and_swift_exorcism():
    d = duel("celinka", "eugenia", ["Purifying Roar"], ["Block"], pos=(3, 5))
    d.put(0, "sealed", "Grasp", "Grasp", "Cross")
    d.put(0, "gauge", "Spike", "Focus", "Sweep")
    d.strike(0, "Purifying Roar", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "pay", "Focus (gauge)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["speed"] == 2 + 2  # two different Normals sealed


def test_swift_exorcism_pushes_then_moves_with_a_boost_and_gains_advantage():
    d = duel("celinka", "eugenia", ["Swift Exorcism"], ["Block"], pos=(3, 4))
    d.put(0, "boosts", "Grasp")
    d.strike(0, "Swift Exorcism", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6
    d.answer(0, "move", "Move 1 to space 4")
    d.answer(0, "choose", "Gauge")
    d.idle(0)


def test_feral_leap_and_moon_flare():
    d = duel("celinka", "eugenia", ["Dispelling Horn", "Moon Flare", "Grasp"], ["Block"], pos=(1, 7))
    d.answer(0, "main", "Boost Feral Leap")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.pos(0) == 4
    d.answer(0, "strike-set", "Moon Flare", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.hand_count(0) == 2 + 2  # Hit: draw 1, After: draw 1; no end-of-turn draw


def test_transform_conditions():
    d = duel("celinka", "eugenia", ["Cross"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Moon Flare", "Swift Exorcism")
    d.put(0, "sealed", "Cross", "Block")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["armor"], last["guard"]) == (4, 1, 3)


def test_celinka_starts_plain():
    d = new("celinka", "taisei")
    assert d.m.view(None)["players"][0]["sealed"] == []
