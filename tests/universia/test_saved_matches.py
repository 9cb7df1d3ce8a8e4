"""Matches saved before the step machine (state version 1, a FIFO queue whose head's
question was worked out on demand) load with the same question open and play on exactly
as the old engine played them.

The `v1_*_open.json` snapshots in tests/snapshots/universia/ were written by the engine
of commit d8db7b2 while a question other than the Main Phase one was open; the expected
decisions and continuation digests below were read from that engine.
"""

from __future__ import annotations

import pytest

from engine.universia.book import steps
from tests.stepplay import continuation_digest, load_stored, resumes_intact, the_question

from .helpers import GAME

# snapshot -> (seat, decision id, prompt, deadline, options (id, kind, label, card)), as the
# old engine asked
OPEN = {
    "v1_seed2_step118_protect_open": (
        0, "d119", "Neon Kingpin would be destroyed: use a protection?", None,
        [("gd2", "activate", "Guard: destroy {seat0}'s Neon Kingpin (zone 3)", "Neon Kingpin"),
         ("n", "pass", "Let Neon Kingpin be destroyed", None)]),
    "v1_seed1_step61_respond_open": (
        0, "d62", "Answer the attack: block or activate a Trap", None,
        [("tr0", "activate", "Activate Detention Slip (cost 1)", "Detention Slip"),
         ("p", "pass", "Let the attack go on", None)]),
    "v1_seed2_step230_window_open": (
        1, "d231", "End-turn attack window: attack with FrontLiner or Maddness monsters, or close it", None,
        [(f"k4t{t}", "attack", f"Standard-Bearer attacks {{seat0}}'s {name} (zone {t + 1})",
          "Standard-Bearer")
         for t, name in enumerate(["Night Market Enforcer", "Vault Automaton", "Holo-Idol",
                                   "Chrome Bouncer", "Bazaar Token Hawker"])]
        + [("x", "pass", "Close the end-turn attack window", None)]),
    "v1_seed1_step11_eff_open": (
        0, "d12", "Spare: choose a card from your hand to put on top of your deck", None,
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


@pytest.mark.parametrize("name", sorted(OPEN))
def test_a_question_open_in_an_old_snapshot_is_open_again(name):
    m = load_stored(GAME, name)
    assert the_question(m) == OPEN[name]
    assert resumes_intact(GAME, steps, m)


@pytest.mark.parametrize("name", sorted(CONTINUATION))
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(name):
    assert continuation_digest(load_stored(GAME, name)) == CONTINUATION[name]
