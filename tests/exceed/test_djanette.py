"""D'Janette / The Devil's Own: Spell Circle and Diabolic Aura."""

from engine.core.words import english

from .helpers import NO_BLOCK, duel, pass_turn, settle


def circle(d, space, card):
    d.answer(0, "main", "Spell Circle")
    d.answer(0, "target", f"Space {space}", exact=True)
    if d.kinds() == [(0, "choose")]:  # asked only when more than one Special or Ultra is in hand
        d.answer(0, "choose", card, exact=True)
    assert d.names(0, "area") == [card]


def test_spell_circle_timing_and_hidden_card():
    d = duel("djanette", "eugenia", ["Black Death", "Grasp"], ["Block"], pos=(3, 7))
    circle(d, 7, "Black Death")
    p = d.p(0)
    assert p["tok"] == 7 and d.names(0, "area") == ["Black Death"]
    assert len(p["hand"]) == 4 + 1 + 1  # the ability's draw, then the end-of-turn draw (FAQ)
    v = d.m.view(1)["players"][0]["spell_circle"]
    assert v == {"space": 7, "card": {"face_down": True}}
    assert d.m.view(None)["board"][6]["pieces"] == [{"seat": 0, "name": "Spell Circle"}]


def test_with_the_circle_set_the_next_turn_must_strike():
    d = duel("djanette", "eugenia", ["Black Death", "Cross"], ["Block"], pos=(3, 7))
    circle(d, 5, "Black Death")
    pass_turn(d, 1)
    # the only action left is a Strike (not even a Reading boost, FAQ): it starts at once
    assert d.kinds() == [(0, "strike-set")]
    from engine.exceed.turn import action_options

    assert [english(o[2]) for o in action_options(d.m, 0)] == ["Strike (your Spell Circle is set)"]


def test_striking_from_the_circle_measures_range_from_it_and_cannot_be_ex():
    d = duel("djanette", "eugenia", ["Blood Thorns", "Blood Thorns", "Grasp"], ["Block"], pos=(1, 7))
    circle(d, 6, "Blood Thorns")
    pass_turn(d, 1)
    labels = d.choices(0, "strike-set")
    assert "Blood Thorns from your Spell Circle" in labels
    assert not any(x.startswith("EX Blood Thorns from") for x in labels)  # FAQ: no EX from the circle
    d.answer(0, "strike-set", "Blood Thorns from your Spell Circle")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.pos(1) == 6  # pulled 1 toward the circle (range 1 from it; D'Janette is 6 away)
    assert d.life(1) == 30 - 1 and d.p(0)["tok"] is None  # the circle leaves when the strike ends
    assert d.names(0, "gauge") == ["Blood Thorns"]


def test_fighters_share_the_circle_space_and_death_knell_hits_at_range_zero():
    d = duel("djanette", "eugenia", ["Death Knell"], ["Block"], pos=(1, 7))
    d.put(0, "gauge", "Spike")
    circle(d, 7, "Death Knell")
    pass_turn(d, 1)
    d.answer(0, "strike-set", "Death Knell from your Spell Circle")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (10 - 2)


def test_the_circle_card_is_discarded_when_a_strike_ends_unused():
    d = duel("djanette", "eugenia", ["Black Death", "Grasp"], ["Grasp"], pos=(3, 4))
    circle(d, 9, "Black Death")
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(1, "move", "Push 1")
    assert d.p(0)["tok"] is None and "Black Death" in d.names(0, "discard")


def test_exceed_diabolic_aura_power_and_curse_the_earth():
    d = duel("djanette", "eugenia", ["Cross", "Black Death", "Affliction", "Charnel Blast"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus")
    d.put(0, "tr", "Affliction")
    d.answer(0, "main", "Exceed (pay 3 Gauge)")
    for _ in range(3):
        d.pay(0, "gauge")
    assert d.exceeded(0) and d.m.view(None)["players"][0]["diabolic_aura"] == []
    pass_turn(d, 1)
    d.answer(0, "main", "Diabolic Aura")
    d.answer(0, "choose", "Charnel Blast", exact=True)
    settle(d, 0)
    assert d.names(0, "area") == ["Charnel Blast"]
    pass_turn(d, 1)
    d.answer(0, "main", "Diabolic Aura")
    d.answer(0, "choose", "Black Death", exact=True)
    settle(d, 0)
    pass_turn(d, 1)
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    # range 2: Charnel Blast (1-3) counts; Black Death (3-6, +1 from Curse the Earth: 3-7) does not
    assert d.last_strike()["sides"][0]["power"] == 3 + 3
    assert d.names(0, "area") == [] and {"Charnel Blast", "Black Death"} <= set(d.names(0, "discard"))


def test_black_death_pulls_toward_the_circle():
    d = duel("djanette", "eugenia", ["Black Death"], ["Block"], pos=(1, 9))
    circle(d, 4, "Black Death")
    pass_turn(d, 1)
    d.answer(0, "strike-set", "Black Death from your Spell Circle")
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6  # range 5 from the circle; pulled 3 toward it


def test_blood_thorns_locks_and_leylines_draws_extra():
    d = duel("djanette", "eugenia", ["Blood Thorns", "Grasp"], ["Grasp"], pos=(3, 4))
    d.put(0, "tr", "Blood Thorns")
    d.answer(0, "main", "Change Cards")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Done: draw 2")
    assert d.hand_count(0) == 5 - 1 + 2 + 1


def test_charnel_blast_armor_and_summoning_portal():
    d = duel("djanette", "eugenia", ["Charnel Blast", "Charnel Blast", "Grasp", "Cross"], ["Cross"], pos=(3, 4))
    d.put(0, "tr", "Affliction", "Blood Thorns")
    d.p(0)["discard"].extend(d.p(0)["deck"][:3])
    del d.p(0)["deck"][:3]
    d.refresh()
    d.answer(0, "main", "Boost Summoning Portal")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    names = d.names(0, "discard")
    d.answer(0, "choose", labels=[names[0], names[1]])
    assert d.hand_count(0) == 5 - 3 + 2 + 1
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Cross", exact=True)
    d.answer(0, "strike-set", "Charnel Blast", exact=True)
    assert d.life(0) == 30 - (3 - 2)  # two transformations: +2 Armor


def test_blood_ritual_deals_non_lethal_damage():
    d = duel("djanette", "eugenia", ["Grasp", "Cross"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Profane Sanctuary")
    d.p(1)["life"] = 1
    d.answer(0, "main", "Blood Ritual")
    d.answer(0, "discard", "Grasp")
    assert d.life(1) == 1 and d.m.result is None  # non-lethal: never below 1


def test_ritual_magic_strikes_after_a_boost():
    d = duel("djanette", "eugenia", ["Grasp", "Cross", "Dive"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Black Death")
    d.answer(0, "main", "Boost Fierce")
    d.answer(0, "choose", "Strike")
    d.answer(0, "pay", "Cross (hand)")
    assert d.decision(0, "strike-set")


def test_affliction_plays_a_boost_mid_strike_and_enervation():
    d = duel("djanette", "eugenia", ["Affliction", "Grasp"], ["Block"], pos=(3, 4))
    d.strike(0, "Affliction", "Block")
    d.answer(0, "choose", "Play a boost from your hand")
    d.answer(0, "boost", "Boost Fierce")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.life(1) == 30 - (3 + 2 - 2)


def test_carmine_offering_transforms_and_dominion_adds_range():
    d = duel("djanette", "eugenia", ["Carmine Offering", "Blood Thorns"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike")
    d.put(0, "boosts", "Carmine Offering")
    d.strike(0, "Carmine Offering", "Block")
    d.answer(0, "choose", "Transform Leylines")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "tr") == ["Blood Thorns"]
    assert d.last_strike()["sides"][0]["range"] == [0, 4]
