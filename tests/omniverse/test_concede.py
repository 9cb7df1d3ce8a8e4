"""Conceding in Omniverse: with more than two players the others play on."""

from __future__ import annotations

import pytest

import engine
from engine.ai import RandomAgent

GAME = engine.get_game("omniverse")


def table(players: int, seed: int):
    decks = GAME.starter_decks()
    return GAME.new_match([decks[i % len(decks)] for i in range(players)], seed=seed)


def test_two_players_the_other_wins():
    m = table(2, 1)
    m.concede(1)
    assert m.result.winners == [0] and m.result.placings == [1, 2]


@pytest.mark.parametrize("seed", range(12))
def test_four_players_the_conceder_is_out_and_play_continues(seed):
    m = table(4, seed)
    agent = RandomAgent(seed)
    for _ in range(seed * 9 % 60):
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
        if m.result:
            return
    quitter = seed % 4
    m.concede(quitter)
    if m.result is None:
        with pytest.raises(engine.IllegalAction, match="already out"):
            m.concede(quitter)
    view = m.view(None)
    assert view["players"][quitter]["out"]
    assert not view["players"][quitter]["field"]
    assert all(d.seat != quitter for d in m.pending())
    steps = 0
    while m.result is None and steps < 20000:
        d = m.pending()[0]
        assert d.seat != quitter
        m.apply(d.seat, d.id, agent.choose(m, d))
        steps += 1
    assert m.result is not None
    assert m.result.placings[quitter] == 4 or m.result.placings.count(4) > 1
    with pytest.raises(engine.IllegalAction, match="over"):
        m.concede(quitter)
