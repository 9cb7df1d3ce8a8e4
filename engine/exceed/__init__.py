"""Exceed: Seventh Cross — a two-player fighting card game on a 9-space board."""

from __future__ import annotations

from functools import cached_property

from engine.core import Card, CardDataError, Deck, Game
from engine.core.paths import game_data

from . import boosts, effects, strike, turn  # noqa: F401  (register the state machine's steps)
from .cards import NORMAL_IDS, load_all
from .characters import CHARACTERS
from .characters import load_all as load_characters
from .match import ExceedMatch
from .registry import COND, DURING, EFFECTS
from .rule_names import known_rules


class ExceedGame(Game):
    id = "exceed"
    name = "Exceed: Seventh Cross"
    min_players = 2
    max_players = 2
    match_class = ExceedMatch
    deck_lists = ("main",)
    deck_singles = ("character",)
    rules_doc = "docs/rules/exceed.md"
    summary = (
        "Two fighters on a 9-space board, 30 life each. On your turn take one action: Prepare "
        "(draw), Change Cards (spend Force to draw), Move (1 Force a space), Boost a card, Exceed "
        "(spend Gauge to flip your character), Reshuffle once, or Strike. In a Strike both players "
        "set an attack face-down; the faster attack resolves first (Before, range check, Hit, "
        "damage, After), and damage above the defender's Guard stuns them so their attack never "
        "happens. Hits go to your Gauge to pay for Ultras and Exceed. Draw at the end of a turn "
        "without a Strike; reduce the opponent to 0 life to win."
    )

    @cached_property
    def _tables(self):
        load_characters()
        ops = set(EFFECTS) | set(DURING)
        cards, chars = load_all(ops, set(COND), known_rules())
        for cid, ch in chars.items():
            if cid not in CHARACTERS:
                raise CardDataError(f"characters/{cid}.json: no rules module for this character")
            CHARACTERS[cid].title = ch.name
            CHARACTERS[cid].exceed_base = ch.exceed_cost
        return cards, chars

    @property
    def card_info(self) -> dict:
        return self._tables[0]

    @property
    def chars(self) -> dict:
        return self._tables[1]

    def _load_cards(self) -> list[Card]:
        cards, chars = self._tables
        return [c.card() for c in chars.values()] + [c.card() for c in cards.values()]

    def deck_ids(self, char: str) -> list[str]:
        """The 15 card names of a character's deck: the 8 Normals, 5 Specials, 2 Ultras."""
        return list(NORMAL_IDS) + list(self.chars[char].cards)

    def deck_cards(self, deck: Deck) -> list[str]:
        """The 30 cards in deck order; a list with only a character gets the standard 30."""
        if deck.size("main"):
            return deck.expand("main")
        char = deck.section("character")[0][0]
        return [cid for cid in self.deck_ids(char) for _ in range(2)]

    def validate_deck(self, deck: Deck) -> list[str]:
        problems = []
        chars = deck.section("character")
        if len(chars) != 1 or chars[0][1] != 1:
            return ["a deck needs exactly one 'Character:' line"]
        char = chars[0][0]
        if char not in self.chars:
            return [f"{self.card(char).name} is not a character; put a character after 'Character:'"]
        for name in deck.sections:
            if name not in ("main", "character"):
                problems.append(f"unknown section {name!r}")
        if not deck.size("main"):
            return problems
        counts = deck.counts("main")
        want = self.deck_ids(char)
        who = self.chars[char].name
        for cid, n in counts.items():
            if cid not in want:
                c = self.card(cid)
                owner = self.chars[c.data["character"]].name if c.data.get("character") in self.chars else None
                why = f"it belongs to {owner}" if owner else "it is not an attack card"
                problems.append(f"{c.name} cannot be in a {who} deck ({why})")
            elif n != 2:
                problems.append(f"a deck has exactly 2 {self.card(cid).name}, not {n}")
        for cid in want:
            if cid not in counts:
                problems.append(f"the deck is missing its 2 {self.card(cid).name}")
        if deck.size("main") != 30 and not problems:
            problems.append(f"a deck has 30 cards, not {deck.size('main')}")
        return problems

    def _starter_decks(self) -> list[Deck]:
        return list(self._starters)

    @cached_property
    def _starters(self) -> list[Deck]:
        out = []
        for path in sorted((game_data("exceed") / "decks").glob("*.txt")):
            deck = self.parse_deck(path.read_text(encoding="utf-8"))
            deck.name = self.chars[deck.section("character")[0][0]].name
            out.append(deck)
        return out

    def describe(self, view: dict) -> str:
        from .view import describe

        return describe(view)


GAME = ExceedGame()
