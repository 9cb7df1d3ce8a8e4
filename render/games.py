"""Imports every per-game renderer module; each registers itself by its engine game id."""

from render import (  # noqa: F401
    cross_universe,
    element_duel,
    exceed,
    omniverse,
    universia,
)

GAME_MODULES = {
    "cross-universe": cross_universe,
    "exceed": exceed,
    "universia": universia,
    "omniverse": omniverse,
    "element-duel": element_duel,
}
