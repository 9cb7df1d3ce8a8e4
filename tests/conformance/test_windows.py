"""Priority windows (issue #31): a game says which decisions a stop may pass and which
window each is (`Decision.window`), so front ends compare it with a player's stops and
never read phases or view keys themselves."""

from __future__ import annotations

import pytest

import engine
from engine.ai import RandomAgent
from engine.core import Rng
from tests.conformance.helpers import all_games, new_match, step


def _windows_seen(game, seeds=range(3), steps=500):
    """(match, the first pending decision) at every step of a few random games."""
    for seed in seeds:
        m = new_match(game, seed)
        agent = RandomAgent(seed)
        for _ in range(steps):
            if m.result is not None:
                break
            d = m.pending()[0]
            yield m, d
            step(m, agent)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_windows_are_named_and_only_on_decisions_a_pass_answers(game):
    for m, _ in _windows_seen(game, seeds=range(2), steps=300):
        for pending in m.pending():
            if pending.window is None:
                continue
            assert game.has_windows, f"{game.id} sets windows without has_windows"
            assert pending.window in engine.WINDOWS
            assert any(o.kind == "pass" for o in pending.options), pending.prompt


def _public_reading(view: dict, seat: int) -> str:
    """What a player reads off the public parts of their own view: the stack, a declared
    attack, whose turn and the phase (the reading bot/stops.py used to make itself)."""
    stack = view.get("stack") or {}
    if stack.get("blocks"):
        return "stack"
    mine = view["active"] == seat
    if view.get("attack") and not mine:
        return "opp_attack"
    stage = {"main1": "main", "main2": "main"}.get(view["phase"], view["phase"])
    if mine:
        return {"main": "my_main", "battle": "my_battle", "end": "my_end"}.get(stage, "my_other")
    return "opp_main" if stage == "main" else "opp_other"


def test_cross_universe_block_questions_carry_the_window_both_seats_can_see():
    game = engine.get_game("cross-universe")
    seen = set()
    for m, d in _windows_seen(game):
        if d.kind != "block" or not any(o.kind == "pass" for o in d.options):
            assert d.window is None, (d.kind, d.prompt)
            continue
        view = m.view(d.seat)
        assert d.window == _public_reading(view, d.seat), (d.prompt, view["phase"])
        seen.add(d.window)
    # the opponent's main phase, something on the stack, the player's own phases, an attack
    assert {"opp_main", "stack", "my_main", "my_battle", "opp_attack", "my_end"} <= seen, seen


def test_a_window_never_depends_on_the_hand():
    """The same public state gives the same window whatever the seat holds: the other
    seat's determinization (a different hand and deck) asks with the same window."""
    game = engine.get_game("cross-universe")
    checked = 0
    for m, d in _windows_seen(game, seeds=range(2), steps=300):
        if d.window is None:
            continue
        other = m.determinize(1 - d.seat, Rng(checked))
        same = next(p for p in other.pending() if p.seat == d.seat)
        assert same.window == d.window
        checked += 1
    assert checked > 20
