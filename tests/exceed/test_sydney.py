"""Sydney & Serena."""

from .helpers import NO_BLOCK, duel, pass_turn


def test_serena_on_the_centre_and_specials_measure_from_her():
    d = duel("sydney", "eugenia", ["Pea Shooter"], ["Grasp"], pos=(1, 8))
    v = d.m.view(None)
    assert v["players"][0]["serena"] == 5 and v["board"][4]["pieces"] == [{"seat": 0, "name": "Serena"}]
    d.strike(0, "Pea Shooter", "Grasp")
    # Grasp misses (range 1 from Eugenia); Pea Shooter hits at range 3 from Serena and stuns
    assert d.life(1) == 29 and d.strike_view()["sides"][1]["stunned"]
    d.answer(0, "move", "Pull 3 to space 5")  # pulled toward Serena, stopping on her space
    assert d.pos(1) == 5


def test_exceed_discount_on_serenas_space_and_the_gauge_action():
    d = duel("sydney", "eugenia", ["Grasp"], ["Block"], pos=(5, 7))
    assert d.m.view(None)["players"][0]["exceed_cost"] == 4
    top = d.names(0, "deck")[0]
    d.answer(0, "main", "Lose 1 life")
    assert d.life(0) == 29 and d.names(0, "gauge") == [top]


def test_exceed_heals_and_serena_becomes_the_character():
    d = duel("sydney", "eugenia", ["Grasp"], ["Block"], pos=(2, 7))
    d.put(0, "gauge", *["Spike", "Spike", "Sweep", "Sweep", "Focus", "Focus", "Block"])
    d.p(0)["life"] = 8
    d.refresh()
    d.answer(0, "main", "Exceed (pay 7 Gauge)")
    for _ in range(6):
        d.pay(0, "gauge")
    assert d.life(0) == 13 and d.p(0)["tok"] is None and d.pos(0) == 2
    assert d.m.view(None)["players"][0]["side"] == "Serena"


def test_exceeded_specials_may_spend_gauge_for_power_and_range():
    d = duel("sydney", "eugenia", ["Venom Lash"], ["Block"], pos=(3, 8))
    d.p(0)["ex"], d.p(0)["tok"] = True, None
    d.put(0, "gauge", "Spike", "Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Venom Lash", exact=True)
    d.answer(0, "choose", "Spend 1 Gauge")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "move", "Push 1")  # range 3-5 now reaches 5
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    last = d.last_strike()["sides"][0]
    assert last["range"] == [3, 5] and last["power"] == 4
    assert d.names(0, "gauge") == ["Sweep", "Spike", "Venom Lash"]  # Hit: top discard card to gauge


def test_spore_burst_pushes_away_from_sydney():
    d = duel("sydney", "eugenia", ["Spore Burst"], ["Block"], pos=(3, 6))
    d.strike(0, "Spore Burst", "Block")  # range 1 from Serena (space 5)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.pos(1) == 9  # pushed away from Sydney, only 3 spaces: to the edge


def test_spore_burst_blocked_push_moves_a_discard_to_gauge():
    d = duel("sydney", "eugenia", ["Spore Burst"], ["Block"], pos=(3, 7))
    d.p(0)["discard"].append(d.p(0)["deck"].pop(0))
    d.strike(0, "Spore Burst", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.pos(1) == 9 and len(d.names(0, "gauge")) == 2  # moved only 2: the discard card went too


def test_vine_snare_stops_the_opponent_moving():
    d = duel("sydney", "eugenia", ["Pea Shooter", "Grasp"], ["Block"])
    d.answer(0, "main", "Boost Vine Snare")
    d.answer(0, "pay", "Grasp (hand)")
    assert not any(x.startswith("Move") for x in d.choices(1, "main"))


def test_aluraunes_kiss_and_feed_me():
    d = duel("sydney", "eugenia", ["Aluraune's Kiss", "Aluraune's Kiss", "Grasp", "Cross"], ["Block"], pos=(5, 6))
    d.put(0, "gauge", "Spike", "Sweep")
    d.put(1, "gauge", "Spike", "Sweep")
    d.p(0)["discard"].extend(d.p(0)["deck"][:3])
    del d.p(0)["deck"][:3]
    d.strike(0, "Aluraune's Kiss", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "discard", "Sweep")  # the opponent picks which gauge card goes
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(1, "gauge") == ["Spike", "Block"]  # Block goes to gauge at the end, as always
    assert len(d.names(0, "gauge")) == 2 + 1
    pass_turn(d, 1)
    d.answer(0, "main", "Boost Feed Me")
    d.answer(0, "choose", "Lose 2 life")
    d.answer(0, "choose", labels=["Grasp", "Cross"])
    assert d.life(0) == 28 and d.names(0, "gauge")[-2:] == ["Grasp", "Cross"]


def test_verdant_slaughter_pulls_once_more_per_gauge_card():
    d = duel("sydney", "eugenia", ["Verdant Slaughter"], ["Block"], pos=(1, 9))
    d.put(0, "gauge", "Spike", "Sweep", "Focus", "Block")
    d.strike(0, "Verdant Slaughter", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "pay", "Sweep (gauge)")
    # 2 gauge left: pulled 3 times toward Serena (space 5): 9 -> 6, range 1 from her
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6 and d.life(1) == 30 - (8 - 2)
    assert d.last_strike()["sides"][0]["guard"] == 3 + 2  # +1 per gauge card


def test_saphrophyte_draws_per_gauge_then_may_transform():
    d = duel("sydney", "eugenia", ["Verdant Slaughter", "Blossom Haze"], ["Block"])
    d.put(0, "gauge", "Spike", "Sweep")
    d.answer(0, "main", "Boost Saphrophyte")
    d.answer(0, "choose", "Pay 1 Gauge")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "choose", "Transform Enthralling Toxins")
    assert d.names(0, "tr") == ["Blossom Haze"] and d.hand_count(0) == 5 - 1 + 2 - 1 + 1


def test_choking_thorns_barkskin_and_metabolism():
    d = duel("sydney", "eugenia", ["Choking Thorns", "Grasp"], ["Block"], pos=(5, 6))
    d.put(0, "boosts", "Choking Thorns")
    d.put(0, "tr", "Venom Lash")
    d.p(0)["discard"].append(d.p(0)["deck"].pop(0))
    d.strike(0, "Choking Thorns", "Block")  # Speed 0 against 0: the attacker goes first
    assert d.m.state["st"]["sides"][0]["src"] == "hand"
    d.answer(0, "choose", "Lose 1 life: Grasp to gauge")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["armor"] == 2 + 4 and d.life(0) == 29 and d.life(1) == 26
    assert len(d.names(0, "gauge")) == 1 + 1 + 1  # Metabolism's card, the discard card, then the hit
