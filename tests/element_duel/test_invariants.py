"""Game-specific bounds that must hold at every step of random games."""

from __future__ import annotations

from engine.ai import RandomAgent

from .helpers import GAME


def test_bounds_hold_throughout_random_games():
    decks = GAME.starter_decks()
    for seed in range(40):
        m = GAME.new_match([decks[seed % 6], decks[(seed + 1) % 6]], seed=seed)
        agent = RandomAgent(seed)
        while m.result is None:
            view = m.view(None)
            for p in view["players"]:
                assert len(p["field"]) <= 5 and p["hand_count"] <= 8
                assert 0 <= p["life"] <= 20 and p["max_mana"] <= 10 and p["mana"] >= 0
                for u in p["field"]:
                    assert u["defense"] > 0 and u["attack"] >= 0 and u["defense"] <= u["max_defense"]
            for d in m.pending():
                if d.kind == "main":
                    assert d.deadline_s == 60.0 and d.seat == view["active"]
            d = m.pending()[0]
            m.apply(d.seat, d.id, agent.choose(m, d))
        assert m.result.reason


def test_a_determinized_match_asks_the_other_seat_from_its_resampled_hand():
    from engine.core import Rng

    decks = GAME.starter_decks()
    m = GAME.new_match([decks[0], decks[1]], seed=3)
    agent = RandomAgent(3)
    while not (m.pending()[0].seat == 1 and m.pending()[0].kind == "main"):
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    for k in range(5):
        d = m.determinize(0, Rng(k))
        hand = {c["name"] for c in d.view(1)["players"][1]["hand"]}
        [q] = d.pending()
        assert {o.card for o in q.options if o.kind == "summon"} <= hand
        for o in q.options:
            if o.kind == "summon":  # answering it summons the sampled card
                d.apply(1, q.id, [o.id])
                break
