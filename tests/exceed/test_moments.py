"""Exceed's rule moments are declared once, with their kind and how answers combine, and
firing a moment combines its sources' answers as declared (engine/exceed/listeners.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from engine.exceed import listeners
from engine.exceed.listeners import COMBINES, KINDS, MOMENTS, fire, moment


def _match(moment_name: str, char_answer, rule_answer, copies: int = 2):
    """A stand-in match where seat 0's character and `copies` face-up boosts with the
    standing rule "r" listen to `moment_name`."""
    card = SimpleNamespace(rules=frozenset({"r"}))
    entry = (lambda m, s, iid, *a: char_answer, {"r": lambda m, s, iid, *a: rule_answer}, None, None)
    players = [{"boosts": list(range(copies)), "tr": [], "fd": []},
               {"boosts": [], "tr": [], "fd": []}]
    return SimpleNamespace(listen_cache=({moment_name: entry}, {moment_name: None}),
                           state={"p": players}, info=[card] * copies)


def test_every_moment_declares_a_kind_and_a_combination():
    assert len(MOMENTS) >= 40
    for decl in MOMENTS.values():
        assert decl.kind in KINDS and decl.combine in COMBINES and decl.doc
    assert MOMENTS["cost_cut"].combine == "sum" and MOMENTS["dying"].kind == "replacement"


def test_declaring_a_moment_twice_or_with_an_unknown_kind_fails():
    with pytest.raises(ValueError, match="'life_paid' declared twice"):
        moment("life_paid", "trigger", "each", "again")
    with pytest.raises(ValueError, match="kind 'maybe'"):
        moment("new_moment_x", "maybe", "sum", "?")
    with pytest.raises(ValueError, match="combine 'avg'"):
        moment("new_moment_y", "query", "avg", "?")
    assert "new_moment_x" not in MOMENTS and "new_moment_y" not in MOMENTS


def test_firing_an_undeclared_moment_fails():
    with pytest.raises(ValueError, match="rule moment 'life_payed' is not declared"):
        fire(_match("life_paid", None, None), "life_payed", 0)


def test_a_sum_query_adds_every_copy_in_play():
    assert MOMENTS["cost_cut"].combine == "sum"
    assert fire(_match("cost_cut", 1, 2), "cost_cut", 0) == 1 + 2 + 2


def test_an_any_query_is_yes_when_one_source_says_yes():
    assert fire(_match("life_for_force", False, True), "life_for_force", 0) is True
    assert fire(_match("life_for_force", False, False), "life_for_force", 0) is False


def test_a_first_answer_replacement_takes_the_character_before_cards():
    assert MOMENTS["end_draw"].combine == "first"
    assert fire(_match("end_draw", None, ["card"]), "end_draw", 0) == ["card"]
    assert fire(_match("end_draw", ["char"], ["card"]), "end_draw", 0) == ["char"]


def test_an_in_order_moment_hears_a_rule_in_play_twice_once():
    assert MOMENTS["prepare"].combine == "in_order"
    assert fire(_match("prepare", ["c"], ["r"]), "prepare", 0) == ["c", "r"]


def test_a_union_query_joins_the_sets():
    assert fire(_match("forbidden_names", {"A"}, {"B"}), "forbidden_names", 0) == {"A", "B"}


def test_a_moment_nobody_hears_gives_the_combinations_empty_answer():
    quiet = SimpleNamespace(listen_cache=({}, {}), state={"p": [{}, {}]}, info=[])
    for name, empty in (("cost_cut", 0), ("life_for_force", False), ("end_draw", None),
                        ("prepare", []), ("forbidden_names", set()), ("life_paid", None)):
        quiet.listen_cache[0][name] = None
        assert fire(quiet, name, 0, *((1,) if name == "life_paid" else ())) == empty


def test_each_declared_moment_fires_through_its_declared_combination():
    for name, decl in MOMENTS.items():
        assert listeners._FIRE[name] is listeners._BY_COMBINE[decl.combine]
