"""The Element Duel match: decisions, answers, the turn clock, surrender, secrecy.

State (plain data, see engine/core/match.py):
    phase    "mulligan" | "main"
    turn     turns begun so far (both players), active: whose turn, clock: seconds left
    ids      card id of each instance id (iid), indexed by iid
    players  per seat: deck/hand/grave (lists of iids, deck top first), field (units),
             life, mana, max_mana, turns (own turns begun), fatigue, mulliganed
A unit on the field is {"iid", "atk", "def", "max", "ready"}: current attack,
current defense, the defense a heal restores up to, and whether it may attack now.
"""

from __future__ import annotations

from engine.core import Decision, IllegalAction, Match, Option, Result, Rng

from . import combat, turn
from .effects import chosen_targets, fire
from .rules import FIELD_LIMIT, LEADER_LIFE, NAMES, TURN_SECONDS
from .view import build_view

_MAIN_PROMPT = "Your turn: summon, attack, or end the turn"
_TIME_UP_PROMPT = "Your time is up: end the turn"
_MULLIGAN_PROMPT = "Mulligan: pick the cards to put back and redraw (any number, once)"


class ElementDuelMatch(Match):
    # True only while an attack's after-abilities fire: the end is checked once they have
    hold_end = False

    def __init__(self, game, players: int, seed: int = 0, options: dict | None = None):
        super().__init__(game, players, seed, options)
        self.info = game.info
        self.max_life = LEADER_LIFE

    # ---------------------------------------------------------------- setup
    def _setup(self, decks: list) -> None:
        ids: list[str] = []
        players = []
        for deck in decks:
            cards = []
            for cid in deck.expand():
                cards.append(len(ids))
                ids.append(cid)
            if self.options.get("shuffle", True):
                self.rng.shuffle(cards)
            players.append({"deck": cards, "hand": [], "field": [], "grave": [],
                            "life": LEADER_LIFE, "mana": 0, "max_mana": 0, "turns": 0,
                            "fatigue": 0, "mulliganed": False})
        self.state = {"phase": "mulligan", "turn": 0, "active": 0, "clock": TURN_SECONDS,
                      "ids": ids, "players": players}
        for seat in range(self.players):
            turn.deal_opening_hand(self, seat)
        self.emit("start", "Both players draw 5 cards and may mulligan once.")

    # ------------------------------------------------------------ decisions
    def _decisions(self) -> list[Decision]:
        s = self.state
        if s["phase"] == "mulligan":
            out = []
            for seat, p in enumerate(s["players"]):
                if not p["mulliganed"]:
                    opts = [Option(f"m{i}", "mulligan", f"Redraw {self.info[s['ids'][iid]].name}",
                                   self.info[s["ids"][iid]].name, payload=i)
                            for i, iid in enumerate(p["hand"])]
                    out.append(Decision(seat, _MULLIGAN_PROMPT, opts, 0, len(opts),
                                        private=True, kind="mulligan"))
            return out
        seat = s["active"]
        clock = s["clock"]
        end = Option("e", "pass", "End turn", payload=None)
        if clock <= 0:
            return [Decision(seat, _TIME_UP_PROMPT, [end], private=True, kind="main",
                             deadline_s=0.0)]
        return [Decision(seat, _MAIN_PROMPT, self._main_options(seat) + [end],
                         private=True, kind="main", deadline_s=clock)]

    def _main_options(self, seat: int) -> list[Option]:
        s = self.state
        info, ids = self.info, s["ids"]
        me, them = s["players"][seat], s["players"][1 - seat]
        opts: list[Option] = []
        mana = me["mana"]
        if len(me["field"]) < FIELD_LIMIT:
            seen = set()
            for h, iid in enumerate(me["hand"]):
                cid = ids[iid]
                c = info[cid]
                # Copies of one card are the same move: offer the first only.
                if c.cost > mana or cid in seen:
                    continue
                seen.add(cid)
                if c.chosen is None:
                    opts.append(Option(f"s{h}", "summon", c.summon_label, c.name, payload=(h, None)))
                    continue
                targets = chosen_targets(self, seat, c.chosen)
                if not targets:
                    # A character still comes in (its ability finds nothing); a
                    # support is nothing but its ability, so it needs a target.
                    if c.is_char:
                        opts.append(Option(f"s{h}", "summon", c.summon_label, c.name,
                                           payload=(h, None)))
                    continue
                side, field = ("your", me["field"]) if c.chosen[2] == "ally" else ("enemy", them["field"])
                for t in targets:
                    tname = info[ids[field[t]["iid"]]].name
                    opts.append(Option(f"s{h}t{t}", "summon",
                                       f"{c.summon_label} on {side} {tname} (slot {t + 1})",
                                       c.name, payload=(h, t)))
        foes = them["field"]
        for a, u in enumerate(me["field"]):
            if not u["ready"]:
                continue
            name = info[ids[u["iid"]]].name
            if not foes:
                opts.append(Option(f"a{a}", "attack", f"{name} (slot {a + 1}) attacks the enemy leader",
                                   name, payload=(a, None)))
                continue
            for t, f in enumerate(foes):
                opts.append(Option(f"a{a}t{t}", "attack",
                                   f"{name} (slot {a + 1}) attacks {info[ids[f['iid']]].name} "
                                   f"(slot {t + 1})", name, payload=(a, t)))
        return opts

    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        seat = decision.seat
        if decision.kind == "mulligan":
            turn.mulligan(self, seat, [o.payload for o in chosen])
            if all(p["mulliganed"] for p in self.state["players"]):
                turn.begin_play(self)
            return
        opt = chosen[0]
        if opt.kind == "summon":
            self._summon(seat, *opt.payload)
        elif opt.kind == "attack":
            combat.attack(self, seat, *opt.payload)
        else:
            turn.end_turn(self)

    def _summon(self, seat: int, h: int, t: int | None) -> None:
        s = self.state
        me, them = s["players"][seat], s["players"][1 - seat]
        iid = me["hand"].pop(h)
        c = self.info[s["ids"][iid]]
        me["mana"] -= c.cost
        target = None
        if t is not None:
            target = (me if c.chosen[2] == "ally" else them)["field"][t]
        if c.is_char:
            unit = {"iid": iid, "atk": c.attack, "def": c.defense, "max": c.defense,
                    "ready": c.genesis}
            me["field"].append(unit)
            self.emit("summon", f"{NAMES[seat]} summons {c.name}.")
            fire(self, seat, c.on["summon"], unit, target)
        else:
            self.emit("summon", f"{NAMES[seat]} summons the support {c.name}.")
            fire(self, seat, c.on["summon"], None, target)
            me["grave"].append(iid)
            self.emit("support", f"{c.name} dies after its ability is used.")
        self.check_end()
        self.checkpoint("summon resolved")

    # ----------------------------------------------------------- turn rules
    def draw(self, seat: int) -> None:
        turn.draw(self, seat)

    def check_end(self) -> None:
        """A leader at 0 life loses (way 1); so does a player with no cards left (way 2).
        When one leader falls as the other player runs out of cards, the facts give the
        win to the player who took the opponent to 0 life: way 1 comes first. Both
        leaders at 0, or both players out of cards, is a draw."""
        if self.result is not None or self.hold_end:
            return
        fallen, empty = [], []
        for seat, p in enumerate(self.state["players"]):
            if p["life"] <= 0:
                fallen.append((seat, f"{NAMES[seat]}'s leader has no life left"))
            elif not p["hand"] and not p["deck"] and not p["field"]:
                empty.append((seat, f"{NAMES[seat]} has no cards left in hand, deck or field"))
        reasons = fallen or empty
        if len(reasons) == 2:
            self.finish(Result.drawn(2, f"{reasons[0][1]} and {reasons[1][1]} at the same time"))
        elif reasons:
            loser, why = reasons[0]
            self.finish(Result.win(1 - loser, 2, why))

    # ---------------------------------------------------- clock & surrender
    def elapse(self, seconds: float) -> list:
        """The caller reports `seconds` of the active turn passed. At 0 the only move
        left is to end the turn (the caller then runs `run_timeout`)."""
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or seconds < 0:
            raise IllegalAction("elapsed time must be a number of seconds, 0 or more")
        s = self.state
        if self.result is None and s["phase"] == "main":
            s["clock"] = max(0.0, s["clock"] - float(seconds))
            self._pending = None  # deadline_s changes; ids stay (the core keys ignore it)
        return []

    def timeout(self, seat: int) -> list:
        """Time ran out for `seat`: in the mulligan it keeps its hand; in its turn the
        turn ends and the opponent's begins."""
        s = self.state
        start = len(self.events)
        if s["phase"] == "mulligan" and not s["players"][seat]["mulliganed"]:
            self.emit("timeout", f"{NAMES[seat]}'s time runs out.")
            turn.mulligan(self, seat, [])
            if all(p["mulliganed"] for p in s["players"]):
                turn.begin_play(self)
        elif s["phase"] == "main" and s["active"] == seat:
            s["clock"] = 0.0
            turn.end_turn(self, "runs out of time; the turn ends")
        else:
            raise IllegalAction(f"{NAMES[seat]} has no clock running")
        return self.events[start:]

    def _concede(self, seat: int) -> None:
        self.emit("concede", f"{NAMES[seat]} surrenders.")
        self.finish(Result.win(1 - seat, 2, f"{NAMES[seat]} surrenders"))

    # ------------------------------------------------------ views & secrets
    def view(self, seat: int | None) -> dict:
        return build_view(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {}
        for i, p in enumerate(self.state["players"]):
            zones[f"p{i}.deck"] = list(p["deck"])
            zones[f"p{i}.hand"] = list(p["hand"])
            zones[f"p{i}.field"] = [u["iid"] for u in p["field"]]
            zones[f"p{i}.grave"] = list(p["grave"])
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out: set[int] = set()
        for i, p in enumerate(self.state["players"]):
            out.update(p["deck"])
            if i != seat:
                out.update(p["hand"])
        return out

    def determinize(self, seat: int, rng: Rng) -> Match:
        m = self.clone()
        ids = m.state["ids"]
        for i, p in enumerate(m.state["players"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            # The opponent's hand and deck are unknown cards: deal them out again
            # (the instance ids stay in place, only which card each one is changes).
            unseen = p["hand"] + p["deck"]
            cards = [ids[iid] for iid in unseen]
            rng.shuffle(cards)
            for iid, cid in zip(unseen, cards, strict=True):
                ids[iid] = cid
        return m

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        score = 0.0
        for i, p in enumerate(self.state["players"]):
            side = 1.0 if i == seat else -1.0
            board = sum(u["atk"] + u["def"] for u in p["field"])
            score += side * (p["life"] * 0.15 + board * 0.06
                             + (len(p["hand"]) + len(p["deck"]) * 0.1) * 0.1)
        return 1.0 / (1.0 + 2.718281828 ** (-score))
