"""Universia: two players, 10,000 Life, a shared mana momentum line, monsters that stack.

Rules text: /work/shared/rules/universia.txt; interpretations: docs/rules/universia.md.

Modules: rules (numbers and small readings of the state), queries (read-only readings
of the attack and of targets), book (the game's StepBook), cards (schema, loading, the
static record per card), decks (deck legality), match (the contract hooks on the step
machine), turn (setup, phases, delayed returns), play (the turn player's question and
actions), effects (what a played card does, card effects and Enhancement triggers),
combat (attacks and battle), protection (monsters leaving the field and what prevents
it), moves (primitive moves: mana, drawing, damage, zones), view (views and the text
board).
"""

from __future__ import annotations

from engine.core import Card, CardFace, Deck, Game
from engine.core.paths import game_data

from .cards import CardInfo, load_info, to_card
from .decks import deck_rules
from .match import UniversiaMatch
from .rules import COPIES, INNUMERABLE_COPIES
from .view import describe


class Universia(Game):
    id = "universia"
    name = "Universia"
    min_players = 2
    max_players = 2
    match_class = UniversiaMatch
    deck_lists = ("main", "nonmaterial")
    rules_doc = "docs/rules/universia.md"
    summary = (
        "Two players start at 10,000 Life; reduce the opponent to 0. Mana is one shared "
        "momentum line from 10 to -10: paying moves it toward your opponent, and when it goes "
        "negative your turn ends and they start with its absolute value (ending earlier gives "
        "them 3). Each turn: draw (not the first player's first turn), a Main Phase to play "
        "monsters in attack or defense mode or face-down, stack Nonmaterial monsters on them, "
        "activate Enhancements and set Traps, then a Battle Phase where each attack-mode "
        "monster attacks once: the lower value is destroyed and its controller takes the "
        "difference. Main Deck 50 cards, Nonmaterial Deck up to 15, three copies at most, one "
        "generic and one specific Universe."
    )

    data_dir = "universia"

    def _load_info(self) -> dict[str, CardInfo]:
        return load_info(game_data(self.data_dir))

    def _load_cards(self) -> list[Card]:
        return [to_card(ci) for ci in self.info.values()]

    def copy_limit(self, card: Card) -> int:
        return INNUMERABLE_COPIES if "INNUMERABLE" in self.info[card.id].kw else COPIES

    def _deck_rules(self, deck: Deck) -> list[str]:
        return deck_rules(deck, self.info)

    def card_face(self, card: dict) -> CardFace:
        from .text import card_face

        return card_face(card)

    def describe(self, view: dict) -> str:
        return describe(view)


GAME = Universia()
