"""Umina / The Dreamer Awakened."""

from .helpers import NO_BLOCK, duel, pass_turn


def dream(d, name):
    d.answer(0, "main", "Dreamlands")
    d.answer(0, "choose", name, exact=True)


def test_dreamlands_action_and_striking_from_it_with_stun_immunity():
    d = duel("umina", "shovelknight", ["Hollow Space", "Terror Whispers"], ["Sweep"], pos=(3, 5))
    dream(d, "Terror Whispers")
    assert d.m.view(1)["players"][0]["dreamlands"][0]["name"] == "Terror Whispers"
    pass_turn(d, 1)
    d.answer(0, "main", "Strike", exact=True)
    labels = d.choices(0, "strike-set")
    assert "Strike with Terror Whispers from your Dreamlands" in labels
    assert not any(x.startswith("EX Terror") for x in labels)  # FAQ: no EX from the Dreamlands
    d.answer(0, "strike-set", "Strike with Terror Whispers from your Dreamlands")
    d.answer(1, "strike-set", "Sweep", exact=True)
    # Terror Whispers (speed 7) misses at range 2; Sweep hits 6 and cannot stun her
    assert not d.last_strike()["sides"][0]["stunned"] and d.life(0) == 24


def test_a_new_dreamlands_card_discards_the_old_one():
    d = duel("umina", "shovelknight", ["Hollow Space", "Terror Whispers"], ["Block"])
    dream(d, "Terror Whispers")
    pass_turn(d, 1)
    dream(d, "Hollow Space")
    assert d.names(0, "area") == ["Hollow Space"] and "Terror Whispers" in d.names(0, "discard")


def test_spiraling_descent_forbids_copies():
    d = duel("umina", "shovelknight", ["Grasp", "Cross"], ["Grasp", "Block"], pos=(3, 4))
    d.put(0, "tr", "Dark Thoughts")
    dream(d, "Grasp")
    assert not any("Fierce" in x for x in d.choices(1, "main"))
    d.answer(1, "main", "Strike", exact=True)
    assert "Grasp" not in d.choices(1, "strike-set")


def test_exceeded_top_card_look_and_seal_for_effects():
    d = duel("umina", "shovelknight", ["Grasp", "Cross"], ["Block"], pos=(3, 4))
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Prepare")
    pass_turn(d, 1)
    card = d.names(0, "deck")[0]
    assert d.choices(0, "choose") == [f"Put {card} into your Dreamlands", f"Discard {card}"]
    d.answer(0, "choose", f"Put {card} into your Dreamlands")
    assert d.names(0, "area") == [card]
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Cross", exact=True)
    d.answer(0, "choose", "Seal it")
    assert d.names(0, "sealed") == [card]


def test_dark_thoughts_takes_a_random_card():
    d = duel("umina", "shovelknight", ["Dark Thoughts"], ["Block"], pos=(3, 5))
    d.set_hand(1, "Block", "Spike")
    d.strike(0, "Dark Thoughts", "Block")
    d.answer(0, "choose", "Dreamlands")
    d.answer(0, "choose", "Gauge")
    assert d.names(0, "area") == ["Spike"]


def test_hollow_space_dodges_range_one():
    d = duel("umina", "shovelknight", ["Hollow Space"], ["Grasp"], pos=(3, 6))
    d.strike(0, "Hollow Space", "Grasp")
    # Hollow Space hits at 3 then retreats or advances; Grasp at range 1 can never hit
    d.answer(0, "choose", "Advance 3")
    assert d.life(0) == 30 and d.pos(0) == 7


def test_out_of_mind_with_and_without_a_dreamlands_card():
    d = duel("umina", "shovelknight", ["Out Of Mind", "Sweep"], ["Block"], pos=(3, 4))
    dream(d, "Sweep")
    pass_turn(d, 1)
    d.strike(0, "Out Of Mind", "Block")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 1 + 5 and "Sweep" in d.names(0, "gauge")


def test_shadow_chorus_becomes_the_dreamlands_card():
    d = duel("umina", "shovelknight", ["Shadow Chorus", "Dark Thoughts"], ["Block"], pos=(3, 5))
    dream(d, "Dark Thoughts")
    pass_turn(d, 1)
    d.strike(0, "Shadow Chorus", "Block")
    d.answer(0, "choose", "Discard it")  # the copied Dark Thoughts took a random card
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Dark Thoughts" and last["power"] == 6


def test_silver_key_forces_a_wild_swing():
    d = duel("umina", "shovelknight", ["Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Terror Whispers")
    d.put(0, "gauge", "Spike", "Sweep")
    d.answer(0, "main", "The Silver Key")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(0, "strike-set", "Grasp", exact=True)
    assert d.strike_view()["sides"][1]["wild_swing"]


def test_unknown_khadath_steals_the_attack_and_ends_the_strike():
    d = duel("umina", "shovelknight", ["Unknown Khadath"], ["Focus"], pos=(3, 4))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Unknown Khadath", "Focus")
    for _ in range(2):
        d.pay(0, "gauge")
    assert d.names(0, "area") == ["Focus"] and "Unknown Khadath" in d.names(0, "gauge")
    assert d.life(0) == 30 and d.life(1) == 30


def test_call_of_the_dreamlands_counts_revealed_specials_and_ultras():
    d = duel("umina", "shovelknight", ["Call Of The Dreamlands", "Dark Thoughts"], ["Block", "War Horn"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Call Of The Dreamlands", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "choose", "Gauge")
    assert d.last_strike()["sides"][0]["power"] == 2 + 2


def test_sleeper_awakes_hides_the_dreamlands_card():
    d = duel("umina", "shovelknight", ["Grasp"], ["Block"])
    d.put(0, "tr", "Call Of The Dreamlands")
    dream(d, "Grasp")
    assert d.m.view(1)["players"][0]["dreamlands"] == [{"face_down": True}]
