"""The one StepBook of Universia: every step the game queues or resumes with is
registered here, by the module that owns it (turn, play, effects, combat, protection).

A step that asks a player resumes with the same payload under its name plus ":pick"
(the chosen option's payload in "pick"), so the question a resume step answers can
always be asked again from the state (`UniversiaMatch.reopen`).
"""

from __future__ import annotations

from engine.core.steps import StepBook

steps = StepBook("universia")

PICK = ":pick"


def resume(op: dict) -> dict:
    """The step an asking step `op` resumes with: its payload under its ":pick" name."""
    return {**op, "op": op["op"] + PICK}


def asked_by(then: dict) -> dict:
    """The asking step a stored question's resume step answers (see `resume`)."""
    step = {k: v for k, v in then.items() if k != "pick"}
    step["op"] = then["op"][:-len(PICK)]
    return step
