"""What front ends show players, for every registered game: card text in views, the
fixed view header, and seats written as `{seatN}` placeholders rather than "Seat 2".

Views are checked along seeded random playouts, from every seat and the spectator's
side, so a card text or a seat reference that only appears mid-game is still seen.
"""

from __future__ import annotations

import re

import pytest

import engine
from engine.ai import RandomAgent

from .helpers import all_games, new_match, step

OMNIVERSE_PENDING = "Omniverse header lands with h19-omniverse"


def _games(pending: str):
    """Every registered game; Omniverse's case may fail until its rewrite lands."""
    out = []
    for g in all_games():
        marks = [pytest.mark.xfail(reason=pending, strict=False)] if g.id == "omniverse" else []
        out.append(pytest.param(g, id=g.id, marks=marks))
    return out


# a text that leaks data structures or a missing value instead of words
JUNK = re.compile(r"[{}\[\]]|\bNone\b|<[A-Za-z_.]+ object|\bdict\(|\\n")


def playout_views(game, seeds=range(4), steps=400):
    """(match, step) along seeded random games: every few moves, until each ends."""
    for seed in seeds:
        m = new_match(game, seed)
        agent = RandomAgent(seed)
        for k in range(steps):
            if k % 7 == 0 or m.result is not None:
                yield m
            if m.result is not None:
                break
            step(m, agent)


@pytest.mark.parametrize("game", _games("Omniverse card text lands with h19-omniverse"))
def test_every_card_a_view_shows_carries_readable_text(game):
    seen = 0
    for m in playout_views(game):
        for seat in [None, *range(m.players)]:
            for card in engine.visible_cards(m.view(seat)):
                text = card.get("text")
                assert isinstance(text, str), f"{card.get('name')}: text is {text!r}"
                assert not JUNK.search(text), f"{card['name']}: {text!r}"
                seen += 1
    assert seen, "no card was ever visible"


@pytest.mark.parametrize("game", _games("Omniverse card text lands with h19-omniverse"))
def test_every_catalog_card_has_readable_text(game):
    for c in game.cards():
        text = c.to_dict().get("text")
        assert isinstance(text, str), f"{c.name}: text is {text!r}"
        assert not JUNK.search(text), f"{c.name}: {text!r}"
