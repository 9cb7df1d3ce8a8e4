"""Exceed: Seventh Cross — a two-player fighting card game on a 9-space board.

Modules:
- rules.py: the rules' numbers and small readings of the state (hand size, Exceed cost).
- cards.py: the card and character schema, loading and the per-card facts (CardInfo, CharInfo).
- decks.py: deck legality beyond the shared checks (one character, its 30 cards).
- match.py: the `StepMatch` subclass (contract hooks on engine.core.steps) and zone helpers.
- registry.py: the game's StepBook (every step and its payload) and the name -> function
  tables (effects, stats modifiers, conditions).
- listeners.py: the declared rule moments (kind, how answers combine), and card- and
  character-scoped listeners keyed by them.
- statline.py: the named positions of an attack's stat line.
- charstate.py: what abilities remember on a seat, namespaced by owner and typed.
- turn.py: mulligan, the action menu, the basic actions, the end of the turn.
- combat.py: the strike: set, reveal, validity, priority, the two attacks, cleanup.
- effects.py: the effect vocabulary cards use, and the conditions effects test.
- board.py: movement on the 9 spaces. payment.py: paying Force and Gauge.
- boosts.py: playing a boost. discards.py: discards a player is told to make.
- view.py: `view()` and the text board. rule_names.py: the registry of standing-rule names.
- characters/: one module per character, its abilities and its cards' own rules code.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from engine.core import Card, CardDataError, CardFace, Deck, Game
from engine.core.shape import MatchOption

from . import boosts, combat, decks, effects, turn  # noqa: F401  (register the state machine's steps)
from .cards import CharInfo, load_all
from .characters import CHARACTERS
from .characters import load_all as load_characters
from .match import ExceedMatch
from .registry import COND, DURING, EFFECTS
from .rule_names import known_rules
from .rules import AREAS


class ExceedGame(Game):
    id = "exceed"
    name = "Exceed: Seventh Cross"
    min_players = 2
    max_players = 2
    match_class = ExceedMatch
    deck_lists = ("main",)
    deck_singles = ("character",)
    data_dir = "exceed"
    rules_doc = "docs/rules/exceed.md"
    areas = AREAS
    # Setup step 2: "... and decide who will go first" (no method given, so the players'
    # choice, as Omniverse's); ExceedMatch reads options["first"], a seat or at random.
    match_options = (
        MatchOption("first", "first player", "who goes first (default: at random)",
                    default="random", kind="first_player"),
    )
    summary = (
        "Two fighters on a 9-space board, 30 life each. On your turn take one action: Prepare "
        "(draw), Change Cards (spend Force to draw), Move (1 Force a space), Boost a card, Exceed "
        "(spend Gauge to flip your character), Reshuffle once, or Strike. In a Strike both players "
        "set an attack face-down; the faster attack resolves first (Before, range check, Hit, "
        "damage, After), and damage above the defender's Guard stuns them so their attack never "
        "happens. Hits go to your Gauge to pay for Ultras and Exceed. Draw at the end of a turn "
        "without a Strike; reduce the opponent to 0 life to win."
    )

    def _load_info(self) -> dict:
        """Attack cards (CardInfo) and characters (CharInfo) by id, each character checked
        to have its rules module."""
        load_characters()  # registers the effects, conditions and listeners the data names
        cards, chars = load_all(set(EFFECTS) | set(DURING), set(COND), known_rules())
        for cid in chars:
            if cid not in CHARACTERS:
                raise CardDataError(f"characters/{cid}.json: no rules module for this character")
        return {**cards, **chars}

    @cached_property
    def chars(self) -> dict[str, CharInfo]:
        return {k: v for k, v in self.info.items() if isinstance(v, CharInfo)}

    def _load_cards(self) -> list[Card]:
        chars = [c.card() for c in self.chars.values()]
        return chars + [c.card() for c in self.info.values() if not isinstance(c, CharInfo)]

    def _starter_name(self, path: Path, deck: Deck) -> str:
        return self.chars[deck.section("character")[0][0]].name

    def _deck_rules(self, deck: Deck) -> list[str]:
        return decks.deck_rules(self, deck)

    def describe(self, view: dict) -> str:
        from .view import describe

        return describe(view)

    @cached_property
    def _char_cards(self) -> dict[str, dict]:
        return {k: {k2: v for k2, v in c.card().to_dict().items() if k2 != "cards"}
                for k, c in self.chars.items()}

    def char_card(self, char_id: str) -> dict:
        """A character's card dict for views (both sides' texts; its deck list left out)."""
        return self._char_cards[char_id]

    @cached_property
    def _char_names(self) -> dict[str, str]:
        return {k: c.name for k, c in self.chars.items()}

    def card_face(self, card: dict) -> CardFace:
        from .text import card_face

        return card_face(card, self._char_names)


GAME = ExceedGame()
