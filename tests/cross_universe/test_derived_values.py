"""Derived values (queries.py) are a cache of what the state says: a view must not depend
on what the engine happened to work out first, nor change when a match is saved and
loaded. Random self-play over decks drawn from the whole catalog, checked at every step."""

from __future__ import annotations

import random

import pytest

from .helpers import G

GAMES = 6
STEP_CAP = 600


def random_decks(rng: random.Random) -> list:
    cards = sorted((d for d in G.info.values() if d.ctype != "token"), key=lambda d: d.id)
    partners = [d for d in cards if d.ctype == "unit" and d.level <= 3]
    decks = []
    while len(decks) < 2:
        partner = rng.choice(partners)
        counts = {partner.name: 1}
        while sum(counts.values()) < 40:
            d = rng.choice(cards)
            if counts.get(d.name, 0) < min(3, d.limit or 3):
                counts[d.name] = counts.get(d.name, 0) + 1
        deck = G.parse_deck(f"Partner: {partner.name}\n"
                            + "\n".join(f"{n} {name}" for name, n in counts.items()))
        if not G.validate_deck(deck):
            decks.append(deck)
    return decks


@pytest.mark.parametrize("seed", range(GAMES))
def test_views_do_not_depend_on_the_cache_or_a_reload(seed):
    rng = random.Random(seed)
    m = G.new_match(random_decks(rng), seed=seed)
    steps = 0
    while m.result is None and steps < STEP_CAP:
        d = rng.choice(m.pending())
        chosen = rng.sample(d.options, rng.randint(d.min_choices, min(d.max_choices, len(d.options))))
        m.apply(d.seat, d.id, [o.id for o in chosen])
        steps += 1
        shown = [m.view(seat) for seat in (0, 1)]
        m._memo.clear()
        assert [m.view(seat) for seat in (0, 1)] == shown, f"step {steps}: a stale cached value"
        if steps % 50 == 0:
            loaded = G.load_match(m.to_json())
            assert [loaded.view(seat) for seat in (0, 1)] == shown, f"step {steps}: a reload"
