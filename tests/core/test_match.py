"""Core match bookkeeping, pinned on the test-only High Card game."""

import pytest

import engine
from tests.toygame import GAME


def fresh(seed=1):
    return GAME.new_match([GAME.starter_decks()[0]] * 2, seed=seed)


def test_a_seat_still_thinking_keeps_its_decision_id():
    m = fresh()
    a, b = m.pending()  # simultaneous secret picks
    m.apply(a.seat, a.id, [a.options[0].id])
    (still,) = m.pending()
    assert still.seat == b.seat and still.id == b.id  # B's open prompt stays valid
    m.apply(b.seat, b.id, [b.options[0].id])
    assert all(d.id not in (a.id, b.id) for d in m.pending())


def test_concede_ends_a_two_player_match_with_bookkeeping():
    m = fresh()
    v = m.version
    events = m.concede(0)
    assert m.result.winners == [1] and m.result.placings == [2, 1]
    assert m.version == v + 1 and m.pending() == []
    assert [e.kind for e in events] == ["concede", "result"]
    with pytest.raises(engine.IllegalAction, match="over"):
        m.concede(1)


@pytest.mark.parametrize("seat", [-1, 2, True, "0"])
def test_concede_refuses_a_seat_that_does_not_exist(seat):
    m = fresh()
    before = m.to_json()
    with pytest.raises(engine.IllegalAction, match="no such player"):
        m.concede(seat)
    assert m.to_json() == before


def test_timeout_in_a_game_without_a_clock_changes_nothing():
    m = fresh()
    before = m.to_json()
    with pytest.raises(engine.IllegalAction, match="no turn clock"):
        m.run_timeout(0)
    assert m.to_json() == before
    assert m.elapse(30) == [] and m.to_json() == before


def test_a_clone_keeps_the_log_tail_and_an_equal_snapshot():
    m = fresh()
    for _ in range(40):
        if m.result:
            break
        d = m.pending()[0]
        m.apply(d.seat, d.id, [d.options[0].id])
    c = m.clone()
    assert c.to_json() == m.to_json()
    assert c.events == m.events[-len(c.events):]
