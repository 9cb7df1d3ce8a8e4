"""Scenario helpers: exact decks, boards set up card by card, and a strict driver.

`table(...)` starts a match with shuffling off and both players keeping their
hands, then rearranges each player's own cards into the hand and field the test
asks for (every card stays one physical card, so card conservation holds). The
driver answers one expected decision at a time and fails on anything else.
"""

from __future__ import annotations

import engine
from engine.core import Deck

GAME = engine.get_game("element-duel")

# Plain cards to fill a deck up to 30; three copies at most of each, as the deck rules ask.
FILLER = ["ea01", "tr01", "fi02", "ea03", "me03", "fi05", "ea08", "tr03", "wa06", "me02",
          "wa03", "ea06", "tr06", "me06"]


def deck(*top: str, size: int = 30) -> Deck:
    """A legal deck whose first cards (top of the deck) are `top`, in order."""
    counts: dict[str, int] = {}
    order = list(top)
    for cid in top:
        counts[cid] = counts.get(cid, 0) + 1
    for cid in FILLER * 3:
        if len(order) >= size:
            break
        if counts.get(cid, 0) < 3:
            counts[cid] = counts.get(cid, 0) + 1
            order.append(cid)
    entries = [(cid, 1) for cid in order]
    d = Deck("element-duel", {"main": entries}, name="test")
    problems = GAME.validate_deck(d)
    assert not problems, problems
    return d


def new_match(top0=(), top1=(), first=0, seed=1):
    return GAME.new_match([deck(*top0), deck(*top1)], seed=seed,
                          options={"shuffle": False, "first": first})


def keep_hands(m) -> None:
    for d in list(m.pending()):
        assert d.kind == "mulligan"
    while m.pending() and m.pending()[0].kind == "mulligan":
        d = m.pending()[0]
        m.apply(d.seat, d.id, [])


def table(hand0=(), hand1=(), field0=(), field1=(), first=0, mana=10, life=(20, 20),
          ready=True):
    """A match in the first player's first turn with exactly these hands and fields.

    Fields are lists of card ids; their units are ready to attack when `ready`.
    The active player gets `mana` mana; decks keep every other card in order.
    """
    wanted = [(list(hand0), list(field0)), (list(hand1), list(field1))]
    m = new_match([*hand0, *field0], [*hand1, *field1], first=first)
    keep_hands(m)
    s = m.state
    ids = s["ids"]
    for seat, (hand, field) in enumerate(wanted):
        p = s["players"][seat]
        pool = p["hand"] + p["deck"]
        p["hand"], p["deck"], p["field"] = [], [], []

        def take(cid, pool=pool):
            for i, iid in enumerate(pool):
                if ids[iid] == cid:
                    return pool.pop(i)
            raise AssertionError(f"{cid} is not in the deck")

        p["hand"] = [take(cid) for cid in hand]
        for cid in field:
            c = GAME.info[cid]
            p["field"].append({"iid": take(cid), "atk": c.attack, "def": c.defense,
                               "max": c.defense, "ready": ready})
        p["deck"] = pool
        p["life"] = life[seat]
    s["players"][s["active"]]["mana"] = mana
    m._pending = None
    return m


def field(m, seat) -> list[tuple[str, int, int]]:
    """(card id, attack, defense) of each unit on a field, in slot order."""
    ids = m.state["ids"]
    return [(ids[u["iid"]], u["atk"], u["def"]) for u in m.state["players"][seat]["field"]]


def hand(m, seat) -> list[str]:
    ids = m.state["ids"]
    return [ids[i] for i in m.state["players"][seat]["hand"]]


def life(m, seat) -> int:
    return m.state["players"][seat]["life"]


def options(m, seat, kind=None):
    [d] = [d for d in m.pending() if d.seat == seat]
    return [o for o in d.options if kind is None or o.kind == kind]


def act(m, seat, kind, card=None, label=None):
    """Answer the one pending decision of `seat` with the one option that matches."""
    pending = m.pending()
    assert len(pending) == 1, f"expected one decision, got {[d.to_dict() for d in pending]}"
    d = pending[0]
    assert d.seat == seat, f"expected a decision for seat {seat}, got {d.to_dict()}"
    match = [o for o in d.options if o.kind == kind and (card is None or o.card == card)
             and (label is None or label in o.label)]
    assert len(match) == 1, f"{len(match)} options match {kind}/{card}/{label}: " \
                            f"{[o.label for o in d.options]}"
    return m.apply(seat, d.id, [match[0].id])


def summon(m, seat, name, target=None):
    return act(m, seat, "summon", card=name, label=target)


def attack(m, seat, attacker, target="the enemy leader"):
    """`target` is matched against the label, e.g. 'Pebble Golem (slot 1)'."""
    return act(m, seat, "attack", card=attacker, label=f"attacks {target}")


def end_turn(m, seat):
    return act(m, seat, "pass")
