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
    decision,
    end_turn,
    field_names,
    finish_placement,
    hp,
    named,
    pick,
    recruit,
    setup,
    zone_names,
)


def test_continuous_event_stays_and_is_replaced_by_the_next():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"],
              hands=[["Hero's Dawn"], ["Age of Tyrants"]])
    pick(m, 0, "Play Hero's Dawn", "event")
    assert m.view(None)["event"]["name"] == "Hero's Dawn"
    assert champ(m, 0, "Sir Rowan of the Vale")["attack"] == 1500 + 500
    end_turn(m, 0)
    pick(m, 1, "Play Age of Tyrants", "event")
    assert m.view(None)["event"]["name"] == "Age of Tyrants"
    assert champ(m, 0, "Sir Rowan of the Vale")["attack"] == 1500
    assert champ(m, 1, "Grave Hound")["attack"] == 1200 + 500
    # a used Event is removed from the game, not discarded
    assert zone_names(m, 0, "removed") == ["Hero's Dawn"]
    assert zone_names(m, 0, "discard") == []


def test_one_time_event_does_not_replace_the_continuous_event():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"],
              hands=[["Hero's Dawn"], ["Meteor Shower"]])
    pick(m, 0, "Play Hero's Dawn", "event")
    end_turn(m, 0)
    pick(m, 1, "Play Meteor Shower", "event")
    assert hp(m, 0) == hp(m, 1) == 10000 - 800
    assert m.view(None)["event"]["name"] == "Hero's Dawn"
    assert zone_names(m, 1, "removed") == ["Meteor Shower"]


def test_countermand_negates_an_event_as_it_is_played():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"],
              hands=[["Meteor Shower"], ["Countermand"]])
    pick(m, 0, "Play Meteor Shower", "event")
    d = decision(m, 1, "negate")
    assert d.private
    pick(m, 1, "Negate Meteor Shower with Countermand", "negate")
    assert hp(m, 0) == hp(m, 1) == 10000
    assert zone_names(m, 0, "discard") == ["Meteor Shower"]  # a negated card is discarded
    assert zone_names(m, 1, "removed") == ["Countermand"]
    assert decision(m, 0).kind != "event"


def test_an_event_may_be_let_through():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"],
              hands=[["Meteor Shower"], ["Countermand"]])
    pick(m, 0, "Play Meteor Shower", "event")
    pick(m, 1, "Let it resolve", "negate")
    assert hp(m, 0) == 10000 - 800
    assert zone_names(m, 1, "hand") == ["Countermand"]


def test_instant_event_in_another_phase_of_your_turn():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Sudden Ambush"], []])
    # the Event Phase offers it as well; play it in the Action Phase instead
    pick(m, 0, "Play no Event", "event")
    finish_placement(m, 0)
    pick(m, 0, "Play Sudden Ambush at Seat 2", "action")
    assert hp(m, 1) == 10000 - 700
    assert decision(m, 0, "action")
    assert champ(m, 0, "Sir Rowan of the Vale")["acted"] is False


def test_a_countermand_can_be_negated_by_another_countermand():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"], ["Scrap Drone"],
              hands=[["Meteor Shower", "Countermand"], ["Countermand"], []])
    pick(m, 0, "Play Meteor Shower", "event")
    pick(m, 1, "Negate Meteor Shower with Countermand", "negate")
    # the Countermand is itself an Event being played: seat 1 answers it with its own
    pick(m, 0, "Negate Countermand with Countermand", "negate")
    # seat 2's Countermand is negated (discarded), seat 1's is used up (removed from the
    # game), and the Meteor Shower resolves: 800 to every player
    assert hp(m, 0) == hp(m, 1) == hp(m, 2) == 10000 - 800
    assert zone_names(m, 1, "discard") == ["Countermand"]
    assert zone_names(m, 0, "removed") == ["Countermand", "Meteor Shower"]


def test_eclipse_is_played_for_its_draw_with_no_continuous_event():
    # card text overrides the rules: "Destroy the Continuous Event in play. Draw a card."
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Eclipse", "Bone Archer"], []])
    pick(m, 0, "Play Eclipse", "event")
    assert m.view(None)["event"] is None
    assert zone_names(m, 0, "hand") == ["Bone Archer"]  # the draw happened
    assert zone_names(m, 0, "removed") == ["Eclipse"]


def test_eclipse_destroys_the_continuous_event():
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Hero's Dawn"], ["Eclipse"]])
    pick(m, 0, "Play Hero's Dawn", "event")
    end_turn(m, 0)
    pick(m, 1, "Play Eclipse", "event")
    assert m.view(None)["event"] is None
    assert zone_names(m, 0, "removed") == ["Hero's Dawn"]


def test_no_hit_points_ends_a_two_player_game():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"])
    m.state["players"][1]["hp"] = 1000
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")  # bleed 1400
    assert m.result is not None
    assert m.result.winners == [0] and m.result.placings == [1, 2]
    assert hp(m, 1) == 0


def test_backlash_can_knock_out_the_attacker():
    m = setup(["Kestrel Monk"], ["Sentinel Mk II"])
    m.state["players"][0]["hp"] = 500
    finish_placement(m, 0)
    pick(m, 0, "Kestrel Monk attacks Seat 2's Sentinel Mk II", "action")  # backlash 800
    assert m.result.winners == [1]


def test_no_usable_cards_loses():
    # Seat 2's only champion falls; its deck is empty and its hand holds no champion.
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Longsword"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert m.result is not None and m.result.winners == [0]
    assert "usable" in " ".join(e.text for e in m.events[-5:])


@pytest.mark.parametrize("event", ["Meteor Shower", "War Drums", "Hero's Dawn", "Eclipse"])
def test_an_event_playable_without_a_champion_is_a_usable_card(event):
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], [event]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    # no Champion, an empty deck, but an Event that can be played: seat 2 plays on
    assert m.result is None
    pick(m, 1, f"Play {event}", "event")


def test_a_countermand_alone_is_not_a_usable_card():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Countermand"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert m.result is not None and m.result.winners == [0]


def test_a_player_with_an_empty_deck_but_cards_to_use_plays_on():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[[], ["Grave Hound"]])
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    assert m.result is None
    recruit(m, 1, "Grave Hound")


def three_player_elimination():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], ["Grave Hound"],
              hands=[[], ["Hero's Dawn", "Curse of Frailty"], []])
    # seat 2 gets its continuous event and a curse on seat 3's champion into play
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    pick(m, 1, "Play Hero's Dawn", "event")
    pick(m, 1, "Attach Curse of Frailty to Seat 3's Grave Hound", "placement")
    end_turn(m, 1)
    finish_placement(m, 2)
    pick(m, 2, "End your turn", "action")
    m.state["players"][1]["hp"] = 100
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    return m


def test_three_players_an_eliminated_players_cards_leave_the_field():
    m = three_player_elimination()
    assert m.result is None
    assert m.state["players"][1]["out"] is True
    assert m.view(None)["event"] is None  # the loser's Continuous Event leaves too
    assert champ(m, 2, "Grave Hound")["attachments"] == []
    assert "Curse of Frailty" in zone_names(m, 1, "discard")
    assert m.view(None)["players"][1]["out"] is True
    # seat 1's turn is over (nothing left to do); play goes on with seat 3, skipping seat 2
    assert decision(m, 2, "action")


def test_three_players_result_ranks_every_seat():
    m = three_player_elimination()
    m.state["players"][2]["hp"] = 100
    pick(m, 2, "End your turn", "action")
    finish_placement(m, 0)
    pick(m, 0, "Ashen Revenant attacks Seat 3's Grave Hound", "action")
    assert m.result.winners == [0]
    assert m.result.placings == [1, 3, 2]  # first out is last


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
    m = setup(["Sir Rowan of the Vale"], ["Grave Hound"], hands=[["Meteor Shower"], []])
    m.state["players"][0]["hp"] = 500
    m.state["players"][1]["hp"] = 700
    pick(m, 0, "Play Meteor Shower", "event")
    assert m.result.draw is True
    assert m.result.placings == [1, 1]


def test_checkpoints_after_actions_combats_and_turns():
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], hands=[[], ["Bone Archer"]])
    finish_placement(m, 0)
    events = pick(m, 0, "Grave Hound: switch to defense stance", "action")
    assert [e.text for e in events if e.kind == "checkpoint"] == ["action resolved"]
    events = pick(m, 0, "Ashen Revenant attacks Seat 2's Kestrel Monk", "action")
    texts = [e.text for e in events if e.kind == "checkpoint"]
    assert texts[0] == "combat resolved" and "Seat 1's turn ends" in map(named, texts)


def test_public_view_shows_the_board():
    m = setup(["Ashen Revenant"], ["Kestrel Monk:def"], hands=[["Longsword"], []])
    pick(m, 0, "Attach Longsword to Ashen Revenant", "placement")
    v = m.view(None)
    assert v["phase"] == "action" and v["active"] == 0 and v["game_level"] == 10
    p0, p1 = v["players"]
    assert p0["hp"] == 10000 and p0["out"] is False
    assert isinstance(p0["hand"], int) and p0["deck"] == 0 and p0["discard_count"] == 0
    rev = p0["field"][0]
    assert rev["stance"] == "attack" and rev["attack"] == 2400 and rev["base_attack"] == 1900
    assert rev["attachments"][0]["name"] == "Longsword" and rev["attachments"][0]["placed_by"] == 0
    assert p1["field"][0]["stance"] == "defense" and p1["field"][0]["used"] is False
    assert field_names(m, 1) == ["Kestrel Monk"]
    board = G.describe(v)
    assert "Ashen Revenant L5 2400/1300 [attack] +Longsword" in board
    assert "P2: 10000 HP" in board


def test_the_view_starts_with_the_contract_header_and_cards_carry_their_text():
    m = setup(["Ashen Revenant"], ["Kestrel Monk:def"], hands=[["Longsword"], []])
    pick(m, 0, "Attach Longsword to Ashen Revenant", "placement")
    for seat in (None, 0, 1):
        v = m.view(seat)
        assert list(v)[:6] == ["game", "viewer", "turn", "active", "phase", "players"]
        for p in v["players"]:
            assert list(p)[:4] == ["seat", "life", "deck", "hand_count"]
            assert p["life"] == 10000
    v = m.view(0)
    sword = v["players"][0]["field"][0]["attachments"][0]
    assert sword["text"] == "Its Champion has +500 Attack."
    assert all("text" in c for c in engine.visible_cards(v))


def test_the_terminal_board_shows_the_viewers_hand_with_card_text():
    m = setup(["Ashen Revenant"], ["Kestrel Monk"], hands=[["Longsword", "Second Wind"], []])
    board = G.describe(m.view(0))
    assert "hand: Longsword (artifact, +500/+0) - Its Champion has +500 Attack." in board
    assert "Second Wind" not in G.describe(m.view(1))  # another seat's hand is a count


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
    m = setup(["Ashen Revenant", "Grave Hound"], ["Kestrel Monk"], ["Scrap Drone"],
              ["Tumbleweed Sprite"], hands=[["Meteor Shower"], [], [], ["Bone Archer"]])
    for seat, points in ((1, 100), (2, 900), (3, 5000)):
        m.state["players"][seat]["hp"] = points
    pick(m, 0, "Play Meteor Shower", "event")  # 800 to every player: seat 2 is out first
    assert [p["out"] for p in m.state["players"]] == [False, True, False, False]
    assert field_names(m, 1) == []
    pick(m, 0, "Ashen Revenant attacks Seat 3's Scrap Drone", "action")  # bleeds 1550
    assert m.state["players"][2]["out"] is True and m.result is None
    pick(m, 0, "Grave Hound attacks Seat 4's Tumbleweed Sprite", "action")  # bleeds 800
    assert hp(m, 3) == 5000 - 800 - 800
    # the turn passes to seat 4, skipping the two players who are out
    assert decision(m, 3, "placement")
    m.state["players"][3]["hp"] = 10
    finish_placement(m, 3)  # keeps Bone Archer in hand; nothing else to do this turn
    pick(m, 0, "Grave Hound attacks Seat 4 directly", "action")
    assert m.result.winners == [0]
    assert m.result.placings == [1, 4, 3, 2]
