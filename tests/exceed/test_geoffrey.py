"""Geoffrey / The Faceless Judge."""

from .helpers import NO_BLOCK, duel, pass_turn, saved_as_v1


def test_faster_printed_speed_gives_armor_and_guard():
    d = duel("geoffrey", "eugenia", ["Golden Arrow"], ["Grasp"], pos=(3, 4))
    d.strike(0, "Golden Arrow", "Grasp")
    d.answer(1, "move", "Push 1")
    last = d.last_strike()["sides"][0]
    assert (last["armor"], last["guard"]) == (1, 3 + 1)
    assert d.life(0) == 30 - (3 - 1)


def test_exceeded_first_hit_draws_and_may_buy_power():
    d = duel("geoffrey", "eugenia", ["Bastion Stance", "Grasp"], ["Cross"], pos=(3, 4))
    d.p(0)["ex"] = True
    d.refresh()
    hand = d.hand_count(0)
    d.strike(0, "Bastion Stance", "Cross")
    d.answer(0, "choose", "Spend 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.hand_count(0) == hand - 1 + 1 - 1
    # Cross retreated Eugenia out of range: Bastion Stance (+2 when hit, +2 bought) misses
    last = d.last_strike()["sides"][0]
    assert last["power"] == 3 + 2 + 2 and not last["hit"]


def test_bastion_stance_power_when_hit_and_retreat():
    d = duel("geoffrey", "eugenia", ["Bastion Stance"], ["Grasp"], pos=(3, 4))
    d.strike(0, "Bastion Stance", "Grasp")
    d.answer(1, "move", "Pull 1")  # Geoffrey pulled to space 5: still adjacent
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 5 and d.pos(0) == 7


def test_untainted_gains_life_instead_of_drawing():
    d = duel("geoffrey", "eugenia", ["Grasp"], ["Block"])
    d.put(0, "tr", "Bastion Stance")
    d.p(0)["life"] = 5
    d.refresh()
    hand = d.hand_count(0)
    d.answer(0, "main", "Move to space 2")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "choose", "Gain 1 life")
    assert d.life(0) == 6 and d.hand_count(0) == hand - 1


def test_compulsive_purification_cancels_for_two_force():
    d = duel("eugenia", "geoffrey", ["Grasp"], ["Cross", "Dive"])
    d.put(1, "tr", "Inquisition")
    d.answer(0, "main", "Boost Fierce")
    d.answer(1, "cancel", "Cancel it: pay 2 Force")
    d.answer(1, "pay", "Cross (hand)")
    d.answer(1, "pay", "Dive (hand)")
    assert d.names(0, "boosts") == [] and "Grasp" in d.names(0, "discard")


def test_inquisition_ignores_armor_and_gains_armor_on_hit():
    d = duel("geoffrey", "eugenia", ["Inquisition"], ["Focus"], pos=(3, 4))
    d.strike(0, "Inquisition", "Focus")
    d.answer(0, "choose", "Gauge")
    assert d.life(1) == 25 and d.life(0) == 30 - (4 - 2)


def test_ministry_of_saints_and_sacrement():
    d = duel("geoffrey", "eugenia", ["Sacrement of Blades", "Grasp"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Sacrement of Blades")
    d.p(0)["life"] = 20
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Sacrement of Blades", exact=True)
    d.answer(0, "choose", "Pay 1 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 22 and d.last_strike()["sides"][0]["guard"] == 4 + 2


def test_solemn_exorcism_closes_when_hit_and_inviolability():
    d = duel("geoffrey", "eugenia", ["Solemn Exorcism", "Solemn Exorcism"], ["Grasp"], pos=(3, 4))
    d.answer(0, "main", "Boost Inviolability")
    assert d.hand_count(0) == 5 - 1 + 1 + 1
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(0, "strike-set", "Solemn Exorcism", exact=True)
    # Grasp hits, but cannot move Geoffrey: no push or pull question
    assert d.pos(0) == 3 and d.life(1) == 30 - 4


def test_crusaders_oath_dodges_faster_attacks():
    d = duel("geoffrey", "eugenia", ["Crusader's Oath"], ["Grasp"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Crusader's Oath", "Grasp")
    d.answer(0, "pay", "Spike (gauge)")
    assert d.life(0) == 30 and d.life(1) == 26
    d.idle(0)


def test_solemn_oath_pays_five_life_to_transform_or_leaves():
    d = duel("geoffrey", "eugenia", ["Crusader's Oath", "Sacrement of Blades"], ["Block"])
    d.answer(0, "main", "Boost Solemn Oath")
    d.answer(0, "choose", "Pay 5 life")
    assert d.life(0) == 25 and d.names(0, "tr") == ["Sacrement of Blades"]
    assert d.names(0, "boosts") == ["Crusader's Oath"]
    d = duel("geoffrey", "eugenia", ["Crusader's Oath", "Golden Arrow"], ["Block"])
    d.answer(0, "main", "Boost Solemn Oath")
    assert d.names(0, "boosts") == [] and "Crusader's Oath" in d.names(0, "discard")


def test_holy_wings_and_inviolable_judgement():
    d = duel("geoffrey", "eugenia", ["Inviolable Judgement", "Grasp"], ["Block"], pos=(3, 7))
    d.put(0, "gauge", "Spike")
    d.answer(0, "main", "Boost Holy Wings")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "move", "Space 6", exact=True)
    d.answer(0, "choose", "Spend 1 Gauge")
    assert d.pos(0) == 6 and "Inviolable Judgement" in d.names(0, "hand")
    pass_turn(d, 1)


def test_holy_wings_saved_under_its_old_step_names_still_resumes():
    """Holy Wings shares its code with Initiate Launch; a state-version-1 match saved at its
    question holds the old step name (without its Gauge count), and must still play on."""
    d = duel("geoffrey", "eugenia", ["Inviolable Judgement", "Grasp"], ["Block"], pos=(3, 7))
    d.put(0, "gauge", "Spike")
    d.answer(0, "main", "Boost Holy Wings")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "move", "Space 6", exact=True)
    saved = d.m.to_json()
    assert '"boost_back_pay"' in saved
    old = saved_as_v1(saved, ('{"op":"boost_back_pay","s":0,"i":0,"n":1}', '{"op":"gf_wings","s":0,"i":0}'))
    assert '"gf_wings"' in old
    d.m = type(d.m).from_json(d.m.game, old)
    d.answer(0, "choose", "Spend 1 Gauge")
    assert "Inviolable Judgement" in d.names(0, "hand") and d.names(0, "gauge") == []
