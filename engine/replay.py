"""Replays: a finished match rebuilt from what decided it.

Seed + decks + options + every answer is the whole match (DESIGN principle 7),
so a replay is just that, and stepping is re-applying the answers to a fresh
`game.new_match(decks, seed, options)`. The file format is JSON:

    {"format": 1, "game": "exceed", "seed": 7, "options": {},
     "decks": ["<deck text, game.format_deck>", ...], "deck_names": [...],
     "names": ["alice", "bob"],   # optional display names, seat order
     "choices": [[seat, "d3", ["opt"]], [1, "!concede", []], ...]}

Two decision ids are not answers to a decision: "!timeout" (a turn clock ran
out, `run_timeout`) and "!concede" (`concede`), as in the bot's choice log.
Pure: no I/O, no clock.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .core import Deck, DeckError, Event, Game, IllegalAction, Match, UnknownGame, get_game

REPLAY_FORMAT = 1
TIMEOUT, CONCEDE = "!timeout", "!concede"


class ReplayError(ValueError):
    """A replay that cannot be read or no longer applies; the message says where."""


@dataclass(frozen=True)
class Step:
    seat: int
    decision_id: str
    option_ids: tuple[str, ...]

    def to_list(self) -> list:
        return [self.seat, self.decision_id, list(self.option_ids)]


@dataclass
class Replay:
    game: str
    seed: int
    decks: list[str]  # deck text, one per seat
    steps: list[Step]
    options: dict[str, Any] = field(default_factory=dict)
    deck_names: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    # ----------------------------------------------------------------- files
    def to_json(self) -> str:
        return json.dumps(
            {
                "format": REPLAY_FORMAT,
                "game": self.game,
                "seed": self.seed,
                "options": self.options,
                "decks": self.decks,
                "deck_names": self.deck_names,
                "names": self.names,
                "choices": [s.to_list() for s in self.steps],
            },
            indent=1,
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Replay:
        try:
            doc = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise ReplayError(f"not a replay file: it is not JSON ({exc})") from None
        if not isinstance(doc, dict):
            raise ReplayError("not a replay file: expected a JSON object")
        if doc.get("format") != REPLAY_FORMAT:
            raise ReplayError(f"unsupported replay format {doc.get('format')!r} (this version reads {REPLAY_FORMAT})")
        try:
            steps = [_step(i, raw) for i, raw in enumerate(doc["choices"], 1)]
            decks = [str(d) for d in doc["decks"]]
            replay = cls(
                game=str(doc["game"]),
                seed=int(doc["seed"]),
                decks=decks,
                steps=steps,
                options=dict(doc.get("options") or {}),
                deck_names=[str(n) for n in doc.get("deck_names") or []],
                names=[str(n) for n in doc.get("names") or []],
            )
        except KeyError as exc:
            raise ReplayError(f"not a replay file: {exc.args[0]!r} is missing") from None
        except (TypeError, ValueError) as exc:
            if isinstance(exc, ReplayError):
                raise
            raise ReplayError(f"not a replay file: {exc}") from None
        return replay

    # --------------------------------------------------------------- playing
    def the_game(self) -> Game:
        try:
            return get_game(self.game)
        except UnknownGame as exc:
            raise ReplayError(str(exc)) from None

    def parsed_decks(self) -> list[Deck]:
        game = self.the_game()
        out = []
        for seat, text in enumerate(self.decks):
            name = self.deck_names[seat] if seat < len(self.deck_names) else ""
            try:
                out.append(game.parse_deck(text, name=name))
            except DeckError as exc:
                raise ReplayError(f"seat {seat + 1}'s deck no longer reads: {exc}") from None
        return out

    def start(self) -> Match:
        """The match before any choice."""
        try:
            return self.the_game().new_match(self.parsed_decks(), self.seed, self.options)
        except DeckError as exc:
            raise ReplayError(f"the match cannot be set up again: {exc}") from None

    def at(self, step: int) -> tuple[Match, list[Event]]:
        """The match after `step` choices (0 = the start), and the events of the last one."""
        if not 0 <= step <= len(self.steps):
            raise ReplayError(f"there is no step {step}; this replay has steps 0 to {len(self.steps)}")
        match = self.start()
        events = list(match.events)
        for index in range(step):
            events = apply_step(match, self.steps[index], index + 1)
        return match, events

    def frames(self):
        """(step, match, events of that step) for every step, the same match object moving on."""
        match = self.start()
        yield 0, match, list(match.events)
        for index, step in enumerate(self.steps, 1):
            yield index, match, apply_step(match, step, index)


def apply_step(match: Match, step: Step, index: int) -> list[Event]:
    """Re-apply one recorded choice; a choice that no longer applies names its step."""
    try:
        if step.decision_id == TIMEOUT:
            return match.run_timeout(step.seat)
        if step.decision_id == CONCEDE:
            return match.concede(step.seat)
        return match.apply(step.seat, step.decision_id, list(step.option_ids))
    except IllegalAction as exc:
        raise ReplayError(
            f"step {index} (seat {step.seat + 1}, decision {step.decision_id}, "
            f"options {list(step.option_ids)}) no longer applies: {exc}"
        ) from None


def turn_starts(replay: Replay) -> list[tuple[int, int]]:
    """(turn, first step showing it) for every turn the public view names, in order."""
    out: list[tuple[int, int]] = []
    for index, match, _ in replay.frames():
        turn = turn_of(match.view(None))
        if turn is not None and (not out or out[-1][0] != turn):
            out.append((turn, index))
    return out


def turn_of(view: dict) -> int | None:
    """The turn number the view header gives ("round" for games that count rounds)."""
    for key in ("turn", "round"):
        value = view.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def from_log(game: Game, decks: Sequence[Deck], seed: int, options: dict | None,
             choices: Sequence[tuple[int, str, Sequence[str]]], names: Sequence[str] = ()) -> Replay:
    """A replay from a recorded match: its decks, seed, options and choice log."""
    return Replay(
        game=game.id,
        seed=int(seed),
        decks=[game.format_deck(d) for d in decks],
        deck_names=[d.name for d in decks],
        options=dict(options or {}),
        steps=[Step(int(s), str(d), tuple(str(o) for o in opts)) for s, d, opts in choices],
        names=list(names),
    )


def _step(index: int, raw: Any) -> Step:
    if (
        not isinstance(raw, list) or len(raw) != 3 or isinstance(raw[0], bool)
        or not isinstance(raw[0], int) or not isinstance(raw[1], str) or not isinstance(raw[2], list)
    ):
        raise ReplayError(f"step {index}: expected [seat, decision id, [option ids]], got {raw!r}")
    return Step(raw[0], raw[1], tuple(str(o) for o in raw[2]))
