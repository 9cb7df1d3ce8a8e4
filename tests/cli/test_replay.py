"""Replay files: a recorded match steps forwards and back to exactly the views it had,
and a file whose choices no longer apply fails naming the step."""

from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest

import engine
from engine.__main__ import main as engine_main
from engine.ai import RandomAgent
from engine.cli.common import CliError
from engine.cli.replay import run
from engine.replay import CONCEDE, Replay, ReplayError, from_log, turn_starts


def recorded(game_id: str, seed: int = 3, concede_at: int | None = None):
    """Play a random match, keeping the choice log and every public view."""
    game = engine.get_game(game_id)
    decks = [game.starter_decks()[i % len(game.starter_decks())] for i in range(game.min_players)]
    match = game.new_match(decks, seed)
    agent = RandomAgent(seed)
    log, views = [], [match.view(None)]
    while match.result is None and len(log) < 400:
        if concede_at is not None and len(log) == concede_at:
            match.concede(1)
            log.append((1, CONCEDE, []))
        else:
            d = match.pending()[0]
            answer = agent.choose(match, d)
            match.apply(d.seat, d.id, answer)
            log.append((d.seat, d.id, answer))
        views.append(match.view(None))
    return from_log(game, decks, seed, {}, log, ["alice", "bob"]), views, match


@pytest.mark.parametrize("game_id", ["element-duel", "exceed", "high-card"])
def test_a_replay_steps_forwards_and_back_to_the_recorded_views(game_id):
    replay, views, final = recorded(game_id)
    again = Replay.from_json(replay.to_json())
    assert again == replay
    for step in (len(views) - 1, 0, len(views) // 2, len(views) // 2 - 1, 1):
        match, _ = again.at(step)
        assert match.view(None) == views[step]
    end, _ = again.at(len(again.steps))
    assert end.result == final.result and end.result is not None
    turns = turn_starts(again)
    assert turns[0][1] == 0 and [t for t, _ in turns] == sorted({t for t, _ in turns})


def test_a_concession_is_part_of_the_replay():
    replay, views, final = recorded("element-duel", concede_at=6)
    match, events = replay.at(len(replay.steps))
    assert match.result is not None and match.result.winners == [0]
    assert match.view(None) == views[-1]


def test_a_choice_that_no_longer_applies_names_its_step(tmp_path):
    replay, _, _ = recorded("element-duel")
    doc = json.loads(replay.to_json())
    doc["choices"][4][2] = ["no-such-option"]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(ReplayError, match=r"^step 5 \(seat \d, decision d\d+"):
        for _ in Replay.from_json(path.read_text()).frames():
            pass
    err = io.StringIO()
    with pytest.raises(CliError, match="step 5"):
        run(SimpleNamespace(file=str(path), seat=None, step=None, all=False), out=err)
    assert engine_main(["replay", str(path)]) == 2


@pytest.mark.parametrize("text, message", [
    ("not json", "not JSON"),
    ('{"format": 9}', "unsupported replay format"),
    ('{"format": 1, "game": "exceed"}', "is missing"),
    ('{"format": 1, "game": "nope", "seed": 1, "decks": [], "choices": []}', "nope"),
    ('{"format": 1, "game": "exceed", "seed": 1, "decks": [], "choices": [[0, "d1"]]}', "step 1"),
])
def test_bad_files_get_clear_errors(tmp_path, text, message):
    path = tmp_path / "r.json"
    path.write_text(text)
    with pytest.raises(CliError, match=message):
        run(SimpleNamespace(file=str(path), seat=None, step=None, all=False), out=io.StringIO())


def test_the_terminal_steps_forwards_back_and_by_turn(tmp_path):
    replay, _, _ = recorded("high-card")
    path = tmp_path / "r.json"
    path.write_text(replay.to_json())
    out = io.StringIO()
    answers = iter(["", "n", "b", "l", "f", "t 2", "3", "q"])
    assert run(SimpleNamespace(file=str(path), seat=None, step=None, all=False),
               ask=lambda _: next(answers), out=out) == 0
    text = out.getvalue()
    shown = [line for line in text.splitlines() if line.startswith("=== step")]
    last = len(replay.steps)
    assert [s.split()[2] for s in shown] == [f"0/{last}", f"1/{last}", f"2/{last}",
                                            f"1/{last}", f"{last}/{last}", f"0/{last}",
                                            f"{dict(turn_starts(replay))[2]}/{last}", f"3/{last}"]
    assert "Result:" in text
    # One step, public, and one step in a seat's view.
    out = io.StringIO()
    assert run(SimpleNamespace(file=str(path), seat=1, step=2, all=False), out=out) == 0
    assert "=== step 2/" in out.getvalue()
