"""The pieces made cheaper for issue #34 keep their behaviour: the database thread's
hand-off, strings shared by restored matches, and "Read a card" built as before."""

from __future__ import annotations

import asyncio
import random
import sys
import threading

import pytest

import engine
from bot import ids, reader
from bot.sessions import MatchSession, Player
from bot.store.db import Worker
from engine.core.match import share_strings

GAMES = [(g.id, n) for g in engine.games() if g.id != "high-card"
         for n in sorted({g.min_players, g.max_players})]


def test_worker_runs_in_order_on_one_thread_and_hands_back_errors():
    async def main():
        worker = Worker()
        seen: list[tuple[int, str]] = []

        def note(i: int) -> int:
            seen.append((i, threading.current_thread().name))
            return i * 2

        def fail() -> None:
            raise ValueError("boom")

        answers = await asyncio.gather(*(worker.run(note, i) for i in range(20)))
        assert answers == [i * 2 for i in range(20)]
        assert [i for i, _ in seen] == list(range(20))
        assert {name for _, name in seen} == {"duelhall-db"}
        with pytest.raises(ValueError, match="boom"):
            await worker.run(fail)
        assert await worker.run(lambda a, *, b: a + b, 1, b=2) == 3  # still serving
        worker.shutdown()
        with pytest.raises(RuntimeError):
            await worker.run(note, 99)

    asyncio.run(main())


def test_worker_skips_a_call_cancelled_before_it_started():
    async def main():
        worker = Worker()
        gate = threading.Event()
        ran: list[str] = []
        first = asyncio.ensure_future(worker.run(gate.wait, 5))
        second = asyncio.ensure_future(worker.run(ran.append, "second"))
        await asyncio.sleep(0.01)
        second.cancel()
        gate.set()
        assert await first is True
        assert await worker.run(ran.append, "third") is None
        assert ran == ["third"]
        worker.shutdown()

    asyncio.run(main())


def _position(game_id: str, players: int, seed: int):
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    match = game.new_match([decks[i % len(decks)] for i in range(players)], seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randint(10, 60)):
        if match.result is not None:
            break
        decision = match.pending()[0]
        k = rng.randint(decision.min_choices, min(decision.max_choices, len(decision.options)))
        match.apply(decision.seat, decision.id, [o.id for o in rng.sample(decision.options, k)])
    return game, match


def _strings(node, out: list) -> list:
    if isinstance(node, dict):
        for key, value in node.items():
            out.append(key)
            _strings(value, out)
    elif isinstance(node, list):
        for value in node:
            _strings(value, out)
    elif isinstance(node, str):
        out.append(node)
    return out


@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_restored_match_shares_its_strings_and_plays_the_same(game_id, players):
    game, match = _position(game_id, players, 3)
    text = match.to_json()
    one, two = game.load_match(text), game.load_match(text)
    assert one.to_json() == text
    # a clone (the bot keeps one after every move) still shares them
    for loaded in (one.clone(), two):
        if isinstance(loaded.state, dict):
            for a, b in zip(_strings(one.state, []), _strings(loaded.state, []), strict=True):
                assert a == b and a is b
    if one.result is None:
        d = one.pending()[0]
        assert d.id == match.pending()[0].id
        answer = [d.options[0].id] if d.min_choices <= 1 else [o.id for o in d.options[:d.min_choices]]
        assert one.apply(d.seat, d.id, answer) == match.clone().apply(d.seat, d.id, answer)


def test_share_strings_keeps_values_and_order():
    data = {"b": ["x" + "y", {"k": "v", 3: None}], "a": 1.5, "c": True}
    before = repr(data)
    assert share_strings(data) is data
    assert repr(data) == before
    assert data["b"][0] is sys.intern("xy")


@pytest.mark.parametrize("game_id,players", GAMES)
def test_read_a_card_lists_every_visible_card_with_its_place(game_id, players):
    _, match = _position(game_id, players, 5)
    session = MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual", match=match,
                           players=[Player(100 + s, f"p{s}") for s in range(players)], now=0.0)
    for seat in (0, None):
        where = ids.HAND if seat is not None else ids.PUBLIC
        view = match.view(seat)
        cards = engine.visible_cards(view)
        where_is = reader.places(view, session.labels)
        assert set(where_is) >= {c["iid"] for c in cards}
        shown: list[str] = []
        for page in range(reader.page_count(cards)):
            specs = reader.layout(session, where, seat, page, select_row=2, page_row=4)
            shown += [o.value for o in specs[0].options] if specs else []
        assert shown == [str(c["iid"]) for c in cards]
