"""`Match.to_json` writes the log tail from each event's JSON kept since the match's
last snapshot: the text must be exactly one `json.dumps` of the whole snapshot, as
before, through clones (the bot snapshots a clone after every choice), trimmed logs
and results, and load back to the same match."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine.core.match import SNAPSHOT_EVENTS

GAMES = [g.id for g in engine.games()]


def one_dumps(match) -> str:
    """The snapshot as it was written before: the whole document in one dumps."""
    pending = match.pending()
    doc = {
        "format": 2, "game": match.game.id, "state_version": match.state_version,
        "players": match.players, "seed": match.seed, "options": match.options,
        "rng": match.rng.state, "version": match.version, "next_id": match._next_id,
        "pending": [d.id for d in pending],
        "result": match.result.to_dict() if match.result else None,
        "events": [e.to_list() for e in match.events[-SNAPSHOT_EVENTS:]],
        "state": match._dump_state(),
    }
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False, check_circular=False)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_text_as_one_dumps_move_after_move(game_id):
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    rng = random.Random(3)
    for _ in range(3):
        match = game.new_match([decks[i % len(decks)] for i in range(game.min_players)],
                               seed=rng.getrandbits(31))
        for step in range(250):
            assert match.to_json() == one_dumps(match)
            if match.result is not None:
                break
            # as the bot does: the answer goes to a clone, which is snapshotted and kept
            trial = match.clone()
            d = trial.pending()[0]
            k = rng.randint(d.min_choices, min(d.max_choices, len(d.options)))
            trial.apply(d.seat, d.id, [o.id for o in rng.sample(d.options, k)])
            text = trial.to_json()
            assert text == one_dumps(trial)
            if step % 7 == 0:
                # the original, snapshotted again after its clone moved on, is unchanged
                assert match.to_json() == one_dumps(match)
            del trial.events[:-SNAPSHOT_EVENTS]
            match = trial
            if step % 50 == 49:
                match = game.load_match(text)
                assert match.to_json() == text
