"""The reader's walk of a view (`reader.cards_and_places`), one loop instead of a call
per node: the same cards in the same order, each said to be in the same place, as the
recursive walk it replaced, for views of every game from every seat and spectators."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

import engine
from bot import naming, reader
from bot.i18n import ENGLISH, Speaker
from bot.reader import _LEAVES, _ZONES, _nested

GAMES = [g.id for g in engine.games()]


def recursive(view: Any, labels: list[str], _=ENGLISH):
    """The walk as it was: a call per node."""
    viewer = view.get("viewer")
    out: dict[int, str] = {}
    cards: list[dict] = []

    def walk(node, seat, zone):
        if type(node) is dict or isinstance(node, Mapping):
            iid = node.get("iid")
            if iid is not None and node.get("name") and iid not in out:
                cards.append(node)
                known = _ZONES.get(zone or "")
                where = _(known) if known else (zone or "").replace("_", " ")
                if seat is None or not 0 <= seat < len(labels):
                    out[iid] = where
                elif seat == viewer:
                    out[iid] = _("your {zone}", zone=where).strip()
                else:
                    out[iid] = _("{player}'s {zone}", player=labels[seat], zone=where) if where else labels[seat]
            for key, value in node.items():
                kind = type(value)
                if kind is dict or kind is list or (kind not in _LEAVES and _nested(value)):
                    walk(value, seat, key if zone is None or key in _ZONES else zone)
        elif isinstance(node, list):
            for value in node:
                if _nested(value):
                    walk(value, seat, zone)

    for key, value in view.items():
        if key == "players" and isinstance(value, list):
            for index, player in enumerate(value):
                seat = player.get("seat", index) if isinstance(player, Mapping) else index
                walk(player, seat if isinstance(seat, int) else index, None)
        else:
            walk(value, None, key)
    return cards, out


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_cards_and_places_as_the_recursive_walk(game_id):
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    rng = random.Random(11)
    for players in sorted({game.min_players, game.max_players}):
        match = game.new_match([decks[i % len(decks)] for i in range(players)], seed=rng.getrandbits(31))
        names = ["alice", "bob", "carol", "dave"][:players]
        for step in range(300):
            if match.result is not None:
                break
            if step % 10 == 0:
                labels = naming.labels(names, match.view(None))
                for seat in [None, *range(players)]:
                    view = match.view(seat)
                    for _ in (ENGLISH, Speaker("ja")):
                        got = reader.cards_and_places(view, labels, _)
                        want = recursive(view, labels, _)
                        assert [c["iid"] for c in got[0]] == [c["iid"] for c in want[0]]
                        assert got[0] == want[0] and got[1] == want[1]
            d = match.pending()[0]
            k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
            match.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])


def test_odd_shapes_walk_alike():
    view = {"viewer": 0, "game": "x", "stack": [{"iid": 1, "name": "A", "attached": [{"iid": 2, "name": "B"}]}],
            "players": [{"seat": 0, "hand": [{"iid": 3, "name": "C"}, {"iid": 4}]},
                        {"seat": 1, "odd_zone": {"deep": [{"iid": 5, "name": "D"}, {"iid": 1, "name": "A"}]}},
                        {"hand": [{"iid": 6, "name": "E"}]}],
            "field": {"rows": [[{"iid": 7, "name": "F"}], 3, "x", None]}}
    labels = ["alice", "bob"]
    assert reader.cards_and_places(view, labels) == recursive(view, labels)


@pytest.mark.parametrize("game_id", ["cross-universe", "exceed", "omniverse"])
def test_the_hand_views_reader_writes_the_same_options_remembered_or_not(game_id):
    from bot import ids
    from bot.sessions import MatchSession, Player

    game = engine.get_game(game_id)
    decks = game.starter_decks()
    rng = random.Random(2)
    match = game.new_match([decks[i % len(decks)] for i in range(game.min_players)], seed=5)
    players = [Player(1000 + s, n) for s, n in enumerate(["alice", "bob"][: match.players])]
    for step in range(120):
        if match.result is not None:
            break
        if step % 6 == 0:
            session = MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                                   players=players, now=0.0)
            for seat in range(match.players):
                for _ in (ENGLISH, Speaker("ja")):
                    view = match.view(seat)
                    cards, where_is = reader.cards_and_places(view, session.labels, _)
                    plain = reader.select_layout(
                        ids.HAND, 7, match.version, cards, where_is, 0, select_row=2, page_row=4,
                        line=lambda card: reader._line(game, card),
                        name=lambda card, _=_: reader.cardtext.title(game, card, _.language) or card["name"], _=_)
                    for _twice in range(2):  # built, then remembered
                        assert reader.layout(session, ids.HAND, seat, 0, select_row=2, page_row=4, _=_,
                                             view=view) == plain
        d = match.pending()[0]
        k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
        match.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
