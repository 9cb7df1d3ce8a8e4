"""Universia: two players, 10,000 Life, a shared mana momentum line, monsters that stack.

Rules text: /work/shared/rules/universia.txt; interpretations: docs/rules/universia.md.

Modules: rules (numbers and small readings of the state), cards (schema, loading, the
static record per card), decks (deck legality), match (the contract hooks), turn (setup,
the operation queue, phases, delayed returns), play (the turn player's actions), effects
(card effects and Enhancement triggers), combat (attacks and battle), protection
(monsters leaving the field and what prevents it), moves (primitive moves: mana,
drawing, damage, zones), view (views and the text board).
"""

from __future__ import annotations

from functools import cached_property

from engine.core import Card, Deck, Game
from engine.core.paths import game_data

from .cards import CardInfo, load_universes
from .decks import validate
from .match import UniversiaMatch
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

    @cached_property
    def _data(self) -> tuple[list[Card], dict[str, CardInfo], dict[str, bool]]:
        return load_universes(game_data("universia"))

    @property
    def info(self) -> dict[str, CardInfo]:
        return self._data[1]

    @property
    def universes(self) -> dict[str, bool]:
        return self._data[2]

    def _load_cards(self) -> list[Card]:
        return list(self._data[0])

    def _starter_decks(self) -> list[Deck]:
        return list(self._starters)

    @cached_property
    def _starters(self) -> list[Deck]:
        folder = game_data("universia") / "decks"
        return [self.parse_deck(path.read_text(encoding="utf-8"), name=path.stem.replace("_", " ").title())
                for path in sorted(folder.glob("*.txt"))]

    def validate_deck(self, deck: Deck) -> list[str]:
        return validate(deck, self.info, self.universes)

    def describe(self, view: dict) -> str:
        return describe(view)


GAME = Universia()
