"""Scenario helpers: exact decks (shuffle off), the `Duel` driver built on the shared strict
driver (tests/scenario.py), readings through `view()`, and setup shortcuts for exact boards."""

from __future__ import annotations

import re

import pytest

import engine
from engine.core import Deck, Rng
from engine.cross_universe import combat, queries, zones
from tests.scenario import Scenario

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
    """Drive a match decision by decision through the shared strict driver
    (tests/scenario.py): every answer names the option it expects, and a decision the
    script did not expect fails the test.

    Readings (`card`, `zone`, `units`, `player`, `stats`, `types`, `counters`, ...) read
    the match's `view()`; `deck` reads the hidden deck order no view shows, and `flags`
    / `max_attacks` read rules facts no view shows. Only the setup shortcuts (`put`,
    `move`, `mana`, `add_counters`, `refresh`) write the state."""

    def __init__(self, d0: Deck, d1: Deck, first: int = 0, partners: tuple | None = None):
        self.m = G.new_match([d0, d1], seed=seed_for_first(first), options={"shuffle": False})
        self.sc = Scenario(self.m)
        if RECORD is not None:
            RECORD.append(self.m)
        names = partners or (G.card(d0.section("partner")[0][0]).name,
                             G.card(d1.section("partner")[0][0]).name)
        for seat in (0, 1):
            self.answer(seat, names[seat], kind="partner")
        assert self.view()["active"] == first

    @property
    def s(self) -> dict:
        """The raw state, for setup shortcuts and board arrangements only."""
        return self.m.state

    # ---------------------------------------------------------------- decisions
    def decision(self, seat: int | None = None):
        if seat is None:
            pend = self.m.pending()
            assert len(pend) == 1, f"expected one decision:\n{self.sc.describe()}"
            return pend[0]
        return self.sc.decision(seat)

    def labels(self, seat: int | None = None) -> list[str]:
        return [o.label for o in self.decision(seat).options]

    def has(self, seat: int, text: str) -> bool:
        return any(text in o.label for o in self.decision(seat).options)

    # ---------------------------------------------------------------- readings
    def view(self, seat: int | None = None) -> dict:
        return self.m.view(seat)

    def player(self, seat: int) -> dict:
        """A player's public view: life, mana, deck (a count), hand_count, units ..."""
        return self.view()["players"][seat]

    def life(self, seat: int) -> int:
        return self.player(seat)["life"]

    def units(self, seat: int) -> list[int]:
        """The iids of a player's units (not the partner), in zone order."""
        return [c["iid"] for c in self.player(seat)["units"] if c]

    def stack(self) -> dict | None:
        return self.view()["stack"]

    def attack(self) -> dict | None:
        return self.view()["attack"]

    def card(self, iid: int) -> dict:
        """The card as a view shows it: to everyone where it is public, else to its owner."""
        found = self._find(iid)
        if found is None:
            raise AssertionError(f"card {iid} is in no zone a view shows")
        return found[1]

    def zone(self, iid: int) -> str:
        """Where a card is: "partner", "unit", "si", "hand", "discard", "exile", "block"
        (on the stack), or "deck" / "gone" (a token that left) where no view shows it."""
        found = self._find(iid)
        if found is not None:
            return found[0]
        return "deck" if iid in self.deck(self.s["cards"][iid]["o"]) else "gone"

    def _find(self, iid: int):
        owner = self.s["cards"][iid]["o"]
        for seat in (None, owner):
            v = self.view(seat)
            for p in v["players"]:
                places = [("partner", [p["partner"]]), ("unit", p["units"]),
                          ("si", p["spells_items"]), ("discard", p["discard"]),
                          ("exile", p["exile"])]
                if isinstance(p["hand"], list):
                    places.append(("hand", p["hand"]))
                for zone, cards in places:
                    for c in cards:
                        if c and c.get("iid") == iid:
                            return zone, c
            for b in (v["stack"] or {}).get("blocks", []):
                if b.get("card", {}).get("iid") == iid:
                    return "block", b["card"]
        return None

    def iid(self, name: str, seat: int | None = None, zone: str | None = None) -> int:
        """The first card of that name (of that seat, in that zone): setup and lookups."""
        for i, c in enumerate(self.s["cards"]):
            if G.info[c["c"]].name == name and (seat is None or c["o"] == seat or c["s"] == seat) \
                    and (zone is None or c["z"] == zone):
                return i
        raise AssertionError(f"no {name} (seat {seat}, zone {zone})")

    def name(self, iid: int) -> str:
        return G.info[self.s["cards"][iid]["c"]].name

    def names(self, iids) -> list[str]:
        return [self.name(i) for i in iids]

    def stats(self, iid: int) -> tuple:
        """(level, Attack, Defense) of a card where it is now."""
        c = self.card(iid)
        return c["level"], c.get("attack", 0), c.get("defense", 0)

    def level(self, iid: int) -> int:
        return self.card(iid)["level"]

    def types(self, iid: int) -> tuple:
        return tuple(self.card(iid)["types"])

    def counters(self, iid: int) -> dict:
        return self.card(iid).get("counters", {})

    def negated(self, iid: int) -> bool:
        return bool(self.card(iid).get("abilities_cancelled"))

    def partner(self, seat: int) -> int | None:
        """The iid of a player's partner, as its owner sees it (None before it is chosen)."""
        p = self.view(seat)["players"][seat]["partner"]
        return p["iid"] if p else None

    def zone_cards(self, seat: int, zone: str) -> list[int]:
        """The iids in one of a player's zones ("hand", "units", "si", "discard", "exile",
        "deck"), as the player sees them."""
        if zone == "deck":
            return self.deck(seat)
        key = {"si": "spells_items"}.get(zone, zone)
        return [c["iid"] for c in self.view(seat)["players"][seat][key] if c]

    def card_id(self, iid: int) -> str:
        return self.card(iid)["id"]

    def battle_skipped(self, seat: int) -> bool:
        """This turn has no battle phase for `seat` (Temporary Peace...): no view shows it."""
        return self.s["p"][seat]["nobattle"]

    def deck(self, seat: int) -> list[int]:
        """The hidden order of a player's deck (top first): no view shows it."""
        return list(self.s["p"][seat]["deck"])

    def flags(self, iid: int) -> dict:
        """The rules flags a card has now ("no_attack", "no_destroy_eff", ...): no view shows them."""
        return queries.flags_of(self.m, iid)

    def max_attacks(self, iid: int) -> int:
        return combat.max_attacks(self.m, iid)

    # ---------------------------------------------------------------- answers
    def answer(self, seat: int, *texts: str, kind: str | None = None) -> None:
        """The one option whose label is the text, else the one that contains it (several
        texts: a multiple choice); anything ambiguous fails."""
        if len(texts) == 1:
            self.sc.answer(seat, kind=kind, label=texts[0])
        else:
            self.sc.answer_many(seat, texts, kind=kind)

    def pass_(self, seat: int, times: int = 1) -> None:
        for _ in range(times):
            self.sc.answer(seat, kind="block", option="pass")

    def both_pass(self, first: int | None = None) -> None:
        seat = self.stack()["right"] if first is None else first
        self.pass_(seat)
        self.pass_(1 - seat)

    def skip_to(self, phase: str, turn: int) -> None:
        """Pass (and choose phases) until `phase` of `turn` opens with an empty stack 1.
        Anything else that is asked fails the test."""
        for _ in range(500):
            v = self.view()
            st = v["stack"]
            if self.m.result is not None:
                pytest.fail(f"the game ended: {self.m.result.reason}")
            if v["phase"] == phase and v["turn"] == turn and st and st["number"] == 1 \
                    and not st["blocks"] and st["right"] == v["active"] and st["passes"] == 0:
                return
            d = self.decision()
            if d.kind == "phase":
                want = "battle" if phase in ("battle", "main2") and v["turn"] == turn else "end"
                self.sc.answer(d.seat, kind="phase", label="battle" if want == "battle" else "end")
            elif d.kind == "block" and any(o.kind == "pass" for o in d.options):
                self.sc.answer(d.seat, kind="block", option="pass")
            else:
                pytest.fail(f"unexpected decision:\n{self.sc.describe()}")
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

    def set_life(self, seat: int, n: int) -> None:
        """Setup shortcut: set a player's life."""
        self.s["p"][seat]["life"] = n
        self.refresh()

    def set_retired(self, seat: int, n: int) -> None:
        """Setup shortcut: `n` units were retired this turn."""
        self.s["p"][seat]["retn"] = n
        self.refresh()

    def summoned_earlier(self, iid: int) -> None:
        """Setup shortcut: the unit was summoned turns ago (it may retire)."""
        self.s["cards"][iid]["st"] = -5
        self.refresh()

    def add_effect(self, effect: dict) -> None:
        """Setup shortcut: a continuous effect (`fx` entry: negate, mod, delayed ...) on a
        card; a delayed one remembers the card's zone-change count, as the rules do."""
        if effect.get("k") == "delayed":
            effect = dict(effect, tzc=self.s["cards"][effect["tgt"]]["zc"])
        self.s["fx"].append(effect)
        self.refresh()

    def mana(self, seat: int, n: int) -> None:
        """Setup shortcut: set a player's mana."""
        self.s["p"][seat]["mana"] = n
        self.refresh()

    def refresh(self) -> None:
        """After a setup shortcut, ask the open block question again from the new state."""
        m = self.m
        m._memo.clear()
        if self.s["asks"] and self.s["asks"][0]["k"] == "block":
            self.s["asks"] = []
            m.push({"op": "right"})
            m.run()
        m._pending = None


# "Resolving {seat0}'s block: Witch's Remedy: The chosen player gains 300 life."
RESOLVING = re.compile(r"^Resolving \{seat\d+\}'s block: ")


def resolving(does: str) -> str:
    """What follows the RESOLVING prefix for a block that `does` this."""
    return does if does.endswith(".") else does + "."
