"""A match saved by the engine before the shared step machine (state version 2, its own
queue `q`), in the middle of a strike with steps queued under an open question, loads
at the same question and plays on exactly as that engine played it."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from engine.ai import RandomAgent

from .helpers import GAME

SAVED = Path(__file__).resolve().parents[1] / "snapshots" / "exceed" / "v2_seed1_strike_set.json"
# What the version-2 engine had pending when it saved (and its own replay's digest below).
PROMPT = "{seat0}: set your attack in secret"
OPTIONS = [["0", "strike", "Wishing Ward", "Wishing Ward"],
           ["1", "strike", "Purifying Roar", "Purifying Roar"],
           ["2", "strike", "Moon Fall", "Moon Fall"],
           ["3", "strike", "Dispelling Horn", "Dispelling Horn"],
           ["4", "strike", "Block", "Block"],
           ["5", "strike", "Dive", "Dive"],
           ["6", "strike", "Wild Swing (top card of your deck)", None]]
PLAYED_ON = "1bb864d6cc0b3fb48e2b"


def test_the_saved_file_is_a_version_2_state_with_its_old_queue():
    doc = json.loads(SAVED.read_text(encoding="utf-8"))
    assert doc["state_version"] == 2 and "q" in doc["state"] and "steps" not in doc["state"]
    assert len(doc["state"]["q"]) == 7 and doc["state"]["asks"]


def test_it_resumes_at_the_same_question():
    m = GAME.load_match(SAVED.read_text(encoding="utf-8"))
    [d] = m.pending()
    assert (d.seat, d.id, d.kind, d.prompt, d.min_choices, d.max_choices) == (
        0, "d13", "strike-set", PROMPT, 1, 1)
    assert [[o.id, o.kind, o.label, o.card] for o in d.options] == OPTIONS


def test_it_plays_on_as_the_old_engine_did():
    m = GAME.load_match(SAVED.read_text(encoding="utf-8"))
    agent = RandomAgent(5)
    h = hashlib.sha256()
    start = len(m.events)
    while m.result is None:
        d = m.pending()[0]
        c = agent.choose(m, d)
        h.update(json.dumps([d.seat, d.kind, d.prompt, [o.label for o in d.options], c]).encode())
        m.apply(d.seat, d.id, c)
    for e in m.events[start:]:
        h.update(json.dumps([e.kind, e.text, e.visible_to]).encode())  # the English line
    assert h.hexdigest()[:20] == PLAYED_ON
    assert m.result.winners == [1]
