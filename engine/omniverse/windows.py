"""Response windows: "Instant use cards may be played during any phase of any player."

A window asks the living players one at a time, in turn order from the active
player; each may use an instant card or pass. Using one is an action in its own
right, so the window goes round again from that player (who keeps the first say
and may use several cards in a row); it closes once everyone asked has passed.
A player with nothing usable still gets the question, with a pass as its only
option: front ends answer that at once (the bot's automatic pass), and a player
who wants the table to learn nothing from the speed of a pass turns on full
control (docs/rules/omniverse.md, "Response windows").

`then` says what a window is for:
  "phase" - at the Draw and End Phases (everybody, the active player first) and when
            the active player ends another phase (the others): the phase ends when
            it closes;
  "main"  - after an action of the active player in their Event, Placement or Action
            Phase: the active player's own phase decision follows and offers their
            instants, so only the others are asked.
A fight (combat.py) and an Event awaiting negation (placement.py) are windows too,
with their own options, and share `_order` and `_renew`.
"""

from __future__ import annotations

from engine.core import Decision, Option, seat_ref

from . import events


def order(m, start: int, skip: int | None = None) -> list[int]:
    """The living seats in turn order from `start`, without `skip`."""
    n = m.players
    ps = m.state["players"]
    out = []
    for k in range(n):
        seat = (start + k) % n
        if seat != skip and not ps[seat]["out"]:
            out.append(seat)
    return out


def open_window(m, then: str, ask: list[int], at: str) -> None:
    """Open a window asking `ask` in order; `at` names the moment in its prompt."""
    m.state["step"] = {"k": "window", "then": then, "at": at, "ask": ask, "under": None}


def main_window(m) -> None:
    """After an action of the active player: the others may respond."""
    seat = m.state["active"]
    open_window(m, "main", order(m, seat, skip=seat), f"After {seat_ref(seat)}'s action")


def renew(m, st: dict, seat: int) -> None:
    """Something was used in a window: it goes round again, from `seat`."""
    skip = m.state["active"] if st["k"] == "window" and st["then"] == "main" else None
    st["ask"] = order(m, seat, skip=skip)


def decision(m, st: dict) -> Decision:
    """The window's question to the player asked now: an instant card, or pass."""
    seat = st["ask"][0]
    opts: list = []
    events.instant_options(m, seat, opts)
    opts.append(Option(str(len(opts)), "pass", "Pass", None, payload=("pass",)))
    return Decision(seat, f"{st['at']}: use an instant card?", opts, private=True,
                    kind="window")


def answer(m, seat: int, payload: tuple) -> None:
    """A pass lets the next player answer; an instant card is used at once."""
    st = m.state["step"]
    if payload[0] == "pass":
        st["ask"].pop(0)
        return
    events.use_instant(m, seat, payload, st)
