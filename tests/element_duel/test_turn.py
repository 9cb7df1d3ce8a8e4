"""Setup, mulligan, the turn cycle, mana, summoning and the field limit."""

from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.element_duel import rules, turn

from .helpers import (
    act,
    active,
    deck,
    deck_ids,
    end_turn,
    field,
    grave,
    hand,
    keep_hands,
    life,
    mana,
    max_mana,
    new_match,
    options,
    reprint,
    set_turns,
    summon,
    table,
)

EXPENSIVE = ["ea03", "me03", "fi05", "ea08", "tr03"]  # no character of cost 1 or less


def test_opening_hand_of_five_and_a_private_simultaneous_mulligan():
    m = new_match(["tr01", "ea03", "me03", "fi05", "ea08"])
    for seat in (0, 1):
        assert len(hand(m, seat)) == 5
    pending = m.pending()
    assert [d.seat for d in pending] == [0, 1]
    for d in pending:
        assert d.kind == "mulligan" and d.private
        assert (d.min_choices, d.max_choices) == (0, 5)
        assert all(o.kind == "mulligan" for o in d.options)


def test_mulligan_replaces_the_marked_cards_from_the_top_and_puts_them_back():
    m = new_match(["tr01", "ea03", "me03", "fi05", "ea08", "wa06", "me02"])
    d = m.pending()[0]
    m.apply(0, d.id, ["m1", "m2"])
    assert hand(m, 0) == ["tr01", "fi05", "ea08", "wa06", "me02"]
    assert deck_ids(m, 0)[-2:] == ["ea03", "me03"]  # back at the bottom
    assert m.view(0)["players"][0]["deck"] == 25
    assert m.pending()[0].seat == 1  # seat 0 may not mulligan twice


def test_a_hand_without_a_cheap_character_is_swapped_until_it_has_one():
    m = new_match([*EXPENSIVE, "tr01"])
    assert hand(m, 0) == deck(*EXPENSIVE, "tr01").expand()[5:10]
    assert hand(m, 0)[0] == "tr01"
    assert sum(e.kind == "redraw" for e in m.events) == 1
    # the first five went to the bottom, in order
    assert deck_ids(m, 0)[-5:] == EXPENSIVE


def test_a_mulligan_that_leaves_no_cheap_character_redraws_the_whole_hand():
    m = new_match(["tr01", *EXPENSIVE[:4], "ea03", "me03", "fi05", "ea08", "tr03"])
    d = m.pending()[0]
    m.apply(0, d.id, ["m0"])  # the only cheap character goes back
    assert any(c in ("tr01", "ea01", "fi02", "me02") for c in hand(m, 0))
    assert any(e.kind == "redraw" for e in m.events)


def test_the_redraw_loop_stops_after_its_limit():
    m = new_match()
    reprint(m, 0, "ea03")  # no cheap character anywhere
    before = sum(e.kind == "redraw" for e in m.events)
    turn.ensure_playable_hand(m, 0)
    assert sum(e.kind == "redraw" for e in m.events) - before == rules.REDRAW_LIMIT
    assert len(hand(m, 0)) == 5


def test_first_player_draws_and_mana_starts_at_one_and_grows_each_own_turn():
    m = new_match(first=1)
    keep_hands(m)
    assert active(m) == 1 and len(hand(m, 1)) == 6  # the first player draws too
    assert (mana(m, 1), max_mana(m, 1)) == (1, 1)
    end_turn(m, 1)
    assert (mana(m, 0), max_mana(m, 0), len(hand(m, 0))) == (1, 1, 6)
    end_turn(m, 0)
    assert (mana(m, 1), max_mana(m, 1)) == (2, 2)


def test_mana_stops_growing_at_the_maximum():
    m = new_match()
    keep_hands(m)
    set_turns(m, 1, rules.MAX_MANA - 1)
    end_turn(m, 0)
    assert max_mana(m, 1) == rules.MAX_MANA
    end_turn(m, 1)
    end_turn(m, 0)
    assert max_mana(m, 1) == rules.MAX_MANA == 10


def test_the_first_player_is_random_without_the_option():
    from .helpers import GAME
    firsts = set()
    for seed in range(12):
        m = GAME.new_match([deck(), deck()], seed=seed, options={"shuffle": False})
        keep_hands(m)
        firsts.add(active(m))
    assert firsts == {0, 1}


def test_summoning_pays_mana_and_only_affordable_cards_are_offered():
    m = table(hand0=["tr01", "ea03", "ea08"], mana=3)
    assert {o.card for o in options(m, 0, "summon")} == {"Acorn Scout", "Clay Brute"}
    summon(m, 0, "Clay Brute")
    assert mana(m, 0) == 1
    assert field(m, 0) == [("ea03", 3, 4)]
    assert {o.card for o in options(m, 0, "summon")} == {"Acorn Scout"}
    summon(m, 0, "Acorn Scout")
    assert options(m, 0, "summon") == []


def test_at_most_five_cards_on_a_field_supports_included():
    m = table(hand0=["tr01", "fi11"], field0=["ea01"] * 3 + ["ea03"] * 2, field1=["ea03"])
    assert options(m, 0, "summon") == []
    m = table(hand0=["tr01", "fi11"], field0=["ea01"] * 3 + ["ea03"], field1=["ea03"])
    assert {o.card for o in options(m, 0, "summon")} == {"Acorn Scout", "Fireball"}
    summon(m, 0, "Acorn Scout")
    assert options(m, 0, "summon") == []


def test_a_support_applies_at_once_and_then_dies():
    m = table(hand0=["fi11"], field1=["ea03"])
    summon(m, 0, "Fireball", "Clay Brute")
    assert field(m, 1) == [("ea03", 3, 1)]
    assert field(m, 0) == []
    assert grave(m, 0) == ["fi11"]


def test_a_support_without_a_legal_target_is_not_offered_but_a_character_is():
    m = table(hand0=["fi11", "fi06"])
    assert {o.card for o in options(m, 0, "summon")} == {"Pyre Witch"}
    summon(m, 0, "Pyre Witch")
    assert field(m, 0) == [("fi06", 3, 3)]


def test_end_turn_passes_to_the_opponent_with_a_fresh_draw():
    m = table()
    before = len(hand(m, 1))
    end_turn(m, 0)
    assert active(m) == 1 and m.view(None)["turn"] == 2
    assert len(hand(m, 1)) == before + 1


def test_answers_to_a_finished_turn_are_refused():
    m = table(hand0=["tr01"])
    d = m.pending()[0]
    end_turn(m, 0)
    with pytest.raises(IllegalAction):
        m.apply(0, d.id, ["s0"])


def test_checkpoints_after_each_summon_attack_and_turn():
    m = table(hand0=["tr01"], field0=["ea03"], field1=["tr01"])
    n = len(m.events)
    summon(m, 0, "Acorn Scout")
    assert m.events[-1].kind == "checkpoint"
    attack(m, 0, "Clay Brute", "Acorn Scout")
    assert m.events[-1].kind == "checkpoint"
    end_turn(m, 0)
    assert m.events[-1].kind == "checkpoint"
    assert sum(e.kind == "checkpoint" for e in m.events[n:]) == 3


def attack(m, seat, a, t):
    return act(m, seat, "attack", card=a, label=f"attacks {t}")


def test_leaders_start_with_twenty_life():
    m = new_match()
    assert [life(m, 0), life(m, 1)] == [20, 20] == [rules.LEADER_LIFE] * 2
    assert m.view(None)["players"][0]["max_life"] == 20
