"""What each seat may see, card zones for the conservation check, and AI hooks."""

from __future__ import annotations

from engine.core import Rng, seat_ref

PHASE_NAMES = {"main": "Main Phase", "battle": "Battle Phase", "end": "End Phase"}


class ViewOps:
    def _card(self, iid: int) -> dict:
        info = self.ci[iid]
        d = {"iid": iid, "id": info.id, "name": info.name, "kind": info.type,
             "universe": info.universe, "cost": info.cost, "text": info.text}
        if info.is_monster:
            d.update(attack=info.attack, defense=info.defense, level=info.level)
        if info.keywords:
            d["keywords"] = list(info.keywords)
        return d

    def _monster_view(self, seat: int, z: int, mon: dict, viewer) -> dict:
        mode = "attack" if mon["mode"] == "a" else "defense"
        if mon["fd"] and viewer != seat:
            return {"face_down": True, "zone": z, "mode": mode}
        d = self._card(mon["st"][-1])
        d.update(zone=z, mode=mode, face_down=mon["fd"], attacked=mon["atkd"])
        a, df = self._attack(seat, mon), self._defense(seat, mon)
        if a != d["attack"]:
            d["base_attack"] = d["attack"]
        if df != d["defense"]:
            d["base_defense"] = d["defense"]
        d["attack"], d["defense"] = a, df
        if mon["ctr"]:
            # Counters by name, as in every game's views (ArmorPurge is the only kind).
            d["counters"] = {"ArmorPurge": mon["ctr"]}
        if len(mon["st"]) > 1:
            d["stack"] = [self._card(i) for i in mon["st"][:-1]]
        return d

    def _enh_view(self, seat: int, z: int, e: dict, viewer) -> dict:
        if e["fd"] and viewer != seat:
            return {"face_down": True, "zone": z}
        d = self._card(e["iid"])
        d.update(zone=z, face_down=e["fd"])
        if self.ci[e["iid"]].delay:
            d["delay"] = {"waited": e["age"], "needs": self.ci[e["iid"]].delay}
        return d

    def view(self, seat: int | None) -> dict:
        s = self.state
        players = []
        for i, p in enumerate(s["p"]):
            mine = seat == i
            players.append({
                "seat": i,
                "life": p["life"],
                "deck": len(p["deck"]),
                "hand_count": len(p["hand"]),
                "hand": [self._card(c) for c in p["hand"]] if mine else len(p["hand"]),
                "nonmaterial": [self._card(c) for c in p["nm"]] if mine else len(p["nm"]),
                "nonmaterial_count": len(p["nm"]),
                "immaterial": [self._card(c) for c in p["imm"]],
                "rest": [self._card(c) for c in p["rest"]],
                "monsters": [None if m is None else self._monster_view(i, z, m, seat)
                             for z, m in enumerate(p["mz"])],
                "enhancements": [None if e is None else self._enh_view(i, z, e, seat)
                                 for z, e in enumerate(p["ez"])],
                "field": None if p["fz"] is None else self._card(p["fz"]),
            })
        m = s["mana"]
        active = s["active"]
        out = {
            "game": "universia", "viewer": seat, "turn": s["turn"], "active": active,
            "phase": s["phase"], "players": players, "phase_name": PHASE_NAMES[s["phase"]],
            # The line from the active player's side, and as seat 1's value (seat 2 is minus).
            "mana": {"value": m, "seat0_line": m if active == 0 else -m,
                     "favours": None if m == 0 else (active if m > 0 else 1 - active)},
            "attack": None,
            "rested_until": [{"cards": [self._name(c) for c in r["cards"]], "seat": r["seat"],
                              "returns": f"{'End' if r['when'] == 'end' else 'Battle'} Phase of "
                                         f"{seat_ref(r['seat'])}"} for r in s["ret"]],
        }
        atk = s["atk"]
        if atk is not None:
            out["attack"] = {"seat": atk["seat"], "zone": atk["z"], "attacker": self._name(atk["iid"]),
                             "target_zone": atk["t"], "direct": atk["t"] < 0,
                             "hits": atk["hits"], "bonus": atk["bonus"],
                             "end_window": atk["win"], "negated": atk["neg"]}
        return out

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
            for mon in p["mz"]:
                if mon is not None and mon["fd"]:
                    for k, c in enumerate(pool):
                        if ci[c].type == "monster":
                            pool[k], mon["st"][0] = mon["st"][0], c
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
        import math

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
                    a = self._attack(i, m)
                    wall = self._defense(i, m) if m["mode"] == "d" else a
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
