"""Deck rules, the card files, views and hidden information."""

from __future__ import annotations

import json

import pytest

from engine.core import CardDataError, Deck, Field, load_cards
from engine.element_duel import cards as card_data

from .helpers import GAME, attack, keep_hands, new_match, summon, table


def make(entries):
    return Deck("element-duel", {"main": entries}, name="t")


def test_the_pool_has_sixty_cards_across_all_five_elements():
    cards = GAME.cards()
    assert len(cards) >= 60
    by_element = {}
    for c in cards:
        by_element.setdefault(c.data["element"], []).append(c)
    assert set(by_element) == {"tree", "earth", "water", "fire", "metal"}
    for group in by_element.values():
        kinds = {c.kind for c in group}
        assert kinds == {"character", "support"}
        assert any(GAME.info[c.id].genesis for c in group)
    triggers = {a[0] for c in cards for a in GAME.info[c.id].abilities}
    assert triggers == {"summon", "attack", "counter", "destroyed"}


def test_five_element_starters_and_a_mixed_one_all_legal():
    names = sorted(d.name for d in GAME.starter_decks())
    assert names == ["Earth Bastion", "Fire Blaze", "Metal Forge", "Mixed Elements",
                     "Tree Grove", "Water Tide"]
    for d in GAME.starter_decks():
        assert GAME.validate_deck(d) == []


def test_a_deck_holds_exactly_thirty_cards():
    problems = GAME.validate_deck(make([("tr01", 3), ("ea01", 3)]))
    assert any("exactly 30" in p for p in problems)


def test_at_most_three_copies_of_a_card():
    entries = [("tr01", 4), ("ea03", 3), ("me03", 3), ("fi05", 3), ("ea08", 3), ("wa06", 3),
               ("ea06", 3), ("tr06", 3), ("me06", 3), ("wa03", 2)]
    assert GAME.validate_deck(make(entries)) == ["at most 3 copies of Acorn Scout, not 4"]


def test_at_most_one_fifth_genesis():
    genesis = [("tr03", 3), ("ea04", 3), ("fi01", 1)]
    rest = [("ea01", 3), ("fi02", 3), ("ea03", 3), ("me03", 3), ("fi05", 3), ("ea08", 3),
            ("wa06", 3), ("me06", 2)]
    problems = GAME.validate_deck(make(genesis + rest))
    assert problems == ["at most 6 Genesis cards (deck size / 5), not 7"]


def test_at_least_four_characters_of_cost_one_or_less():
    rest = [("ea03", 3), ("me03", 3), ("fi05", 3), ("ea08", 3), ("wa06", 3), ("ea06", 3),
            ("tr06", 3), ("me06", 3), ("wa03", 2), ("tr01", 3), ("ea01", 1)]
    assert GAME.validate_deck(make(rest)) == []
    rest[-1] = ("fi11", 1)  # a support, not a character
    assert GAME.validate_deck(make(rest)) == [
        "at least 4 characters of cost 1 or less, not 3"]


def test_a_broken_card_file_names_file_card_and_field(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"cards": [{"id": "x1", "name": "Bad Sprite", "kind": "character",
                                           "element": "air", "cost": 1, "attack": 1,
                                           "defense": 1}]}))
    with pytest.raises(CardDataError, match="bad.json: card 'Bad Sprite': field 'element'"):
        load_cards(path, card_data.SCHEMA)


@pytest.mark.parametrize(("ability", "message"), [
    ({"on": "attack", "do": "damage", "n": 1, "to": "enemy"}, "only on-summon"),
    ({"on": "summon", "do": "heal", "n": 1, "to": "enemy"}, "cannot target"),
    ({"on": "summon", "do": "damage", "n": 1, "to": "foe"}, "foe"),
    ({"on": "summon", "do": "weaken", "n": 1, "to": "ally"}, "cannot target"),
    ({"on": "summon", "do": "resistance", "n": 1, "to": "enemy"}, "cannot target"),
])
def test_ability_records_are_checked(ability, message):
    rec = {"id": "x", "name": "X", "kind": "character", "element": "tree", "cost": 1,
           "attack": 1, "defense": 1, "genesis": False, "abilities": [ability]}
    with pytest.raises(CardDataError, match=message):
        card_data._check_abilities(rec, "x.json: card 'X'")


def test_schema_fields_are_all_declared():
    assert all(isinstance(f, Field) for f in card_data.SCHEMA.values())


def test_resistance_and_weaken_are_named_in_card_text():
    assert GAME.card("Sinkhole").data["text"] == \
        "Weaken 1 (give every enemy character -1 defense)."
    assert GAME.card("Rooted Strength").data["text"] == \
        "Resistance 3 (give a character of yours +3 defense)."


def test_card_text_is_generated_from_the_abilities():
    assert GAME.card("Pyre Witch").data["text"] == \
        "On summon: deal 2 damage to an enemy character."
    assert GAME.card("Verdant Stag").data["text"].startswith("Genesis")
    assert GAME.card("Wildfire").data["text"] == \
        "Deal 2 damage to every enemy character; deal 1 damage to the enemy leader."


def test_spectator_view_shows_the_public_board():
    m = table(hand0=["tr12"], field0=["ea08"], field1=["tr01", "fi01"])
    summon(m, 0, "Entangling Vines", "Acorn Scout")
    m.elapse(5)
    v = m.view(None)
    assert (v["game"], v["viewer"], v["active"], v["phase"]) == ("element-duel", None, 0, "main")
    assert v["time_left"] == 55.0 and v["turn_seconds"] == 60.0
    p0, p1 = v["players"]
    assert (p0["life"], p0["max_life"], p0["mana"], p0["max_mana"]) == (20, 20, 8, 1)
    assert p0["hand"] == p0["hand_count"] == 0 and isinstance(p0["deck"], int)
    assert [u["name"] for u in p1["field"]] == ["Acorn Scout", "Ember Imp"]
    scout = p1["field"][0]
    assert (scout["element"], scout["attack"], scout["base_attack"]) == ("tree", 0, 2)
    assert "base_attack" not in p1["field"][1]
    assert p0["field"][0]["ready"] is True and p0["field_limit"] == 5
    assert p0["grave"][0]["name"] == "Entangling Vines"


def test_players_see_their_own_hand_only():
    m = new_match()
    v0 = m.view(0)
    assert isinstance(v0["players"][0]["hand"], list) and len(v0["players"][0]["hand"]) == 5
    assert v0["players"][1]["hand"] == 5
    secret = m.secret_from(0)
    zones = m.card_zones()
    assert set(zones["p1.hand"]) <= secret
    assert not set(zones["p0.hand"]) & secret


def test_mulligan_events_hide_the_cards_from_the_other_seat():
    m = new_match()
    keep_hands(m)
    for e in m.events:
        if e.text.startswith("You draw"):
            assert e.visible_to is not None


def test_the_text_board_shows_both_sides():
    m = table(hand0=["tr01"], field0=["ea08"], field1=["tr01"])
    attack(m, 0, "Stone Colossus", "Acorn Scout")
    text = GAME.describe(m.view(0))
    assert "{seat0}: life 20/20" in text and "Stone Colossus (earth, ATK 5 DEF 4, resting, cannot attack yet)" in text
    assert "hand: Acorn Scout" in text


def test_evaluate_prefers_the_player_ahead():
    m = table(field0=["ea08"], life=(20, 8))
    assert m.evaluate(0) > 0.5 > m.evaluate(1)
    assert 0.0 <= m.evaluate(1) <= 1.0
