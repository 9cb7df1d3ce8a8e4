"""One machine for "do the next thing, stop to ask a player, resume with the answer".

Every game keeps what is left to do as a stack of named steps in its state
(`state["steps"]`, plain dicts, the last entry runs next) and the questions it is
waiting on in `state["asks"]`. A step is `{"op": name, ...payload}`; the game
registers one handler per name in a `StepBook`, with the payload's field types, so
a step's shape is written down once and checked in tests (`StepBook.strict`).

A handler does its work and may

- `push` more steps (they run next, in the order given, before anything queued),
- `later` steps (they run after everything already queued: a FIFO tail),
- `ask` a player: the question is stored with the step to resume with; the
  chosen options' payloads arrive in that step's `"pick"` list.

While any question is open nothing runs. Several seats may be asked at once (both
players choosing a strike in secret); every answer queues its resume step, and the
machine runs again when the last open question is answered. The decisions a front
end sees are built from the open questions (`StepMatch._decisions`), so a game has
no second place that knows what is being asked.

The state is plain data, so snapshots and clones need nothing special. A game that
renames a step or changes its payload bumps `Match.state_version` and migrates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .match import Match
from .model import Decision, Option
from .words import Words

Handler = Callable[[Any, dict], None]
# [id, kind, label, card name or None, payload]: one option of a stored question.
StoredOption = list


class StepError(TypeError):
    """A step that does not match its declaration (only raised in strict mode)."""


@dataclass(slots=True)
class StepKind:
    name: str
    handler: Handler
    # payload key -> accepted type(s); keys missing here are refused in strict mode.
    fields: dict[str, Any] = field(default_factory=dict)
    # keys that may be left out
    optional: frozenset[str] = frozenset()


class StepBook:
    """A game's registry of step names, their handlers and payload types.

        steps = StepBook("exceed")

        @steps.step("draw", s=int, n=int)
        def _draw(m, o): ...

    Always-present keys: "op" (the name) and, on resume steps, "pick" (a list).
    """

    def __init__(self, game: str):
        self.game = game
        self.kinds: dict[str, StepKind] = {}
        # name -> handler, what the run loop looks up once per step
        self.handlers: dict[str, Handler] = {}
        # Set by tests: every step pushed or asked is checked against its declaration.
        self.strict = False

    def step(self, name: str, *, optional: tuple[str, ...] = (), **fields: Any) -> Callable[[Handler], Handler]:
        def register(fn: Handler) -> Handler:
            self.add(name, fn, optional=optional, **fields)
            return fn
        return register

    def add(self, name: str, fn: Handler, *, optional: tuple[str, ...] = (), **fields: Any) -> None:
        if name in self.kinds:
            raise ValueError(f"{self.game}: step {name!r} registered twice")
        self.kinds[name] = StepKind(name, fn, fields, frozenset(optional))
        self.handlers[name] = fn

    def names(self) -> frozenset[str]:
        return frozenset(self.kinds)

    def handler(self, name: str) -> Handler:
        try:
            return self.kinds[name].handler
        except KeyError:
            raise StepError(f"{self.game}: no step named {name!r}") from None

    def check(self, step: dict) -> None:
        """Raise StepError unless `step` is a registered name with its declared payload."""
        if not isinstance(step, dict) or not isinstance(step.get("op"), str):
            raise StepError(f"{self.game}: a step must be a dict with an 'op' name, not {step!r}")
        kind = self.kinds.get(step["op"])
        if kind is None:
            raise StepError(f"{self.game}: no step named {step['op']!r}")
        for key, value in step.items():
            if key == "op" or (key == "pick" and isinstance(value, list)):
                continue
            if key not in kind.fields:
                raise StepError(f"{self.game}: step {kind.name!r} has no field {key!r}")
            want = kind.fields[key]
            if want is not Any and not isinstance(value, want):
                raise StepError(f"{self.game}: step {kind.name!r} field {key!r} is "
                                f"{type(value).__name__}, declared {want}")
        missing = set(kind.fields) - set(step) - kind.optional
        if missing:
            raise StepError(f"{self.game}: step {kind.name!r} lacks {sorted(missing)}")


class StepMatch(Match):
    """A match run by the step machine. Subclasses set `steps` (their StepBook).

    `_decisions` and `_apply` are done here; a game supplies `_window(ask)` when some
    of its questions are priority windows (engine.core.shape)."""

    steps: ClassVar[StepBook]
    # State keys a clone shares with its original instead of copying them (a copy is
    # most of a clone's cost): values nothing changes in place, such as card ids fixed
    # once dealt. "asks" may be listed: the machine only adds or removes whole
    # questions, so a clone gets its own list holding the same questions.
    clone_shares: ClassVar[frozenset[str]] = frozenset()

    # A game whose rules treat a question with one option and exactly one answer as no
    # choice at all sets this: such a question resumes at once, as if that option were chosen.
    forced_answers: ClassVar[bool] = False

    def clone(self) -> StepMatch:
        shared = self.clone_shares
        if not shared:
            return super().clone()
        full = self.state
        self.state = {k: v for k, v in full.items() if k not in shared}
        try:
            other = super().clone()
        finally:
            self.state = full
        copied = other.state
        other.state = {k: copied[k] if k not in shared else list(v) if k == "asks" else v
                       for k, v in full.items()}
        return other

    # ------------------------------------------------------------- queueing
    def push(self, *steps: dict) -> None:
        """Run these steps next, in the order given, before anything queued earlier."""
        if self.steps.strict:
            for s in steps:
                self.steps.check(s)
        if len(steps) == 1:  # most pushes are one step
            self.state["steps"].append(steps[0])
        else:
            self.state["steps"].extend(steps[::-1])

    def later(self, *steps: dict) -> None:
        """Run these steps after everything already queued, in the order given."""
        if self.steps.strict:
            for s in steps:
                self.steps.check(s)
        self.state["steps"][0:0] = reversed(steps)

    def ask(self, seat: int, kind: str, prompt: Words, opts: list[StoredOption], resume: dict,
            mn: int = 1, mx: int = 1, private: bool = False, window: str | None = None,
            now: bool = False) -> None:
        """Stop and ask `seat`. `opts` are [id, kind, label, card, payload] lists; the
        chosen payloads come back as `resume["pick"]` when the answer arrives.

        `now`: the resume step runs as soon as this answer arrives, even while other
        seats' questions stay open (a secret choice whose answer is announced at once:
        "X has chosen a partner"); whatever it queues still waits for the last answer."""
        if self.steps.strict:
            self.steps.check(resume)
        if self.forced_answers and len(opts) == 1 and mn == mx == 1:
            then = dict(resume)
            then["pick"] = [opts[0][4]]
            self.state["steps"].append(then)
            return
        a = {"s": seat, "k": kind, "p": prompt, "o": opts, "mn": mn,
             "mx": mx, "pv": private, "w": window, "then": resume}
        if now:
            a["now"] = True
        self.state["asks"].append(a)

    def asking(self, seat: int | None = None) -> dict | None:
        """The open question (of `seat`, or the first), or None."""
        for a in self.state["asks"]:
            if seat is None or a["s"] == seat:
                return a
        return None

    def queued(self) -> list[dict]:
        """The steps waiting, next first (read-only use)."""
        return self.state["steps"][::-1]

    # --------------------------------------------------------------- running
    def run(self) -> None:
        """Run steps until a question is open, the queue is empty or the match is over."""
        st = self.state
        q = st["steps"]
        asks = st["asks"]
        handlers = self.steps.handlers
        while q and not asks and self.result is None:
            o = q.pop()
            try:
                handler = handlers[o["op"]]
            except KeyError:
                raise StepError(f"{self.steps.game}: no step named {o['op']!r}") from None
            handler(self, o)
        if self.result is not None:
            st["asks"] = []
            st["steps"] = []

    # ------------------------------------------------- Match hooks, done once
    def _decisions(self) -> list[Decision]:
        window, deadline = self._window, self._deadline
        # Stored options are [id, kind, label, card, payload]; a prompt or label is a
        # message (engine.core.words), which a Decision keeps beside its English text.
        # Usually one question is open: built without the outer comprehension.
        asks = self.state["asks"]
        if len(asks) == 1:
            a = asks[0]
            if self._stored_windows:  # neither hook overridden: what they would answer
                return [Decision(a["s"], a["p"], [Option(*o) for o in a["o"]], a["mn"],
                                 a["mx"], a["pv"], a["k"], None, "", a.get("w"))]
            return [Decision(a["s"], a["p"], [Option(*o) for o in a["o"]], a["mn"], a["mx"],
                             a["pv"], a["k"], deadline(a), "", window(a))]
        return [Decision(a["s"], a["p"], [Option(*o) for o in a["o"]], a["mn"], a["mx"],
                         a["pv"], a["k"], deadline(a), "", window(a))
                for a in asks]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._stored_windows = (cls._window is StepMatch._window
                               and cls._deadline is StepMatch._deadline)

    # True while `_window` and `_deadline` are the defaults (set for each subclass)
    _stored_windows: ClassVar[bool] = True

    def _window(self, ask: dict) -> str | None:
        """The priority window an open question is; by default what the asker stored."""
        return ask.get("w")

    def _deadline(self, ask: dict) -> float | None:
        """Seconds left to answer an open question, for a game with a turn clock (read at
        decision time: the clock runs while the question stays the same)."""
        return None

    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        asks = self.state["asks"]
        seat = decision.seat
        if len(asks) == 1:  # the usual case: the one open question is this seat's
            a = asks.pop()
        else:
            for i, a in enumerate(asks):
                if a["s"] == seat:
                    del asks[i]
                    break
        then = a["then"].copy()
        then["pick"] = [chosen[0].payload] if len(chosen) == 1 else [o.payload for o in chosen]
        if asks and a.get("now"):
            self.steps.handler(then["op"])(self, then)
            if self.result is not None:
                self.state["asks"] = []
                self.state["steps"] = []
            return
        self.state["steps"].append(then)
        if not asks:
            self.run()


def empty_machine() -> dict:
    """The machine's part of a new state: no steps queued, no question open."""
    return {"steps": [], "asks": []}
