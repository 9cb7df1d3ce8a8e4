"""Name -> function tables that the state machine and the card data refer to.

- STEPS: the game's one StepBook (engine.core.steps): every step the match queues or
  resumes with after a question, each with its payload's field types (`@op(name, s=int)`).
- EFFECTS: the effect vocabulary cards use (`{"do": name, ...}`), called as
  `fn(match, seat, effect, op)` where `seat` is the effect's controller ("you").
- DURING: static modifiers computed into an attack's stats, `fn(match, seat, effect, acc)`.
- COND: conditions for `"if"` (checked when the effect resolves) and `"only"`
  (checked when triggers are gathered), `fn(match, seat, effect) -> bool`.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.steps import StepBook

STEPS = StepBook("exceed")
EFFECTS: dict[str, Callable] = {}
DURING: dict[str, Callable] = {}
COND: dict[str, Callable] = {}


def _reg(table: dict, name: str):
    def deco(fn):
        if name in table:
            raise ValueError(f"{name!r} registered twice")
        table[name] = fn
        return fn
    return deco


def op(name: str, *, optional: tuple[str, ...] = (), **fields):
    """Register a step handler `fn(match, step)` with its payload's field types."""
    return STEPS.step(name, optional=optional, **fields)


def effect(name: str):
    return _reg(EFFECTS, name)


def during(name: str):
    return _reg(DURING, name)


def cond(name: str):
    return _reg(COND, name)
