"""Shared by the games' step-machine tests: strict step declarations for a block of
play, and a digest of how a loaded match plays on (to compare with an older engine)."""

from __future__ import annotations

import hashlib
import json
from contextlib import contextmanager
from pathlib import Path

from engine.ai import RandomAgent
from engine.core.steps import StepBook


@contextmanager
def strict(book: StepBook):
    """Every step pushed or asked meanwhile is checked against `book`'s declarations."""
    book.strict = True
    try:
        yield
    finally:
        book.strict = False


def continuation_digest(m, seed: int = 7, cap: int = 20000) -> str:
    """Play `m` to its end with RandomAgent(seed); a digest of every question asked, every
    event and the result."""
    agent = RandomAgent(seed)
    h = hashlib.sha256()
    seen = len(m.events)
    for _ in range(cap):
        for e in m.events[seen:]:
            h.update(json.dumps([e.kind, e.text, e.visible_to]).encode())
        seen = len(m.events)
        if m.result:
            break
        for d in m.pending():
            h.update(json.dumps([d.seat, d.id, d.kind, d.prompt, [o.to_dict() for o in d.options]]).encode())
        d = m.pending()[0]
        m.apply(d.seat, d.id, agent.choose(m, d))
    result = m.result.to_dict()
    result.pop("words", None)  # the English reason is what was said
    h.update(json.dumps(result).encode())
    return h.hexdigest()[:16]


def play_strictly(game, book: StepBook, seed: int, timeout_every: int = 0, cap: int = 5000):
    """A seeded random match of `game` with `book` strict, played to its end; every
    `timeout_every`-th question (0: none) runs out the clock instead of an answer."""
    decks = game.starter_decks()
    m = game.new_match([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed=seed)
    agent = RandomAgent(seed)
    with strict(book):
        for n in range(cap):
            if m.result is not None:
                break
            d = m.pending()[0]
            if timeout_every and n % timeout_every == timeout_every - 1:
                m.elapse(3600)
                m.run_timeout(d.seat)
                continue
            m.apply(d.seat, d.id, agent.choose(m, d))
    return m


def resumes_intact(game, book: StepBook, m) -> bool:
    """Whether a loaded match queues only declared steps and a fresh snapshot of it asks
    the same open question under the same id."""
    for step in m.queued():
        book.check(step)
    again = game.load_match(m.to_json()).pending()
    return [(d.key(), d.id, d.deadline_s) for d in again] == [(d.key(), d.id, d.deadline_s)
                                                            for d in m.pending()]


def load_stored(game, name: str):
    """A snapshot kept in tests/snapshots/<game id>/, loaded."""
    path = Path(__file__).resolve().parent / "snapshots" / game.id / f"{name}.json"
    return game.load_match(path.read_text(encoding="utf-8"))


def the_question(m) -> tuple:
    """The one open decision as (seat, id, prompt, deadline, options (id, kind, label, card))."""
    [d] = m.pending()
    return (d.seat, d.id, d.prompt, d.deadline_s, [(o.id, o.kind, o.label, o.card) for o in d.options])
