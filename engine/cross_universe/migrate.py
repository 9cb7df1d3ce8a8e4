"""Saved states of earlier shapes, brought to the current one (`Match.state_migrations`).

Version 4 -> 5: the match runs on the step machine (engine.core.steps). The old loop
chose what to do next from `state["step"]` and the open `res`/`pend`/`eot` programs, and
routed each answer by a route string; now every question carries the step its answer
resumes, and that step queues what follows. A saved match always waits on questions
(the old loop ran until one was open), so nothing is queued: each question only needs
its resume step.
"""

from __future__ import annotations

from . import stack


def _program_resume(state: dict) -> dict:
    # the old answer went to the first open program, in this order
    if state["pend"] is not None:
        return {"op": "answer_cost"}
    if state["res"] is not None:
        return {"op": "answer_effect"}
    return {"op": "answer_end"}


def _resume(state: dict, ask: dict) -> dict:
    route, seat = ask["route"], ask["seat"]
    if route == "ctx":
        return _program_resume(state)
    if route == "blk":
        return {"op": "answer_block"}
    if route in ("block", "partner"):
        return {"op": route, "s": seat}
    if route == "discard8":
        return {"op": "discarded", "s": seat}
    return {"op": {"retire": "retired", "combined": "combined", "phase": "phase"}[route]}


def to_steps(state: dict) -> dict:
    asks = []
    for a in state["asks"]:
        # a block-or-pass question is a priority window, now stored with the question
        passes = a["route"] == "block" and any(o[1] == "pass" for o in a["opts"])
        new = {"s": a["seat"], "k": a["kind"], "p": a["prompt"], "o": a["opts"], "mn": a["min"],
               "mx": a["max"], "pv": a["private"],
               "w": stack.window(state, a["seat"]) if passes else None,
               "then": _resume(state, a)}
        if a["route"] == "partner":
            new["now"] = True
        asks.append(new)
    state["asks"] = asks
    state["steps"] = []
    # after both partners were chosen the old loop had run on, so "step" held no pending work
    state.pop("step", None)
    return state
