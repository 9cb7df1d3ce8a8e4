"""Tournament logic with no Discord and no database: points, tiebreaks, Swiss
pairings, pods for multiplayer games, and single-elimination brackets.

Conventions (written down in docs/bot.md, "Tournaments"):

- **Points.** A two-player table: win 3, draw 1, loss 0; a bye is a win. A pod of
  3-4 (Omniverse): one point for every player you finished ahead of (a 4-pod
  gives 3/2/1/0), so the most a table gives is `size - 1` (3 for a duel).
- **Match-win % (MW%)** = points / the most the player's tables could give, at
  least 1/3 (the usual floor, so one bad run does not sink opponents' tiebreaks;
  1/3 before any table).
  Byes count for the player's own percentages.
- **Opponents' match-win % (OMW%)** = the mean MW% of everyone met at a table
  (byes are not opponents), at least 1/3 like every percentage: 1/3 with nobody met
  (a player whose only table was a bye).
- **Game-win % (GW%)**: a Duelhall match is one game, won (3) when sole first,
  drawn (1) when first is shared, else lost (0); GW% = game points / (3 × games),
  at least 1/3. In a duel it equals MW% except for draws; in pods it counts wins.
- **Order**: points, then OMW%, then GW%, then seed (1 = top).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

FLOOR = 1 / 3
WIN, DRAW = 3, 1


@dataclass(frozen=True)
class Table:
    """One table of one round: the players in seat order and, once over, their placings."""

    round: int
    seats: tuple[int, ...]
    placings: tuple[int, ...] | None = None

    @property
    def bye(self) -> bool:
        return len(self.seats) == 1

    @property
    def over(self) -> bool:
        return self.placings is not None

    def points(self, user: int) -> tuple[int, int]:
        """(points earned, most the table could give) for `user`."""
        if self.bye:
            return WIN, WIN
        i = self.seats.index(user)
        mine = self.placings[i]
        if len(self.seats) == 2:
            other = self.placings[1 - i]
            return (WIN if mine < other else DRAW if mine == other else 0), WIN
        return sum(1 for p in self.placings if p > mine), len(self.seats) - 1

    def game_points(self, user: int) -> int:
        if self.bye:
            return WIN
        mine = self.placings[self.seats.index(user)]
        if mine != 1:
            return 0
        return WIN if self.placings.count(1) == 1 else DRAW

    def winner(self, seeds: Mapping[int, int]) -> int:
        """Who goes through in single elimination: sole first, else the best seed among the firsts."""
        firsts = [u for u, p in zip(self.seats, self.placings, strict=True) if p == 1]
        return min(firsts, key=lambda u: seeds[u])


@dataclass(frozen=True)
class Standing:
    user: int
    rank: int
    points: int
    played: int
    mw: float
    omw: float
    gw: float
    dropped: bool


def standings(seeds: Mapping[int, int], tables: Iterable[Table], dropped: Iterable[int] = ()) -> list[Standing]:
    """Everyone in `seeds` (user -> seed), ordered by points, OMW%, GW%, seed."""
    done = [t for t in tables if t.over]
    earned = dict.fromkeys(seeds, 0)
    possible = dict.fromkeys(seeds, 0)
    games = dict.fromkeys(seeds, 0)
    game_points = dict.fromkeys(seeds, 0)
    met: dict[int, list[int]] = {u: [] for u in seeds}
    for t in done:
        for u in t.seats:
            got, most = t.points(u)
            earned[u] += got
            possible[u] += most
            games[u] += 1
            game_points[u] += t.game_points(u)
            met[u].extend(o for o in t.seats if o != u)

    def pct(a: int, b: int) -> float:
        return max(FLOOR, a / b) if b else FLOOR

    mw = {u: pct(earned[u], possible[u]) for u in seeds}
    gone = set(dropped)
    rows = []
    for u in seeds:
        # a bye meets nobody: with no opponent the floor stands in, as for every player
        omw = sum(mw[o] for o in met[u]) / len(met[u]) if met[u] else FLOOR
        rows.append((u, earned[u], omw, pct(game_points[u], 3 * games[u])))
    rows.sort(key=lambda r: (-r[1], -r[2], -r[3], seeds[r[0]]))
    return [
        Standing(u, rank, pts, games[u], mw[u], omw, gw, u in gone)
        for rank, (u, pts, omw, gw) in enumerate(rows, 1)
    ]


# ------------------------------------------------------------------ Swiss
def swiss_round(order: Sequence[int], tables: Iterable[Table]) -> tuple[list[tuple[int, int]], int | None]:
    """Pairs for the next Swiss round and the player with the bye (or None).

    `order` is the active players, best first (the current standings). Pairs are
    made down the standings (score groups, top first), never repeating a pairing
    when any repeat-free pairing exists; with an odd number, the bye goes to the
    lowest-ranked player who has not had one (lowest-ranked overall if all have)."""
    history = list(tables)
    met = {frozenset(t.seats) for t in history if not t.bye}
    had_bye = {t.seats[0] for t in history if t.bye}
    players = list(order)
    if len(players) % 2 == 0:
        pairs = _pair(players, met)
        return (pairs if pairs is not None else _adjacent(players)), None
    candidates = [u for u in reversed(players) if u not in had_bye] or list(reversed(players))
    for bye in candidates:
        rest = [u for u in players if u != bye]
        pairs = _pair(rest, met)
        if pairs is not None:
            return pairs, bye
    bye = candidates[0]
    return _adjacent([u for u in players if u != bye]), bye


def first_round(seeded: Sequence[int]) -> tuple[list[tuple[int, int]], int | None]:
    """Round 1: with an odd number the bye goes to the lowest seed (the lowest-ranked
    player without one), and the others pair top half against bottom half."""
    players = list(seeded)
    bye = players.pop() if len(players) % 2 else None
    return _adjacent(first_round_order(players)), bye


def first_round_order(seeded: Sequence[int]) -> list[int]:
    """Round 1 pairs the top half with the bottom half (1 v n/2+1, 2 v n/2+2, ...)."""
    half = (len(seeded) + 1) // 2
    top, bottom = list(seeded[:half]), list(seeded[half:])
    out = []
    for i, u in enumerate(top):
        out.append(u)
        if i < len(bottom):
            out.append(bottom[i])
    return out


def _pair(players: list[int], met: set[frozenset]) -> list[tuple[int, int]] | None:
    """Backtracking: the first player takes the nearest one below not yet met."""
    if not players:
        return []
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        if frozenset((first, other)) in met:
            continue
        tail = _pair(rest[:i] + rest[i + 1:], met)
        if tail is not None:
            return [(first, other), *tail]
    return None


def _adjacent(players: list[int]) -> list[tuple[int, int]]:
    return [(players[i], players[i + 1]) for i in range(0, len(players) - 1, 2)]


def swiss_rounds(players: int) -> int:
    """The usual number of Swiss rounds: enough for one undefeated player."""
    return max(1, math.ceil(math.log2(max(2, players))))


# ------------------------------------------------------------------- pods
def pod_sizes(players: int, largest: int = 4) -> list[int]:
    """Tables as even as possible, none larger than `largest` (9 -> 3,3,3; 10 -> 4,3,3)."""
    count = math.ceil(players / largest)
    base, extra = divmod(players, count)
    return [base + 1] * extra + [base] * (count - extra)


def pods(order: Sequence[int], largest: int = 4) -> list[tuple[int, ...]]:
    """Pods in standings order (the top players share the first pod)."""
    out, start = [], 0
    for size in pod_sizes(len(order), largest):
        out.append(tuple(order[start:start + size]))
        start += size
    return out


# ------------------------------------------------------- single elimination
def bracket(seeded: Sequence[int]) -> list[int | None]:
    """First-round slots, in table order: seed 1 meets the lowest seed, and the
    byes (None) go to the top seeds. Slots pair up as (0, 1), (2, 3), ..."""
    size = 1
    while size < len(seeded):
        size *= 2
    order = [1]
    while len(order) < size:
        n = len(order) * 2
        order = [x for s in order for x in (s, n + 1 - s)]
    return [seeded[s - 1] if s <= len(seeded) else None for s in order]


def elimination_rounds(players: int) -> int:
    return max(1, math.ceil(math.log2(max(2, players))))


def next_slots(previous: Sequence[Table | None], seeds: Mapping[int, int],
               dropped: Iterable[int]) -> list[int | None]:
    """The next round's slots: each table's winner, in table order (None for a table
    nobody sat at); a player who dropped out leaves an empty slot, so their next
    opponent has a bye."""
    gone = set(dropped)
    out: list[int | None] = []
    for t in previous:
        winner = None if t is None else t.seats[0] if t.bye else t.winner(seeds)
        out.append(None if winner in gone else winner)
    return out


def slot_tables(slots: Sequence[int | None]) -> list[tuple[int, ...]]:
    """Tables from slots: a pair, a bye (one player) or nothing (both slots empty)."""
    out = []
    for i in range(0, len(slots), 2):
        pair = tuple(u for u in slots[i:i + 2] if u is not None)
        out.append(pair)
    return out


def elimination_places(seeds: Mapping[int, int], rounds: Sequence[Sequence[Table]],
                       champion: int | None) -> list[tuple[int, int]]:
    """(place, user) for everyone: the champion first, then by the round they went out
    in (later is better; the same round shares a place), seed breaking the order
    within a place. Someone who dropped out without losing went out in the round
    after the last one they got through."""
    out_in: dict[int, int] = {}
    passed = dict.fromkeys(seeds, 0)
    for r, tables in enumerate(rounds, 1):
        for t in tables:
            if not t.over:
                continue
            winner = t.seats[0] if t.bye else t.winner(seeds)
            passed[winner] += 1
            for u in t.seats:
                if u != winner:
                    out_in.setdefault(u, r)
    best = len(rounds) + 2
    reach = {u: best if u == champion else out_in.get(u, passed[u] + 1) for u in seeds}
    order = sorted(seeds, key=lambda u: (-reach[u], seeds[u]))
    places, place, previous = [], 0, None
    for i, u in enumerate(order, 1):
        if reach[u] != previous:
            place, previous = i, reach[u]
        places.append((place, u))
    return places
