"""Matches saved before the step machine (state version 1, whose questions were worked
out from the phase each time) load with the same question open and play on exactly as
the old engine played them.

The `v1_*.json` snapshots in tests/snapshots/element-duel/ were written by the engine of
commit d8db7b2: a mulligan one seat had answered, a turn with 22.5 s of its clock gone,
and the same turn once the clock ran out. The expected decisions and continuation digests
below were read from that engine.
"""

from __future__ import annotations

import pytest

from engine.element_duel.book import steps
from tests.stepplay import continuation_digest, load_stored, resumes_intact, the_question

from .helpers import GAME

MULLIGAN = "Mulligan: pick the cards to put back and redraw (any number, once)"

# snapshot -> (seat, decision id, prompt, deadline, options (id, kind, label, card))
OPEN = {
    "v1_seed5_mulligan_half_open": (
        1, "d2", MULLIGAN, None,
        [(f"m{i}", "mulligan", f"Redraw {name}", name) for i, name in enumerate(
            ["Volcano Titan", "Cinder Fox", "Magma Brute", "Quartz Sentinel", "Cinder Fox"])]),
    "v1_seed9_step15_main_clock": (
        0, "d16", "Your turn: summon, attack, or end the turn", 37.5,
        [(f"s{h}", "summon", f"Summon {name} ({cost} mana)", name) for h, name, cost in (
            (0, "Frost Siren", 3), (2, "Flame Dancer", 2), (3, "Thornwall Treant", 3),
            (6, "Magma Brute", 3), (7, "Scorch", 3))]
        + [("e", "pass", "End turn", None)]),
    "v1_seed9_step15_time_up": (
        0, "d17", "Your time is up: end the turn", 0.0, [("e", "pass", "End turn", None)]),
}
# snapshot -> digest of the rest of the game played by RandomAgent(7), as the old engine played it
CONTINUATION = {
    "v1_seed5_mulligan_half_open": "6d233bb8eabd2db3",
    "v1_seed9_step15_main_clock": "bac180cc4a4a193a",
    "v1_seed9_step15_time_up": "b1531157c7a712ae",
}


@pytest.mark.parametrize("name", sorted(OPEN))
def test_a_question_open_in_an_old_snapshot_is_open_again(name):
    m = load_stored(GAME, name)
    assert the_question(m) == OPEN[name]
    assert resumes_intact(GAME, steps, m)


@pytest.mark.parametrize("name", sorted(CONTINUATION))
def test_an_old_snapshot_plays_on_as_the_old_engine_played_it(name):
    assert continuation_digest(load_stored(GAME, name)) == CONTINUATION[name]


def test_an_old_half_answered_mulligan_times_out_into_the_first_turn():
    m = load_stored(GAME, "v1_seed5_mulligan_half_open")
    m.run_timeout(1)
    [d] = m.pending()
    assert d.kind == "main" and d.deadline_s == 60.0
    assert any("keeps the opening hand" in e.text for e in m.events)
