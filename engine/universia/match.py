"""The Universia match: the contract hooks, each handing over to the rules modules.

State layout (plain data, cloned with marshal):
  cid[iid], own[iid]      card id and owner of every card instance
  turn, active, phase     phase is "main", "battle" or "end"
  mana                    the momentum line from the active player's side (-10..10)
  p[seat]                 life, deck (top first), hand, nm (Nonmaterial Deck), imm
                          (Immaterial Zone), rest (Rest Zone), mz[5] Monster Zones,
                          ez[5] Enhancement Zones, fz Field Zone
  q                       operations waiting to resolve, head first (see turn.py)
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

from engine.core import Decision, Deck, Match, Option, Rng

from . import combat, play, rules, turn
from .cards import CardInfo
from .view import build_view


class UniversiaMatch(Match):
    ci: list[CardInfo]  # static record by iid (rebuilt from state["cid"], never stored)
    # The question of the operation heading the queue, kept by turn.pump for _decisions.
    _asked: tuple | None = None

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

    def _decisions(self) -> list[Decision]:
        s = self.state
        q = s["q"]
        if q:
            asked = self._asked
            ask = asked[1] if asked is not None and asked[0] is q[0] else turn.op_ask(self, q[0])
            seat, kind, prompt, private, choices = ask
            opts = [Option(oid, k, label, card, payload=pl) for oid, k, label, card, pl in choices]
            return [Decision(seat, prompt, opts, private=private, kind=kind)]
        seat = s["active"]
        if s["phase"] == "main":
            return [Decision(seat, f"Main Phase: play a card or move on (mana {s['mana']})",
                             play.main_options(self, seat), private=True, kind="main")]
        opts = [Option(oid, k, label, card, payload=("attack",) + pl)
                for oid, k, label, card, pl in combat.attack_options(self, seat, False)]
        opts.append(Option("x", "pass", "End the turn", None, ("end",)))
        return [Decision(seat, "Battle Phase: declare an attack or end the turn", opts,
                         kind="battle")]

    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        s = self.state
        payload = chosen[0].payload
        if s["q"]:
            op = s["q"].pop(0)
            turn.choose_op(self, op, payload)
        else:
            play.act(self, decision.seat, payload)
        turn.pump(self)

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
            paying = target >= 0 and bool(s["q"]) and s["q"][0]["op"] == "reveal"
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
