"""Response windows: "Instant use cards may be played during any phase of any player."

A window asks the living players one at a time, in turn order from the active
player; each may use an instant card or pass. Using one is an action in its own
right, so the window goes round again from that player (who keeps the first say
and may use several cards in a row); it closes once everyone asked has passed.
A player with nothing usable still gets the question, with a pass as its only
option: front ends answer that at once (the bot's automatic pass), and a player
who wants the table to learn nothing from the speed of a pass turns on full
control (docs/rules/omniverse.md, "Response windows").

A window is a `window` step, opened by the turn (turn.open_window); its `then` says
what it is for:
  "phase" - at the Draw and End Phases (everybody, the active player first) and when
            the active player ends another phase (the others): the phase ends when
            it closes;
  "main"  - after an action of the active player in their Event, Placement or Action
            Phase: the active player's own phase decision follows and offers their
            instants, so only the others are asked.
A fight (combat.py) and an answer stack (events.py) are windows too, with their own
options, and go round the same way (turn.renew).
"""

from __future__ import annotations

from engine.core.words import say

from . import events, turn
from .machine import again, ask_next, question, step

PASS = ("pass",)
LET_BE = say("Pass")


# `at`, the moment the window is at, is a message (a str in states saved before messages)
@step("window", then=str, at=(str, list, tuple), ask=list)
def _window(m, o: dict) -> None:
    """Ask the next player; a pass lets the one after answer, an instant card is used
    at once (the window waits under its answer stack); closed when all have passed."""
    if "pick" in o:
        o["ask"] = ask = o["ask"][:]  # its own list: the stored question is shared (machine.own)
        pick = o.pop("pick")[0]
        if pick[0] != "pass":
            again(m, o)
            events.use_instant(m, ask[0], pick, "under")
            return
        ask.pop(0)  # a pass changes nothing else: the next player is asked at once
    if ask_next(m, o):
        return
    if o["then"] == "main":
        m.state["quiet"] = True
    else:
        turn.advance_phase(m)


@question("window")
def _question(m, o: dict) -> None:
    """The window's question to the player asked now: an instant card, or pass."""
    seat = o["ask"][0]
    opts: list = []
    events.instant_options(m, seat, opts)
    opts.append([str(len(opts)), "pass", LET_BE, None, PASS])
    m.ask(seat, "window", say("{moment}: use an instant card?", moment=o["at"]), opts, o,
          private=True)
