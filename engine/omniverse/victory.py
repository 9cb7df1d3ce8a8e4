"""Players going out, and the end of the game.

A player with no hit points or no usable cards is out; the last one standing wins,
and the others are placed in the order they fell. With more players the game goes
on without the loser's cards.
"""

from __future__ import annotations

from engine.core import Result, seat_ref
from engine.core.words import listed, say

from . import effects, queries, rules

ELIMINATED = say("a player is eliminated")
GAME_ENDS = say("the game ends")


def settle_deaths(m) -> None:
    """Players left without hit points are out, together."""
    if m.result is not None:
        return
    dead = [o for o, p in enumerate(m.state["players"]) if p["hp"] <= 0 and not p["out"]]
    if dead:
        eliminate(m, dead, "hp")


def _out(seat: int, why: str):
    """The line that says `seat` is out, and why ("hp", "cards" or "concedes")."""
    who = seat_ref(seat)
    if why == "hp":
        return say("{player} has no hit points left and is out of the game.", player=who)
    if why == "cards":
        return say("{player} has no usable cards left and is out of the game.", player=who)
    return say("{player} concedes and is out of the game.", player=who)


def eliminate(m, seats: list[int], why: str) -> None:
    """Players are out; with one or none left the game ends, else their cards leave play.

    `why`: "hp" (no hit points left), "cards" (no usable cards left) or "concedes"."""
    s = m.state
    for seat in seats:
        s["players"][seat]["out"] = True
        m.emit("eliminated", _out(seat, why))
    s["out_order"].append(list(seats))
    alive = rules.alive(m)
    if len(alive) <= 1:
        finish_game(m)
        return
    # With more players the game goes on: the loser's cards leave the field.
    for seat in seats:
        p = s["players"][seat]
        for ch in list(p["field"]):
            effects.leave(m, seat, ch, "discarded")
        for o in alive:
            for ch in s["players"][o]["field"]:
                for aid, by in list(ch["att"]):
                    if by == seat:
                        effects.take_attachment(m, aid)
                        effects.to_discard(m, aid)
        if s["event"] is not None and s["owner"][s["event"]] == seat:
            effects.to_removed(m, s["event"])
            m.emit("event", say("{card} leaves play with its owner.",
                                card=rules.card_of(m, s["event"])))
            s["event"] = None
    m.checkpoint(ELIMINATED)


def finish_game(m) -> None:
    """The result: the last standing first, the others by the order they fell (ties share)."""
    s = m.state
    n = m.players
    alive = rules.alive(m)
    groups = ([alive] if alive else []) + list(reversed(s["out_order"]))
    placings = [0] * n
    place = 1
    for g in groups:
        for seat in g:
            placings[seat] = place
        place += len(g)
    winners = [i for i in range(n) if placings[i] == 1]
    if len(winners) == 1:
        reason = say("{player} is the last player standing", player=seat_ref(winners[0]))
    else:
        reason = say("the last players fall together: a draw between {players}",
                     players=listed([seat_ref(w) for w in winners]))
    abandon(m)  # cards still on their way go to the discard piles
    m.checkpoint(GAME_ENDS)
    m.finish(Result(winners, len(winners) > 1, reason, placings))


def abandon(m) -> None:
    """Whatever was in progress ends: every queued step and open question goes, and the
    cards that were on their way (committed to an attack, an Event awaiting answers, a
    Champion being recruited) go to their owners' discard piles."""
    s = m.state
    pending = queries.pending_cards(m)
    # emptied in place: the step machine may be running over this very list
    del s["steps"][:]
    del s["asks"][:]
    for c in pending:
        effects.to_discard(m, c)
