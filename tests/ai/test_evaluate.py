"""Per-game `evaluate(seat)`: stays in [0, 1] and ranks clearly better positions higher."""

from __future__ import annotations

import pytest

import engine
from engine.ai import RandomAgent

from ..conformance.helpers import new_match, played_in


def advanced(game_id: str, seed: int, steps: int):
    """A match a few random moves in (past the mulligan / setup questions)."""
    m = played_in(engine.get_game(game_id), seed, steps)
    assert m.result is None
    return m


@pytest.mark.parametrize("game", engine.games(), ids=lambda g: g.id)
def test_evaluate_stays_in_unit_interval_along_random_games(game):
    for seed in (1, 2):
        m = new_match(game, seed)
        agent = RandomAgent(seed)
        n = 0
        while m.result is None and n < 400:
            for s in range(m.players):
                assert 0.0 <= m.evaluate(s) <= 1.0
            d = m.pending()[0]
            m.apply(d.seat, d.id, agent.choose(m, d))
            n += 1


# ------------------------------------------------------------------ Exceed

def exceed_match():
    return advanced("exceed", 3, 6)


def test_exceed_life_counts_more_near_zero():
    m = exceed_match()
    p = m.state["p"]
    p[0]["life"], p[1]["life"] = 30, 30
    even = m.evaluate(0)
    p[1]["life"] = 25
    high = m.evaluate(0)
    assert high > even
    p[0]["life"], p[1]["life"] = 10, 10
    even_low = m.evaluate(0)
    p[1]["life"] = 5
    low = m.evaluate(0)
    # the same five points are worth more when they bring the opponent near 0
    assert low - even_low > high - even
    assert abs(m.evaluate(0) + m.evaluate(1) - 1.0) < 1e-9


def test_exceed_spacing_favours_the_side_whose_hand_reaches():
    m = exceed_match()
    st = m.state
    p0, p1 = st["p"]
    # give seat 0 only attacks that hit at distance 1, seat 1 only ones that do not
    cards = [i for i, c in enumerate(m.info) if c.rng is not None and not c.ultra]
    near = [i for i in cards if m.info[i].rng[0] <= 1 <= m.info[i].rng[1]]
    far = [i for i in cards if m.info[i].rng[0] > 1]
    assert near and far
    p0["hand"], p1["hand"] = near[:4], far[:4]
    p0["pos"], p1["pos"] = 4, 5
    close = m.evaluate(0)
    p0["pos"], p1["pos"] = 1, 9  # distance 8: now seat 0's hand reaches nothing
    apart = m.evaluate(0)
    assert close > apart


def test_exceed_running_out_of_cards_after_the_reshuffle_is_bad():
    m = exceed_match()
    p = m.state["p"][0]
    p["rs"] = True
    full = m.evaluate(0)
    p["deck"] = p["deck"][:1]
    assert m.evaluate(0) < full - 0.1


# --------------------------------------------------------------- Universia

def test_universia_lead_is_worth_less_when_the_decks_are_about_to_run_out():
    m = advanced("universia", 3, 4)
    p = m.state["p"]
    p[0]["life"], p[1]["life"] = 10000, 10000
    even = m.evaluate(0)
    p[1]["life"] = 6000
    ahead = m.evaluate(0)
    assert ahead > even
    for q in p:
        q["deck"] = q["deck"][:1]
    late = m.evaluate(0)
    assert 0.5 <= late < ahead  # a tie is near: the lead is mostly worth half
    assert abs(m.evaluate(0) + m.evaluate(1) - 1.0) < 1e-9


def test_universia_a_stalled_defense_wall_is_a_coming_tie():
    """Attack-mode monsters against an empty board can win before the decks run
    out; the same monsters walled up in defense mode cannot, so the lead is worth
    less (the decks are short: each turn draws about one card)."""
    m = advanced("universia", 3, 4)
    agent = RandomAgent(7)
    while not any(x is not None and not x["fd"] for x in m.state["p"][0]["mz"]):
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
        assert m.result is None
    p = m.state["p"]
    p[1]["mz"] = [None] * len(p[1]["mz"])
    p[0]["life"], p[1]["life"] = 9000, 4000
    for q in p:
        q["deck"] = q["deck"][:4]
    mons = [x for x in p[0]["mz"] if x is not None]
    for x in mons:
        x["mode"], x["fd"] = "a", False
    attacking = m.evaluate(0)
    for x in mons:
        x["mode"] = "d"
    walled = m.evaluate(0)
    assert attacking > walled >= 0.5


# --------------------------------------------------------------- Omniverse

def _omni_champ(m, seat: int, name: str) -> dict:
    return next(ch for ch in m.state["players"][seat]["field"]
                if m.ci[ch["iid"]].name == name)


def test_omniverse_attachments_count_as_fighting_strength():
    from ..omniverse.helpers import setup

    m = setup(["Hellforge Brute"], ["Hellforge Brute"], hands=[["Longsword"], []])
    p = m.state["players"][0]
    sword = next(i for i in p["hand"] if m.ci[i].name == "Longsword")
    p["hand"].remove(sword)
    p["discard"].append(sword)
    bare = m.evaluate(0)
    p["discard"].remove(sword)
    _omni_champ(m, 0, "Hellforge Brute")["att"].append([sword, 0])
    assert m.evaluate(0) > bare
    assert abs(m.evaluate(0) + m.evaluate(1) - 1.0) < 1e-9


def test_omniverse_attack_stance_is_worth_something_when_it_can_win_a_fight():
    """A Champion in attack stance that beats the opponent's weakest defender threatens
    the next Action Phase; the same Champion in defense stance threatens nothing. A short
    search only sees the bleed-through risk of attack stance without this term."""
    from ..omniverse.helpers import setup

    m = setup(["Hellforge Brute"], ["Dawnguard Recruit:def"])
    ready = m.evaluate(0)
    _omni_champ(m, 0, "Hellforge Brute")["stance"] = "defense"
    assert ready > m.evaluate(0)


def test_omniverse_nobody_left_to_defend_is_exposure_to_direct_attacks():
    from ..omniverse.helpers import setup

    walled = setup(["Hellforge Brute"], ["Old Oak Guardian:def"])  # 3400 Defense stops 2400
    open_ = setup(["Hellforge Brute"], ["Old Oak Guardian:def"])
    guardian = _omni_champ(open_, 1, "Old Oak Guardian")
    guardian["used"] = 99  # it has defended as often as it may: seat 2 is open to direct hits
    assert open_.evaluate(0) > walled.evaluate(0)
    assert open_.evaluate(1) < walled.evaluate(1)
