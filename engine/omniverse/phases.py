"""The active player's phase step: their decision in the Event, Placement and Action
Phases, or passing a phase in which they have nothing to do.

The `phase` step lies at the bottom of the queue while the game runs: every window,
fight or answer stack is queued on top of it, and when they are done the active
player is asked again (or the phase goes on by itself). The Draw and End Phases have
no decision, only their windows (turn.py).
"""

from __future__ import annotations

from engine.core.words import say

from . import action, events, placement, turn
from .machine import again, phase, question, step

# phase -> (decision kind, prompt)
PROMPTS = {
    "event": ("event", say("Event Phase: play an Event card?")),
    "placement": ("placement", say("Placement Phase: recruit Champions, then place attachments")),
    "action": ("action", say("Action Phase: each Champion may take one action")),
}

# the pass of a phase whose options are only that pass (events.options, placement.options)
NOTHING = {"event": (events.NO_EVENT, ("skip",)),
           "placement": (placement.FINISH, ("done",))}


def phase_options(m, seat: int, phase: str) -> list:
    """The active player's choices in their Event, Placement or Action Phase."""
    if phase == "event":
        return events.options(m, seat)
    if phase == "placement":
        return placement.options(m, seat)
    return action.action_options(m, seat)


@step("phase")
def _phase(m, o: dict) -> None:
    """Ask the active player what to do in this phase, or move the turn on by itself;
    an answer (in "pick") is carried out with this step queued again under it."""
    s = m.state
    seat, now = s["active"], s["phase"]
    if "pick" in o:
        again(m, phase())
        answer(m, seat, now, o["pick"][0])
        return
    if now in PROMPTS:
        opts = phase_options(m, seat, now)
        # the Action Phase always offers "End your turn": alone it is no choice
        if len(opts) > (1 if now == "action" else 0):
            _question(m, o, opts)
            return
        again(m, o)
        turn.phase_pass(m)  # nothing to do in this phase: the active player passes
    else:
        again(m, o)
        turn.advance_phase(m)  # the Draw and End Phases have no phase decision


@question("phase")
def _question(m, o: dict, opts: list | None = None) -> None:
    """The active player's decision in this phase (`opts`, when already built)."""
    s = m.state
    seat, now = s["active"], s["phase"]
    if opts is None:
        opts = phase_options(m, seat, now)
        if not opts:
            # asked again of a resampled hand with nothing in it to play (a determinized
            # match): the answer that passes the phase, as the real hand would have had
            label, payload = NOTHING[now]
            opts = [["0", "pass", label, None, payload]]
    kind, prompt = PROMPTS[now]
    m.ask(seat, kind, prompt, opts, o, private=True)


def answer(m, seat: int, now: str, payload) -> None:
    """An answer to the active player's phase decision."""
    if now == "event":
        events.answer(m, seat, payload)
    elif now == "placement":
        placement.answer(m, seat, payload)
    else:
        action.answer_action(m, seat, payload)
