"""Winning, losing, drawing, surrender, fatigue, and the 60-second turn."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction

from .helpers import (
    act,
    active,
    attack,
    end_turn,
    field,
    hand,
    hurt,
    life,
    make_ready,
    new_match,
    options,
    run_out,
    summon,
    table,
)


def test_a_leader_at_zero_life_loses():
    m = table(field0=["ea03"], life=(20, 3))
    attack(m, 0, "Clay Brute", "the enemy leader")
    assert m.result.winners == [0] and "no life left" in m.result.reason
    assert m.pending() == []


def test_a_leader_loses_the_damage_its_defeated_character_took_and_can_lose_by_it():
    m = table(field0=["ea08"], field1=["ea01"], life=(20, 3))
    attack(m, 0, "Stone Colossus", "Pebble Golem")  # a 5-point hit on a 3-defense card
    assert life(m, 1) == 0 and m.result.winners == [0]


def test_a_hit_beyond_a_characters_defense_does_not_reach_its_leader():
    # "Defense is the damage a card can take": Titan Automaton hits Acorn Scout (2 defense)
    # for 12 (Metal > Tree); the Scout's leader loses the 2 the Scout took, not 12
    m = table(field0=["me09"], field1=["tr01"])
    attack(m, 0, "Titan Automaton", "Acorn Scout")
    assert field(m, 1) == [] and life(m, 1) == 18
    m = table(field0=["me09"], field1=["tr01"])
    hurt(m, 1, 0, 1)  # a damaged Scout has 1 left to take
    attack(m, 0, "Titan Automaton", "Acorn Scout")
    assert life(m, 1) == 19


def test_a_leader_at_zero_as_the_other_player_runs_out_of_cards_wins_for_who_felled_it():
    # "If 1 and 2 happen together, the winner is the player who took the opponent from 1
    # life to 0": Player 1's Acorn Scout and Player 2's last card, Cinder Fox, fall together;
    # Player 2 has nothing left (way 2), but the Fox took Player 1's leader to 0 (way 1)
    m = table(field0=["tr01"], field1=["fi02"], life=(2, 20))
    run_out(m, 1, hand=True)
    attack(m, 0, "Acorn Scout", "Cinder Fox")
    assert life(m, 0) == 0 and field(m, 1) == []
    assert not m.result.draw and m.result.winners == [1]
    assert "no life left" in m.result.reason


def test_both_leaders_falling_at_once_is_a_draw():
    m = table(field0=["tr01"], field1=["fi02"], life=(2, 2))
    attack(m, 0, "Acorn Scout", "Cinder Fox")
    assert m.result.draw and m.result.winners == [0, 1]


def test_no_cards_in_hand_deck_and_field_loses():
    m = table(hand0=["tr01"], field1=["fi02"])
    run_out(m, 1, hand=True)
    summon(m, 0, "Acorn Scout")
    assert m.result is None  # Player 2 still has Cinder Fox on the field
    make_ready(m, 0, 0)
    attack(m, 0, "Acorn Scout", "Cinder Fox")
    # both characters are defeated; only Player 2 is left with nothing
    assert m.result.winners == [0] and "no cards left" in m.result.reason


def test_surrender_ends_the_match_for_the_opponent():
    m = table()
    version = m.version
    events = m.concede(1)
    assert m.result.winners == [0] and "surrenders" in m.result.reason
    assert m.version == version + 1 and m.pending() == []
    assert any(e.kind == "concede" for e in events)
    with pytest.raises(IllegalAction):
        m.concede(0)


def test_surrender_is_possible_during_the_mulligan_and_by_either_player():
    m = new_match()
    m.concede(0)
    assert m.result.winners == [1]


def test_an_empty_deck_costs_growing_life_at_the_turns_draw():
    m = table(hand1=["ea08"])
    run_out(m, 1)
    end_turn(m, 0)
    assert life(m, 1) == 19
    end_turn(m, 1)
    end_turn(m, 0)
    assert life(m, 1) == 17


def test_a_reward_draw_from_an_empty_deck_is_simply_skipped():
    m = table(field0=["ea08"], field1=["tr01"])
    run_out(m, 0)
    attack(m, 0, "Stone Colossus", "Acorn Scout")
    assert life(m, 0) == 20 and m.result is None


# ------------------------------------------------------------------ the clock
def test_every_decision_of_a_turn_carries_the_remaining_time():
    m = table(hand0=["tr01"])
    d = m.pending()[0]
    assert d.deadline_s == 60.0
    m.elapse(12.5)
    d2 = m.pending()[0]
    assert d2.deadline_s == 47.5 and d2.id == d.id  # the open prompt stays valid
    summon(m, 0, "Acorn Scout")
    assert m.pending()[0].deadline_s == 47.5
    assert m.view(None)["time_left"] == 47.5


def test_at_zero_time_the_only_move_is_to_end_the_turn():
    m = table(hand0=["tr01"])
    old = m.pending()[0]
    m.elapse(75)
    d = m.pending()[0]
    assert d.deadline_s == 0.0 and [o.kind for o in d.options] == ["pass"]
    with pytest.raises(IllegalAction):
        m.apply(0, old.id, [old.options[0].id])


def test_timeout_ends_the_players_turn_and_the_next_turn_has_a_full_minute():
    m = table(hand0=["tr01"])
    m.elapse(60)
    version = m.version
    events = m.run_timeout(0)
    assert m.version == version + 1
    assert active(m) == 1
    assert any(e.kind == "end" and "time" in e.text for e in events)
    assert m.pending()[0].seat == 1 and m.pending()[0].deadline_s == 60.0
    assert any(e.kind == "checkpoint" for e in events)


def test_timeout_of_a_player_without_a_running_turn_is_refused():
    m = table()
    with pytest.raises(IllegalAction):
        m.run_timeout(1)


def test_timeout_during_the_mulligan_keeps_the_hand():
    m = new_match()
    hand_before = hand(m, 0)
    m.elapse(100)  # no turn clock runs during the mulligan
    assert m.pending()[0].deadline_s is None
    m.run_timeout(0)
    assert hand(m, 0) == hand_before
    assert [d.seat for d in m.pending()] == [1]
    m.run_timeout(1)
    assert m.view(None)["phase"] == "main"


def test_elapse_refuses_negative_time():
    m = table()
    with pytest.raises(IllegalAction):
        m.elapse(-1)


def test_the_clock_survives_a_snapshot():
    m = table()
    m.elapse(20)
    again = m.game.load_match(m.to_json())
    assert again.pending()[0].deadline_s == 40.0
    assert again.pending()[0].id == m.pending()[0].id


def test_remaining_time_resets_each_turn():
    m = table()
    m.elapse(50)
    end_turn(m, 0)
    assert m.pending()[0].deadline_s == 60.0


def test_options_at_full_time_include_summons_attacks_and_end():
    m = table(hand0=["tr01"], field0=["ea03"])
    kinds = {o.kind for o in options(m, 0)}
    assert kinds == {"summon", "attack", "pass"}
    act(m, 0, "attack")
    assert field(m, 0)[0][0] == "ea03"


def test_a_last_card_that_falls_attacking_still_fires_its_after_attack_ability():
    # Player 1's last card, Blaze Hound (3/1), attacks Stone Colossus (5/8) and falls to
    # the counterattack; "after attacking" it deals 1 damage to the enemy leader, who is
    # at 1 life. The abilities fire after the attack, then the end is checked: Player 2's
    # leader at 0 and Player 1 out of cards together, a win for who took it to 0.
    m = table(field0=["fi04"], field1=["ea08"], life=(20, 1))
    run_out(m, 0, hand=True)
    attack(m, 0, "Blaze Hound", "Stone Colossus")
    assert field(m, 0) == [] and life(m, 1) == 0
    assert m.result.winners == [0] and not m.result.draw
    assert "no life left" in m.result.reason
