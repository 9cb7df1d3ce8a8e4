"""Syrus / Lord of the Deep."""

import json
import random

import engine
from engine.core import Rng

from .helpers import NO_BLOCK, duel, pass_turn, pay_all, settle


def iid_of(d, seat, zone, name):
    return next(i for i in d.p(seat)[zone] if d.m.name(i) == name)


def face_down(d, seat, *names):
    """Put cards into play as face-down boosts (as Syrus's ability leaves them)."""
    d.put(seat, "boosts", *names)
    for name in names:
        d.p(seat)["fd"].append(next(i for i in d.p(seat)["boosts"] if d.m.name(i) == name
                                    and i not in d.p(seat)["fd"]))


# ------------------------------------------------------------------ the ability


def test_instant_boosts_stay_in_play_face_down_and_hidden():
    d = duel("syrus", "eugenia", ["Tidal Whirl", "Cross"], ["Block"], pos=(3, 6))
    hand = d.hand_count(0)
    d.answer(0, "main", "Boost Ebb and Flow")
    d.answer(0, "move", "Move 1 to space 4")
    d.idle(1)
    tw = iid_of(d, 0, "boosts", "Tidal Whirl")
    assert tw in d.p(0)["fd"] and "Tidal Whirl" not in d.names(0, "discard")
    assert d.hand_count(0) == hand - 1 + 1 + 1 and d.pos(0) == 4  # the draw, then end of turn
    opp = d.m.view(1)
    assert opp["players"][0]["boosts"] == [{"face_down": True}]
    assert "Ebb and Flow" not in json.dumps(opp["players"]) and "Tidal Whirl" not in json.dumps(opp["players"])
    assert d.m.view(0)["players"][0]["boosts"][0]["name"] == "Tidal Whirl"
    assert tw in d.m.secret_from(1) and tw not in d.m.secret_from(0)
    # determinize resamples the face-down card among Syrus's unseen cards
    names = set()
    for k in range(30):
        names.add(d.m.determinize(1, Rng(k)).name(tw))
    assert len(names) > 1


def test_face_down_boost_goes_to_gauge_when_the_next_attack_hits():
    d = duel("syrus", "eugenia", ["Tidal Whirl", "Cross"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Ebb and Flow")
    d.answer(0, "move", "Move 1 to space 4")
    pass_turn(d, 1)
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["hit"] and last["power"] == 3  # the face-down boost adds no Power before Exceeding
    assert d.names(0, "gauge") == ["Tidal Whirl", "Cross"] and d.names(0, "boosts") == []


def test_face_down_boost_is_discarded_when_the_attack_misses():
    d = duel("syrus", "eugenia", ["Cross"], ["Block"], pos=(3, 8))
    face_down(d, 0, "Tidal Whirl")
    d.strike(0, "Cross", "Block")
    assert not d.last_strike()["sides"][0]["hit"]
    assert "Tidal Whirl" in d.names(0, "discard") and d.names(0, "boosts") == [] and d.facedown(0) == []


def test_a_face_down_boost_that_starts_a_strike_counts_in_that_strike():
    d = duel("syrus", "eugenia", ["Focus", "Cross"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Reading")
    d.answer(0, "choose", "Block")
    d.answer(0, "strike-set", "Cross", exact=True)
    if (1, "strike-set") in d.kinds():
        d.answer(1, "strike-set", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][1]["card"] == "Block" and d.last_strike()["sides"][0]["hit"]
    assert d.names(0, "gauge") == ["Focus", "Cross"]


def test_a_cancelled_instant_boost_is_discarded():
    d = duel("syrus", "geoffrey", ["Tidal Whirl"], ["Block"], pos=(3, 6))
    d.put(1, "tr", "Inquisition")
    d.answer(0, "main", "Boost Ebb and Flow")
    d.answer(1, "cancel", "Cancel it: pay 2 Force")
    pay_all(d, 1, "hand")
    assert "Tidal Whirl" in d.names(0, "discard") and d.names(0, "boosts") == [] and d.pos(0) == 3


# ------------------------------------------------------------------ Exceed


def test_exceeding_puts_every_continuous_boost_into_the_gauge():
    d = duel("syrus", "eugenia", ["Cross"], ["Block"])
    d.put(0, "boosts", "Grasp")
    face_down(d, 0, "Tidal Whirl")
    d.put(0, "gauge", "Spike", "Spike", "Sweep", "Sweep", "Focus", "Focus")
    d.answer(0, "main", "Exceed (pay 6 Gauge)")
    pay_all(d, 0)
    assert d.exceeded(0) and d.names(0, "boosts") == [] and d.facedown(0) == []
    assert sorted(d.names(0, "gauge")) == ["Grasp", "Tidal Whirl"]


def test_exceeded_instant_boosts_give_power_and_a_move_when_placed():
    d = duel("syrus", "eugenia", ["Tidal Whirl", "Cross"], ["Block"], pos=(3, 6))
    d.p(0)["ex"] = True
    d.refresh()
    d.answer(0, "main", "Boost Ebb and Flow")
    d.answer(0, "move", "Move 1 to space 4")
    assert "Stay on space 4" in d.choices(0, "move")
    d.answer(0, "move", "Move 1 to space 5")
    assert d.pos(0) == 5 and iid_of(d, 0, "boosts", "Tidal Whirl") in d.p(0)["fd"]
    pass_turn(d, 1)
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["hit"] and last["power"] == 3 + 1
    # no "goes to your Gauge" text any more: discarded at cleanup
    assert "Tidal Whirl" in d.names(0, "discard") and d.names(0, "gauge") == ["Cross"]


# ------------------------------------------------------------------ Specials


def test_albatross_talon_ignores_guard_retreats_and_draws():
    d = duel("syrus", "eugenia", ["Albatross Talon"], ["Block"], pos=(3, 6))
    hand = d.hand_count(0)
    d.strike(0, "Albatross Talon", "Block")
    d.answer(1, "choose", NO_BLOCK)
    side = d.last_strike()["sides"]
    assert side[0]["hit"] and side[1]["stunned"]  # 3 damage after Block's Armor, Guard 3 ignored
    assert d.life(1) == 30 - 3 and d.pos(0) == 1 and d.hand_count(0) == hand - 1 + 1


def test_memories_of_the_deep_boosts_instants_from_the_gauge_and_seals_them():
    d = duel("syrus", "eugenia", ["Cross"], ["Block"], pos=(3, 6))
    d.put(0, "tr", "Albatross Talon")
    d.put(0, "gauge", "Tidal Whirl", "Grasp")
    opts = d.choices(0, "main")
    assert not any("Fierce (Grasp from gauge" in o for o in opts)  # continuous boosts are not offered from the gauge
    d.answer(0, "main", "Boost Ebb and Flow (Tidal Whirl from gauge, 0 Force)")
    d.answer(0, "move", "Move 1 to space 4")
    d.idle(1)
    assert d.names(0, "sealed") == ["Tidal Whirl"] and d.names(0, "boosts") == []
    assert d.names(0, "gauge") == ["Grasp"]


def test_aria_of_the_winds_returns_a_card_from_the_discard_pile():
    d = duel("syrus", "eugenia", ["Aria Of The Winds"], ["Block"], pos=(3, 6))
    d.put(0, "discard", "Sweep", "Dive")
    d.strike(0, "Aria Of The Winds", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert "Leave them" in d.choices(0, "choose")
    d.answer(0, "choose", "Sweep")
    assert "Sweep" in d.names(0, "hand") and d.names(0, "discard") == ["Dive"]


def test_reckless_greed_discards_a_boost_to_strike_once_a_turn():
    d = duel("syrus", "eugenia", ["Cross"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Aria Of The Winds")
    face_down(d, 0, "Tidal Whirl")
    d.put(0, "boosts", "Grasp")
    d.answer(0, "main", "Prepare")
    assert d.choices(0, "choose") == ["Discard face-down Tidal Whirl and Strike", "Discard Fierce and Strike", "No"]
    assert d.decision(0, "choose").private
    d.answer(0, "choose", "Discard Fierce and Strike")
    assert "Grasp" in d.names(0, "discard")
    d.answer(0, "strike-set", "Cross", exact=True)
    d.answer(1, "strike-set", "Block", exact=True)
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["hit"] and "Tidal Whirl" in d.names(0, "gauge")


def test_reckless_greed_may_be_declined_and_needs_a_boost():
    d = duel("syrus", "eugenia", ["Cross"], ["Block"], pos=(3, 5))
    d.put(0, "tr", "Aria Of The Winds")
    d.answer(0, "main", "Prepare")
    d.idle(1)  # no boost in play: nothing offered
    pass_turn(d, 1)
    d.put(0, "boosts", "Grasp")
    d.answer(0, "main", "Prepare")
    d.answer(0, "choose", "No")
    settle(d, 0)
    d.idle(1)
    assert d.names(0, "boosts") == ["Grasp"]


def test_siren_call_pulls_a_stunned_opponent_to_two_spaces():
    d = duel("syrus", "eugenia", ["Siren Call"], ["Grasp"], pos=(3, 7))
    d.strike(0, "Siren Call", "Grasp")
    sides = d.last_strike()["sides"]
    assert sides[0]["hit"] and sides[1]["stunned"] and d.pos(1) == 5


def test_siren_call_does_not_pull_an_opponent_who_is_not_stunned():
    d = duel("syrus", "eugenia", ["Siren Call"], ["Spike"], pos=(3, 7))
    d.strike(0, "Siren Call", "Spike")
    sides = d.last_strike()["sides"]
    assert sides[0]["hit"] and not sides[1]["stunned"] and d.pos(1) == 7


def test_opulence_adds_power_on_hit_with_a_continuous_boost():
    d = duel("syrus", "eugenia", ["Cross", "Cross"], ["Block", "Block"], pos=(3, 5))
    d.put(0, "tr", "Siren Call")
    d.strike(0, "Cross", "Block")
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3
    d.p(0)["pos"], d.p(1)["pos"] = 3, 5
    pass_turn(d, 1)
    face_down(d, 0, "Tidal Whirl")
    d.strike(0, "Cross", "Block")
    d.answer(0, "order", "Opulence")  # before the face-down boost leaves for the gauge
    d.answer(1, "choose", NO_BLOCK)
    assert d.last_strike()["sides"][0]["power"] == 3 + 1


def test_tidal_whirl_pushes_or_pulls_one():
    d = duel("syrus", "eugenia", ["Tidal Whirl"], ["Block"], pos=(3, 5))
    d.strike(0, "Tidal Whirl", "Block")
    d.answer(0, "move", "Push 1")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 6 and d.life(1) == 30 - 1


def test_treasure_hunter_pushes_and_trades_gauge_cards():
    d = duel("syrus", "eugenia", ["Treasure Hunter"], ["Block"], pos=(3, 4))
    d.put(1, "gauge", "Spike", "Sweep")
    d.put(0, "discard", "Dive", "Focus")
    d.strike(0, "Treasure Hunter", "Block")
    d.answer(1, "discard", "Sweep")
    d.answer(1, "choose", NO_BLOCK)
    assert d.pos(1) == 7 and d.names(1, "gauge") == ["Spike", "Block"] and "Sweep" in d.names(1, "discard")
    assert d.names(0, "gauge") == ["Focus", "Treasure Hunter"] and d.names(0, "discard") == ["Dive"]


def test_treasure_hoarder_puts_a_hand_card_into_the_gauge():
    d = duel("syrus", "eugenia", ["Treasure Hunter", "Spike"], ["Block"])
    d.answer(0, "main", "Boost Treasure Hoarder")
    dec = d.decision(0, "choose")
    assert dec.private
    d.answer(0, "choose", "Spike")
    assert d.names(0, "gauge") == ["Spike"] and d.names(0, "boosts") == ["Treasure Hunter"]


# ------------------------------------------------------------------ Ultras


def test_dredge_fury_spends_gauge_for_power_and_keeps_one_card():
    d = duel("syrus", "eugenia", ["Dredge Fury"], ["Block"], pos=(3, 6))
    d.put(0, "gauge", "Spike", "Sweep", "Focus", "Dive", "Grasp")
    d.strike(0, "Dredge Fury", "Block")
    d.answer(0, "pay", "Spike (gauge)")
    # 4 Gauge left, but at most 3 may be spent
    assert d.choices(0, "choose") == ["Spend nothing", "Spend 1 Gauge", "Spend 2 Gauge", "Spend 3 Gauge"]
    d.answer(0, "choose", "Spend 2 Gauge")
    d.answer(0, "pay", "Sweep (gauge)")
    d.answer(0, "pay", "Focus (gauge)")
    assert d.choices(0, "choose") == ["Sweep", "Focus"]
    d.answer(0, "choose", "Focus")
    d.answer(1, "choose", NO_BLOCK)
    last = d.last_strike()["sides"][0]
    assert last["hit"] and last["power"] == 2 + 4 and d.life(1) == 30 - (6 - 2)
    assert "Focus" in d.names(0, "hand") and "Sweep" in d.names(0, "discard")
    assert d.names(0, "gauge") == ["Dive", "Grasp", "Dredge Fury"]


def test_riptide_lets_both_draw_then_gives_another_action():
    d = duel("syrus", "eugenia", ["Dredge Fury"], ["Block"])
    mine, theirs = d.hand_count(0), d.hand_count(1)
    d.answer(0, "main", "Boost Riptide")
    assert d.choices(0, "choose") == ["Draw 0", "Draw 1", "Draw 2", "Draw 3"]
    d.answer(0, "choose", "Draw 3")
    d.answer(1, "choose", "Draw 1")
    d.idle(0)
    assert d.hand_count(0) == mine - 1 + 3 and d.hand_count(1) == theirs + 1
    assert iid_of(d, 0, "boosts", "Dredge Fury") in d.p(0)["fd"]


def test_symphony_of_the_deep_refills_the_hand_to_seven_from_the_discard_pile():
    d = duel("syrus", "eugenia", ["Symphony Of The Deep"], ["Block"], pos=(3, 4))
    d.set_hand(0, "Symphony Of The Deep", "Grasp")
    d.put(0, "gauge", "Spike", "Spike")
    d.put(0, "discard", "Sweep", "Sweep", "Focus", "Focus", "Dive", "Dive", "Cross", "Cross")
    d.strike(0, "Symphony Of The Deep", "Block")
    pay_all(d, 0)
    d.answer(1, "choose", NO_BLOCK)
    assert d.hand_count(0) == 7
    # 2 left of the 8, plus the 2 Gauge spent on the Ultra
    assert len(d.names(0, "discard")) == 8 - 6 + 2


def test_silver_shadow_moves_three_spaces_from_the_opponent():
    d = duel("syrus", "eugenia", ["Symphony Of The Deep"], ["Block"], pos=(3, 5))
    d.answer(0, "main", "Boost Silver Shadow")
    assert d.choices(0, "move") == ["Space 2", "Space 8"]
    d.answer(0, "move", "Space 8")
    assert d.pos(0) == 8 and d.names(0, "boosts") == ["Symphony Of The Deep"]


# ------------------------------------------------------------------ random games


def test_random_games_with_syrus_finish_and_stay_answerable():
    game = engine.get_game("exceed")
    decks = {dk.name: dk for dk in game.starter_decks()}
    opponents = ["Pooky", "Geoffrey", "Celinka", "D'Janette", "Galdred", "Remiliss"]
    for seed, opp in enumerate(opponents):
        pair = [decks["Syrus"], decks[opp]]
        if seed % 2:
            pair.reverse()
        m = game.new_match(pair, seed=seed)
        r = random.Random(seed)
        for _ in range(3000):
            if m.result is not None:
                break
            pending = m.pending()
            assert pending
            dec = r.choice(pending)
            assert dec.options and len(dec.options) >= dec.min_choices
            chosen = r.sample(dec.options, r.randint(dec.min_choices, dec.max_choices))
            m.apply(dec.seat, dec.id, [o.id for o in chosen])
        assert m.result is not None, (opp, seed)


def test_tech_does_not_discard_itself_so_it_stays_face_down():
    """Tech discards a continuous boost; the resolving Tech is an Instant Boost, not one, so
    with nothing else in play it does nothing and Syrus keeps it face-down (interpretation 27)."""
    d = duel("syrus", "eugenia", ["Dive"], ["Block"])
    d.answer(0, "main", "Boost Tech")
    dive = iid_of(d, 0, "boosts", "Dive")
    assert dive in d.p(0)["fd"] and "Dive" not in d.names(0, "discard")
