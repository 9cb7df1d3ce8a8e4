"""The shared scenario driver: play a match by decision kind and option label, strictly.

Every game's rules tests drive matches through this one class, so they all read
the same way and all fail the same way:

    sc = Scenario(match, auto={"window": "Pass"})
    sc.answer(0, "summon", label="Pebble Golem")
    sc.answer(1, card="ea03")
    assert sc.view(0)["players"][1]["life"] == 17

`answer` takes the one pending decision of a seat and the one option that matches
every given filter (decision kind, a substring of the option's label, the option's
card id, the option's kind). It fails, listing what is pending, when nothing or
more than one option matches, or when another decision is waiting that the test
did not mention: an unscripted decision is a failure, never silently answered. The
only exception is `auto`: decisions of those kinds are answered with the option
whose label contains the given text (or that a given function picks) whenever they
stand between the test and the decision it asked for, for windows a test does not
care about. Assertions read `view()` (`sc.view(seat)`) or a game's named helpers
built on it, not raw state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core import Decision, Event, Match, Option, fill_seats

# How many auto answers may stand between two scripted ones before the driver
# decides the match is looping.
AUTO_LIMIT = 500

AutoRule = str | Callable[[Decision], list[str]]


class Scenario:
    def __init__(self, match: Match, auto: dict[str, AutoRule] | None = None):
        self.match = match
        self.auto: dict[str, AutoRule] = dict(auto or {})
        self.events: list[Event] = []
        self.last: list[Event] = []

    # ------------------------------------------------------------- reading
    @property
    def result(self):
        return self.match.result

    def view(self, seat: int | None = None) -> dict:
        return self.match.view(seat)

    def pending(self) -> list[Decision]:
        return self.match.pending()

    def decision(self, seat: int, kind: str | None = None) -> Decision:
        """The decision `seat` must answer now, after any auto answers; fails if none.

        To answer a decision of an auto kind yourself, name its `kind`."""
        self._settle(seat, kind)
        mine = [d for d in self.pending() if d.seat == seat]
        if not mine:
            raise AssertionError(f"nothing is waiting for seat {seat}:\n{self.describe()}")
        [d] = mine
        if kind is not None and d.kind != kind:
            raise AssertionError(f"seat {seat} is asked {d.kind!r}, not {kind!r}:\n{self.describe()}")
        return d

    def expect(self, seat: int, kind: str) -> Decision:
        """Assert that `seat` is asked a decision of `kind` next."""
        return self.decision(seat, kind)

    def options(self, seat: int, kind: str | None = None) -> list[Option]:
        """The options of `seat`'s decision, optionally only those of one option kind."""
        return [o for o in self.decision(seat).options if kind is None or o.kind == kind]

    def labels(self, seat: int, kind: str | None = None) -> list[str]:
        return [o.label for o in self.options(seat, kind)]

    def texts(self, events: Iterable[Event] | None = None, names=("P1", "P2", "P3", "P4")) -> list[str]:
        """Event texts with seat names filled in (all events so far by default)."""
        return [fill_seats(e.text, names) for e in (self.events if events is None else events)]

    def describe(self) -> str:
        lines = []
        for d in self.pending():
            lines.append(f"  seat {d.seat} {d.kind!r}: {d.prompt}")
            lines += [f"    - {o.kind} {o.label!r} (card {o.card!r})" for o in d.options]
        return "\n".join(lines) or "  (nothing pending)"

    # ------------------------------------------------------------- answering
    def answer(self, seat: int, kind: str | None = None, label: str | None = None,
               card: str | None = None, option: str | None = None) -> list[Event]:
        """Answer `seat`'s decision with the one option matching every filter given.

        `kind` is the decision's kind, `label` a substring of the option's label,
        `card` the option's card id, `option` the option's own kind. A label equal to
        `label` wins over labels that only contain it; several matches that a player
        cannot tell apart (same label, same card) count as one."""
        d = self.decision(seat, kind)
        found = [o for o in d.options
                 if (label is None or label in o.label) and (card is None or o.card == card)
                 and (option is None or o.kind == option)]
        # A label written out in full wins over labels that merely contain it ("You"
        # beside "Your opponent").
        exact = [o for o in found if o.label == label]
        if label is not None and len(found) > 1 and exact:
            found = exact
        # Options a player cannot tell apart (two copies of a card in hand: the same
        # label and card) are the same choice; anything else must be unambiguous.
        if len({(o.label, o.card) for o in found}) != 1:
            want = ", ".join(f"{k}={v!r}" for k, v in
                             (("label", label), ("card", card), ("option", option)) if v is not None)
            raise AssertionError(f"{len(found)} options of seat {seat} match {want or 'nothing'}:"
                                 f"\n{self.describe()}")
        return self._apply(d, [found[0].id])

    def answer_many(self, seat: int, labels: Iterable[str], kind: str | None = None) -> list[Event]:
        """Answer a multi-select decision: one option per label substring ([] chooses none)."""
        d = self.decision(seat, kind)
        ids = []
        for text in labels:
            found = [o for o in d.options if text in o.label and o.id not in ids]
            if not found:
                raise AssertionError(f"no option of seat {seat} matches {text!r}:\n{self.describe()}")
            ids.append(found[0].id)
        return self._apply(d, ids)

    def script(self, steps: Iterable[tuple]) -> list[Event]:
        """Answer a list of `(seat, kind, label)` steps in order; returns all their events."""
        out: list[Event] = []
        for seat, kind, label in steps:
            out += self.answer(seat, kind, label)
        return out

    def settle(self) -> None:
        """Answer every auto decision now pending (e.g. to let a window close)."""
        self._settle(None)

    # -------------------------------------------------------------- internal
    def _apply(self, d: Decision, ids: list[str]) -> list[Event]:
        events = self.match.apply(d.seat, d.id, ids)
        self.events += events
        self.last = events
        return events

    def _settle(self, seat: int | None, kind: str | None = None) -> None:
        """Auto-answer until `seat` has a decision the test may mean (or none is left).

        A decision of an auto kind counts as meant only when the test names its kind."""
        for _ in range(AUTO_LIMIT):
            if self.match.result is not None:
                return
            pending = self.pending()
            if seat is not None and any(d.seat == seat and (d.kind == kind or d.kind not in self.auto)
                                        for d in pending):
                return
            auto = [d for d in pending if d.kind in self.auto]
            if not auto:
                if seat is None or not pending:
                    return
                raise AssertionError(f"an unscripted decision is waiting before seat {seat}'s:"
                                     f"\n{self.describe()}")
            d = auto[0]
            rule = self.auto[d.kind]
            if callable(rule):
                ids = rule(d)
            else:
                matches = [o for o in d.options if rule in o.label]
                if not matches:
                    raise AssertionError(f"auto rule {rule!r} matches no option of {d.kind!r}:"
                                         f"\n{self.describe()}")
                ids = [matches[0].id]
            self._apply(d, ids)
        raise AssertionError(f"more than {AUTO_LIMIT} auto answers in a row:\n{self.describe()}")
