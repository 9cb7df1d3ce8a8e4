"""Scenario helpers: exact decks in list order, and a driver that fails on any unexpected decision."""

from __future__ import annotations

import engine
from engine.core import Deck

G = engine.get_game("omniverse")
# Scenario tests name players as a front end would; the engine itself writes placeholders.
NAMES = ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]


def named(text: str) -> str:
    return engine.fill_seats(text, NAMES)


def auto_pass(m) -> list:
    """Answer every pending window that offers nothing but a pass, as the bot does
    (bot/sessions.py `automatic_answer`); scenario tests script only real choices.
    Returns the events of those passes."""
    events = []
    while m.result is None:
        d = m.pending()
        if not d or len(d[0].options) != 1 or d[0].options[0].kind != "pass":
            break
        events += m.apply(d[0].seat, d[0].id, [d[0].options[0].id])
    return events


def cid(name: str) -> str:
    return G.card(name).id


def new(*decks: list[str], **options):
    """A match whose decks hold exactly these cards, top first (the opening hand is the first
    five, each turn draws the next). Tests may use short decks, so the deck-size check of
    `new_match` is bypassed here; `validate_deck` has its own tests."""
    built = [Deck("omniverse", {"main": [(cid(n), 1) for n in names]}) for names in decks]
    m = G.match_class(G, len(built), 0, {"shuffle": False, "first": 0, **options})
    m._setup(built)
    return m


def labels(m) -> list[str]:
    auto_pass(m)
    d = m.pending()
    return [named(o.label) for o in d[0].options] if d else []


def pass_windows(m, seat: int | None = None, kind: str | None = None) -> None:
    """Pass the response windows a scenario does not script: those of players who hold an
    instant card but are not the one the test waits for (`seat` deciding a `kind`)."""
    while True:
        auto_pass(m)
        d = m.pending()
        if not d or d[0].kind != "window" or (kind == "window" and d[0].seat == seat):
            return
        pass_id = next(o.id for o in d[0].options if o.kind == "pass")
        m.apply(d[0].seat, d[0].id, [pass_id])


def decision(m, seat: int, kind: str | None = None):
    pass_windows(m, seat, kind)
    pending = m.pending()
    assert pending, f"expected a decision for seat {seat + 1}, the match is over: {m.result}"
    d = pending[0]
    assert d.seat == seat, (f"expected seat {seat + 1} to decide, but seat {d.seat + 1} is asked "
                            f"{d.prompt!r}: {[named(o.label) for o in d.options]}")
    if kind is not None:
        assert d.kind == kind, f"expected a {kind!r} decision, got {d.kind!r}: {d.prompt!r}"
    return d


def pick(m, seat: int, text: str, kind: str | None = None):
    """Answer seat's pending decision with the one option whose label contains `text`."""
    d = decision(m, seat, kind)
    hits = ([o for o in d.options if named(o.label) == text]
            or [o for o in d.options if text in named(o.label)])
    assert len(hits) == 1, f"{text!r} matches {len(hits)} of {[named(o.label) for o in d.options]}"
    return m.apply(seat, d.id, [hits[0].id]) + auto_pass(m)


def recruit(m, seat: int, name: str, stance: str = "attack"):
    level = G.card(name).data["level"]
    return pick(m, seat, f"Recruit {name} (Level {level}) in {stance} stance", "placement")


def finish_placement(m, seat: int) -> None:
    """End seat's placement phase; it may already have ended by itself (nothing left to do)."""
    pass_windows(m)
    d = m.pending()
    if d and d[0].seat == seat and d[0].kind == "placement":
        pick(m, seat, "Finish placement", "placement")


def end_turn(m, seat: int) -> None:
    finish_placement(m, seat)
    pass_windows(m)
    d = m.pending()
    if d and d[0].seat == seat and d[0].kind == "action":
        pick(m, seat, "End your turn", "action")


def defender_attaches(m, card: str, champion: str) -> None:
    """Seat 1 ends its first turn, seat 2 attaches `card` to its `champion` and ends its
    turn: seat 1 is then ready to attack the equipped defender."""
    finish_placement(m, 0)
    pick(m, 0, "End your turn", "action")
    pick(m, 1, f"Attach {card} to {champion}", "placement")
    finish_placement(m, 1)
    pick(m, 1, "End your turn", "action")


def setup(*fields: list[str], hands=None, later=None, **options):
    """Play round 1: each seat recruits its `fields` champions (suffix ':def' for defense
    stance), keeping `hands` in hand; with `later`, round 2 recruits those too (a seat
    recruits at most the Game Level per turn). Returns the match at seat 1's next turn.

    Decks are fields + later + hands in that order: the first six cards are in hand in
    round 1, and each later turn draws one more."""
    hands = hands or [[] for _ in fields]
    later = later or [[] for _ in fields]
    decks = []
    for f, lt, h in zip(fields, later, hands, strict=True):
        decks.append([n.split(":")[0] for n in f + lt] + list(h))
    m = new(*decks, **options)
    rounds = [fields] + ([later] if any(later) else [])
    for r, recruits in enumerate(rounds):
        for seat, f in enumerate(recruits):
            for n in f:
                name, _, st = n.partition(":")
                recruit(m, seat, name, "defense" if st == "def" else "attack")
            end_turn(m, seat) if r else finish_placement(m, seat)
    return m


def champ(m, seat: int, name: str) -> dict:
    """The public view of seat's champion called `name`."""
    for c in m.view(None)["players"][seat]["field"]:
        if c["name"] == name:
            return c
    raise AssertionError(f"{name} is not on seat {seat + 1}'s field")


def field_names(m, seat: int) -> list[str]:
    return [c["name"] for c in m.view(None)["players"][seat]["field"]]


def hp(m, seat: int) -> int:
    return m.state["players"][seat]["hp"]


def zone_names(m, seat: int, zone: str) -> list[str]:
    return [G.card(m.state["ids"][i]).name for i in m.state["players"][seat][zone]]
