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
"""

from __future__ import annotations

from engine.core.steps import StepBook

from . import turn, victory

steps = StepBook("omniverse")


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
