"""Omniverse scenarios on the shared driver (tests/scenario.py): exact decks, round 1 played
for you, and named readings of `view()`.

`Table` is the shared `Scenario` with two Omniverse habits:
- the bot's automatic pass: after every answer, a decision whose only option is a
  pass is answered at once (bot/sessions.py `automatic_answer`), so a test scripts
  only real choices; and by default a response window that offers something is
  passed when it stands before the decision the test asks for (`auto={"window": ...}`);
  `strict=True` leaves every window that offers something to the test;
- labels are written as a front end shows them: "Seat 2" is the second seat
  (`fill_seats` with NAMES); the engine's own texts hold placeholders only.
Assertions read the view through the helpers at the end of this module; board setup
that no move can reach (hit points) goes through `set_hp`.
"""

from __future__ import annotations

import re

import engine
from engine.core import Deck, fill_seats, seat_ref
from tests.scenario import Scenario

G = engine.get_game("omniverse")
# Scenario tests name players as a front end would; the engine itself writes placeholders.
NAMES = ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
_SEAT_NAME = re.compile(r"\bSeat ([1-4])\b")


def named(text: str) -> str:
    return fill_seats(text, NAMES)


def unnamed(text: str) -> str:
    """A label as a test writes it ("Seat 2's Kestrel Monk") in the engine's words."""
    return _SEAT_NAME.sub(lambda mt: seat_ref(int(mt.group(1)) - 1), text)


def pass_option(d) -> list[str]:
    return [next(o.id for o in d.options if o.kind == "pass")]


def only_pass(d) -> bool:
    return len(d.options) == 1 and d.options[0].kind == "pass"


class Table(Scenario):
    def __init__(self, match, strict: bool = False):
        super().__init__(match, auto={} if strict else {"window": pass_option})
        self.auto_pass()

    def answer(self, seat: int, kind: str | None = None, label: str | None = None,
               card: str | None = None, option: str | None = None) -> list:
        """The shared `answer`, then the bot's automatic passes; returns the events of both."""
        events = super().answer(seat, kind, None if label is None else unnamed(label),
                                card, option)
        return events + self.auto_pass()

    def labels(self, seat: int, kind: str | None = None) -> list[str]:
        return [named(label) for label in super().labels(seat, kind)]

    def auto_pass(self) -> list:
        """Answer every pending decision that offers nothing but a pass, as the bot does."""
        events: list = []
        while self.result is None:
            pending = self.pending()
            if not pending or not only_pass(pending[0]):
                break
            d = pending[0]
            answered = self.match.apply(d.seat, d.id, [d.options[0].id])
            self.events += answered
            events += answered
        self.last = self.last + events
        return events

    # ---------------------------------------------------------------- moves
    def recruit(self, seat: int, name: str, stance: str = "attack") -> list:
        level = G.card(name).data["level"]
        return self.answer(seat, "placement", f"Recruit {name} (Level {level}) in {stance} stance")

    def finish_placement(self, seat: int) -> None:
        """End seat's placement phase; it may already have ended by itself (nothing left)."""
        self.settle()
        if self._asked(seat, "placement"):
            self.answer(seat, "placement", "Finish placement")

    def end_turn(self, seat: int) -> None:
        self.finish_placement(seat)
        self.settle()
        if self._asked(seat, "action"):
            self.answer(seat, "action", "End your turn")

    def defender_attaches(self, card: str, champion: str) -> None:
        """Seat 1 ends its turn, seat 2 attaches `card` to its `champion` and ends its turn:
        seat 1 is then ready to attack the equipped defender."""
        self.finish_placement(0)
        self.answer(0, "action", "End your turn")
        self.answer(1, "placement", f"Attach {card} to {champion}")
        self.finish_placement(1)
        self.answer(1, "action", "End your turn")

    def _asked(self, seat: int, kind: str) -> bool:
        return any(d.seat == seat and d.kind == kind for d in self.pending())


def cid(name: str) -> str:
    return G.card(name).id


def new_match(*decks: list[str], **options):
    """A match whose decks hold exactly these cards, top first (the opening hand is the first
    five, each turn draws the next), with nothing answered yet. Tests may use short decks,
    so the deck-size check of `new_match` is bypassed here; `validate_deck` has its own tests."""
    built = [Deck("omniverse", {"main": [(cid(n), 1) for n in names]}) for names in decks]
    m = G.match_class(G, len(built), 0, {"shuffle": False, "first": 0, **options})
    m._setup(built)
    return m


def new(*decks: list[str], strict: bool = False, **options) -> Table:
    """The table of `new_match(...)`."""
    return Table(new_match(*decks, **options), strict=strict)


def table(*fields: list[str], hands=None, later=None, strict: bool = False, **options) -> Table:
    """Play round 1: each seat recruits its `fields` champions (suffix ':def' for defense
    stance), keeping `hands` in hand; with `later`, round 2 recruits those too (a seat
    recruits at most the Game Level per turn). Returns the table at seat 1's next turn.

    Decks are fields + later + hands in that order: the first six cards are in hand in
    round 1, and each later turn draws one more. With `strict`, once round 1 is played
    no window that offers something is passed for the test any more."""
    hands = hands or [[] for _ in fields]
    later = later or [[] for _ in fields]
    decks = []
    for f, lt, h in zip(fields, later, hands, strict=True):
        decks.append([n.split(":")[0] for n in f + lt] + list(h))
    sc = new(*decks, **options)
    rounds = [fields] + ([later] if any(later) else [])
    for r, recruits in enumerate(rounds):
        for seat, f in enumerate(recruits):
            for n in f:
                name, _, st = n.partition(":")
                sc.recruit(seat, name, "defense" if st == "def" else "attack")
            sc.end_turn(seat) if r else sc.finish_placement(seat)
    if strict:
        sc.auto.clear()
    return sc


def setup(*fields: list[str], hands=None, later=None, **options):
    """The match of `table(...)`, for tests elsewhere that arrange the board further."""
    return table(*fields, hands=hands, later=later, **options).match


def set_hp(sc: Table, seat: int, points: int) -> None:
    """Board setup no move reaches: a player's hit points."""
    sc.match.state["players"][seat]["hp"] = points


# ------------------------------------------------------------- readings of the view
def player(sc: Table, seat: int, viewer: int | None = None) -> dict:
    return sc.view(viewer)["players"][seat]


def champ(sc: Table, seat: int, name: str) -> dict:
    """The public view of seat's champion called `name`."""
    for c in player(sc, seat)["field"]:
        if c["name"] == name:
            return c
    raise AssertionError(f"{name} is not on seat {seat + 1}'s field")


def field_names(sc: Table, seat: int) -> list[str]:
    return [c["name"] for c in player(sc, seat)["field"]]


def hp(sc: Table, seat: int) -> int:
    return player(sc, seat)["hp"]


def out(sc: Table, seat: int) -> bool:
    return player(sc, seat)["out"]


def zone_names(sc: Table, seat: int, zone: str) -> list[str]:
    """The names in seat's public pile ("discard", "removed", "defeated": the defeated
    Champions a card may return) or, as its own player sees it, its "hand"."""
    return [c["name"] for c in player(sc, seat, seat)[zone]]


def deck_size(sc: Table, seat: int) -> int:
    return player(sc, seat)["deck"]


def hand_size(sc: Table, seat: int) -> int:
    return player(sc, seat)["hand_count"]
