"""Universia scenarios on the shared driver (tests/scenario.py): exact decks, board set-ups,
the answers every test gives (to the Battle Phase, attack, end the turn, play a monster),
and named readings of `view()` for the assertions.

Set-up helpers arrange the state directly (there is no other way to build an exact
board); every reading goes through `view()`, from the seat that may see the thing read.
"""

from __future__ import annotations

import engine
from engine.core import Deck, seat_ref
from engine.universia import moves
from engine.universia.rules import new_monster
from tests.scenario import Scenario

GAME = engine.get_game("universia")
FILLER = "PN-001"  # Nexus Drone: INNUMERABLE, so any amount pads a deck
MODES = {"a": "Attack mode", "d": "Defense mode", "s": "Set face-down"}


def deck(main=(), nonmaterial=(), size=50) -> Deck:
    """A deck whose first cards are `main` in order (top first), padded with filler."""
    cards = list(main) + [FILLER] * max(0, size - len(main))
    sections = {"main": [(c, 1) for c in cards]}
    if nonmaterial:
        sections["nonmaterial"] = [(c, 1) for c in nonmaterial]
    return Deck("universia", sections)


def match(d0=None, d1=None, seed=1, auto=None) -> Scenario:
    """A scenario with shuffle off. Deck legality is not checked: scenarios mix Universes."""
    m = GAME.match_class(GAME, 2, seed, {"shuffle": False})
    m._setup([d0 or deck(), d1 or deck()])
    return Scenario(m, auto=auto)


# ------------------------------------------------------------------ set-up
def _changed(sc: Scenario) -> None:
    sc.match.reopen()  # the board was arranged: ask the open question again


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


def place(sc, seat, zone, *stack, mode="a", fd=False) -> list[int]:
    """Put a monster (a stack: bottom first) straight into a Monster Zone; its iids."""
    iids = [_take(sc.match, seat, c) for c in stack]
    moves.enter(sc.match, seat, zone, new_monster(iids, mode, fd))
    _changed(sc)
    return iids


def place_enh(sc, seat, zone, card_id, fd=False) -> int:
    iid = _take(sc.match, seat, card_id)
    sc.match.state["p"][seat]["ez"][zone] = {"iid": iid, "fd": fd, "age": 0}
    _changed(sc)
    return iid


def _put(sc, seat, card_id, zone):
    iid = _take(sc.match, seat, card_id)
    sc.match.state["p"][seat][zone].append(iid)
    _changed(sc)
    return iid


def to_hand(sc, seat, card_id) -> int:
    return _put(sc, seat, card_id, "hand")


def to_rest(sc, seat, card_id) -> int:
    return _put(sc, seat, card_id, "rest")


def to_nonmaterial(sc, seat, card_id) -> int:
    return _put(sc, seat, card_id, "nm")


def to_immaterial(sc, seat, card_id) -> int:
    return _put(sc, seat, card_id, "imm")


def set_mana(sc, n) -> None:
    """The mana line, from the turn player's side."""
    sc.match.state["mana"] = n
    _changed(sc)


def set_life(sc, seat, n) -> None:
    sc.match.state["p"][seat]["life"] = n
    _changed(sc)


def empty_deck(sc, seat) -> None:
    sc.match.state["p"][seat]["deck"].clear()
    _changed(sc)


def empty_hand(sc, seat) -> None:
    """Discard the seat's hand into its Rest Zone."""
    p = sc.match.state["p"][seat]
    p["rest"].extend(p["hand"])
    p["hand"].clear()
    _changed(sc)


def set_counters(sc, seat, zone, n) -> None:
    sc.match.state["p"][seat]["mz"][zone]["ctr"] = n
    _changed(sc)


def ready_again(sc, seat, zone) -> None:
    """Let a monster that attacked this Battle Phase attack again (to test a second attack)."""
    sc.match.state["p"][seat]["mz"][zone]["atkd"] = False
    _changed(sc)


def settle(sc) -> None:
    """Let the turn go on from an arranged board as it does once everything has resolved
    (a negative mana line ends the turn): the turn player's question is worked out anew."""
    m = sc.match
    m.state["asks"].clear()
    m.push({"op": "decide"})
    m.run()
    m._pending = None


# ------------------------------------------------------------------ answers
def to_battle(sc, seat=0):
    return sc.answer(seat, "main", label="Go to the Battle Phase")


def end_turn(sc, seat):
    return sc.answer(seat, label="End the turn")


def attack_label(sc, seat, z, t=None) -> str:
    """The label of the option in which seat's monster in zone z attacks zone t (None: Life)."""
    v = sc.view(seat)["players"]
    name = v[seat]["monsters"][z]["name"]
    if t is None:
        return f"{name} attacks directly"
    foe = 1 - seat
    target = v[foe]["monsters"][t]
    what = "face-down monster" if "name" not in target else target["name"]
    return f"{name} attacks {seat_ref(foe)}'s {what} (zone {t + 1})"


def attack(sc, seat, z, t=None, kind="battle"):
    return sc.answer(seat, kind, label=attack_label(sc, seat, z, t))


def play(sc, seat, card, mode="a"):
    """Play a monster from hand: the main option, then its mode ("a", "d" or "s")."""
    sc.answer(seat, "main", label=f"Play {card} (cost")
    return sc.answer(seat, "mode", label=MODES[mode])


def cards_of(sc, seat) -> list[str | None]:
    """The option cards of seat's decision, in order."""
    return [o.card for o in sc.options(seat)]


# ------------------------------------------------------------------ readings (view)
def player(sc, seat, viewer=None) -> dict:
    return sc.view(viewer)["players"][seat]


def life(sc, seat) -> int:
    return player(sc, seat)["life"]


def mana(sc) -> int:
    """The mana line from the turn player's side."""
    return sc.view()["mana"]["value"]


def active(sc) -> int:
    return sc.view()["active"]


def monster(sc, seat, zone) -> dict | None:
    """The monster in seat's zone as its controller sees it (None: the zone is empty)."""
    return player(sc, seat, seat)["monsters"][zone]


def top(sc, seat, zone) -> str | None:
    """The card id on top of seat's monster in zone, or None."""
    mon = monster(sc, seat, zone)
    return None if mon is None else mon["id"]


def stack(sc, seat, zone) -> list[str]:
    """The card ids of seat's monster in zone, bottom first (its top card last)."""
    mon = monster(sc, seat, zone)
    return [c["id"] for c in mon.get("stack", [])] + [mon["id"]]


def counters(sc, seat, zone) -> int:
    return monster(sc, seat, zone).get("counters", {}).get("ArmorPurge", 0)


def enhancement(sc, seat, zone) -> str | None:
    """The card id in seat's Enhancement Zone, as its controller sees it, or None."""
    e = player(sc, seat, seat)["enhancements"][zone]
    return None if e is None else e["id"]


def hand(sc, seat) -> list[dict]:
    return player(sc, seat, seat)["hand"]


def hand_names(sc, seat) -> list[str]:
    return [c["name"] for c in hand(sc, seat)]


def hand_iids(sc, seat) -> list[int]:
    return [c["iid"] for c in hand(sc, seat)]


def rest_iids(sc, seat) -> list[int]:
    return [c["iid"] for c in player(sc, seat)["rest"]]


def nonmaterial_iids(sc, seat) -> list[int]:
    return [c["iid"] for c in player(sc, seat, seat)["nonmaterial"]]


def deck_count(sc, seat) -> int:
    return player(sc, seat)["deck"]


def logged(sc, text) -> bool:
    """Whether any event of the match so far (the scenario's or the set-up's) says `text`."""
    return any(text in e.text for e in sc.match.events)
