"""The Universia match: the contract hooks, each handing over to the rules modules.

State layout (plain data, cloned with marshal):
  cid[iid], own[iid]      card id and owner of every card instance
  turn, active, phase     phase is "main", "battle" or "end"
  mana                    the momentum line from the active player's side (-10..10)
  p[seat]                 life, deck (top first), hand, nm (Nonmaterial Deck), imm
                          (Immaterial Zone), rest (Rest Zone), mz[5] Monster Zones,
                          ez[5] Enhancement Zones, fz Field Zone
  steps, asks             the step machine (engine.core.steps): steps waiting (the last
                          runs next) and the open question with the step it resumes in
  atk                     the attack being resolved, or None (see combat.py)
  ret                     cards rested "until" a later moment, waiting to come back
  rm_ok                   whether the last removal removed its monster (protection.py)

A monster is {"st": [iids, bottom..top], "mode": "a"|"d", "fd": face-down,
"atkd": attacked this Battle Phase, "win": attacked in this end-turn window,
"mods": [[attack, defense, source seat]], "ctr": ArmorPurge counters}.
Its top card (st[-1]) is the monster's identity; cards beneath are its stack.
An Enhancement is {"iid", "fd": set face-down (a Trap), "age": Delay count}.
"""

from __future__ import annotations

import math

from engine.core import Deck, Rng
from engine.core.steps import StepMatch

# combat, effects, play, protection and turn register their steps in the book on import.
from . import combat, effects, play, protection, rules, turn  # noqa: F401
from .book import asked_by, steps
from .cards import CardInfo
from .view import build_view


def _v1_queue_to_steps(state: dict) -> dict:
    """State version 1 -> 2: the FIFO queue `q` (head first) becomes the step stack (last
    runs next) under the turn player's "decide", which the old engine asked whenever its
    queue was empty. The question open in the old state was never stored (it was worked
    out from the queue's head each time): `_load_state` asks it again from the head step.
    Step names and payloads are unchanged."""
    state = dict(state)
    state["steps"] = [{"op": "decide"}] + list(reversed(state.pop("q")))
    state["asks"] = []
    return state


class UniversiaMatch(StepMatch):
    ci: list[CardInfo]  # static record by iid (rebuilt from state["cid"], never stored)
    steps = steps
    state_version = 2
    state_migrations = {1: _v1_queue_to_steps}
    # the card ids and owners by iid are fixed once dealt (they were half of a clone)
    clone_shares = frozenset({"cid", "own", "asks"})

    def _setup(self, decks: list[Deck]) -> None:
        self.state = turn.new_state(self.game.info, decks, self.rng,
                                    self.options.get("shuffle", True))
        self._bind()
        turn.begin(self)

    def _bind(self) -> None:
        """Rebuild the static card records by iid (derived data, never part of the state)."""
        info = self.game.info
        self.ci = [info[c] for c in self.state["cid"]]

    def _load_state(self, data) -> None:
        super()._load_state(data)
        self._bind()
        if self.result is None and not self.state["asks"]:
            # A migrated state: its open question is the head step's to ask again.
            self.run()

    def reopen(self) -> None:
        """Ask the open questions again from the state as it is now (after a
        determinization, or a test that arranged the board)."""
        asks = self.state["asks"]
        again = [asked_by(a["then"]) for a in asks]
        asks.clear()
        self.push(*again)
        self.run()
        self._pending = None

    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {}
        for i, p in enumerate(self.state["p"]):
            for key in ("deck", "hand", "nm", "imm", "rest"):
                zones[f"p{i}.{key}"] = list(p[key])
            zones[f"p{i}.monsters"] = [c for m in p["mz"] if m is not None for c in m["st"]]
            zones[f"p{i}.enhancements"] = [e["iid"] for e in p["ez"] if e is not None]
            zones[f"p{i}.field"] = [] if p["fz"] is None else [p["fz"]]
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["p"]):
            out.update(p["deck"])
            if i == seat:
                continue
            out.update(p["hand"])
            out.update(p["nm"])
            for m in p["mz"]:
                if m is not None and m["fd"]:
                    out.update(m["st"])
            for e in p["ez"]:
                if e is not None and e["fd"]:
                    out.add(e["iid"])
        return out

    def determinize(self, seat: int, rng: Rng):
        """Resample what `seat` cannot see: decks, the opponent's hand, Nonmaterial Deck and
        face-down cards (each face-down card swaps only with an unseen card of its kind)."""
        m = self.clone()
        s = m.state
        ci = m.ci
        for i, p in enumerate(s["p"]):
            rng.shuffle(p["deck"])
            if i == seat:
                continue
            rng.shuffle(p["nm"])
            pool = p["deck"] + p["hand"]
            rng.shuffle(pool)
            atk = s["atk"]
            target = atk["t"] if atk is not None and atk["seat"] != i else -1
            # A set target being asked to pay for its flip is known to be payable.
            paying = target >= 0 and any(a["then"]["op"] == "reveal:pick" for a in s["asks"])
            for z, mon in enumerate(p["mz"]):
                if mon is not None and mon["fd"]:
                    for k, c in enumerate(pool):
                        if ci[c].type == "monster" and not (
                                paying and z == target and not rules.can_pay(m, i, ci[c].cost)):
                            pool[k], mon["st"][0] = mon["st"][0], c
                            if z == target:
                                atk["tiid"] = c  # the attack still aims at this monster
                            break
            for e in p["ez"]:
                if e is not None and e["fd"]:
                    for k, c in enumerate(pool):
                        if ci[c].type == "trap":
                            pool[k], e["iid"] = e["iid"], c
                            break
            n = len(p["hand"])
            p["hand"], p["deck"] = pool[:n], pool[n:]
        if any(a["s"] != seat and a["pv"] for a in s["asks"]):
            # the other seat's private question names its cards as they were: ask again
            m.reopen()
        return m

    def evaluate(self, seat: int) -> float:
        """Heuristic chance for `seat` from what a determinized sample holds.

        The lead (life, attack on the board, cards in hand up to 8) is weighed
        against the clock: when neither player can draw the game is a tie, so
        what matters is whether a side can deal the other's life before both
        decks run out (each turn draws about one card from one of the decks).
        A side's pressure is what its attack-mode monsters get past the other's
        weakest target each turn (all of it against an empty board); a wall of
        defense-mode monsters makes no progress, so a stalled board is a tie.
        """
        if self.result is not None:
            return super().evaluate(seat)
        s = self.state
        score = 0.0
        attackers: list[list[int]] = [[], []]
        weakest = [None, None]  # the lowest value an attacker would have to beat
        for i, p in enumerate(s["p"]):
            sign = 1 if i == seat else -1
            board = 0
            for m in p["mz"]:
                if m is None:
                    continue
                if m["fd"] and i != seat:
                    # an opposing set monster counts as an average body: its identity is hidden
                    a = wall = 1500
                else:
                    a = rules.attack(self, i, m)
                    wall = rules.defense(self, i, m) if m["mode"] == "d" else a
                    if m["mode"] == "a" and not m["fd"]:
                        attackers[i].append(a)
                board += a
                weakest[i] = wall if weakest[i] is None else min(weakest[i], wall)
            score += sign * (p["life"] + 0.5 * board + 150 * min(len(p["hand"]), 8))
        lead = 0.5 + score / 24000
        turns_left = (len(s["p"][0]["deck"]) + len(s["p"][1]["deck"])) / 2.0
        wins = []
        for i in (0, 1):
            w = weakest[1 - i]
            progress = sum(a if w is None else max(0, a - w) for a in attackers[i])
            kill = s["p"][1 - i]["life"] / (progress + 300.0)
            wins.append(1.0 / (1.0 + math.exp(-(turns_left - kill) / 2.0)))
        tie = (1.0 - wins[0]) * (1.0 - wins[1])
        lead = max(0.0, min(1.0, lead + 0.15 * (wins[seat] - wins[1 - seat])))
        return tie * 0.5 + (1.0 - tie) * lead
