"""Events (continuous, one-time, instant, negated) and victory with 2, 3 and 4 players."""

from __future__ import annotations

import re

import pytest

import engine
from engine.ai import RandomAgent
from engine.ai.base import play_match

from .helpers import (
    G,
    champ,
    field_names,
    hp,
    named,
    out,
    set_hp,
    table,
    zone_names,
)


def test_continuous_event_stays_and_is_replaced_by_the_next():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"],
               hands=[["Hero's Dawn"], ["Age of Tyrants"]])
    sc.answer(0, "event", "Play Hero's Dawn")
    assert sc.view(None)["event"]["name"] == "Hero's Dawn"
    assert champ(sc, 0, "Sir Rowan of the Vale")["attack"] == 1500 + 500
    sc.end_turn(0)
    sc.answer(1, "event", "Play Age of Tyrants")
    assert sc.view(None)["event"]["name"] == "Age of Tyrants"
    assert champ(sc, 0, "Sir Rowan of the Vale")["attack"] == 1500
    assert champ(sc, 1, "Grave Hound")["attack"] == 1200 + 500
    # a used Event is removed from the game, not discarded
    assert zone_names(sc, 0, "removed") == ["Hero's Dawn"]
    assert zone_names(sc, 0, "discard") == []


def test_one_time_event_does_not_replace_the_continuous_event():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"],
               hands=[["Hero's Dawn"], ["Meteor Shower"]])
    sc.answer(0, "event", "Play Hero's Dawn")
    sc.end_turn(0)
    sc.answer(1, "event", "Play Meteor Shower")
    assert hp(sc, 0) == hp(sc, 1) == 10000 - 800
    assert sc.view(None)["event"]["name"] == "Hero's Dawn"
    assert zone_names(sc, 1, "removed") == ["Meteor Shower"]


def test_countermand_negates_an_event_as_it_is_played():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"],
               hands=[["Meteor Shower"], ["Countermand"]])
    sc.answer(0, "event", "Play Meteor Shower")
    d = sc.decision(1, "negate")
    assert d.private
    sc.answer(1, "negate", "Negate Meteor Shower with Countermand")
    assert hp(sc, 0) == hp(sc, 1) == 10000
    assert zone_names(sc, 0, "discard") == ["Meteor Shower"]  # a negated card is discarded
    assert zone_names(sc, 1, "removed") == ["Countermand"]
    assert sc.decision(0).kind != "event"


def test_an_event_may_be_let_through():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"],
               hands=[["Meteor Shower"], ["Countermand"]])
    sc.answer(0, "event", "Play Meteor Shower")
    sc.answer(1, "negate", "Let it resolve")
    assert hp(sc, 0) == 10000 - 800
    assert zone_names(sc, 1, "hand") == ["Countermand"]


def test_instant_event_in_another_phase_of_your_turn():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Sudden Ambush"], []])
    # the Event Phase offers it as well; play it in the Action Phase instead
    sc.answer(0, "event", "Play no Event")
    sc.finish_placement(0)
    sc.answer(0, "action", "Play Sudden Ambush at Seat 2")
    assert hp(sc, 1) == 10000 - 700
    assert sc.decision(0, "action")
    assert champ(sc, 0, "Sir Rowan of the Vale")["acted"] is False


def test_a_countermand_can_be_negated_by_another_countermand():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"], ["Scrap Drone"],
               hands=[["Meteor Shower", "Countermand"], ["Countermand"], []])
    sc.answer(0, "event", "Play Meteor Shower")
    sc.answer(1, "negate", "Negate Meteor Shower with Countermand")
    # the Countermand is itself an Event being played: seat 1 answers it with its own
    sc.answer(0, "negate", "Negate Countermand with Countermand")
    # seat 2's Countermand is negated (discarded), seat 1's is used up (removed from the
    # game), and the Meteor Shower resolves: 800 to every player
    assert hp(sc, 0) == hp(sc, 1) == hp(sc, 2) == 10000 - 800
    assert zone_names(sc, 1, "discard") == ["Countermand"]
    assert zone_names(sc, 0, "removed") == ["Countermand", "Meteor Shower"]


def test_eclipse_is_played_for_its_draw_with_no_continuous_event():
    # card text overrides the rules: "Destroy the Continuous Event in play. Draw a card."
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Eclipse", "Bone Archer"], []])
    sc.answer(0, "event", "Play Eclipse")
    assert sc.view(None)["event"] is None
    assert zone_names(sc, 0, "hand") == ["Bone Archer"]  # the draw happened
    assert zone_names(sc, 0, "removed") == ["Eclipse"]


def test_eclipse_destroys_the_continuous_event():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Hero's Dawn"], ["Eclipse"]])
    sc.answer(0, "event", "Play Hero's Dawn")
    sc.end_turn(0)
    sc.answer(1, "event", "Play Eclipse")
    assert sc.view(None)["event"] is None
    assert zone_names(sc, 0, "removed") == ["Hero's Dawn"]


def test_no_hit_points_ends_a_two_player_game():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"])
    set_hp(sc, 1, 1000)
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")  # bleed 1400
    assert sc.result is not None
    assert sc.result.winners == [0] and sc.result.placings == [1, 2]
    assert hp(sc, 1) == 0


def test_backlash_can_knock_out_the_attacker():
    sc = table(["Kestrel Monk"], ["Sentinel Mk II"])
    set_hp(sc, 0, 500)
    sc.finish_placement(0)
    sc.answer(0, "action", "Kestrel Monk attacks Seat 2's Sentinel Mk II")  # backlash 800
    assert sc.result.winners == [1]


def test_no_usable_cards_loses():
    # Seat 2's only champion falls; its deck is empty and its hand holds no champion.
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Longsword"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert sc.result is not None and sc.result.winners == [0]
    assert "usable" in " ".join(e.text for e in sc.match.events[-5:])


@pytest.mark.parametrize("event", ["Meteor Shower", "War Drums", "Hero's Dawn", "Eclipse"])
def test_an_event_playable_without_a_champion_is_a_usable_card(event):
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], [event]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    # no Champion, an empty deck, but an Event that can be played: seat 2 plays on
    assert sc.result is None
    sc.answer(1, "event", f"Play {event}")


def test_a_countermand_alone_is_not_a_usable_card():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Countermand"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert sc.result is not None and sc.result.winners == [0]


def test_a_player_with_an_empty_deck_but_cards_to_use_plays_on():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Grave Hound"]])
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    assert sc.result is None
    sc.recruit(1, "Grave Hound")


def three_player_elimination():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], ["Grave Hound"],
               hands=[[], ["Hero's Dawn", "Curse of Frailty"], []])
    # seat 2 gets its continuous event and a curse on seat 3's champion into play
    sc.finish_placement(0)
    sc.answer(0, "action", "End your turn")
    sc.answer(1, "event", "Play Hero's Dawn")
    sc.answer(1, "placement", "Attach Curse of Frailty to Seat 3's Grave Hound")
    sc.end_turn(1)
    sc.finish_placement(2)
    sc.answer(2, "action", "End your turn")
    set_hp(sc, 1, 100)
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    return sc


def test_three_players_an_eliminated_players_cards_leave_the_field():
    sc = three_player_elimination()
    assert sc.result is None
    assert out(sc, 1) is True
    assert sc.view(None)["event"] is None  # the loser's Continuous Event leaves too
    assert champ(sc, 2, "Grave Hound")["attachments"] == []
    assert "Curse of Frailty" in zone_names(sc, 1, "discard")
    assert sc.view(None)["players"][1]["out"] is True
    # seat 1's turn is over (nothing left to do); play goes on with seat 3, skipping seat 2
    assert sc.decision(2, "action")


def test_three_players_result_ranks_every_seat():
    sc = three_player_elimination()
    set_hp(sc, 2, 100)
    sc.answer(2, "action", "End your turn")
    sc.finish_placement(0)
    sc.answer(0, "action", "Ashen Revenant attacks Seat 3's Grave Hound")
    assert sc.result.winners == [0]
    assert sc.result.placings == [1, 3, 2]  # first out is last


def test_four_player_random_games_rank_every_seat():
    decks = G.starter_decks()
    for seed in range(10):
        m = G.new_match(decks, seed=seed)
        n = play_match(m, [RandomAgent(seed * 4 + s) for s in range(4)])
        assert n < 2000
        r = m.result
        assert sorted(r.placings) in ([1, 2, 3, 4], [1, 2, 3, 3], [1, 2, 2, 4], [1, 1, 3, 4],
                                      [1, 3, 3, 3], [1, 2, 2, 2], [1, 1, 1, 4], [1, 1, 3, 3])
        assert r.winners == [s for s in range(4) if r.placings[s] == 1]


def test_simultaneous_last_eliminations_are_a_draw():
    sc = table(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Meteor Shower"], []])
    set_hp(sc, 0, 500)
    set_hp(sc, 1, 700)
    sc.answer(0, "event", "Play Meteor Shower")
    assert sc.result.draw is True
    assert sc.result.placings == [1, 1]


def test_checkpoints_after_actions_combats_and_turns():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Bone Archer"]])
    sc.finish_placement(0)
    events = sc.answer(0, "action", "Grave Hound: switch to defense stance")
    assert [e.text for e in events if e.kind == "checkpoint"] == ["action resolved"]
    events = sc.answer(0, "action", "Ashen Revenant attacks Seat 2's Kestrel Monk")
    texts = [e.text for e in events if e.kind == "checkpoint"]
    assert texts[0] == "combat resolved" and "Seat 1's turn ends" in map(named, texts)


def test_public_view_shows_the_board():
    sc = table(["Ashen Revenant"], ["Kestrel Monk:def"], hands=[["Longsword"], []])
    sc.answer(0, "placement", "Attach Longsword to Ashen Revenant")
    v = sc.view(None)
    assert v["phase"] == "action" and v["active"] == 0 and v["game_level"] == 10
    p0, p1 = v["players"]
    assert p0["hp"] == 10000 and p0["out"] is False
    assert isinstance(p0["hand"], int) and p0["deck"] == 0 and p0["discard_count"] == 0
    rev = p0["field"][0]
    assert rev["stance"] == "attack" and rev["attack"] == 2400 and rev["base_attack"] == 1900
    assert rev["attachments"][0]["name"] == "Longsword" and rev["attachments"][0]["placed_by"] == 0
    assert p1["field"][0]["stance"] == "defense" and p1["field"][0]["used"] is False
    assert field_names(sc, 1) == ["Kestrel Monk"]
    board = G.describe(v)
    assert "Ashen Revenant L5 2400/1300 [attack] +Longsword" in board
    assert "P2: 10000 HP" in board


def test_the_view_starts_with_the_contract_header_and_cards_carry_their_text():
    sc = table(["Ashen Revenant"], ["Kestrel Monk:def"], hands=[["Longsword"], []])
    sc.answer(0, "placement", "Attach Longsword to Ashen Revenant")
    for seat in (None, 0, 1):
        v = sc.view(seat)
        assert list(v)[:6] == ["game", "viewer", "turn", "active", "phase", "players"]
        for p in v["players"]:
            assert list(p)[:4] == ["seat", "life", "deck", "hand_count"]
            assert p["life"] == 10000
    v = sc.view(0)
    sword = v["players"][0]["field"][0]["attachments"][0]
    assert sword["text"] == "Its Champion has +500 Attack."
    assert all("text" in c for c in engine.visible_cards(v))


def test_the_terminal_board_shows_the_viewers_hand_with_card_text():
    sc = table(["Ashen Revenant"], ["Kestrel Monk"], hands=[["Longsword", "Second Wind"], []])
    board = G.describe(sc.view(0))
    assert "hand: Longsword (artifact, +500/+0) - Its Champion has +500 Attack." in board
    assert "Second Wind" not in G.describe(sc.view(1))  # another seat's hand is a count


def test_no_engine_text_names_a_seat_or_player():
    """Front ends put in names: the engine writes {seatN} placeholders (seat_ref)."""
    bad = re.compile(r"\b(Seat|Player) \d")
    for seed in range(6):
        m = G.new_match(G.starter_decks()[:3], seed=seed)
        agent = RandomAgent(seed)
        while m.result is None:
            d = m.pending()[0]
            assert not bad.search(d.prompt), d.prompt
            assert not any(bad.search(o.label) for o in d.options), [o.label for o in d.options]
            m.apply(d.seat, d.id, agent.choose(m, d))
        assert not bad.search(m.result.reason)
        assert not [e.text for e in m.events if bad.search(e.text)]


def test_four_players_eliminated_one_by_one():
    sc = table(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], ["Scrap Drone"],
               ["Tumbleweed Sprite"], hands=[["Meteor Shower"], [], [], ["Bone Archer"]])
    for seat, points in ((1, 100), (2, 900), (3, 5000)):
        set_hp(sc, seat, points)
    sc.answer(0, "event", "Play Meteor Shower")  # 800 to every player: seat 2 is out first
    assert [out(sc, seat) for seat in range(4)] == [False, True, False, False]
    assert field_names(sc, 1) == []
    sc.answer(0, "action", "Ashen Revenant attacks Seat 3's Scrap Drone")  # bleeds 1550
    assert out(sc, 2) is True and sc.result is None
    sc.answer(0, "action", "Grave Hound attacks Seat 4's Tumbleweed Sprite")  # bleeds 800
    assert hp(sc, 3) == 5000 - 800 - 800
    # the turn passes to seat 4, skipping the two players who are out
    assert sc.decision(3, "placement")
    set_hp(sc, 3, 10)
    sc.finish_placement(3)  # keeps Bone Archer in hand; nothing else to do this turn
    sc.answer(0, "action", "Grave Hound attacks Seat 4 directly")
    assert sc.result.winners == [0]
    assert sc.result.placings == [1, 4, 3, 2]
