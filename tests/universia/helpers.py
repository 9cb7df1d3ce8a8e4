"""Scripted Universia scenarios: exact decks, board set-ups and strict decision answering."""

from __future__ import annotations

import engine
from engine.core import Deck
from engine.universia import moves
from engine.universia.rules import new_monster

GAME = engine.get_game("universia")
FILLER = "PN-001"  # Nexus Drone: INNUMERABLE, so any amount pads a deck


def deck(main=(), nonmaterial=(), size=50) -> Deck:
    """A deck whose first cards are `main` in order (top first), padded with filler."""
    cards = list(main) + [FILLER] * max(0, size - len(main))
    sections = {"main": [(c, 1) for c in cards]}
    if nonmaterial:
        sections["nonmaterial"] = [(c, 1) for c in nonmaterial]
    return Deck("universia", sections)


def match(d0=None, d1=None, seed=1):
    """A match with shuffle off. Deck legality is not checked: scenarios mix Universes."""
    m = GAME.match_class(GAME, 2, seed, {"shuffle": False})
    m._setup([d0 or deck(), d1 or deck()])
    return m


def decision(m):
    pending = m.pending()
    assert len(pending) == 1, pending
    return pending[0]


def choose(m, seat, kind=None, oid=None, label=None, card=None):
    """Answer the one pending decision; fail if it is not the expected one."""
    d = decision(m)
    assert d.seat == seat, f"expected seat {seat} to decide, got {d.seat}: {d.prompt}"
    if kind is not None:
        assert d.kind == kind, f"expected a {kind} decision, got {d.kind}: {d.prompt}"
    for o in d.options:
        if (oid is None or o.id == oid) and (label is None or label in o.label) and (
                card is None or o.card == card):
            return m.apply(seat, d.id, [o.id])
    raise AssertionError(f"no option {oid or label or card!r} in {[(o.id, o.label) for o in d.options]}")


def option_ids(m):
    return [o.id for o in decision(m).options]


def _take(m, seat, card_id):
    """Take one instance of card_id from the seat's zones (or make one) for a scenario."""
    p = m.state["p"][seat]
    for zone in ("deck", "nm", "imm", "rest", "hand"):
        for iid in p[zone]:
            if m.state["cid"][iid] == card_id:
                p[zone].remove(iid)
                return iid
    # Not in the deck: a fresh instance, so scenarios need not list every card they place.
    iid = len(m.state["cid"])
    m.state["cid"].append(card_id)
    m.state["own"].append(seat)
    m._bind()
    return iid


def place(m, seat, zone, *stack, mode="a", fd=False):
    """Put a monster (a stack: bottom first) straight into a Monster Zone."""
    iids = [_take(m, seat, c) for c in stack]
    moves.enter(m, seat, zone, new_monster(iids, mode, fd))
    m._pending = None
    return m.state["p"][seat]["mz"][zone]


def place_enh(m, seat, zone, card_id, fd=False):
    iid = _take(m, seat, card_id)
    m.state["p"][seat]["ez"][zone] = {"iid": iid, "fd": fd, "age": 0}
    m._pending = None
    return iid


def to_hand(m, seat, card_id):
    iid = _take(m, seat, card_id)
    m.state["p"][seat]["hand"].append(iid)
    m._pending = None
    return iid


def to_rest(m, seat, card_id):
    iid = _take(m, seat, card_id)
    m.state["p"][seat]["rest"].append(iid)
    m._pending = None
    return iid


def names(m, iids):
    return [m.ci[i].name for i in iids]


def top(m, seat, zone):
    mon = m.state["p"][seat]["mz"][zone]
    return None if mon is None else m.ci[mon["st"][-1]].id


def life(m, seat):
    return m.state["p"][seat]["life"]


def to_battle(m, seat=0):
    choose(m, seat, "main", oid="b")


def attack(m, seat, z, t=None):
    choose(m, seat, oid=f"k{z}d" if t is None else f"k{z}t{t}")


def end_turn(m, seat):
    choose(m, seat, oid="x")


def play(m, seat, card, mode="a"):
    """Play a monster from hand: the main option, then its mode ("a", "d" or "s")."""
    d = decision(m)
    opt = next(o for o in d.options if o.card == card and o.id.startswith("m"))
    m.apply(seat, d.id, [opt.id])
    choose(m, seat, "mode", oid=mode)
