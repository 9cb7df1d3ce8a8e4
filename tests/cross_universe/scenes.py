"""Exact-outcome card scenes: a board arranged by name, a strict script, exact results.

`Scene` describes one situation: for each seat the cards to put on the field (a name,
or `(name, host)` for an equipment or enchantment attached to an earlier card of that
seat's field), in hand, on top of the deck (in order), in the discard pile and in the
exile zone. Everything else of both decks stays in the deck; both hands hold exactly
the named cards, so the only options are the ones the scene expects. The script
answers one pending decision per step (a label fragment, a list of fragments for a
multiple choice, or "pass") and fails on anything unexpected. Expectations compare
exact deltas of life, mana and zone sizes, and exact zones and stats of named cards
(`"0:Name"` is the first card of that name arranged for seat 0).

Each scene pins the card it is about: `pins`, or by default the card its name begins
with ("Kabuki, the Oni: ..." or the short "Kabuki: ..."). A test that is not a scene
pins its cards with the `@pins(...)` decorator. test_exact_coverage.py replays every
scene and pinned test of this package and requires every ability of every catalog card
to be exercised by a test that pins the card (see `exercised`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from .helpers import RESOLVING, Duel, G, deck, resolving

P = "Will o' the Wisp"
ZONES = ("hand", "deck", "discard", "exile")


@dataclass
class Scene:
    name: str
    script: list
    me: dict = field(default_factory=dict)
    opp: dict = field(default_factory=dict)
    turn: int = 1  # 1: seat 0's main phase 1; 2: seat 1's main phase 1; "b2": seat 1's battle
    mana: tuple = (10, 10)
    partners: tuple = (P, P)
    expect: dict = field(default_factory=dict)
    pre: object = None  # pre(duel, refs): extra setup
    pins: tuple = ()  # the cards this scene is about (default: from its name)

    def __post_init__(self):
        self.pins = tuple(card_named(n) for n in self.pins) or (subject(self.name),)

    def __str__(self):
        return self.name


_NAMES = {d.name: d.id for d in G.info.values() if d.ctype != "token"}


def card_named(name: str) -> str:
    if name not in _NAMES:
        raise ValueError(f"no card named {name!r}")
    return _NAMES[name]


def subject(title: str) -> str:
    """The card a scene title begins with: its full name, or the part before its first
    comma ("Okuribi: ..." for "Okuribi, Mysterious Ocean Flame")."""
    full = [n for n in _NAMES if title.startswith(n) and title[len(n):len(n) + 1] in ("", ":", " ")]
    if full:
        return _NAMES[max(full, key=len)]
    head = title.split(":")[0].split(" (")[0]
    short = [n for n in _NAMES if n.split(",")[0] == head]
    if len(short) != 1:
        raise ValueError(f"scene {title!r} does not begin with a card name; give pins=")
    return _NAMES[short[0]]


def pins(*names: str):
    """Mark a test (not a scene) as the exact test of the named cards."""
    ids = tuple(card_named(n) for n in names)

    def mark(fn):
        fn.pins = ids
        return fn
    return mark


def ability_of(text: str, d) -> int | None:
    """The index of `d`'s ability whose resolution the log line `text` announces."""
    text = RESOLVING.sub("", text, count=1)
    for i, a in enumerate(d.abilities):
        if a["kind"] == "cast":
            for verb in ("Cast", "Deploy"):
                head = f"{verb} {d.name}"
                if text == head + "." or text.startswith(head + " on "):
                    return i
        elif text == resolving(d.name + ": " + (a["text"] or a["kind"])):
            return i
        elif a["granted"] and text.endswith(": " + resolving(a["text"] or a["kind"])):
            return i  # a gained ability: its block names the card that has it
    return None


def exercised(matches: list, ids: tuple) -> set:
    """(card id, ability index) of the pinned cards' abilities that resolved in `matches`."""
    out = set()
    defs = [G.info[c] for c in ids]
    for m in matches:
        for e in m.events:
            if RESOLVING.match(e.text):
                for d in defs:
                    i = ability_of(e.text, d)
                    if i is not None:
                        out.add((d.id, i))
    return out


def _names(spec: dict) -> list[str]:
    out = []
    for z in ("field", "hand", "deck", "discard", "exile"):
        for n in spec.get(z, []):
            out.append(n[0] if isinstance(n, tuple) else n)
    return out


def build(sc: Scene) -> tuple[Duel, dict]:
    d = Duel(deck(_names(sc.me), sc.partners[0]), deck(_names(sc.opp), sc.partners[1]))
    phase, turn = ("battle", 2) if sc.turn == "b2" else ("main1", sc.turn)
    d.skip_to(phase, turn)
    s = d.s
    refs: dict = {}
    for seat, spec in ((0, sc.me), (1, sc.opp)):
        for i in list(s["p"][seat]["hand"]):
            d.move(i, "deck", pos="bottom")
        used: set = set()

        def take(name, seat=seat, used=used):
            for i in s["p"][seat]["deck"]:
                if i not in used and G.info[s["cards"][i]["c"]].name == name:
                    used.add(i)
                    refs.setdefault(f"{seat}:{name}", i)
                    return i
            raise AssertionError(f"{name} is not in seat {seat}'s deck")

        for n in spec.get("field", []):
            name, host = n if isinstance(n, tuple) else (n, None)
            i = take(name)
            zone = "unit" if G.info[s["cards"][i]["c"]].ctype == "unit" else "si"
            d.move(i, zone, side=seat)
            if host is not None:
                s["cards"][i]["host"] = refs[f"{seat}:{host}"]
        for z in ("hand", "discard", "exile"):
            for n in spec.get(z, []):
                d.move(take(n), z)
        for n in reversed([take(n) for n in spec.get("deck", [])]):
            d.move(n, "deck")
    s["p"][0]["mana"], s["p"][1]["mana"] = sc.mana
    if sc.pre is not None:
        sc.pre(d, refs)
    d.refresh()
    return d, refs


def snapshot(d: Duel) -> dict:
    players = d.view()["players"]
    out = {"life": tuple(p["life"] for p in players), "mana": tuple(p["mana"] for p in players)}
    for z, key in zip(ZONES, ("hand_count", "deck", "discard_count", "exile_count"), strict=True):
        out[z] = tuple(p[key] for p in players)
    return out


def step(d: Duel, st) -> None:
    pend = d.m.pending()
    assert len(pend) == 1, f"expected one decision, got {[(x.seat, x.prompt) for x in pend]}"
    dec = pend[0]
    if st == "pass":
        d.answer(dec.seat, "Pass", kind="block")
    elif isinstance(st, list):
        d.answer(dec.seat, *st)
    else:
        d.answer(dec.seat, st)


def play(sc: Scene) -> tuple[Duel, dict, dict]:
    d, refs = build(sc)
    before = snapshot(d)
    for st in sc.script:
        if d.m.result is not None:
            pytest.fail(f"the game ended before step {st!r}: {d.m.result.reason}")
        step(d, st)
    left = [x.kind for x in d.m.pending() if x.kind not in ("block", "phase")]
    assert not left, f"the script left a decision unanswered: {left}"
    after = snapshot(d)
    delta = {k: tuple(a - b for a, b in zip(after[k], before[k], strict=True)) for k in before}
    return d, refs, delta


def check(sc: Scene) -> Duel:
    d, refs, delta = play(sc)
    ex = sc.expect
    for k in ("life", "mana") + ZONES:
        if k in ex:
            assert delta[k] == tuple(ex[k]), f"{k}: changed by {delta[k]}, expected {ex[k]}"
    for ref, zone in ex.get("zones", {}).items():
        got = d.zone(refs[ref])
        assert got == zone, f"{ref} is in {got}, expected {zone}"
    for ref, want in ex.get("stats", {}).items():
        got = d.stats(refs[ref])[:3]
        assert got == tuple(want), f"{ref}: (level, Attack, Defense) {got}, expected {want}"
    if "check" in ex:
        assert ex["check"](d, refs), f"{sc.name}: custom check failed"
    return d


# Script shorthands: the action's label, the answers it asks for, and both
# players passing so the block resolves ("_then": answers come while it resolves).
R = ["pass", "pass"]


def cast(name, *answers):
    return [f"Cast {name}", *answers, *R]


def cast_then(name, *answers):
    return [f"Cast {name}", *R, *answers]


def deploy(name, *answers):
    return [f"Deploy {name}", *answers, *R]


def deploy_then(name, *answers):
    return [f"Deploy {name}", *R, *answers]


def act(name, *answers):
    return [f"Activate {name}", *answers, *R]


def act_then(name, *answers):
    return [f"Activate {name}", *R, *answers]
