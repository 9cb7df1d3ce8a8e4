"""Cross Universe on the step machine (engine.core.steps): matches saved before it (state
version 4, questions routed by name) resume at the same question and play on exactly as
they did, and seeded random matches only ever queue or ask declared steps."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from engine.ai import RandomAgent
from engine.cross_universe import flow
from tests.stepplay import play_strictly

from .helpers import G

SNAPSHOTS = Path(__file__).resolve().parents[1] / "snapshots" / "cross-universe"

# Saved by the engine before the step machine, each while a question was open (what the
# old engine asked, and a digest of the rest of the match played by RandomAgent(7) from
# there, both recorded with that engine): the right to create a block, a program's question while a block's cost is
# paid, while a block resolves, the attack block's own target question, the discard
# down to 8, a combined attack, a retire, the battle-or-end question, and one partner
# chosen while the other seat still chooses.
BEFORE = {
    "block": (0, "block", "Turn 1 ({seat0}), draw phase, stack 1, block 1: create a block or pass",
              ["Cast Pinpoint Barrier (level 0)", "Pass"], "3303460dd75eb154"),
    "ctx_pend": (0, "choose", "Choose a unit", ["Lava Emperor (your partner)",
                                                "Pitch Dark Krill (opponent's partner)"],
                 "76109b72de6d1df0"),
    "ctx_res": (1, "choose", "Choose the unit to summon", ["Steel Chain Pterosaur (your hand)",
                                                           "Tornado Spirit (your hand)"],
                "737c6042cb2956f7"),
    "blk": (0, "target", "Choose the attack target",
            ["Avianman, of the Swift Wind (opponent's field)", "Tornado Spirit (opponent's field)"],
            "b8442f6d80255609"),
    "discard8": (1, "discard", "Discard 1 card(s) down to 8", 9, "ccbe6e463729e0f3"),
    "combined": (1, "choose", "Add units for a combined attack (or none)",
                 ["Slime Commander (your field)"], "19325dabefb4a1f4"),
    "retire": (0, "choose", "Choose the units to retire", ["Raingel (your field)"],
               "6466f7c485755bf5"),
    "phase": (1, "phase", "Main phase 1 is over: battle or end the turn?",
              ["Enter the battle phase", "Skip to the end phase"], "484d92ba2b4ea954"),
    "partner_half": (1, "partner", "Choose your partner (secret until both have chosen)", 9,
                     "5b5b25ceeed45271"),
}


def _play_on(m) -> str:
    agent = RandomAgent(7)
    h = hashlib.sha256()
    seen = len(m.events)
    for _ in range(5000):
        for e in m.events[seen:]:
            # the English line (what the digests were recorded from), not the message data
            h.update(json.dumps([e.kind, e.text, e.visible_to]).encode())
        seen = len(m.events)
        if m.result is not None:
            break
        d = m.pending()[0]
        c = agent.choose(m, d)
        h.update(json.dumps([d.seat, d.kind, d.prompt, [o.label for o in d.options], c]).encode())
        m.apply(d.seat, d.id, c)
    return h.hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_a_match_saved_mid_question_before_the_step_machine_resumes_at_that_question(name):
    text = (SNAPSHOTS / f"v4_question_{name}.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["state_version"] == 4
    seat, kind, prompt, labels, rest = BEFORE[name]
    m = G.load_match(text)
    [d] = m.pending()
    assert (d.seat, d.kind, d.prompt) == (seat, kind, prompt)
    got = [o.label for o in d.options]
    assert got == labels if isinstance(labels, list) else len(got) == labels
    assert d.id == doc["pending"][0]  # an open prompt stays valid across the upgrade
    assert _play_on(m) == rest


def test_an_upgraded_block_question_keeps_its_priority_window():
    m = G.load_match((SNAPSHOTS / "v4_question_block.json").read_text(encoding="utf-8"))
    assert m.pending()[0].window == "my_other"  # what the engine before it said


def test_an_upgraded_match_saved_again_is_current_and_resumes_at_the_same_question():
    m = G.load_match((SNAPSHOTS / "v4_question_ctx_res.json").read_text(encoding="utf-8"))
    text = m.to_json()
    assert json.loads(text)["state_version"] == 5
    again = G.load_match(text)
    [a], [b] = m.pending(), again.pending()
    assert (a.id, a.seat, a.prompt, [o.label for o in a.options]) == \
        (b.id, b.seat, b.prompt, [o.label for o in b.options])
    assert _play_on(again) == BEFORE["ctx_res"][4]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_seeded_random_matches_queue_and_ask_only_declared_steps(seed):
    assert play_strictly(G, flow.steps, seed, cap=20000).result is not None


def test_partners_chosen_at_once_before_the_step_machine_are_still_announced_as_made():
    # both seats were choosing their partner in secret when it was saved
    m = G.load_match((SNAPSHOTS / "v4_question_partner_both.json").read_text(encoding="utf-8"))
    assert sorted(d.seat for d in m.pending()) == [0, 1]
    assert all(d.kind == "partner" and d.private for d in m.pending())
    assert _play_on(m) == "860d600897eb36ab"  # recorded with the engine before
