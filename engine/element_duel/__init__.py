"""Element Duel: the turn rules of the digital card game NFT Duel, with an original pool.

Modules: rules (numbers and the element chart), cards (schema, ability
vocabulary, static data), effects (abilities), combat (attacks), book (the game's
StepBook), turn (setup, mulligan, draw, the turn's steps and questions), match (the
contract hooks on the step machine, clock, secrecy), view (views and the text board),
decks (deck legality).
"""

from __future__ import annotations

from engine.core import Card, CardFace, Deck, Game

from . import cards as card_data
from .decks import deck_rules
from .match import ElementDuelMatch
from .rules import MAX_COPIES
from .view import describe as describe_view


class ElementDuel(Game):
    id = "element-duel"
    name = "Element Duel"
    min_players = 2
    max_players = 2
    match_class = ElementDuelMatch
    deck_lists = ("main",)
    summary = (
        "Two leaders with 20 life. Each turn: draw, then summon characters and support cards "
        "with your mana (1 on your first turn, +1 each turn, up to 10), and attack; up to 5 "
        "cards on a field. New characters wait a turn before attacking, except Genesis cards. "
        "An attack is an exchange: both characters hit each other at once; a character at 0 "
        "defense is defeated, its leader loses that much life and the player who defeated it "
        "draws a card. Elements: Tree > Earth > Water > Fire > Metal > Tree deals double, the "
        "reverse half. A leader is attacked directly only when its field is empty. Win when "
        "the enemy leader's life is 0, when the opponent has no cards in hand, deck and field, "
        "or by surrender. Each turn has 60 seconds."
    )
    rules_doc = "docs/rules/element-duel.md"

    data_dir = card_data.PACKAGE

    def _load_info(self) -> dict[str, card_data.CardInfo]:
        return {ci.id: ci for ci in map(card_data.CardInfo, card_data.load_pool())}

    def _load_cards(self) -> list[Card]:
        return [card_data.to_card(ci) for ci in self.info.values()]

    def copy_limit(self, card: Card) -> int:
        return MAX_COPIES

    def _deck_rules(self, deck: Deck) -> list[str]:
        return deck_rules(deck, self.info)

    def card_face(self, card: dict) -> CardFace:
        from .text import card_face

        return card_face(card)

    def describe(self, view: dict) -> str:
        return describe_view(view)


GAME = ElementDuel()
