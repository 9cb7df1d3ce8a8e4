"""The Cross Universe match: setup, the decision/answer loop, zones and hidden information."""

from __future__ import annotations

from engine.core import Decision, Match, Option, Rng

from .actions import ActionsMixin
from .combat import CombatMixin
from .effects import EffectsMixin
from .stats import StatsMixin
from .turn import TurnMixin
from .view import ViewMixin
from .zones import ZonesMixin


class CrossUniverseMatch(ActionsMixin, TurnMixin, CombatMixin, EffectsMixin, StatsMixin,
                         ZonesMixin, ViewMixin, Match):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._memo: dict = {}

    # ----------------------------------------------------------------- setup
    def _new_card(self, cid: str, owner: int, zone: str, token: bool = False) -> int:
        cards = self.state["cards"]
        cards.append({"c": cid, "o": owner, "s": owner, "z": zone, "zc": 0, "ts": 0, "ctr": {},
                      "host": None, "att": 0, "xatt": 0, "st": -9, "used": {}, "tok": token})
        return len(cards) - 1

    def _setup(self, decks: list) -> None:
        self.state = {
            "turn": 0, "active": 0, "first": None, "phase": "setup", "step": "partner",
            "cards": [], "p": [], "fx": [], "tick": 0, "stack": None,
            "ev": [], "prev": [], "trig": [], "res": None, "pend": None, "asks": [],
            "atk": None, "tu": {}, "gu": {}, "tl": {}, "drew": False, "lost": [None, None],
            "listed": [],
        }
        for seat, deck in enumerate(decks):
            ids = [self._new_card(cid, seat, "deck") for cid in deck.expand()]
            listed = deck.section("partner")
            self.state["p"].append({
                "life": 1000, "mana": 0, "deck": ids, "hand": [], "discard": [], "exile": [],
                "units": [], "si": [], "partner": None, "revealed": False,
                "ssum": False, "ret": False, "retn": 0, "nobattle": False,
            })
            self.state["listed"].append(listed[0][0] if listed else None)
        for seat in (0, 1):
            self._ask_partner(seat)

    def _ask_partner(self, seat: int) -> None:
        """Both players choose a unit of their deck as partner, secretly and at once."""
        listed = self.state["listed"][seat]
        seen, opts = set(), []
        for iid in self.state["p"][seat]["deck"]:
            d = self._def(iid)
            if d.ctype != "unit" or d.id in seen:
                continue
            seen.add(d.id)
            mark = " (your deck's partner)" if d.id == listed else ""
            opts.append([str(len(opts)), "choose", f"{d.name} (level {d.level}){mark}", d.name, iid])
        if listed is not None:
            opts.sort(key=lambda o: 0 if o[3] == self.game.defs[listed].name else 1)
            opts = [[str(k)] + o[1:] for k, o in enumerate(opts)]
        self._ask(seat, "partner", "Choose your partner (secret until both have chosen)", opts,
                  kind="partner", private=True)

    def _partner_answer(self, seat: int, iid: int) -> None:
        s = self.state
        self._move(iid, "partner", side=seat)
        self.emit("partner", f"You chose {self._name(iid)} as your partner.", visible_to=seat)
        self._log(f"{self._pname(seat)} has chosen a partner.")
        if all(p["partner"] is not None for p in s["p"]):
            s["step"] = "reveal"

    # ------------------------------------------------------------- decisions
    def _decisions(self) -> list[Decision]:
        out = []
        for a in self.state["asks"]:
            opts = [Option(o[0], o[1], o[2], o[3], payload=o[4]) for o in a["opts"]]
            out.append(Decision(a["seat"], a["prompt"], opts, a["min"], a["max"], a["private"],
                                a["kind"]))
        return out

    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        s = self.state
        self._memo.clear()
        ask = next(a for a in s["asks"] if a["seat"] == decision.seat)
        s["asks"].remove(ask)
        seat = decision.seat
        picked = [o.payload for o in chosen]
        route = ask["route"]
        if route == "block":
            self._block_answer(seat, picked[0])
        elif route == "partner":
            self._partner_answer(seat, picked[0])
        elif route == "ctx":
            ctx = s["pend"]["ctx"] if s["pend"] is not None else s["res"]["ctx"]
            ctx["_answer"] = picked
        elif route == "blk":
            s["stack"]["blocks"][s["res"]["i"]]["_answer"] = picked
        elif route == "discard8":
            self._discard8_answer(seat, picked)
        elif route == "retire":
            self._retire_answer(picked)
        elif route == "combined":
            self._finish_attack_decl(picked)
        elif route == "phase":
            s["stack"] = None
            self._enter_phase(picked[0])
        else:
            raise ValueError(route)
        self._memo.clear()
        self._run()

    def clone(self) -> Match:
        other = super().clone()
        other._memo = {}
        return other

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._memo = {}

    # ----------------------------------------------------------------- zones
    def card_zones(self) -> dict[str, list[int]]:
        zones: dict[str, list[int]] = {}
        for seat, p in enumerate(self.state["p"]):
            for z in ("deck", "hand", "discard", "exile", "units", "si"):
                zones[f"p{seat}.{z}"] = [i for i in p[z] if not self.state["cards"][i]["tok"]]
            pt = p["partner"]
            zones[f"p{seat}.partner"] = [pt] if pt is not None and not self.state["cards"][pt]["tok"] \
                else []
            zones[f"p{seat}.block"] = []
        for iid, c in enumerate(self.state["cards"]):
            if c["z"] == "block" and not c["tok"]:
                zones[f"p{c['o']}.block"].append(iid)
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["p"]):
            out.update(p["deck"])
            if i != seat:
                out.update(p["hand"])
                if not p["revealed"] and p["partner"] is not None:
                    out.add(p["partner"])
        return out

    def determinize(self, seat: int, rng: Rng) -> Match:
        m = self.clone()
        for i, p in enumerate(m.state["p"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            pool = list(p["deck"]) + list(p["hand"])
            rng.shuffle(pool)
            pt = p["partner"]
            if pt is not None and not p["revealed"]:
                # A partner still face down is any unit of theirs the seat has not seen:
                # swap which card it is with a random unseen unit (or keep it).
                cards = m.state["cards"]
                units = [pt] + [i for i in pool if self._def(i).ctype == "unit"]
                other = units[rng.below(len(units))]
                cards[pt]["c"], cards[other]["c"] = cards[other]["c"], cards[pt]["c"]
            n = len(p["hand"])
            p["hand"], p["deck"] = pool[:n], pool[n:]
            for iid in p["hand"]:
                m.state["cards"][iid]["z"] = "hand"
            for iid in p["deck"]:
                m.state["cards"][iid]["z"] = "deck"
        m._pending = None
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        s = self.state
        me, opp = s["p"][seat], s["p"][1 - seat]

        def score(p, who):
            board = sum(self._atk(u) + self._dfn(u) for u in p["units"]) / 200
            return p["life"] / 100 + board + len(p["hand"]) * 0.5 + min(len(p["deck"]), 10) * 0.2

        a, b = score(me, seat), score(opp, 1 - seat)
        return max(0.0, min(1.0, 0.5 + (a - b) / (2 * (a + b + 1))))
