"""Carl Swangee: every card's attack and boost, both sides of the character, and Cease And Desist
against the discards other characters force (one shared discard request)."""

from .helpers import GAME, NO_BLOCK, duel, pass_turn, pay_all

CEASE = "Cease And Desist"




def no_reveal(d):
    """Eugenia may reveal a card of matching Speed after a forced discard: decline."""
    if (0, "choose") in d.kinds():
        d.answer(0, "choose", "No")


# ------------------------------------------------------------ Cease And Desist


def test_cease_and_desist_cancels_a_one_card_discard_and_drops_its_armor_after():
    d = duel("eugenia", "carlswangee", ["Sweep"], [CEASE], pos=(3, 5))
    d.strike(0, "Sweep", CEASE)
    # Carl is faster (3 against 2): 3 damage, then After: Armor 0 and a draw
    # Sweep then deals its full 6 and its random discard of 1 becomes none
    assert d.life(0) == 30 - 3 and d.life(1) == 30 - 6
    assert d.hand_count(1) == 6 - 1 + 1 and d.names(1, "discard") == []
    assert d.last_strike()["sides"][1]["armor"] == 0


def test_cease_and_desist_halves_cats_cradles_two_random_discards():
    d = duel("eugenia", "carlswangee", ["Cat's Cradle"], [CEASE], pos=(3, 5))
    d.put(0, "gauge", "Grasp", "Cross", "Dive")
    d.strike(0, "Cat's Cradle", CEASE)
    pay_all(d, 0)
    no_reveal(d)
    # hand: 6 - 1 set + 1 (Cease And Desist's After) + 1 (Cat's Cradle) - 1 discard (2 reduced by 1)
    assert d.hand_count(1) == 6 and len(d.names(1, "discard")) == 1
    assert d.life(1) == 30 - (9 - 6)


def test_cease_and_desist_keeps_one_card_of_queen_of_hearts_whole_hand_discard():
    d = duel("eugenia", "carlswangee", ["Queen of Hearts"], [CEASE], pos=(3, 4))
    d.put(0, "gauge", "Grasp", "Cross", "Dive")
    d.strike(0, "Queen of Hearts", CEASE)
    pay_all(d, 0)
    dec = d.decision(1, "discard")  # Carl picks the 4 of his 5 cards that go
    assert dec.min_choices == dec.max_choices == 4 and len(dec.options) == 5
    kept = dec.options[4].card
    d.m.apply(1, dec.id, [o.id for o in dec.options[:4]])
    no_reveal(d)
    # Queen of Hearts: +1 Power per card discarded; Carl's 3 Armor (no bonus against an Ultra)
    assert d.life(1) == 30 - (1 + 4 - 3)
    assert kept in d.names(1, "hand") and d.hand_count(1) == 1 + 1 + 1


def test_cease_and_desist_spares_the_card_shimmer_of_madness_would_pick():
    d = duel("eugenia", "carlswangee", ["Shimmer of Madness"], [CEASE], pos=(3, 4))
    d.strike(0, "Shimmer of Madness", CEASE)
    # Shimmer (Speed 6) hits first; Eugenia's pick of 1 is reduced to none; Carl's +1 Armor (a Special)
    assert d.names(1, "discard") == [] and d.life(1) == 30 - max(0, 2 - 4)
    assert d.life(0) == 30 - 3


def test_headlong_run_closes_up_to_six():
    d = duel("carlswangee", "eugenia", [CEASE], [], pos=(1, 8))
    d.answer(0, "main", "Boost Headlong Run")
    assert d.choices(0, "move")[-1] == "Close 6 to space 7"
    d.answer(0, "move", "Close 4 to space 5")
    assert d.pos(0) == 5 and CEASE in d.names(0, "discard")


# ------------------------------------------------------------ Disarming Strike


def test_disarming_strike_closes_and_takes_a_normal_of_the_opponents_choice():
    d = duel("carlswangee", "eugenia", ["Disarming Strike"], [], pos=(3, 6))
    d.set_hand(1, "Block", "Grasp", "Cross", "Werelight")
    d.strike(0, "Disarming Strike", "Block")
    assert d.pos(0) == 5
    assert d.choices(1, "discard") == ["Grasp", "Cross"]  # only Normals
    d.answer(1, "discard", "Cross")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(1, "discard") == ["Cross"] and d.life(1) == 30 - (2 - 2)  # Block: 2 Armor


def test_disarming_strike_against_a_hand_without_normals_reveals_it():
    d = duel("carlswangee", "eugenia", ["Disarming Strike"], [], pos=(3, 4))
    d.set_hand(1, "Block", "Werelight", "Plot Hook")
    d.strike(0, "Disarming Strike", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(1, "discard") == [] and any("has no Normal: reveals Werelight, Plot Hook" in e.text
                                           for e in d.events)


def test_disarming_maneuver_takes_a_random_card_only_when_passing():
    d = duel("carlswangee", "eugenia", ["Disarming Strike", "Grasp"], [], pos=(3, 4))
    d.answer(0, "main", "Boost Disarming Maneuver")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.pos(0) == 6 and len(d.names(1, "discard")) == 1 and d.hand_count(1) == 5
    d2 = duel("carlswangee", "eugenia", ["Disarming Strike", "Grasp"], [], pos=(3, 7))
    d2.answer(0, "main", "Boost Disarming Maneuver")
    d2.answer(0, "pay", "Grasp (hand)")
    assert d2.pos(0) == 5 and d2.names(1, "discard") == []


# ----------------------------------------------------------- Improvised Weapon


def test_improvised_weapon_gains_advantage_when_attacking():
    d = duel("carlswangee", "eugenia", ["Improvised Weapon"], ["Block"], pos=(3, 6))
    d.strike(0, "Improvised Weapon", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["hit"] and "Improvised Weapon" in d.names(0, "gauge")
    d.idle(0)  # Advantage: Carl takes the next turn


def test_improvised_weapon_returns_to_hand_when_defending():
    d = duel("eugenia", "carlswangee", ["Block"], ["Improvised Weapon"], pos=(3, 6))
    d.strike(0, "Block", "Improvised Weapon")
    d.answer(0, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][1]["hit"] and "Improvised Weapon" in d.names(1, "hand")
    assert "Improvised Weapon" not in d.names(1, "gauge")
    d.idle(1)


def test_investigate_takes_a_second_card_after_a_special():
    d = duel("carlswangee", "eugenia", ["Improvised Weapon", "Grasp"], [])
    d.set_hand(1, "Werelight", "Plot Hook", "Color Spray")
    d.answer(0, "main", "Boost Investigate")
    d.answer(0, "pay", "Grasp (hand)")
    dec = d.decision(1, "discard")  # the random card was a Special: Eugenia picks one more
    d.m.apply(1, dec.id, [dec.options[0].id])
    assert d.hand_count(1) == 1 and len(d.names(1, "discard")) == 2


def test_investigate_stops_after_a_normal():
    d = duel("carlswangee", "eugenia", ["Improvised Weapon", "Grasp"], [])
    d.set_hand(1, "Cross", "Dive")
    d.answer(0, "main", "Boost Investigate")
    d.answer(0, "pay", "Grasp (hand)")
    assert d.hand_count(1) == 1 and len(d.names(1, "discard")) == 1
    d.idle(1)


# ----------------------------------------------------------------- Power Short


def test_power_short_cannot_be_moved_and_drops_its_armor_after():
    d = duel("eugenia", "carlswangee", ["Grasp"], ["Power Short"], pos=(3, 4))
    d.strike(0, "Grasp", "Power Short")
    # Grasp hits first: its push/pull cannot move Carl; 3 - 2 Armor (no bonus against a Normal)
    assert d.pos(1) == 4 and d.life(1) == 30 - 1
    assert d.life(0) == 30 - 7 and d.last_strike()["sides"][1]["armor"] == 0


def test_power_short_costs_three_life_on_a_miss():
    d = duel("carlswangee", "eugenia", ["Power Short"], ["Block"], pos=(3, 7))
    d.strike(0, "Power Short", "Block")
    assert d.life(0) == 30 - 3 and d.life(1) == 30


def test_precision_engineering_trades_a_gauge_normal_for_the_card():
    d = duel("carlswangee", "eugenia", ["Power Short"], [])
    d.put(0, "gauge", "Grasp", "Spike")
    d.answer(0, "main", "Boost Precision Engineering")
    d.answer(0, "choose", "Spike")
    assert "Spike" in d.names(0, "hand") and d.names(0, "gauge") == ["Grasp", "Power Short"]


def test_precision_engineering_without_a_gauge_normal_is_discarded():
    d = duel("carlswangee", "eugenia", ["Power Short"], [])
    d.answer(0, "main", "Boost Precision Engineering")
    assert d.names(0, "discard") == ["Power Short"] and d.names(0, "gauge") == []


# --------------------------------------------------------------- Swangee Elbow


def test_swangee_elbow_ignores_armor_and_guard():
    d = duel("carlswangee", "eugenia", ["Swangee Elbow"], ["Focus"], pos=(3, 4))
    d.strike(0, "Swangee Elbow", "Focus")
    assert d.life(1) == 30 - 4 and d.last_strike()["sides"][1]["stunned"]


def test_armor_up_gives_the_next_attack_three_guard():
    d = duel("carlswangee", "eugenia", ["Swangee Elbow", "Grasp", CEASE], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Boost Armor Up")
    d.answer(0, "pay", "Grasp (hand)")
    pass_turn(d, 1)
    d.strike(0, CEASE, "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["guard"] == 3 + 3 and "Swangee Elbow" in d.names(0, "discard")


# ----------------------------------------------------------------------- Ultras


def test_authorized_force_hits_for_ten():
    d = duel("carlswangee", "eugenia", ["Authorized Force"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Grasp", "Cross", "Dive", "Spike")
    d.strike(0, "Authorized Force", "Block")
    pay_all(d, 0)
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (10 - 2) and d.names(0, "gauge") == ["Authorized Force"]


def test_overload_pairs_an_ultra_with_a_normal_as_an_ex_attack():
    d = duel("carlswangee", "eugenia", ["Authorized Force", "Grasp"], ["Block"], pos=(3, 4))
    assert not any("Overload" in label for label in d.choices(0, "main"))  # not a boost action
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "EX Grasp (Overload: Authorized Force)", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert (last["card"], last["ex"], last["power"], last["speed"]) == ("Grasp", True, 4, 8)
    assert d.names(0, "discard") == ["Authorized Force"] and d.names(0, "gauge") == ["Grasp"]
    assert d.life(1) == 30 - (4 - 2)


def test_autonomic_response_cannot_be_hit_by_a_normal():
    d = duel("eugenia", "carlswangee", ["Grasp"], ["Autonomic Response"], pos=(3, 4))
    d.put(1, "gauge", "Grasp", "Cross")
    d.strike(0, "Grasp", "Autonomic Response")
    pay_all(d, 1)
    assert d.life(1) == 30 and d.life(0) == 30 - 6


def test_autonomic_response_overload_with_a_second_normal():
    d = duel("carlswangee", "eugenia", ["Autonomic Response", "Cross"], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Strike", exact=True)
    assert "EX Cross (Overload: Autonomic Response)" in d.choices(0, "strike-set")


# ------------------------------------------------------------------ the character


def test_armor_against_specials_only():
    d = duel("eugenia", "carlswangee", ["Shimmer of Madness"], ["Power Short"], pos=(3, 4))
    d.strike(0, "Shimmer of Madness", "Power Short")
    d.answer(0, "choose", first=1)  # Shimmer's pick (no Cease And Desist here)
    no_reveal(d)
    assert d.life(1) == 30 and d.last_strike()["sides"][1]["damage_taken"] == 0  # 2 - (2 + 1)


def test_exceeded_normals_get_two_power():
    d = duel("carlswangee", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "gauge", "Cross", "Dive", "Spike", "Sweep")
    d.answer(0, "main", "Exceed (pay 4 Gauge)")
    pay_all(d, 0)
    assert d.m.view(None)["players"][0]["side"] == "Carl Swangee, Exceeded"
    pass_turn(d, 1)
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3 + 2 and d.life(1) == 30 - (5 - 2)


def test_carls_starter_deck_is_legal():
    assert GAME.chars["carlswangee"].exceed_cost == 4
    deck = next(s for s in GAME.starter_decks() if s.name == "Carl Swangee")
    assert GAME.validate_deck(deck) == []


def test_cease_and_desist_stops_eviscerates_hand_of_three_at_four():
    d = duel("galdred", "carlswangee", ["Eviscerate"], [CEASE], pos=(3, 4))
    d.strike(0, "Eviscerate", CEASE)
    dec = d.decision(0, "discard")  # Galdred: 4 cards down to 3
    d.m.apply(0, dec.id, [dec.options[0].id])
    dec = d.decision(1, "discard")  # Carl: 6 cards "down to 3" is 3 discards, reduced to 2
    assert dec.min_choices == 2
    d.m.apply(1, dec.id, [o.id for o in dec.options[:2]])
    assert d.hand_count(0) == 3 and d.hand_count(1) == 4


def test_cease_and_desist_keeps_the_gauge_card_alluraunes_kiss_would_take():
    d = duel("sydney", "carlswangee", ["Aluraune's Kiss", "Aluraune's Kiss"], [CEASE], pos=(5, 6))
    d.put(0, "gauge", "Spike", "Sweep")
    d.put(1, "gauge", "Spike", "Sweep")
    d.strike(0, "Aluraune's Kiss", CEASE)
    d.answer(0, "pay", "Spike (gauge)")
    # the Kiss hits first (Speed 7): Carl's gauge discard of 1 becomes none; 4 - 3 Armor
    assert d.names(1, "gauge")[:2] == ["Spike", "Sweep"] and d.life(1) == 30 - 1
