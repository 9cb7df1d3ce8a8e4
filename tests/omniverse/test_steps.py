"""Omniverse on the one step machine (engine.core.steps): every step it queues or asks
with matches its declaration, and matches saved by the engine before it (one
`state["step"]` with an `under` chain) load at the very question they were saved at."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.ai import RandomAgent
from tests.stepplay import strict

GAME = engine.get_game("omniverse")
STORED = Path(__file__).resolve().parents[1] / "snapshots" / "omniverse"


@pytest.fixture
def strict_steps():
    book = GAME.match_class.steps
    with strict(book):
        yield book


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_seeded_random_matches_use_only_declared_steps(strict_steps, players, seed):
    decks = GAME.starter_decks()
    m = GAME.new_match([decks[(seed + i) % len(decks)] for i in range(players)], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(5000):
        if m.result is not None:
            break
        for a in m.state["asks"]:
            strict_steps.check(a["then"])
        for st in m.state["steps"]:
            strict_steps.check(st)
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    assert m.result is not None


def test_strict_mode_refuses_a_step_with_a_wrong_payload(strict_steps):
    m = GAME.new_match(GAME.starter_decks()[:2], seed=1)
    with pytest.raises(engine.core.steps.StepError, match="'ask'"):
        m.push({"op": "window", "then": "main", "at": "now", "ask": 0})


# Saved by the engine of d8db7b2 (state version 1) while a question was open: the
# decision pending then (seat, id, kind, prompt, options as id/kind/label/card).
OPEN_QUESTIONS = {
    "p2_seed1_move143_fight.json": (
        1, "d144", "boost", "Your Champion attacks: add Ability cards with an Attack bonus?",
        [["0", "cast", "Add Power Strike (+800 Attack)", "Power Strike"],
         ["1", "pass", "Attack now", None]]),
    "p2_seed1_move76_discarding_to_recruit.json": (
        1, "d77", "discard",
        "Discard Champions from the field to recruit The Hollow King (0 of 16 levels)",
        [["0", "choose", "Discard Duke of Cinders (Level 8)", "Duke of Cinders"],
         ["1", "choose", "Discard Bone Archer (Level 2)", "Bone Archer"],
         ["2", "choose", "Discard Hellforge Brute (Level 6)", "Hellforge Brute"],
         ["3", "back", "Back: keep The Hollow King in your hand", None]]),
    "p2_seed7_move150_answer_stack_in_a_fight.json": (
        1, "d151", "negate", "{seat0} uses Second Wind: answer it?",
        [["0", "pass", "Let it resolve", None]]),
    "p4_seed4_move73_answer_stack_in_a_window.json": (
        1, "d74", "negate", "{seat2} plays Sudden Ambush: answer it?",
        [["0", "play", "Negate Sudden Ambush with Countermand", "Countermand"],
         ["1", "pass", "Let it resolve", None]]),
}


@pytest.mark.parametrize("name", sorted(OPEN_QUESTIONS))
def test_a_match_saved_mid_question_before_the_step_machine_asks_the_same(name):
    seat, did, kind, prompt, options = OPEN_QUESTIONS[name]
    m = GAME.load_match((STORED / name).read_text(encoding="utf-8"))
    [d] = m.pending()
    assert (d.seat, d.id, d.kind, d.prompt) == (seat, did, kind, prompt)
    assert [[o.id, o.kind, o.label, o.card] for o in d.options] == options
    # the loaded match answers like any other and keeps going
    m.apply(d.seat, d.id, [d.options[-1].id])
    assert m.result is not None or m.pending()


@pytest.mark.parametrize(("name", "under"), [
    ("p2_seed7_move150_answer_stack_in_a_fight.json", "attack"),
    ("p4_seed4_move73_answer_stack_in_a_window.json", "response window"),
])
def test_an_answer_stack_saved_in_a_fight_or_window_still_shows_what_it_interrupts(name, under):
    m = GAME.load_match((STORED / name).read_text(encoding="utf-8"))
    step = m.view(None)["step"]
    assert step["kind"] == "event response"
    assert step["under"]["kind"] == under
    # once the stack resolves, the interrupted fight or window asks again
    while m.view(None)["step"]["kind"] == "event response":
        d = m.pending()[0]
        m.apply(d.seat, d.id, [next(o.id for o in d.options if o.kind == "pass")])
    assert m.view(None)["step"]["kind"] == under


@pytest.mark.parametrize("players", [2, 4])
def test_a_determinized_match_asks_other_seats_from_their_resampled_hands(players):
    """A question stored for another seat was built from the hand it really holds: the
    determinized match builds it again from the sampled hand, so it names no card the
    sample took away and every question can be answered."""
    decks = GAME.starter_decks()
    checked = 0
    for seed in range(4):
        m = GAME.new_match([decks[(seed + i) % len(decks)] for i in range(players)], seed=seed)
        agent = RandomAgent(seed)
        for n in range(300):
            if m.result is not None:
                break
            asked = m.pending()[0].seat
            if n % 3 == 0:
                seat = (asked + 1) % players
                dm = m.determinize(seat, engine.Rng(n))
                assert dm.view(seat) == m.view(seat)
                for d in dm.pending():
                    hand = {c["name"] for c in dm.view(d.seat)["players"][d.seat]["hand"]}
                    from_hand = {o.card for o in d.options if o.kind in ("play", "summon")}
                    assert from_hand <= hand, (d.prompt, from_hand - hand)
                probe = RandomAgent(n)
                for _ in range(20):
                    if dm.result is not None:
                        break
                    d = dm.pending()[0]
                    dm.apply(d.seat, d.id, probe.choose(dm, d))
                checked += 1
            d = m.pending()[0]
            m.apply(d.seat, d.id, agent.choose(m, d))
    assert checked > 100
