"""The bot's automatic answers after a move are saved together (`MatchSession.
apply_automatic`, one transaction): the session ends as the one-by-one path left it,
the store gets every choice row and only the last snapshot, and a save that fails puts
the session back as it was before the first answer."""

from __future__ import annotations

import random

import pytest

import engine
from bot.sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, MatchSession, Player
from bot.store import StoreUnavailable

# Games whose seeded positions here meet automatic answers (passes the bot gives).
ANSWERING = {"cross-universe"}


class Store:
    def __init__(self, fail: bool = False):
        self.fail = fail
        self.calls: list[tuple] = []

    async def record_choice(self, match_id, version, seat, decision_id, option_ids, snapshot):
        self.calls.append(("one", [(version, seat, decision_id, list(option_ids))], snapshot))

    async def record_choices(self, match_id, rows, snapshot):
        if self.fail:
            raise StoreUnavailable("the database went away")
        self.calls.append(("all", [tuple(r) for r in rows], snapshot))


def _sessions(game_id: str, seed: int, steps: int):
    """Two sessions of the same mid-game position, players passing until their turn."""
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    rng = random.Random(seed)
    match = game.new_match([decks[i % len(decks)] for i in range(game.min_players)], seed=seed)
    for _ in range(steps):
        if match.result is not None:
            break
        d = match.pending()[0]
        k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
        match.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
    out = []
    for _ in range(2):
        players = [Player(1000 + s, f"p{s}") for s in range(match.players)]
        players[0].pass_mode = PASS_UNTIL_TURN
        players[1].pass_mode = PASS_UNTIL_NEW
        out.append(MatchSession(match_id=7, guild_id=1, channel_id=2, kind="casual",
                                match=game.load_match(match.to_json()), players=players, now=5.0))
    return out


def _state(session: MatchSession):
    return (session.match.to_json(), list(session.log), list(session.since_board),
            {s: list(v) for s, v in session.private_log.items()}, session.checkpoint_due,
            session.last_turn, [(p.pass_mode, p.idle) for p in session.players])


@pytest.mark.parametrize("game_id", ["cross-universe", "exceed", "universia", "omniverse", "element-duel"])
async def test_the_same_session_as_one_by_one_and_one_save(game_id):
    answered = 0
    for seed in range(6):
        together, alone = _sessions(game_id, seed, 10 + 7 * seed)
        store = Store()
        count = await together.apply_automatic(store, now=9.0)
        one_store = Store()
        for _ in range(500):  # the one-by-one loop the referee ran before
            if alone.match.result is not None:
                break
            step = alone.automatic()
            if step is None:
                break
            seat, decision, answer = step
            await alone.apply(one_store, seat, decision.id, answer, now=9.0, manual=False)
        assert _state(together) == _state(alone)
        assert count == len(one_store.calls)
        if count:
            answered += count
            assert store.calls == [("all", [r for c in one_store.calls for r in c[1]], one_store.calls[-1][2])]
        else:
            assert store.calls == []
    if game_id in ANSWERING:
        assert answered, "no position with automatic answers: the test proves nothing"


async def test_a_failed_save_puts_the_session_back():
    for seed in range(12):
        session, _ = _sessions("cross-universe", seed, 10 + 7 * seed)
        before, match = _state(session), session.match
        idles = [p.idle for p in session.players]
        if session.automatic() is None:
            continue
        with pytest.raises(StoreUnavailable):
            await session.apply_automatic(Store(fail=True), now=9.0)
        assert session.match is match
        assert _state(session) == before
        assert [p.idle for p in session.players] == idles and all(
            a is b for a, b in zip((p.idle for p in session.players), idles, strict=True))
        return
    pytest.fail("no position with an automatic answer")


async def test_a_players_answer_and_the_passes_after_it_are_one_save():
    from engine import IllegalAction

    together_saves = 0
    for seed in range(8):
        together, alone = _sessions("cross-universe", seed, 10 + 7 * seed)
        if together.match.result is not None:
            continue
        decision = next((d for d in together.match.pending() if d.max_choices >= 1), None)
        if decision is None:
            continue
        answer = [decision.options[0].id]
        store = Store()
        count = await together.apply_automatic(store, now=9.0,
                                               first=(decision.seat, decision, answer))
        one_store = Store()
        await alone.apply(one_store, decision.seat, decision.id, answer, now=9.0, manual=True)
        while alone.match.result is None and (step := alone.automatic()) is not None:
            await alone.apply(one_store, step[0], step[1].id, step[2], now=9.0, manual=False)
        assert _state(together) == _state(alone)
        assert count == len(one_store.calls)
        assert store.calls == [("all", [r for c in one_store.calls for r in c[1]], one_store.calls[-1][2])]
        together_saves += count > 1
        # An answer the rules refuse changes nothing and says why.
        before, match = _state(together), together.match
        if together.match.result is None:
            stale = (decision.seat, decision, answer)
            with pytest.raises(IllegalAction):
                await together.apply_automatic(Store(), now=9.5, first=stale)
            assert together.match is match and _state(together) == before
    assert together_saves, "no answer was followed by automatic ones: the test proves nothing"
