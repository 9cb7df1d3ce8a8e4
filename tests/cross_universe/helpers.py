"""Scenario helpers: exact decks (shuffle off), a driver that answers decisions by label and
fails on any decision the script did not expect, and setup shortcuts for exact boards."""

from __future__ import annotations

import re

import pytest

import engine
from engine.core import Deck, Rng
from engine.cross_universe import combat, stats, turn, zones

G = engine.get_game("cross-universe")

FILLER = "Fish Sucker"  # a vanilla level 1 unit (0/100)
RECORD: list | None = None  # when a list, every Duel's match is appended (coverage guard)


def cid(name: str) -> str:
    return G.card(name).id


def deck(cards: list[str], partner: str, filler: str = FILLER, size: int = 30) -> Deck:
    """A legal deck whose top cards (after the partner leaves it) are `cards`, in order."""
    names = list(cards)
    counts: dict[str, int] = {}
    for n in names + [partner]:
        counts[n] = counts.get(n, 0) + 1
    fill_pool = [filler, "Trident Merman", "Boulder Warrior", "Storm Wyvern", "Fossil Bone Draptor",
                 "Angel of Death, dyed in Darkness", "Darkness Ogre", "Ice Spear Assault Trooper",
                 "Diving Illuminessie", "Will o' the Wisp", "Tornado Spirit", "Bahamut, the Leviathan"]
    rest = []
    k = 0
    while len(names) + 1 + len(rest) < size:
        f = fill_pool[k % len(fill_pool)]
        k += 1
        if counts.get(f, 0) >= 3:
            if all(counts.get(x, 0) >= 3 for x in fill_pool):
                raise ValueError("not enough filler")
            continue
        counts[f] = counts.get(f, 0) + 1
        rest.append(f)
    main = [(cid(n), 1) for n in names + rest + [partner]]
    return Deck("cross-universe", {"partner": [(cid(partner), 1)], "main": main}, name="test")


def seed_for_first(first: int) -> int:
    for seed in range(100):
        if Rng(seed).below(2) == first:
            return seed
    raise AssertionError


class Duel:
    """Drive a match decision by decision. Every answer names the option it expects."""

    def __init__(self, d0: Deck, d1: Deck, first: int = 0, partners: tuple | None = None):
        self.m = G.new_match([d0, d1], seed=seed_for_first(first), options={"shuffle": False})
        if RECORD is not None:
            RECORD.append(self.m)
        names = partners or (G.card(d0.section("partner")[0][0]).name,
                             G.card(d1.section("partner")[0][0]).name)
        for seat in (0, 1):
            self.answer(seat, names[seat], kind="partner")
        assert self.m.state["active"] == first

    # ---------------------------------------------------------------- reading
    @property
    def s(self) -> dict:
        return self.m.state

    def decision(self, seat: int | None = None):
        pend = self.m.pending()
        assert pend, f"nothing pending; result {self.m.result}"
        if seat is None:
            assert len(pend) == 1
            return pend[0]
        for d in pend:
            if d.seat == seat:
                return d
        pytest.fail(f"no decision for seat {seat}; pending: {[(d.seat, d.prompt) for d in pend]}")

    def labels(self, seat: int | None = None) -> list[str]:
        return [o.label for o in self.decision(seat).options]

    def has(self, seat: int, text: str) -> bool:
        return any(text in o.label for o in self.decision(seat).options)

    def iid(self, name: str, seat: int | None = None, zone: str | None = None) -> int:
        for i, c in enumerate(self.s["cards"]):
            if G.info[c["c"]].name == name and (seat is None or c["o"] == seat or c["s"] == seat) \
                    and (zone is None or c["z"] == zone):
                return i
        raise AssertionError(f"no {name} (seat {seat}, zone {zone})")

    def stats(self, iid: int) -> tuple:
        """(level, Attack, Defense) of a card where it is now."""
        return stats.stats(self.m, iid)[:3]

    def level(self, iid: int) -> int:
        return stats.level(self.m, iid)

    def types(self, iid: int) -> tuple:
        return stats.types_of(self.m, iid)

    def flags(self, iid: int) -> dict:
        return stats.flags_of(self.m, iid)

    def negated(self, iid: int) -> bool:
        return stats.is_negated(self.m, iid)

    def max_attacks(self, iid: int) -> int:
        return combat.max_attacks(self.m, iid)

    def card(self, iid: int) -> dict:
        """The card as the view shows it: to everyone where it is public, else to its owner."""
        for seat in (None, self.m.state["cards"][iid]["o"]):
            v = self.m.view(seat)
            for p in v["players"]:
                zones = [p["partner"], *p["units"], *p["spells_items"], *p["discard"], *p["exile"]]
                if isinstance(p["hand"], list):
                    zones += p["hand"]
                for c in zones:
                    if c and c.get("iid") == iid:
                        return c
        raise AssertionError(f"card {iid} is in no zone a view shows")

    def counters(self, iid: int) -> dict:
        return self.card(iid).get("counters", {})

    def life(self, seat: int) -> int:
        return self.s["p"][seat]["life"]

    # ---------------------------------------------------------------- answers
    def answer(self, seat: int, *texts: str, kind: str | None = None) -> None:
        d = self.decision(seat)
        if kind is not None:
            assert d.kind == kind, f"expected a {kind} decision, got {d.kind}: {d.prompt}"
        chosen = []
        for t in texts:
            found = [o for o in d.options if t in o.label and o.id not in chosen]
            if not found:
                pytest.fail(f"seat {seat}: no option {t!r} in {d.prompt!r}: "
                            f"{[o.label for o in d.options]}")
            chosen.append(found[0].id)
        self.m.apply(seat, d.id, chosen)

    def pass_(self, seat: int, times: int = 1) -> None:
        for _ in range(times):
            self.answer(seat, "Pass", kind="block")

    def both_pass(self, first: int | None = None) -> None:
        seat = self.s["stack"]["right"] if first is None else first
        self.pass_(seat)
        self.pass_(1 - seat)

    def skip_to(self, phase: str, turn: int) -> None:
        """Pass (and choose phases) until `phase` of `turn` opens with an empty stack 1.
        Anything else that is asked fails the test."""
        for _ in range(500):
            s = self.s
            st = s["stack"]
            if self.m.result is not None:
                pytest.fail(f"the game ended: {self.m.result.reason}")
            if s["phase"] == phase and s["turn"] == turn and st and st["n"] == 1 \
                    and not st["blocks"] and st["right"] == s["active"] and st["passes"] == 0:
                return
            d = self.decision()
            if d.kind == "phase":
                want = "battle" if phase in ("battle", "main2") and s["turn"] == turn else "end"
                self.answer(d.seat, "battle" if want == "battle" else "end")
            elif d.kind == "block" and any(o.kind == "pass" for o in d.options):
                self.m.apply(d.seat, d.id, ["p"])
            else:
                pytest.fail(f"unexpected decision: {d.prompt} {[o.label for o in d.options]}")
        pytest.fail("skip_to did not arrive")

    # ----------------------------------------------------------------- setup
    def put(self, seat: int, name: str, zone: str = "unit", host: int | None = None) -> int:
        """Setup shortcut: take a card from `seat`'s deck or hand and put it in `zone`."""
        m = self.m
        for i in list(self.s["p"][seat]["deck"]) + list(self.s["p"][seat]["hand"]):
            if G.info[self.s["cards"][i]["c"]].name == name:
                zones.move(m, i, zone, side=seat)
                if host is not None:
                    self.s["cards"][i]["host"] = host
                self.refresh()
                return i
        raise AssertionError(f"{name} is not in seat {seat}'s deck or hand")

    def add_counters(self, iid: int, **counters: int) -> None:
        """Setup shortcut: put counters on a card on the field."""
        for name, n in counters.items():
            zones.add_counter(self.m, iid, name, n)
        self.m._memo.clear()

    def move(self, iid: int, zone: str, side: int | None = None, pos: str = "top") -> None:
        """Setup shortcut: move a card as the rules do (zone bookkeeping, effects ending)."""
        zones.move(self.m, iid, zone, side=side, pos=pos)

    def mana(self, seat: int, n: int) -> None:
        self.s["p"][seat]["mana"] = n
        self.refresh()

    def refresh(self) -> None:
        """After a setup shortcut, ask the open block question again from the new state."""
        m = self.m
        m._memo.clear()
        if self.s["asks"] and self.s["asks"][0]["route"] == "block":
            self.s["asks"] = []
            turn.run(m)
        m._pending = None


# "Resolving {seat0}'s block: Witch's Remedy: The chosen player gains 300 life."
RESOLVING = re.compile(r"^Resolving \{seat\d+\}'s block: ")


def resolving(does: str) -> str:
    """What follows the RESOLVING prefix for a block that `does` this."""
    return does if does.endswith(".") else does + "."
