"""Omniverse's one StepBook: every step the game queues or asks with, by name.

The steps (each registered where its rules live):
  phase   - the active player's decision in their Event, Placement or Action Phase,
            or passing a phase with nothing to do (phases.py); always at the bottom
            of the queue while the game runs,
  window  - a response window asking the living players in turn (windows.py),
  fight   - an attack, a window with boosts and defenses (combat.py),
  negate  - the answer stack of an Event, instant or action waiting for answers; it
            lies on top of the window or fight it was opened in (events.py),
  sac     - Champions discarded one at a time to recruit a higher level (placement.py).

Before any step runs, a check the rules make between any two moments: when the active
player is out (eliminated or conceded), what they had in progress ends and the next
player's turn begins.

A step that asks registers how it builds its question (`question`), so a question can be
built again from the board as it is now: a determinized match resamples the hands a
question of another seat was built from.

Clones share the open questions (OmniverseMatch.clone), so a step resumed from one is
first given lists of its own (`own`) before anything edits them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.steps import StepBook

from . import turn, victory

steps = StepBook("omniverse")
# step name -> how it asks its question (builds the options from the board and asks)
questions: dict[str, Callable] = {}


def step(name: str, *, optional: tuple[str, ...] = (), **fields):
    """Register a step handler, behind the check that the active player is still in."""
    def register(fn):
        def run(m, o: dict) -> None:
            s = m.state
            if s["players"][s["active"]]["out"]:
                pass_turn(m, o)
                return
            fn(m, o)
        run.__doc__ = fn.__doc__
        steps.add(name, run, optional=optional, **fields)
        return fn
    return register


def again(m, o: dict) -> None:
    """Queue again, to run next, a step that was already queued or asked with (and so
    checked against its declaration then): a step that goes on after an answer or stays
    queued under what it started."""
    m.state["steps"].append(o)


def ask_next(m, o: dict) -> bool:
    """A step that goes round the table (window, fight, answer stack) asks the next player
    still in, with its question; False when nobody is left to ask."""
    ask = o["ask"]
    players = m.state["players"]
    while ask and players[ask[0]]["out"]:
        ask.pop(0)
    if not ask:
        return False
    questions[o["op"]](m, o)
    return True


def question(name: str):
    """Register how the step `name` asks its question."""
    def register(fn):
        questions[name] = fn
        return fn
    return register


def own(o: dict) -> dict:
    """The step with lists of its own: the copy a resumed step is made from shares them
    with the stored question, which clones share too."""
    for k, v in o.items():
        if type(v) is list:
            o[k] = v[:]
    return o


def ask_again(m, keep: int) -> None:
    """Build the open questions of every seat but `keep` again from the board as it is
    now (a determinized match: their hands are resampled)."""
    asks = m.state["asks"]
    old = asks[:]
    del asks[:]
    for a in old:
        if a["s"] == keep:
            asks.append(a)
        else:
            then = own(dict(a["then"]))
            questions[then["op"]](m, then)


def phase() -> dict:
    """The active player's phase step (a new dict each time: steps are mutable state)."""
    return {"op": "phase"}


def pass_turn(m, o: dict) -> None:
    """The active player is out: the step about to run and everything queued under it
    end (their cards go to the discard piles), and the next player begins."""
    m.state["steps"].append(o)  # its cards are on their way too
    victory.abandon(m)
    m.push(phase())
    turn.next_turn(m)
