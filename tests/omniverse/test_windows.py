"""Instant use "may be played during any phase of any player": the response windows."""

from __future__ import annotations

import pytest

import engine
from bot.sessions import Player, automatic_answer
from engine.ai import RandomAgent

from .helpers import G, champ, hp, new, new_match, only_pass, set_hp, table, zone_names


def asked(sc, seat: int, kind: str):
    """The decision pending now, which must be `seat`'s of `kind`: nothing is passed on
    the way but the bot's automatic passes (the tables here are strict)."""
    [d] = sc.pending()
    assert (d.seat, d.kind) == (seat, kind), sc.describe()
    return d


def answer_last(sc) -> None:
    """Answer the one pending decision with its last option (a window's pass)."""
    [d] = sc.pending()
    sc.match.apply(d.seat, d.id, [d.options[-1].id])


def answer_only(sc, seat: int, kind: str, label: str) -> None:
    """Answer seat's decision with the option whose label starts with `label`, and nothing
    after it: not even the bot's automatic passes."""
    d = sc.expect(seat, kind)
    [o] = [o for o in d.options if o.label.startswith(label)]
    sc.match.apply(seat, d.id, [o.id])


def test_second_wind_on_another_players_turn():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[[], ["Second Wind"]], strict=True)
    set_hp(sc, 1, 4000)
    asked(sc, 1, "window")  # seat 2's own End Phase of round 1
    sc.answer(1, "window", "Pass")
    # seat 1's round-2 Draw Phase: the active player (nothing usable) passed at once,
    # now seat 2 may answer with its instant
    assert "{seat0}'s Draw Phase" in asked(sc, 1, "window").prompt
    sc.answer(1, "window", "Use Second Wind")
    assert hp(sc, 1) == 5000
    assert zone_names(sc, 1, "discard") == ["Second Wind"]
    assert champ(sc, 1, "Kestrel Monk")["acted"] is False
    assert sc.view()["active"] == 0  # still seat 1's turn


def test_sudden_ambush_after_an_action_of_another_player():
    sc = table(["Grave Hound", "Bone Archer"], ["Kestrel Monk"], hands=[[], ["Sudden Ambush"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Bone Archer: switch to defense stance")
    # before the action resolves, the other player may answer it
    asked(sc, 1, "negate")
    sc.answer(1, "negate", "Play Sudden Ambush at Seat 1")
    assert hp(sc, 0) == 10000 - 700
    assert sc.expect(0, "action")


def test_windows_at_the_draw_and_end_phase_of_your_own_turn():
    sc = new(["Grave Hound", "Second Wind", "Mend"], ["Kestrel Monk", "Scrap Drone"], strict=True)
    sc.answer(0, "placement", "Recruit Grave Hound (Level 3) in attack stance")
    sc.answer(0, "placement", "Finish placement")
    d = asked(sc, 0, "window")
    assert "{seat0}'s End Phase" in d.prompt
    assert sc.labels(0) == ["Use Second Wind", "Pass"]
    sc.answer(0, "window", "Pass")
    # every window of seat 2's turn asks seat 1, who holds an instant it could use
    assert "{seat1}'s Draw Phase" in asked(sc, 0, "window").prompt
    sc.answer(0, "window", "Pass")
    sc.answer(1, "placement", "Recruit Kestrel Monk (Level 2) in attack stance")
    assert "After {seat1}'s action" in asked(sc, 0, "window").prompt
    sc.answer(0, "window", "Pass")
    sc.answer(1, "placement", "Finish placement")
    assert "{seat1}'s End Phase" in asked(sc, 0, "window").prompt
    sc.answer(0, "window", "Pass")
    assert "{seat0}'s Draw Phase" in asked(sc, 0, "window").prompt
    sc.answer(0, "window", "Use Second Wind")
    assert zone_names(sc, 0, "discard") == ["Second Wind"]


def test_windows_go_in_turn_order_from_the_active_player():
    # a raw match: even the windows that offer only a pass are answered here, one by one
    m = new_match(["Grave Hound"], ["Kestrel Monk"], ["Scrap Drone"], first=1)
    order = []
    while m.view(None)["phase"] == "draw":
        [d] = m.pending()
        order.append(d.seat)
        m.apply(d.seat, d.id, [d.options[-1].id])
    assert order == [1, 2, 0]


def test_a_window_goes_round_again_after_an_instant():
    sc = new(["Grave Hound", "Second Wind", "Mend"], ["Kestrel Monk", "Second Wind", "Mend"],
              ["Scrap Drone", "Second Wind"])
    for seat, name in ((0, "Grave Hound"), (1, "Kestrel Monk"), (2, "Scrap Drone")):
        sc.recruit(seat, name)
        sc.answer(seat, "placement", "Finish placement")
    sc.expect(0, "event")
    sc.auto.clear()  # from here on every window is answered by the test
    # seat 1 passes its Event Phase; the others may answer, in turn order
    sc.answer(0, "event", "Play no Event")
    answer_only(sc, 1, "window", "Use Second Wind")
    # the others may answer the Second Wind before it resolves, in turn order from the
    # active player; then the window goes round again from seat 2, then seat 3 and seat 1
    order = []
    while sc.pending()[0].kind in ("window", "negate"):
        order.append((sc.pending()[0].kind, sc.pending()[0].seat))
        answer_last(sc)
    assert order == [("negate", 0), ("negate", 2), ("window", 1), ("window", 2), ("window", 0)]


def test_a_pass_only_window_is_answered_by_the_bots_automatic_pass():
    sc = new(["Grave Hound"], ["Kestrel Monk"])
    answer_only(sc, 0, "placement", "Recruit Grave Hound (Level 3) in attack stance")
    [d] = sc.pending()
    assert d.seat == 1 and d.kind == "window" and only_pass(d)
    assert automatic_answer(d, Player(1, "alice")) == [d.options[0].id]
    # with full control the bot asks, so the speed of a pass reveals nothing
    assert automatic_answer(d, Player(1, "alice", full_control=True)) is None


def test_the_first_round_has_windows_but_no_events():
    sc = new(["Grave Hound"], ["Kestrel Monk", "Sudden Ambush", "Second Wind"])
    answer_only(sc, 0, "placement", "Recruit Grave Hound (Level 3) in attack stance")
    [d] = sc.pending()
    # no Event in round 1, not even an instant one; Second Wind needs a Champion
    assert d.seat == 1 and d.kind == "window" and only_pass(d)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_windows_end_and_ask_every_living_player(players):
    for seed in range(4):
        decks = [G.starter_decks()[i % 4] for i in range(players)]
        m = G.new_match(decks, seed=seed)
        agent = RandomAgent(seed)
        asked = set()
        while m.result is None:
            d = m.pending()[0]
            assert not m.view(None)["players"][d.seat]["out"]
            if d.kind == "window":
                asked.add(d.seat)
            m.apply(d.seat, d.id, agent.choose(m, d))
        assert asked == set(range(players))
        assert isinstance(m.result, engine.Result)
