"""The contract, checked for every registered game (including the test-only High Card).

A game that registers gets these for free; see DESIGN.md, "The engine contract".
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import engine
from engine.ai import RandomAgent
from engine.ai.base import play_match

from .helpers import MOVE_CAP, all_games, iids_in, new_match, seat_counts, step

GAMES = all_games()
GAME_SEATS = [pytest.param(g, n, id=f"{g.id}-{n}p") for g in GAMES for n in seat_counts(g)]


def ids(game):
    return game.id


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_identity_and_catalog(game):
    assert engine.get_game(game.id) is game
    assert game.name and 1 <= game.min_players <= game.max_players
    cards = game.cards()
    assert cards, "a game needs cards"
    for c in cards[:50]:
        assert game.card(c.id) == c
        assert game.card(c.name.upper()) == c
        json.dumps(c.to_dict())


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_starter_decks_are_legal_and_round_trip(game):
    for deck in game.starter_decks():
        assert game.validate_deck(deck) == [], deck.name
        text = game.format_deck(deck)
        again = game.parse_deck(text, name=deck.name)
        assert again.sections == deck.sections
        assert game.format_deck(again) == text


@pytest.mark.parametrize(("game", "players"), GAME_SEATS)
def test_random_games_end_with_a_result(game, players):
    for seed in range(100 if players == game.min_players else 30):
        m = new_match(game, seed, players)
        agents = [RandomAgent(seed * 10 + s) for s in range(players)]
        play_match(m, agents, MOVE_CAP)
        r = m.result
        assert r is not None and r.reason
        assert len(r.placings) == players and min(r.placings) == 1
        assert r.draw or set(r.winners) == {s for s, p in enumerate(r.placings) if p == 1}
        assert m.pending() == []


@pytest.mark.parametrize(("game", "players"), GAME_SEATS)
def test_invariants_at_every_step(game, players):
    """Cards are conserved, one zone each; nobody sees a card hidden from them."""
    for seed in range(8):
        m = new_match(game, 1000 + seed, players)
        start = Counter(i for z in m.card_zones().values() for i in z)
        assert all(n == 1 for n in start.values())
        agent = RandomAgent(seed)
        steps = 0
        while m.result is None and steps < MOVE_CAP:
            pending = m.pending()
            assert pending
            assert len({d.seat for d in pending}) == len(pending), "one decision per seat at most"
            assert len({d.id for d in pending}) == len(pending)
            for d in pending:
                assert d.options and 0 <= d.min_choices <= d.max_choices
                assert d.min_choices <= len(d.options)
                assert len({o.id for o in d.options}) == len(d.options)
            now = Counter(i for z in m.card_zones().values() for i in z)
            assert now == start, "a card appeared, vanished or is in two zones"
            for viewer in [None, *range(players)]:
                view = m.view(viewer)
                leaked = iids_in(view) & m.secret_from(viewer)
                assert not leaked, f"seat {viewer} sees hidden cards {sorted(leaked)[:5]}"
            step(m, agent)
            steps += 1
        assert m.result is not None


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_bad_answers_change_nothing(game):
    m = new_match(game, 7)
    agent = RandomAgent(7)
    for _ in range(3):
        if m.result:
            break
        step(m, agent)
    if m.result:
        pytest.fail("the match ended before the test could probe it")
    before = m.to_json()
    d = m.pending()[0]
    other = (d.seat + 1) % m.players
    bad = [
        (other, d.id, [d.options[0].id]),  # wrong seat
        (d.seat, "d0", [d.options[0].id]),  # stale / unknown decision id
        (d.seat, d.id, ["no-such-option"]),  # unknown option
        (d.seat, d.id, [o.id for o in d.options] + ["x"]),  # too many
        (d.seat, d.id, d.options[0].id),  # a bare string, not a list
    ]
    if d.min_choices >= 1:
        bad.append((d.seat, d.id, []))  # too few
    if d.max_choices >= 2:
        bad.append((d.seat, d.id, [d.options[0].id, d.options[0].id]))  # twice
    for seat, did, opts in bad:
        if seat == d.seat and did == d.id and opts == [] and d.min_choices == 0:
            continue
        with pytest.raises(engine.IllegalAction):
            m.apply(seat, did, opts)
        assert m.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_decision_ids_are_never_reused(game):
    m = new_match(game, 3)
    agent = RandomAgent(3)
    seen_by_version: dict[str, int] = {}
    old_ids: set[str] = set()
    steps = 0
    while m.result is None and steps < 400:
        current = {d.id for d in m.pending()}
        assert not (current & old_ids), "a decision id came back after it was answered"
        seat, did, _ = step(m, agent)
        old_ids.add(did)
        seen_by_version[did] = m.version
        steps += 1
    # a used id is refused
    if m.result is None:
        with pytest.raises(engine.IllegalAction):
            m.apply(seat, did, ["x"])


@pytest.mark.parametrize(("game", "players"), GAME_SEATS)
def test_replay_and_snapshots(game, players):
    for seed in range(6):
        m = new_match(game, 500 + seed, players)
        agent = RandomAgent(seed)
        log = []
        snapshot_at = 5 + seed * 13
        snap = None
        while m.result is None and len(log) < MOVE_CAP:
            if len(log) == snapshot_at:
                snap = (m.to_json(), len(log))
            log.append(step(m, agent))
        final = m.to_json()

        replay = new_match(game, 500 + seed, players)
        for seat, did, choice in log:
            replay.apply(seat, did, choice)
        assert replay.to_json() == final, "seed + choices must replay identically"

        if snap is None:
            continue
        text, at = snap
        original = new_match(game, 500 + seed, players)
        for seat, did, choice in log[:at]:
            original.apply(seat, did, choice)
        loaded = game.load_match(text)
        assert loaded.to_json() == text
        for viewer in [None, *range(players)]:
            assert loaded.view(viewer) == original.view(viewer)
        assert [d.to_dict() for d in loaded.pending()] == [d.to_dict() for d in original.pending()]
        for seat, did, choice in log[at:]:
            loaded.apply(seat, did, choice)
        assert loaded.to_json() == final


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_clone_is_independent(game):
    m = new_match(game, 11)
    agent = RandomAgent(11)
    for _ in range(10):
        if m.result is None:
            step(m, agent)
    before = m.to_json()
    c = m.clone()
    assert c.to_json() == before
    steps = 0
    while c.result is None and steps < 50:
        step(c, RandomAgent(steps))
        steps += 1
    assert m.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_determinize_keeps_what_the_seat_sees(game):
    m = new_match(game, 21)
    agent = RandomAgent(21)
    for _ in range(12):
        if m.result is None:
            step(m, agent)
    for seat in range(m.players):
        d = m.determinize(seat, engine.Rng(5))
        assert d.view(seat) == m.view(seat)
        assert d.view(None) == m.view(None)
        assert Counter(i for z in d.card_zones().values() for i in z) == Counter(
            i for z in m.card_zones().values() for i in z
        )


@pytest.mark.parametrize("game", GAMES, ids=ids)
def test_corrupt_snapshots_are_refused_clearly(game):
    m = new_match(game, 1)
    text = m.to_json()
    doc = json.loads(text)
    for bad in ["", "not json", "[]", json.dumps({**doc, "format": 99}),
                json.dumps({**doc, "game": "other"}), json.dumps({**doc, "state": 5}),
                json.dumps({k: v for k, v in doc.items() if k != "rng"})]:
        with pytest.raises(engine.SnapshotError):
            game.load_match(bad)
