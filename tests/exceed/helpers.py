"""Scripted Exceed matches: exact decks, and a driver that fails on any unexpected decision."""

from __future__ import annotations

import engine
from engine.core import Deck
from engine.exceed.decks import deck_ids
from tests.scenario import Scenario

GAME = engine.get_game("exceed")


def deck(char: str, top: list[str] | None = None) -> Deck:
    """The character's standard 30 cards with `top` (card names) on top, in that order."""
    ids = [cid for cid in deck_ids(GAME, char) for _ in range(2)]
    order = []
    for name in top or []:
        cid = GAME.card(name).id
        ids.remove(cid)
        order.append(cid)
    order += ids
    sections = {"character": [(char, 1)], "main": []}
    for cid in order:
        if sections["main"] and sections["main"][-1][0] == cid:
            sections["main"][-1] = (cid, sections["main"][-1][1] + 1)
        else:
            sections["main"].append((cid, 1))
    return Deck("exceed", sections, name=char)


def saved_as_v1(text: str, *renames: tuple[str, str]) -> str:
    """A snapshot of today's match as a state-version-1 engine would have saved it: the
    given (new, old) text replacements made, the machine in its version-2 layout (the
    queue `q`, questions without a window) and the version set back to 1."""
    import json

    for new_text, old_text in renames:
        assert new_text in text, new_text
        text = text.replace(new_text, old_text)
    doc = json.loads(text)
    doc["state"] = as_v2_layout(doc["state"])
    doc["state_version"] = 1
    return json.dumps(doc)


def as_v2_layout(state: dict) -> dict:
    """A state of today as state version 2 kept its machine (before engine.core.steps)."""
    out = {}
    for k, v in state.items():
        if k == "steps":
            out["q"] = v
        elif k == "asks":
            out["asks"] = [{key: x for key, x in a.items() if key != "w"} for a in v]
        elif k == "p":  # the seat's bag had flat keys
            out["p"] = [{**p, "x": {key: x for ns in p["x"].values() for key, x in ns.items()}}
                        for p in v]
        else:
            out[k] = v
    return out


def new(c0: str, c1: str, top0=None, top1=None, first: int = 0, mulligan: bool = True):
    """A match with unshuffled decks; seat `first` goes first; both keep their hands."""
    m = GAME.new_match([deck(c0, top0), deck(c1, top1)], seed=1,
                       options={"shuffle": False, "first": first})
    d = Driver(m)
    if mulligan:
        d.answer(first, "mulligan", none=True)
        d.answer(1 - first, "mulligan", none=True)
    return d


class Driver(Scenario):
    """The shared strict driver (tests/scenario.py) with Exceed's setup helpers.

    `answer(seat, kind, label)` answers through `Scenario.answer` (the one matching
    option; an unscripted decision fails); `exact` matches the whole label, `labels`
    answers a multi-select, `none` chooses nothing, `first` the first n options (a pick
    among identical cards)."""

    def __init__(self, match):
        super().__init__(match)

    @property
    def m(self):
        return self.match

    @m.setter
    def m(self, match) -> None:  # a test reloading a snapshot carries on with the copy
        self.match = match

    def answer(self, seat: int, kind: str | None = None, label: str | None = None,
               card: str | None = None, labels: list[str] | None = None, none: bool = False,
               exact: bool = False, first: int = 0, option: str | None = None):
        if labels is not None:
            return self.answer_many(seat, labels, kind)
        if none or first or exact:
            d = self.decision(seat, kind)
            if none:
                chosen = []
            elif first:
                chosen = d.options[:first]
            else:
                found = [o for o in d.options if o.label == label and (card is None or o.card == card)]
                if len({(o.label, o.card) for o in found}) != 1:
                    raise AssertionError(f"{len(found)} options of seat {seat} are {label!r}:\n"
                                         f"{self.describe()}")
                chosen = found[:1]
            return self._apply(d, [o.id for o in chosen])
        return super().answer(seat, kind, label, card, option)

    def pay(self, seat: int, zone: str = ""):
        """Pay one card of `zone` ("hand", "gauge"; "" for any option) where the test does not
        care which: the first such option of seat's payment question."""
        d = self.decision(seat, "pay")
        found = [o for o in d.options if o.label.endswith(f"({zone})" if zone else "")]
        if not found:
            raise AssertionError(f"no {zone or 'payment'} option for seat {seat}:\n{self.describe()}")
        return self._apply(d, [found[0].id])

    def choices(self, seat: int, kind: str) -> list[str]:
        """The option labels of seat's decision, which must be of `kind`."""
        return [o.label for o in self.decision(seat, kind).options]

    def idle(self, seat: int) -> None:
        """Assert nothing is pending for `seat` except its action menu."""
        assert [d.kind for d in self.m.pending()] == ["main"] and self.m.pending()[0].seat == seat, \
            [(d.seat, d.kind, d.prompt) for d in self.m.pending()]

    # state shortcuts
    def p(self, seat: int) -> dict:
        return self.m.state["p"][seat]

    # readings, through what the seat itself sees
    VIEW_ZONES = {"hand": "hand", "discard": "discard", "gauge": "gauge", "sealed": "sealed",
                  "boosts": "boosts", "tr": "transforms"}

    def player(self, seat: int) -> dict:
        """What `seat` sees of itself."""
        return self.m.view(seat)["players"][seat]

    def names(self, seat: int, zone: str) -> list[str]:
        """The card names in one of seat's zones, in order (the deck and a character's own
        area, which the view shows only as counts or per character, read the state)."""
        if zone in self.VIEW_ZONES:
            return [c["name"] for c in self.player(seat)[self.VIEW_ZONES[zone]]]
        return [self.m.name(i) for i in self.p(seat)[zone]]

    def life(self, seat: int) -> int:
        return self.m.view(None)["players"][seat]["life"]

    def pos(self, seat: int) -> int:
        return self.m.view(None)["players"][seat]["space"]

    def exceeded(self, seat: int) -> bool:
        return self.m.view(None)["players"][seat]["exceeded"]

    def hand_count(self, seat: int) -> int:
        return self.m.view(None)["players"][seat]["hand_count"]

    def strike_view(self, seat: int | None = None) -> dict | None:
        """The open strike as `seat` sees it (None between strikes)."""
        return self.m.view(seat)["strike"]

    def facedown(self, seat: int) -> list[str]:
        """The names of seat's face-down boosts, as seat sees them."""
        return [b["name"] for b in self.player(seat)["boosts"] if b.get("face_down")]

    def last_strike(self) -> dict | None:
        """The record of the last resolved strike, as every seat sees it."""
        return self.m.view(None)["last_strike"]

    def put(self, seat: int, zone: str, *names: str) -> None:
        """Move cards (by name, from the deck or else the hand) into a zone: set up a situation."""
        p = self.p(seat)
        for name in names:
            src = "deck" if any(self.m.name(i) == name for i in p["deck"]) else "hand"
            iid = next(i for i in p[src] if self.m.name(i) == name)
            p[src].remove(iid)
            p[zone].append(iid)
        self.refresh()

    def set_hand(self, seat: int, *names: str) -> None:
        """Make seat's hand exactly these cards (the old hand goes to the bottom of the deck)."""
        p = self.p(seat)
        p["deck"].extend(p["hand"])
        p["hand"] = []
        self.put(seat, "hand", *names)

    def refresh(self) -> None:
        """Rebuild an open action menu after a test changed the state directly."""
        from engine.exceed.turn import action_options

        for a in self.m.state["asks"]:
            if a["k"] == "main":
                a["o"] = action_options(self.m, a["s"])
        self.m._pending = None

    def strike(self, seat: int, attack: str, defender_attack: str, ex: bool = False,
               dex: bool = False, hook: str | None = None, dhook: str | None = None) -> None:
        """seat strikes with `attack`; the opponent answers `defender_attack` (labels).

        `hook`/`dhook` answer a choice the attacker/defender makes right after setting."""
        self.answer(seat, "main", "Strike", exact=True)
        self.answer(seat, "strike-set", ("EX " if ex else "") + attack, exact=True)
        if hook:
            self.answer(seat, "choose", hook)
        self.answer(1 - seat, "strike-set", ("EX " if dex else "") + defender_attack, exact=True)
        if dhook:
            self.answer(1 - seat, "choose", dhook)

    def kinds(self) -> list[tuple[int, str]]:
        return [(d.seat, d.kind) for d in self.m.pending()]


NO_BLOCK = "Spend nothing"


def duel(c0: str, c1: str, top0=(), top1=(), pos=(3, 5)) -> Driver:
    """A match with both hands kept and the fighters placed on `pos`."""
    d = new(c0, c1, top0=list(top0), top1=list(top1))
    d.p(0)["pos"], d.p(1)["pos"] = pos
    d.refresh()
    return d


def pass_turn(d: Driver, seat: int) -> None:
    """Spend seat's turn on Prepare, discarding down to the hand size if asked."""
    d.answer(seat, "main", "Prepare")
    if (seat, "choose") in d.kinds() and d.decision(seat, "choose").min_choices == 0:
        d.answer(seat, "choose", none=True)  # Celinka keeps her hand
    settle(d, seat)


def settle(d: Driver, seat: int) -> None:
    """Answer an end-of-turn discard down to the hand size (the newest cards go)."""
    if (seat, "discard") in d.kinds():
        dec = d.decision(seat, "discard")
        k = dec.min_choices
        d._apply(dec, [o.id for o in dec.options[-k:]])


def pay_all(d: Driver, seat: int, zone: str = "gauge") -> None:
    """Answer seat's payment questions with any card of `zone` ("" for any option) until paid."""
    while (seat, "pay") in d.kinds():
        d.pay(seat, zone)
