"""Setup, deck lists, mulligan, hidden information and the view."""

import pytest

from engine.core import DeckError
from engine.exceed.decks import deck_cards

from .helpers import GAME, Driver, deck, new


def test_standard_deck_is_two_of_each_of_fifteen_cards():
    d = deck("celinka")
    assert d.size("main") == 30
    assert set(d.counts("main").values()) == {2}
    assert len(d.counts("main")) == 15
    assert GAME.validate_deck(d) == []


def test_every_character_has_a_legal_starter_deck():
    starters = GAME.starter_decks()
    assert len(starters) == len(GAME.chars) >= 12
    for s in starters:
        assert GAME.validate_deck(s) == []
        assert s.name == GAME.chars[s.section("character")[0][0]].name


def test_a_character_line_alone_means_the_standard_thirty():
    d = GAME.parse_deck("Character: Taisei\n")
    assert GAME.validate_deck(d) == []
    assert sorted(deck_cards(GAME, d)) == sorted(deck("taisei").expand("main"))


@pytest.mark.parametrize(("text", "problem"), [
    ("2 Grasp\n", "exactly one 'Character:'"),
    ("Character: Grasp\n", "not a character"),
    ("Character: Celinka\n" + "2 Grasp\n" * 1 + "1 Cross\n", "exactly 2 Cross"),
    ("Character: Celinka\n3 Grasp\n", "exactly 2 Grasp, not 3"),
    ("Character: Celinka\n2 Grasp\n2 Anathema Surge\n", "belongs to Taisei"),
])
def test_wrong_compositions_are_rejected(text, problem):
    problems = GAME.validate_deck(GAME.parse_deck(text))
    assert any(problem in p for p in problems), problems


def test_missing_cards_are_listed():
    text = "Character: Celinka\n" + "".join(f"2 {n}\n" for n in ("Grasp", "Cross"))
    problems = GAME.validate_deck(GAME.parse_deck(text))
    assert any("missing its 2 Block" in p for p in problems)
    with pytest.raises(DeckError):
        GAME.new_match([GAME.parse_deck(text), deck("taisei")])


def test_board_life_and_hands():
    d = new("celinka", "taisei", mulligan=False)
    m = d.m
    assert (d.pos(0), d.pos(1)) == (3, 7)
    assert (d.life(0), d.life(1)) == (30, 15)
    assert d.hand_count(0) == 5 and d.hand_count(1) == 6  # second player draws one more
    assert len(d.p(0)["deck"]) == 25
    # both mulligans are secret and asked at once
    pending = m.pending()
    assert sorted((x.seat, x.kind, x.private) for x in pending) == [(0, "mulligan", True), (1, "mulligan", True)]


def test_seijun_opening_hand_is_two_larger():
    d = new("seijun", "eugenia", mulligan=False)
    assert d.hand_count(0) == 7
    d = new("eugenia", "seijun", mulligan=False)
    assert d.hand_count(1) == 8


def test_mulligan_draws_replacements_then_returns_the_cards_to_the_deck():
    d = new("celinka", "eugenia", top0=["Grasp", "Cross", "Assault", "Dive", "Spike", "Sweep", "Focus"],
            mulligan=False)
    d.answer(0, "mulligan", labels=["Grasp", "Cross"])
    assert [x.seat for x in d.m.pending()] == [1]  # the other player is still deciding
    d.answer(1, "mulligan", none=True)
    assert d.names(0, "hand") == ["Assault", "Dive", "Spike", "Sweep", "Focus"]
    assert d.names(0, "deck")[-2:] == ["Grasp", "Cross"]  # shuffled back (unshuffled test decks: to the bottom)
    text = [e.text for e in d.m.events if e.kind == "mulligan"]
    assert "{seat0} mulligans 2 cards." in text
    d.idle(0)


def test_view_hides_hands_and_shows_the_board():
    d = new("celinka", "taisei")
    v = d.m.view(None)
    assert v["game"] == "exceed" and v["active"] == 0
    assert v["players"][0]["hand"] == 5 and v["players"][1]["hand"] == 6
    assert v["players"][1]["life"] == 15 and v["players"][1]["max_life"] == 30
    assert [s["fighters"] for s in v["board"] if s["fighters"]] == [[{"seat": 0, "name": "Celinka"}],
                                                                    [{"seat": 1, "name": "Taisei"}]]
    mine = d.m.view(0)
    assert [c["name"] for c in mine["players"][0]["hand"]] == d.names(0, "hand")
    assert mine["players"][1]["hand"] == 6
    assert v["players"][0]["exceed_cost"] == 5 and not v["players"][0]["reshuffled"]


def test_set_attacks_are_secret_until_revealed():
    d = new("celinka", "eugenia", top0=["Grasp"], top1=["Block"])
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    v = d.m.view(None)
    assert v["strike"]["sides"][0]["set"] == 1 and "cards" not in v["strike"]["sides"][0]
    assert d.m.view(0)["strike"]["sides"][0]["cards"][0]["name"] == "Grasp"
    assert "cards" not in d.m.view(1)["strike"]["sides"][0]
    assert d.decision(1, "strike-set").private


def test_snapshot_round_trip_mid_strike():
    d = new("celinka", "eugenia", top0=["Grasp"], top1=["Block"])
    d.answer(0, "main", "Strike", exact=True)
    d.answer(0, "strike-set", "Grasp", exact=True)
    again = GAME.load_match(d.m.to_json())
    assert again.view(1) == d.m.view(1)
    Driver(again).answer(1, "strike-set", "Block", exact=True)
