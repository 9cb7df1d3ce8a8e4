"""Setting up, the mulligan, drawing, and the turn cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import CHEAP_COST, HAND_LIMIT, MAX_MANA, NAMES, OPENING_HAND, REDRAW_LIMIT, TURN_SECONDS

if TYPE_CHECKING:
    from .match import ElementDuelMatch


def draw(m: ElementDuelMatch, seat: int, fatigue: bool = False) -> None:
    """Draw one card. A full hand (8) burns the drawn card. An empty deck skips the
    draw, except the turn's own draw (`fatigue`), which costs the leader 1 life,
    then 2, 3, ... so that every match ends."""
    p = m.state["players"][seat]
    if not p["deck"]:
        if fatigue:
            p["fatigue"] += 1
            p["life"] = max(0, p["life"] - p["fatigue"])
            m.emit("fatigue", f"{NAMES[seat]} has no card to draw; the leader loses "
                              f"{p['fatigue']} life ({p['life']} left).")
        return
    iid = p["deck"].pop(0)
    name = m.info[m.state["ids"][iid]].name
    if len(p["hand"]) >= HAND_LIMIT:
        p["grave"].append(iid)
        m.emit("burn", f"{NAMES[seat]}'s hand is full: the drawn {name} is discarded.")
        return
    p["hand"].append(iid)
    m.emit("draw", f"{NAMES[seat]} draws a card.")
    m.emit("draw", f"You draw {name}.", visible_to=seat)


def _has_cheap_character(m: ElementDuelMatch, hand: list[int]) -> bool:
    info, ids = m.info, m.state["ids"]
    for iid in hand:
        c = info[ids[iid]]
        if c.is_char and c.cost <= CHEAP_COST:
            return True
    return False


def _return_to_deck(m: ElementDuelMatch, p: dict, iids: list[int]) -> None:
    """Cards go back into the deck: shuffled in, or at the bottom in order when
    shuffling is off (so tests can predict every draw)."""
    p["deck"].extend(iids)
    if m.options.get("shuffle", True):
        m.rng.shuffle(p["deck"])


def ensure_playable_hand(m: ElementDuelMatch, seat: int) -> None:
    """Swap the whole hand until it holds a character of cost 1 or less (at most
    REDRAW_LIMIT times)."""
    p = m.state["players"][seat]
    for _ in range(REDRAW_LIMIT):
        if _has_cheap_character(m, p["hand"]):
            return
        old, p["hand"] = p["hand"], []
        _return_to_deck(m, p, old)
        p["hand"] = p["deck"][:OPENING_HAND]
        del p["deck"][:OPENING_HAND]
        m.emit("redraw", f"{NAMES[seat]}'s hand has no character of cost {CHEAP_COST} or less "
                         "and is swapped for a new one.")


def deal_opening_hand(m: ElementDuelMatch, seat: int) -> None:
    p = m.state["players"][seat]
    p["hand"] = p["deck"][:OPENING_HAND]
    del p["deck"][:OPENING_HAND]
    ensure_playable_hand(m, seat)


def mulligan(m: ElementDuelMatch, seat: int, slots: list[int]) -> None:
    """Replace the marked cards once: draw replacements first, then return the marked
    cards to the deck, so a card put back is not drawn straight back."""
    p = m.state["players"][seat]
    p["mulliganed"] = True
    if not slots:
        m.emit("mulligan", f"{NAMES[seat]} keeps the opening hand.")
        return
    marked = set(slots)
    back = [iid for i, iid in enumerate(p["hand"]) if i in marked]
    kept = [iid for i, iid in enumerate(p["hand"]) if i not in marked]
    fresh = p["deck"][:len(back)]
    del p["deck"][:len(back)]
    p["hand"] = kept + fresh
    _return_to_deck(m, p, back)
    m.emit("mulligan", f"{NAMES[seat]} puts back {len(back)} card(s) and draws as many.")
    ensure_playable_hand(m, seat)


def begin_play(m: ElementDuelMatch) -> None:
    """After both mulligans: decide who goes first, then the first turn."""
    s = m.state
    first = m.options.get("first")
    if first not in (0, 1):
        first = m.rng.below(2)
    s["phase"] = "main"
    s["active"] = first
    m.emit("first", f"{NAMES[first]} goes first.")
    start_turn(m)


def start_turn(m: ElementDuelMatch) -> None:
    s = m.state
    seat = s["active"]
    p = s["players"][seat]
    s["turn"] += 1
    s["clock"] = TURN_SECONDS
    p["turns"] += 1
    p["max_mana"] = min(MAX_MANA, p["turns"])
    p["mana"] = p["max_mana"]
    for u in p["field"]:
        u["ready"] = True
    m.emit("turn", f"Turn {s['turn']}: {NAMES[seat]} ({p['max_mana']} mana).")
    draw(m, seat, fatigue=True)
    m.check_end()
    m.checkpoint(f"turn {s['turn']} begins")


def end_turn(m: ElementDuelMatch, reason: str = "ends the turn") -> None:
    s = m.state
    m.emit("end", f"{NAMES[s['active']]} {reason}.")
    s["active"] = 1 - s["active"]
    start_turn(m)
