"""The movement words exactly as the rules define them."""

import pytest

from engine.exceed import board
from engine.exceed.effects import outcome

from .helpers import new


@pytest.mark.parametrize(("pos", "other", "n", "end"), [
    (3, 7, 2, 5), (3, 7, 5, 6), (6, 7, 3, 6),  # close never passes: 3, 4 or 5 look the same
])
def test_close(pos, other, n, end):
    assert board.step_path(pos, other, board.toward(pos, other), n, False)[0] == end


@pytest.mark.parametrize(("pos", "other", "n", "end", "passed"), [
    (5, 7, 1, 6, False),   # advancing 1 from range 2 puts you adjacent
    (5, 7, 2, 8, True),    # advancing 2 switches sides; the opponent's space is not counted
    (6, 7, 3, 9, True),
    (8, 9, 2, 8, False),   # nothing beyond the opponent: blocked, stay
])
def test_advance(pos, other, n, end, passed):
    got = board.step_path(pos, other, board.toward(pos, other), n, True)
    assert (got[0], got[2]) == (end, passed)


def test_retreat_stops_at_the_edge():
    assert board.step_path(2, 5, -1, 4)[:2] == (1, 1)


def words(pos0, pos1):
    d = new("celinka", "eugenia")
    d.p(0)["pos"], d.p(1)["pos"] = pos0, pos1
    return d.m


def test_push_and_pull_are_relative_to_you():
    m = words(4, 5)
    assert outcome(m, 1, 0, "push", 1)[0] == 6
    assert outcome(m, 1, 0, "pull", 2)[0] == 2  # pulled to the other side of you
    assert outcome(m, 1, 0, "pull", 1)[0] == 3
    assert outcome(m, 1, 0, "push", 9)[0] == 9


def test_pull_toward_a_spot_that_is_not_a_fighter_stops_on_it():
    m = words(2, 8)
    assert outcome(m, 1, 0, "pull", 5, origin=6)[0] == 6
    assert outcome(m, 1, 0, "push", 2, origin=6)[0] == 9


def test_move_either_way_passing_allowed():
    m = words(4, 5)
    assert outcome(m, 0, 0, "move", 2, direction=1)[0] == 7
    assert outcome(m, 0, 0, "move", 2, direction=-1)[0] == 2


def test_move_is_a_choice_of_direction():
    d = new("zsolt", "eugenia", top0=["Fatal Eye"])
    d.p(0)["pos"], d.p(1)["pos"] = 4, 5
    d.refresh()
    d.answer(0, "main", "Boost Somersault")
    assert d.choices(0, "move") == ["Move 2 to space 2", "Move 2 to space 7"]
    d.answer(0, "move", "Move 2 to space 7")
    assert d.pos(0) == 7
