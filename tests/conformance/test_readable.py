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
from engine.core import seats_in

from .helpers import all_games, new_match, step


def _games():
    """Every registered game, each case named by its id."""
    return [pytest.param(g, id=g.id) for g in all_games()]


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


@pytest.mark.parametrize("game", _games())
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


@pytest.mark.parametrize("game", _games())
def test_every_catalog_card_has_readable_text(game):
    for c in game.cards():
        text = c.to_dict().get("text")
        assert isinstance(text, str), f"{c.name}: text is {text!r}"
        assert not JUNK.search(text), f"{c.name}: {text!r}"


HEADER = ("game", "viewer", "turn", "active", "phase", "players")
PLAYER_HEADER = ("seat", "life", "deck", "hand_count")


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@pytest.mark.parametrize("game", _games())
def test_every_view_starts_with_the_fixed_header(game):
    for m in playout_views(game, seeds=range(3), steps=200):
        for seat in [None, *range(m.players)]:
            v = m.view(seat)
            assert tuple(v)[:len(HEADER)] == HEADER, tuple(v)
            assert v["game"] == game.id and v["viewer"] == seat
            assert _is_int(v["turn"]) and isinstance(v["phase"], str) and v["phase"]
            assert _is_int(v["active"]) and 0 <= v["active"] < m.players
            assert [p["seat"] for p in v["players"]] == list(range(m.players))
            for p in v["players"]:
                assert tuple(p)[:len(PLAYER_HEADER)] == PLAYER_HEADER, tuple(p)
                assert _is_int(p["life"]) and _is_int(p["deck"]) and _is_int(p["hand_count"])
                if game.id == "exceed":
                    assert isinstance(p["character"], str) and p["character"]


# "Seat 2", "player 1", "P1": a seat written as a number instead of a placeholder
SEAT_NUMBER = re.compile(r"\b(seat|player) \d|\bP\d\b", re.IGNORECASE)


def _texts(m, seen_events: int):
    """Every engine text a front end may show now: new events, prompts, labels, result."""
    for e in m.events[seen_events:]:
        yield f"event {e.kind}", e.text
    for d in m.pending():
        yield "prompt", d.prompt
        for o in d.options:
            yield f"option {o.id}", o.label
    if m.result is not None:
        yield "result", m.result.reason


def _check_seat_text(m, where: str, text: str) -> None:
    assert isinstance(text, str), f"{where}: {text!r}"
    assert not SEAT_NUMBER.search(text), f"{where}: {text!r}"
    for seat in seats_in(text):
        assert 0 <= seat < m.players, f"{where}: {text!r} names seat {seat}"


@pytest.mark.parametrize("game", _games())
def test_engine_text_names_seats_only_through_placeholders(game):
    placeholders = 0
    for seed in range(5):
        m = new_match(game, seed)
        agent = RandomAgent(seed)
        seen = 0
        for _ in range(3000):
            for where, text in _texts(m, seen):
                _check_seat_text(m, where, text)
                placeholders += "{seat" in text
            # the log may keep only its tail; read what is new since the last step
            seen = len(m.events)
            if m.result is not None:
                break
            step(m, agent)
    assert placeholders, "no text ever named a seat"


@pytest.mark.parametrize("game", _games())
def test_a_concession_names_the_seat_through_a_placeholder(game):
    m = new_match(game, 3)
    events = m.concede(1)
    for e in events:
        _check_seat_text(m, f"event {e.kind}", e.text)
    # With more than two players the match may go on; with two it is over.
    texts = [e.text for e in events]
    if m.result is not None:
        _check_seat_text(m, "result", m.result.reason)
        texts.append(m.result.reason)
    # the one who conceded is named, in the result or an event of the concession
    assert any("{seat1}" in t for t in texts)
