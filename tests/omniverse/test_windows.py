"""Instant use "may be played during any phase of any player": the response windows."""

from __future__ import annotations

import pytest

import engine
from bot.sessions import Player, automatic_answer
from engine.ai import RandomAgent

from .helpers import (
    G,
    auto_pass,
    champ,
    decision,
    finish_placement,
    hp,
    named,
    new,
    pass_windows,
    pick,
    setup,
    zone_names,
)


def raw_decision(m, passes: bool = True):
    """The pending decision, after the bot-like passes of pass-only ones (unless `passes`
    is False) but without the helpers' passing of windows that offer something."""
    if passes:
        auto_pass(m)
    return m.pending()[0]


def pass_only(d) -> bool:
    return len(d.options) == 1 and d.options[0].kind == "pass"


def answer(m, seat: int, label: str, kind: str | None = None):
    """Answer exactly the pending decision (after the bot-like passes of pass-only ones),
    never passing a window that offers something."""
    auto_pass(m)
    d = raw_decision(m)
    assert d.seat == seat and (kind is None or d.kind == kind), (d.seat, d.kind, d.prompt)
    opt = next(o for o in d.options if named(o.label) == label)
    return m.apply(seat, d.id, [opt.id])


def test_second_wind_on_another_players_turn():
    m = setup(["Grave Hound"], ["Kestrel Monk"], hands=[[], ["Second Wind"]])
    m.state["players"][1]["hp"] = 4000
    answer(m, 1, "Pass", "window")  # seat 2's own End Phase of round 1
    # seat 1's round-2 Draw Phase: the active player (nothing usable) passed at once,
    # now seat 2 may answer with its instant
    d = raw_decision(m)
    assert (d.seat, d.kind) == (1, "window") and "{seat0}'s Draw Phase" in d.prompt
    answer(m, 1, "Use Second Wind", "window")
    assert hp(m, 1) == 5000
    assert zone_names(m, 1, "discard") == ["Second Wind"]
    assert champ(m, 1, "Kestrel Monk")["acted"] is False
    assert m.view(None)["active"] == 0  # still seat 1's turn


def test_sudden_ambush_after_an_action_of_another_player():
    m = setup(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[[], ["Sudden Ambush"]])
    finish_placement(m, 0)
    pick(m, 0, "Bone Archer: switch to defense stance", "action")
    # after the action, the other player is asked before seat 1 goes on
    pick(m, 1, "Play Sudden Ambush at Seat 1", "window")
    assert hp(m, 0) == 10000 - 700
    assert decision(m, 0, "action")


def test_windows_at_the_draw_and_end_phase_of_your_own_turn():
    m = new(["Grave Hound", "Second Wind", "Mend"], ["Kestrel Monk", "Scrap Drone"])
    answer(m, 0, "Recruit Grave Hound (Level 3) in attack stance", "placement")
    answer(m, 0, "Finish placement", "placement")
    d = raw_decision(m)
    assert d.seat == 0 and d.kind == "window" and "{seat0}'s End Phase" in d.prompt
    assert [o.label for o in d.options] == ["Use Second Wind", "Pass"]
    answer(m, 0, "Pass", "window")
    # every window of seat 2's turn asks seat 1, who holds an instant it could use
    d = raw_decision(m)
    assert d.seat == 0 and "{seat1}'s Draw Phase" in d.prompt
    answer(m, 0, "Pass", "window")
    answer(m, 1, "Recruit Kestrel Monk (Level 2) in attack stance", "placement")
    d = raw_decision(m)
    assert d.seat == 0 and "After {seat1}'s action" in d.prompt
    answer(m, 0, "Pass", "window")
    answer(m, 1, "Finish placement", "placement")
    d = raw_decision(m)
    assert d.seat == 0 and d.kind == "window" and "{seat1}'s End Phase" in d.prompt
    answer(m, 0, "Pass", "window")
    d = raw_decision(m)
    assert d.seat == 0 and d.kind == "window" and "{seat0}'s Draw Phase" in d.prompt
    answer(m, 0, "Use Second Wind", "window")
    assert zone_names(m, 0, "discard") == ["Second Wind"]


def test_windows_go_in_turn_order_from_the_active_player():
    m = new(["Grave Hound"], ["Kestrel Monk"], ["Scrap Drone"], first=1)
    asked = []
    while m.view(None)["phase"] == "draw":
        d = raw_decision(m, passes=False)
        asked.append(d.seat)
        m.apply(d.seat, d.id, [d.options[-1].id])
    assert asked == [1, 2, 0]


def test_a_window_goes_round_again_after_an_instant():
    m = new(["Grave Hound", "Second Wind", "Mend"], ["Kestrel Monk", "Second Wind", "Mend"],
            ["Scrap Drone", "Second Wind"])
    for seat, name in ((0, "Grave Hound"), (1, "Kestrel Monk"), (2, "Scrap Drone")):
        pass_windows(m, seat, "placement")
        answer(m, seat, f"Recruit {name} (Level {G.card(name).data['level']}) in attack stance")
        pass_windows(m, seat, "placement")
        answer(m, seat, "Finish placement", "placement")
    pass_windows(m, 0, "event")
    # seat 1 passes its Event Phase; the others may answer, in turn order
    answer(m, 0, "Play no Event", "event")
    answer(m, 1, "Use Second Wind", "window")
    # seat 2 used a card: the window goes round again from seat 2, then seat 3 and seat 1
    order = []
    while raw_decision(m, passes=False).kind == "window":
        d = raw_decision(m, passes=False)
        order.append(d.seat)
        m.apply(d.seat, d.id, [d.options[-1].id])
    assert order == [1, 2, 0]


def test_a_pass_only_window_is_answered_by_the_bots_automatic_pass():
    m = new(["Grave Hound"], ["Kestrel Monk"])
    m.apply(0, raw_decision(m).id, [raw_decision(m).options[0].id])  # recruit
    d = raw_decision(m, passes=False)
    assert d.seat == 1 and d.kind == "window" and pass_only(d)
    assert automatic_answer(d, Player(1, "alice")) == [d.options[0].id]
    # with full control the bot asks, so the speed of a pass reveals nothing
    assert automatic_answer(d, Player(1, "alice", full_control=True)) is None


def test_the_first_round_has_windows_but_no_events():
    m = new(["Grave Hound"], ["Kestrel Monk", "Sudden Ambush", "Second Wind"])
    answer(m, 0, "Recruit Grave Hound (Level 3) in attack stance", "placement")
    d = raw_decision(m, passes=False)
    # no Event in round 1, not even an instant one; Second Wind needs a Champion
    assert d.seat == 1 and d.kind == "window" and pass_only(d)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_windows_end_and_ask_every_living_player(players):
    for seed in range(4):
        decks = [G.starter_decks()[i % 4] for i in range(players)]
        m = G.new_match(decks, seed=seed)
        agent = RandomAgent(seed)
        asked = set()
        while m.result is None:
            d = m.pending()[0]
            assert not m.state["players"][d.seat]["out"]
            if d.kind == "window":
                asked.add(d.seat)
            m.apply(d.seat, d.id, agent.choose(m, d))
        assert asked == set(range(players))
        assert isinstance(m.result, engine.Result)
