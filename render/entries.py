"""The one registry of what each game's render module supplies, by engine game id: board,
hand and card drawing, sample views for the benchmark, and the alt-text describers.

A leaf module (it imports nothing of render), so `describe` and `registry` both read it
without importing each other. Per-game modules register through `render.registry`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

View = Mapping[str, Any]
DrawFn = Callable[[View, Sequence[str]], Any]
# A player's entry of a public view, and a speaker (render.describe's `_`, English by
# default) -> (the numbers beside them, what they have in play), in the speaker's language.
PlayerFn = Callable[..., tuple[list[str], list[str]]]
# A public view, the seats' names and a speaker -> what the board shows between the players.
SharedFn = Callable[..., list[str]]


@dataclass(frozen=True)
class Renderer:
    board: DrawFn
    hand: DrawFn | None = None
    samples: Callable[[], list[View]] | None = None
    # Maps the game's Card.to_dict() (or a view's card dict) onto the tile shape.
    card: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None
    # Alt text and the board message's facts; None: the generic reading of the view header.
    player: PlayerFn | None = None
    shared: SharedFn | None = None


_RENDERERS: dict[str, Renderer] = {}


def register(
    game_id: str,
    board: DrawFn,
    hand: DrawFn | None = None,
    samples: Callable[[], list[View]] | None = None,
    card: Callable[[Mapping[str, Any]], dict[str, Any]] | None = None,
    player: PlayerFn | None = None,
    shared: SharedFn | None = None,
) -> None:
    """Register a game's renderers; registering the same id twice is a bug and raises."""
    if game_id in _RENDERERS:
        raise ValueError(f"a renderer for {game_id!r} is already registered")
    _RENDERERS[game_id] = Renderer(board, hand, samples, card, player, shared)


def registered() -> dict[str, Renderer]:
    """A copy of the registry, by game id."""
    return dict(_RENDERERS)


def entry(game_id: str) -> Renderer | None:
    return _RENDERERS.get(game_id)
