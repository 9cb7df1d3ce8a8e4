"""Every decision lists the game's own moves first and passing last (issue #31: in Cross
Universe's battle phase "Pass" sat above "Attack with ...", so a player skipped their own
attack by habit)."""

from __future__ import annotations

import random

import pytest

import engine


@pytest.mark.parametrize("game_id", [g.id for g in engine.games()])
def test_pass_options_come_last_in_every_decision(game_id):
    g = engine.get_game(game_id)
    decks = g.starter_decks()
    seen_pass = 0
    for seed in range(3):
        m = g.new_match([decks[i % len(decks)] for i in range(g.min_players)], seed=seed)
        rng = random.Random(seed)
        for _ in range(600):
            if m.result is not None:
                break
            d = m.pending()[0]
            kinds = [o.kind for o in d.options]
            if "pass" in kinds:
                seen_pass += 1
                first = kinds.index("pass")
                assert all(k == "pass" for k in kinds[first:]), (d.prompt, kinds)
            k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
            m.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
    assert seen_pass


def test_cross_universe_attack_comes_before_pass():
    from tests.cross_universe.helpers import Duel, deck
    d = Duel(deck(["Trident Merman"], "Will o' the Wisp"), deck([], "Will o' the Wisp"))
    d.skip_to("main1", 3)
    d.put(0, "Trident Merman")
    d.skip_to("battle", 3)
    labels = d.labels(0)
    assert any(label.startswith("Attack") for label in labels), labels
    assert labels[-1] == "Pass"
