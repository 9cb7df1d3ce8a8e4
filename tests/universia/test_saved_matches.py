"""Matches saved before the step machine (state version 1, a FIFO queue whose head's
question was worked out on demand) load with the same question open and play on exactly
as the old engine played them.

The `v1_*_open.json` snapshots in tests/snapshots/universia/ were written by the engine
of commit d8db7b2 while a question other than the Main Phase one was open; the expected
decisions and continuation digests below were read from that engine.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.ai import RandomAgent
from engine.universia.book import steps

from .helpers import GAME

STORED = Path(__file__).resolve().parents[1] / "snapshots" / "universia"

# snapshot -> (seat, decision id, prompt, options (id, kind, label, card)), as the old engine asked
OPEN = {
    "v1_seed2_step118_protect_open": (
        0, "d119", "Neon Kingpin would be destroyed: use a protection?",
        [("gd2", "activate", "Guard: destroy {seat0}'s Neon Kingpin (zone 3)", "Neon Kingpin"),
         ("n", "pass", "Let Neon Kingpin be destroyed", None)]),
    "v1_seed1_step61_respond_open": (
        0, "d62", "Answer the attack: block or activate a Trap",
        [("tr0", "activate", "Activate Detention Slip (cost 1)", "Detention Slip"),
         ("p", "pass", "Let the attack go on", None)]),
    "v1_seed2_step230_window_open": (
        1, "d231", "End-turn attack window: attack with FrontLiner or Maddness monsters, or close it",
        [(f"k4t{t}", "attack", f"Standard-Bearer attacks {{seat0}}'s {name} (zone {t + 1})",
          "Standard-Bearer")
         for t, name in enumerate(["Night Market Enforcer", "Vault Automaton", "Holo-Idol",
                                   "Chrome Bouncer", "Bazaar Token Hawker"])]
        + [("x", "pass", "Close the end-turn attack window", None)]),
    "v1_seed1_step11_eff_open": (
        0, "d12", "Spare: choose a card from your hand to put on top of your deck",
        [(f"c{i}", "choose", f"Put {name} on top of your deck", name)
         for i, name in enumerate(["Faculty Senate", "Dormitory Ghost", "Freshman Lamplighter",
                                   "Pop Quiz", "Cram Session", "Freshman Lamplighter",
                                   "Divine Study Hall"])]),
}
# snapshot -> digest of the rest of the game (every question, event and the result)
# played by RandomAgent(7), as the old engine played it
CONTINUATION = {
    "v1_seed1_step11_eff_open": "0c7ccb7121287a79",
    "v1_seed1_step61_respond_open": "97ee2d578d642a10",
    "v1_seed2_step118_protect_open": "2466a198556ed178",
    "v1_seed2_step230_window_open": "f3bf6ebca082a9e2",
}


def _load(name):
    return GAME.load_match((STORED / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(OPEN))
def test_a_question_open_in_an_old_snapshot_is_open_again(name):
    m = _load(name)
    [d] = m.pending()
    assert (d.seat, d.id, d.prompt, [(o.id, o.kind, o.label, o.card) for o in d.options]) == OPEN[name]
    for step in m.queued():
        steps.check(step)  # the migrated queue holds only declared steps
    # and it survives a snapshot of the new engine
    [again] = GAME.load_match(m.to_json()).pending()
    assert again.key() == d.key() and again.id == d.id


@pytest.mark.parametrize("name", sorted(CONTINUATION))
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(name):
    m = _load(name)
    agent = RandomAgent(7)
    h = hashlib.sha256()
    seen = len(m.events)
    for _ in range(20000):
        for e in m.events[seen:]:
            h.update(json.dumps(e.to_list()).encode())
        seen = len(m.events)
        if m.result:
            break
        for d in m.pending():
            h.update(json.dumps([d.seat, d.id, d.kind, d.prompt, [o.to_dict() for o in d.options]]).encode())
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    h.update(json.dumps(m.result.to_dict()).encode())
    assert h.hexdigest()[:16] == CONTINUATION[name]
