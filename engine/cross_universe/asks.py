"""Questions to players: the entries of `state["asks"]` that `match._decisions` turns into
decisions, and the `route` each answer takes back in `match._apply`.

An ask is plain data (seat, route, prompt, options as [id, kind, label, card, payload],
min, max, private, kind), so a question survives a snapshot like the rest of the state.
"""

from __future__ import annotations

from . import rules
from .rules import FIELD, HIDDEN

_WHERE = {"hand": "hand", "deck": "deck", "discard": "discard pile", "exile": "exile",
          "partner": "partner"}


def ask(m, seat: int, route: str, prompt: str, opts: list, kind: str = "choice",
        mn: int = 1, mx: int = 1, private: bool = False) -> None:
    m.state["asks"].append({"seat": seat, "route": route, "prompt": prompt, "opts": opts,
                            "min": mn, "max": mx, "private": private, "kind": kind})


def ask_cards(m, seat: int, cands: list[int], mn: int, mx: int, prompt: str,
              route: str, kind: str = "choose", extra=()) -> None:
    """Choose cards; private when any of them is in a hand or deck. `extra`: options
    that are not cards, as [kind, label, card, payload] ("Done" of a set chosen card by card)."""
    cards = m.state["cards"]
    private = any(cards[i]["z"] in HIDDEN for i in cands)
    opts = []
    for k, i in enumerate(cands):
        c = cards[i]
        where = _WHERE.get(c["z"], "field")
        side = "your" if c["s"] == seat or (c["z"] not in FIELD and c["o"] == seat) else "opponent's"
        opts.append([str(k), kind if kind in ("target", "discard") else "choose",
                     f"{rules.name(m, i)} ({side} {where})", rules.name(m, i), i])
    opts.extend([str(len(cands) + k), *o] for k, o in enumerate(extra))
    ask(m, seat, route, prompt, opts, kind=kind, mn=mn, mx=mx, private=private)


def ask_pick(m, seat: int, offered: list, prompt: str) -> None:
    """Choose one of several worded options (a card's "choose one"); `offered` holds
    (index in the card's options, label) of the options open now."""
    opts = [[str(k), "choose", lab, None, k] for k, lab in offered]
    ask(m, seat, "ctx", prompt, opts, kind="choose")
