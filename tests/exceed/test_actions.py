"""The basic actions, Force, the end of the turn and running out of cards."""

from .helpers import new


def test_prepare_draws_one_then_the_end_of_turn_draw():
    d = new("eugenia", "celinka")
    d.answer(0, "main", "Prepare")
    assert d.hand_count(0) == 7
    assert [e for e in d.events if e.kind == "checkpoint"]  # the end of the turn redraws the board
    d.idle(1)


def test_change_cards_spends_force_up_front_then_draws():
    d = new("eugenia", "celinka", top0=["Grasp", "Cross", "Cat's Cradle", "Dive", "Spike"])
    d.answer(0, "main", "Change Cards")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cat's Cradle (hand) for 2 Force")  # an Ultra may give 2
    d.answer(0, "pay", "Done: draw 3")
    assert d.names(0, "discard") == ["Grasp", "Cat's Cradle"]
    assert d.hand_count(0) == 3 + 3 + 1  # 3 left, 3 drawn, end-of-turn draw


def test_force_is_never_overpaid():
    d = new("eugenia", "celinka", top0=["Cat's Cradle", "Grasp", "Cross", "Dive", "Spike"])
    d.answer(0, "main", "Move to space 4 (1 Force)")
    labels = d.choices(0, "pay")
    assert "Cat's Cradle (hand) for 1 Force" in labels
    assert not any("for 2 Force" in x for x in labels)  # 2 Force would be more than the cost
    d.answer(0, "pay", "Grasp (hand)")
    assert d.pos(0) == 4


def test_ultra_for_two_force_pays_a_move_of_two():
    d = new("eugenia", "celinka", top0=["Cat's Cradle", "Grasp", "Cross", "Dive", "Spike"])
    d.answer(0, "main", "Move to space 5 (2 Force)")
    d.answer(0, "pay", "Cat's Cradle (hand) for 2 Force")
    assert d.pos(0) == 5 and d.names(0, "discard") == ["Cat's Cradle"]


def test_moving_past_the_opponent_costs_one_more_and_never_shares_a_space():
    d = new("eugenia", "celinka")
    d.p(0)["pos"], d.p(1)["pos"] = 5, 6
    d.refresh()
    labels = d.choices(0, "main")
    assert "Move to space 7 (2 Force)" in labels  # one space plus one for passing
    assert not any("space 6" in x for x in labels)
    assert "Move to space 4 (1 Force)" in labels


def test_move_options_are_limited_by_available_force():
    d = new("eugenia", "celinka")
    d.p(0)["hand"] = d.p(0)["hand"][:1]
    d.refresh()
    moves = [x for x in d.choices(0, "main") if x.startswith("Move")]
    assert moves == ["Move to space 2 (1 Force)", "Move to space 4 (1 Force)"]


def test_reshuffle_once_then_running_out_loses():
    d = new("eugenia", "celinka")
    p = d.p(0)
    p["discard"], p["deck"] = p["deck"][:-1], p["deck"][-1:]
    d.refresh()
    d.answer(0, "main", "Reshuffle")
    assert p["rs"] and not p["discard"] and len(p["deck"]) == 25 - 1  # then the end-of-turn draw
    assert not any("Reshuffle" in x for x in d.choices(1, "main"))
    d.answer(1, "main", "Move to space 8")
    d.pay(1, "hand")
    p["discard"].extend(p["deck"])
    p["deck"] = []
    d.refresh()
    d.answer(0, "main", "Prepare")
    assert d.m.result is not None and d.m.result.winners == [1]
    assert "empty deck after reshuffling" in d.m.result.reason


def test_the_first_empty_deck_reshuffles_automatically():
    d = new("eugenia", "celinka")
    p = d.p(0)
    p["discard"], p["deck"] = p["deck"], []
    d.refresh()
    d.answer(0, "main", "Prepare")
    assert p["rs"] and d.m.result is None
    assert len(p["hand"]) == 7 and len(p["deck"]) == 23


def test_end_of_turn_discards_down_to_seven():
    d = new("eugenia", "celinka")
    d.put(0, "hand", "Sweep", "Focus")
    d.answer(0, "main", "Prepare")
    assert d.hand_count(0) == 9
    d.answer(0, "discard", labels=["Sweep", "Focus"])
    assert d.hand_count(0) == 7
    d.idle(1)


def test_transform_action_discards_the_second_copy_and_lowers_the_exceed_cost():
    d = new("taisei", "celinka", top0=["Dust to Dust", "Dust to Dust", "Grasp", "Cross", "Dive"])
    d.answer(0, "main", "Transform Demonheart")
    assert d.names(0, "tr") == ["Dust to Dust"] and d.names(0, "discard") == ["Dust to Dust"]
    assert d.m.view(None)["players"][0]["exceed_cost"] == 3


def test_exceed_action_pays_gauge_and_flips():
    d = new("seijun", "celinka")
    d.put(0, "gauge", "Spike", "Sweep", "Focus", "Block", "Fox Fire")
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    for name in ("Spike", "Sweep", "Focus", "Block"):  # the last card is the only choice left
        d.answer(0, "pay", f"{name} (gauge)")
    assert d.exceeded(0) and d.m.view(None)["players"][0]["side"] == "Kyubi No Kitsune"
    assert d.hand_count(0) == 7 + 3 + 1  # Seijun's Exceed draws 3, then the end-of-turn draw


def test_life_never_exceeds_the_maximum():
    d = new("taisei", "celinka", top0=["Nightmare Tares"])
    d.p(0)["life"] = 28
    d.answer(0, "main", "Boost False Life")
    assert d.life(0) == 30
