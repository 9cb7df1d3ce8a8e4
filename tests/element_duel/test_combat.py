"""Attacks: the exchange, elements, Genesis, defeats, draws, direct attacks."""

from __future__ import annotations

import pytest

from engine.element_duel import rules

from .helpers import attack, end_turn, field, grave, hand, life, options, summon, table

CYCLE = ["tree", "earth", "water", "fire", "metal"]


@pytest.mark.parametrize("a", CYCLE)
@pytest.mark.parametrize("d", CYCLE)
def test_element_chart_both_ways(a, d):
    i, j = CYCLE.index(a), CYCLE.index(d)
    expected = 2 if (j - i) % 5 == 1 else 0.5 if (i - j) % 5 == 1 else 1
    assert rules.scaled(4, a, d) == 4 * expected


def test_the_cycle_as_the_sources_list_it():
    for strong, weak in [("tree", "earth"), ("earth", "water"), ("water", "fire"),
                         ("fire", "metal"), ("metal", "tree")]:
        assert rules.scaled(3, strong, weak) == 6
        assert rules.scaled(3, weak, strong) == 1  # half of 3 rounds down
    assert rules.scaled(3, "fire", "tree") == 3 == rules.scaled(3, "tree", "fire")


def test_halves_round_down():
    assert [rules.scaled(n, "earth", "tree") for n in range(6)] == [0, 0, 1, 1, 2, 2]


def test_weakness_doubles_the_attack_and_resistance_halves_the_counterattack():
    # Verdant Stag (Tree 4/4) attacks Stone Colossus (Earth 5/8): deals 8, takes 5 // 2 = 2.
    m = table(field0=["tr07"], field1=["ea08"])
    attack(m, 0, "Verdant Stag", "Stone Colossus")
    assert field(m, 1) == []
    assert field(m, 0) == [("tr07", 5, 2)]  # +1 attack from its own ability afterwards
    assert "weakness: double" in "".join(e.text for e in m.events)


def test_resistance_halves_the_attack_and_weakness_doubles_the_counterattack():
    # Stone Colossus (Earth 5/8) attacks Elder Oak (Tree 4/8): deals 2, takes 8.
    m = table(field0=["ea08"], field1=["tr08"])
    attack(m, 0, "Stone Colossus", "Elder Oak")
    assert field(m, 1) == [("tr08", 4, 6)]
    assert field(m, 0) == []
    assert life(m, 0) == 20 - 8  # the leader loses the damage its character took


def test_same_element_and_unrelated_elements_are_even():
    m = table(field0=["ea03"], field1=["ea06"])  # Earth 3/4 vs Earth 3/5
    attack(m, 0, "Clay Brute", "Quartz Sentinel")
    assert field(m, 1) == [("ea06", 3, 2)]
    assert field(m, 0)[0][2] == 1


def test_damage_stays_on_a_character_across_turns():
    m = table(field0=["ea03"], field1=["ea08"])
    attack(m, 0, "Clay Brute", "Stone Colossus")
    end_turn(m, 0)
    assert field(m, 1) == [("ea08", 5, 5)]


def test_a_new_character_cannot_attack_until_next_turn():
    m = table(hand0=["ea03"], field1=["tr01"])
    summon(m, 0, "Clay Brute")
    assert options(m, 0, "attack") == []
    end_turn(m, 0)
    end_turn(m, 1)
    assert {o.card for o in options(m, 0, "attack")} == {"Clay Brute"}


def test_a_genesis_character_attacks_the_turn_it_is_summoned():
    m = table(hand0=["tr03"], field1=["tr01"])
    summon(m, 0, "Bramble Hound")
    attack(m, 0, "Bramble Hound", "Acorn Scout")
    assert field(m, 1) == []


def test_each_character_attacks_once_per_turn():
    m = table(field0=["ea08"], field1=["ea01", "ea01"])
    attack(m, 0, "Stone Colossus", "Pebble Golem (slot 1)")
    assert options(m, 0, "attack") == []


def test_simultaneous_defeat_both_leave_and_both_players_draw():
    m = table(field0=["ea03"], field1=["ea03"])  # 3/4 against 3/4, both survive
    attack(m, 0, "Clay Brute", "Clay Brute")
    assert field(m, 0) == [("ea03", 3, 1)] and field(m, 1) == [("ea03", 3, 1)]
    m = table(field0=["tr01"], field1=["fi02"])  # 2/2 against 2/2: both defeated
    h0, h1 = len(hand(m, 0)), len(hand(m, 1))
    attack(m, 0, "Acorn Scout", "Cinder Fox")
    assert field(m, 0) == [] and field(m, 1) == []
    assert (len(hand(m, 0)), len(hand(m, 1))) == (h0 + 1, h1 + 1)
    assert (life(m, 0), life(m, 1)) == (18, 18)
    assert (grave(m, 0), grave(m, 1)) == (["tr01"], ["fi02"])


def test_a_defeat_by_counterattack_draws_for_the_defender():
    m = table(field0=["fi01"], field1=["ea01"])  # Ember Imp 2/1 into Pebble Golem 2/3
    h0, h1 = len(hand(m, 0)), len(hand(m, 1))
    attack(m, 0, "Ember Imp", "Pebble Golem")
    assert field(m, 0) == [] and field(m, 1) == [("ea01", 2, 1)]
    assert (len(hand(m, 0)), len(hand(m, 1))) == (h0, h1 + 1)
    assert life(m, 0) == 19  # the Imp could take only its 1 defense of the 2-point hit


def test_the_leader_can_be_attacked_only_when_its_field_is_empty():
    m = table(field0=["ea08", "ea03"], field1=["tr01"])
    labels = [o.label for o in options(m, 0, "attack")]
    assert not any("leader" in label for label in labels)
    attack(m, 0, "Stone Colossus", "Acorn Scout")
    attack(m, 0, "Clay Brute", "the enemy leader")
    assert life(m, 1) == 20 - 2 - 3  # Earth hits Tree for half (2) and defeats it; 3 direct
    assert field(m, 0)[1][2] == 4  # a leader does not counterattack


def test_a_hand_at_the_limit_discards_the_drawn_card():
    m = table(hand0=["tr01"] * 3 + ["ea01"] * 3 + ["fi02", "fi02"], field0=["ea08"],
              field1=["tr01"])
    attack(m, 0, "Stone Colossus", "Acorn Scout")
    assert len(hand(m, 0)) == rules.HAND_LIMIT
    assert len(grave(m, 0)) == 1
    assert any(e.kind == "burn" for e in m.events)
