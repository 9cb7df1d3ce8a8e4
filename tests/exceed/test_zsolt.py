"""Zsolt / The Hunter of Men."""

from engine.exceed.combat import stats
from engine.exceed.statline import POWER

from .helpers import NO_BLOCK, duel


def test_normals_may_move_one_on_hit():
    d = duel("zsolt", "eugenia", ["Grasp"], ["Block"], pos=(4, 5))
    d.strike(0, "Grasp", "Block")
    d.answer(0, "order", "Zsolt: you may move 1")
    d.answer(0, "move", "Move 1 to space 3")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert (d.pos(0), d.pos(1)) == (3, 6)


def test_extra_attacks_after_a_hit_deal_at_most_one_damage():
    """FAQ: after the After effects, pay 1 Force and attack with a hand card; no Gauge for an
    Ultra; the damage is capped at 1; it goes to gauge if it hit."""
    d = duel("zsolt", "eugenia", ["Cross", "Wild Hunt", "Spike"], ["Focus"], pos=(4, 5))
    d.p(0)["ex"] = True
    d.refresh()
    d.strike(0, "Cross", "Focus")
    # Cross hits (3 - 2 Armor = 1) and retreats 3 to space 1
    d.answer(0, "choose", "Attack again")
    d.answer(0, "pay", "Spike (hand)")
    d.answer(0, "strike-set", "Wild Hunt")
    # Wild Hunt closes from 1 to 4 (+3 Power), hits for at most 1: Armor is already used up
    assert d.life(1) == 30 - 1 - 1
    assert d.names(0, "gauge") == []  # nothing paid for the Ultra
    d.answer(0, "choose", "No")  # a second extra attack is offered; declined
    assert sorted(d.names(0, "gauge")) == ["Cross", "Wild Hunt"]


def test_mad_dog_and_press_the_attack_on_strikes_you_start():
    d = duel("zsolt", "eugenia", ["Grasp", "Cross", "Dive"], ["Block"], pos=(4, 5))
    d.put(0, "tr", "Blaze of Fervor", "Whip Crack")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "choose", "Pay 1 Force")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(0, "choose", "Pay 1 Force")
    d.answer(0, "pay", "Dive (hand)")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "order", "Grasp")
    d.answer(0, "move", "Push 1")
    d.answer(0, "move", "Stay on space 4")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["power"], last["speed"]) == (4, 8)


def test_battle_fugue_and_fatal_eye():
    d = duel("zsolt", "eugenia", ["Fatal Eye"], ["Block"], pos=(4, 6))
    d.put(0, "tr", "Cross Up", "Whip Crack")
    d.strike(0, "Fatal Eye", "Block", hook="No")  # declines Press the Attack
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3  # +1 per transformation
    assert d.hand_count(0) == 4 + 1  # Battle Fugue: the first Advantage draws 1
    d.idle(0)


def test_gunblaze_when_already_hit():
    d = duel("zsolt", "eugenia", ["Gunblaze"], ["Cross"], pos=(4, 5))
    d.strike(0, "Gunblaze", "Cross")
    # Cross hits first (3 damage, within Gunblaze's Guard 6) and retreats Eugenia to space 8
    d.answer(0, "choose", "+2 Power")
    assert d.life(0) == 27 and d.life(1) == 25
    assert d.pos(0) == 7  # Hit: close 3


def test_seeing_red_draws_by_life():
    d = duel("zsolt", "eugenia", ["Gunblaze"], ["Block"])
    d.p(0)["life"] = 9
    d.answer(0, "main", "Boost Seeing Red")
    assert d.hand_count(0) == 4 + 4 + 1
    d = duel("zsolt", "eugenia", ["Gunblaze"], ["Block"])
    d.p(0)["life"] = 5
    d.refresh()
    d.answer(0, "main", "Boost Seeing Red")
    assert d.hand_count(0) == 4 + 5
    d.decision(0, "main")  # 5 or less life: another action


def test_whip_crack():
    d = duel("zsolt", "eugenia", ["Whip Crack"], ["Block"], pos=(3, 5))
    d.strike(0, "Whip Crack", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Advance 1")
    d.answer(0, "choose", "Gauge")
    assert (d.pos(0), d.pos(1)) == (4, 6)


def test_battle_instincts_lowers_costs_by_two():
    d = duel("zsolt", "eugenia", ["Fanatical Purification", "Grasp"], ["Block"], pos=(1, 9))
    d.answer(0, "main", "Boost Battle Instincts")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(1, "main", "Prepare")
    if (1, "discard") in d.kinds():
        d.answer(1, "discard", d.choices(1, "discard")[-1], exact=True)
    assert "Move to space 3 (0 Force)" in d.choices(0, "main")


def test_wild_hunt_and_heightened_reflexes():
    d = duel("zsolt", "eugenia", ["Wild Hunt", "Wild Hunt"], ["Block"], pos=(1, 7))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Wild Hunt", "Block")
    for _ in range(2):
        d.pay(0, "gauge")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 5 + 5  # closed 5 spaces
    assert d.pos(0) == 9  # After: advance as far as possible
    d.answer(1, "main", "Prepare")
    if (1, "discard") in d.kinds():
        d.answer(1, "discard", d.choices(1, "discard")[-1], exact=True)
    d.answer(0, "main", "Boost Heightened Reflexes")
    d.answer(0, "move", "Move 1 to space 8")
    d.decision(0, "main")


def test_grandstanding_s_power_stays_for_extra_attacks():
    """Grandstanding gives +1 Power to every attack this strike: Zsolt's extra attack keeps it
    (interpretation 19 drops only the first attack's own bonuses)."""
    d = duel("zsolt", "luciya", ["Cross", "Wild Hunt", "Spike"], ["Focus"], pos=(4, 5))
    d.p(0)["ex"] = True
    d.put(1, "tr", "Talon Sweep")
    d.strike(0, "Cross", "Focus", dhook="Pay 1 Force")
    while (1, "pay") in d.kinds():
        d.pay(1, "hand")
    assert d.life(1) == 30 - (3 + 1 - 2)  # Cross with Grandstanding's +1, Focus's 2 Armor
    d.answer(0, "choose", "Attack again")
    d.answer(0, "pay", "Spike (hand)")
    d.answer(0, "strike-set", "Wild Hunt")
    # Wild Hunt closes from 1 to 4: 5 Power, +3 for the close, +1 from Grandstanding
    assert stats(d.m, 0)[POWER] == 5 + 3 + 1


def test_armor_from_an_earlier_attack_stays_for_extra_attacks():
    """The card facts' note: Armor from extra attacks adds up for the rest of the strike. An EX
    Focus (2 + 1 Armor) hits; the extra Block adds its own 2, so Sweep's 6 Power deals 1
    (interpretation 19)."""
    d = duel("zsolt", "seijun", ["Focus", "Focus", "Block", "Spike"], ["Sweep"], pos=(4, 5))
    d.p(0)["ex"] = True
    d.refresh()
    d.strike(0, "Focus", "Sweep", ex=True)
    assert d.life(1) == 30 - 5  # EX Focus is faster (2 vs 2, the initiator first): 5 Power
    d.answer(0, "choose", "Attack again")
    d.answer(0, "pay", "Spike (hand)")
    d.answer(0, "strike-set", "Block")
    d.answer(0, "choose", NO_BLOCK)
    assert d.life(0) == 30 - (6 - (2 + 1 + 2))
