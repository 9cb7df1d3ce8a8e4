"""Seeded random matches and a digest of everything they said, for `test_seeded_logs`.

A digest covers every pending decision (seat, kind, prompt, window, option ids, kinds,
labels and cards), every choice, every event (kind, text, who may see it) and the
result. An engine change that is meant to change nothing (a new step machine, a faster
hot path) must leave every digest as it was; `python -m tests.core.seeded_logs` prints
the current digests in the stored file's shape when a change is meant to change play.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import engine
from engine.ai import RandomAgent

STORED = Path(__file__).with_name("seeded_logs.json")
SEEDS = tuple(range(1, 11))
MOVE_CAP = 20000


def configs() -> list[tuple[str, int]]:
    """(game id, players) for every real game and seat count it plays with."""
    out = []
    for game in engine.games():
        if game.id == "high-card":
            continue
        for players in sorted({game.min_players, game.max_players}):
            out.append((game.id, players))
    return out


def digest(game_id: str, players: int, seed: int) -> str:
    game = engine.get_game(game_id)
    decks = game.starter_decks()
    match = game.new_match([decks[(seed + i) % len(decks)] for i in range(players)], seed=seed)
    agent = RandomAgent(seed)
    h = hashlib.sha256()
    seen = 0

    def feed(item) -> None:
        h.update(json.dumps(item, ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")

    for _ in range(MOVE_CAP):
        for event in match.events[seen:]:
            # The English text, not the message's data: a line said the same way
            # digests the same, however the engine builds it.
            feed(["event", [event.kind, event.text, event.visible_to]])
        seen = len(match.events)
        if match.result is not None:
            break
        pending = match.pending()
        for d in pending:
            feed(["ask", d.seat, d.kind, d.prompt, d.window, d.min_choices, d.max_choices,
                  d.private, [o.to_dict() for o in d.options]])
        d = pending[0]
        choice = agent.choose(match, d)
        feed(["choose", d.seat, d.id, choice])
        match.apply(d.seat, d.id, choice)
    result = None if match.result is None else match.result.to_dict()
    if result is not None:
        result.pop("words", None)
    feed(["result", result])
    return h.hexdigest()[:20]


def current() -> dict[str, dict[str, str]]:
    return {f"{g}/{p}": {str(s): digest(g, p, s) for s in SEEDS} for g, p in configs()}


if __name__ == "__main__":
    json.dump(current(), sys.stdout, indent=1, sort_keys=True)
    print()
