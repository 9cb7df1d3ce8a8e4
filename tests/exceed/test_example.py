"""The rulebook's gameplay example, Celinka against Taisei, move by move."""

from .helpers import new


def test_gameplay_example():
    d = new("celinka", "taisei",
            top0=["Moon Fall", "Grasp", "Cross", "Spike", "Focus"],
            top1=["Dive", "Nightmare Tares", "Grasp", "Grasp", "Sweep", "Block"])
    m = d.m
    assert (d.pos(0), d.pos(1)) == (3, 7)
    assert (d.life(0), d.life(1)) == (30, 15)  # Taisei starts at half his maximum
    assert d.hand_count(0) == 5 and d.hand_count(1) == 6

    # 1. Celinka strikes with Moon Fall; Taisei answers with Dive.
    d.strike(0, "Moon Fall", "Dive")
    d.answer(1, "choose", "Pay nothing")  # Taisei's pay-life-for-Power option when setting
    # 2. Moon Fall (speed 5) beats Dive (4): advance 3, hit, 3 damage, Taisei stunned.
    assert d.pos(0) == 6
    d.answer(0, "choose", "Seal nothing")  # Celinka declines her Hit effect
    assert d.life(1) == 12
    assert m.state["st"]["sides"][1]["stun"]
    d.answer(0, "choose", "Transform")  # Moon Fall goes to the transformation area
    assert d.names(0, "tr") == ["Moon Fall"]
    assert d.names(1, "discard") == ["Dive"]
    assert d.hand_count(0) == 4  # no end-of-turn draw after a strike
    last = m.view(None)["last_strike"]
    assert last["sides"][0]["card"] == "Moon Fall" and last["sides"][0]["hit"]
    assert last["sides"][1]["stunned"]

    # 3. Taisei boosts False Life: gains 4 life and draws 2, then his end-of-turn draw.
    hand_before = d.hand_count(1)
    d.answer(1, "main", "Boost False Life")
    assert d.life(1) == 16
    assert d.names(1, "boosts") == ["Nightmare Tares"]
    assert d.hand_count(1) == hand_before - 1 + 2 + 1

    # 4. Celinka strikes with Grasp, Taisei answers with EX Grasp (speed 8).
    d.strike(0, "Grasp", "Grasp", dex=True)
    d.answer(1, "choose", "Pay nothing")
    assert d.names(1, "discard") == ["Dive", "Grasp"]  # the extra EX copy, discarded on reveal
    d.answer(1, "move", "Pull 2")  # over Celinka, into the corner
    assert d.pos(0) == 9 and d.pos(1) == 7
    assert d.life(0) == 26  # 3 + 1 for EX
    assert d.names(1, "gauge") == ["Grasp"]
    assert "Nightmare Tares" in d.names(1, "discard")  # the continuous boost is discarded at cleanup
    assert d.names(0, "discard") == ["Grasp"]  # Celinka was stunned: her Grasp never hit
    last = m.view(None)["last_strike"]
    assert last["first"] == 1 and last["sides"][1]["speed"] == 8 and last["sides"][1]["power"] == 4
    # The strike's Defender takes the next turn (the rules' cleanup step 4).
    d.idle(1)
