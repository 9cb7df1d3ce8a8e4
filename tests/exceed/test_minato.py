"""Minato / The Oboroguruma."""

import random

import engine
from engine.exceed import charstate

from .helpers import GAME, NO_BLOCK, duel, pass_turn

HAND = ["Grasp", "Cross", "Dive", "Spike", "Sweep"]


def mill(d, seat, n, zone="discard"):
    """Move the top n cards of seat's deck into a zone (set up a situation)."""
    p = d.p(seat)
    p[zone].extend(p["deck"][:n])
    del p["deck"][:n]
    d.refresh()


# ------------------------------------------------------------------ ability


def test_sealing_the_discard_piles_top_card_pays_one_force():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 7))
    d.put(0, "discard", "Focus", "Block")  # Block is on top
    # 5 cards in hand and 2 in the discard pile: 7 Force, enough to move to space 9 (6)
    assert "Move to space 9 (6 Force)" in d.choices(0, "main")
    d.answer(0, "main", "Move to space 4 (1 Force)")
    assert "Seal the top card of your discard pile (Block)" in d.choices(0, "pay")
    d.answer(0, "pay", "Seal the top card of your discard pile")
    assert d.pos(0) == 4 and d.names(0, "sealed") == ["Block"] and d.names(0, "discard") == ["Focus"]
    assert d.hand_count(0) == 5 + 1  # nothing spent from hand (then the end-of-turn draw)


def test_cards_spent_for_a_payment_cannot_be_sealed_for_the_same_payment():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 7))
    d.put(0, "discard", "Focus")
    d.answer(0, "main", "Move to space 5 (2 Force)")
    d.answer(0, "pay", "Grasp (hand)")
    labels = d.choices(0, "pay")
    assert "Seal the top card of your discard pile (Focus)" in labels
    assert not any("(Grasp)" in x for x in labels)
    d.answer(0, "pay", "Seal the top card of your discard pile")
    assert d.pos(0) == 5 and d.names(0, "sealed") == ["Focus"] and d.names(0, "discard") == ["Grasp"]


def test_change_cards_can_seal_the_discard_pile_as_force():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 7))
    d.put(0, "discard", "Focus", "Block")
    d.answer(0, "main", "Change Cards")
    d.answer(0, "pay", "Seal the top card of your discard pile (Block)")
    d.answer(0, "pay", "Grasp (hand)")
    labels = d.choices(0, "pay")
    assert "Seal the top card of your discard pile (Focus)" in labels
    assert not any("(Grasp)" in x for x in labels)
    d.answer(0, "pay", "Done: draw 2")
    assert d.names(0, "sealed") == ["Block"] and d.names(0, "discard") == ["Focus", "Grasp"]
    assert d.hand_count(0) == 5 - 1 + 2 + 1  # and the end-of-turn draw


def test_three_cards_of_the_discard_pile_pay_one_gauge_for_exceed():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 7))
    mill(d, 0, 9)
    d.put(0, "gauge", "Bus Stop", "Cabstand")
    assert "Exceed (pay 5 Gauge)" in d.choices(0, "main")  # 2 gauge + 9 // 3
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    d.answer(0, "pay", "Bus Stop (gauge)")
    for _ in range(3):
        d.answer(0, "pay", "Seal the top 3 cards of your discard pile")
    # the last Gauge (Cabstand) is the only answer left: the spent Bus Stop cannot be sealed
    p = d.p(0)
    assert p["ex"] and len(p["sealed"]) == 9 and d.names(0, "discard") == ["Bus Stop", "Cabstand"]


def test_an_ultras_gauge_cost_can_be_paid_from_the_discard_pile():
    d = duel("minato", "eugenia", ["A Streetcar Named Disaster"] + HAND[:4], ["Block"], pos=(3, 5))
    mill(d, 0, 9)
    d.strike(0, "A Streetcar Named Disaster", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert len(d.names(0, "sealed")) == 9 and not d.p(0)["discard"]
    assert d.life(1) == 30 - (10 - 2)


def test_exceeded_minato_no_longer_pays_from_the_discard_pile():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 7))
    d.p(0)["ex"] = True
    mill(d, 0, 9)
    labels = d.choices(0, "main")
    assert "Move to space 9 (6 Force)" not in labels  # only the 5 cards in hand
    d.answer(0, "main", "Move to space 4 (1 Force)")
    assert not any("Seal" in x for x in d.choices(0, "pay"))


# ------------------------------------------------------------------- Exceed


def test_exceed_seals_the_discard_pile_each_turn_for_power_on_the_next_attack():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 4))
    d.p(0)["ex"] = True
    d.refresh()
    pass_turn(d, 0)
    d.put(0, "discard", "Focus", "Block")
    pass_turn(d, 1)
    # Minato's turn starts: the 2 cards are sealed for +2 Power
    assert d.names(0, "sealed") == ["Focus", "Block"] and not d.p(0)["discard"]
    assert d.m.view(1)["players"][0]["next_attack_power"] == 2
    pass_turn(d, 0)
    d.put(0, "discard", "Hellward Bound")
    pass_turn(d, 1)
    # no strike came in between: the bonuses add up (with the 2 cards discarded down to 7)
    sealed = d.names(0, "sealed")
    assert sealed[:2] == ["Focus", "Block"] and "Hellward Bound" in sealed and len(sealed) == 5
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3 + 5
    assert charstate.get(d.m, 0, "minato", "obo") is None  # used up by that attack
    assert "next_attack_power" not in d.m.view(1)["players"][0]


# -------------------------------------------------------------------- cards


def test_barnstorming_gains_advantage_shuffles_the_discard_pile_back_and_advances_all_the_way():
    d = duel("minato", "eugenia", ["Barnstorming"] + HAND[:4], ["Block"], pos=(3, 5))
    mill(d, 0, 3)
    deck = len(d.p(0)["deck"])
    d.strike(0, "Barnstorming", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert not d.p(0)["discard"] and len(d.p(0)["deck"]) == deck + 3 and not d.p(0)["rs"]
    assert d.pos(0) == 9 and d.life(1) == 30 - (3 - 2)
    d.answer(0, "choose", "Gauge")
    assert d.kinds() == [(0, "main")]  # Advantage: Minato goes again


def test_weight_of_regret_takes_a_missed_attack_back_to_hand():
    d = duel("minato", "eugenia", HAND, ["Block", "Grasp"], pos=(3, 8))
    d.put(0, "tr", "Barnstorming")
    d.strike(0, "Cross", "Block")  # distance 5: Cross misses
    d.answer(0, "choose", "Take it back")
    assert "Cross" in d.names(0, "hand") and "Cross" not in d.names(0, "discard")


def test_weight_of_regret_is_not_offered_on_a_hit():
    d = duel("minato", "eugenia", HAND, ["Block"], pos=(3, 4))
    d.put(0, "tr", "Barnstorming")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.names(0, "gauge") == ["Cross"] and d.kinds() == [(1, "main")]


def test_weight_of_regret_does_not_return_a_stunned_attack():
    d = duel("minato", "eugenia", HAND, ["Grasp"], pos=(3, 4))
    d.put(0, "tr", "Barnstorming")
    d.strike(0, "Cross", "Grasp")  # Grasp (Speed 7) hits first and stuns: Cross never happens
    d.answer(1, "move", "Push 1")
    assert d.names(0, "discard") == ["Cross"] and d.kinds() == [(1, "main")]


def test_bus_stop_pushes_two_then_buys_power_with_force():
    d = duel("minato", "eugenia", ["Bus Stop"] + HAND[:4], ["Block"], pos=(3, 5))
    d.strike(0, "Bus Stop", "Block")
    assert d.pos(1) == 7
    d.answer(0, "choose", "Spend 2 Force")
    d.answer(0, "pay", "Grasp (hand)")
    d.answer(0, "pay", "Cross (hand)")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 4 + 2 and d.life(1) == 30 - (6 - 2)


def test_fractured_memories_makes_an_attack_ex_when_a_copy_is_sealed_or_transformed():
    d = duel("minato", "eugenia", ["Cabstand", "Bus Stop"] + HAND[:3], ["Block", "Grasp"], pos=(3, 4))
    d.put(0, "tr", "Bus Stop")
    d.put(0, "sealed", "Cabstand")
    d.strike(0, "Cabstand", "Block")
    d.answer(0, "choose", "Spend nothing")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["ex"] and last["power"] == 3 + 1 and last["speed"] == 5 + 1
    assert d.pos(0) == 7  # Cabstand's After: advance 3 (past Eugenia)


def test_fractured_memories_needs_a_copy_of_the_attack():
    d = duel("minato", "eugenia", ["Cabstand"] + HAND[:4], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Bus Stop")
    d.strike(0, "Cabstand", "Block")
    d.answer(0, "choose", "Spend nothing")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert not last["ex"] and last["power"] == 3


def test_bus_stop_itself_transformed_makes_bus_stop_ex():
    d = duel("minato", "eugenia", ["Bus Stop"] + HAND[:4], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Bus Stop")
    d.strike(0, "Bus Stop", "Block")
    d.answer(0, "choose", "Spend nothing")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["ex"] and d.last_strike()["sides"][0]["power"] == 5


def test_cabstand_closes_one_per_force_then_advances_three():
    d = duel("minato", "eugenia", ["Cabstand"] + HAND[:4], ["Block"], pos=(3, 7))
    d.put(0, "discard", "Focus", "Assault", "Block")
    d.strike(0, "Cabstand", "Block")
    d.answer(0, "choose", "Spend 3 Force")
    for _ in range(3):
        d.answer(0, "pay", "Seal the top card of your discard pile")
    assert d.names(0, "sealed") == ["Block", "Assault", "Focus"]
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (3 - 2)
    assert d.pos(0) == 9  # closed 3 to space 6, then advanced past Eugenia as far as the edge


def test_one_more_ride_swaps_the_end_of_turn_draw_for_a_sealed_card():
    d = duel("minato", "eugenia", ["Cabstand"] + HAND[:4], ["Block"], pos=(3, 7))
    d.put(0, "sealed", "Focus")
    deck = len(d.p(0)["deck"])
    d.answer(0, "main", "Boost One More Ride (Cabstand, 0 Force)")
    assert d.choices(0, "choose") == ["Take Focus from the sealed area", "Draw a card"]
    d.answer(0, "choose", "Take Focus")
    assert "Focus" in d.names(0, "hand") and not d.p(0)["sealed"] and len(d.p(0)["deck"]) == deck
    assert d.names(0, "boosts") == ["Cabstand"]


def test_flight_13_sends_deck_cards_to_the_discard_pile_and_retreats_for_each():
    d = duel("minato", "eugenia", ["Flight 13"] + HAND[:4] + ["Assault", "Focus"], ["Block"], pos=(3, 8))
    d.strike(0, "Flight 13", "Block")
    d.answer(0, "choose", "Send 2 cards")
    assert d.names(0, "discard") == ["Assault", "Focus"] and d.pos(0) == 1
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - (3 - 2)  # distance 7: in range


def test_outrun_the_past_seals_up_to_four_before_setting_and_draws_per_pair():
    d = duel("minato", "eugenia", HAND, ["Block", "Grasp"], pos=(3, 7))
    d.put(0, "tr", "Flight 13")
    d.put(0, "discard", "Focus", "Block")
    d.put(0, "gauge", "Assault")
    hand = d.hand_count(0)
    d.answer(0, "main", "Strike", exact=True)
    assert d.decision(0, "choose").max_choices == 3
    d.answer(0, "choose", labels=["Focus (discard)", "Block (discard)", "Assault (gauge)"])
    assert d.names(0, "sealed") == ["Focus", "Block", "Assault"] and d.hand_count(0) == hand + 1
    d.answer(0, "strike-set", "Cross", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    assert d.kinds() == [(1, "main")]  # Cross missed; Eugenia's turn


def test_outrun_the_past_is_offered_when_minato_defends():
    d = duel("minato", "eugenia", HAND, ["Grasp"], pos=(3, 4))
    d.put(0, "tr", "Flight 13")
    pass_turn(d, 0)
    d.put(0, "discard", "Focus")
    d.answer(1, "main", "Strike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    assert d.choices(0, "choose") == ["Focus (discard)"]
    d.answer(0, "choose", "Focus (discard)")
    assert d.names(0, "sealed") == ["Focus"]
    assert d.kinds() == [(0, "strike-set")]


def test_jump_the_shark_gains_power_per_four_sealed_cards():
    d = duel("minato", "eugenia", ["Jump the Shark"] + HAND[:4], ["Block"], pos=(3, 6))
    mill(d, 0, 9, "sealed")
    d.strike(0, "Jump the Shark", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 2 + 2


def test_jump_the_shark_bonus_stops_at_five():
    d = duel("minato", "eugenia", ["Jump the Shark"] + HAND[:4], ["Block"], pos=(3, 6))
    mill(d, 0, 24, "sealed")
    d.strike(0, "Jump the Shark", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 2 + 5


def test_jump_the_train_moves_four_either_way():
    d = duel("minato", "eugenia", ["Jump the Shark"] + HAND[:4], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Jump the Train (Jump the Shark, 1 Force)")
    d.answer(0, "pay", "Grasp (hand)")
    assert set(d.choices(0, "move")) == {"Move 4 to space 8", "Move 2 to space 1"}
    d.answer(0, "move", "Move 4 to space 8")
    assert d.pos(0) == 8


def test_daredevil_seals_deck_cards_for_speed_in_the_next_strike_only():
    d = duel("minato", "eugenia", ["A Streetcar Named Disaster"] + HAND[:4], ["Grasp"], pos=(3, 4))
    deck = list(d.p(0)["deck"][:3])
    d.answer(0, "main", "Boost Daredevil (A Streetcar Named Disaster, 0 Force)")
    d.answer(0, "choose", "Seal 3")
    assert d.p(0)["sealed"] == deck
    d.strike(1, "Grasp", "Cross")
    # Cross at Speed 6 + 3 beats Grasp's 7 and stuns Eugenia
    last = d.last_strike()["sides"][0]
    assert last["speed"] == 9 and last["hit"] and d.last_strike()["sides"][1]["stunned"]
    assert "A Streetcar Named Disaster" in d.names(0, "discard") and charstate.get(d.m, 0, "minato", "dd") is None


def test_hellward_bound_is_free_with_an_empty_deck_and_discard_pile():
    d = duel("minato", "eugenia", ["Hellward Bound"] + HAND[:4], ["Block"], pos=(3, 5))
    mill(d, 0, len(d.p(0)["deck"]), "sealed")
    d.strike(0, "Hellward Bound", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["card"] == "Hellward Bound" and d.life(1) == 30 - (10 - 2)


def test_hellward_bound_costs_six_otherwise():
    d = duel("minato", "eugenia", ["Hellward Bound"] + HAND[:4], ["Block"], pos=(3, 5))
    d.strike(0, "Hellward Bound", "Block")
    # no Gauge (and an empty discard pile): invalid, replaced by a Wild Swing from the deck
    assert "Hellward Bound" in d.names(0, "discard")


def test_hellraiser_mills_both_decks_and_returns_up_to_two_sealed_cards():
    d = duel("minato", "eugenia", ["Hellward Bound"] + HAND[:4], ["Block"], pos=(3, 7))
    d.put(0, "sealed", "Focus", "Block", "Assault")
    top1 = [d.m.name(i) for i in d.p(1)["deck"][:4]]
    d.answer(0, "main", "Boost Hellraiser (Hellward Bound, 0 Force)")
    assert d.decision(0, "choose").max_choices == 2
    d.answer(0, "choose", labels=["Focus", "Block"])
    assert d.names(1, "discard") == top1
    assert len(d.names(0, "discard")) == 4 + 1  # four from the deck, then Hellraiser itself
    assert {"Focus", "Block"} <= set(d.names(0, "hand")) and d.names(0, "sealed") == ["Assault"]


# -------------------------------------------------------------------- whole games


def test_minatos_starter_deck_is_legal_and_offered():
    deck = next(s for s in GAME.starter_decks() if s.name == "Minato")
    assert GAME.validate_deck(deck) == []


def test_random_games_with_minato_finish_and_every_question_is_answerable():
    decks = {s.section("character")[0][0]: s for s in GAME.starter_decks()}
    others = ["celinka", "pooky", "umina", "remiliss", "carlswangee", "djanette"]
    for seed, opp in enumerate(others):
        r = random.Random(seed)
        pair = [decks["minato"], decks[opp]] if seed % 2 == 0 else [decks[opp], decks["minato"]]
        m = GAME.new_match(pair, seed=seed)
        for _ in range(4000):
            if m.result is not None:
                break
            pending = m.pending()
            assert pending
            dec = r.choice(pending)
            assert len(dec.options) >= dec.min_choices
            k = r.randint(dec.min_choices, min(dec.max_choices, len(dec.options)))
            m.apply(dec.seat, dec.id, [o.id for o in r.sample(dec.options, k)])
            for seat in (0, 1):
                m.determinize(seat, engine.Rng(seed)).view(seat)
        assert m.result is not None


def test_daredevil_with_a_short_deck_seals_only_what_the_deck_holds():
    d = duel("minato", "eugenia", ["A Streetcar Named Disaster"] + HAND[:4], ["Grasp"], pos=(3, 4))
    mill(d, 0, len(d.p(0)["deck"]) - 2)
    d.answer(0, "main", "Boost Daredevil (A Streetcar Named Disaster, 0 Force)")
    assert d.choices(0, "choose") == ["Seal 0 (+0 Speed)", "Seal 1 (+1 Speed)", "Seal 2 (+2 Speed)"]
    d.answer(0, "choose", "Seal 2")
    assert len(d.names(0, "sealed")) == 2  # (the end-of-turn draw then found the deck empty)


def test_fractured_memories_also_counts_for_the_wild_swing_that_replaces_an_invalid_attack():
    top = ["Hellward Bound"] + HAND[:4] + ["Bus Stop", "Bus Stop"]
    d = duel("minato", "eugenia", top, ["Block"], pos=(3, 5))
    d.put(0, "tr", "Bus Stop")  # the other Bus Stop is now the top card of the deck
    d.strike(0, "Hellward Bound", "Block")  # no Gauge: invalid, replaced by a Wild Swing
    d.answer(0, "choose", "Spend nothing")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["card"] == "Bus Stop" and last["wild_swing"]
    assert last["ex"] and last["power"] == 4 + 1 and last["speed"] == 3 + 1


def test_daredevils_speed_leaves_with_the_boost_when_tech_discards_it():
    d = duel("minato", "eugenia", ["A Streetcar Named Disaster"] + HAND[:4], ["Dive", "Grasp"], pos=(3, 4))
    d.answer(0, "main", "Boost Daredevil (A Streetcar Named Disaster, 0 Force)")
    d.answer(0, "choose", "Seal 3")
    d.answer(1, "main", "Boost Tech")  # Daredevil is the only continuous boost: no question
    assert d.names(0, "boosts") == [] and "A Streetcar Named Disaster" in d.names(0, "discard")
    d.strike(0, "Cross", "Grasp")
    d.answer(1, "move", "Push 1")
    last = d.last_strike()["sides"][0]
    assert last["speed"] == 6 and not last["hit"]  # no +3: Grasp (7) hit first and stunned
    assert charstate.get(d.m, 0, "minato", "dd") is None


def test_an_ex_hellward_bound_is_not_free_its_second_copy_is_discarded_first():
    d = duel("minato", "eugenia", ["Hellward Bound", "Hellward Bound"] + HAND[:3], ["Block"], pos=(3, 5))
    mill(d, 0, 6, "gauge")
    mill(d, 0, len(d.p(0)["deck"]), "sealed")
    d.strike(0, "Hellward Bound", "Block", ex=True)
    # the reveal discarded the second copy, so the discard pile is not empty when the cost is paid
    assert d.names(0, "discard") == ["Hellward Bound"]
    assert d.decision(0, "pay").prompt.startswith("Pay 6 more Gauge")


def test_the_oboroguruma_power_is_used_up_even_when_minatos_attack_is_stunned():
    d = duel("minato", "eugenia", HAND, ["Grasp"], pos=(3, 4))
    d.p(0)["ex"] = True
    charstate.put(d.m, 0, "minato", "obo", 2)
    d.refresh()
    d.strike(0, "Cross", "Grasp")  # Grasp (Speed 7) hits first and stuns
    d.answer(1, "move", "Push 1")
    last = d.last_strike()["sides"][0]
    assert last["power"] == 3 + 2 and d.last_strike()["sides"][0]["stunned"]
    assert charstate.get(d.m, 0, "minato", "obo") is None
