"""Questions to players, built for the step machine (engine.core.steps): the options of a
choice of cards or of worded options, and the step a program's answer resumes.

A question is `m.ask(...)` with the step to resume with; the chosen payloads arrive in that
step's "pick" (flow.py registers every step).
"""

from __future__ import annotations

from engine.core.words import Words, say

from . import queries
from .rules import FIELD, HIDDEN

# Where a card to choose is, seen by the chooser: [theirs, the opponent's] by zone.
_WHERE = {
    "hand": (say("your hand"), say("opponent's hand")),
    "deck": (say("your deck"), say("opponent's deck")),
    "discard": (say("your discard pile"), say("opponent's discard pile")),
    "exile": (say("your exile"), say("opponent's exile")),
    "partner": (say("your partner"), say("opponent's partner")),
    "field": (say("your field"), say("opponent's field")),
}


def quoted(text: str) -> Words:
    """A word of the card data that no catalog holds (a type's name, offered by "choose
    any type"), said as written: a language quotes it."""
    return say("{text}", text=text)


def said(text: str) -> Words:
    """A question or option label of the card data (an op's "label", a pick's option, a
    guard's label) as a whole message: its msgid is the data text itself, which
    `CrossUniverse.said_texts` lists so the catalogs translate it."""
    return (text, {})


def worded(label) -> Words:
    """A question's wording: a card data label (a str) said as a message, or a message."""
    return said(label) if type(label) is str else label


def program_resume(m) -> dict:
    """The step that resumes the program asking now: the cost of the block being created,
    the block resolving, or a delayed program at the end of the turn."""
    s = m.state
    if s["pend"] is not None:
        return {"op": "answer_cost"}
    if s["res"] is not None:
        return {"op": "answer_effect"}
    return {"op": "answer_end"}


def ask_cards(m, seat: int, cands: list[int], mn: int, mx: int, prompt: Words,
              resume: dict | None = None, kind: str = "choose", extra=()) -> None:
    """Choose cards; private when any of them is in a hand or deck. `extra`: options
    that are not cards, as [kind, label, card, payload] ("Done" of a set chosen card by card).
    Without `resume`, the answer goes back to the program asking (`program_resume`)."""
    cards = m.state["cards"]
    private = any(cards[i]["z"] in HIDDEN for i in cands)
    opts = []
    for k, i in enumerate(cands):
        c = cards[i]
        mine = c["s"] == seat or (c["z"] not in FIELD and c["o"] == seat)
        where = _WHERE.get(c["z"], _WHERE["field"])[0 if mine else 1]
        opts.append([str(k), kind if kind in ("target", "discard") else "choose",
                     say("{card} ({where})", card=queries.named(m, i), where=where),
                     queries.name(m, i), i])
    opts.extend([str(len(cands) + k), *o] for k, o in enumerate(extra))
    m.ask(seat, kind, prompt, opts, resume or program_resume(m), mn, mx, private)


def ask_program(m, seat: int, prompt: Words, opts: list) -> None:
    """A program's public question of worded options (name a card, choose a type)."""
    m.ask(seat, "choose", prompt, opts, program_resume(m))


def ask_pick(m, seat: int, offered: list, prompt: Words) -> None:
    """Choose one of several worded options (a card's "choose one"); `offered` holds
    (index in the card's options, printed label) of the options open now."""
    ask_program(m, seat, prompt, [[str(k), "choose", said(lab), None, k]
                                  for k, lab in offered])
