"""What `Game` does once for every game: deck checks, starter decks, the card-facts table."""

from __future__ import annotations

import engine
from engine.core import Card, Deck, Game
from tests.toygame import GAME as HIGH_CARD


def test_the_shared_deck_checks_name_sections_unknown_cards_and_copies_then_the_games_rules():
    deck = Deck("high-card", {"main": [("n1", 3), ("zz", 1)], "sideboard": [("n2", 1)]})
    assert HIGH_CARD.validate_deck(deck) == [
        "unknown deck section 'sideboard'",
        "unknown card 'zz'",
        "at most 2 copies of Number 1, not 3",
        "a deck needs at least 6 cards, not 4",
    ]


def test_copies_are_counted_by_name_across_every_list_section():
    class Twins(Game):
        id, name = "twins", "Twins"
        deck_lists = ("main", "extra")

        def _load_cards(self):
            # Two printings of one card: different ids, the same name.
            return [Card("a1", "Ace", "x", {}), Card("a2", "Ace", "x", {}), Card("b", "Bee", "x", {})]

        def copy_limit(self, card):
            return None if card.name == "Bee" else 2

        def copy_problem(self, card, n, limit):
            return f"{card.name}: {n} > {limit}"

    deck = Deck("twins", {"main": [("a1", 1), ("b", 9)], "extra": [("a2", 2)]})
    assert Twins().validate_deck(deck) == ["Ace: 3 > 2"]


def test_every_games_starter_decks_are_legal_named_and_handed_out_as_copies():
    for game in engine.games():
        decks = game.starter_decks()
        assert decks, game.id
        assert len({d.name for d in decks}) == len(decks), game.id
        for d in decks:
            assert d.name and game.validate_deck(d) == [], (game.id, d.name)
        decks[0].name = "renamed"
        decks[0].sections.clear()
        again = game.starter_decks()[0]
        assert again.name != "renamed" and again.size() > 0, game.id


def test_a_game_without_a_data_dir_has_no_starter_decks_from_files():
    class Bare(Game):
        id, name = "bare", "Bare"

        def _load_cards(self):
            return []

    assert Bare().starter_decks() == []


def test_the_card_facts_table_is_loaded_once():
    calls = []

    class Counted(Game):
        id, name = "counted", "Counted"

        def _load_info(self):
            calls.append(1)
            return {"x": object()}

        def _load_cards(self):
            return [Card(cid, cid.upper(), "x", {}) for cid in self.info]

    g = Counted()
    assert g.card("x").name == "X"
    assert set(g.info) == {"x"} and g.info is g.info
    assert calls == [1]
