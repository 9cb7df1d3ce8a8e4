"""Turn order, the first round, phases, drawing, and the Game Level option."""

from __future__ import annotations

import pytest

from engine.core import DeckError

from .helpers import (
    G,
    deck_size,
    field_names,
    hand_size,
    named,
    new,
    table,
    zone_names,
)


def test_opening_hands_and_the_first_draw():
    sc = new([f"{n}" for n in ["Scrap Drone", "Bone Archer", "Grave Hound", "Kestrel Monk",
                               "Sir Rowan of the Vale", "Night Warden", "Ashen Revenant"]],
             ["Shambling Thrall"] * 7)
    # five cards each, and the first player drew one more in their Draw Phase
    assert hand_size(sc, 0) == 6
    assert hand_size(sc, 1) == 5
    assert zone_names(sc, 0, "hand") == ["Scrap Drone", "Bone Archer", "Grave Hound",
                                         "Kestrel Monk", "Sir Rowan of the Vale", "Night Warden"]
    assert deck_size(sc, 0) == 1


def test_play_goes_clockwise_and_the_first_round_has_no_events_or_attacks():
    sc = new(["Grave Hound", "Meteor Shower"], ["Kestrel Monk", "Healing Rain"],
             ["Scrap Drone", "Countermand"])
    # round 1: straight to placement (no Event Phase), then no Action Phase
    d = sc.decision(0, "placement")
    assert not any("Meteor" in o.label for o in d.options)
    sc.recruit(0, "Grave Hound")
    assert sc.decision(1, "placement")
    sc.recruit(1, "Kestrel Monk")
    sc.recruit(2, "Scrap Drone")
    # round 2, seat 1 again: now Events and attacks are allowed
    sc.answer(0, "event", "Play no Event")
    d = sc.decision(0, "action")
    assert any("attacks Seat 2's Kestrel Monk" in named(o.label) for o in d.options)
    assert any("attacks Seat 3's Scrap Drone" in named(o.label) for o in d.options)
    assert sc.view(None)["round"] == 2


def test_first_player_option():
    sc = new(["Grave Hound"], ["Kestrel Monk"], first=1)
    assert sc.decision(1, "placement")
    sc.recruit(1, "Kestrel Monk")
    sc.recruit(0, "Grave Hound")
    # seat 2 began, so round 2 starts with seat 2 again
    assert sc.view(None)["round"] == 2 and sc.view(None)["active"] == 1


def test_the_first_player_is_drawn_at_random_by_default():
    decks = G.starter_decks()[:3]
    firsts = {G.new_match(decks, seed=s).view(None)["active"] for s in range(30)}
    assert firsts == {0, 1, 2}
    # the same seed always draws the same first player
    assert G.new_match(decks, seed=5).view(None)["active"] == G.new_match(decks, seed=5).view(
        None)["active"]
    assert G.new_match(decks, seed=5, options={"first": 2}).view(None)["active"] == 2


@pytest.mark.parametrize("bad", [3, -1, "me", True, 1.0])
def test_a_bad_first_player_is_refused(bad):
    with pytest.raises(DeckError, match="'first' must be"):
        G.new_match(G.starter_decks()[:3], options={"first": bad})


def test_one_event_per_event_phase_then_placement():
    sc = table(["Grave Hound"], ["Kestrel Monk"], hands=[["Meteor Shower", "Healing Rain"], []])
    sc.answer(0, "event", "Play Meteor Shower")
    # the Event Phase is over: no second Event
    d = sc.decision(0)
    assert d.kind != "event"
    assert not any("Healing Rain" in o.label for o in d.options)


def test_game_level_15_recruits_15_levels_freely():
    sc = new(["The Gilded Paladin", "Hellforge Brute", "Grave Hound"], ["Kestrel Monk"], level=15)
    sc.recruit(0, "The Gilded Paladin")
    sc.recruit(0, "Hellforge Brute")
    assert field_names(sc, 0) == ["The Gilded Paladin", "Hellforge Brute"]
    assert sc.view(None)["game_level"] == 15 and sc.view(None)["level_cap"] == 150


def test_game_level_15_still_needs_discards_above_15():
    sc = table(["The Gilded Paladin"], ["Kestrel Monk"], later=[["Duke of Cinders"], []],
               hands=[["The Hollow King", "Warden Colossus"], []], level=15)
    opts = sc.labels(0)
    assert any("Recruit Warden Colossus (Level 15) in attack stance" == o for o in opts)
    assert any("Recruit The Hollow King (Level 16) in attack stance by discarding" in o
               for o in opts)


def test_lower_game_level_limits_free_recruiting():
    sc = new(["Grave Hound", "Bone Archer", "Ashen Revenant"], ["Kestrel Monk"], level=5)
    sc.recruit(0, "Grave Hound")
    sc.recruit(0, "Bone Archer")
    assert sc.decision(1)  # 5 levels used; Ashen Revenant (Level 5) waits
    assert field_names(sc, 0) == ["Grave Hound", "Bone Archer"]


def test_the_level_cap_is_ten_times_the_game_level():
    # Game Level 2: at most 20 levels on a team; a Level 2 champion per turn.
    sc = new(["Bone Archer"] * 12, ["Kestrel Monk"] * 12, level=2)
    for _ in range(10):
        sc.recruit(0, "Bone Archer")
        sc.end_turn(0)
        if sc.decision(1).kind == "event":
            sc.answer(1, label="Play no Event")
        sc.finish_placement(1)
        sc.end_turn(1)
        if sc.decision(0).kind == "event":
            sc.answer(0, label="Play no Event")
    assert len(field_names(sc, 0)) == 10  # 20 levels
    assert not any("Recruit Bone Archer" in o for o in sc.labels(0))


@pytest.mark.parametrize("bad", [0, 41, "10", True])
def test_bad_game_levels_are_refused(bad):
    decks = G.starter_decks()[:2]
    with pytest.raises(DeckError, match="Game Level must be a whole number from 1 to 40"):
        G.new_match(decks, options={"level": bad})


def test_team_play_is_not_part_of_the_rules():
    decks = G.starter_decks()
    with pytest.raises(DeckError, match="free-for-all"):
        G.new_match(decks, options={"teams": [[0, 2], [1, 3]]})


def test_start_of_turn_effects_happen_after_the_draw():
    sc = table(["Dr. Halvard Kross"], ["Kestrel Monk"], hands=[["Bone Archer", "Grave Hound",
                                                                "Imp Trickster"], []])
    # round 2 start: one card drawn in the Draw Phase, then Kross draws one more
    assert deck_size(sc, 0) == 0
    assert "Imp Trickster" in zone_names(sc, 0, "hand")
