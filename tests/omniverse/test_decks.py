"""Deck rules, the catalog and the starter decks."""

from __future__ import annotations

import pytest

from engine.core import CardDataError, Deck
from engine.omniverse import cards as cardmod

from .helpers import G, cid


def deck(entries):
    return Deck("omniverse", {"main": [(cid(n), k) for n, k in entries]})


FILLER = [("Scrap Drone", 3), ("Bone Archer", 3), ("Grave Hound", 3), ("Kestrel Monk", 3),
          ("Sir Rowan of the Vale", 3), ("Ashen Revenant", 3), ("Thornmane Lion", 3),
          ("Longsword", 3), ("Power Strike", 3), ("Iron Guard", 3), ("Loyal Hound", 3),
          ("Tumbleweed Sprite", 3), ("Imp Trickster", 3)]  # 39 cards


def test_a_legal_deck():
    assert G.validate_deck(deck(FILLER + [("Night Warden", 1)])) == []


def test_at_least_40_cards():
    problems = G.validate_deck(deck(FILLER))
    assert problems == ["the deck has 39 cards; a deck needs at least 40"]


def test_every_violation_is_named():
    problems = G.validate_deck(deck(FILLER + [("Night Warden", 4), ("Omega Dreadnought", 2),
                                               ("Meteor Shower", 2), ("War Drums", 3)]))
    assert problems == [
        "at most 3 copies of Night Warden, not 4",
        "Omega Dreadnought is One per deck: only one copy, not 2",
        "Meteor Shower is an Event: only one copy per deck, not 2",
        "at most 2 copies of War Drums, not 3",
    ]


def test_an_event_that_says_so_may_have_more_copies():
    assert G.validate_deck(deck(FILLER + [("War Drums", 2)])) == []


def test_other_sections_and_unknown_cards_are_problems():
    d = Deck("omniverse", {"main": [(cid("Scrap Drone"), 40)], "side": [(cid("Longsword"), 1)]})
    problems = G.validate_deck(d)
    assert "unknown deck section 'side'" in problems
    assert "at most 3 copies of Scrap Drone, not 40" in problems
    assert G.validate_deck(Deck("omniverse", {"main": [("no-such-card", 40)]})) == [
        "unknown card 'no-such-card'"]


def test_the_pool():
    cards = G.cards()
    assert len(cards) >= 100
    champions = [c for c in cards if c.kind == "champion"]
    assert {c.data["alignment"] for c in champions} == {"hero", "villain", "neutral"}
    assert {c.data["gender"] for c in champions} == {"male", "female", "none"}
    assert len({t for c in champions for t in c.data["types"]}) >= 8
    levels = {c.data["level"] for c in champions}
    assert min(levels) == 1 and max(levels) > 10
    kinds = {c.kind for c in cards}
    assert kinds == {"champion", "ability", "ally", "artifact", "event"}
    info = G.info
    assert any(i.connection for i in info.values())
    assert any(i.kind == "event" and i.continuous for i in info.values())
    assert any(i.kind == "event" and not i.continuous for i in info.values())
    assert any(i.instant for i in info.values())


def test_starter_decks_are_legal_and_at_least_four():
    decks = G.starter_decks()
    assert len(decks) >= 4
    for d in decks:
        assert G.validate_deck(d) == [], d.name


def test_card_text_is_generated_from_the_powers():
    assert G.card("Stormcaller Oren").data["text"] == (
        "Instead of attacking: deal 700 damage to an opponent.")
    assert G.card("Duskclaw").data["text"] == (
        "Confluence: Night Warden or Ironclaw Ronin. This Champion may attack twice each turn. "
        "One per deck.")
    assert G.card("Omega Dreadnought").data["text"] == "One per deck."
    assert G.card("Night of the Restless Dead").data["text"].startswith(
        "Continuous. Double the Attack of Undead Champions and Allies")


def test_broken_powers_fail_loading_with_the_card_named():
    rec = {"id": "x", "name": "Bad Card", "kind": "champion", "level": 1, "attack": 1,
           "defense": 1, "alignment": "hero", "gender": "male", "types": [],
           "powers": [{"when": "start", "do": "damage", "amount": 100}]}
    info = cardmod._build(rec)
    with pytest.raises(CardDataError, match="Bad Card.*must not need a target"):
        cardmod._check(info, "champions.json: card 'Bad Card'", set())
