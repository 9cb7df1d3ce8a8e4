"""Element Duel scenes: exact decks, boards set up card by card, readings through `view()`.

`table(...)` starts a match with shuffling off and both players keeping their
hands, then rearranges each player's own cards into the hand and field the test
asks for (every card stays one physical card, so card conservation holds). Setup
helpers (`table`, `hurt`, `set_life`, `make_ready`) are the only code that writes
the state. Answers go through the shared strict driver (tests/scenario.py); the
readings (`field`, `hand`, `life`, ...) read the public `view()`, except
`deck_ids`, which reads the hidden deck order that no view shows.
"""

from __future__ import annotations

import engine
from engine.core import Deck
from tests.scenario import Scenario

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
    m.reopen()
    return m


# ------------------------------------------------------------------ setup
def hurt(m, seat, slot, defense) -> None:
    """Set a unit's current defense (damage taken earlier)."""
    m.state["players"][seat]["field"][slot]["def"] = defense


def set_life(m, seat, n) -> None:
    m.state["players"][seat]["life"] = n


def run_out(m, seat, hand=False) -> None:
    """Move a player's deck (and with `hand`, their hand) to their grave."""
    p = m.state["players"][seat]
    p["grave"] += (p["hand"] if hand else []) + p["deck"]
    p["deck"] = []
    if hand:
        p["hand"] = []
    m.reopen()


def set_turns(m, seat, n) -> None:
    """How many turns `seat` has had (which sets next turn's mana)."""
    m.state["players"][seat]["turns"] = n


def reprint(m, seat, cid) -> None:
    """Turn every card in `seat`'s hand and deck into `cid` (a deck no rule could build)."""
    ids = m.state["ids"]
    for iid in m.state["players"][seat]["hand"] + m.state["players"][seat]["deck"]:
        ids[iid] = cid


def make_ready(m, seat, slot) -> None:
    m.state["players"][seat]["field"][slot]["ready"] = True
    m.reopen()


# --------------------------------------------------------------- readings
def player(m, seat) -> dict:
    return m.view(seat)["players"][seat]


def field(m, seat) -> list[tuple[str, int, int]]:
    """(card id, attack, defense) of each unit on a field, in slot order."""
    return [(u["id"], u["attack"], u["defense"]) for u in player(m, seat)["field"]]


def max_defense(m, seat, slot) -> int:
    return player(m, seat)["field"][slot]["max_defense"]


def hand(m, seat) -> list[str]:
    return [c["id"] for c in player(m, seat)["hand"]]


def grave(m, seat) -> list[str]:
    return [c["id"] for c in player(m, seat)["grave"]]


def life(m, seat) -> int:
    return player(m, seat)["life"]


def mana(m, seat) -> int:
    return player(m, seat)["mana"]


def max_mana(m, seat) -> int:
    return player(m, seat)["max_mana"]


def active(m) -> int:
    return m.view(None)["active"]


def deck_ids(m, seat) -> list[str]:
    """The card ids of a deck, top first: hidden order no view shows (for draw tests)."""
    ids = m.state["ids"]
    return [ids[i] for i in m.state["players"][seat]["deck"]]


# ---------------------------------------------------------------- answers
def options(m, seat, kind=None):
    return Scenario(m).options(seat, kind)


def act(m, seat, kind, card=None, label=None):
    """Answer `seat`'s decision with the one option of kind `kind` that matches."""
    return Scenario(m).answer(seat, option=kind, card=card, label=label)


def summon(m, seat, name, target=None):
    return act(m, seat, "summon", card=name, label=target)


def attack(m, seat, attacker, target="the enemy leader"):
    """`target` is matched against the label, e.g. 'Pebble Golem (slot 1)'."""
    return act(m, seat, "attack", card=attacker, label=f"attacks {target}")


def end_turn(m, seat):
    return act(m, seat, "pass")
