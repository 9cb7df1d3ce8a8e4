"""Determinization for the AI: the opponent's unseen cards are resampled, nothing seen changes."""

import engine
from engine.ai import RandomAgent

GAME = engine.get_game("exceed")


def opening():
    decks = GAME.starter_decks()
    return GAME.new_match([decks[0], decks[1]], seed=4)


def test_resamples_the_opponents_hand_but_keeps_every_seen_thing():
    m = opening()
    real = [m.state["cid"][i] for i in m.state["p"][1]["hand"]]
    samples = []
    for k in range(8):
        d = m.determinize(0, engine.Rng(k))
        assert d.view(0) == m.view(0) and d.view(None) == m.view(None)
        assert d.state["p"][1]["hand"] == m.state["p"][1]["hand"]  # instances stay put
        samples.append([d.state["cid"][i] for i in d.state["p"][1]["hand"]])
    assert any(s != real for s in samples), "the real hand leaked into every sample"


def test_a_committed_secret_choice_survives_determinization():
    m = opening()
    agent = RandomAgent(1)
    first = m.pending()[0]
    m.apply(first.seat, first.id, agent.choose(m, first))  # one seat's mulligan is in
    other = m.pending()[0].seat
    for k in range(5):
        d = m.determinize(other, engine.Rng(k))
        # The sample still holds the answer: only the other seat is asked, the same
        # question, and the committed seat is never asked its mulligan again.
        assert [(p.seat, p.kind, p.prompt) for p in d.pending()] == \
            [(p.seat, p.kind, p.prompt) for p in m.pending()]
        assert d.view(other) == m.view(other)
        while d.result is None and d.version < m.version + 30:
            dec = d.pending()[0]
            assert not (dec.seat == first.seat and dec.kind == "mulligan"), \
                "the committed mulligan was asked again in a determinized sample"
            d.apply(dec.seat, dec.id, agent.choose(d, dec))
