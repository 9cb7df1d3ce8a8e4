"""Omniverse: a 2-4 player game of Champions from every universe (rules: rules/omniverse.txt).

Modules, from the bottom up: rules (the numbers and small readings of the state), cards
(schema, power vocabulary, card facts and text), queries (read-only questions the acting
modules share), stats (total Attack and Defense), effects (card powers, zone moves, hit
points), victory (players going out, the result), turn (setup, the turn cycle, opening
windows), machine (the StepBook and the check between steps), events (Event cards,
instants, negation), combat (attacks and fights), placement (recruiting and attachments),
action (the Action Phase), windows (response windows), phases (the active player's phase
step), migrations (saved states of earlier engines), match (the contract hooks), decks
(deck legality), evaluate (the AI's position estimate), view (views and the text board).
"""

from __future__ import annotations

from engine.core import Card, CardFace, Deck, Game, MatchOption

from . import cards, decks, rules
from .match import OmniverseMatch
from .view import describe


class Omniverse(Game):
    id = "omniverse"
    name = "Omniverse"
    min_players = 2
    max_players = 4
    match_class = OmniverseMatch
    deck_lists = ("main",)
    summary = (
        "Each player starts with 10,000 hit points and a deck of at least 40 cards. On your turn "
        "you draw, may play an Event, recruit Champions (up to the Game Level in total, one "
        "higher-level Champion by discarding as many levels from the field, or one through a "
        "Connection card), place attachments, then each Champion may attack, switch stance or use "
        "an Ability. An attack wins when its total Attack beats the target's total Defense; "
        "excess damage reaches a player whose Champion was in attack stance, and a failed attack "
        "destroys the attacker and deals backlash. The first round has no Events and no attacks. "
        "A player with no hit points or no usable cards is out; the last one standing wins."
    )
    rules_doc = "docs/rules/omniverse.md"
    # The optional rules' Game Level, and "all players must choose the player who goes
    # first" (turn.new_state reads both).
    match_options = (
        MatchOption("level", "Game Level",
                    f"the Game Level, 1-{rules.MAX_LEVEL} (default {rules.DEFAULT_LEVEL})",
                    default=rules.DEFAULT_LEVEL, low=1, high=rules.MAX_LEVEL),
        MatchOption("first", "first player", "who goes first (default: at random)",
                    default="random", kind="first_player"),
    )
    # A uniformly random Omniverse move is often self-destructive (an attack on a stronger
    # defender or on one's own Champion), so random rollouts mislead the search; normal plays
    # half its rollout moves by the one-ply best and explores less, as hard does everywhere.
    # 62.6% against greedy against 57.2% for the plain level, 400 tuning games each (docs/ai.md).
    # Hard, which already plays half-greedy, then gained too little on normal (54.5%), so
    # it drops random rollout moves altogether: 55.5% on fresh seeds, barely stronger.
    ai_levels = {"normal": {"exploration": 0.25, "greedy": 0.5}, "hard": {"greedy": 1.0}}

    data_dir = cards.PACKAGE

    def _load_info(self) -> dict[str, cards.Info]:
        return cards.load()

    def _load_cards(self) -> list[Card]:
        return [cards.to_card(i) for i in self.info.values()]

    def copy_limit(self, card: Card) -> int:
        return self.info[card.id].limit

    def copy_problem(self, card: Card, n: int, limit: int) -> str:
        return decks.copy_problem(self.info[card.id], n)

    def _deck_rules(self, deck: Deck) -> list[str]:
        return decks.deck_rules(deck)

    def card_face(self, card: dict) -> CardFace:
        from .text import card_face

        return card_face(card)

    def describe(self, view: dict) -> str:
        return describe(view)


GAME = Omniverse()
