"""Remiliss / The Yellow Death."""

from .helpers import NO_BLOCK, duel, pass_turn, pay_all, saved_as_v1


def test_three_force_make_an_ex_attack_and_caustic_vent_draws_two_discards_one():
    d = duel("remiliss", "eugenia", ["Caustic Vent", "Grasp", "Cross", "Dive"], ["Block"], pos=(3, 6))
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Caustic Vent", exact=True)
    d.answer(0, "choose", "Spend 3 Force (EX)")
    for name in ("Grasp", "Cross", "Dive"):
        d.answer(0, "pay", f"{name} (hand)")
    d.answer(1, "strike-set", "Block", exact=True)
    assert d.pos(0) == 5  # Before: close 2
    d.answer(0, "discard", "Assault")  # Hit: drew Cross and Assault, discards one
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["ex"] and (last["power"], last["speed"]) == (4, 6)
    assert d.life(1) == 30 - (4 - 2) and d.names(0, "hand") == ["Grasp", "Cross"]


def test_reclamation_returns_a_discarded_card():
    d = duel("remiliss", "eugenia", ["Caustic Vent"], ["Block"])
    d.put(0, "discard", "Spike", "Focus", "Spike")
    d.answer(0, "main", "Boost Reclamation")
    assert d.choices(0, "choose") == ["Spike", "Focus"]  # one answer per card name
    d.answer(0, "choose", "Focus")
    assert d.names(0, "discard") == ["Spike", "Spike", "Caustic Vent"] and "Focus" in d.names(0, "hand")


def test_reclamation_saved_under_its_old_step_name_still_resumes():
    """Reclamation shares the `take` verb with Aria Of The Winds; a state-version-1 match
    saved at its question holds the old step name."""
    d = duel("remiliss", "eugenia", ["Caustic Vent"], ["Block"])
    d.put(0, "discard", "Spike", "Focus")
    d.answer(0, "main", "Boost Reclamation")
    saved = d.m.to_json()
    assert '"take_pick"' in saved
    old = saved_as_v1(saved, ('"take_pick"', '"rem_reclaim_pick"'))
    d.m = type(d.m).from_json(d.m.game, old)
    d.answer(0, "choose", "Focus")
    assert "Focus" in d.names(0, "hand")


def test_ground_zero_adds_power_at_range_one_and_transforms_power_cycle():
    d = duel("remiliss", "eugenia", ["Ground Zero"], ["Block"], pos=(3, 4))
    d.strike(0, "Ground Zero", "Block", hook="No")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (7 - 2) and d.last_strike()["sides"][1]["stunned"]
    d.answer(0, "choose", "Transform")
    assert d.names(0, "tr") == ["Ground Zero"]
    pass_turn(d, 1)
    hand = d.hand_count(0)
    d.answer(0, "main", "Change Cards")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Done: draw 2")  # Power Cycle: one more than the Force spent
    assert d.hand_count(0) == hand - 1 + 2 + 1  # and the end-of-turn draw


def test_ground_zero_pulls_when_not_adjacent():
    d = duel("remiliss", "eugenia", ["Ground Zero"], ["Block"], pos=(3, 5))
    d.strike(0, "Ground Zero", "Block", hook="No")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 4 and d.life(1) == 30 - (4 - 2)


def test_irradiate_from_afar_and_sequence_makes_it_ex():
    d = duel("remiliss", "eugenia", ["Irradiate", "Irradiate"], ["Block"], pos=(3, 7))
    d.put(0, "tr", "Irradiate")
    d.strike(0, "Irradiate", "Block", hook="No")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["ex"] and last["power"] == 3 + 1 + 2 and last["speed"] == 4


def test_napalm_stream_caps_the_damage_taken_at_five():
    d = duel("geoffrey", "remiliss", ["Sweep", "Sweep"], ["Napalm Stream"], pos=(3, 5))
    d.strike(0, "Sweep", "Napalm Stream", ex=True, dhook="No")
    assert d.life(1) == 30 - 5 and d.last_strike()["sides"][1]["damage_taken"] == 5


def test_napalm_stream_discards_the_top_card_for_power():
    d = duel("remiliss", "eugenia", ["Napalm Stream"], ["Block"], pos=(3, 5))
    d.strike(0, "Napalm Stream", "Block", hook="No")
    top = d.p(0)["deck"][0]
    d.answer(0, "choose", "Discard it (+2 Power)")
    d.answer(1, "choose", NO_BLOCK)
    assert top in d.p(0)["discard"] and d.life(1) == 30 - (5 - 2)


def test_napalm_stream_may_draw_the_top_card():
    d = duel("remiliss", "eugenia", ["Napalm Stream"], ["Block"], pos=(3, 5))
    d.strike(0, "Napalm Stream", "Block", hook="No")
    top = d.p(0)["deck"][0]
    d.answer(0, "choose", "Draw it")
    d.answer(1, "choose", NO_BLOCK)
    assert top in d.p(0)["hand"] and d.life(1) == 30 - (3 - 2)


def test_engineered_destruction_discards_some_and_keeps_the_rest():
    d = duel("remiliss", "eugenia", ["Napalm Stream", "Grasp", "Grasp", "Cross", "Cross",
                                     "Assault", "Dive", "Spike", "Sweep"], ["Block"])
    d.answer(0, "main", "Boost Engineered Destruction")
    d.answer(0, "choose", labels=["Dive", "Sweep"])
    assert d.names(0, "discard") == ["Dive", "Sweep", "Napalm Stream"]
    assert d.names(0, "hand")[-3:] == ["Assault", "Spike", "Assault"]  # then the end-of-turn draw


def test_toxic_tendrils_passing_makes_the_opponent_miss():
    d = duel("remiliss", "eugenia", ["Toxic Tendrils"], ["Sweep"], pos=(3, 4))
    d.strike(0, "Toxic Tendrils", "Sweep", hook="No")
    last = d.last_strike()["sides"]
    assert d.pos(0) == 6 and last[0]["hit"] and not last[1]["hit"] and d.life(0) == 30


def test_radiation_extends_ex_attacks():
    d = duel("remiliss", "eugenia", ["Ground Zero", "Grasp", "Cross", "Dive"], ["Block"], pos=(3, 7))
    d.put(0, "tr", "Toxic Tendrils")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Ground Zero", exact=True)
    d.answer(0, "choose", "Spend 3 Force (EX)")
    for name in ("Grasp", "Cross", "Dive"):
        d.answer(0, "pay", f"{name} (hand)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["range"] == [1, 4] and last["hit"] and d.pos(1) == 6


def test_consumption_searches_the_deck():
    d = duel("remiliss", "eugenia", ["Consumption"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep")
    d.strike(0, "Consumption", "Block", hook="No")
    pay_all(d, 0)
    d.answer(0, "choose", labels=["Nuclear Option", "Toxic Tendrils"])
    d.answer(1, "choose", NO_BLOCK)
    assert {"Nuclear Option", "Toxic Tendrils"} <= set(d.names(0, "hand"))
    assert d.life(1) == 30 - (4 - 2) and d.names(0, "gauge") == ["Consumption"]


def test_aftershock_returns_a_gauge_card_and_its_namesakes():
    d = duel("remiliss", "eugenia", ["Consumption"], ["Block"])
    d.put(0, "gauge", "Focus")
    d.put(0, "discard", "Focus", "Spike")
    d.answer(0, "main", "Boost Aftershock")
    assert d.names(0, "hand").count("Focus") == 2 and d.names(0, "discard") == ["Spike", "Consumption"]


def test_nuclear_option_is_free_as_ex_and_fills_the_gauge():
    d = duel("remiliss", "eugenia", ["Nuclear Option", "Nuclear Option"], ["Block"], pos=(3, 5))
    d.put(0, "discard", "Spike", "Sweep")
    d.strike(0, "Nuclear Option", "Block", ex=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 5
    # the two most recent: the EX copy discarded at reveal, then Sweep
    assert d.names(0, "gauge") == ["Nuclear Option", "Sweep", "Nuclear Option"]


def test_nuclear_option_alone_costs_its_gauge():
    d = duel("remiliss", "eugenia", ["Nuclear Option"], ["Block"], pos=(3, 5))
    d.strike(0, "Nuclear Option", "Block", hook="No")
    d.answer(1, "choose", NO_BLOCK)  # no gauge to pay: invalid; the Wild Swing is Assault
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Assault" and last["wild_swing"] and "Nuclear Option" in d.names(0, "discard")


def test_initiate_launch_makes_the_next_attack_ex_and_may_return():
    d = duel("remiliss", "eugenia", ["Nuclear Option", "Assault"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike")
    d.answer(0, "main", "Boost Initiate Launch")
    pass_turn(d, 1)
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Assault", exact=True)  # no 3-Force offer: already EX
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Spend 1 Gauge")
    last = d.last_strike()["sides"][0]
    assert last["ex"] and last["power"] == 5
    assert "Nuclear Option" in d.names(0, "hand") and d.names(0, "boosts") == []
    assert d.names(0, "gauge") == ["Assault"]


def test_exceeded_ex_attacks_repeat_their_printed_triggers_three_times():
    d = duel("remiliss", "eugenia", ["Caustic Vent", "Caustic Vent"], ["Block"], pos=(1, 7))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus", "Focus")
    d.answer(0, "main", "Exceed")
    pay_all(d, 0)
    pass_turn(d, 1)
    d.strike(0, "Caustic Vent", "Block", ex=True)
    assert d.pos(0) == 6  # close 2, three times: 1 -> 3 -> 5 -> 6
    for _ in range(3):
        d.answer(0, "discard", first=1)
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(0) == 3 + 1 + 3 * (2 - 1)


def test_exceeded_remiliss_gets_no_force_offer():
    d = duel("remiliss", "eugenia", ["Caustic Vent"], ["Block"], pos=(3, 5))
    d.p(0)["ex"] = True
    d.strike(0, "Caustic Vent", "Block")
    d.answer(0, "discard", first=1)
    d.answer(1, "choose", NO_BLOCK)
    assert not d.last_strike()["sides"][0]["ex"]


def test_engineered_destruction_with_a_short_deck_turns_up_what_there_is():
    d = duel("remiliss", "eugenia", ["Napalm Stream"], ["Block"])
    p = d.p(0)
    p["discard"], p["deck"] = p["deck"][2:], p["deck"][:2]
    d.answer(0, "main", "Boost Engineered Destruction")
    d.answer(0, "choose", none=True)
    # both cards taken; no reshuffle for turning cards up (the end-of-turn draw then reshuffles)
    assert p["rs"] and len(p["hand"]) == 4 + 2 + 1
