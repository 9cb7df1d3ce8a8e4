"""Timing for ``python -m render bench``: draw + PNG encode per image kind.

The budget (DESIGN.md) is 40 ms and 300 KB per board and per hand on one core.
Each game's boards come from its registered samples; its hands ("GAME hand")
are a mid-game hand and a hand of the game's twenty longest-text cards.
Synthetic views time the fallback board.

`stream` is closer to a render worker's day: the boards of several seeded random
matches per game, one per checkpoint as the bot posts them, all five games
interleaved, each drawn once (so the piece cache sees the variety of real play).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from render import registry
from render.canvas import Board, to_png
from render.cardimage import card_image
from render.chart import rating_chart
from render.fallback import fallback_board

_KINDS = ("unit", "spell", "item", "enhancement", "trap", "ally", "event", "field", "token")
_TAGS = ((), ("tapped",), (), ("stunned",), ("used",), (), ("rested", "stunned"), ())


def synthetic_card(i: int) -> dict[str, Any]:
    """A varied face-up (every seventh face-down) card so tiles exercise every branch."""
    if i % 7 == 6:
        return {"iid": i, "face_down": True, "tags": list(_TAGS[i % len(_TAGS)])}
    return {
        "iid": i,
        "name": f"{['Ember', 'Tidal', 'Iron', 'Verdant', 'Astral'][i % 5]} "
        f"{['Knight', 'Sage of the Long Night', 'Golem', 'Wisp'][i % 4]}",
        "kind": _KINDS[i % len(_KINDS)],
        "cost": i % 8,
        "stats": [
            {"label": "ATK", "base": 2 + i % 4, "value": 2 + i % 4 + (i % 3)},
            {"label": "HP", "base": 3, "value": 3},
        ],
        "traits": ["Warrior", "Human"][: 1 + i % 2],
        "tags": list(_TAGS[i % len(_TAGS)]),
        "counters": {"charge": i % 3} if i % 3 else {},
    }


def synthetic_view(players: int, cards_per_player: int, shared: int = 0) -> dict[str, Any]:
    """A public view in the shape the fallback board understands."""
    n = iter(range(10_000))
    view: dict[str, Any] = {
        "viewer": None,
        "turn": 7,
        "phase": "main",
        "active": 0,
        "to_act": [1],
        "players": [
            {
                "seat": seat,
                "life": 20 - 3 * seat,
                "life_max": 20,
                "hand": 5,
                "deck": 31,
                "field": [synthetic_card(next(n)) for _ in range(cards_per_player * 2 // 3)],
                "support": [synthetic_card(next(n)) for _ in range(cards_per_player // 3)],
            }
            for seat in range(players)
        ],
    }
    if shared:
        view["market"] = [synthetic_card(next(n)) for _ in range(shared)]
    return view


NAMES = ["Aster", "Brisk the Unyielding Dragonslayer of the North", "Cyra", "Dov 田中 😀"]


def busy_board() -> Board:
    """The densest board a game should draw: 30 tiles in four rows, 60+ labels."""
    board = Board()
    board.label((8, 4, 1272, 40), "busy · turn 12 · main phase", ("title",), bold=True, max_lines=1)
    cards = [synthetic_card(i) for i in range(30)]
    for row, (start, stop) in enumerate(((0, 8), (8, 16), (16, 23), (23, 30))):
        top = 44 + row * 168
        board.zone_row(
            (8, top, 1272, top + 164),
            cards[start:stop],
            ("zone", f"row{row}"),
            title=f"Row {row + 1}",
        )
    return board


def workloads() -> dict[str, Callable[[], bytes]]:
    """One draw+encode callable per benchmarked image, by id."""
    jobs: dict[str, Callable[[], bytes]] = {
        "fallback": lambda: to_png(fallback_board("fallback", synthetic_view(2, 9), NAMES).image),
        "fallback4": lambda: to_png(
            fallback_board("fallback4", synthetic_view(4, 6, shared=6), NAMES).image
        ),
        "busy": lambda: to_png(busy_board().image),
        "card": lambda: to_png(
            card_image(synthetic_card(3) | {"text": "Draw a card. " * 20}).image
        ),
        "chart": lambda: to_png(
            rating_chart([(f"game {i}", 1500 + (i * 37) % 90) for i in range(100)]).image
        ),
    }
    for game_id, renderer in registry.registered().items():
        if renderer.samples is None:
            continue
        for k, view in enumerate(renderer.samples()):
            jobs[f"{game_id}#{k}"] = lambda game_id=game_id, view=view: registry.draw_board(
                game_id, view, NAMES
            )
        for k, view in enumerate(hand_views(game_id)):
            jobs[f"{game_id} hand#{k}"] = lambda game_id=game_id, view=view: registry.draw_hand(
                game_id, view, NAMES
            )
    return jobs


def hand_views(game_id: str) -> list[dict[str, Any]]:
    """A mid-game hand, and the worst case: the same seat holding the game's twenty
    longest-text cards (the tallest hand image there is)."""
    from render import selfplay

    if not selfplay.has_game(game_id):
        return []
    import engine

    match = selfplay.midgame(game_id, 1)
    views = [match.view(0)]
    long = match.view(0)
    cards = sorted(engine.get_game(game_id).cards(), key=lambda c: -len(c.to_dict()["text"]))
    me = next(p for p in long["players"] if p["seat"] == 0)
    me["hand"] = [dict(c.to_dict(), iid=900 + k) for k, c in enumerate(cards[:20])]
    return [*views, long]


def run(repeat: int = 15) -> dict[str, dict[str, float]]:
    """Median milliseconds and largest PNG kilobytes per game id (or synthetic image).

    A game's several sample boards (`id#k`) pool their timings under the game id."""
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    sizes: dict[str, int] = {}
    for name, job in workloads().items():
        key = name.split("#", 1)[0]
        job()  # warm caches (fonts, measurements) as a long-running bot would have them
        for _ in range(repeat):
            start, start_cpu = time.perf_counter(), time.process_time()
            png = job()
            times.setdefault(key, []).append((time.perf_counter() - start) * 1000)
            # CPU time too: on a shared, busy machine it is the closer "one core" figure.
            cpu.setdefault(key, []).append((time.process_time() - start_cpu) * 1000)
        sizes[key] = max(sizes.get(key, 0), len(png))
    return {
        key: {"median_ms": round(statistics.median(t), 1),
              "cpu_ms": round(statistics.median(cpu[key]), 1),
              "kb": round(sizes[key] / 1024, 1)}
        for key, t in times.items()
    }


def checkpoint_views(game_id: str, matches: int) -> list[dict[str, Any]]:
    """The public view at every checkpoint of `matches` seeded random games of
    `game_id`, the games interleaved one board each in turn (as a worker serving
    many matches gets them)."""
    import itertools

    from render import selfplay

    streams = []
    for seed in range(1, matches + 1):
        views, seen = [], 0
        for match in selfplay.play(game_id, seed):
            events = match.events
            if any(e.kind == "checkpoint" for e in events[seen:]):
                views.append(match.view(None))
            seen = len(events)
        streams.append(views)
    return [v for turn in itertools.zip_longest(*streams) for v in turn if v is not None]


def stream(per_game: int = 100, matches: int = 12) -> dict[str, dict[str, float]]:
    """Mean CPU milliseconds (and mean and largest PNG kilobytes) per board over
    `per_game` checkpoint boards of each game, the games interleaved; the piece cache
    starts empty."""
    from render import pieces, selfplay

    games = [g for g, r in registry.registered().items()
             if r.samples is not None and selfplay.has_game(g)]
    queues = {g: checkpoint_views(g, matches)[:per_game] for g in games}
    order = [(g, v) for turn in zip(*queues.values(), strict=False)
             for g, v in zip(queues, turn, strict=True)]
    pieces.clear()
    registry.draw_board(games[0], queues[games[0]][0], NAMES)  # fonts and glyphs loaded
    pieces.clear()
    cpu: dict[str, list[float]] = {g: [] for g in games}
    sizes: dict[str, list[int]] = {g: [] for g in games}
    for game_id, view in order:
        start = time.process_time()
        png = registry.draw_board(game_id, view, NAMES[: len(view["players"])])
        cpu[game_id].append((time.process_time() - start) * 1000)
        sizes[game_id].append(len(png))
    return {
        g: {"cpu_ms": round(statistics.fmean(cpu[g]), 1),
            "kb": round(statistics.fmean(sizes[g]) / 1024, 1),
            "max_kb": round(max(sizes[g]) / 1024, 1), "boards": len(cpu[g])}
        for g in games if cpu[g]
    }
