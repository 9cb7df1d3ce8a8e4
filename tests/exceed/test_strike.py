"""Strikes: setting, reveal, validity, priority, damage and stun, cleanup, and the Normals."""

from .helpers import GAME, new

NO_BLOCK = "Spend nothing"


def duel(top0=(), top1=(), pos=(3, 5), c0="celinka", c1="eugenia"):
    d = new(c0, c1, top0=list(top0), top1=list(top1))
    d.p(0)["pos"], d.p(1)["pos"] = pos
    d.refresh()
    return d


def test_focus_example_seven_power_five_damage_no_stun():
    d = duel(["Sweep", "Sweep"], ["Focus"])
    d.strike(0, "Sweep", "Focus", ex=True)  # EX Sweep: 7 Power
    assert d.life(1) == 30 - 5  # Focus's 2 Armor
    side = d.last_strike()["sides"][1]
    assert not side["stunned"] and side["armor"] == 2 and side["guard"] == 5
    assert d.life(0) == 30 - (4 - 1)  # Focus was not stunned and hits back through the EX Armor


def test_focus_example_eight_power_six_damage_and_stun():
    d = duel(["Sweep"], ["Focus"])
    d.put(0, "boosts", "Grasp")  # Fierce: +2 Power
    d.strike(0, "Sweep", "Focus")
    assert d.life(1) == 30 - 6
    assert d.last_strike()["sides"][1]["stunned"]
    assert d.life(0) == 30  # the stunned Focus never attacks
    assert d.names(0, "discard") == ["Grasp"]  # continuous boosts are discarded at cleanup
    assert d.names(0, "gauge") == ["Sweep"] and d.names(1, "discard")[-1] == "Focus"


def test_ex_attack_adds_one_to_each_stat_and_discards_the_copy_on_reveal():
    d = duel(["Cross", "Cross"], ["Block"])
    d.strike(0, "Cross", "Block", ex=True)
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["speed"], last["armor"], last["guard"]) == (4, 7, 1, 1)
    assert "Cross" in d.names(0, "gauge") and "Cross" in d.names(0, "discard")


def test_speed_tie_goes_to_the_attacker():
    d = duel(["Grasp"], ["Grasp"], pos=(4, 5))
    d.strike(0, "Grasp", "Grasp")
    d.answer(0, "move", "Push 1")
    assert d.last_strike()["first"] == 0
    assert d.last_strike()["sides"][1]["stunned"] and d.life(0) == 30


def test_wild_swing_uses_the_top_card():
    d = duel(["Grasp", "Grasp", "Cross", "Cross", "Dive", "Spike"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing (top card of your deck)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)  # Spike, from the top of the deck, hits at range 2
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Spike" and last["wild_swing"] and d.life(1) == 25


def test_an_empty_hand_must_wild_swing():
    d = duel(["Grasp"], ["Block"])
    d.p(1)["discard"].extend(d.p(1)["hand"])
    d.p(1)["hand"] = []
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    # the defender's only option was the Wild Swing: it was taken without asking
    assert d.strike_view() is None and d.last_strike()["sides"][1]["wild_swing"]


def test_wild_swing_with_no_deck_after_reshuffling_loses():
    d = duel(["Grasp"], ["Block"])
    p = d.p(1)
    p["rs"] = True
    p["discard"].extend(p["deck"] + p["hand"])
    p["deck"], p["hand"] = [], []
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert d.m.result is not None and d.m.result.winners == [0]


def test_ultra_gauge_is_paid_on_reveal_once_even_for_ex():
    d = duel(["Purifying Roar", "Purifying Roar"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Sweep", "Focus", "Block", "Spike")
    d.strike(0, "Purifying Roar", "Block", ex=True)
    for _ in range(3):  # Purifying Roar costs 3, paid once for both copies
        d.pay(0, "gauge")
    d.answer(1, "choose", NO_BLOCK)
    assert len(d.names(0, "gauge")) == 1 + 1  # one card left, plus the attack that hit
    assert "Purifying Roar" in d.names(0, "gauge")


def test_unpayable_ultra_is_invalid_and_replaced_by_wild_swings():
    d = duel(["Moon Ritual Dance", "Grasp", "Grasp", "Cross", "Cross", "Focus"], ["Block"], pos=(3, 5))
    d.strike(0, "Moon Ritual Dance", "Block")
    d.answer(1, "choose", NO_BLOCK)  # the replacement Wild Swing is Focus, which hits at range 2
    assert d.names(0, "discard")[0] == "Moon Ritual Dance"
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Focus" and last["wild_swing"]


def test_a_wild_swing_replacing_an_invalid_ex_attack_is_not_ex():
    # EX Moon Ritual Dance with no Gauge is invalid; the Wild Swing that replaces it is an
    # ordinary attack: Focus with its printed Power, no EX +1 to any stat.
    d = duel(["Moon Ritual Dance", "Moon Ritual Dance", "Grasp", "Grasp", "Cross", "Focus"],
             ["Block"], pos=(3, 5))
    d.strike(0, "Moon Ritual Dance", "Block", ex=True)
    d.answer(1, "choose", NO_BLOCK)
    last = d.m.view(0)["last_strike"]["sides"][0]
    focus = GAME.card("Focus").data
    assert last["card"] == "Focus" and last["wild_swing"] and not last["ex"]
    assert (last["power"], last["speed"], last["armor"], last["guard"]) == (
        focus["power"], focus["speed"], focus["armor"], focus["guard"])


def test_a_wild_swung_ultra_may_be_declined():
    d = duel(["Grasp", "Grasp", "Cross", "Cross", "Dive", "Moon Ritual Dance", "Focus"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Sweep", "Spike")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing (top card of your deck)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Decline (swing again)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["card"] == "Focus"
    assert d.names(0, "gauge")[:2] == ["Sweep", "Spike"]  # nothing was paid
    assert "Moon Ritual Dance" in d.names(0, "discard")


def test_assault_closes_and_gains_advantage():
    d = duel(["Assault"], ["Block"], pos=(3, 6))
    d.strike(0, "Assault", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 5 and d.life(1) == 30 - (4 - 2)
    d.idle(0)  # Advantage: the attacker takes the next turn


def test_block_spends_force_for_armor_and_goes_to_gauge():
    d = duel(["Sweep"], ["Block", "Grasp", "Cross"])
    d.strike(0, "Sweep", "Block")
    d.answer(1, "choose", "Spend 2 Force (+4 Armor)")
    d.answer(1, "pay", "Grasp (hand)")
    d.answer(1, "pay", "Cross (hand)")
    assert d.life(1) == 30 - (6 - 6)
    assert d.names(1, "gauge") == ["Block"]


def test_spike_ignores_armor_and_guard():
    d = duel(["Spike"], ["Block"], pos=(3, 5))
    d.strike(0, "Spike", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 25 and d.last_strike()["sides"][1]["stunned"]  # Guard ignored: any damage stuns
    assert d.last_strike()["sides"][0]["hit"]


def test_dive_past_the_opponent_dodges():
    d = duel(["Dive"], ["Cross"], pos=(4, 5))
    d.strike(0, "Dive", "Cross")
    # Dive (speed 4) is slower than Cross (6): Cross hits first and stuns
    assert d.life(0) == 27
    d = duel(["Dive"], ["Sweep"], pos=(3, 6))
    d.strike(0, "Dive", "Sweep")
    assert d.pos(0) == 7  # advanced 3 (the opponent's space is not counted), passing them
    assert d.life(1) == 30 - 5 and d.life(0) == 30  # Sweep cannot hit after being passed


def test_cross_retreats_after():
    d = duel(["Cross"], ["Block"], pos=(4, 5))
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 1


def test_grasp_pulls_past():
    d = duel(["Grasp"], ["Block"], pos=(4, 5))
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Pull 2")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 2


def test_sweep_discards_a_random_card():
    d = duel(["Sweep"], ["Block"])
    n = d.hand_count(1)
    d.strike(0, "Sweep", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(1) == n - 1 - 1  # the Block and the random discard


def test_boosts_of_the_normals():
    d = duel(["Cross", "Assault", "Dive", "Spike", "Sweep"], ["Grasp", "Block"], pos=(3, 7))
    d.answer(0, "main", "Boost Run")
    d.answer(0, "move", "Advance 2 to space 5")
    assert d.pos(0) == 5 and "Cross" in d.names(0, "discard")
    d.answer(1, "main", "Boost Fierce")
    assert d.names(1, "boosts") == ["Grasp"]  # continuous: stays in play
    d.answer(0, "main", "Boost Tech")  # Fierce is the only continuous boost: no question
    assert d.names(1, "boosts") == [] and "Grasp" in d.names(1, "discard")
    d.answer(1, "main", "Boost Parry")
    d.answer(1, "choose", "Spike", exact=True)
    assert "Spike" in d.names(0, "discard")
    d.answer(0, "main", "Boost Backstep")
    d.answer(0, "move", "Retreat 4 to space 1")
    assert d.pos(0) == 1


def test_defend_and_light_boost_the_next_attack():
    d = duel(["Sweep"], ["Block"])
    d.put(0, "boosts", "Spike", "Sweep")
    d.strike(0, "Sweep", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["armor"], last["guard"], last["speed"]) == (1, 9, 4)


def test_reading_forces_the_named_normal():
    d = duel(["Focus", "Grasp"], ["Cross", "Block"], pos=(4, 5))
    d.answer(0, "main", "Boost Reading")
    d.answer(0, "choose", "Block", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    # the defender's only legal attack was its Block: set without a question
    assert d.m.name(d.m.state["st"]["sides"][1]["card"]) == "Block"
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "discard")[0] == "Focus"
    assert d.hand_count(0) == 3  # struck through a boost: no end-of-turn draw


def test_reading_without_the_named_card_reveals_the_hand():
    d = duel(["Focus", "Grasp"], ["Cross"], pos=(4, 5))
    d.answer(0, "main", "Boost Reading")
    d.answer(0, "choose", "Spike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert any("has no Spike: reveals" in e.text for e in d.m.events)
    assert "Wild Swing (top card of your deck)" in d.choices(1, "strike-set")


def test_checkpoints_after_each_strike_and_turn():
    d = duel(["Cross"], ["Block"], pos=(4, 5))
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    texts = [e.text for e in d.m.events if e.kind == "checkpoint"]
    assert texts[-2:] == ["strike resolved", "end of turn 1"]


def test_last_strike_record_is_public():
    d = duel(["Cross"], ["Block"], pos=(4, 5))
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.m.view(None)["last_strike"]
    assert last["attacker"] == 0 and last["sides"][0] == {
        "seat": 0, "card": "Cross", "ex": False, "wild_swing": False, "power": 3, "speed": 6,
        "range": [1, 2], "armor": 0, "guard": 0, "hit": True, "stunned": False, "damage_taken": 0}
    assert last["sides"][1]["card"] == "Block" and last["sides"][1]["power"] is None
