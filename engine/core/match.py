"""The match base class: validation, versioning, decision ids, events and snapshots.

A game subclasses `Match` and supplies the rules through a handful of hooks
(`_decisions`, `_apply`, `view`, `card_zones`, `secret_from`, `determinize`).
Everything the contract promises about answers and snapshots lives here once,
so every game keeps it the same way.
"""

from __future__ import annotations

import json
import marshal
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import IllegalAction, SnapshotError
from .model import Decision, Event, Option, Result, seat_ref
from .rng import Rng
from .words import Words, check, say

BOARD_UPDATED = say("board updated")

if TYPE_CHECKING:
    from .game import Game

# Format 2 added `state_version`; a format-1 snapshot holds a state of version 1.
SNAPSHOT_FORMAT = 2
READABLE_FORMATS = (1, 2)
# A snapshot carries only the tail of the log: the store keeps the full choice
# log, and the bot shows the last few lines.
SNAPSHOT_EVENTS = 60


class Match(ABC):
    """One running match. Subclasses keep their rules state in `self.state`.

    `self.state` must be plain data (dicts with str keys, lists, str, int, float,
    bool, None): it is cloned with marshal and snapshotted as JSON. A game with
    another representation overrides `_dump_state`, `_load_state` and `clone`.
    """

    game: Game
    # The shape of `self.state`. A game that renames or reshapes anything in its
    # state (op names kept in a queue included) bumps this and adds the step that
    # turns the old shape into the new one, so matches saved before still load.
    state_version: ClassVar[int] = 1
    # n -> a function turning a version-n state (plain data) into version n+1.
    state_migrations: ClassVar[dict[int, Callable[[dict], dict]]] = {}

    def __init__(self, game: Game, players: int, seed: int = 0, options: dict | None = None):
        self.game = game
        self.players = players
        self.seed = seed
        self.options = dict(options or {})
        self.rng = Rng(seed)
        self.version = 0
        self.events: list[Event] = []
        self.result: Result | None = None
        self.state: dict[str, Any] = {}
        self._pending: list[Decision] | None = None
        # The decisions last handed out whose seats have not answered since: a seat still
        # thinking about an unchanged question keeps its id (their keys are compared
        # only when the next questions are built, usually never: the asked seat answers).
        self._open: list[Decision] = []
        self._next_id = 1

    # ----------------------------------------------------------- game hooks
    @abstractmethod
    def _setup(self, decks: list) -> None:
        """Build the initial state from the decks (called once by Game.new_match)."""

    @abstractmethod
    def _decisions(self) -> list[Decision]:
        """The decisions awaited now, ids left blank; at most one per seat."""

    @abstractmethod
    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        """Carry out a validated answer. Must not raise after changing state."""

    def _check(self, decision: Decision, chosen: list[Option]) -> None:  # noqa: B027
        """Extra validation of a combination of options; raise IllegalAction.

        Optional: most games offer only legal options, so the default checks nothing."""

    @abstractmethod
    def view(self, seat: int | None) -> dict:
        """What `seat` may see (None: a spectator), as JSON-able data; cards carry an `iid`."""

    @abstractmethod
    def card_zones(self) -> dict[str, list[int]]:
        """Every card instance id by zone; each instance is in exactly one zone."""

    @abstractmethod
    def secret_from(self, seat: int | None) -> set[int]:
        """Instance ids that `seat` (None: a spectator) must not be able to see."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> Match:
        """A clone in which everything `seat` cannot see is resampled."""

    def evaluate(self, seat: int) -> float:
        """A heuristic chance in [0, 1] that `seat` wins from here (for the AI's cut-off rollouts).

        Must read only what `seat` may see (or a determinized state)."""
        if self.result is not None:
            if self.result.draw:
                return 0.5
            return 1.0 if seat in self.result.winners else 0.0
        return 0.5

    def _concede(self, seat: int) -> None:
        """The rules' consequence of `seat` giving up. Two players: the other wins.

        A game for more players overrides this to remove the seat and play on."""
        if self.players != 2:
            raise IllegalAction(say("{game} cannot remove one of {n} players",
                                    game=self.game.name, n=self.players))
        self.emit("concede", say("{player} concedes.", player=seat_ref(seat)))
        self.finish(Result.win(1 - seat, 2, say("{player} concedes", player=seat_ref(seat))))

    def timeout(self, seat: int) -> list[Event]:
        """Apply the rules' consequence of `seat` running out of time."""
        raise IllegalAction(say("{game} has no turn clock", game=self.game.name))

    def elapse(self, seconds: float) -> list[Event]:
        """Tell a game with a turn clock that `seconds` passed (the engine reads no clock)."""
        return []

    # ------------------------------------------------------------- contract
    def pending(self) -> list[Decision]:
        got = self._pending
        if got is None:
            if self.result:
                got = []
            else:
                got = self._decisions()
                for d in got:
                    pass_last(d)
            self._pending = got = self._assign_ids(got)
        return got

    def apply(self, seat: int, decision_id: str, option_ids) -> list[Event]:
        if self.result is not None:
            raise IllegalAction(say("the match is over"))
        pending = self.pending()
        for decision in pending:
            if decision.id == decision_id:
                break
        else:
            if any(d.seat == seat for d in pending):
                raise IllegalAction(say("that choice is no longer open"))
            raise IllegalAction(say("nothing is waiting for your choice right now"))
        if decision.seat != seat:
            raise IllegalAction(say("that choice belongs to another player"))
        if not isinstance(option_ids, (list, tuple)):
            raise IllegalAction(say("answer with a list of option ids"))
        n = len(option_ids)
        if not decision.min_choices <= n <= decision.max_choices:
            if decision.min_choices == decision.max_choices:
                raise IllegalAction(say("choose exactly {want} option(s), not {n}",
                                        want=decision.min_choices, n=n))
            raise IllegalAction(say("choose {low} to {high} option(s), not {n}",
                                    low=decision.min_choices, high=decision.max_choices, n=n))
        if n > 1 and len(set(option_ids)) != n:
            raise IllegalAction(say("the same option was chosen twice"))
        chosen = []
        options = decision.options
        for oid in option_ids:
            # Decision.option written out: this runs for every answer
            opt = None
            if isinstance(oid, str):
                for o in options:
                    if o.id == oid:
                        opt = o
                        break
            if opt is None:
                raise IllegalAction(say("{option} is not one of the options", option=repr(oid)))
            chosen.append(opt)
        self._check(decision, chosen)
        start = len(self.events)
        self._apply(decision, chosen)
        self.version += 1
        # The seat that answered gets fresh ids; a seat still thinking about an
        # unchanged question keeps its id, so its open prompt stays valid.
        self._forget(seat)
        self._pending = None
        return self.events[start:]

    def _forget(self, seat: int) -> None:
        """The questions `seat` had are answered or gone: none of them keeps its id."""
        kept = self._open
        if len(kept) == 1:  # the usual case: one question, and its seat answered
            if kept[0].seat == seat:
                self._open = []
        elif kept:
            self._open = [d for d in kept if d.seat != seat]

    def run_timeout(self, seat: int) -> list[Event]:
        """`timeout` with the contract's bookkeeping (version, fresh decisions)."""
        return self._outside_answer(seat, self.timeout)

    def concede(self, seat: int) -> list[Event]:
        """`seat` gives up (a surrender, or a forfeit for idling), with the bookkeeping."""
        return self._outside_answer(seat, self._concede)

    def _outside_answer(self, seat: int, action) -> list[Event]:
        """Something that changes the match without answering a decision."""
        if self.result is not None:
            raise IllegalAction(say("the match is over"))
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise IllegalAction(say("no such player"))
        start = len(self.events)
        action(seat)
        self.version += 1
        self._forget(seat)
        self._pending = None
        return self.events[start:]

    def _assign_ids(self, decisions: list[Decision]) -> list[Decision]:
        if not self._open:  # the usual case: every earlier question was answered
            n = self._next_id
            for d in decisions:
                d.id = f"d{n}"
                n += 1
            self._next_id = n
            self._open = decisions[:]
            return decisions
        kept = {d.key(): d.id for d in self._open}
        for d in decisions:
            did = kept.get(d.key())
            if did is None:
                did = f"d{self._next_id}"
                self._next_id += 1
            d.id = did
        self._open = list(decisions)
        return decisions

    # -------------------------------------------------------------- helpers
    def emit(self, kind: str, text: Words, visible_to: int | None = None) -> None:
        """Log a line: `text` is a message (engine.core.words: a str or `say(...)`)."""
        self.events.append(Event(kind, text, visible_to))

    def checkpoint(self, text: Words = BOARD_UPDATED) -> None:
        self.events.append(Event("checkpoint", text, None))

    def finish(self, result: Result) -> None:
        if self.result is None:
            self.result = result
            self._pending = None
            self.emit("result", result.said)

    # ------------------------------------------------------- clone/snapshot
    def clone(self) -> Match:
        other = self.__class__.__new__(self.__class__)
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.rng = self.rng.copy()
        # A clone (for search, mostly) keeps only the log tail a snapshot keeps, so
        # cloning costs the same late in a long game as early on.
        other.events = self.events[-SNAPSHOT_EVENTS:]
        other.state = marshal.loads(marshal.dumps(self.state))
        other._pending = None
        other._open = list(self._open)
        return other

    def _dump_state(self) -> Any:
        return self.state

    def _load_state(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise SnapshotError("corrupt snapshot: the game state is not an object")
        self.state = data

    @classmethod
    def _migrate_state(cls, state: Any, version: Any) -> Any:
        """Bring a saved state of `version` to `state_version`, one step at a time."""
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise SnapshotError(f"corrupt snapshot: state version {version!r}")
        if version > cls.state_version:
            raise SnapshotError(
                f"this snapshot was saved by a newer engine (state version {version}; "
                f"this one reads up to {cls.state_version})"
            )
        for v in range(version, cls.state_version):
            step = cls.state_migrations.get(v)
            if step is None:
                raise SnapshotError(f"no migration from state version {v} to {v + 1}")
            if not isinstance(state, dict):
                raise SnapshotError("corrupt snapshot: the game state is not an object")
            try:
                state = step(state)
            except Exception as exc:  # a state too broken to migrate is the snapshot's fault
                raise SnapshotError(
                    f"corrupt snapshot: cannot migrate state version {v}: {type(exc).__name__}: {exc}"
                ) from None
        return state

    def to_json(self) -> str:
        pending = self.pending()
        head = {
            "format": SNAPSHOT_FORMAT,
            "game": self.game.id,
            "state_version": self.state_version,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "rng": self.rng.state,
            "version": self.version,
            "next_id": self._next_id,
            "pending": [d.id for d in pending],
            "result": self.result.to_dict() if self.result else None,
        }
        # The same text as one dumps of {**head, "events": [...], "state": ...}: the log
        # tail is written from each event's JSON, kept from the match's last snapshot (a
        # log line never changes, and a snapshot repeats all but the newest few of them).
        return (_dumps(head)[:-1] + ',"events":[' + ",".join(self._events_json())
                + '],"state":' + _dumps(self._dump_state()) + "}")

    def _events_json(self) -> list[str]:
        """Each event of the snapshot's log tail as JSON, from the last snapshot's where
        it has them. The cache is the tail's events and their texts, two tuples (not a
        container per event, which the bot's collector would walk at every full
        collection for every running match); an event is matched by identity, and a clone
        shares the tuples but writes new ones of its own, so neither sees the other's."""
        tail = self.events[-SNAPSHOT_EVENTS:]
        kept_events, kept_texts = self.__dict__.get("_event_json") or ((), ())
        at = {id(event): i for i, event in enumerate(kept_events)} if kept_events else {}
        out = []
        for event in tail:
            i = at.get(id(event))
            out.append(kept_texts[i] if i is not None and kept_events[i] is event
                       else _dumps(event.to_list()))
        self._event_json = (tuple(tail), tuple(out))
        return out

    @classmethod
    def from_json(cls, game: Game, text: str | bytes) -> Match:
        try:
            doc = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise SnapshotError(f"corrupt snapshot: not JSON ({exc})") from None
        if not isinstance(doc, dict):
            raise SnapshotError("corrupt snapshot: not a JSON object")
        fmt = doc.get("format")
        if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt not in READABLE_FORMATS:
            raise SnapshotError(
                f"unknown snapshot format {fmt!r}; this engine reads formats "
                f"{', '.join(map(str, READABLE_FORMATS))}"
            )
        if doc.get("game") != game.id:
            raise SnapshotError(f"snapshot is of game {doc.get('game')!r}, not {game.id!r}")
        doc["state"] = cls._migrate_state(doc.get("state"), doc.get("state_version") if fmt >= 2 else 1)
        try:
            m = cls(game, int(doc["players"]), int(doc["seed"]), dict(doc["options"]))
            m.rng = Rng(state=int(doc["rng"]))
            m.version = int(doc["version"])
            m._next_id = int(doc["next_id"])
            m.result = Result.from_dict(doc["result"]) if doc["result"] else None
            m.events = [Event(str(k), _message(t), v) for k, t, v in share_strings(doc["events"])]
            m._load_state(share_strings(doc["state"]))
            decisions = [] if m.result else [pass_last(d) for d in m._decisions()]
            ids = doc["pending"]
            if len(ids) != len(decisions):
                raise SnapshotError("corrupt snapshot: pending decisions do not match the state")
            for d, did in zip(decisions, ids, strict=True):
                d.id = str(did)
            m._pending = decisions
            m._open = list(decisions)
        except SnapshotError:
            raise
        except Exception as exc:  # any malformed field is the snapshot's fault
            raise SnapshotError(f"corrupt snapshot: {type(exc).__name__}: {exc}") from None
        return m


def _dumps(data: Any) -> str:
    # A state is plain data copied by marshal, never a graph with cycles, so the
    # encoder's cycle bookkeeping is skipped (12 % of a Cross Universe snapshot).
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, check_circular=False)


def share_strings(data: Any) -> Any:
    """Intern every string in plain data (dict keys included), in place, and return it.

    JSON gives each loaded match its own copy of every card name, zone and key; interned,
    the running matches share one, and clones keep sharing it (marshal writes an interned
    string as interned). Equal values, so nothing a game reads changes."""
    intern = sys.intern
    stack = [data]
    while stack:
        node = stack.pop()
        if type(node) is dict:
            items = list(node.items())
            node.clear()
            for key, value in items:
                kind = type(value)
                if kind is str:
                    value = intern(value)
                elif kind is dict or kind is list:
                    stack.append(value)
                node[intern(key) if type(key) is str else key] = value
        elif type(node) is list:
            for i, value in enumerate(node):
                kind = type(value)
                if kind is str:
                    node[i] = intern(value)
                elif kind is dict or kind is list:
                    stack.append(value)
    return data


def pass_last(decision: Decision) -> Decision:
    """The game's own moves first, passing last, in every game: a player reading the
    options top-down meets "Attack with ..." before "Pass" (issue #31). Only the order
    changes; option ids stay, so answers and replays are unaffected."""
    opts = decision.options
    # Usually nothing moves (no pass, or one pass already last): found with a plain
    # loop, as this runs for every decision built.
    for o in opts:
        if o.kind == "pass":
            if o is opts[-1]:
                return decision
            break
    else:
        return decision
    decision.options = ([o for o in opts if o.kind != "pass"]
                        + [o for o in opts if o.kind == "pass"])
    return decision


def _message(words: Any) -> Words:
    """A logged message read back from a snapshot (an older one logged plain text)."""
    if type(words) is str:
        return words
    try:
        check(words)
    except ValueError as exc:
        raise SnapshotError(f"corrupt snapshot: a log line: {exc}") from None
    return words
