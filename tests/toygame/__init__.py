"""High Card: a tiny game that exercises the core until real games land, and after.

Each player holds 3 cards from a deck of numbered cards. Every round both pick
a card in secret (simultaneous private decisions), the higher scores a point,
then the round's winner may draw a card (a public decision). First to 3 points
wins; when nobody can play, the higher score wins, or the game is a draw.
"""

from __future__ import annotations

from engine.core import Card, Decision, Deck, Game, Match, Option, Result, Rng, seat_ref

VALUES = range(1, 8)


class HighCardMatch(Match):
    def _setup(self, decks: list[Deck]) -> None:
        iid = 0
        players = []
        for deck in decks:
            cards = []
            for cid in deck.expand():
                cards.append([iid, cid])
                iid += 1
            if self.options.get("shuffle", True):
                self.rng.shuffle(cards)
            players.append({"deck": cards, "hand": [], "discard": [], "played": None, "score": 0})
        self.state = {"players": players, "step": "pick", "round_winner": 0, "round": 1}
        for seat in range(self.players):
            for _ in range(3):
                self._draw(seat)

    def _draw(self, seat: int) -> None:
        p = self.state["players"][seat]
        if p["deck"]:
            p["hand"].append(p["deck"].pop(0))
            self.emit("draw", f"{seat_ref(seat)} draws a card.")

    def _decisions(self) -> list[Decision]:
        s = self.state
        if s["step"] == "pick":
            out = []
            for seat, p in enumerate(s["players"]):
                if p["played"] is None:
                    opts = [Option(f"h{i}", "play", f"Play {c[1]}", c[1], payload=i)
                            for i, c in enumerate(p["hand"])]
                    out.append(Decision(seat, "Pick a card to play in secret", opts,
                                        private=True, kind="pick"))
            return out
        seat = s["round_winner"]
        return [Decision(seat, "Draw a card?", [Option("draw", "draw", "Draw"),
                                                 Option("pass", "pass", "Pass")], kind="draw")]

    def _apply(self, decision: Decision, chosen: list[Option]) -> None:
        s = self.state
        seat = decision.seat
        if decision.kind == "pick":
            p = s["players"][seat]
            p["played"] = p["hand"].pop(chosen[0].payload)
            self.emit("pick", f"{seat_ref(seat)} picks a card.")
            self.emit("pick", f"You picked {p['played'][1]}.", visible_to=seat)
            if all(q["played"] is not None for q in s["players"]):
                self._reveal()
            return
        if chosen[0].id == "draw":
            self._draw(seat)
        s["step"] = "pick"
        self._check_end()

    def _reveal(self) -> None:
        s = self.state
        a, b = s["players"]
        va, vb = int(a["played"][1][1:]), int(b["played"][1][1:])
        self.emit("reveal", f"{seat_ref(0)} shows {a['played'][1]}, {seat_ref(1)} shows {b['played'][1]}.")
        winner = 0 if va >= vb else 1
        if va != vb:
            s["players"][winner]["score"] += 1
        for p in s["players"]:
            p["discard"].append(p["played"])
            p["played"] = None
        s["round_winner"] = winner
        s["round"] += 1
        s["step"] = "draw"
        self.checkpoint("round resolved")
        self._check_end()

    def _check_end(self) -> None:
        s = self.state
        scores = [p["score"] for p in s["players"]]
        for seat, sc in enumerate(scores):
            if sc >= 3:
                return self.finish(Result.win(seat, 2, f"{seat_ref(seat)} scores 3 points"))
        if s["step"] == "pick" and any(not p["hand"] for p in s["players"]):
            if scores[0] == scores[1]:
                return self.finish(Result.drawn(2, "out of cards with equal scores"))
            w = 0 if scores[0] > scores[1] else 1
            return self.finish(Result.win(w, 2, "out of cards; higher score wins"))

    def evaluate(self, seat: int) -> float:
        if self.result is not None:
            return super().evaluate(seat)
        mine = self.state["players"][seat]["score"]
        theirs = self.state["players"][1 - seat]["score"]
        return 0.5 + (mine - theirs) / 6

    def view(self, seat: int | None) -> dict:
        s = self.state
        players = []
        for i, p in enumerate(s["players"]):
            mine = seat == i
            players.append({
                "seat": i,
                # no life in High Card: the points the other seat still needs to win
                "life": 3 - s["players"][1 - i]["score"],
                "deck": len(p["deck"]),
                "hand_count": len(p["hand"]),
                "score": p["score"],
                "hand": [_card(c) for c in p["hand"]] if mine else len(p["hand"]),
                "played": (_card(p["played"]) if mine else "face-down") if p["played"] else None,
                "discard": [_card(c) for c in p["discard"]],
            })
        # both seats pick at once; the last round's winner is the one who may draw
        return {"game": "high-card", "viewer": seat, "turn": s["round"], "active": s["round_winner"],
                "phase": s["step"], "players": players, "round": s["round"]}

    def card_zones(self) -> dict[str, list[int]]:
        zones = {}
        for i, p in enumerate(self.state["players"]):
            zones[f"p{i}.deck"] = [c[0] for c in p["deck"]]
            zones[f"p{i}.hand"] = [c[0] for c in p["hand"]]
            zones[f"p{i}.discard"] = [c[0] for c in p["discard"]]
            zones[f"p{i}.played"] = [p["played"][0]] if p["played"] else []
        return zones

    def secret_from(self, seat: int | None) -> set[int]:
        out = set()
        for i, p in enumerate(self.state["players"]):
            out.update(c[0] for c in p["deck"])
            if i != seat:
                out.update(c[0] for c in p["hand"])
                if p["played"]:
                    out.add(p["played"][0])
        return out

    def determinize(self, seat: int, rng: Rng) -> Match:
        m = self.clone()
        for i, p in enumerate(m.state["players"]):
            if i == seat:
                rng.shuffle(p["deck"])
                continue
            unseen = list(p["deck"]) + list(p["hand"]) + ([p["played"]] if p["played"] else [])
            rng.shuffle(unseen)
            if p["played"]:
                p["played"] = unseen.pop()
            p["hand"], p["deck"] = unseen[: len(p["hand"])], unseen[len(p["hand"]):]
        return m


def _card(c: list) -> dict:
    return {"iid": c[0], "name": c[1], "text": f"Scores against a lower number ({c[1][1:]})."}


class HighCard(Game):
    id = "high-card"
    name = "High Card"
    match_class = HighCardMatch
    summary = "Both players pick a card in secret; the higher scores. First to 3."

    def _load_cards(self) -> list[Card]:
        return [Card(f"n{v}", f"Number {v}", "number",
                     {"value": v, "text": f"Scores against a lower number ({v})."}) for v in VALUES]

    def _starter_decks(self) -> list[Deck]:
        return [Deck(self.id, {"main": [(f"n{v}", 2) for v in VALUES]}, name="Sevens")]

    def copy_limit(self, card: Card) -> int:
        return 2

    def _deck_rules(self, deck: Deck) -> list[str]:
        if deck.size() < 6:
            return [f"a deck needs at least 6 cards, not {deck.size()}"]
        return []


GAME = HighCard()
