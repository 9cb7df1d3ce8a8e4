"""Imports every per-game renderer module; each registers itself (`render.entries`) by
the engine game id it names as `GAME_ID`. Adding a game's renderer is one import here."""

from render import (
    cross_universe,
    element_duel,
    exceed,
    omniverse,
    universia,
)

# The modules by game id, for tests that reach a renderer's own boards.
GAME_MODULES = {m.GAME_ID: m for m in (cross_universe, exceed, universia, omniverse, element_duel)}
