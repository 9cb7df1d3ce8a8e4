"""The shared scenario driver fails loudly on anything a test did not script."""

from __future__ import annotations

import pytest

from engine.core import Decision, Option
from tests.scenario import Scenario
from tests.toygame import GAME


def _match():
    deck = GAME.starter_decks()[0]
    return GAME.new_match([deck, deck], seed=3, options={"shuffle": False})


def test_answers_by_kind_and_label_and_collects_events():
    sc = Scenario(_match())
    # Unshuffled decks: both hands are Number 1, Number 1, Number 2.
    sc.answer(0, "pick", label="Play n2")
    sc.answer(1, "pick", label="Play n2")
    assert sc.expect(0, "draw").kind == "draw"
    assert any("shows n2" in t for t in sc.texts())
    assert sc.view(0)["players"][0]["score"] == 0


def test_an_ambiguous_or_missing_option_fails_with_what_is_pending():
    sc = Scenario(_match())
    with pytest.raises(AssertionError, match="3 options of seat 0 match label='Play n'"):
        sc.answer(0, label="Play n")
    with pytest.raises(AssertionError, match="0 options"):
        sc.answer(0, label="n7")
    sc.answer(0, label="Play n1")  # two copies of Number 1: the same choice
    assert sc.view(0)["players"][0]["hand_count"] == 2


def test_a_decision_of_another_kind_fails():
    sc = Scenario(_match())
    with pytest.raises(AssertionError, match="is asked 'pick', not 'draw'"):
        sc.answer(0, "draw", label="Draw")


def test_an_unscripted_decision_of_another_seat_fails():
    sc = Scenario(_match())
    sc.answer(0, "pick", label="Play n2")
    sc.answer(1, "pick", label="Play n1")  # seat 0 wins the round and is asked to draw
    with pytest.raises(AssertionError, match="unscripted decision"):
        sc.answer(1, "pick")


def test_auto_answers_only_the_kinds_it_is_given_and_a_named_kind_is_left_to_the_test():
    sc = Scenario(_match(), auto={"draw": "Pass"})
    sc.answer(0, "pick", label="Play n2")
    sc.answer(1, "pick", label="Play n1")
    sc.answer(0, "pick", label="Play n1")  # the draw question was passed on the way
    assert not any("draws a card" in t for t in sc.texts(sc.events[-3:]))
    sc.answer(1, "pick", label="Play n1")
    sc.answer(0, "draw", label="Draw")  # named: the test answers it itself
    assert "P1 draws a card." in sc.texts(sc.last)


def test_answer_many_and_script():
    sc = Scenario(_match())
    events = sc.script([(0, "pick", "Play n2"), (1, "pick", "Play n2")])
    assert any("shows n2" in t for t in sc.texts(events))
    with pytest.raises(AssertionError, match="no option"):
        sc.answer_many(0, ["Nope"])


def test_a_label_written_in_full_wins_over_labels_that_contain_it():
    class Pick:  # the least of a match the driver needs: one decision, answers recorded
        result = None

        def __init__(self):
            opts = [Option("a", "target", "Your opponent"), Option("b", "target", "You")]
            self.decision = Decision(0, "Who loses 100 life?", opts, kind="target", id="d1")
            self.answers = []

        def pending(self):
            return [] if self.answers else [self.decision]

        def apply(self, seat, did, ids):
            self.answers.append(ids)
            return []

    m = Pick()
    sc = Scenario(m)
    with pytest.raises(AssertionError, match="2 options"):
        sc.answer(0, label="Yo")
    sc.answer(0, label="You")
    assert m.answers == [["b"]]
