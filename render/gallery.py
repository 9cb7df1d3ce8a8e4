"""``python -m render gallery OUT_DIR``: every image kind of every game, to look at.

For each game: a mid-game board (seeded random self-play), a hand of six of
the game's longest-text cards (so the image shows text wrapping, the boost
and section headings, and the taller canvas), and three card images (the
longest text, and the first card of two other kinds).
"""

from __future__ import annotations

from pathlib import Path

from render import registry, selfplay

NAMES = ["alice", "bob", "carol", "dan"]
HAND_CARDS = 6


def long_hand_view(game_id: str, seed: int = 1, cards: int = HAND_CARDS) -> dict:
    """Seat 0's mid-game view with its hand replaced by the longest-text cards."""
    import engine

    view = selfplay.midgame(game_id, seed).view(0)
    game = engine.get_game(game_id)
    catalog = sorted(game.cards(), key=lambda c: -len(c.to_dict()["text"]))
    picked, seen = [], set()
    for card in catalog:
        data = card.to_dict()
        # Cards a hand can hold: a kind that fills a one-card deck section (a fighter
        # beside the deck) is never held.
        if data.get("kind") in game.deck_singles:
            continue
        if data["name"] not in seen:
            picked.append(data)
            seen.add(data["name"])
        if len(picked) == cards:
            break
    me = next(p for p in view["players"] if p["seat"] == 0)
    me["hand"] = [dict(c, iid=900 + k) for k, c in enumerate(picked)]
    return view


def sample_cards(game_id: str) -> list[dict]:
    import engine

    cards = [c.to_dict() for c in engine.get_game(game_id).cards()]
    out = [max(cards, key=lambda c: len(c["text"]))]
    for card in cards:
        if card["kind"] not in {c["kind"] for c in out}:
            out.append(card)
    # Games with fewer kinds fill up with the next-longest texts.
    for card in sorted(cards, key=lambda c: -len(c["text"])):
        if len(out) >= 3:
            break
        if card not in out:
            out.append(card)
    return out[:3]


def write(out: Path, seed: int = 2) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    import engine

    for game_id in registry.registered():
        # The most seats the game allows: the most crowded board it must lay out.
        match = selfplay.midgame(game_id, seed, engine.get_game(game_id).max_players)
        names = NAMES[: match.players]
        images = {
            f"{game_id}-board.png": registry.draw_board(game_id, match.view(None), names),
            f"{game_id}-hand.png": registry.draw_hand(game_id, long_hand_view(game_id), names),
        }
        for k, card in enumerate(sample_cards(game_id)):
            images[f"{game_id}-card-{k + 1}.png"] = registry.draw_card(game_id, card)
        for name, png in images.items():
            path = out / name
            path.write_bytes(png)
            written.append(path)
    return written
