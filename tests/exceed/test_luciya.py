"""Luciya / The Thunderbird."""

import random

import engine

from .helpers import GAME, NO_BLOCK, duel, pass_turn, pay_all


def no_gauge_move(d, seat=0):
    """Decline the ability's offer to move the top discard card to the gauge."""
    d.answer(seat, "choose", "No")


# ------------------------------------------------------------------ the ability


def test_passing_through_deals_one_nonlethal_and_may_gauge_the_top_discard():
    d = duel("luciya", "eugenia", ["Dive"], [], pos=(3, 5))
    d.answer(0, "main", "Move to space 6 (3 Force)")
    pay_all(d, 0, "")
    dec = d.decision(0, "choose")
    top = d.names(0, "discard")[-1]
    assert top in dec.prompt
    d.answer(0, "choose", "Move it")
    assert d.pos(0) == 6 and d.life(1) == 29
    assert d.names(0, "gauge") == [top] and len(d.names(0, "discard")) == 2


def test_moving_without_passing_does_nothing_and_the_damage_is_nonlethal():
    d = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d.answer(0, "main", "Move to space 4 (1 Force)")
    pay_all(d, 0, "")
    assert d.life(1) == 30
    d.idle(1)
    d2 = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d2.p(1)["life"] = 1
    d2.answer(0, "main", "Move to space 6 (3 Force)")
    pay_all(d2, 0, "")
    no_gauge_move(d2)
    assert d2.life(1) == 1 and d2.m.result is None and d2.names(0, "gauge") == []


def test_being_pulled_through_the_opponent_counts_as_passing():
    d = duel("eugenia", "luciya", ["Grasp"], ["Block"], pos=(4, 3))
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Pull 2")
    assert d.pos(1) == 6 and d.life(0) == 29  # Luciya's discard pile is empty: nothing to ask
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(0) == 29


def test_the_exceeded_side_does_not_hurt_when_passing():
    d = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Move to space 6 (3 Force)")
    pay_all(d, 0, "")
    assert d.life(1) == 30 and d.pos(0) == 6
    d.idle(1)


# ------------------------------------------------------------------ Exceed


def test_exceeding_puts_the_hand_into_the_gauge_and_draws_five():
    d = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus")
    hand = sorted(d.names(0, "hand"))
    deck_top = d.names(0, "deck")[:5]
    d.answer(0, "main", "Exceed (pay 5 Gauge)")
    pay_all(d, 0, "")
    assert d.exceeded(0) and sorted(d.names(0, "gauge")) == hand
    # Exceeding pays its cost before the flip: those five are discarded as usual
    assert sorted(d.names(0, "discard")) == sorted(["Spike", "Spike", "Sweep", "Sweep", "Focus"])
    assert d.names(0, "hand")[:5] == deck_top and d.hand_count(0) == 5 + 1  # + the turn's draw
    assert d.names(0, "boosts") == []


def test_exceeded_gauge_spent_goes_face_down_for_one_power_each_and_stays_hidden():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], ["Block"], pos=(3, 5))
    d.p(0)["ex"] = True
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Ride The Lightning", "Block")
    pay_all(d, 0, "")
    p = d.p(0)
    spent = list(p["fd"])
    assert len(spent) == 2 and sorted(d.m.name(i) for i in spent) == ["Spike", "Sweep"]
    assert p["gauge"] == [] and p["discard"] == [] and set(spent) <= set(p["boosts"])
    # the opponent sees two backs, Luciya her own cards; both face-down cards are secret from seat 1
    theirs = d.m.view(1)["players"][0]["boosts"]
    assert theirs == [{"face_down": True}, {"face_down": True}]
    assert d.m.view(None)["players"][0]["boosts"] == theirs
    assert sorted(b["name"] for b in d.m.view(0)["players"][0]["boosts"]) == ["Spike", "Sweep"]
    assert set(spent) <= d.m.secret_from(1) and not set(spent) & d.m.secret_from(0)
    samples = {tuple(d.m.determinize(1, engine.Rng(k)).state["cid"][i] for i in spent) for k in range(12)}
    assert len(samples) > 1
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["power"] == 1 + 2 and d.life(1) == 30 - (3 - 2)
    # continuous boosts: discarded at the strike's cleanup
    assert p["boosts"] == [] and p["fd"] == [] and sorted(d.names(0, "discard")) == ["Spike", "Sweep"]


def test_before_exceeding_spent_gauge_is_discarded():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], ["Block"], pos=(3, 5))
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Ride The Lightning", "Block")
    pay_all(d, 0, "")
    assert d.names(0, "boosts") == [] and sorted(d.names(0, "discard")) == ["Spike", "Sweep"]


def test_exceeded_gauge_spent_as_force_also_goes_face_down():
    d = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d.p(0)["ex"] = True
    d.put(0, "gauge", "Spike")
    d.refresh()
    d.answer(0, "main", "Move to space 4 (1 Force)")
    d.answer(0, "pay", "Spike (gauge)")
    assert d.names(0, "boosts") == ["Spike"] and d.p(0)["fd"] == d.p(0)["boosts"]
    d2 = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d2.p(0)["ex"] = True
    d2.put(0, "gauge", "Spike")
    d2.refresh()
    d2.answer(0, "main", "Change Cards")
    d2.answer(0, "pay", "Spike (gauge)")
    d2.answer(0, "pay", "Done")
    assert d2.names(0, "boosts") == ["Spike"] and d2.names(0, "discard") == []


# ------------------------------------------------------------------ Specials


def test_bug_zapper_advances_two_per_force():
    d = duel("luciya", "eugenia", ["Bug Zapper"], ["Block"], pos=(1, 6))
    d.strike(0, "Bug Zapper", "Block")
    d.answer(0, "choose", "Spend 2 Force")
    pay_all(d, 0, "")
    assert d.pos(0) == 5
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["hit"]


def test_thunderclap_moves_two_after_a_normal_that_stunned():
    d = duel("luciya", "eugenia", ["Grasp"], ["Cross"], pos=(3, 4))
    d.put(0, "tr", "Bug Zapper")
    d.strike(0, "Grasp", "Cross")
    d.answer(0, "move", "Push 1")
    assert d.pos(1) == 5
    assert d.strike_view()["sides"][1]["stunned"]
    d.answer(0, "move", "Move 2 to space 1")
    assert d.pos(0) == 1 and d.life(1) == 27


def test_thunderclap_does_nothing_without_a_stun():
    d = duel("luciya", "eugenia", ["Grasp"], ["Block"], pos=(3, 4))
    d.put(0, "tr", "Bug Zapper")
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 3 and d.strike_view() is None


def test_thunderclap_ignores_special_attacks():
    d = duel("luciya", "eugenia", ["Talon Sweep"], ["Dive"], pos=(3, 4))
    d.put(0, "tr", "Bug Zapper")
    d.strike(0, "Talon Sweep", "Dive")
    d.answer(0, "choose", "No")  # Talon Sweep's +1 Power
    # no Thunderclap move: next comes the cleanup's transform question
    assert "transformation area" in d.decision(0, "choose").prompt
    assert d.last_strike()["sides"][1]["stunned"] and d.pos(0) == 8
    d.answer(0, "choose", "Gauge")
    assert d.strike_view() is None and d.pos(0) == 8


def test_downburst_pulls_then_advances_through():
    d = duel("luciya", "eugenia", ["Downburst"], ["Block"], pos=(3, 6))
    d.strike(0, "Downburst", "Block")
    assert d.pos(1) == 4
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 6 and d.life(1) == 29  # After: advance 2 through the opponent


def test_chain_climb_goes_to_the_gauge_only_when_passing():
    d = duel("luciya", "eugenia", ["Downburst"], [], pos=(3, 5))
    d.answer(0, "main", "Boost Chain Climb")
    pay_all(d, 0, "")
    assert d.choices(0, "move") == ["Advance 5 to space 9", "Retreat 2 to space 1"]
    d.answer(0, "move", "Advance")
    assert d.pos(0) == 9 and "Downburst" in d.names(0, "gauge") and d.life(1) == 29
    no_gauge_move(d)
    assert "Downburst" not in d.names(0, "discard")
    d2 = duel("luciya", "eugenia", ["Downburst"], [], pos=(3, 5))
    d2.answer(0, "main", "Boost Chain Climb")
    pay_all(d2, 0, "")
    d2.answer(0, "move", "Retreat")
    assert d2.pos(0) == 1 and "Downburst" in d2.names(0, "discard") and d2.names(0, "gauge") == []


def test_firefly_gunner_makes_attacks_from_range_three_or_four_miss():
    d = duel("luciya", "eugenia", ["Firefly Gunner"], ["Spike"], pos=(3, 6))
    d.strike(0, "Firefly Gunner", "Spike")
    last = d.last_strike()["sides"]
    assert not last[1]["hit"] and last[0]["hit"] and d.life(0) == 30 and d.life(1) == 30 - 6


def test_firefly_gunner_does_not_dodge_closer_attacks():
    d = duel("luciya", "eugenia", ["Firefly Gunner"], ["Spike"], pos=(4, 6))
    d.strike(0, "Firefly Gunner", "Spike")
    assert d.last_strike()["sides"][1]["hit"] and d.life(0) == 30 - 5


def test_firefly_gunner_dodges_range_four_but_not_five():
    d = duel("luciya", "luciya", ["Mantis Strike"], ["Firefly Gunner"], pos=(3, 7))
    d.strike(0, "Mantis Strike", "Firefly Gunner")
    last = d.last_strike()["sides"]
    assert not last[0]["hit"] and last[1]["hit"] and d.life(0) == 30 - 6
    d2 = duel("luciya", "luciya", ["Mantis Strike"], ["Firefly Gunner"], pos=(2, 7))
    d2.strike(0, "Mantis Strike", "Firefly Gunner")
    assert d2.last_strike()["sides"][0]["hit"] and d2.life(1) == 30 - 1 - 4


def test_the_whirlwind_gives_three_speed():
    d = duel("luciya", "eugenia", ["Firefly Gunner", "Grasp"], ["Grasp"], pos=(3, 4))
    d.answer(0, "main", "Boost The Whirlwind")
    pass_turn(d, 1)
    d.strike(0, "Grasp", "Grasp")
    d.answer(0, "move", "Push 1")
    assert d.last_strike()["sides"][0]["speed"] == 7 + 3
    assert "Firefly Gunner" in d.names(0, "discard")


def test_the_whirlwind_goes_to_the_gauge_at_the_end_of_the_next_turn():
    d = duel("luciya", "eugenia", ["Firefly Gunner"], [], pos=(3, 5))
    d.answer(0, "main", "Boost The Whirlwind")
    assert d.names(0, "boosts") == ["Firefly Gunner"]  # not on the turn it was played
    pass_turn(d, 1)
    assert d.names(0, "boosts") == ["Firefly Gunner"]
    pass_turn(d, 0)
    assert d.names(0, "boosts") == [] and d.names(0, "gauge") == ["Firefly Gunner"]


def test_mantis_strike_pulls_two_then_advances_four():
    d = duel("luciya", "eugenia", ["Mantis Strike"], ["Block"], pos=(2, 6))
    d.strike(0, "Mantis Strike", "Block")
    assert d.pos(1) == 4 and d.pos(0) == 7
    d.answer(1, "choose", NO_BLOCK)
    assert d.life(1) == 30 - 1 - (4 - 2)


def test_storms_fury_moves_one_for_two_force_on_strikes_you_start():
    d = duel("luciya", "eugenia", ["Grasp"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Mantis Strike")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "choose", "Pay 2 Force")
    pay_all(d, 0, "")
    d.answer(0, "move", "to space 4")
    assert d.pos(0) == 4
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["hit"]


def test_storms_fury_is_not_offered_when_defending():
    d = duel("eugenia", "luciya", ["Block"], ["Grasp"], pos=(3, 5))
    d.put(1, "tr", "Mantis Strike")
    d.strike(0, "Block", "Grasp")  # no question after Luciya sets
    assert d.strike_view() is None and d.pos(1) == 5


def test_talon_sweep_advances_four_then_buys_a_power():
    d = duel("luciya", "eugenia", ["Talon Sweep"], ["Block"], pos=(3, 4))
    d.strike(0, "Talon Sweep", "Block")
    assert d.pos(0) == 8
    d.answer(0, "choose", "Pay 1 Force")
    pay_all(d, 0, "")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3
    assert d.life(1) == 30 - 1 - (3 - 2)


def test_grandstanding_gives_both_attacks_one_power():
    d = duel("luciya", "eugenia", ["Grasp"], ["Spike"], pos=(3, 5))
    d.put(0, "tr", "Talon Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(0, "choose", "Pay 1 Force")
    pay_all(d, 0, "")
    d.answer(1, "strike-set", "Spike", exact=True)
    last = d.last_strike()["sides"]
    assert (last[0]["power"], last[1]["power"]) == (4, 6)
    assert d.life(0) == 30 - 6


def test_grandstanding_is_offered_when_defending_too():
    d = duel("eugenia", "luciya", ["Spike"], ["Grasp"], pos=(3, 5))
    d.put(1, "tr", "Talon Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Spike", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(1, "choose", "No")
    assert d.last_strike()["sides"][0]["power"] == 5


def test_grandstanding_is_offered_after_a_wild_swing():
    d = duel("luciya", "eugenia", [], [], pos=(3, 5))
    d.put(0, "tr", "Talon Sweep")
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Wild Swing")
    assert "Grandstanding" in d.decision(0, "choose").prompt


# ------------------------------------------------------------------ Ultras


def test_ride_the_lightning_closes_four_and_advances_four():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], ["Block"], pos=(1, 6))
    d.put(0, "gauge", "Spike", "Sweep")
    d.strike(0, "Ride The Lightning", "Block")
    pay_all(d, 0, "")
    assert d.pos(0) == 5
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(0) == 9 and d.life(1) == 29  # After: advance 4 through the opponent
    no_gauge_move(d)


def test_chain_trap_stops_the_opponent_moving_themselves():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], [], pos=(3, 6))
    d.answer(0, "main", "Boost Chain Trap")
    opts = d.choices(1, "main")
    assert not any(o.startswith("Move to") for o in opts)
    d.answer(1, "main", "Boost Run")  # Advance 0~3: Eugenia cannot move herself
    assert d.pos(1) == 6
    d.idle(0)
    # Luciya may still move her
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    assert d.strike_view() is None and d.names(0, "boosts") == []  # discarded at the cleanup


def test_chain_trap_still_lets_luciya_move_the_opponent():
    d = duel("luciya", "eugenia", ["Ride The Lightning", "Grasp"], ["Block"], pos=(3, 4))
    d.answer(0, "main", "Boost Chain Trap")
    pass_turn(d, 1)
    d.strike(0, "Grasp", "Block")
    d.answer(0, "move", "Push 1")
    assert d.pos(1) == 5
    d.answer(1, "choose", NO_BLOCK)


def test_chain_trap_can_be_broken_for_two_force_into_luciyas_gauge():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], [], pos=(3, 6))
    d.answer(0, "main", "Boost Chain Trap")
    d.answer(1, "main", "Spend 2 Force: put {seat0}'s Chain Trap into their gauge")
    pay_all(d, 1, "")
    assert d.names(0, "gauge") == ["Ride The Lightning"] and d.names(0, "boosts") == []
    assert len(d.names(1, "discard")) == 2
    d.idle(0)
    assert any(o.startswith("Move to") for o in d.choices(0, "main"))


def test_chain_trap_cannot_be_broken_without_two_force():
    d = duel("luciya", "eugenia", ["Ride The Lightning"], [], pos=(3, 6))
    d.answer(0, "main", "Boost Chain Trap")
    d.set_hand(1, "Grasp")
    assert not any("Chain Trap" in o for o in d.choices(1, "main"))


def test_skies_aflame_gains_advantage_and_moves_anywhere():
    d = duel("luciya", "eugenia", ["Skies Aflame"], ["Block"], pos=(3, 6))
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Skies Aflame", "Block")
    pay_all(d, 0, "")
    d.answer(1, "choose", NO_BLOCK)
    d.answer(0, "move", "Space 9")
    no_gauge_move(d)
    assert d.pos(0) == 9 and d.life(1) == 30 - (4 - 2) - 1
    d.idle(0)  # Advantage


def test_skies_aflame_may_not_move_past_an_opponent_who_forbids_it():
    # Heart of the Mountain: the opponent cannot move past Seijun, "move to any space" included
    d = duel("luciya", "seijun", ["Skies Aflame"], ["Block"], pos=(3, 6))
    d.put(1, "boosts", "Tale Of Seven Trials")
    d.put(0, "gauge", "Spike", "Sweep", "Focus")
    d.strike(0, "Skies Aflame", "Block")
    pay_all(d, 0, "")
    d.answer(1, "choose", NO_BLOCK)
    assert d.choices(0, "move") == [f"Space {n}" for n in (1, 2, 3, 4, 5)]
    d.answer(0, "move", "Space 5", exact=True)
    assert d.pos(0) == 5 and d.life(1) == 30 - (4 - 2)


def test_preemptive_attack_strikes_with_two_more_speed():
    d = duel("luciya", "eugenia", ["Skies Aflame", "Grasp"], ["Grasp"], pos=(3, 4))
    d.answer(0, "main", "Boost Preemptive Attack")
    pay_all(d, 0, "")
    d.answer(0, "strike-set", "Grasp", exact=True)
    d.answer(1, "strike-set", "Grasp", exact=True)
    d.answer(0, "move", "Push 1")
    assert d.last_strike()["sides"][0]["speed"] == 9 and d.last_strike()["sides"][0]["hit"]
    assert "Skies Aflame" in d.names(0, "discard")


# ------------------------------------------------------------------ deck and random games


def test_luciyas_starter_deck_is_legal_and_offered():
    deck = next(s for s in GAME.starter_decks() if s.name == "Luciya")
    assert GAME.validate_deck(deck) == [] and GAME.chars["luciya"].exceed_name == "The Thunderbird"


def test_random_games_against_several_characters_finish_cleanly():
    decks = {s.name: s for s in GAME.starter_decks()}
    weights = {"exceed": 8, "strike": 3, "boost": 3, "activate": 3, "prepare": 0.3, "change": 0.3}
    for seed, other in enumerate(["Eugenia", "Pooky", "Sydney & Serena", "Celinka", "Galdred", "Umina"]):
        r = random.Random(seed)
        pair = [decks["Luciya"], decks[other]]
        m = GAME.new_match(pair if seed % 2 else pair[::-1], seed=seed)
        steps = 0
        while m.result is None and steps < 3000:
            pending = m.pending()
            assert pending, "the match stopped without a decision"
            dec = r.choice(pending)
            assert dec.options and dec.min_choices <= len(dec.options)
            if dec.min_choices == dec.max_choices == 1:
                chosen = r.choices(dec.options, [weights.get(o.kind, 1) for o in dec.options])
            else:
                chosen = r.sample(dec.options, r.randint(dec.min_choices, dec.max_choices))
            m.apply(dec.seat, dec.id, [o.id for o in chosen])
            steps += 1
        assert m.result is not None, (other, steps)
