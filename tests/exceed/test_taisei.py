"""Taisei / The Dullahan."""

from engine.exceed.payment import gauge_available

from .helpers import NO_BLOCK, duel


def test_pay_life_for_power_and_demonheart_counters():
    d = duel("taisei", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Dust to Dust")
    d.strike(0, "Grasp", "Block", hook="Pay 2 life")
    assert d.life(0) == 13 and d.p(0)["cnt"] == 2
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["power"] == 5 and last["armor"] == 2  # +2 Power; Demonheart +1 Armor per counter
    assert d.p(0)["cnt"] == 0  # counters leave when the strike ends


def test_exceeding_instead_of_dying_sets_life_to_ten():
    d = duel("taisei", "eugenia", ["Block"], ["Sweep", "Sweep"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Focus", "Focus")
    d.p(0)["life"] = 2
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Pay nothing")
    d.answer(1, "strike-set", "EX Sweep", exact=True)
    d.answer(1, "choose", "No")  # Eugenia does not reveal a Speed match for the random discard
    d.answer(0, "choose", NO_BLOCK)
    d.answer(0, "choose", "Exceed")
    for _ in range(4):
        d.pay(0, "gauge")
    assert d.m.result is None and d.exceeded(0) and d.life(0) == 10  # FAQ: 10, however big the hit


def test_declining_to_exceed_loses():
    d = duel("taisei", "eugenia", ["Block"], ["Sweep"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Focus", "Focus")
    d.p(0)["life"] = 2
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Block", exact=True)
    d.answer(0, "choose", "Pay nothing")
    d.answer(1, "strike-set", "Sweep", exact=True)
    d.answer(1, "choose", "No")
    d.answer(0, "choose", NO_BLOCK)
    d.answer(0, "choose", "Lose")
    assert d.m.result.winners == [1]


def test_exceed_choice_and_paying_life_for_force_and_gauge():
    d = duel("taisei", "eugenia", ["Grasp"], ["Block"])
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Focus", "Focus")
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    for _ in range(4):
        d.pay(0, "gauge")
    d.answer(0, "choose", "Gain 10 life")
    assert d.life(0) == 25
    d.answer(1, "main", "Move to space 6")
    d.pay(1, "hand")
    d.answer(0, "main", "Move to space 1 (2 Force)")
    d.answer(0, "pay", "Pay 1 life for 1 Force")
    d.answer(0, "pay", "Pay 1 life for 1 Force")
    assert d.pos(0) == 1 and d.life(0) == 23
    # Exceeded, 2 life may also pay 1 Gauge: 22 spare life stand for 11 Gauge
    assert gauge_available(d.m, 0) == len(d.names(0, "gauge")) + (23 - 1) // 2


def test_anathema_surge_and_edge_of_death():
    d = duel("taisei", "eugenia", ["Anathema Surge"], ["Focus"], pos=(3, 5))
    d.put(0, "tr", "Anathema Surge")
    d.p(0)["life"] = 4
    d.strike(0, "Anathema Surge", "Focus", hook="Pay nothing")
    assert d.life(0) == 6 - (4 - 3)  # gained 2, then +3 Armor against Focus
    assert d.life(1) == 30 - (3 - 2)  # Edge of Death: +1 Power with 6 or less life


def test_ashen_claws_may_move_and_deathless_heals_normals():
    d = duel("taisei", "eugenia", ["Ashen Claws"], ["Block", "Block"], pos=(3, 5))
    d.strike(0, "Ashen Claws", "Block", hook="Pay nothing")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "move", "Pull 1")
    d.answer(0, "choose", "Transform")
    assert d.pos(1) == 4 and d.names(0, "tr") == ["Ashen Claws"]
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "choose", "Pay nothing")
    d.answer(0, "order", "Deathless: gain 1 life")  # two Hit effects: Taisei picks the order
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 16  # Deathless: a Normal that hits heals 1


def test_blackvolt_and_demonhide_back_to_hand():
    d = duel("taisei", "eugenia", ["Blackvolt"], ["Block"], pos=(3, 5))
    d.put(0, "boosts", "Blackvolt")
    d.strike(0, "Blackvolt", "Block", hook="Pay nothing")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Pay 2 life")
    assert d.life(1) == 30 - (4 - 2) and d.last_strike()["sides"][1]["stunned"]  # Guard ignored
    assert d.life(0) == 15 + 3 - 2
    assert "Blackvolt" in d.names(0, "hand")  # Demonhide came back


def test_bloodthirst_and_grave_ambitions():
    d = duel("taisei", "eugenia", ["Bloodthirst", "Grasp", "Cross"], ["Block"], pos=(3, 8))
    d.put(0, "boosts", "Bloodthirst")
    d.strike(0, "Bloodthirst", "Block", hook="Pay nothing")
    d.answer(0, "order", "Grave Ambitions")
    d.answer(0, "choose", "Spend 2 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 6 and d.last_strike()["sides"][0]["power"] == 5


def test_chaos_scissors_hurts_you_and_nightmare_tares_keeps_you_alive():
    d = duel("taisei", "eugenia", ["Chaos Scissors"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Chaos Scissors", "Block", hook="Pay nothing")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 12 and d.life(1) == 30 - 6
    d = duel("taisei", "eugenia", ["Nightmare Tares"], ["Sweep", "Sweep"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Sweep")
    d.p(0)["life"] = 3
    d.strike(0, "Nightmare Tares", "Sweep", dex=True, hook="Pay nothing")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "choose", "No")
    # 7 Power - 2 Armor = 5 damage, but life stays at 1 and Taisei is not stunned;
    # Tares then hits for 5 - 1 = 4 and heals that much
    assert d.m.result is None and d.life(1) == 26 and d.life(0) == 1 + 4


def test_demonblood_transforms_from_the_deck():
    d = duel("taisei", "eugenia", ["Chaos Scissors"], ["Block"])
    d.answer(0, "main", "Boost Demonblood")
    d.answer(0, "choose", "Transform Demonheart from your deck")
    assert d.names(0, "tr") == ["Dust to Dust"] and d.life(0) == 12
    assert d.names(0, "boosts") == ["Chaos Scissors"]
